import { stem } from "../../text/tokens.ts";
import { normalize, settle } from "./extract.ts";
import { dryOf, foodAt, KINDS, type Food } from "./food-table.ts";
import { APPROX_WORDS, CONTAINERS, CORRECTION_WORDS, COUNT_WORDS, DRY_WORDS, EATING_WORDS, INDEFINITE_WORDS, INTERJECTIONS, LINK_WORDS, MEAL_WORDS, MORE_WORDS, PIECE_WORDS, PORTION_STEMS, REMOVE_WORDS, SUM_STEMS, SUM_WORDS } from "./meal-words.ts";
import { isCourtesy, STOPWORDS } from "../../text/stopwords.ts";

/** A food as one message names it: grams said, counted or a typical portion; and whether it adds to what was counted. */
export interface Mention { food: Food; grams: number; estimated: boolean; said: boolean; more: boolean; meal?: string }

/** What a message says about a meal: its foods; grams said with no food («хотя нет, скорее 250»); its «не X, а Y» pairs. */
export interface Meal { mentions: Mention[]; loose: number | null; pairs: [number, number][]; without: Food[]; unknown: string[] }

/** A word or figure; `comma`: a comma or the sentence's start is before it, `setOff`: a comma or the sentence's end after it. */
type Tok = { num: number | null; word: string; stem: string | null; comma: boolean; setOff: boolean; first: boolean; joiner: string | null };

const GRAMS = /^(?:г|гр|грамм\p{L}*|g|gr|grams?|мл|ml)$/u;
const KILOS = /^(?:кг|kg|кило\p{L}*)$/u;
/** Litres of a drink weigh about as many kilograms («0.5 л кефира» ≈ 500 г). */
const LITRES = /^(?:л|литр\p{L}*|l|liters?|litres?)$/u;
/** A clock hour said with its preposition («в 8 утра», «к 9»): a time, no count of anything. */
const TIME_BEFORE = new Set(["в", "во", "к", "до", "после", "около", "at", "by"]);
const UNIT_FIRST = /^(?:грамм\p{L}*|гр|grams?)$/u;
// Words that join the foods of a list («борщ, котлета с пюре и компот»): each part is read on its own.
const JOINERS = new Set(["и", "с", "со", "а", "плюс", "но", "and", "with", "plus", "but"]);
// «без сметаны», «no sour cream», «without bread»: what follows is named to be taken out.
const WITHOUT = new Set(["без", "кроме", "no", "without"]);
const FILLERS = new Set([...CORRECTION_WORDS, ...APPROX_WORDS, ...MORE_WORDS, ...PIECE_WORDS, ...LINK_WORDS, ...DRY_WORDS]);
/** «coffee with milk», «блины со сметаной»: a food joined by these is an addition (its `added` grams, a splash). */
const ADDING = new Set(["с", "со", "with"]);
const portionWord = (w: string) => PORTION_STEMS.some((s) => w.startsWith(s));
const TOKEN = /(\d+(?:[.,]\d+)?)|(\p{L}+(?:-\p{L}+)*)|([,;:+()—–])/gu;

/** A sentence cut into clauses at commas and joining words. */
function clauses(sentence: string): Tok[][] {
  const out: Tok[][] = [[]];
  let comma = true, first = true, last: Tok | null = null, joiner: string | null = null;
  for (const [, n, w, sep] of sentence.matchAll(TOKEN)) {
    if (sep && last) last.setOff = true;
    if (sep || JOINERS.has(w)) { if (out.at(-1)!.length) out.push([]); comma = !!sep; joiner = sep ? null : w; continue; }
    last = { num: n ? Number(n.replace(",", ".")) : null, word: n ?? w, stem: n ? null : stem(w), comma, setOff: false, first, joiner: out.at(-1)!.length ? null : joiner };
    out.at(-1)!.push(last);
    comma = first = false;
  }
  if (last) last.setOff = true;
  return out.filter((c) => c.length);
}

