import type { Skill } from "../types.ts";
import type { Plan, Slot } from "./types.ts";
import { procedureSteps } from "../represent.ts";
import { skillNameIn } from "../names.ts";

const TO_PERSON: [RegExp, string, string][] = [
  [/^(спроси|расспроси)\s*,?\s*/i, "Расскажите, пожалуйста, ", "Please tell me "],
  [/^(уточни|выясни|узнай)\s*,?\s*/i, "Уточните, пожалуйста, ", "Please tell me "],
  [/^(попроси|собери|запроси)\s+/i, "Пришлите, пожалуйста, ", "Please send "],
  [/^(ask|find out|clarify)\s+(about\s+)?/i, "Please tell me ", "Please tell me "],
];

/**
 * A procedure step that asks the person something, turned into that question («Спроси, что беспокоит»
 * → «Расскажите, пожалуйста, что беспокоит?»); null for a step that is the assistant's own work. What
 * follows «;» is the assistant's work too («Попроси заметки; найди событие в календаре…»).
 */
export function stepAsQuestion(step: string, lang: "ru" | "en" = "ru"): string | null {
  const rule = TO_PERSON.find(([re]) => re.test(step));
  if (!rule) return null;
  const first = step.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, "").split(";")[0].trim();
  return first.replace(rule[0], lang === "ru" ? rule[1] : rule[2]) + "?";
}

// Imperatives whose infinitive no ending rule gives (general Russian grammar).
const IRREGULAR: Record<string, string> = {
  найди: "найти", подведи: "подвести", веди: "вести", приведи: "привести", опиши: "описать", напиши: "написать",
  покажи: "показать", скажи: "сказать", укажи: "указать", расскажи: "рассказать", выпиши: "выписать", запиши: "записать",
  пришли: "прислать", возьми: "взять", учти: "учесть", дождись: "дождаться", держи: "держать", предложи: "предложить",
  пойми: "понять", начни: "начать", помоги: "помочь", дай: "дать", отметь: "отметить", сверь: "сверить", вынеси: "вынести",
};

/** «Составь рацион…» → «составить рацион…»: a method step told as what is done, not as an order to the assistant. */
export function asInfinitive(step: string): string {
  const m = step.match(/^([\p{L}-]+)(.*)$/su);
  if (!m) return step;
  const verb = m[1].toLowerCase();
  const inf = IRREGULAR[verb]
    ?? (/[ая]й$/.test(verb) ? verb.slice(0, -1) + "ть" : /ь$/.test(verb) ? verb.slice(0, -1) + "ить" : /и$/.test(verb) ? verb + "ть" : verb);
  return inf + m[2];
}

/** Any other skill: asks the procedure's questions to the person, then sums up and names the method's next steps. */
export function genericPlan(skill: Skill): Plan {
  const steps = procedureSteps(skill);
  const slots: Slot[] = [{ id: "request", ru: "Расскажите, пожалуйста, подробнее, что нужно сделать?", en: "Please tell me more about what you need?", free: true }];
  steps.forEach((st, i) => {
    const ru = stepAsQuestion(st, "ru");
    if (ru) slots.push({ id: `step${i}`, ru, en: stepAsQuestion(st, "en")!, free: true });
  });
  const work = steps.filter((st) => !stepAsQuestion(st)).map((st) => asInfinitive(st.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, "")));
  return {
    opening: "request",
    slots,
    result(s) {
      const ru = s.lang === "ru";
      const told = slots.filter((sl) => s.facts[sl.id]).map((sl) => `— ${sl.id === "request" ? (ru ? "запрос" : "request") : (ru ? sl.ru : sl.en).replace(/^(Расскажите|Уточните|Пришлите), пожалуйста, |^Please (tell me|send) /, "").replace(/\?$/, "")}: ${s.facts[sl.id]}`);
      const next = work.map((w, i) => `${i + 1}. ${w}`).join("\n");
      return ru
        ? `Что вы рассказали:\n${told.join("\n")}\n\nПо методике «${skill.name}» дальше нужно:\n${next || "—"}\n\nЧто из этого сделать первым или что поправить?`
        : `What you told me:\n${told.join("\n")}\n\nWhat the «${skillNameIn(skill, "en")}» method does next:\n${next || "—"}\n\nWhat should come first, or what should I change?`;
    },
  };
}
