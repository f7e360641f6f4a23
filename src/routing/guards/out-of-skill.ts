import { situationOf } from "../../text/first-aid.ts";
import { acuteSigns } from "../../skills/interview/extract.ts";
import { thanksForHelp } from "../../text/gratitude.ts";
import { contentStems } from "../../text/tokens.ts";

/**
 * Messages that end a skill's talk however short they are (walk 22a: inside the fitness interview «женщине стало плохо в
 * зале, она упала в обморок» got the next question about training goals, «спасибо большое, ты очень помогла!» and «это не
 * про спорт, я капельдинер» were taken as answers to it).
 */

/**
 * «в зале сработала пожарка», «женщине стало плохо, упала в обморок»: an emergency at work told inside a skill leaves the
 * skill; the message is then answered as in a plain chat (the emergency numbers, the safety rules' steps). The health
 * skill keeps the signs of the body that are its own (it says the number itself); a fire or a fight leaves it too.
 * Returns why, or null.
 */
export function emergencyLeaves(message: string, active: string): string | null {
  const situation = situationOf(message);
  if (situation) return `an emergency is told («${situation.ru}»)`;
  if (active !== "health" && acuteSigns(message).some((f) => f.ask)) return "a sign that cannot wait is told";
  return null;
}

/** «это не про спорт», «я не про тренировки», «it's not about fitness»: the topic named after the negation (capture 1). */
const NOT_ABOUT = /(?<![\p{L}])(?:не\s+(?:про|о|об|обо|по\s+поводу|насчёт|насчет)|not\s+about|nothing\s+to\s+do\s+with)\s+(\p{L}+)/iu;

/**
 * Why a message closes the active skill's talk, or null: a thanks for the help said as the whole message (as «спасибо»
 * alone already does), or the person saying the talk is not about the skill's topic — a word of its name or description
 * (`head`) or one of its cue words (`cue`) after «не про» («это не про спорт, я капельдинер в кинотеатре»).
 */
export function closesSkillTalk(message: string, head: string, cue: (word: string) => boolean = () => false): string | null {
  if (thanksForHelp(message)) return "the person thanks for the help";
  const topic = notAbout(message);
  if (!topic) return null;
  const stems = contentStems(topic);
  const own = new Set(contentStems(head));
  return cue(topic) || (stems.length > 0 && stems.every((s) => own.has(s))) ? `the person says the talk is not about «${topic}»` : null;
}

/** The topic a message says it is not about («не про спорт» → «спорт»), or null. */
export function notAbout(message: string): string | null {
  return NOT_ABOUT.exec(message)?.[1]?.toLowerCase() ?? null;
}
