import { describe, expect, it } from "bun:test";
import { abramovSynonyms } from "../../src/text/abramov.ts";

// Abramov's synonyms as src/text/abramov.json keeps them (scripts/abramov-synonyms.ts).
describe("Abramov's synonyms", () => {
  it("a headword has its whole list, found from any form of it", () => {
    expect(abramovSynonyms("ошибку")).toEqual(expect.arrayContaining(["опечатка", "промах", "оплошность"]));
    expect(abramovSynonyms("врача")).toContain("доктор");
  });
  it("a listed word has its headword, not the other words of the list", () => {
    // «Негодное, брак, ветошь, …, лохмотья, …»: «лохмотья» and «ветошь» are both kinds of «негодное», not the same thing.
    const rags = abramovSynonyms("лохмотья");
    expect(rags).toContain("негодное");
    expect(rags).not.toContain("ветошь");
    expect(abramovSynonyms("опечатка")).toContain("ошибка");
  });
  it("the aspect pair a headword gives is the same verb", () => {
    expect(abramovSynonyms("прийти")).toContain("приходить");
  });
  it("a word Abramov does not list has none, and «Ср.», «Прот.», «См.» name no synonyms", () => {
    expect(abramovSynonyms("ноутбук")).toEqual([]);
    // «Абсолютный#, полный, …. Ср. <Безусловный>. Прот. <Относительный>.»
    expect(abramovSynonyms("абсолютный")).not.toContain("относительный");
  });
});
