import type { Skill } from "../types.ts";
import type { InterviewState, Plan, Slot } from "./types.ts";
import { procedureSteps } from "../represent.ts";
import { contentStems } from "../../text/tokens.ts";
import { skillNameIn } from "../names.ts";
import { hasImperativeForm, imperativeToInfinitive, isSureImperative } from "../../text/imperatives.ts";
import { ASKS_FOR_DRAFT } from "../../text/speech-acts.ts";

// «Собери план в документ» is the assistant's own work, never a question to the person.
const TO_PERSON: [RegExp, string, string][] = [
  // An admin writes a step as an order («Спроси…») or as an infinitive («Спросить…»): both ask the person.
  [/^(спроси|расспроси)(?:ть|те)?(?![\p{L}])\s*,?\s*/iu, "Расскажите, пожалуйста, ", "Please tell me "],
  [/^(уточни|выясни|узнай|узнать)(?:ть|те)?(?![\p{L}])\s*,?\s*/iu, "Уточните, пожалуйста, ", "Please tell me "],
  // «Попроси человека описать, как…» → «Опишите, пожалуйста, как…»: the verb of telling asked for, said to the person.
  [/^попроси(?:ть)?\s+(?:человека|пользователя|его|её|ее|клиента|покупателя)\s+(описать|рассказать|показать|прислать|назвать|перечислить)\s*,?\s*/iu, "", "Please tell me "],
  [/^(попроси|запроси)(?:ть)?\s+/iu, "Пришлите, пожалуйста, ", "Please send "],
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
  const first = step.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, "").split(";")[0].trim()
    // «(найди переписку)», «…, или найди старые инструкции»: the assistant's own work, not asked of the person.
    .replace(/\s*\((?:найди|посмотри|проверь|загляни)[^)]*\)/giu, "")
    .replace(/,?\s+или\s+(?:найди|посмотри|проверь|возьми)(?![\p{L}]).*$/iu, "");
  const told = TELLING[(rule[0].exec(first)?.[1] ?? "").toLowerCase()];
  const opening = lang === "ru" ? (told ? `${told}, пожалуйста, ` : rule[1]) : rule[2];
  // «… и уточни, на чьей стороне компания»: a later verb addressed to the person takes «вы» too.
  // «…и уточнить сумму» written as an infinitive takes «вы» the same way.
  const rest = first.replace(rule[0], "").replace(/(\s(?:и|или)\s+)(\p{L}+)(?=[\s,]|$)/gu, (all, pre: string, w: string) => {
    if (lang !== "ru") return all;
    if (IMPERATIVE_TO_PERSON.has(w.toLowerCase())) return `${pre}${w}те`;
    const imperative = w.toLowerCase().replace(/ть$/, "");
    return w.toLowerCase().endsWith("ть") && IMPERATIVE_TO_PERSON.has(imperative) ? `${pre}${imperative}те` : all;
  });
  return opening + rest + "?";
}

/** The verbs of telling a step asks the person to do, in their «вы» form. */
const TELLING: Record<string, string> = {
  описать: "Опишите", рассказать: "Расскажите", показать: "Покажите", прислать: "Пришлите", назвать: "Назовите", перечислить: "Перечислите",
};

/** Imperatives addressed to the person later in a question's step («… и уточни», «… и укажи»): they take «-те». */
const IMPERATIVE_TO_PERSON = new Set(["уточни", "укажи", "покажи", "опиши", "расскажи", "назови", "пришли", "перечисли", "объясни", "выясни"]);

/**
 * «Составь рацион…» → «составить рацион…»: a method step told as what is done, not as an order to the
 * assistant. A step opening with a condition («Если претензия юридическая, передай юристу») has its verb
 * after the condition; «…и посчитай отклонения» has a second. Null when no verb can be read surely:
 * the step is then left out rather than shown as an order or a made-up word.
 */
