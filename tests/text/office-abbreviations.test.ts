import { describe, expect, it } from "bun:test";
import { spelledOut } from "../../src/text/office-abbreviations.ts";

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
