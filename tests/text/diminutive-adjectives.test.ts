import { describe, expect, it } from "bun:test";
import { plainAdjective } from "../../src/text/diminutives.ts";

describe("a diminutive adjective's plain form", () => {
  it("reads «новенький», «новенькой», «новенькому» as «новый»", () => {
    for (const w of ["новенький", "новенькой", "новенькому", "Новенькая"]) expect(plainAdjective(w)).toBe("новый");
  });
  it("leaves words that are no diminutive adjective", () => {
    for (const w of ["новый", "деньги", "неделька", "маленько", "веник"]) expect(plainAdjective(w)).toBeNull();
  });
});