type Spot = { food: Food; at: number; end: number; w?: number; n?: number; p?: number; per?: boolean };
/** A food read: `joined` — its clause opens with «с»/«with» («…с курицей»); `kind` — named by a word for its kind («салат»). */
type FoodItem = { kind: "food"; m: Mention; fix: boolean; interjection: "no" | "alone" | "opens"; joined: boolean; kindWord: string | null };
type Item = FoodItem | { kind: "grams"; grams: number } | { kind: "unknown"; name: string; listed?: boolean };

/** Words of a clause that could name a food: none of the quantity, unit, filler, eating or function words. */
const UNIT = (w: string) => GRAMS.test(w) || KILOS.test(w) || LITRES.test(w) || UNIT_FIRST.test(w);
const naming = (t: Tok) => t.num === null && !FILLERS.has(t.word) && !sumWord(t.word) && !isCourtesy(t.word) && !INDEFINITE_WORDS.includes(t.word) && !EATING_WORDS.includes(t.word) && !STOPWORDS.has(t.word) && !UNIT(t.word)
  && CONTAINERS[t.word] === undefined && COUNT_WORDS[t.word] === undefined && !portionWord(t.word) && !/^пол/.test(t.word) && !TIME_BEFORE.has(t.word);

/** «сколько калорий», «250 g total»: a word of the count itself, never a food the table lacks. */
const sumWord = (w: string) => SUM_WORDS.includes(w) || SUM_STEMS.some((x) => w.startsWith(x));

/** A quantity at token `i` of a clause: grams («200 г», «грамм 200», a bare «250») or pieces («2», «штука»); how many tokens it takes. */
function quantityAt(c: Tok[], i: number): { grams?: number; count?: number; portion?: number; bare?: boolean; kilos?: boolean; at: number; len: number } | null {
  const t = c[i], next = c[i + 1];
  const n = t.num ?? COUNT_WORDS[t.word];
  // «полтарелки», «половину порции», «a bowl of», «тарелку борща»: so many typical portions.
  if (t.num === null && /^пол/.test(t.word) && portionWord(t.word.slice(3))) return { portion: 0.5, at: i, len: 1 };
  if (n !== undefined && next && portionWord(next.word)) return { portion: n, at: i, len: 2 };
  if (portionWord(t.word)) return { portion: 1, at: i, len: 1 };
  // «a can of coke», «2 стакана кефира»: a container's millilitres, about as many grams.
  if (n !== undefined && next && CONTAINERS[next.word]) return { grams: n * CONTAINERS[next.word], at: i, len: 2 };
  if (CONTAINERS[t.word]) return { grams: CONTAINERS[t.word], at: i, len: 1 };
  // «сколько калорий в двух хот-догах»: a food right after the figure in the prepositional plural («-ах», «-ях») agrees with
  // it — the preposition governs both, so the figure counts the food; «в 8 кофе» stays a time.
  const counted = !!next?.stem && /(?:ах|ях)$/u.test(next.word) && !!foodAt([next.stem], 0);
  if (t.num !== null && i > 0 && TIME_BEFORE.has(c[i - 1].word) && t.num <= 24 && !counted && !(next && (GRAMS.test(next.word) || KILOS.test(next.word) || LITRES.test(next.word)))) return null;
  if (t.num !== null && next && GRAMS.test(next.word)) return { grams: t.num, at: i, len: 2 };
  if (t.num !== null && next && LITRES.test(next.word)) return { grams: t.num * 1000, kilos: true, at: i, len: 2 };
  if (t.num !== null && next && KILOS.test(next.word)) return { grams: t.num * 1000, kilos: true, at: i, len: 2 };
  if (UNIT_FIRST.test(t.word) && next && next.num !== null) return { grams: next.num, at: i + 1, len: 2 };
  if (t.num !== null && next && PIECE_WORDS.includes(next.word)) return { count: t.num, at: i, len: 2 };
  if (t.num !== null && t.num < 30) return { count: t.num, at: i, len: 1 };
  if (t.num !== null && t.num <= 3000) return { grams: t.num, bare: true, at: i, len: 1 };
  if (COUNT_WORDS[t.word] !== undefined) return { count: COUNT_WORDS[t.word], at: i, len: 1 };
  return null;
}

