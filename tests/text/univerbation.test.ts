import { describe, expect, it } from "bun:test";
import { withUnfolded } from "../../src/text/univerbation.ts";

const none = () => false;

describe("a univerbate the dictionary lists is read as the documents' phrase", () => {
  it("«маршрутку» is the documents' «маршрутного такси»", () => {
    const texts = () => ["Проезд на маршрутном такси компенсируется."];
    expect(withUnfolded("оплатят маршрутку?", none, texts)).toBe("оплатят маршрутном такси?");
  });
  it("is left as typed when the documents write no such phrase", () => {
    expect(withUnfolded("где курилка", none, () => ["Курение на территории запрещено."])).toBe("где курилка");
  });
  it("is left as typed when the documents hold the word itself", () => {
    const texts = () => ["Кожанка и кожаная куртка."];
    expect(withUnfolded("кожанка", (w) => w === "кожанка", texts)).toBe("кожанка");
  });
});
