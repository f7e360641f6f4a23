import { fleetingStem } from "../text/fleeting.ts";
import type { Skill } from "./types.ts";
import { words, stem, isStopword } from "../text/tokens.ts";
import { isCourtesy } from "../text/stopwords.ts";
import { conceptsOf } from "../text/concepts.ts";
import { QUESTION } from "../text/speech-acts.ts";
import { opensWithCommandVerb } from "../text/imperatives.ts";

const DIGRAPHS: [RegExp, string][] = [
  [/sch/g, "щ"], [/sh/g, "ш"], [/ch/g, "ч"], [/zh/g, "ж"], [/ph/g, "ф"], [/th/g, "т"], [/kh/g, "х"],
  [/ck/g, "к"], [/qu/g, "кв"], [/ee/g, "и"], [/oo/g, "у"], [/yu/g, "ю"], [/ya/g, "я"], [/x/g, "кс"], [/j/g, "дж"],
];
const LETTERS: Record<string, string> = {
  a: "а", b: "б", c: "к", d: "д", e: "е", f: "ф", g: "г", h: "х", i: "и", k: "к", l: "л", m: "м", n: "н",
  o: "о", p: "п", q: "к", r: "р", s: "с", t: "т", u: "у", v: "в", w: "в", y: "и", z: "з",
};

/** Rough Cyrillic spelling of a Latin word («postmortem» → «постмортем», «diff» → «диф»). */
export function toCyrillic(word: string): string {
  let w = word.toLowerCase();
  for (const [re, to] of DIGRAPHS) w = w.replace(re, to);
  w = [...w].map((ch) => LETTERS[ch] ?? ch).join("");
  return w.replace(/(.)\1+/g, "$1");
}

/**
 * Adds a Cyrillic spelling of every Latin word of four letters or more. Why: Russian
 * work chat borrows English jargon in both scripts («постмортем» / postmortem, «диф» / diff),
 * and a lexical embedder cannot match the two spellings otherwise. Short words (SLA, CRM)
 * are left alone: they are written in Latin in both places and transliterate badly.
 */
export function withTransliteration(text: string): string {
  const latin = text.match(/[A-Za-z]{4,}/g) ?? [];
  return latin.length ? `${text} ${latin.map(toCyrillic).join(" ")}` : text;
}

/** Procedure lines without their «1.» / «-» markers: step numbers are in every skill and say nothing. */
export function procedureSteps(skill: Skill): string[] {
  return skill.procedure
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, "").trim())
    .filter(Boolean);
}

/**
 * The text a skill is embedded as: name and description twice, then the whole procedure.
 * Measured on the dev set with the hash embedder (64 skills): name+description alone put the
 * right skill in the top 15 for 16/28 requests; adding the procedure, 21/28 (23/28 with step numbers
 * stripped and transliteration), because the steps name the objects of the work (diff, тариф, смена)
 * that people mention. Repeating the head keeps the one-line intent dominant (top-1 15/28 against
 * 13/28 with it once; 17/28 in the final setup).
 */
export function skillText(skill: Skill): string {
  const head = `${skill.name}. ${skill.description}`;
  return withTransliteration(`${head}. ${head}. ${procedureSteps(skill).join(". ")}`);
}

/**
 * Cyrillic spellings of two Latin words written apart that Russian writes as one («media plan» → «медиаплан»,
 * «content plan» → «контентплан»), keyed by the first word. Why: Russian borrows such English pairs as one
 * compound, so an English request names a Russian skill's head only once the pair is joined.
 */
export function latinCompounds(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/(?=\b([A-Za-z]{4,})\s+([A-Za-z]{4,})\b)/g)) out.set(m[1].toLowerCase(), toCyrillic(m[1] + m[2]));
  return out;
}

/** The text a request is embedded as (the same transliteration as skills, and Latin pairs joined). */
/**
 * «переведи на английский: запись на маникюр только по предоплате», «translate into Russian: “…”»: what follows the colon
 * or the quote is the text to translate, not the job asked for; a skill chosen on it (the no-show skill on «запись…
 * предоплате») does work nobody asked for. Only the instruction is read for choosing a skill.
 */
const TRANSLATE = /^\s*(?:пожалуйста,?\s+)?(?:переведи(?:те)?|перевести|translate|please\s+translate)(?![\p{L}])[^:«"“„]{0,60}?(?::|(?=[«"“„]))/iu;

export function instructionOf(message: string): string {
  const m = TRANSLATE.exec(message);
  // The verb is dropped too: «переведи» is also a transfer («перевести оператора на другую линию»), which a skill may name.
  return m ? m[0].replace(/:$/u, "").replace(/^\s*(?:пожалуйста,?\s+)?(?:переведи(?:те)?|перевести|(?:please\s+)?translate)\s*/iu, "").trim() : message;
}

