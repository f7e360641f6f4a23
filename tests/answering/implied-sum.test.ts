import { describe, expect, it } from "bun:test";
import { impliedSum } from "../../src/answering/implied-sum.ts";
import type { StoredChunk } from "../../src/retrieval/types.ts";

// A made-up warehouse's rules, none of the walk's documents: the module works from how a rule is written, not from them.
const chunk = (id: number, headingPath: string[], text: string) => ({ id, docName: "rules.md", headingPath, text, page: null }) as unknown as StoredChunk;
const RULES = [
  chunk(1, ["Оплата грузчиков"], "- Ставка за смену: 2000 рублей.\n- Доплата за каждый ящик сверх 100 ящиков за смену: 5 рублей/ящик."),
  chunk(2, ["Магазин", "Одежда"], "Позиция: Перчатки рабочие | Цена, руб.: 250\nПозиция: Куртка утеплённая | Цена, руб.: 4000\n\nРаботникам склада предоставляется скидка 15% на одежду (не на перчатки)."),
];

describe("a sum implied by a rate above a threshold", () => {
  it("works out the extra and, asked for the whole, adds the fixed amount of the same period", () => {
    const s = impliedSum("сегодня разгрузил 140 ящиков, сколько выйдет всего со ставкой?", undefined, RULES, "ru")!;
    expect(s.text).toContain("2000 + (140 − 100) × 5 = 2000 + 40 × 5 = 2000 + 200 = 2200");
    expect(s.text).toContain("«Ставка за смену: 2000 рублей.» [1]");
  });

  it("says nothing when the question names no quantity in the rule's unit", () => {
    expect(impliedSum("сколько платят за ящики?", undefined, RULES, "ru")).toBeNull();
    expect(impliedSum("сегодня работал 9 часов, сколько выйдет?", undefined, RULES, "ru")).toBeNull();
  });

  it("a follow-up changing a condition keeps the previous question's quantity", () => {
    const s = impliedSum("а если бы 120?", "разгрузил 160 ящиков, сколько доплата за ящики?", RULES, "ru");
    // «120» names no unit: the previous question's 160 ящиков stands, so nothing is guessed from the bare figure.
    expect(s?.text ?? "").toContain("(160 − 100) × 5");
  });
});

describe("a price with a percentage discount", () => {
  it("takes the price line the question names and the discount rule it names", () => {
    const s = impliedSum("сколько для работника склада будет стоить куртка утеплённая со скидкой?", undefined, RULES, "ru")!;
    expect(s.text).toContain("4000 − 15% = 4000 − 600 = 3400");
  });

  it("does not apply a discount to what the rule excludes", () => {
    expect(impliedSum("сколько для работника склада стоят перчатки рабочие со скидкой?", undefined, RULES, "ru")).toBeNull();
  });
});
