import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { companyChat, freshChats } from "./helpers.ts";

// Session 46, helper h46b (issue 16, the gate: entry that generalises). A bakery's admin wrote its own skills
// (tests/fixtures/h46b/skills); a new worker asks in their own words.
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h46b/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a diminutive adjective names what its plain form names", () => {
  // «я новенький диспетчер, с чего вообще начать» met no «нового» of the onboarding skill's head: «новенький» was read as a
  // word of its own, so the head named one word of the request and the gate left it to a plain answer.
  // h46b read the diminutive as its plain form before a noun; merged, it entered the onboarding skill for dental's «привет, я
  // новенькая медсестра в химках, сколько у меня испытательный срок» (a question for the rules), and was taken back out.
  it.failing("«я новенький кондитер, с чего вообще начинать, ничего не понимаю» enters the bakery's onboarding", async () => {
    const r = await ask("я новенький кондитер, с чего вообще начинать, ничего не понимаю");
    expect(r.skill).toBe("baker-onboarding");
  });
  it("«спасибо, всё понятно» still enters no skill", async () => {
    const r = await ask("спасибо, всё понятно");
    expect(r.skill).toBeNull();
  });
});

describe("a head naming the request and a procedure covering it more than any other agree where scores tie", () => {
  // «Старшая попросила подготовить программу для новенькой процедурной сестры: кто её будет вести…» scored 0.190 for the
  // nurse onboarding and 0.188 for event planning: bunched, so the gate left it to a plain answer, though the onboarding's head
  // names «новенькой», «должна» at the gate's bar and its procedure covers the request more than any other of the fifteen.
  const hospital = companyChat("skills-hospital");
  // It needs «новенькой» read as «новой» too (the diminutive rule, taken back out above).
  it.failing("a senior nurse's request for a newcomer's programme enters the nurse onboarding", async () => {
    const r = await (await hospital)("Старшая попросила подготовить программу для новенькой процедурной сестры: кто её будет учить, что она должна выучить");
    expect(r.skill).toBe("hosp-nurse-onboarding");
  });
  it("«когда в этом месяце аванс?» still enters no skill", async () => {
    const r = await (await hospital)("когда в этом месяце аванс?");
    expect(r.skill).toBeNull();
  });
});
