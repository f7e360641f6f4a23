import table from "./foods.json" with { type: "json" };
import { stem, words } from "../../text/tokens.ts";
import { normalize } from "./extract.ts";

/** One row of the shipped food table (see the source in foods.json), values per 100 g. */
/** `name` is the Russian name (the key kept in a conversation's state); `english` the first Latin one, for the English interface. */
export interface Food { name: string; english: string; keys: string[][]; kcal: number; protein: number; fat: number; carbs: number; portion: number }

/** A food the person named, with the grams eaten and whether they were stated or a typical portion. */
export interface Eaten { food: Food; grams: number; estimated: boolean }

const stems = (s: string) => words(s).map(stem);

export const FOODS: readonly Food[] = (table.foods as [string[], number, number, number, number, number][]).map(
  ([names, kcal, protein, fat, carbs, portion]) => ({ name: names[0], english: names.find((n: string) => /^[a-z]/i.test(n)) ?? names[0], keys: names.map(stems), kcal, protein, fat, carbs, portion }),
);

// Snowball cuts «сметана» to «смета» but «сметаной» to «сметан»: a long key stem also meets its longer forms.
const sameWord = (w: string, key: string) => w === key || (key.length >= 5 && w.startsWith(key));

/** The food a piece of text names, preferring the longest name («салат оливье» over «салат»). */
function foodIn(seg: string[]): Food | null {
  let best: { f: Food; len: number } | null = null;
  for (const f of FOODS) for (const k of f.keys) {
    if (k.every((s) => seg.some((w) => sameWord(w, s))) && (!best || k.length > best.len)) best = { f, len: k.length };
  }
  return best?.f ?? null;
}

const GRAMS = /(\d+(?:[.,]\d+)?)\s*(?:г|гр|грамм\p{L}*|g|grams?|мл|ml)(?![\p{L}])/u;
const COUNT = /(?<![\d.,])(\d{1,2})(?!\s*(?:г|гр|грамм|g|мл|ml|%|\d|[.,]\d))(?![\p{L}\d])/u;
const SPLIT = /[,;+\n]|\s(?:и|с|со|плюс|а также|and|with|plus)\s/u;

// «без сметаны», «no sour cream», «without bread»: the food is named to be taken out.
const WITHOUT = /(?:^|\s)(?:без|кроме|no|without)\s/u;

/** The foods a message names to be left out («а если без сметаны»). */
export function foodsLeftOut(message: string): Food[] {
  return normalize(message).split(SPLIT).flatMap((part) => {
    const m = WITHOUT.exec(part);
    const food = m ? foodIn(stems(part.slice(m.index + m[0].length))) : null;
    return food ? [food] : [];
  });
}

/** The foods a message names, each with its grams («борщ 300 г», «2 котлеты»; otherwise a typical portion). */
export function foodsIn(message: string): Eaten[] {
  const out: Eaten[] = [];
  for (const part of normalize(message).split(SPLIT)) {
    const cut = WITHOUT.exec(part);
    const food = foodIn(stems(cut ? part.slice(0, cut.index) : part));
    if (!food) continue;
    const g = part.match(GRAMS);
    const n = g ? null : part.match(COUNT);
    const grams = g ? Number(g[1].replace(",", ".")) : n ? Number(n[1]) * food.portion : food.portion;
    const same = out.find((e) => e.food === food);
    if (same) { same.grams += grams; same.estimated &&= !g; } else out.push({ food, grams, estimated: !g });
  }
  return out;
}

/** Energy and macronutrients of what was eaten, rounded for display. */
export function totals(eaten: Eaten[]): { kcal: number; protein: number; fat: number; carbs: number } {
  const sum = (k: "kcal" | "protein" | "fat" | "carbs") => eaten.reduce((a, e) => a + (e.food[k] * e.grams) / 100, 0);
  return { kcal: Math.round(sum("kcal")), protein: Math.round(sum("protein")), fat: Math.round(sum("fat")), carbs: Math.round(sum("carbs")) };
}
