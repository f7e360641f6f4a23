import { imperativeToInfinitive, isSureImperative } from "../../text/imperatives.ts";

/**
 * What a part of a method's step is for the embedded face, which has no model to follow the method (issue 16: the
 * person never sees the method's instructions). A part that asks the person becomes a question (generic.ts); of the rest:
 * - `tell`: something to say to the person («Напомни, что заявление подают за две недели»), said as a statement;
 * - `look`: a look-up one of the skill's tools does («Проверь календарь на эти даты»), run and what it found said;
 * - `advise`: a hand-over only the person can make («О жалобе на качество лечения сообщи заместителю главного врача…»),
 *   said to them as advice («…сообщите заместителю главного врача…»): the embedded face cannot pass anything on itself;
 * - `work`: the assistant's own work («Выдели вопросы повестки…»): never shown; the result shows its outcome instead.
 */
export type StepPart =
  | { kind: "tell"; said: string; lead: "remind" | "warn" | "plain" }
  | { kind: "advise"; said: string }
  | { kind: "look"; tools: string[]; part: string }
  | { kind: "work" };

const lower = (w: string) => w.toLowerCase().replaceAll("ё", "е").replace(/[^\p{L}-]+/gu, "");

/** A word giving an order (or naming the action as an infinitive, as admins write steps): «найди», «сверься», «Проверить». */
function isOrder(word: string, first: boolean): boolean {
  const w = lower(word).replace(/(?:ся|сь)$/u, "");
  return w.length > 2 && (first ? imperativeToInfinitive(w) !== null : isSureImperative(w));
}

/**
 * A step's parts: «Попроси заметки…; найди событие в календаре…» is two, «Уточни клиента… (найди переписку)» and
 * «…, или найди старые инструкции» two as well, and so is «Назначь ответственных, сверься с календарём отпусков».
 */
export function partsOf(step: string): string[] {
  const out: string[] = [];
  for (const clause of step.replace(/[.!]+\s*$/u, "").split(/\s*;\s*/u)) {
    const extra: string[] = [];
    let main = clause.replace(/\s*\(([^)]*)\)/gu, (all, inner: string) => (isOrder(inner.trim().split(/\s+/)[0] ?? "", true) && /\s/u.test(inner.trim()) ? (extra.push(inner.trim()), "") : all));
    main = main.replace(/,?\s+или\s+([\p{L}]+)(.*)$/u, (all, verb: string, rest: string) => (isOrder(verb, false) ? (extra.push(verb + rest), "") : all));
    const pieces = main.split(/,\s+/u);
    let current = "";
    for (const piece of pieces) {
      // «Если жалоба на обслуживание, передай её…»: a condition belongs to the order it opens.
      const condition = /^(?:если|когда|при|в\s+случае|if|when)(?![\p{L}])/iu.test(current) && !current.split(/\s+/).some((w, i) => i > 0 && isOrder(w, false));
      if (current && !condition && isOrder(piece.split(/\s+/)[0] ?? "", false)) { out.push(current); current = piece; }
      else current = current ? `${current}, ${piece}` : piece;
    }
    if (current.trim()) out.push(current.trim());
    out.push(...extra);
  }
  return out.filter(Boolean);
}

/** «Напомни, что…», «Предупреди, что…», «Скажи, что…»: words said to the person, what is to be said after «что». */
const TELL = /^(?:и\s+)?(напомни|напомнить|предупреди|предупредить|подчеркни|подчеркнуть|скажи|сказать|сообщи|сообщить|remind|warn|tell)(?:те)?(?:\s+(?:человеку|пользователю|сотруднику|клиенту|ему|ей|им|the\s+person|them|him|her))?\s*,?\s+(?:что|that)\s+(.+)$/iu;

/**
 * «Suggest a 5-minute stretch break of 4-5 simple moves…: neck rolls, shoulder shrugs, …», «Предложи упражнения: …»: a
 * suggestion whose content the step itself lists after a colon (three items or more). In a company skill an admin wrote,
 * that list is the content the person came for (walk 21b: the desk-stretch skill only echoed what was said); the platform's
 * own methods build their results and never read such a step out.
 */
