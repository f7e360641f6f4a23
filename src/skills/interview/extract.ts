import { numeralOf } from "../../text/numerals.ts";
import { CHOICE_PATTERNS, NEGATION_REACH, NEGATORS, NUMBER_PATTERNS, RED_FLAGS, REQUEST_OPENERS, REVISION_FILLERS, REVISION_WORDS, WEEKLY, WORKOUT_WORDS, type ChoicePattern, type RedFlag } from "./patterns.ts";

/** Values a message states, by slot: numbers («рост 180» → height 180) and choices («похудеть» → goal lose). */
export type Facts = Record<string, string | number>;

// Marks figures that were number words, so «сто восемьдесят» joins into 180 while «2 3» typed as figures stays apart.
const SPOKEN = "\u2063";
const placeOf = (n: number) => (n % 100 === 0 ? 100 : n % 10 === 0 ? 10 : 1);

/** «100 80 5» said as words → «185»: a smaller number word after a round one adds to it (Russian and English numerals). */
function joinSpoken(run: string): string {
  const out: number[] = [];
  for (const n of run.split(/\s+/).map((x) => Number(x.replace(SPOKEN, "")))) {
    const last = out.at(-1);
    if (last !== undefined && n < placeOf(last)) out[out.length - 1] = last + n; else out.push(n);
  }
  return out.join(" ");
}

/** Lower-case, ё → е, number words as digits («три годика» → «3 годика», «сто восемьдесят» → «180»). */
export function normalize(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е")
    .replace(/[\p{L}]+/gu, (w) => { const n = numeralOf(w); return n ? n + SPOKEN : w; })
    .replace(new RegExp(`\\d+${SPOKEN}(?:\\s+\\d+${SPOKEN})+`, "g"), joinSpoken)
    .replaceAll(SPOKEN, "");
}

const N = String.raw`(\d+(?:[.,]\d+)?)`;
// A unit word right after a figure («кг», «см», «лет», «раза»), never the «а» or «и» that joins the next clause.
const U = String.raw`((?:\s*(?![аи](?!\p{L}))\p{L}+(?!\p{L}))?)`;
/** «не 80, а 78 кг», «вес не 80 а 78»: the figure after «а» stands, with the unit either figure has. */
const NOT_BUT = new RegExp(String.raw`(?<!\p{L})не\s+${N}${U}\s*,?\s*а\s+${N}${U}`, "gu");
/** «78, а не 80», «ему 7, не 5»: the negated figure is dropped. */
const BUT_NOT = new RegExp(String.raw`${N}${U}\s*,?\s*(?:(?<!\p{L})а\s+)?(?<!\p{L})не\s+${N}${U}(?![\p{L}\d])`, "gu");

const alt = (xs: readonly string[]) => xs.map((x) => x.replace(/\s+/g, "\\s+")).join("|");
/** «37. хотя нет, 38», «5, точнее 6»: the figure after a revision word stands, with the unit either figure has. */
const REVISED = new RegExp(String.raw`${N}${U}[\s.,!;—–-]*(?<![\p{L}])(?:${alt(REVISION_WORDS)})(?![\p{L}])[\s,!—–-]*(?:(?:${alt(REVISION_FILLERS)})[\s,]+)?${N}${U}`, "gu");

/**
 * A normalised text with its corrections settled («не 80, а 78 кг» → «78 кг»), and the corrections as
 * [was, is] pairs, so a bare «ой не 60 а 62» can find the value that was 60.
 */
export function settle(text: string): { text: string; pairs: [number, number][] } {
  const pairs: [number, number][] = [];
  const num = (x: string) => Number(x.replace(",", "."));
  const out = text
    .replace(NOT_BUT, (_, was: string, wasUnit: string, is: string, isUnit: string) => { pairs.push([num(was), num(is)]); return `${is}${isUnit || wasUnit}`; })
    .replace(BUT_NOT, (_, is: string, isUnit: string, was: string) => { pairs.push([num(was), num(is)]); return `${is}${isUnit}`; })
    .replace(REVISED, (_, was: string, wasUnit: string, is: string, isUnit: string) => { pairs.push([num(was), num(is)]); return `${is}${isUnit || wasUnit}`; });
  return { text: out, pairs };
}

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where `stem` starts a word of `text` (Latin stems of ≤ 4 letters must be the whole word: «man» ≠ «many»). */
function stemAt(text: string, stem: string): number[] {
  const tail = /^[a-z]{1,4}$/.test(stem) ? "s?(?![\\p{L}])" : "";
  return [...text.matchAll(new RegExp(`(?<![\\p{L}])${escape(stem)}${tail}`, "gu"))].map((m) => m.index!);
}

