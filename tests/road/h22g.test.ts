import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 22 (helper h22g): skill defects of walk 21c, each a failing test first, with wordings of my own beside the walk's.

// Walk 21c #21: «calories in a cheeseburger and fries» counted «cheese, 30 g»: «cheeseburger» began with «cheese». A dish
// whose name holds a food's word is the dish.
describe("a dish whose name holds a food's word is counted as the dish", () => {
  it("«calories in a cheeseburger and fries» counts a cheeseburger, not cheese", async () => {
    const r = await (await freshChats({ lang: "en" }))("calories in a cheeseburger and fries");
    expect(r.answer.content).toMatch(/cheeseburger/i);
    expect(r.answer.content).not.toMatch(/— cheese,/);
    expect(r.answer.content).toMatch(/fries/);
  });

  for (const q of ["посчитай калории: чизбургер и кола", "сколько калорий в двух чизбургерах"]) {
    it(`«${q}» counts the cheeseburger, not cheese`, async () => {
      const r = await (await freshChats({}))(q);
      expect(r.answer.content).toMatch(/чизбургер/i);
      expect(r.answer.content).not.toMatch(/— сыр/);
    });
  }
});
