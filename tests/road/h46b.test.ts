import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 46, helper h46b (issue 16, the gate: entry that generalises). A bakery's admin wrote its own skills
// (tests/fixtures/h46b/skills); a new worker asks in their own words.
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h46b/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a diminutive adjective names what its plain form names", () => {
  // «я новенький диспетчер, с чего вообще начать» met no «нового» of the onboarding skill's head: «новенький» was read as a
  // word of its own, so the head named one word of the request and the gate left it to a plain answer.
  it("«я новенький кондитер, с чего вообще начинать, ничего не понимаю» enters the bakery's onboarding", async () => {
    const r = await ask("я новенький кондитер, с чего вообще начинать, ничего не понимаю");
    expect(r.skill).toBe("baker-onboarding");
  });
  it("«спасибо, всё понятно» still enters no skill", async () => {
    const r = await ask("спасибо, всё понятно");
    expect(r.skill).toBeNull();
  });
});
