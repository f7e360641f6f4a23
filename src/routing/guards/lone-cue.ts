import { lexicon, tokens, type Tokens } from "../lexicon.ts";
import { cueWeight } from "../embedded/cues.ts";
import { situationOf, minorInjuryOf } from "../../text/first-aid.ts";
import { acuteSigns } from "../../skills/interview/extract.ts";
import { notAbout } from "./out-of-skill.ts";
import { CONTACT_ASKED_EN, CONTACT_QUESTION, WHOM_TO_INFORM, WHOM_TO_NOTIFY } from "../../text/speech-acts.ts";

/** The cue words the embedded router entered a skill on (Decision.cues["use_skill"]). */
export interface SkillCue { verbs: string[]; objects: string[]; supported?: boolean }

/**
 * One object word and nothing else — no verb of the skill's, no phrase, no example backing it. Two cue forms met at the
 * same word («спорт», «спортом» in «не про спорт») are that one word.
 */
export function isLoneCue(cue: SkillCue | undefined, tok: Tokens): cue is SkillCue {
  if (!cue || cue.verbs.length > 0 || cue.supported || cue.objects.length === 0 || cue.objects.some((o) => cueWeight([o]) > 1)) return false;
  return new Set(cue.objects.map((o) => lexicon([o]).indexIn(tok))).size === 1;
}

/** Prepositions of place: «в зале», «во 2 зале», «на складе»; English has no case to tell a scene from a goal. */
const AT = new Set(["в", "во", "на"]);
/** A word that may stand between the preposition and its noun: a number («3», «3-м»), an adjective or pronoun («каких», «большом», «нашем»). */
const BETWEEN = /^(?:\d+(?:-?(?:м|ом|ем))?|\p{L}+(?:ом|ем|ой|ей|их|ых|им|ым))$/u;

/** A room's number before its noun: «3», «3-й», «№3». */
const NUMBERED = /^(?:№\s*)?\d+(?:-?(?:й|м|ий|ой))?$/u;

/**
 * «в 3 зале сработала пожарка», «зритель в зале разговаривает», «в каких залах я работаю»: the cue word in the locative
 * after «в/во/на» names where something happens — a cinema's hall, a shop's floor — not where the person goes to do the
 * skill's work («хожу в зал», «в зал не хожу» keep the word as it is said to a gym: the accusative is its bare form).
 */
export function saidAsPlace(tok: Tokens, cue: string): boolean {
  const i = lexicon([cue]).indexIn(tok);
  if (i < 0) return false;
  const bare = cue.replace(/^=/, "").replace(/\*$/, "");
  const [one, two] = [tok.words[i - 1] ?? "", tok.words[i - 2] ?? ""];
  // «убирала 3 зал после сеанса»: a hall with its number before it is one of the company's rooms in any case; a gym is
  // not numbered so («хожу в зал 3 раза в неделю» counts visits after it).
  if (NUMBERED.test(one)) return true;
  if (tok.words[i] === bare) return false;
  return AT.has(one) || (AT.has(two) && BETWEEN.test(one));
}

/** «how long is my training», «when is my training», «когда у меня тренировка»: a fact about the person's own thing is asked. */
const OWN_FACT_EN = /^(?:and\s+|so\s+)?(?:how\s+long|how\s+many\s+\p{L}+|when|where|who|what\s+time)\s+(?:is|are|was|were|does|do|did|will)\s+(?:\p{L}+\s+){0,2}?(?:my|our)(?![\p{L}])/iu;
const OWN_FACT_RU = /^(?:а\s+|и\s+)?(?:когда|где|во\s+сколько|до\s+скольки|сколько\s+(?:длится|длятся|идёт|идет)|кто)\s+(?:\p{L}+\s+){0,2}?(?:у\s+меня|у\s+нас|мой|моя|моё|мое|мои|моего|моей|наш|наша|наше|наши)(?![\p{L}])/iu;

/** The clauses of a message, each read on its own («…, started Monday. how long is my training and who is my mentor?»). */
const clausesOf = (message: string) => message.split(/[.!?;,]+|\s+(?:and|и|а)\s+(?=(?:how|when|where|who|what|когда|где|кто|во\s+сколько)(?![\p{L}]))/iu).map((c) => c.trim()).filter(Boolean);

