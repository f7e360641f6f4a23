import type { Decision, RouteInput } from "../routing/types.ts";
import { phrases, type Lang, type Phrases } from "./phrases.ts";
import { asksClock, clockAnswer } from "./clock.ts";
import { asksReminder } from "./reminders.ts";
import { ARITHMETIC_LEAD, arithmeticAnswer, arithmeticOf } from "./arithmetic.ts";
import { exactFraction } from "./fraction.ts";
import { asksToStop } from "./enough.ts";
import { asksDocumentList, asksSkillList } from "./doc-list.ts";
import { isPraise } from "./praise.ts";
import { keepsUpTalk, smallTalkReply, takesLeave } from "./small-talk.ts";
import { asksHowAreYou, feelingReply, tellsFeeling } from "./feelings.ts";
import { periodAsked } from "../text/per-period.ts";
import { perWeek } from "./per-week.ts";

/** What a self-answer may say from: the interface's phrases and language, the clock, the documents' names. */
export interface SelfAnswerContext { P: Phrases; lang: Lang; now: Date; zone: string; documents: () => string[]; skills: () => string[]; previous?: string }

interface SelfAnswer {
  /** The decision record's reason. */
  reason: string;
  /**
   * Answered inside a skill too: a word aside («кстати, какое сегодня число?») that is no reply to the skill; a function
   * when only some forms of it are asides.
   */
  inSkill?: boolean | ((message: string) => boolean);
  /** Only without a model: with one, the model keeps up the talk itself. */
  withoutModel?: boolean;
  /** `previous`: the assistant's last answer, for a follow-up of what it just worked out («а в неделю?»). */
  matches(message: string, previous?: string): boolean;
  say(message: string, c: SelfAnswerContext): string;
}

/**
 * What the assistant answers itself, whatever routing leaned to: «хватит», its list of documents, a
 * reminder it cannot set, a sum, the date. One table, read after routing (the decision becomes a plain
 * answer, with its reason) and by the text turn (the words), first match wins.
 */
const SELF_ANSWERS: readonly SelfAnswer[] = [
  // «thanks, bye» takes leave: «bye» ends a skill's talk (skill-exit.ts), but outside one it is answered in kind (walk 40 got
  // «All right, I have stopped»).
  { reason: "«enough»: the topic ends, said in words", matches: (m) => asksToStop(m) && !takesLeave(m), say: (_, c) => c.P.stopped },
  { reason: "the list of the company's documents", matches: asksDocumentList, say: (_, c) => c.P.documentList(c.documents()) },
  { reason: "the list of the skills that can be taken up", matches: asksSkillList, say: (_, c) => c.P.skillList(c.skills()) },
  { reason: "a reminder: none can be set here, said in words", matches: asksReminder, say: (_, c) => c.P.noReminder },
  // «переведи на английский: дети сегодня хорошо поели»: a translation is model's work; without one it is said so in words
  // (walk 20a got the introduction).
  { reason: "a translation: none without a model, said in words", withoutModel: true, matches: (m) => TRANSLATE.test(m.trim()), say: (_, c) => c.P.noTranslation },
  { reason: "arithmetic: computed", matches: (m) => arithmeticOf(m) !== null, say: (m, c) => arithmeticAnswer(arithmeticOf(m)!, c.lang, exactFraction(m.replace(ARITHMETIC_LEAD, ""))) },
  // «а в неделю?», «per week?» after a daily calorie target, a meal's total or a sum: the figure times seven, inside the skill
  // that worked it out too (walks 20b, 20c: the documents' refusal, or the skill's answer again).
  // «…if I eat it every day?», «and for 7 days?», «3 раза в неделю, это сколько в неделю?»: times the days said (walk 21c).
  { reason: "per week: the figure just worked out, times the days asked", inSkill: true, matches: (m, p) => { const asked = periodAsked(m); return !!asked && !!p && perWeek(p, "ru", phrases("ru"), asked) !== null; }, say: (m, c) => perWeek(c.previous ?? "", c.lang, c.P, periodAsked(m)!)! },
  { reason: "the clock answers: today's date and time", inSkill: true, matches: asksClock, say: (_, c) => clockAnswer(c.now, c.zone, c.lang) },
  // «ты сегодня молодец»: praise asks for nothing; its «сегодня» is no day to search the calendar for.
  { reason: "praise: thanked for, nothing searched", inSkill: true, matches: isPraise, say: (_, c) => c.P.praised },
  // «как настроение?», «ок, понял», «хорошего вечера!»: the talk kept up, answered in kind (walk 12b: a metrics tool ran on «настроение»).
  { reason: "small talk: answered in kind", withoutModel: true, matches: keepsUpTalk, say: (m, c) => smallTalkReply(m, c.P) },
  // «как дела? устала сегодня»: how the person feels, answered in kind (walk 18b got a refusal naming hr@). Inside a skill
  // only with a «как дела?»: «устала» alone may answer the health interview's «что беспокоит?».
  { reason: "how the person feels: answered in kind", withoutModel: true, inSkill: asksHowAreYou, matches: tellsFeeling, say: (m, c) => feelingReply(m, c.P) },
];

/** «переведи (на английский)…», «translate (this) into English…»: a request to translate a text. */
const TRANSLATE = /^(?:пожалуйста[,\s]+)?(?:переведи|переведите|перевести|translate)(?:\s+(?:мне|this|it|please))?(?:\s+(?:на|into|to)\s+\p{L}+)?[\s:,]/iu;

export function selfAnswerOf(message: string, model = false, previous?: string): SelfAnswer | null {
  return SELF_ANSWERS.find((a) => !(a.withoutModel && model) && a.matches(message, previous)) ?? null;
}

/**
 * Outside a rule, a message the assistant answers itself becomes a plain answer; inside a skill only one
 * it answers there too (the date), the skill staying on the badge. What the guards cut is no part of it:
 * «а какое сегодня число?» after today's calendar read as that search again, «shown above» was no answer.
 */
export function answerInWords(d: Decision, input: RouteInput, model = false): Decision {
  // A rule that only keeps the active skill (a short reply to its question) yields to a word aside the skill has no answer to.
  const keepsSkill = !!d.rule && d.outcome === "skill" && d.skill === input.state.skill;
  const previous = input.history.findLast((m) => m.role === "assistant")?.content;
  const own = d.rule && !keepsSkill ? null : selfAnswerOf(input.message, model, previous);
  const aside = typeof own?.inSkill === "function" ? own.inSkill(input.message) : !!own?.inSkill;
  if (!own || ((input.state.skill || keepsSkill) && !aside)) return d;
  const cut = d.guards.map((g) => `guard ${g.guard} on ${g.tool} set aside`);
  // «self-answer:» marks the record so the dashboard never lists the turn as a question the documents left open.
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, guards: [], reasons: [...d.reasons, ...cut, `self-answer: ${own.reason}`] };
}
