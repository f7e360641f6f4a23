/**
 * Abbreviations documents write where people type the word: a contacts table says «Доб.: 1900», «каб. 305», «комн. 207»,
 * «внутр. 140», a standard «не более 4 мин»; a person asks «какой добавочный у бухгалтерии?», «в каком кабинете?». The
 * documents' search holds the abbreviation as its word too (retrieval/terms.ts). Not the answerability test's evidence:
 * there «доб. 1600» of accounting answered «а какой у него добавочный?» about the head of security, whose contacts page
 * was left out (leave-one-out on the insurer's set). Data: the graphic abbreviations of office and reference writing as listed by
 * ГОСТ Р 7.0.12-2011 («Сокращение слов и словосочетаний на русском языке») and the «Словарь сокращений русского языка»
 * (ред. Д. И. Алексеев, 1983); units of time by ГОСТ 8.417-2002 (ч, мин, с). Only unambiguous ones: «г.» (год, город),
 * «д.» (дом, день), «кв.» (квартира, квартал), «стр.» (строение, страница) are left out.
 */

/** Written with a period (or a colon after it): «доб.», «каб.». */
const DOTTED: Record<string, string> = {
  доб: "добавочный", каб: "кабинет", комн: "комната", внутр: "внутренний", тел: "телефон", моб: "мобильный",
  ауд: "аудитория", эт: "этаж", отд: "отдел", зав: "заведующий", нач: "начальник", зам: "заместитель", ул: "улица",
  руб: "рубль", мес: "месяц", нед: "неделя", ext: "extension",
};
/** Units of time after a figure, with or without a period: «4 мин», «8 ч.», «30 сек». */
const UNITS: Record<string, string> = { ч: "час", мин: "минута", сек: "секунда" };

const DOTTED_RE = new RegExp(`(?<![\\p{L}])(${Object.keys(DOTTED).join("|")})\\.(?![\\p{L}])`, "giu");
const UNIT_RE = new RegExp(`\\d\\s?(${Object.keys(UNITS).join("|")})\\.?(?![\\p{L}])`, "giu");

/** The words a text's abbreviations stand for, once each («Доб.: 2120, каб. 207» → добавочный, кабинет). */
export function spelledOut(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(DOTTED_RE)) out.add(DOTTED[m[1]!.toLowerCase()]!);
  for (const m of text.matchAll(UNIT_RE)) out.add(UNITS[m[1]!.toLowerCase()]!);
  return [...out];
}

/**
 * The text with each listed abbreviation's period made a space, the length kept: «тел. доб. 210, buh@…» is one clause of
 * a directory line, not three sentences (walk 30b: «напиши письмо в бухгалтерию» found no address, the clause before
 * «buh@cbs-vk.ru» read as «210,»).
 */
export function withoutAbbreviationDots(text: string): string {
  return text.replace(DOTTED_RE, (all) => `${all.slice(0, -1)} `);
}

/**
 * A directory line's abbreviations (ГОСТ Р 7.0.12-2011: «тел.», «доб.», «каб.», «комн.», «внутр.»; «моб.» by the
 * Алексеев dictionary) as a person types them into a chat: without the period, in place of the word. «тел ит поддержки?»
 * asks the phone as «телефон ит поддержки?» does, which the contacts answer (walk 33), and «тел» is no word the
 * documents' «телефон 8 (800)…» holds. Only these: a bare «зам», «нач», «мес» are read as words in their own right, and
 * «тел» after a figure or a quantity is the plural of «тело» («у трёх тел»).
 */
const BARE: readonly string[] = ["тел", "доб", "каб", "комн", "внутр", "моб"];
const BARE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?<!\\d\\s*)(${BARE.join("|")})\\.?(?![\\p{L}\\p{N}])`, "giu");

/** A question with its bare-typed directory abbreviations written out: «тел ит поддержки?» → «телефон ит поддержки?». */
export function directoryWordsTyped(question: string): string {
  return question.replace(BARE_RE, (all, a: string) => {
    const word = DOTTED[a.toLowerCase()]!;
    return /^\p{Lu}/u.test(a) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}