const SUGGEST = /^(?:и\s+)?(?:suggest|recommend|propose|offer|предлож\p{L}*|посоветуй|посоветовать|порекомендуй|порекомендовать)\s+(.+?:\s*(?:[^,]+,\s*){2,}[^,]+)$/iu;
/** «Remind them to take a break every hour», «напомни сделать перерыв»: a reminder said with what is to be done. */
const REMIND_TO = /^(?:и\s+)?(?:remind|напомни|напомнить)(?:\s+(?:them|him|her|the\s+person|the\s+user|ему|ей|им|человеку|сотруднику))?\s+(?:to\s+)?(.+)$/iu;

/** A company step that says its own content: a listed suggestion, or a reminder of what to do; null otherwise. */
export function ownContentOf(part: string): { kind: "tell"; said: string; lead: "remind" | "plain" } | null {
  const text = part.trim().replace(/[.!]+$/u, "");
  const s = SUGGEST.exec(text);
  if (s) return { kind: "tell", said: s[1]!.charAt(0).toUpperCase() + s[1]!.slice(1), lead: "plain" };
  const r = REMIND_TO.exec(text);
  return r && !TELL.test(text) ? { kind: "tell", said: r[1]!.replace(/\s+and\s+to\s+/u, " and "), lead: "remind" } : null;
}

/** Verbs of looking something up, in the order form and as infinitives. */
const LOOK = /^(?:сначала\s+|затем\s+|потом\s+)?(?:найди|найти|проверь|проверить|посмотри|посмотреть|сверь(?:ся)?|сверить(?:ся)?|загляни|заглянуть|возьми|взять|получи|получить|собери|собрать|изучи|изучить|прочитай|прочитать|find|check|look\s+up|review)(?![\p{L}])/iu;

/**
 * The sources a step names, by the tool that reads them: the person's calendar, their mail, the company's documents.
 * The words are the sources' everyday names (general usage), in the forms a step writes them.
 */
const SOURCES: readonly [string, RegExp][] = [
  ["calendar_search", /календар|calendar/iu],
  ["mail_search", /переписк|(?<![\p{L}])(?:письм|писем|почт[аеуы])|e-?mails?(?![\p{L}])|correspondence|inbox/iu],
  ["search_documents", /внутренн\p{L}*\s+(?:документ|правил|регламент|баз)|регламент|документ\p{L}*\s+компании|баз\p{L}*\s+знаний|internal\s+(?:documents|rules|policies)/iu],
];

/**
 * Verbs of passing something on to someone (general usage), by infinitive, with the polite plural order said to the
 * person: a step with one of them is a hand-over the person makes. The order forms reach them through their infinitive.
 */
const HAND_OVER: Record<string, string> = {
  сообщить: "сообщите", передать: "передайте", переслать: "перешлите", направить: "направьте", уведомить: "уведомите",
  согласовать: "согласуйте", позвонить: "позвоните", обратиться: "обратитесь", доложить: "доложите", предупредить: "предупредите",
  оповестить: "оповестите", отправить: "отправьте", эскалировать: "эскалируйте",
};

/**
 * Whom the hand-over goes to, said after its verb (Russian government of these verbs): to someone in the dative
 * («сообщи заместителю главного врача»), into a place («передай в бухгалтерию», «к юристу»), with someone for an
 * agreement («согласуй с руководителем»), or someone warned («предупреди клиента»). Without one the verb speaks of
 * the assistant's own answer («Сообщи результат с расчётом…»), which is no hand-over.
 */
function hasRecipient(inf: string, rest: string): boolean {
  const words = rest.trim().split(/\s+/u).map((w) => w.replace(/[^\p{L}]/gu, "")).filter(Boolean);
  if (/^(?:согласовать)$/u.test(inf)) return /(?<![\p{L}])(?:с|со)\s+\p{L}/iu.test(rest);
  if (/^(?:предупредить|уведомить|оповестить)$/u.test(inf)) return words.length > 0 && !/^(?:о|об|обо|и|что|если|когда|про)$/iu.test(words[0]);
  if (/(?<![\p{L}])(?:в|во|к|ко)\s+(?!течение|срок|тот|день|случае|порядке)\p{L}/iu.test(rest)) return true;
  const PREPOSITIONS = /^(?:в|во|на|за|под|про|через|по|о|об|с|со|к|ко|из|от|до|для|при)$/iu;
  return words.some((w, i) => /(?:ому|ему|у|ю|ам|ям)$/u.test(w.toLowerCase()) && w.length > 3 && !(i > 0 && PREPOSITIONS.test(words[i - 1])));
}

