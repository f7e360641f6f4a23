import { describe, expect, it } from "bun:test";
import { declinedFrom } from "../../src/text/noun-forms.ts";
import { phrasalVerbsSaid } from "../../src/text/english-phrasal.ts";
import { conceptsOfWord, evidenceTerms, termsOf } from "../../src/answering/salience.ts";
import { measureKind } from "../../src/text/measure-questions.ts";

describe("a short-stemmed thesaurus noun reaches its own case forms only (noun-forms.ts)", () => {
  it("«детям», «детей», «детях» are forms of «дети»; «семьи», «семей» of «семья»; «новую» of «новый»", () => {
    for (const [lemma, word] of [["дети", "детям"], ["дети", "детей"], ["дети", "детях"], ["семья", "семьи"], ["семья", "семей"], ["новый", "новую"], ["чек", "чеки"]]) expect(declinedFrom(lemma!, word!)).toBe(true);
  });
  it("«купе» is no form of «купить», «полу» none of the indeclinable «поло», «бани» none of «бан», «семи» none of «семья»", () => {
    for (const [lemma, word] of [["купить", "купе"], ["поло", "полу"], ["бан", "бани"], ["семья", "семи"], ["мать", "маты"]]) expect(declinedFrom(lemma!, word!)).toBe(false);
  });
  it("a text's «детям» holds the English «kids»; the Russian word's own groups stay as they were", () => {
    const text = evidenceTerms("скидка детям");
    expect(termsOf("kids").some((t) => text.has(t))).toBe(true);
    expect(conceptsOfWord("детям")).toEqual([]);
  });
});

describe("English phrasal verbs (english-phrasal.ts)", () => {
  it("a person who shows up arrives; a thing that shows up is only seen", () => {
    expect(phrasalVerbsSaid("What time should I show up on my first day?")).toBe("What time should I arrive on my first day?");
    expect(phrasalVerbsSaid("my shift doesn't show up in the app")).toBe("my shift doesn't show up in the app");
  });
  it("money got back is returned; getting back to someone or to work is not", () => {
    expect(phrasalVerbsSaid("how much money do they get back?")).toBe("how much money do they return?");
    expect(phrasalVerbsSaid("can I get my deposit back")).toBe("can I return my deposit");
    expect(phrasalVerbsSaid("I will get back to you")).toBe("I will get back to you");
    expect(phrasalVerbsSaid("when do I get back to work")).toBe("when do I get back to work");
  });
});

describe("«what time» asks a clock time (measure-questions.ts)", () => {
  // Read as any time, «What time should I show up on my first day…?» was met by «…сообщить… в тот же день» with the memo that
  // says «приходите к 8:30» left out (tune48a's leave-one-out).
  it("«What time should I show up on my first day?» wants a clock time, as «во сколько приходить в первый день?» does", () => {
    expect(measureKind("What time should I show up on my first day?")).toBe("clock");
    expect(measureKind("во сколько приходить в первый день?")).toBe("clock");
  });
  it("«how much time do I have?» still asks a length of time, not the clock", () => {
    expect(measureKind("how much time do I have to submit the report?")).not.toBe("clock");
  });
});
