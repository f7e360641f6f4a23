import { FOODS, type Eaten, type Food } from "./food-table.ts";
import { readMeal } from "./meal.ts";

export { FOODS, type Eaten, type Food };

/** The foods a message names to be left out («а если без сметаны»). */
export function foodsLeftOut(message: string): Food[] {
  return readMeal(message).without;
}

/** The foods a message names, each with its grams («борщ 300 г», «2 котлеты», «грамм 200 гречки»; otherwise a typical portion). */
export function foodsIn(message: string): Eaten[] {
  return readMeal(message).mentions.map(({ food, grams, estimated }) => ({ food, grams, estimated }));
}

/** Energy and macronutrients of what was eaten, rounded for display. */
export function totals(eaten: Eaten[]): { kcal: number; protein: number; fat: number; carbs: number } {
  const sum = (k: "kcal" | "protein" | "fat" | "carbs") => eaten.reduce((a, e) => a + (e.food[k] * e.grams) / 100, 0);
  return { kcal: Math.round(sum("kcal")), protein: Math.round(sum("protein")), fat: Math.round(sum("fat")), carbs: Math.round(sum("carbs")) };
}