/** The items of one clause in order: its foods with the quantities beside them, or grams said alone. */
function readClause(c: Tok[], fix: boolean): Item[] {
  const stop = c.findIndex((t) => WITHOUT.has(t.word));
  const seg = c.map((t, i) => ((stop >= 0 && i >= stop) ? null : t.stem));
  const foods: Spot[] = [];
  // «овсянку 60 г сухой»: weighed dry, the cereal counts as the dry product.
  const dry = c.some((t) => DRY_WORDS.includes(t.word));
  for (let i = 0; i < seg.length; i++) {
    const hit = seg[i] === null ? null : foodAt(seg, i);
    if (hit) { foods.push({ food: dry ? dryOf(hit.food) : hit.food, at: i, end: i + hit.len - 1 }); i += hit.len - 1; }
  }
  // «chicken caesar salad», «куриная шаурма»: a food right before a dish that holds it is the dish's, not a food of its own.
  for (let j = foods.length - 2; j >= 0; j--) if (foods[j + 1].at === foods[j].end + 1 && foods[j + 1].food.parts.includes(foods[j].food.name)) foods.splice(j, 1);
  const gap = (f: Spot, i: number) => (i < f.at ? f.at - i - 1 : i - f.end - 1);
  const nearest = (i: number) => foods.reduce<Spot | undefined>((b, f) => (!b || gap(f, i) < gap(b, i) ? f : b), undefined);
  let loose: number | null = null;
  // «a glass of kombucha 300 ml»: a quantity beside words that name no food of the table — a food it does not know,
  // said plainly rather than dropped or put on the food named before.
  if (!foods.length && c.some((_, i) => quantityAt(c, i)) && c.some(naming)) return [{ kind: "unknown", name: c.filter(naming).map((x) => x.word).join(" ") }];
  // «two eggs and a toast»: a later item of a list (after «и», «and», a comma) of one or two words naming no food of the
  // table is a food it does not know, when the same sentence names a known one (readMeal decides).
  const names = c.filter(naming);
  if (!foods.length && !c[0].first && names.length && names.length <= 2 && c.length - names.length <= 2) return [{ kind: "unknown", name: names.map((x) => x.word).join(" "), listed: true }];
  // «сколько калорий в круассане и капучино»: the first item after the count's own words («калорий в», «calories in») is a
  // food as much as the later ones; one the table lacks is said so, not left out of the sum (lead's walk 51 totalled the
  // cappuccino alone).
  const sum = c.findIndex((t) => sumWord(t.word));
  const tail = sum >= 0 ? c.slice(sum + 1) : [];
  const after = tail.filter(naming);
  if (!foods.length && c[0].first && after.length && after.length <= 2 && tail.length - after.length <= 1 && tail.every((t) => naming(t) || STOPWORDS.has(t.word))) return [{ kind: "unknown", name: after.map((x) => x.word).join(" "), listed: true }];
  for (let i = 0; i < c.length; i++) {
    const q = quantityAt(c, i);
    if (!q) continue;
    i += q.len - 1;
    const f = nearest(q.at);
    if (f && q.portion !== undefined) { f.p = q.portion; continue; }
    if (!f) {
      // Grams with no food beside them correct the food just named; a bare figure only when said alone («скорее 250»).
      const alone = c.every((x, j) => j === q.at || FILLERS.has(x.word));
      if (q.grams !== undefined && !q.kilos && (!q.bare || alone)) loose = q.grams;
      continue;
    }
    // A bare figure is grams right beside the food («гречки 250», «гречка где-то 250»); a count may stand one word
    // before it («две большие котлеты») but after it only with fillers between («котлета была одна», not «кофе в 9»).
    // The quantity's own words («два куска») are not between it and the food («…чёрного хлеба»).
    const between = q.at < f.at ? c.slice(q.at + q.len, f.at) : c.slice(f.end + 1, q.at);
    const fillers = between.every((x) => FILLERS.has(x.word));
    // «30 пельменей», «40 орехов»: a bare figure right before a food counted by the piece is pieces, not grams.
    if (q.bare && q.at + 1 === f.at && f.food.piece < f.food.portion) f.n = q.grams;
    else if (q.grams !== undefined && (!q.bare || fillers)) { f.w = q.grams; f.per = c.slice(Math.max(0, q.at - 2), q.at).some((x) => x.word === "по"); }
    // «кола 0,5», «сок 0.33»: a fraction beside a drink sold by volume is its litres, not half a can (walk 28a: «кола, 165 г»).
    else if (q.count !== undefined && !Number.isInteger(q.count) && f.food.drink && (between.length <= 1 || fillers)) f.w = q.count * 1000;
    else if (q.count !== undefined && (between.length <= 1 || fillers) && (q.at < f.at || fillers)) f.n = q.count;
  }
  const more = c.some((t) => MORE_WORDS.includes(t.word));
  const items: Item[] = foods.map((f) => {
    const t = c[f.at];
    // «coffee with milk»: a food joined by «с»/«with» with nothing counted is an addition — a splash, not a glass.
    // «овсянка на молоке»: the liquid a dish is cooked on is part of it, counted as an addition, not a glass beside it.
    const base = f.at > 0 && c[f.at - 1].word === "на";
    const added = f.w === undefined && f.n === undefined && f.p === undefined && ((f.at === 0 && ADDING.has(t.joiner ?? "")) || base) && f.food.added !== undefined;
    const grams = f.w !== undefined ? f.w * (f.per && f.n ? f.n : 1) : f.p !== undefined ? f.p * f.food.portion : added ? f.food.added! : (f.n === undefined ? f.food.portion : f.n * f.food.piece);
    // «блин, опять дождь»: a word that is also an interjection, set off at the start or by a comma, with nothing counted.
    const bareWord = f.at === f.end && f.w === undefined && f.n === undefined && INTERJECTIONS.includes(t.word) && t.comma;
    const interjection = !bareWord ? "no" : t.first && t.setOff ? "opens" : "alone";
    const joined = f.at === 0 && ADDING.has(t.joiner ?? "");
    const kindWord = f.at === f.end && t.stem && KINDS.has(t.stem) ? t.stem : null;
    return { kind: "food", fix, interjection, joined, kindWord, m: { food: f.food, grams, estimated: f.w === undefined, said: f.w !== undefined || f.n !== undefined || f.p !== undefined, more } } as const;
  });
  if (loose !== null) items.push({ kind: "grams", grams: loose });
  return items;
}

