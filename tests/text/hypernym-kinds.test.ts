import { describe, expect, it } from "bun:test";
import { hypernymsOf, liftedWhereNamed } from "../../src/text/hypernyms.ts";

// A thing asked by its own name is met by a rule naming its kind (RuWordNet hypernymy; hypernyms.ts KINDS).
describe("garments and flowers are named by their kind", () => {
  it("names a jacket, a coat and a dress as clothes, a thing", () => {
    expect(hypernymsOf("куртку")).toContain("вещь");
    expect(hypernymsOf("пальто")).toContain("одежда");
    expect(hypernymsOf("платье")).toContain("одежда");
  });

  it("names a tulip and a rose as flowers", () => {
    expect(hypernymsOf("тюльпанами")).toContain("цветы");
    expect(hypernymsOf("розы")).toContain("цветок");
  });

  it("lifts a garment even where a price list names it, and not a flower", () => {
    expect(liftedWhereNamed("куртку")).toBe(true);
    expect(liftedWhereNamed("тюльпанами")).toBe(false);
  });

  it("leaves other words without a kind", () => {
    expect(hypernymsOf("отпуск")).toEqual([]);
    expect(hypernymsOf("брюки")).toEqual([]);
  });

  it("gives no kind to a verb that stems as a garment does («платят» is no «платье»)", () => {
    expect(hypernymsOf("платят")).toEqual([]);
    expect(hypernymsOf("платья")).toContain("одежда");
  });

  it("gives no kind to English words that stem as a garment's name («coating», «suits»)", () => {
    expect(hypernymsOf("coating")).toEqual([]);
    expect(hypernymsOf("suits")).toEqual([]);
  });
});
