/**
 * Capital abbreviations that lower-case into a function word. «IT» (information technology; OALD: «IT abbr. information
 * technology»; Oxford Russian Dictionary: ИТ, информационные технологии) becomes the pronoun «it» once lower-cased, a
 * stopword: «who is the IT guy?» kept only «guy», and «кто отвечает за IT?» was answered with HR, accounting and quality
 * rows (walk 26a E15), while the contacts said «IT-поддержка | Кравец Денис» and the English guide «IT: Denis Kravets».
 * Written in capitals, standing alone or before a hyphen («IT-поддержка», «IT-отдел»), it is read as the thesaurus's
 * word for the field («айти», the group of «айтишник»); a hyphenated compound keeps its own word as well. «It» opening a
 * sentence is the pronoun and stays one.
 */
const FIELD: Readonly<Record<string, string>> = { IT: "айти" };

const ALONE = /(?<![\p{L}\p{N}])(IT)(?![\p{L}\p{N}-])/gu;
const BEFORE_HYPHEN = /(?<![\p{L}\p{N}])(IT)(?=-\p{L})/gu;

/** The text with each capital field abbreviation read as its word («IT» → «айти»; «IT-поддержка» → «айти IT-поддержка»). */
export function readAbbreviations(text: string): string {
  if (!text.includes("IT")) return text;
  return text.replace(ALONE, (_, a: string) => FIELD[a]!).replace(BEFORE_HYPHEN, (_, a: string) => `${FIELD[a]} ${a}`);
}