export function requestText(message: string): string {
  const joined = [...latinCompounds(message).values()];
  return withTransliteration(joined.length ? `${message} ${joined.join(" ")}` : message);
}

/**
 * Every way a word can meet another: its stem, five-letter truncation, thesaurus concepts, and the vowelless stem of a
 * fleeting vowel (fleeting.ts), as the answerer's terms have it: «первый день» met the onboarding plan's «первые дни»
 * only by «первый», and nutrition's «на день» by «день», so a newcomer was asked between the two (lead's walk 32).
 */
function keysOf(word: string, fleeting = true): string[] {
  const s = stem(word);
  const vowelless = fleeting ? fleetingStem(word) : null;
  return [s, "~" + s.slice(0, 5), ...(vowelless && vowelless !== s ? [vowelless] : []), ...conceptsOf(s).map((g) => "#" + g)];
}

/** An abbreviation as written: «ГОСТ», «SLA», «КБЖУ» (two to six capitals). */
const ABBREVIATION = /^\p{Lu}{2,6}$/u;

/**
 * The match keys of a text's content words. An abbreviation keeps only its exact form («ГОСТ» is no
 * stem of «гостя»): its stem and concepts would match ordinary words that happen to share the letters.
 */
export function textKeys(text: string, fleeting = true): Set<string> {
  const abbreviations = new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => ABBREVIATION.test(w)).map((w) => w.toLowerCase().replaceAll("ё", "е")));
  return new Set(words(text).filter((w) => !isStopword(w)).flatMap((w) => (abbreviations.has(w) ? ["=" + w] : keysOf(w, fleeting))));
}

/** The match keys of a skill's head: its name and description, Latin words also in Cyrillic spelling. */
export function headKeys(skill: Skill): Set<string> {
  return textKeys(withTransliteration(`${skill.name}. ${skill.description}`));
}

/** The match keys of the text the skill is embedded as, procedure included: how general a word is across the library. */
export function bodyKeys(skill: Skill): Set<string> {
  // Without the fleeting vowel's stem: a procedure's long text met «деньги» / «денег» and took a cash question whose rules
  // were left out into the cash-flow skill (insurance's leave-one-out); the head keeps it («первые дни» for «первый день»).
  return textKeys(skillText(skill), false);
}

/**
 * Stems of words that ask for work without saying which («сделай», «подготовь», «нужна помощь», «draft»).
 * («help» and «draft» are left out: as nouns they are a subject, «help desk», «draft contract»).
 * A description that happens to use one («сделано за неделю») must not look like the request's subject:
 * «Сделай отчёт» is as much the fuel report as the weekly one.
 */
const MAKING = new Set(["сдела", "состав", "составьт", "созда", "напиш", "написа", "подготов", "подготовьт", "оформ", "наброса", "накида", "сочин", "сформулир", "сгенерир", "придума", "make", "creat", "write", "prepar"]);
/** …and words of need or help, which a question holds as often as a request («как часто нужно менять пароль»). */
const ASKING = new Set([...MAKING, "помог", "помощ", "нужн", "нуж", "need"]);

/**
 * True when the request asks for something to be made («набросай план», «составь отчёт»): see MAKING.
 * «I need a checklist for…», «нужен текст к 8 марта»: a thing needed, said as a new one (English «a», «an») or as the Russian
 * need word before a noun, asks for it to be made, as «составь» does; «нужно поменять пароль» (a need to do, an
 * infinitive) and «I need the wifi password» (a thing that exists) do not. Never in a question, and only said at some
 * length: «I need a day off next friday» names a thing to have, not to make (the sample library asked between nutrition
 * and lead qualification). Session 22: skills-bank 0.70 → 0.725 (ask 0.025 → 0.05), no other tuning set changed.
 */
const NEED_WORDS = 4;
const NEEDS_THING = /(?<![\p{L}])(?:need\s+(?:a|an)\s+\p{L}+|(?:нужен|нужна|нужны|нужно)\s+(?!\p{L}+(?:ть|ти|чь|ться|тись)(?![\p{L}]))\p{L}+)/iu;

/**
 * «хотим продвигать новую линейку…, с чего начать?», «where do we start?»: asking where to start asks for a method to
 * follow, as «составь план» does, without saying which (general usage of the phrase).
 */
const WHERE_TO_START = /(?<![\p{L}])(?:с\s+чего\s+(?:мне\s+|нам\s+)?(?:начать|начинать)|where\s+(?:do|should|can)\s+(?:i|we)\s+start)(?![\p{L}])/iu;

export function asksForWork(message: string): boolean {
  if (WHERE_TO_START.test(message)) return true;
  const ws = words(message);
  if (!/\?/.test(message) && NEEDS_THING.test(message) && requestWordKeys(message).length >= NEED_WORDS) return true;
  return ws.some((w) => MAKING.has(stem(w)));
}