/** Reads a message about a meal: the foods it names with their grams, merged per food, and what it corrects. */
export function readMeal(message: string): Meal {
  const { text, pairs } = settle(normalize(message));
  const items: Item[] = [];
  const without: Food[] = [];
  let fixing = false;
  let meal: string | undefined;
  for (const sentence of text.split(/[.!?…\n]+(?!\d)/u)) {
    const found: Item[] = [];
    for (const c of clauses(sentence)) {
      meal = c.find((t) => MEAL_WORDS.includes(t.word))?.word ?? meal;
      // «убери банан», «банан я не ел»: the foods named so are taken out, not counted.
      const out = removed(c);
      if (out.length) { without.push(...out); continue; }
      fixing ||= c.some((t) => CORRECTION_WORDS.includes(t.word));
      const read = readClause(c, fixing).map((x) => (x.kind === "food" ? { ...x, m: { ...x.m, meal } } : x));
      if (read.some((x) => x.kind === "food")) fixing = false;
      found.push(...read);
      without.push(...leftOut(c));
    }
    oneDish(found);
    // An interjection opening the sentence is never food; one after a comma is none when the sentence names no other food.
    const foods = found.filter((x) => x.kind === "food").length;
    items.push(...found.filter((x) => (x.kind === "unknown" && x.listed ? foods > 0 : x.kind !== "food" || x.interjection === "no" || (x.interjection === "alone" && foods > 1))));
  }
  const out: Mention[] = [];
  const unknown: string[] = [];
  let last: Mention | null = null, held: number | null = null;
  for (const x of items) {
    if (x.kind === "unknown") { unknown.push(x.name); continue; }
    if (x.kind === "grams") {
      if (last) Object.assign(last, { grams: x.grams, estimated: false, said: true }); else held = x.grams;
      continue;
    }
    const m = x.m;
    if (held !== null && !m.said) { Object.assign(m, { grams: held, estimated: false, said: true }); held = null; }
    const same = out.find((e) => e.food === m.food);
    if (!same) out.push(m);
    // «гречка с курицей, порция примерно 250 г гречки»: a weight said for a food named before without one says how much
    // of it there was, it is no second helping (walk 14b: 200 + 250 = «гречка, 450 г*»).
    // Named again at the same meal and not «ещё»: the weight said is how much there was, no second helping.
    else if (x.fix || (!same.said && m.said && !m.more && same.meal === m.meal)) Object.assign(same, { grams: m.grams, estimated: m.estimated, said: m.said || same.said });
    else if (same.said && !m.said && !m.more && same.meal === m.meal) continue;
    else Object.assign(same, { grams: same.grams + m.grams, estimated: same.estimated || m.estimated, said: same.said || m.said });
    last = same ?? m;
  }
  return { mentions: out, loose: out.length ? null : held, pairs, without, unknown };
}