/**
 * Where a stem is said: a plain stem at a word's start; a stem «a+b» where its parts stand in one clause of the text
 * (at the first part), as «trainuj+каждый день» reads «тренируюсь каждый день» but not «каждый день сижу в офисе».
 */
function saidAt(text: string, stem: string): number[] {
  if (!stem.includes("+")) return stemAt(text, stem);
  const [first, ...rest] = stem.split("+");
  const out: number[] = [];
  for (const m of text.matchAll(/[^.;!?\n,]+/gu)) {
    if (rest.every((p) => stemAt(m[0], p).length)) out.push(...stemAt(m[0], first).map((i) => i + m.index!));
  }
  return out;
}

/** True when `stem` starts a word of `text` somewhere not under a negation («травм нет», «ничего не болит» say none). */
export function saysPlainly(text: string, stem: string): boolean {
  return stemAt(text, stem).some((i) => !negatedAt(text, i));
}

/** True when `stem` starts a word of `text` (a stem «a+b»: its parts in one clause, as `saidAt` reads it). */
export function hasStem(text: string, stem: string): boolean {
  return saidAt(text, stem).length > 0;
}

// A negator, then at most NEGATION_REACH words of the same clause, ending where the stem starts.
const NEGATED = new RegExp(`(?<![\\p{L}'])(?:${NEGATORS.map(escape).join("|")})(?:\\s+[\\p{L}'-]+){0,${NEGATION_REACH}}\\s+$`, "u");
// «зала нет», «в зал не хожу»: the negation may follow the word, right after it. Only a predicate negates what stands before it («зала нет», «в зал не хожу»); «без» after the word governs the
// next noun («в зал без тренера»: no trainer, still the gym).
const NEGATED_AFTER = new RegExp(`^[\\p{L}'-]*\\s+(?:${NEGATORS.filter((n) => n !== "без" && n !== "without").map(escape).join("|")})(?![\\p{L}])`, "u");
/** True when the word at `at` stands under a negation in its clause («без зала», «не хожу в зал», «no gym»). */
const negatedAt = (text: string, at: number) => NEGATED.test(text.slice(Math.max(0, at - 60), at)) || NEGATED_AFTER.test(text.slice(at, at + 60));

/**
 * The slot's value the text states: the longest stem said plainly wins («очень высокая» is activity 1.9, not the
 * «высок» inside it); a stem said only under a negation gives its pattern's `negated` value, if any.
 */
function choose(text: string, slot: string): string | null {
  let best: { p: ChoicePattern; len: number } | null = null;
  let denied: string | null = null;
  for (const p of CHOICE_PATTERNS) {
    if (p.slot !== slot) continue;
    for (const s of p.stems) {
      const at = saidAt(text, s);
      const plain = p.absence ? at : at.filter((i) => !negatedAt(text, i));
      if (plain.length && (!best || s.length > best.len)) best = { p, len: s.length };
      else if (at.length && !plain.length && p.negated) denied ??= p.negated;
    }
  }
  return best?.p.value ?? denied;
}

/**
 * Every value the message states. Numbers come from the patterns in `patterns.ts`, checked against the
 * slot's plausible range (so «3 раза в неделю» is no age and «180» is no weight).
 */
export function extractFacts(message: string): Facts {
  const { text, pairs } = settle(normalize(message));
  const facts: Facts = {};
  for (const p of NUMBER_PATTERNS) {
    if (facts[p.slot] !== undefined) continue;
    const m = text.match(p.re);
    if (!m) continue;
    let v = Number(m[1].replace(",", ".")) * (p.scale ?? 1) + (p.offset ?? 0);
    if (p.slot === "age" && /месяц/u.test(m[0])) v = Math.round((v / 12) * 10) / 10;
    if (v >= p.min && v <= p.max) facts[p.slot] = Math.round(v * 10) / 10;
  }
  // «вес 80. ой, не 80, а 78 кг»: a value the same message takes back gives way to its correction.
  for (const [was, is] of pairs) for (const k of Object.keys(facts)) if (facts[k] === was) facts[k] = is;
  for (const slot of new Set(CHOICE_PATTERNS.map((p) => p.slot))) {
    const v = choose(text, slot);
    if (v) facts[slot] = v;
  }
  // Workouts a week raise a desk job's factor, never lower what a job or daily running says («стройка» ×1.9).
  const weekly = workoutsPerWeek(text);
  const byWorkouts = weekly === null ? null : weekly === 0 ? "1.2" : weekly <= 3 ? "1.375" : weekly <= 5 ? "1.55" : "1.725";
  if (byWorkouts && (facts.activity === undefined || Number(byWorkouts) > Number(facts.activity))) facts.activity = byWorkouts;
  return facts;
}

