import type { Rule } from "../types.ts";
import { tokens } from "../lexicon.ts";
import { markerLexicon } from "../markers.ts";
import { activeSkillAbout, activeSkillWords, asksToLeaveSkill } from "../skill-exit.ts";

/** Replies at least this long read as a new request, not an answer (the seed's threshold). */
export const MAX_REPLY_CHARS = 240;

/** A question asking for material to work from: notes, a text, a recording's transcript, a letter («Please send the notes…»). */
const ASKS_MATERIAL = /(?<![\p{L}])(?:пришлите|пришли|вставьте|вставь|скиньте|скинь|отправьте|приложите|send|paste|share|give\s+me)(?![\p{L}])[^?]{0,60}(?:заметк|текст|запис|расшифровк|письм|протокол|notes|text|transcript|recording|letter|minutes)/iu;

/**
 * interview_continuation: inside a skill, a short answer to the assistant's question goes straight to
 * the skill. Without it every «3 годика» became a new task answered from one line of context.
 */
export function interviewContinuation(): Rule {
  const markers = markerLexicon();
  return {
    id: "interview_continuation",
    decide(input) {
      const skill = input.state.skill;
      if (!skill) return null;
      const last = [...input.history].reverse().find((m) => m.role === "assistant");
      // «Есть ли травмы…? Если нет, напишите «нет».»: a question may be followed by a short hint how to answer it.
      if (!last || !/\?[^?]{0,80}$/.test(last.content.trim())) return null;
      const text = input.message.trim();
      // «Пришлите заметки, запись или расшифровку встречи?»: material the skill asked for is as long as it is (walk 20b's
      // English notes, 260 characters, were taken for a new request and got a clarifying question).
      // Its words may be anything a meeting said («Maria prepares the budget»): no marker word makes it a new request.
      const material = ASKS_MATERIAL.test(last.content);
      if (text.length >= MAX_REPLY_CHARS && !material) return null;
      const tok = tokens(text);
      const marker = markers.find(tok);
      if (marker && !material) return null;
      // An explicit request to leave is an exit, not an answer; the seed lists it among the ways out.
      if (asksToLeaveSkill(tok, text, last.content, activeSkillWords(input), activeSkillAbout(input))) return null;
      return {
        outcome: "skill",
        skill,
        reasons: [`interview_continuation: reply to «${last.content.trim().slice(-60)}», ${text.length} chars, no marker word`],
      };
    },
  };
}
