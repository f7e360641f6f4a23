import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 27 (h27e): English questions in the English interface over the dry-cleaning chain «Белая Цапля» of walk 26a,
// whose rules, price list and FAQ are Russian and whose onboarding guide is English. The walk's own wordings (E.., P12)
// and my own for the same matters.
const CHAIN = resolve(import.meta.dir, "../fixtures/walk26a/docs");
const english = () => freshChats({ docs: CHAIN, lang: "en" });

describe("pay day asked in English", () => {
  // E01: «When do I get paid?» got the guide's patent sentence («must be paid every month…»): «paid» never met the guide's
  // «Pay is transferred… the 25th (advance) and the 10th», and the answer then swapped that line for the Russian section.
  // Session 27 left «When do I get paid?» failing: searching «paid» as «pay» in tokens.ts's index terms moved the hotel's
  // pooled weights. Session 37 (h37d) searches the question's irregular «paid» with «pay» too (answer.ts withOtherForms),
  // the documents' index untouched.
  for (const said of ["When do I get paid?", "when will I be paid this month?", "when's payday?"]) {
    it(`«${said}» gives the 25th and the 10th, not the patent`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toMatch(/25th|25-го/);
      expect(r.answer.content).toMatch(/10th|10-го/);
      expect(r.answer.content).not.toContain("patent");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
  it("«When do I get paid?» quotes the English guide's own line", async () => {
    const r = await (await english())("When do I get paid?");
    expect(r.answer.content).toContain("the 25th (advance) and the 10th");
  });
});

describe("the IT person, asked in either language", () => {
  // E15: refused naming HR. «IT» lower-cased is the pronoun «it», a stopword: the question kept only «guy».
  for (const [said, lang] of [["who is the IT guy?", "en"], ["who do I talk to about IT stuff?", "en"], ["кто отвечает за IT?", "ru"], ["кто у нас айтишник?", "ru"]] as const) {
    it(`«${said}» (${lang} UI) names IT support's address, not HR`, async () => {
      const r = await (await freshChats({ docs: CHAIN, lang }))(said);
      expect(r.answer.content).toContain("it@belaya-tsaplya.ru");
      expect(r.answer.content).not.toContain("hr@belaya-tsaplya.ru");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
});

describe("the fire number asked in English", () => {
  // P12 (dangerous): «fire, what number do I call?» opened with «Sick leave: Call your manager before 9:00…»: «number» and
  // «call» met the sick-leave line, the guide's «Fire: 101 or 112» came second.
  for (const said of ["fire, what number do I call?", "which number do I dial for a fire?"]) {
    it(`«${said}» opens with 101 or 112, not the sick-leave call`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toMatch(/101/);
      expect(r.answer.content).toMatch(/112/);
      expect(r.answer.content).not.toContain("Call your manager");
      expect(r.answer.content.indexOf("101")).toBeLessThan(80);
    });
  }
});

describe("what only the Russian documents say, asked in English", () => {
  // E10, E19, E22, E12: refused «Part of the company's documents is written in Russian…» (or hedged on «cleaning»): no
  // English word led to «Свадебное платье», «химчистку», «ковёр», «курить».
  // The carpet's «2x3» is a size no document writes, so that one is shown as related, not asserted (the area times the
  // price is implied-price's sum, not a word).
  for (const [said, expected, state] of [
    ["How much is cleaning a wedding dress?", "4 900", "answered"],
    ["what does it cost to dry clean a wedding dress?", "4 900", "answered"],
    ["Is there an employee discount on dry cleaning?", "30%", "answered"],
    // With helper F's area sums (implied-area.ts) the English question is worked out: 2 × 3 m² × 350.
    ["how much for a carpet 2x3 m synthetic?", "2100", "answered"],
    ["what's the price per square metre for a synthetic rug?", "350", "answered"],
  ] as const) {
    it(`«${said}» quotes ${expected}`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toContain(expected);
      expect(answerStateOf(r.answer.content)).toBe(state);
    });
  }
  for (const said of ["Can I smoke outside the shop in uniform?", "where can I smoke?"]) {
    it(`«${said}» quotes the smoking rule`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toMatch(/Курение|курить|15 метров/);
      expect(answerStateOf(r.answer.content)).not.toBe("refused");
    });
  }
});

describe("a guide's exception for its readers is the answer, not «says otherwise»", () => {
  // E02: the guide's «at least 30 days in advance (not 14 days as for other staff)» was set aside as a different reading of
  // the Russian rule, its counterpart being «через «1С:Кабинет сотрудника»» (read as the figure 1).
  for (const said of ["How many days in advance must I request annual leave?"]) {
    it(`«${said}» gives the guide's 30 days, with no «says otherwise»`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toContain("30 days in advance");
      expect(r.answer.content).not.toContain("says otherwise");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
});

describe("a solvent leak told in English", () => {
  // E18: «solvent leak in the workshop help» got «In the built-in mode… I do not hold free conversation»: «solvent» and
  // «workshop» led to no Russian word of «Утечка растворителя» in the «цех».
  for (const said of ["solvent leak in the workshop help", "there is a solvent leak in the workshop, what do I do?"]) {
    it(`«${said}» gives the emergency stop step`, async () => {
      const r = await (await english())(said);
      expect(r.answer.content).toContain("АВАРИЙНЫЙ СТОП");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
});
