import { numeralOf } from "../../text/numerals.ts";
import { CHOICE_PATTERNS, NUMBER_PATTERNS, RED_FLAGS, type ChoicePattern } from "./patterns.ts";

/** Values a message states, by slot: numbers («рост 180» → height 180) and choices («похудеть» → goal lose). */
export type Facts = Record<string, string | number>;

/** Lower-case, ё → е, number words as digits («три годика» → «3 годика»). */
export function normalize(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").replace(/[\p{L}]+/gu, (w) => numeralOf(w) ?? w);
}

/** True when `stem` starts a word of `text` (Latin stems of ≤ 4 letters must be the whole word: «man» ≠ «many»). */
export function hasStem(text: string, stem: string): boolean {
  const latinShort = /^[a-z]{1,4}$/.test(stem);
  const tail = latinShort ? "s?(?![\\p{L}])" : "";
  return new RegExp(`(?<![\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${tail}`, "u").test(text);
}

function choose(text: string, slot: string): string | null {
  // The longest matching stem wins: «очень высокая» is activity 1.9, not the «высок» inside it.
  let best: { p: ChoicePattern; len: number } | null = null;
  for (const p of CHOICE_PATTERNS) {
    if (p.slot !== slot) continue;
    for (const s of p.stems) if (hasStem(text, s) && (!best || s.length > best.len)) best = { p, len: s.length };
  }
  return best?.p.value ?? null;
}

/**
 * Every value the message states. Numbers come from the patterns in `patterns.ts`, checked against the
 * slot's plausible range (so «3 раза в неделю» is no age and «180» is no weight).
 */
export function extractFacts(message: string): Facts {
  const text = normalize(message);
  const facts: Facts = {};
  for (const p of NUMBER_PATTERNS) {
    if (facts[p.slot] !== undefined) continue;
    const m = text.match(p.re);
    if (!m) continue;
    let v = Number(m[1].replace(",", ".")) * (p.scale ?? 1);
    if (p.slot === "age" && /месяц/u.test(m[0])) v = Math.round((v / 12) * 10) / 10;
    if (v >= p.min && v <= p.max) facts[p.slot] = Math.round(v * 10) / 10;
  }
  for (const slot of new Set(CHOICE_PATTERNS.map((p) => p.slot))) {
    const v = choose(text, slot);
    if (v) facts[slot] = v;
  }
  return facts;
}

/** The red flags a text mentions, in the person's language. */
export function redFlags(text: string, lang: "ru" | "en"): string[] {
  const t = normalize(text);
  return RED_FLAGS.filter((f) => f.stems.some((s) => hasStem(t, s))).map((f) => f[lang]);
}

/** The language of a message: English when it has Latin letters and no Cyrillic. */
export function languageOf(text: string): "ru" | "en" {
  return /[a-z]/i.test(text) && !/[а-яё]/i.test(text) ? "en" : "ru";
}
