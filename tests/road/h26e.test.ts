import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 26 (h26e): English questions in the English interface over the optician chain of walk 25a/25b, whose rules and
// price list are Russian and whose onboarding guide is English. The walk's own wordings and my own for the same matters.
const OPTICIANS = resolve(import.meta.dir, "../fixtures/walk25a/docs");

describe("a price asked in English that only the Russian price list states", () => {
  // Walk 25b, EN 3: «how much is an eye test for a kid?» got the guide's staff perk «Family members get one free eye test
  // per year»: «eye test» met the guide word for word, and nothing led to «Проверка зрения детям до 14 лет | 1 200 ₽».
  for (const said of ["How much is an eye test for a kid?", "what does a sight test cost for children?"]) {
    it(`«${said}» quotes the children's eye test price, not the staff perk`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain("1 200 ₽");
      expect(r.answer.content).not.toContain("Family members get one free eye test");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }

  // Walk 25b, EN 6: refused «They say nothing about “extra”, “glasses”» and named HR. The row is found now; it is still shown
  // as «may be related»: «+50% к цене» holds no word for «extra» (the evidence's figure reading is salience.ts's, helper D's).
  // «what's the surcharge for express spectacles?» picked the staff discount on «очковые линзы» in h26e's clone; with helper
  // C's price surcharges merged (implied-price.ts) it quotes the rush row.
  for (const said of ["how much extra for rush glasses in 3 hours?", "what's the surcharge for express spectacles?"]) {
    it(`«${said}» quotes the rush-making row (+50%), not HR`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain("+50%");
      expect(r.answer.content).not.toContain("hr@kvarts-lis.ru");
    });
  }
});

describe("how long a kind of glasses takes, asked in English", () => {
  // Walk 25a en14: refused naming lab@; the price list's row says «срок 7 рабочих дней».
  // Left failing: «how many days for progressive lenses to be ready?» — the English guide holds «days» as typed, and its
  // leave lines outrank the price list's row in the search (src/retrieval's weighting, not a word the thesaurus lacks).
  for (const [said, known] of [["How long does it take to make progressive glasses?", false], ["how many days for progressive lenses to be ready?", true]] as const) {
    (known ? it.failing : it)(`«${said}» quotes the 7 working days`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain("7 рабочих дней");
    });
  }
});

describe("lateness asked in English over the Russian pay sheet", () => {
  // Walk 25a en7: «What happens if I'm 20 minutes late?» was refused naming lab@: «late» was only «поздно», «minutes» only
  // a meeting's «протокол»; the sheet says «Опоздание от 15 до 30 минут — премия за месяц уменьшается на 500 ₽».
  for (const [said, expected] of [["What happens if I'm 20 minutes late?", "500 ₽"], ["I was late three times this month, do I lose my bonus?", "не выплачивается"]] as const) {
    it(`«${said}» quotes the lateness rule`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain(expected);
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
});

describe("a sick call asked in English where the guide and the rules differ on the hour", () => {
  // Walk 25a en4 / 25b EN 1: the guide's «before 9:00» was set against the rules' sick-note sentence, so «The answer above
  // is the company's Russian rule» stood over a sentence without the Russian rule's «до 10:00».
  for (const said of ["I'm sick today, who do I tell and by what time?", "I woke up ill, by when do I have to let my manager know?"]) {
    it(`«${said}» shows the Russian rule's 10:00 with the guide's 9:00 noted`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain("до 10:00");
      expect(r.answer.content).toContain("9:00");
    });
  }
});

describe("a customer unwell in the shop, told in English", () => {
  // Walk 25b EN 2 got only step 2; session 25's first-aid fix gives the section whole. Kept as a test in my own words too.
  for (const said of ["A customer fainted in the shop, what do I do?", "an elderly lady passed out during her eye exam, help"]) {
    it(`«${said}» gives the section's steps from «не оставляйте одного» to the log`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))(said);
      expect(r.answer.content).toContain("103 или 112");
      expect(r.answer.content).toContain("не оставляйте одного");
      expect(r.answer.content).toContain("журнал происшествий");
    });
  }
});

describe("Russian sentences quoted in the English interface", () => {
  // Issue 12 / walk 25a: a foreign employee got Russian rows with no English word saying what they were. With no translation
  // in the embedded face, the answer says in English that the company's documents state it in Russian.
  it("an English question answered from the Russian price list says so in English", async () => {
    const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))("how much is an eye test for a child?");
    expect(r.answer.content).toContain("1 200 ₽");
    expect(r.answer.content).toMatch(/The company's documents state this in Russian/);
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("nothing is added where the English guide answers, nor to a question typed in Russian", async () => {
    const ask = await freshChats({ docs: OPTICIANS, lang: "en" });
    const guide = await ask("how is overtime paid?");
    expect(guide.answer.content).toContain("1.5×");
    expect(guide.answer.content).not.toMatch(/in Russian/);
    const russian = await ask("сколько стоит проверка зрения для пенсионеров?");
    expect(russian.answer.content).toContain("900 ₽");
    expect(russian.answer.content).not.toMatch(/in Russian/);
  });
});
