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

describe("a request for work whose words only the first skill's head names rarely is not asked about beside skills naming common words", () => {
  // Before: a question between the drafting skill and skills whose heads name only «компаниями» or «клиента», words a dozen
  // heads hold, tied with it on score alone; the drafting head names «договор» besides.
  const law = () => freshChats({ skillsOf: "lawfirm" });
  for (const q of ["подготовь договор купли-продажи доли между компаниями клиента", "составь договор займа для клиента между его компаниями"]) {
    it(`«${q}» → contract-drafting, no question`, async () => {
      const r = await (await law())(q);
      expect(r.outcome).not.toBe("clarify");
      expect(r.skill).toBe("contract-drafting");
    });
  }
  // A second naming a rarer word of the request besides («оплата», «помесячно») is still a job the request speaks of.
  it("«нужен договор оказания услуг между компаниями клиента, оплата помесячно» does not enter the drafting skill on the rule", async () => {
    const r = await (await law())("нужен договор оказания услуг между компаниями клиента, оплата помесячно");
    expect(r.skill).not.toBe("contract-drafting");
  });
});
