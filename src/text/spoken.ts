import { directoryWordsTyped } from "./office-abbreviations.ts";
import { comingToWorkPlainly, failureSaidPlainly, travelPaidPlainly, unansweredSaidPlainly } from "./thesaurus-phrases.ts";
import { phrasalVerbsSaid } from "./english-phrasal.ts";
import { wageSaidPlainly } from "./wage-asked.ts";
import { compoundsJoined } from "./split-compounds.ts";

/**
 * Function words typed as they are spoken (Russian colloquial spelling, «разговорное написание»; Викисловарь marks
 * «скока», «щас», «чё», «када» as разг. forms of «сколько», «сейчас», «что», «когда»): read as the written word, so
 * «во скока надо быть на работе» asks a clock time like «во сколько…», and «скока» is no word a document must hold.
 * Only function words: a content word typed so is the typo reader's (typos.ts), which checks it against the documents.
 */
const SPOKEN: Record<string, string> = {
  скока: "сколько", скоко: "сколько", скок: "сколько",
  // «во скольк у нянь…»: the word cut short in typing (walk 20a), as no document writes it.
  скольк: "сколько",
  чё: "что", че: "что", чо: "что", шо: "что", ниче: "ничего", ничё: "ничего",
  щас: "сейчас", ща: "сейчас", када: "когда", ваще: "вообще", чтоль: "что ли",
  // «я заболела походу»: the hedge «походу» (разг., «похоже, по-видимому»; Викисловарь) is «вроде», no «поход» a document
  // must hold. The noun's dative («к походу») is rare in a question to the company's assistant.
  походу: "вроде",
};

const WORD = /[\p{L}]+/gu;

/**
 * The spoken spellings themselves: function words, like the words they stand for («чо у меня в календаре» searches no
 * «чо»). Read so by a tool's search words only: in the stop list they cost two pilot sets a refusal each.
 */
export const SPOKEN_FORMS: readonly string[] = Object.keys(SPOKEN);

/**
 * «5 pm», «11:30 a.m.», «12am»: a time on the 12-hour clock, as Russian documents write it on the 24-hour one («17:00»).
 * The convention (NIST, «12 a.m. and 12 p.m.»): «12 a.m.» is midnight, «12 p.m.» noon; other hours add 12 after noon.
 */
const MERIDIEM = /(?<![\p{L}\d:.])(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\.?(?![\p{L}])/giu;

/** The text with its 12-hour clock times on the 24-hour clock: «until 5 pm» → «until 17:00». */
export function onDayClock(text: string): string {
  return text.replace(MERIDIEM, (all, hour: string, minutes: string | undefined, half: string) => {
    const h = Number(hour);
    if (h < 1 || h > 12) return all;
    const day = half.toLowerCase() === "p" ? (h % 12) + 12 : h % 12;
    return `${day === 0 ? "00" : day}:${minutes ?? "00"}`;
  });
}

/** The text with spoken spellings of function words, 12-hour clock times, bare directory abbreviations and a failure to get in written out. */
export function writtenOut(text: string): string {
  // «тел ит поддержки?»: a directory abbreviation typed bare is its word too (office-abbreviations.ts); «не могу зайти в
  // vpn» is said as a helpdesk table names it, «не работает»; «приходить на работу» asks of the working day (thesaurus-phrases.ts);
  // «ask for tickets» is «request tickets» (english-phrasal.ts); «оплачивают дорогу» is the rules' «проезд».
  // The spoken spellings first: «во скока приезжать на работу» asks a moment as «во сколько…» does; «скока я буду получать»
  // names the wage once «скока» is «сколько» (wage-asked.ts). «дресс код» typed apart is the thesaurus's «дресскод» (split-compounds.ts);
  // «трубку не берёт» is «не отвечает».
  return wageSaidPlainly(phrasalVerbsSaid(travelPaidPlainly(comingToWorkPlainly(failureSaidPlainly(unansweredSaidPlainly(directoryWordsTyped(compoundsJoined(onDayClock(text))))).replace(WORD, (w) => {
    const written = SPOKEN[w.toLowerCase().replaceAll("ё", "е")] ?? SPOKEN[w.toLowerCase()];
    if (!written) return w;
    return /^\p{Lu}/u.test(w) ? written.charAt(0).toUpperCase() + written.slice(1) : written;
  })))));
}
