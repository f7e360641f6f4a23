import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 55, helper h55c (issue 16 point 3: a clarifying question when retrieval holds two or three plausible skills the
// evidence cannot separate). A fish smokehouse's admin wrote three skills (tests/fixtures/h55c/skills): a batch recall, a shelf
// price comparison and a smoking log. A complaint from a chain about a batch names the recall's words («сеть», «партию») and
// the price check's («сеть», «нашу»), neither specifically enough to enter («сеть» is in three heads, «партию» in five); before,
// the chat answered it plainly (tune48s s39 «Сеть ругается на нашу партию качотты, разберись» the same way).
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h55c/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a request whose near skills each name a different part of it is asked about, the skills as options", () => {
  it("«Сеть жалуется на нашу партию скумбрии, посмотри» asks between the recall and the price check", async () => {
    const r = await ask("Сеть жалуется на нашу партию скумбрии, посмотри");
    expect(r.outcome).toBe("clarify");
    const options = ((r.answer.meta.clarify as { options?: { value: string }[] } | undefined)?.options ?? []).map((o: { value: string }) => o.value);
    expect(options).toContain("fish-batch-recall");
    expect(options).toContain("fish-shelf-prices");
    expect(r.skill).toBeNull();
  });
  it("a request whose near skills' heads all name only the same word («партию») is not asked about", async () => {
    const r = await ask("Магнит ругается на нашу партию скумбрии");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
  });
  it("an everyday message is neither asked about nor entered", async () => {
    const r = await ask("Спасибо, на сегодня всё");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
  });
  it("a question the documents answer enters no skill and asks nothing", async () => {
    const r = await ask("Сколько дней отпуска положено в году?");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
  });
});
