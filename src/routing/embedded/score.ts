import type { Embedder } from "../../models/types.ts";
import { ASKS_AVAILABILITY, DISCOURSE_OPENER, EXPLANATION_ASKED, LETTERS_TO_ME } from "../../text/speech-acts.ts";
import { cosine } from "../../models/embedded/embedder.ts";
import { lexicon, tokens } from "../lexicon.ts";
import { isStopword } from "../../text/tokens.ts";
import { withoutGreeting } from "../../text/stopwords.ts";
import { compileCues, cueHits, distinctiveVerbs, type CompiledCues } from "./cues.ts";
import { calendarPeriod, monthNamed, movesToADay, newLetterIn, priceKind, senderIn } from "./args.ts";
import { asksWhatIsAllowed } from "../permission.ts";
import { composes } from "../../text/letters.ts";

/** The label of plain conversation. */
export const CHAT = "chat";

/** Weights of the evidence; the object noun says more than the verb («найди» fits four tools, «письмо» one). */
export const WEIGHTS = { object: 0.3, moreObjects: 0.1, verb: 0.12, lead: 0.15, price: 0.15, period: 0.15, hint: 0.1, previous: 0.15 };

export interface LabelScore {
  label: string;
  kind: "tool" | "skill" | "chat";
  sim: number;
  verbs: string[];
  objects: string[];
  /** A verb of this label only was found: the verb alone names the intent. */
  distinctive: boolean;
  /** A non-word feature (price shape, open interface, previous tool) supports this label. */
  supported: boolean;
  score: number;
}

/** Example vectors per label, embedded once per router. */
export interface LabelIndex {
  labels: { label: string; kind: LabelScore["kind"]; vectors: Float32Array[] }[];
  cues: CompiledCues;
  distinctive: Set<string>;
}

/** Embeds the examples of every label; a label without written examples uses its description. */
export async function buildIndex(
  embedder: Embedder, labels: { label: string; kind: LabelScore["kind"]; examples: readonly string[] }[],
): Promise<LabelIndex> {
  const out: LabelIndex["labels"] = [];
  for (const l of labels) out.push({ label: l.label, kind: l.kind, vectors: await embedder.embed([...l.examples], "passage") });
  return { labels: out, cues: compileCues(), distinctive: distinctiveVerbs() };
}

/** What the text's surroundings add: the open interface and the tool used just before. */
export interface ScoreContext {
  uiHint: string | null;
  previousTools: string[];
  short: boolean;
}

/**
 * A verb of writing to someone, a person named (or «ему»/«ей»), then what to tell them in a «что» clause. The person may
 * be placed by their company («Игорю Петрову из ПринтЛайн», «Maria from Sklad»; walk 16b). What to tell may follow a colon.
 */
const ADDRESSED = /^(?:пожалуйста[,\s]+)?(?:ответь|ответьте|напиши|напишите|отпиши|сообщи|сообщите|передай|передайте|reply|write|tell)\s+(?:to\s+)?(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s+(?:из|от|с|from|at)\s+[«"]?\p{Lu}[\p{L}\d-]*(?:\s+[\p{L}\d-]+)?[»"]?)?|ему|ей|им|him|her|them)(?:[,\s]+(?:что|that)(?![\p{L}])|\s*:\s*\S)/u;

/**
 * «что у меня во вторник?», «что у меня в декабре?», «what do I have on Friday»: the person's own time is asked about. So
 * is a yes/no question whether they have anything in it, or are free («do I have anything on Friday?», «есть ли у меня
 * что-нибудь в пятницу?», «am I free on Friday?»): the handbook's «В пятницу рабочий день короче» is no answer to it.
 */
