/**
 * Ordinal numerals 1–12 in any case and gender («в пятом», «шестой», «третьего», «first», «5th»), as general
 * Russian and English grammar gives them: a stem and the adjective endings. For «в каком классе»: «в шестом» → 6.
 */
const RU: [string, number][] = [
  ["перв", 1], ["втор", 2], ["трет", 3], ["четверт", 4], ["пят", 5], ["шест", 6], ["седьм", 7], ["восьм", 8],
  ["девят", 9], ["десят", 10], ["одиннадцат", 11], ["двенадцат", 12],
];
const RU_ENDINGS = /^(?:ый|ой|ий|ого|ому|ым|ом|ая|ую|ое|ые|ых|ыми|ьего|ьему|ьим|ьем|ья|ью|ье|ьи|ьей|ей|ем|его|ему|им)$/;
const EN = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

/** The number an ordinal word says, or null («шестом» → 6, «пятница» → null). */
export function ordinalOf(word: string): number | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const en = EN.indexOf(w);
  if (en >= 0) return en + 1;
  const digits = /^(\d{1,2})(?:-?(?:й|го|ой|ом|th|st|nd|rd))$/.exec(w);
  if (digits) return Number(digits[1]);
  for (const [stem, n] of RU) if (w.startsWith(stem) && RU_ENDINGS.test(w.slice(stem.length))) return n;
  return null;
}

/** Every number a text says, as figures or ordinals, in order («в пятом вроде. или в шестом» → [5, 6]). */
export function numbersSaid(text: string): number[] {
  return [...text.matchAll(/\d+(?:-?[\p{L}]+)?|[\p{L}]+/gu)].flatMap(([w]) => {
    const o = ordinalOf(w);
    if (o !== null) return [o];
    return /^\d+$/.test(w) ? [Number(w)] : [];
  });
}
