import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 43, helper A: skill entry that generalises (issue 16), through the chat turn, on a bowling club's own four skills
// (tests/fixtures/h43a/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h43a/skills");
const club = () => freshChats({ skillsDir: SKILLS });

describe("a situation told at length goes to the job whose procedure covers it, not to the first skill on retrieval's margin", () => {
  // Before: the business letter, first by retrieval's margin on «официально» alone (a long request read as a situation), was
  // entered; the club's incident act, whose procedure holds the request's rare words (гардероб, полиция), was second.
  it("«…в гардеробе подрались двое, приезжала полиция. Нужно это официально зафиксировать…» → the incident act", async () => {
    const r = await (await club())("В субботу после вечерней игры в гардеробе подрались двое, приезжала полиция. Нужно это официально зафиксировать для руководства");
    expect(r.skill).toBe("lane-incident-act");
  });
  it("an everyday remark of the same length enters no skill", async () => {
    const r = await (await club())("В субботу после вечерней игры в гардеробе было очень шумно, но всё закончилось хорошо, спасибо всем");
    expect(r.skill).toBeNull();
  });
});
