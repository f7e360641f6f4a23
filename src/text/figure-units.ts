/**
 * The unit a figure is stated in, when a unit word follows it: «3 months» and «за 3 календарных дня» state one number and
 * two quantities. The cinema guide's «probation period is 3 months» was taken as saying what the rules' «Во время
 * испытательного срока — за 3 календарных дня» (the notice before quitting) says, and the real difference on probation
 * (2 months for cashiers) went unnamed. Units are the ones rules state periods and sums in (ISO 80000-3 time units; the
 * rouble and the percent sign), in English and in Russian, a qualifying adjective allowed between («календарных»,
 * «рабочих», «working», «calendar»).
 */

const UNITS: readonly (readonly [RegExp, string])[] = [
  [/^(?:minutes?|mins?|минут[аы]?|мин)$/u, "minute"],
  [/^(?:hours?|hrs?|час(?:а|ов)?|ч)$/u, "hour"],
  [/^(?:days?|дн(?:я|ей)|день|сут(?:ок|ки)?)$/u, "day"],
  [/^(?:weeks?|недел[июь]|недель)$/u, "week"],
  [/^(?:months?|месяц(?:а|ев)?)$/u, "month"],
  [/^(?:years?|год(?:а)?|лет)$/u, "year"],
  [/^(?:roubles?|rubles?|rub|руб(?:л(?:ь|я|ей))?|₽)$/u, "rouble"],
  [/^(?:%|percent|процент(?:а|ов)?)$/u, "percent"],
];

/** Words that may stand between a figure and its unit. */
const BETWEEN = /^(?:calendar|working|business|full|календарн\p{L}*|рабоч\p{L}*|полн\p{L}*)$/u;

/** Each figure of the text with the unit stated after it («3 months» → 3: month); figures with none are left out. */
export function unitsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const flat = text.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, "$1").replace(/%/g, " % ").replace(/₽/g, " ₽ ");
  for (const m of flat.matchAll(/(?<![\d:.,])(\d+)(?![\d:])((?:\s+[\p{L}%₽]+\.?){1,2})/gu)) {
    const next = m[2]!.trim().toLowerCase().split(/\s+/).map((w) => w.replace(/\.$/, ""));
    const word = BETWEEN.test(next[0]!) ? next[1] : next[0];
    const unit = word ? UNITS.find(([re]) => re.test(word))?.[1] : undefined;
    if (unit && !out.has(String(Number(m[1])))) out.set(String(Number(m[1])), unit);
  }
  return out;
}

/** Whether a figure stated in two texts is the same quantity: the same unit, or a unit stated in at most one of them. */
export function sameQuantity(figure: string, a: Map<string, string>, b: Map<string, string>): boolean {
  const [x, y] = [a.get(figure), b.get(figure)];
  return x === undefined || y === undefined || x === y;
}

/**
 * Whether a figure of a line is stated as the same quantity in another text: when the line gives it a unit, the other must
 * give the same unit. The guide's «at least 2 hours before your shift» is no «по графику 2/2» of the shift table (walk 28a
 * E6 got the shift timetable for «I'm sick, who do I tell and when?»).
 */
export function statedAs(figure: string, line: Map<string, string>, other: Map<string, string>): boolean {
  const unit = line.get(figure);
  return unit === undefined || other.get(figure) === unit;
}

/**
 * Whether two lines' figures may be one quantity stated twice: a clock time («с 9:00 до 16:00») is no count of books or
 * days, and a line stating only clock times can differ only from a line stating a clock time. The library's «Последняя
 * пятница месяца — санитарный день… с 9:00 до 16:00» was «said otherwise» than the guide's «Staff may borrow up to 10
 * books… for 30 days» (walk 30b: both name staff and days), and «How many books can staff borrow?» opened with the
 * sanitary day. Bare figures and units are left as they were judged: only the clock, never a count, is told apart here.
 */
export function comparableFigures(a: Set<string>, b: Set<string>): boolean {
  const clock = (s: Set<string>) => [...s].filter((x) => x.includes(":")).length;
  const [ca, cb] = [clock(a), clock(b)];
  if (ca && cb) return true;
  return !(ca === a.size && ca > 0 && !cb) && !(cb === b.size && cb > 0 && !ca);
}
