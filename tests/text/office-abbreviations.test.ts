import { describe, expect, it } from "bun:test";
import { directoryWordsTyped, spelledOut } from "../../src/text/office-abbreviations.ts";

describe("abbreviations documents write", () => {
  it("spells out «доб.», «каб.», «комн.» and a unit of time after a figure", () => {
    expect(spelledOut("Табельная: Лисицына, доб. 2120, каб. 207; комн. 104")).toEqual(["добавочный", "кабинет", "комната"]);
    expect(spelledOut("не более 4 мин 30 сек")).toEqual(["минута", "секунда"]);
  });

  it("leaves ambiguous and unabbreviated words alone", () => {
    expect(spelledOut("г. Москва, д. 5, стр. 1, кв. 3")).toEqual([]);
    expect(spelledOut("добавочный номер, минимум, часть 2")).toEqual([]);
  });
});

describe("a directory abbreviation typed bare in a question", () => {
  it("reads «тел», «доб» without their period as their words", () => {
    expect(directoryWordsTyped("тел ит поддержки?")).toBe("телефон ит поддержки?");
    expect(directoryWordsTyped("какой доб у Ивановой")).toBe("какой добавочный у Ивановой");
  });
  it("leaves «тел» after a figure (the plural of «тело») and words holding the letters", () => {
    expect(directoryWordsTyped("у 3 тел")).toBe("у 3 тел");
    expect(directoryWordsTyped("отель, тела, кабинет")).toBe("отель, тела, кабинет");
  });
});
