import { describe, expect, it } from "bun:test";
import table from "../../src/skills/interview/foods.json" with { type: "json" };
import { extractFacts, languageOf, redFlags } from "../../src/skills/interview/extract.ts";
import { foodsIn, totals } from "../../src/skills/interview/foods.ts";
import { dailyTarget, mifflinStJeor, weeklyPlan } from "../../src/skills/interview/compute.ts";

describe("reading values from a free-text message", () => {
  it("takes height, weight and age however they are written", () => {
    expect(extractFacts("рост 180, вес 85")).toMatchObject({ height: 180, weight: 85 });
    expect(extractFacts("мне 34")).toMatchObject({ age: 34 });
    expect(extractFacts("3 годика")).toMatchObject({ age: 3 });
    expect(extractFacts("ему три годика")).toMatchObject({ age: 3 });
    expect(extractFacts("рост 1,80 м")).toMatchObject({ height: 180 });
    expect(extractFacts("I'm 34, 180 cm, 85 kg, male")).toMatchObject({ age: 34, height: 180, weight: 85, sex: "male" });
  });

  it("keeps a number out of a slot whose range it does not fit", () => {
    expect(extractFacts("3 раза в неделю")).toEqual({ days: 3 });
    expect(extractFacts("рост 180").weight).toBeUndefined();
  });

  it("reads choices: goal, level, place, sex, a child, a temperature", () => {
    expect(extractFacts("Хочу похудеть, тренироваться 3 раза в неделю дома, я новичок")).toMatchObject({ goal: "lose", days: 3, place: "home", level: "beginner" });
    expect(extractFacts("Я женщина, офисная работа")).toMatchObject({ sex: "female", activity: "1.2" });
    expect(extractFacts("у ребёнка температура 38,5")).toMatchObject({ who: "child", temperature: 38.5 });
    expect(extractFacts("объясни дроби для 5 класса")).toMatchObject({ grade: 5 });
  });

  it("finds red flags and the message's language", () => {
    expect(redFlags("болит в груди и трудно дышать", "ru")).toEqual(["затруднённое дыхание", "боль в груди"]);
    expect(redFlags("ноет колено", "ru")).toEqual([]);
    expect(languageOf("count calories of my lunch")).toBe("en");
    expect(languageOf("Посчитай калории")).toBe("ru");
  });
});

describe("the food table shipped with the app", () => {
  it("cites its sources and holds about sixty common foods, Russian dishes included", () => {
    expect(table.about).toMatch(/Скурихин/);
    expect(table.about).toMatch(/USDA FoodData Central/);
    expect(table.foods.length).toBeGreaterThanOrEqual(60);
    const names = table.foods.map((f) => (f[0] as string[])[0]);
    for (const dish of ["борщ", "котлета", "пюре", "гречка", "компот", "салат оливье"]) expect(names).toContain(dish);
  });

  it("reads the foods of a meal with stated grams, counts and typical portions", () => {
    const eaten = foodsIn("борщ 400 г, 2 котлеты, салат оливье 150г");
    expect(eaten.map((e) => [e.food.name, e.grams, e.estimated])).toEqual([["борщ", 400, false], ["котлета", 200, true], ["салат оливье", 150, false]]);
  });

  it("totals a lunch from the table per 100 g", () => {
    // borscht 49 kcal/100 g × 3 + cutlet 220 × 1 + mash 88 × 2 + compote 60 × 2.5 = 147 + 220 + 176 + 150
    expect(totals(foodsIn("борщ, котлета с пюре и компот")).kcal).toBe(693);
  });
});

describe("the computations the seed skills' procedures call for", () => {
  it("Mifflin–St Jeor: 10·kg + 6.25·cm − 5·age + 5 for men, −161 for women", () => {
    expect(mifflinStJeor("male", 85, 180, 34)).toBe(1810);
    expect(mifflinStJeor("female", 60, 165, 29)).toBe(1325.25);
    expect(dailyTarget(1810, 1.2, "lose")).toEqual({ maintain: 2172, target: 1846 });
  });

  it("a weekly plan has the asked number of sessions and rest days between", () => {
    const plan = weeklyPlan("lose", "beginner", 3, "ru");
    expect(plan).toHaveLength(7);
    expect(plan.filter((d) => d.includes("разминка"))).toHaveLength(3);
  });
});