export function asInfinitive(step: string): string | null {
  const m = step.match(/^([\p{L}-]+)(.*)$/su);
  if (!m) return null;
  // «По каждому вопросу запиши решение», «Отдельно перечисли…», «Не ставь диагноз», «Если …, так и скажи»: words
  // before the verb; the first sure imperative among the step's words is told as what is done.
  if (/^(?:по|для|на|в|во|из|с|со|к|о|об|за|у|после|перед|до|отдельно|сначала|затем|потом|иначе|также|далее|дальше|не|чего|если|когда|при)$/i.test(m[1])) {
    // Every sure imperative of the step is told so («спросить его… или оценить по обычной порции и сказать…»).
    const verbs = [...new Set(step.match(/(?<![\p{L}])([\p{L}]+)(?![\p{L}])/gu)?.slice(1).filter((w) => isSureImperative(w.toLowerCase())) ?? [])];
    let told = step;
    for (const verb of verbs) {
      const inf = imperativeToInfinitive(verb);
      if (inf) told = told.replace(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, "gu"), inf);
    }
    return told !== step ? told.charAt(0).toLowerCase() + told.slice(1) : null;
  }
  const conditional = /^(?:for|if|when)$/i.test(m[1]);
  const converted = conditional
    ? step.replace(/^(.*?,\s*)([\p{L}-]+)/su, (all, head: string, verb: string) => { const inf = imperativeToInfinitive(verb); return inf ? head.charAt(0).toLowerCase() + head.slice(1) + inf : all; })
    : (() => { const inf = imperativeToInfinitive(m[1]); return inf ? inf + m[2] : null; })();
  if (!converted || converted === step) return /^[a-z]/i.test(step) ? step : null;
  // «…и посчитай отклонения», «…, затем выясни причины»: later verbs of the same step.
  const joined = converted.replace(/(\s(?:и|затем|потом|then|and)\s+)([\p{L}]+[айяуь]й?|[\p{L}]+и)(?=[\s,.;]|$)/gu, (all, pre: string, w: string) => {
    const inf = hasImperativeForm(w) ? imperativeToInfinitive(w) : null;
    return inf ? pre + inf : all;
  });
  // «…; без ответственного задачу пометь «назначить»»: any other sure imperative of the step, wherever it stands.
  return joined.replace(/(?<![\p{L}])[\p{L}]+(?![\p{L}])/gu, (w) => (isSureImperative(w.toLowerCase()) ? imperativeToInfinitive(w) ?? w : w));
}

/** Words after a colon that make material handed over rather than a label («тема: отпуск»). */
const MATERIAL_WORDS = 6;
/** A first message this long tells the request in detail: it answers the first question the method asks. */
const DETAILED = 15;

/**
 * A step without the clauses that bind the assistant's own conduct: «…, не отправляй сам», «…, ничего не придумывай»
 * (a negated order is a limit on how the work is done, no work the person is shown as next).
 */
function withoutLimits(step: string): string {
  const kept = step.split(/\s*[,;]\s*/).filter((c) => !/^(?:и\s+|но\s+)?(?:ничего\s+|никогда\s+)?не\s+\p{L}+/iu.test(c) || !isSureImperative(c.replace(/^(?:и\s+|но\s+)?(?:ничего\s+|никогда\s+)?не\s+/iu, "").split(/\s+/)[0].toLowerCase()));
  return kept.length ? kept.join(", ") : step;
}

/**
 * The part of a method-worked result that names the method's next steps, to its end: left out when the skill has
 * done the work itself (a letter or a document drafted below), as steps such as «подготовить черновик» are then done.
 */
export const NEXT_STEPS = /\n\n(?:Дальше по методике|Next, by the) [\s\S]*$/u;