export function asksOwnTime(text: string): boolean {
  const t = text.trim();
  return /^(?:а\s+)?(?:что|чего|what)\s+(?:у\s+меня|(?:do\s+)?i\s+have|is\s+on\s+my|'?s\s+on\s+my)(?![\p{L}])/iu.test(t)
    || /^(?:а\s+)?(?:(?:есть\s+ли\s+)?у\s+меня\s+(?:есть\s+)?(?:что-нибудь|что-то|что\s+нибудь|что\s+то|какие-нибудь|какие-то|планы|встречи)|do\s+i\s+have\s+(?:anything|something|any\s+\p{L}+|plans|meetings?))(?![\p{L}])/iu.test(t)
    || OWN_AVAILABILITY.test(t);
}

/** «am I free on Friday?», «свободен ли я в пятницу?» opening the message (see ASKS_AVAILABILITY). */
const OWN_AVAILABILITY = new RegExp(String.raw`^(?:а\s+)?${ASKS_AVAILABILITY.source}`, "iu");

/**
 * A word of the person's own time: «у меня», «мой», «my», «am I», or a question opening with «что/какие/what». A bare
 * «я», «мне» is no such word: «я сегодня так устала» tells how the day went, not what is planned in it.
 */
function ownTimeWords(text: string): boolean {
  return /(?<![\p{L}])(?:у\s+меня|мой|моя|мои|моё|мое|my|am\s+i|do\s+i\s+have)(?![\p{L}'])/iu.test(text) || ASKS_AVAILABILITY.test(text) || /^(?:а\s+)?(?:что|чего|какие|какой|what|what's|whats)(?![\p{L}])/iu.test(text.trim());
}

/**
 * «ответь на последнее письмо от бухгалтерии, что отчёт сдам в понедельник», «reply to the email from Olga that…»: a reply to
 * a letter, then what to say in it. The «что» clause is what the reply says (reported speech): its day and its report name
 * no letter to find and no report to write (lead's walk 35 was asked to choose between finding letters and replying).
 */
const REPLY_SAYING = /^(?:пожалуйста[,\s]+)?(?:ответь|ответьте|reply)\s+(?:на|to)\s+(?:[\p{L}-]+\s+){0,2}?(?:письмо|сообщение|e-?mail|mail|letter|message)(?![\p{L}])[^,:]*?(?:[,\s]+(?:что|that)(?![\p{L}])|\s*:\s*\S)/iu;

/** True for «ответь Петрову, что…»: a message to a person, whatever its words. */
export function addressesSomeone(text: string): boolean {
  // «Напиши Игорю…»: the verb may open the message with a capital; the name keeps its own.
  // «ладно, всё-таки ответь Ольге: …»: what is said may follow a colon, and discourse words may come before the verb.
  const t = text.trim().replace(DISCOURSE_OPENER, "");
  return ADDRESSED.test(t.charAt(0).toLowerCase() + t.slice(1)) || REPLY_SAYING.test(t) || newLetterIn(text.trim()) !== null;
}

/** Scores every label for one text: best example similarity plus cue evidence. */
export async function scoreText(index: LabelIndex, embedder: Embedder, text: string, ctx: ScoreContext): Promise<LabelScore[]> {
  const [q] = await embedder.embed([text], "query");
  const tok = tokens(text);
  // The imperative a request opens with names the action («Ответь Ольге, что … ноутбуки …»): a verb of one
  // label only, said first, outweighs an object named later in the sentence.
  // «добрый день! напиши письмо…»: the request opens after its greeting.
  // «ладно, всё-таки ответь Ольге: …»: discourse words before it join the request to the talk, the verb after them leads.
  const first = tokens(withoutGreeting(text).trim().replace(DISCOURSE_OPENER, "")).words.find((w) => !isStopword(w));
  const lead = first ? tokens(first) : null;
  const price = priceKind(text);
  // «завтра», «на этой неделе»: a day or a week of the person's own is what a calendar is asked about.
  // «can I work from home on Fridays?» asks a rule about a weekday, not for the person's Friday.
  // A month is the person's period only when they ask about their own time («что у меня в декабре?»): «отчёт за
  // октябрь» names a month of work, not of the calendar.
  // «устала сегодня жуть», «сегодня столько пациентов было», «can we see him today?»: a day said in passing, about no
  // plans of the person's, is no calendar (walk 13a): the day counts beside a word of the person's own time (ownTimeWords),
  // or beside the calendar's own verb or thing (cueHits, below).
  const day = calendarPeriod(tok) !== null;
  const allowed = asksWhatIsAllowed(text);
  const period = (day && ownTimeWords(text)) || (monthNamed(text) !== null && asksOwnTime(text));
  const periodFor = (verbs: string[], objects: string[]) => (period || (day && verbs.length + objects.length > 0)) && !allowed;
  // «письма от бухгалтерии»: a sender named beside the mail is the person's own mailbox, not a rule.
  const sender = senderIn(text);
  // «ответь Петрову, что…», «напиши Ольге, что встреча переносится»: a message to a person, said in a «что» clause.
  const addressed = addressesSomeone(text);
  const newLetter = newLetterIn(text) !== null;
  const explains = EXPLANATION_ASKED.test(text);
  const toMe = LETTERS_TO_ME.test(text);
  // «составь деловое письмо»: a letter after a verb of writing is one to write, not one to find in the inbox.
  const writing = first !== undefined && composes(first);
  // «перенеси согласование с ПринтЛайн на пятницу»: a thing moved to a day is an event, whatever it is called.
  const moving = movesToADay(text);
  return index.labels.map(({ label, kind, vectors }) => {
    const sim = vectors.reduce((m, v) => Math.max(m, cosine(q, v)), 0);
    const { verbs, objects } = kind === CHAT ? { verbs: [], objects: [] } : cueHits(index.cues, label, tok);
    const extra = Math.min(2, Math.max(0, objects.length - 1));
    const leads = lead !== null && verbs.some((v) => index.distinctive.has(v) && lexicon([v]).find(lead) !== null);
    let score = sim + (objects.length ? WEIGHTS.object + extra * WEIGHTS.moreObjects : 0) + (verbs.length ? WEIGHTS.verb : 0) + (leads ? WEIGHTS.lead : 0);
    const bonus = (price === "asking" && label === "sell_listing_draft" ? WEIGHTS.price : 0)
      + (price === "budget" && label === "product_search" ? WEIGHTS.price : 0)
      + (label === "calendar_search" && periodFor(verbs, objects) ? WEIGHTS.period : 0)
      + (label === "calendar_search" && moving ? WEIGHTS.object : 0)
      // The addressee and the «что» clause stand for a letter's verb and object.
      + (addressed && label === "mail_reply_draft" ? WEIGHTS.object + WEIGHTS.verb : 0)
      // «напиши письмо в отдел кадров, что…»: the «письмо» is the one to write, not one to search for.
      + (newLetter && label === "mail_reply_draft" ? WEIGHTS.object : 0)
      // «пришло ли что-нибудь от отдела кадров?»: letters sent to the person stand for the mail's object.
      + (toMe && label === "mail_search" ? WEIGHTS.object : 0)
      // «пароль от почты»: the mail named after «от» is what the password belongs to, no sender.
      - (writing && label === "mail_search" && !verbs.length ? WEIGHTS.object : 0)
      + (sender && label === "mail_search" && objects.length && lexicon(objects).find(tokens(sender)) === null ? WEIGHTS.hint : 0)
      // «кто мне писал на этой неделе»: a period beside the mail is the person's own letters of that time.
      + (label === "mail_search" && objects.length && periodFor(verbs, objects) ? WEIGHTS.hint : 0)
      + (ctx.uiHint === "mail" && label.startsWith("mail_") ? WEIGHTS.hint : 0)
      // A short message after a tool's card goes on with it, unless it asks to be told something (EXPLANATION_ASKED).
      + (ctx.short && ctx.previousTools.includes(label) && !explains ? WEIGHTS.previous : 0);
    score += bonus;
    return { label, kind, sim, verbs, objects, distinctive: verbs.some((v) => index.distinctive.has(v)), supported: bonus > 0, score };
  }).sort((a, b) => b.score - a.score);
}
