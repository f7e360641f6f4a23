import type { Skill } from "../skills/types.ts";
import { procedureSteps } from "../skills/represent.ts";

const TO_PERSON: [RegExp, string][] = [
  [/^(спроси|расспроси)\s*,?\s*/i, "Расскажите, пожалуйста, "],
  [/^(уточни|выясни|узнай)\s*,?\s*/i, "Уточните, пожалуйста, "],
  [/^(попроси|собери|запроси)\s+/i, "Пришлите, пожалуйста, "],
  [/^(ask|find out|clarify)\s+/i, "Please tell me "],
];

/**
 * A procedure step turned from an instruction to the assistant into a question to the person
 * («Спроси, что беспокоит» → «Расскажите, пожалуйста, что беспокоит?»). Steps that are not
 * questions are shown as the next step of the method. Always ends with «?»: the interview rule
 * keeps the person's short reply inside the skill.
 */
export function stepAsQuestion(step: string): string {
  const rule = TO_PERSON.find(([re]) => re.test(step));
  const first = step.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, "");
  // «Попроси заметки; найди событие в календаре…»: what follows «;» is the assistant's own work, not a question.
  if (rule) return first.split(";")[0].trim().replace(rule[0], rule[1]) + "?";
  return `Следующий шаг: ${first.charAt(0).toLowerCase()}${first.slice(1)}. Что можете сообщить по этому шагу?`;
}

/**
 * The embedded face has no model to hold a conversation, so a skill walks its procedure: each turn
 * acknowledges the answer and asks the next step. `step` is how many steps were asked already.
 */
export function interviewReply(skill: Skill, step: number, entering: boolean): { text: string; step: number } {
  const steps = procedureSteps(skill);
  const intro = entering ? `Режим «${skill.name}»: ${skill.description.charAt(0).toLowerCase()}${skill.description.slice(1)}. Работаю по шагам процедуры.\n\n` : "Записал. ";
  if (step >= steps.length) {
    return { text: `${entering ? intro : "Записал. "}Все шаги процедуры пройдены. Можно вернуться в обычный режим — нажмите × на плашке навыка.`, step };
  }
  return { text: `${intro}Шаг ${step + 1} из ${steps.length}. ${stepAsQuestion(steps[step])}`, step: step + 1 };
}