/** Any other skill: asks the procedure's questions to the person, then sums up and names the method's next steps. */
export function genericPlan(skill: Skill): Plan {
  const steps = procedureSteps(skill);
  const slots: Slot[] = [{ id: "request", ru: "Расскажите, пожалуйста, подробнее, что нужно сделать?", en: "Please tell me more about what you need?", free: true }];
  steps.forEach((st, i) => {
    const ru = stepAsQuestion(st, "ru");
    // A method written in Russian is asked in Russian in the English interface too: «Please tell me жалоба устная…?»
    // mixed two languages in one question (walk 11c); the words are the admin's, no model translates them.
    if (ru) slots.push({ id: `step${i}`, ru, en: /[а-яё]/i.test(st) ? ru : stepAsQuestion(st, "en")!, free: true });
  });
  const work = steps.filter((st) => !stepAsQuestion(st)).map((st) => asInfinitive(withoutLimits(firstSentence(st)))).filter((w): w is string => w !== null);
  const firstQuestion = slots[1];
  // «вот заметки со встречи: Иванов — смета до пятницы, …»: material handed over after a colon answers the step that
  // asks for it («Пришлите, пожалуйста, заметки…?»), which is then not asked again (walk 12b).
  const material = slots.find((sl) => /^Пришлите|^Please send/.test(sl.ru) || /^Please send/.test(sl.en));
const result = (s: InterviewState): string => {
    const ru = s.lang === "ru";
    // «не знаю» to a free question is kept as "none": shown as a dash, not as the word.
    const shown = (v: unknown) => (v === "none" ? "—" : String(v));
    // A question the detailed request answered is not shown twice: the request says it.
    const again = (sl: Slot) => sl.id === s.facts.fromRequest;
    const told = slots.filter((sl) => s.facts[sl.id] && !again(sl)).map((sl) => `— ${sl.id === "request" ? (ru ? "запрос" : "request") : (ru ? sl.ru : sl.en).replace(/^(Расскажите|Уточните|Пришлите), пожалуйста, |^Please (tell me|send) /, "").replace(/\?$/, "")}: ${shown(s.facts[sl.id])}`);
    if (s.facts.more) told.push(`— ${ru ? "дополнительно" : "also"}: ${s.facts.more}`);
    const next = work.map((w, i) => `${i + 1}. ${w}`).join("\n");
    return ru
      ? `Что вы рассказали:\n${told.join("\n")}\n\nДальше по методике «${skill.name}»:\n${next || "—"}\n\nС чего начать или что поправить?`
      : `What you told me:\n${told.join("\n")}\n\nNext, by the «${skillNameIn(skill, "en")}» method:\n${next || "—"}\n\nWhere should we start, or what should I change?`;
  };
  return {
    opening: "request",
    fromMethod: true,
    slots,
    absorb(s, message) {
      // «Напиши письмо в ООО «Бумага+»: просим перенести поставку с 15 на 22 октября…, подпись — Анна Петрова»: a request
      // told at length already says what the first question asks («адресата, цель письма…»); it is not asked again (walk 13b).
      if (firstQuestion && Object.keys(s.facts).length === 0 && !s.asked.length && message.trim().split(/\s+/).length >= DETAILED) {
        s.facts[firstQuestion.id] = message.trim();
        s.facts.fromRequest = firstQuestion.id;
      }
      const handed = /:\s*(\S[\s\S]*)$/.exec(message)?.[1].trim();
      if (material && s.facts[material.id] === undefined && handed && handed.split(/\s+/).length >= MATERIAL_WORDS) s.facts[material.id] = handed;
    },
    // «обучение план 100, факт 180…» after the result: what the person adds is kept and shown with the rest, never
    // met with «Понял» alone (walk 13b: every figure given after a result was dropped). «не знаю», «ок» add nothing.
    after(s, message) {
      const text = message.trim();
      // «ну так напиши уже текст письма» asks for the work, it adds nothing to it.
      if (/\?\s*$/.test(text) || contentStems(text).length < 3 || ASKS_FOR_DRAFT.test(text)) return null;
      s.facts.more = [s.facts.more, text].filter(Boolean).join("; ");
      return `${s.lang === "ru" ? "Дополнил." : "Added."}\n\n${result(s)}`;
    },
    result,
  };
}

/**
 * «а кому из начальства сообщить?» after a company skill's result: the step of its method that shares the most
 * words with the question, told as what is done («сообщить заместителю главного врача…»), or null when no step
 * speaks to it. The method is the skill's own knowledge: the answer is there, not in a repeated summary.
 */
export function stepAnswering(skill: Skill, question: string): string | null {
  const asked = new Set(contentStems(question));
  let best: { step: string; shared: number } | null = null;
  for (const step of procedureSteps(skill)) {
    const shared = new Set(contentStems(step).filter((w) => asked.has(w))).size;
    if (shared > 0 && (!best || shared > best.shared)) best = { step, shared };
  }
  // Told as what is done, never as an order to the assistant; a step no verb can be read in is not shown.
  return best ? asInfinitive(firstSentence(best.step)) : null;
}

/** A step's first sentence without its closing mark: what the step says is done. */
const firstSentence = (step: string) => step.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, "");
