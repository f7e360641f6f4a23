import table from "./foods.json" with { type: "json" };
import { stem, words } from "../../text/tokens.ts";

/** One row of the shipped food table (see the source in foods.json), values per 100 g. */
/** `name` is the Russian name (the key kept in a conversation's state); `english` the first Latin one, for the English interface. */
/** `parts`: foods the dish's row already holds («салат цезарь» — its chicken), named beside it as one dish (foods.json `parts`). */
/** `drink`: sold by volume (foods.json `drinks`), so a bare fraction said after it is litres («кола 0,5»). */
export interface Food { name: string; english: string; keys: string[][]; kcal: number; protein: number; fat: number; carbs: number; portion: number; piece: number; added?: number; parts: string[]; drink: boolean }

/** A food the person named, with the grams eaten and whether they were stated or a typical portion. */
export interface Eaten { food: Food; grams: number; estimated: boolean }

const stems = (s: string) => words(s).map(stem);

// `piece`: what one of «две котлеты», «15 пельменей» weighs; a portion unless the table gives a smaller piece.
export const FOODS: readonly Food[] = (table.foods as [string[], number, number, number, number, number, number?][]).map(
  ([names, kcal, protein, fat, carbs, portion, piece]) => ({ name: names[0], english: names.find((n: string) => /^[a-z]/i.test(n)) ?? names[0], keys: names.map(stems), kcal, protein, fat, carbs, portion, piece: piece ?? portion, added: (table.added_g as Record<string, number>)[names[0]],
    parts: (table.parts as Record<string, string[]>)[names[0]] ?? [], drink: (table.drinks as string[]).includes(names[0]) }),
);

/** The dishes a word for their kind names when said beside one of them («ONE salad, caesar…»; foods.json `generic`), by the word's stem. */
export const KINDS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(table.generic as Record<string, string[]>).map(([w, dishes]) => [stem(w), dishes]));

// Snowball cuts «сметана» to «смета» but «сметаной» to «сметан»: a long key stem also meets its longer forms, an ending's
// few letters longer. A word going on well past the key is another word built on it: «cheeseburger» is no cheese (walk 21c
// counted «cheese, 30 g»), «чизбургер» no «сыр».
const sameWord = (w: string, key: string) => w === key || (key.length >= 5 && w.startsWith(key) && w.length - key.length <= 3);

/**
 * The food named by the words starting at `at` (stems, `null` where a figure stands), preferring the
 * longest name («салат оливье» over «салат»), its words in any order; with how many words it takes.
 */
export function foodAt(seg: (string | null)[], at: number): { food: Food; len: number } | null {
  let best: { food: Food; len: number; exact: number } | null = null;
  for (const f of FOODS) for (const k of f.keys) {
    if (best && k.length < best.len) continue;
    const win = seg.slice(at, at + k.length);
    if (win.length < k.length || win.some((w) => w === null)) continue;
    const fits = k.every((s) => win.some((w) => sameWord(w!, s))) && win.every((w) => k.some((s) => sameWord(w!, s)));
    // Of names as long, the one met word for word wins over one met by a longer form of its stem.
    const exact = win.filter((w) => k.includes(w!)).length;
    if (fits && (!best || k.length > best.len || exact > best.exact)) best = { food: f, len: k.length, exact };
  }
  return best && { food: best.food, len: best.len };
}

/** The dry product a cooked cereal or pasta was weighed as («овсянка» → «овсяные хлопья»; foods.json `dry_of`), or the food itself. */
export function dryOf(food: Food): Food {
  const name = (table.dry_of as Record<string, string>)[food.name];
  return (name && FOODS.find((f) => f.name === name)) || food;
}
