import { describe, expect, it } from "bun:test";
import { nuInfinitive, perfectiveOf, reflexiveOnlyTerms, VERB_OF, verbOfDerived, verbOwnTerms } from "../../src/text/derivation.ts";
import { stem } from "../../src/text/tokens.ts";

// Session 41: a noun in «-к(а)» and its verb, where the verb's stem is not the noun's written one.
describe("a noun built on the present stem in «-ой-» of a verb in «-ыть» meets its verb", () => {
  it("«мойка» is the action of «мыть» (мою)", () => {
    expect(verbOfDerived("мойка")).toBe("мыть");
    expect(verbOfDerived("мойке")).toBe("мыть");
  });
  it("«мыть», «помыть», «мыли» are asked as that verb", () => {
    expect(verbOwnTerms("мыть")).toEqual([VERB_OF + "мыть"]);
    // «по-» is a pure aspect prefix: «помыть» is held as «мыть» too (session 42, «где припарковаться» meets «Парковка»).
    expect(verbOwnTerms("помыть")).toEqual([VERB_OF + "помыть", VERB_OF + "мыть"]);
    expect(verbOwnTerms("мыли")).toEqual([VERB_OF + "мыть"]);
  });
  it("«забыл», «был» are no such verbs (their present is «забуду», «буду»)", () => {
    expect(verbOwnTerms("забыл")).toEqual([]);
    expect(verbOwnTerms("был")).toEqual([]);
  });
});

describe("a noun of a verb Russian has only as reflexive", () => {
  it("«ошибка», «ошибок» are the action of «ошибиться»", () => {
    expect(verbOfDerived("ошибка")).toBe("ошибиться");
    expect(verbOfDerived("ошибок")).toBe("ошибиться");
  });
  it("a document's «ошибиться» holds that verb, a verb with a plain form («оказаться») does not", () => {
    expect(reflexiveOnlyTerms("ошибиться")).toEqual([VERB_OF + "ошибиться"]);
    expect(reflexiveOnlyTerms("оказаться")).toEqual([]);
    expect(reflexiveOnlyTerms("заявить")).toEqual([]);
  });
});

describe("an imperfective in «-а-/-я-» that alternated its root's consonant meets its perfective", () => {
  it("«возмещаются», «запрещается», «отвечает», «предупреждают», «направляется» hold the perfective", () => {
    expect(perfectiveOf("возмещаются", stem("возмещаются"))).toBe("возместить");
    expect(perfectiveOf("запрещается", stem("запрещается"))).toBe("запретить");
    expect(perfectiveOf("отвечает", stem("отвечает"))).toBe("ответить");
    expect(perfectiveOf("предупреждают", stem("предупреждают"))).toBe("предупредить");
    expect(perfectiveOf("провожают", stem("провожают"))).toBe("проводить");
    expect(perfectiveOf("направляется", stem("направляется"))).toBe("направить");
  });
  it("a short root is left: «мешать» is no «месить», «вешать» no «весить»", () => {
    expect(perfectiveOf("мешать", stem("мешать"))).toBeNull();
    expect(perfectiveOf("вешать", stem("вешать"))).toBeNull();
  });
});

describe("a finite form of a verb in «-нуть» is held as its infinitive", () => {
  it("«вернём», «верните», «скинул» are «вернуть», «скинуть»", () => {
    expect(nuInfinitive("вернём")).toBe("вернуть");
    expect(nuInfinitive("верните")).toBe("вернуть");
    expect(nuInfinitive("скинул")).toBe("скинуть");
  });
  it("a reflexive form is left («вернёмся» is «come back»), and a noun: «мини», «минут», «цену», «смену»", () => {
    expect(nuInfinitive("вернёмся")).toBeNull();
    expect(nuInfinitive("вернулся")).toBeNull();
    for (const w of ["мини", "минут", "цену", "смену", "страну"]) expect(nuInfinitive(w)).toBeNull();
  });
});
