import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// Issue 16 §3, entry that generalises: a request told in the person's own words names one word of its skill's one-line
// head, so the head's evidence stays under the gate's bar; retrieval ranks the skill first, well over the second, and its
// procedure covers the request's rare words no less than any other skill does. The two signals agree: the skill is
// entered, not left to a plain answer. Wordings written for this check (none is a pilot set's request).
const ENTERS: [string, string, string][] = [
  ["arch", "прикинь по табелям, кого из ребят можно поставить на новый объект в апреле", "arch-workload-planning"],
  ["arch", "посмотри по табелям, кто освободится в июне под новый объект", "arch-workload-planning"],
];

describe("a request in the person's own words enters the skill retrieval and its procedure agree on", () => {
  for (const [set, message, skill] of ENTERS) {
    it(`«${message}» (${set}) enters «${skill}»`, async () => {
      const send = await companyChat(set);
      const r = await send(message);
      expect(r.d?.outcome).toBe("skill");
      expect(r.d?.skill).toBe(skill);
    });
  }
});
