import { describe, expect, it } from "bun:test";
import { plainFigures } from "../../src/text/figures.ts";

describe("half and one and a half of a thousand or a million", () => {
  it("reads «полмиллиона», «полтысячи», «полторы тысячи», «полутора миллионов» as their figures", () => {
    expect(plainFigures("ущерб больше полумиллиона")).toBe("ущерб больше 500000");
    expect(plainFigures("полтысячи рублей")).toBe("500 рублей");
    expect(plainFigures("полторы тысячи")).toBe("1500");
    expect(plainFigures("до полутора миллионов")).toBe("до 1500000");
  });

  it("leaves «полгода», «полторы недели» and words that only start with «пол» alone", () => {
    for (const t of ["полгода", "полторы недели", "полка тысяч книг"]) expect(plainFigures(t)).toBe(t);
  });
});