/**
 * An emergency or an injury told where the router entered a skill on one cue word («в 3 зале сработала пожарка», «женщине
 * стало плохо в зале, упала в обморок»): never a skill's work, whichever skill retrieval would put in its place (the
 * health skill keeps the signs of the body that are its own). Why, or null.
 */
export function loneCueEmergency(message: string, cue: SkillCue | undefined, skill: string): string | null {
  const text = message.trim();
  if (!isLoneCue(cue, tokens(text))) return null;
  const situation = situationOf(text);
  if (situation) return `an emergency is told («${situation.ru}»), not the skill's work`;
  if (skill !== "health" && (acuteSigns(text).length > 0 || minorInjuryOf(text))) return "an injury or a sign that cannot wait is told, not the skill's work";
  return null;
}

/**
 * Why a skill the router entered on one cue word is no request for the skill's work, or null (walk 22a: in a cinema,
 * «в 3 зале сработала пожарка…», «у меня проектор в 4 зале…, кому звонить», «how long is my training and who is my
 * mentor?» entered the fitness skill on «зал», «training»). A place word or a word the company shares with the skill is
 * no request: the message says it is not about the word, names it as the place where something happens, asks whom to
 * call or tell, or asks a fact about the person's own thing (emergencies: loneCueEmergency).
 * `backed`: retrieval ranks the skill first on more of the request's words («занимаюсь в зале 3 раза в неделю, хочу
 * программу» names its «программу»): then the place and the call say where and whom of the skill's own work.
 */
export function loneCueNotTheJob(message: string, cue: SkillCue | undefined, skill: string, backed = false): string | null {
  const text = message.trim();
  const tok = tokens(text);
  if (!isLoneCue(cue, tok)) return null;
  const word = cue.objects[0]!;
  // «это не про спорт, я капельдинер»: the word is named to say the message is not about it.
  const not = notAbout(text);
  if (not && lexicon([word]).find(tokens(not))) return `the person says it is not about «${not}»`;
  if (backed) return ownFact(text, word);
  if (saidAsPlace(tok, word)) return `«${word}» names the place where something happens, not the skill's work`;
  if (OPEN_OR_SHUT.test(text)) return `whether or when «${word}» is open is asked: the company's hours, not the skill's work`;
  if (skill !== "health" && (WHOM_TO_NOTIFY.test(text) || WHOM_TO_INFORM.test(text) || CONTACT_ASKED_EN.test(text) || CONTACT_QUESTION.test(text) || CALL_WHOM.test(text))) return "whom to call or tell is asked";
  return ownFact(text, word);
}

function ownFact(text: string, word: string): string | null {
  const own = clausesOf(text).find((c) => (OWN_FACT_EN.test(c) || OWN_FACT_RU.test(c)) && lexicon([word]).find(tokens(c)) !== null);
  return own ? `a fact about the person's own «${word}» is asked («${own}»)` : null;
}

/**
 * «зал работает 1 января?», «до скольки открыт зал», «is the gym open on Sunday»: a place said to work, be open or closed
 * (Ожегов: работать — 6. функционировать, быть открытым для посетителей) is the company's premises whose hours are asked
 * (lead's walk 53: a climbing gym's «зал работает 1 января?» entered the fitness skill on «зал»).
 */
const OPEN_OR_SHUT = /(?<![\p{L}])(?:работа(?:ет|ют|л|ла|ло)|открыт[аоы]?|закрыт[аоы]?|открыва(?:ется|ются)|закрыва(?:ется|ются)|откро(?:ется|ются)|закро(?:ется|ются)|open|opens|closed|closes)(?![\p{L}])/iu;

/** «кому звонить», «куда звонить», «who do I call»: whom to phone (WHOM_TO_NOTIFY leaves «звонить» out: beside a fever it is 103). */
const CALL_WHOM = /(?<![\p{L}])(?:(?:кому|к\s+кому)\s+(?:мне\s+|нам\s+)?(?:звонить|позвонить|обращаться|обратиться|бежать|идти)|who\s+(?:do|should|can)\s+i\s+(?:call|ring|phone))(?![\p{L}])/iu;
