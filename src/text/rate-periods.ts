/**
 * A period a figure is counted per («8 страниц в день», «28 дней в год», «раз в месяц», «ежедневно», «руб./час»), told
 * apart from a period counted by a number («в течение 7 дней», «за 3 дня»): the distributive accusative «в + период»
 * (Русская грамматика 1980, § 2372: «два раза в день», «сто рублей в месяц»), its adverbs and adjectives in «еже-», and the
 * solidus of a rate (ГОСТ 8.417-2002 § 8). «сколько страниц в день можно сдавать клиенту по одному заказу» asks a rate; the
 * refund rule's «возвращается… в течение 7 дней» says no rate, and met «в день» by its «дней» (lead's walk 43 asserted it).
 */
/** The index term of a rate's period («\u0000per:day»): held by the fragments that count a figure per it, weighed by them. */
export const PER_PERIOD = "\u0000per:";

const PERIOD: Record<string, string> = {
  день: "day", сутки: "day", неделю: "week", месяц: "month", год: "year", час: "hour", смену: "shift",
};
/**
 * «в день», «в рабочий день»: the period noun in the accusative after «в», maybe with the kind of day between (not a
 * position: «в первый день», «в тот же день» name one day, no rate; bakery's «что взять с собой в первый день» was refused). A question's
 * «за год» is as often the window a count is taken in («сколько их можно взять за год?» of «Трижды в течение года»), so
 * only a text's «за смену», «в течение года» (no number: the window of a rate, not a duration) hold a rate too.
 */
const PER = /(?<![\p{L}])в\s+(?:(?:рабоч|календарн|учебн|смен)\p{L}+\s+)?(день|сутки|неделю|месяц|год|час|смену)(?![\p{L}])(?!\s+(?:дня|ночи|\d))/giu;
const EVERY: [RegExp, string][] = [
  [/ежедневн|кажд\p{L}*\s+день|\/\s*(?:день|сут)/iu, "day"], [/еженедельн|кажд\p{L}*\s+неделю|\/\s*нед/iu, "week"],
  [/ежемесячн|кажд\p{L}*\s+месяц|\/\s*мес/iu, "month"], [/ежегодн|кажд\p{L}*\s+год|\/\s*год/iu, "year"],
  [/ежечасн|кажд\p{L}*\s+час|\/\s*ч(?:ас)?(?![\p{L}])/iu, "hour"], [/кажд\p{L}*\s+смену|\/\s*смен/iu, "shift"],
];
const WINDOW = /(?<![\p{L}])(?:за\s+(?:(?:рабоч|календарн|учебн|смен)\p{L}+\s+)?(день|сутки|неделю|месяц|год|час|смену)|в\s+течение\s+(?:одного\s+|одной\s+)?(дня|суток|недели|месяца|года|часа|смены))(?![\p{L}])/giu;
const WINDOW_OF: Record<string, string> = { дня: "day", суток: "day", недели: "week", месяца: "month", года: "year", часа: "hour", смены: "shift" };
/** A genitive after «в день» makes it a date («в день рождения», «в день выхода»), not a rate. */
const DATE_OF = /^(?:\p{L}+(?:ия|ения|ания))$/u;

/** The question's words that name the period a rate is asked per, with the period: «сколько страниц в день» → день: day. */
export function ratePeriodsAsked(question: string): Map<string, string> {
  const out = new Map<string, string>();
  const q = question.toLowerCase().replaceAll("ё", "е");
  for (const m of q.matchAll(PER)) {
    const next = /^\s*(\p{L}+)/u.exec(q.slice(m.index! + m[0].length))?.[1];
    if (next && DATE_OF.test(next)) continue;
    out.set(m[1]!, PERIOD[m[1]!]!);
  }
  return out;
}

/** The periods a text counts its figures per. */
export function ratePeriodsIn(text: string): Set<string> {
  const t = text.toLowerCase().replaceAll("ё", "е");
  const out = new Set<string>([...t.matchAll(PER), ...t.matchAll(WINDOW)].map((m) => PERIOD[m[1] ?? m[2]!] ?? WINDOW_OF[m[2]!]!));
  for (const [re, period] of EVERY) if (re.test(t)) out.add(period);
  return out;
}