/** Workouts a week said beside a word of exercise («в зал хожу раза два в неделю» → 2; a range its upper end), or null. */
function workoutsPerWeek(text: string): number | null {
  const m = WEEKLY.exec(text);
  if (!m || !WORKOUT_WORDS.some((w) => hasStem(text, w))) return null;
  const n = Number(m[2] ?? m[1] ?? m[3] ?? m[5] ?? m[4]);
  return Number.isFinite(n) && n <= 14 ? n : null;
}

/**
 * The red flags a text mentions, in the person's language; a child's own ones only when a child is ill, the fever's
 * only with a fever, a flag `with` others only when `story` (all the person told, the text by default) names one of
 * them. A stem «живот+тверд» is met by its parts in one clause («живот стал очень твёрдый»); a stem under a negation
 * («сильной боли нет», «крови не было») is not said, unless the part holds its negation itself («шея+не сгиба»).
 */
/** The acute signs a message tells of (see RedFlag.acute), in the language asked. */
export function acuteFlags(text: string, lang: "ru" | "en"): string[] {
  const acute = new Set(RED_FLAGS.filter((f) => f.acute).map((f) => f[lang]));
  return redFlags(text, lang).filter((f) => acute.has(f));
}

/** The acute signs a message tells of, as their table entries (what they call for, how the rules name them). */
export function acuteSigns(text: string): RedFlag[] {
  const told = new Set(redFlags(text, "ru"));
  return RED_FLAGS.filter((f) => f.acute && told.has(f.ru));
}

/** Whom a message's acute signs call now: the police when a person is taken by force, else an ambulance; null for none. */
export function emergencyCall(text: string): "ambulance" | "police" | null {
  const signs = acuteSigns(text);
  return !signs.length ? null : signs.some((f) => f.call === "police") ? "police" : "ambulance";
}

export function redFlags(text: string, lang: "ru" | "en", child = false, fever = false, story = text): string[] {
  const clauses = normalize(text).split(/[.;!?\n]+|,\s+(?:а|но|и|but|and)\s+/u);
  const told = normalize(story);
  // A phrase is negated before its first word or after its last («сильной боли нет»).
  const said = (clause: string, part: string, own: boolean) => stemAt(clause, part).some((i) => own
    || (!negatedAt(clause, i) && !negatedAt(clause, i + part.lastIndexOf(" ") + 1)));
  const meets = (stem: string) => {
    const own = stem.split(/[+\s]/).some((w) => NEGATORS.includes(w));
    return clauses.some((c) => stem.split("+").every((part) => said(c, part, own)));
  };
  return RED_FLAGS.filter((f) => (child || !f.child) && (fever || !f.fever) && (!f.with || f.with.some((w) => hasStem(told, w))) && f.stems.some(meets)).map((f) => f[lang]);
}

/** The language of a message: English when it has Latin letters and no Cyrillic. */
export function languageOf(text: string): "ru" | "en" {
  return /[a-z]/i.test(text) && !/[а-яё]/i.test(text) ? "en" : "ru";
}

/** The request without its opening words («Объясни дроби» → «дроби»), for showing back to the person. */
export function subjectOf(text: string): string {
  let t = text.trim();
  for (let again = true; again;) {
    again = false;
    for (const o of REQUEST_OPENERS) {
      if (t.toLowerCase().startsWith(o + " ") || t.toLowerCase().startsWith(o + ",") || t.toLowerCase().startsWith(o + ":")) { t = t.slice(o.length).replace(/^[\s,:]+/, ""); again = true; }
    }
  }
  return t || text.trim();
}
