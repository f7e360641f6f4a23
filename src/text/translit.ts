/**
 * Names written in the other script: «maria» for «Мария», «sergey» for «Сергей». Russian letters are
 * romanised by the passport table (ICAO Doc 9303, used for Russian passports since 2013), then both
 * sides are folded to a skeleton that forgives the usual spelling variants (y/i/j, doubled letters),
 * so «mariia», «mariya» and «maria» meet.
 */
const ICAO: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "ie", ы: "y", ь: "", э: "e", ю: "iu", я: "ia",
};

/** A Cyrillic word in Latin letters by the passport table; other letters are kept. */
export function romanise(word: string): string {
  return [...word.toLowerCase()].map((c) => ICAO[c] ?? c).join("");
}

/** The spelling skeleton of a Latin word: y/j as i, x as ks, kh as h, no doubled letters. */
export function skeleton(latin: string): string {
  return latin.toLowerCase().replace(/x/g, "ks").replace(/kh/g, "h").replace(/[yj]/g, "i").replace(/(.)\1+/g, "$1");
}

/** A name without its ending: case endings on the Russian side, final vowels on either («Марии», «maria» → «mar»). */
const core = (latin: string) => skeleton(latin).replace(/[aeiouy]+$/, "");

/**
 * Whether a Latin word names the same as a Cyrillic one, in any case form: «maria» is «Мария», «Марии»,
 * «petrov» is «Петрову»; «maria» is not «Марина». Cores under three letters never meet.
 */
export function sameName(latin: string, cyrillic: string): boolean {
  const a = core(latin);
  return a.length >= 3 && a === core(romanise(cyrillic.replace(/(?:ом|ем|ой|ей|ою|ею|ым|им)$/u, "")));
}