/**
 * «помоги с клиенткой», «нужен отчёт по вчерашнему»: a short statement (no «?») holding a word of need or help (ASKING) asks the
 * assistant for help with the thing it names, though no making verb says what is to be made. The question form is left out:
 * «как часто нужно менять пароль?» holds the need word as often as a request does (ASKING's note). The gate reads this only
 * for a short request whose words several skills' heads name, where it asks which job rather than answering in words.
 */
export function asksForHelp(message: string): boolean {
  // A question without its «?» is still one: «как часто нужно менять пароль» opened a question between skills when the IT
  // rules were left out (pharmacy's leave-one-out).
  return !/\?/.test(message) && !QUESTION.test(message.trim()) && words(message).some((w) => ASKING.has(stem(w)));
}

/**
 * «разберись с «Рассветом»», «посмотри, как там кампания…, и скажи, что дальше»: a statement (no «?») opening with a verb in
 * the imperative mood (text/imperatives.ts: its endings and the Russian dictionary) commands the assistant to do something,
 * whatever the verb — a request for work by its grammar, not by a list of verbs. A verb of telling («расскажи»: the etiquette
 * formulas of stopwords.ts) asks to be told. Weaker than `asksForWork`: «отправь это Сидорову» commands a tool's action,
 * so the gate reads it only to ask between skills it cannot separate, never to enter one.
 */
export function commands(message: string): boolean {
  return !/\?/.test(message) && !TELL.test(message.trim()) && opensWithCommandVerb(message, isCourtesy);
}

// Verbs of explaining (глаголы речи, Ожегов: объяснить — «изложить, растолковать»; пояснить; растолковать): «объясни, что
// такое EBITDA» asks to be told, as «расскажи» does, no skill's work (tests/conversation/skill-takeover's everyday messages).
const TELL = /^(?:объясни|поясни|растолкуй)(?:те)?(?![\p{L}])/iu;

/** A request's content words, each with every key it can match by (Latin words also in Cyrillic spelling). */
/**
 * «3 times a week», «два раза в неделю», «раз в день»: how often names no job («week» is no weekly report's; walk 16b's
 * workout plan entered it), so a frequency's words are not the request's.
 */
const FREQUENCY = /(?<![\p{L}])(?:(?:\d+|один|два|две|три|четыре|пять|шесть|семь|one|two|three|four|five|six|seven)\s+)?(?:раз|раза|times?|once|twice)\s+(?:в|a|per|an)\s+(?:день|неделю|месяц|год|сутки|day|week|month|year)(?![\p{L}])/giu;

/**
 * «2 ТБ операций за 5 лет», «стаж 3 года»: years counted by a number say how long, as a frequency says how often; they name no
 * job («лет» is «год»'s plural, and met «рост оборота год к году» in a capacity plan's procedure). Days stay: «купил 5 дней
 * назад» is what a return check weighs (retail s04 lost its skill when they were left out too).
 */
const COUNTED_TIME = /(?<![\p{L}])\d+\s+(?:лет|год(?:а|ов|у)?|years?)(?![\p{L}])/giu;

/**
 * «help me prep», «help us with…»: «help» said to the assistant is the asking verb, as «помоги» is (ASKING), not the «help
 * desk» a head may name (walk 21c: «…ask my manager for more money…, help me prep» named the weekly report's «where help
 * is needed»).
 */
const HELP_ME = /(?<![\p{L}])help\s+(?:me|us)(?![\p{L}])/giu;

export function requestWordKeys(message: string): { word: string; keys: string[] }[] {
  const seen = new Set<string>();
  const compounds = latinCompounds(message);
  const told = message.replace(FREQUENCY, " ").replace(COUNTED_TIME, " ").replace(HELP_ME, " ");
  return words(told).filter((w) => !isStopword(w) && !ASKING.has(stem(w)) && !seen.has(w) && seen.add(w)).map((word) => {
    const spellings = /[a-z]/.test(word) && word.length >= 4 ? [word, ...words(toCyrillic(word)), ...words(compounds.get(word) ?? "")] : [word];
    // Not a diminutive adjective's plain form («новенький» as «новый»): it met the onboarding skill's «нового…» in
    // «привет, я новенькая медсестра…, сколько у меня испытательный срок» (dental d01 entered the skill; session 46 took
    // h46b's rule back out, the person's introduction being no request).
    return { word, keys: [...spellings.map((w) => "=" + w), ...spellings.flatMap((w) => keysOf(w))] };
  });
}

/**
 * The request's words that the skill's head names, as typed («постмортем», «оформить», «падению»):
 * how many words of the request say this skill's job in its own one-line terms. Each word counts once,
 * whichever of its spellings matched.
 */
export function wordsNamed(request: { word: string; keys: string[] }[], head: Set<string>): string[] {
  return request.filter((w) => w.keys.some((k) => head.has(k))).map((w) => w.word);
}
