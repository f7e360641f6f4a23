import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 34, helper D: skill entry (issue 16 item 3), through the chat turn, on a print shop's own three skills
// (tests/fixtures/h34d/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h34d/skills");
const shop = () => freshChats({ skillsDir: SKILLS });

describe("the company's own procedure for a job beats the platform's general skill that retrieval ranks first on a customer's common words", () => {
  // Before: the platform's «Ответ на жалобу клиента» — its head names «клиент», «недоволен», «объяснить», «ответить», and
  // retrieval ranks it first; the shop's defect procedure names three of those words and its steps hold the print faults.
  for (const q of ["клиент недоволен: приводка сбилась на наклейках, просит объяснить и ответить"]) {
    it(`«${q}» → print-claim`, async () => {
      const r = await (await shop())(q);
      expect(r.skill).toBe("print-claim");
    });
  }
  // The platform's general skill is still the job where the company wrote none of its own.
  it("the platform's complaint reply is still entered where the company has no procedure of its own", async () => {
    const r = await (await freshChats())("клиент недоволен: приводка сбилась на наклейках, просит объяснить и ответить");
    expect(r.skill === null || r.skill === "complaint-reply").toBe(true);
  });
  // A company skill naming the words but not covering the request beyond the general one (support) leaves the platform's.
  it("a company procedure that covers the request no better leaves the platform's complaint reply", async () => {
    const r = await (await shop())("клиент недоволен листовками, у части не тот цвет, просит объяснить и ответить ему");
    expect(r.skill).not.toBe("print-claim");
  });
});
