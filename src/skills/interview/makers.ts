import type { Lang } from "./types.ts";
import { dealIn, negotiationPlan } from "./negotiation.ts";
import { ownAskIn, ownAskPlan } from "./negotiation-own.ts";
import { ownAskStart } from "./negotiation-start.ts";
import { hireIn, interviewQuestions, moreQuestions } from "./interview-questions.ts";

/**
 * The platform's «making» skills that make their result from the person's words themselves (issue 16: «at the end it
 * gives a useful result»), not only lay the words out by part. `request` is the first message, `answers` the rest said.
 */
export interface Maker {
  /** The result made, shown in place of the outline; null when too little was said (the outline is shown then). */
  text(request: string, answers: string[], lang: Lang): string | null;
  /** The document a skill with one drafts, or null. */
  document?(request: string, answers: string[], lang: Lang): { title: string; content: string } | null;
  /** A narrower first question when the request already told part of what it asks; null keeps the method's. */
  ask?(request: string, lang: Lang): string | null;
  /** What a follow-up after the result asks for, made at once («вопросов 10 по фигме»), or null (read as usual). */
  follow?(message: string, lang: Lang): string | null;
}

// Our own ask (a raise: our goal and minimum in money) first; a deal where the other side asks a discount otherwise;
// our goal alone (a sum or a share) still opens the talk, with the rest asked for.
const negotiation: Maker = {
  text(request, answers, lang) {
    const own = ownAskIn([request, ...answers]);
    return ownAskPlan(own, lang) ?? negotiationPlan(dealIn([request, ...answers]), lang) ?? ownAskStart(own, lang);
  },
};

/** The chat's block of questions opens with this heading: the draft holds it whole, so the chat drops it then. */
export const QUESTIONS_HEAD = { ru: "Вопросы для собеседования", en: "Interview questions" };

const interviewing: Maker = {
  text(request, answers, lang) {
    const made = interviewQuestions(hireIn(request, answers, lang), lang);
    return made && `${made.title}\n${made.lines.join("\n")}`;
  },
  document(request, answers, lang) {
    const made = interviewQuestions(hireIn(request, answers, lang), lang);
    // A competency's name («Холодные звонки:») is a heading, its questions a list, the rest paragraphs.
    const body = made?.lines.map((l) => (/:$/u.test(l) ? `\n## ${l.slice(0, -1)}\n` : /^\d+\./u.test(l) ? `${l}\n` : `\n${l}\n`)).join("");
    return made && { title: made.title, content: `# ${made.title}\n${body}` };
  },
  follow: moreQuestions,
  // «…на позицию менеджера по продажам»: the position is not asked again, only the level and what to check.
  ask(request, lang) {
    if (!hireIn(request, [], lang).role) return null;
    return lang === "ru" ? "Уточните, пожалуйста, уровень (начальный, средний, старший) и ключевые компетенции, которые нужно проверить?"
      : "Please tell me the level (junior, middle, senior) and the key competencies to check?";
  },
};

const MAKERS: Record<string, Maker> = { "negotiation-prep": negotiation, "interview-questions": interviewing };

export const makerOf = (skill: { id: string; source: string }): Maker | undefined => (skill.source === "platform" ? MAKERS[skill.id] : undefined);
