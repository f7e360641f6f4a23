import { plainFigures } from "../text/figures.ts";
import { suppletiveStems } from "../text/suppletive.ts";
import { stem, words } from "../text/tokens.ts";
import { condition, overlap } from "./pay-words.ts";
import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";
import { rowsIn } from "./implied-rows.ts";

/**
 * A package priced for up to so many, with a price for each one over it (walk 28a R50: «сколько стоит праздник на 12
 * детей» was refused though the list holds «Мини | до 10 детей … | 14 900», «Макси | до 20 детей … | 24 900» and
 * «Дополнительный ребёнок сверх пакета | 990»): each package of the table is its price, and when the count asked is over
 * its limit, that many extra at the «сверх» row's price (Ожегов: сверх — больше, чем; в дополнение к чему-н.) — or none
 * when the table has no such row. The noun counted must be the limit's («детей»; «ребёнок» is its singular: suppletive.ts).
 */

/** «до 10 детей», «до 20 человек»: the limit a package is for. */
const LIMIT = /(?:^|[^\p{L}])до\s+(\d+)\s+(\p{L}+)/iu;
/** A row for each one over a package: «Дополнительный ребёнок сверх пакета». */
const OVER = /сверх/iu;

const sameNoun = (a: string, b: string) => {
  const x = a.toLowerCase().replaceAll("ё", "е"), y = b.toLowerCase().replaceAll("ё", "е");
  return stem(x) === stem(y) || suppletiveStems(x).includes(stem(y)) || suppletiveStems(y).includes(stem(x));
};

export function packageForCount<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const { rows } = rowsIn(lines);
  const packages = rows.flatMap((r) => {
    const m = LIMIT.exec(r.when);
    return m && !r.plus && !OVER.test(r.label) ? [{ r, limit: Number(m[1]), noun: m[2]! }] : [];
  });
  if (!packages.length) return null;
  // The count asked in the limit's noun: «на 12 детей», «12 человек».
  const asked = [...plainFigures(question).matchAll(/(?<![\d:.,])(\d+)\s+(\p{L}+)/gu)].flatMap((m) => {
    const p = packages.filter((x) => sameNoun(m[2]!, x.noun));
    return p.length ? [{ n: Number(m[1]), p }] : [];
  })[0];
  if (!asked) return null;
  const table = asked.p[0]!.r.table;
  // The packages are asked about: the question names their table («праздник» — «Детские праздники») beyond the noun
  // counted («2 детей … сколько стоят билеты?» is about tickets).
  const topic = condition(`${table} ${asked.p[0]!.r.head}`);
  const rest = words(question).filter((w) => !/\d/.test(w) && !sameNoun(w, asked.p[0]!.noun));
  if (!rest.some((w) => overlap(condition(w), topic) > 0)) return null;
  const own = asked.p.filter((x) => x.r.table === table);
  const over = rows.find((r) => r.table === table && OVER.test(r.label) && r.label.split(/\s+/u).some((w) => sameNoun(w, own[0]!.noun)));
  const cur = lang === "en" ? "roubles" : "₽";
  const name = (l: string) => l.replace(/^Пакет:\s*/u, "");
  const sums = own.flatMap(({ r, limit }) => {
    if (asked.n <= limit) return [{ total: r.price, text: `${name(r.label)} (${lang === "en" ? "up to" : "до"} ${limit}): ${shown(r.price)} ${cur}` }];
    if (!over) return [];
    const extra = asked.n - limit, total = r.price + extra * over.price;
    return [{ total, text: `${name(r.label)} (${lang === "en" ? "up to" : "до"} ${limit}): ${shown(r.price)} + ${extra} × ${shown(over.price)} = ${shown(total)} ${cur}` }];
  }).sort((a, b) => a.total - b.total);
  if (!sums.length) return null;
  const used = own.map((x) => x.r.line);
  return { sums: sums.map((s) => s.text), quoted: [...used, ...(over && sums.some((s) => s.text.includes("×")) ? [over.line] : [])] };
}