/**
 * A dish and the words that only describe it, as one item: a food its row holds, joined by «с»/«with» right after it
 * («салат цезарь с курицей 250 г» — the grams are the salad's), and a word for its kind said beside it («it was ONE
 * salad, caesar with chicken»). Grams said with the dropped word go to the dish when it has none of its own.
 */
function oneDish(found: Item[]): void {
  const foods = () => found.filter((x): x is FoodItem => x.kind === "food");
  const into = (dish: FoodItem, word: FoodItem) => {
    if (!word.m.estimated && dish.m.estimated) Object.assign(dish.m, { grams: word.m.grams, estimated: false, said: true });
    found.splice(found.indexOf(word), 1);
  };
  for (const x of foods()) {
    const list = foods();
    const before = list[list.indexOf(x) - 1];
    if (x.joined && before?.m.food.parts.includes(x.m.food.name)) { into(before, x); continue; }
    const dish = x.kindWord ? list.find((d) => d !== x && KINDS.get(x.kindWord!)!.includes(d.m.food.name)) : undefined;
    if (dish) into(dish, x);
  }
}

/** The foods a clause names after «без», «кроме», «no», «without». */
function leftOut(c: Tok[]): Food[] {
  const stop = c.findIndex((t) => WITHOUT.has(t.word));
  return stop < 0 ? [] : foodsIn(c, stop + 1);
}

/** The foods a clause names from token `from` on. */
function foodsIn(c: Tok[], from: number): Food[] {
  const seg = c.map((t, i) => (i >= from ? t.stem : null));
  const hits: Food[] = [];
  for (let i = from; i < seg.length; i++) { const h = foodAt(seg, i); if (h) { hits.push(h.food); i += h.len - 1; } }
  return hits;
}

/**
 * «убери банан», «банан я не ел», «не ел банан», «I didn't eat the banana»: the foods a clause takes out — after a removal
 * verb, or before a negated eating verb and right after it. «с утра не ел в обед гречка» takes nothing out.
 */
function removed(c: Tok[]): Food[] {
  const verb = c.findIndex((t) => REMOVE_WORDS.includes(t.word));
  if (verb >= 0) return foodsIn(c, verb + 1);
  const neg = c.findIndex((t, i) => ["не", "didn't", "didnt", "not"].includes(t.word) && EATING_WORDS.includes(c[i + 1]?.word ?? ""));
  if (neg < 0) return [];
  const before = foodsIn(c.slice(0, neg), 0);
  const after = foodAt(c.map((t) => t.stem), neg + 2);
  return [...before, ...(after ? [after.food] : [])];
}