/** The polite plural of a hand-over verb said as an order («передай», «обратись») or an infinitive («Сообщить»), or null. */
function handOver(word: string): string | null {
  if (HAND_OVER[word]) return HAND_OVER[word];
  const reflexive = /сь$/u.test(word);
  const inf = imperativeToInfinitive(reflexive ? word.slice(0, -2) : word);
  return inf ? HAND_OVER[reflexive ? `${inf}ся` : inf] ?? null : null;
}

/**
 * «Если жалоба на обслуживание, передай её старшему администратору» → «Если…, передайте её старшему администратору.»:
 * the part's own verb (its first order, after any condition) is a hand-over; a negated part («не отправляй сам») is none.
 */
function adviceOf(part: string): string | null {
  const text = part.trim();
  if (/^не\s/iu.test(text)) return null;
  const verb = [...text.matchAll(/(?<![\p{L}])[\p{L}]+(?![\p{L}])/gu)].find((w, i) => isOrder(w[0], i === 0));
  const plural = verb ? handOver(lower(verb[0])) : null;
  if (!verb || !plural) return null;
  const inf = Object.entries(HAND_OVER).find(([, p]) => p === plural)![0];
  if (!hasRecipient(inf, text.slice(verb.index! + verb[0].length))) return null;
  // «…и проверь, что остатки уменьшены», «…, не отвечай самостоятельно»: the part's later orders go to the person too,
  // in the polite plural Russian builds by adding «-те» to the singular order («проверь» → «проверьте»).
  const rest = text.slice(verb.index! + verb[0].length).replace(/(^|[,:;—–.]\s*(?:не\s+)?|(?<![\p{L}])(?:и|не|или|сразу|затем|потом|также)\s+)([\p{L}]+)(?![\p{L}])/gu,
    (all, pre: string, w: string) => (isOrder(w, false) ? `${pre}${/(?:ся|сь)$/u.test(w) ? `${w.slice(0, -2)}тесь` : `${w}те`}` : all));
  const said = text.slice(0, verb.index) + (verb.index === 0 ? plural.charAt(0).toUpperCase() + plural.slice(1) : plural) + rest;
  return said.charAt(0).toUpperCase() + said.slice(1).replace(/[.!]*$/u, ".");
}

/** What a part of a step is (questions are generic.ts's): said, looked up with the skill's tools, or the assistant's work. */
export function kindOf(part: string, tools: readonly string[]): StepPart {
  const text = part.trim();
  const tell = TELL.exec(text);
  if (tell) {
    const verb = lower(tell[1]);
    // «…, и покажи список замечаний»: a later order is the assistant's work, not words to say.
    const said = tell[2].replace(/,?\s+и\s+([\p{L}]+)(?![\p{L}]).*$/u, (all, w: string) => (isOrder(w, false) ? "" : all)).trim();
    return { kind: "tell", said, lead: /^(?:напомн|remind)/.test(verb) ? "remind" : /^(?:предупре|подчеркн|warn)/.test(verb) ? "warn" : "plain" };
  }
  if (LOOK.test(text)) {
    const named = SOURCES.filter(([tool, re]) => tools.includes(tool) && re.test(text)).map(([tool]) => tool);
    if (named.length) return { kind: "look", tools: named, part: text };
  }
  const advice = adviceOf(text);
  return advice ? { kind: "advise", said: advice } : { kind: "work" };
}

/** «Напоминаю: заявление подают за две недели.»: a tell part as said to the person; a Russian method keeps Russian words. */
export function spoken(part: { said: string; lead: "remind" | "warn" | "plain" }, lang: "ru" | "en"): string {
  const ru = lang === "ru" || /[а-яё]/i.test(part.said);
  const lead = part.lead === "remind" ? (ru ? "Напоминаю: " : "A reminder: ") : part.lead === "warn" ? (ru ? "Важно: " : "Please note: ") : "";
  const said = lead ? part.said : part.said.charAt(0).toUpperCase() + part.said.slice(1);
  return `${lead}${said.replace(/[.!]*$/u, ".")}`;
}
