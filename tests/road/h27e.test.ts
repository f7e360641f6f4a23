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
