import type { Skill } from "../types.ts";
import type { Plan, Slot } from "./types.ts";
import { procedureSteps } from "../represent.ts";
import { skillNameIn } from "../names.ts";
import { russianDictionary } from "../../text/dictionary.ts";

// «Собери план в документ» is the assistant's own work, never a question to the person.
const TO_PERSON: [RegExp, string, string][] = [
  // An admin writes a step as an order («Спроси…») or as an infinitive («Спросить…»): both ask the person.
  [/^(спроси|расспроси)(?:ть)?(?![\p{L}])\s*,?\s*/iu, "Расскажите, пожалуйста, ", "Please tell me "],
  [/^(уточни|выясни|узнай|узнать)(?:ть)?(?![\p{L}])\s*,?\s*/iu, "Уточните, пожалуйста, ", "Please tell me "],
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
  const rest = first.replace(rule[0], "").replace(/(\s(?:и|или)\s+)(\p{L}+)(?=[\s,]|$)/gu, (all, pre: string, w: string) => (lang === "ru" && IMPERATIVE_TO_PERSON.has(w.toLowerCase()) ? `${pre}${w}те` : all));
  return opening + rest + "?";
}

/** The verbs of telling a step asks the person to do, in their «вы» form. */
const TELLING: Record<string, string> = {
  описать: "Опишите", рассказать: "Расскажите", показать: "Покажите", прислать: "Пришлите", назвать: "Назовите", перечислить: "Перечислите",
};

/** Imperatives addressed to the person later in a question's step («… и уточни», «… и укажи»): they take «-те». */
const IMPERATIVE_TO_PERSON = new Set(["уточни", "укажи", "покажи", "опиши", "расскажи", "назови", "пришли", "перечисли", "объясни", "выясни"]);

// Imperatives whose infinitive no ending rule gives (general Russian grammar).
const IRREGULAR: Record<string, string> = {
  найди: "найти", подведи: "подвести", веди: "вести", приведи: "привести", опиши: "описать", напиши: "написать",
  покажи: "показать", скажи: "сказать", укажи: "указать", расскажи: "рассказать", выпиши: "выписать", запиши: "записать",
  пришли: "прислать", возьми: "взять", учти: "учесть", дождись: "дождаться", держи: "держать", предложи: "предложить",
  пойми: "понять", начни: "начать", помоги: "помочь", дай: "дать", отметь: "отметить", сверь: "сверить", вынеси: "вынести",
  // Regular, listed so that a second verb of a step («… и выясни причины») is told from a noun in -и («и статьи»).
  выясни: "выяснить", уточни: "уточнить", оцени: "оценить", сравни: "сравнить", сохрани: "сохранить", объясни: "объяснить",
  определи: "определить", заполни: "заполнить", проверь: "проверить", отправь: "отправить", подготовь: "подготовить", добавь: "добавить",
  составь: "составить", выдели: "выделить", перечисли: "перечислить", пометь: "пометить", ставь: "ставить", назначай: "назначать",
  посмотри: "посмотреть", смотри: "смотреть", обещай: "обещать", посоветуй: "посоветовать", додумывай: "додумывать", придумывай: "придумывать",
};

/**
 * The infinitive of a second-person imperative, by the endings of Russian verb classes (general grammar):
 * -ай/-яй → -ать/-ять, -уй → -овать, -ь → -ить; roots whose infinitive is built otherwise by their
 * ending (-веди → -вести, -неси → -нести, -вези → -везти, -пиши → -писать, -кажи → -казать, -бери → -брать);
 * -и → -ить for the rest. Null for a word that is no imperative by its ending.
 */
function imperativeToInfinitive(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (NOUNS_IN_J.has(w)) return null;
  // «помочь», «беречь», «стричь»: infinitives of stems in к/г; an imperative in -чь has «а»/«я» before it («назначь», «спрячь»).
  if (/[оеиё]чь(?:ся)?$/.test(w)) return w;
  // Each rule gives a guess; the Russian dictionary keeps the one that is a word («подобрать», not «подбрать»).
  const dict = russianDictionary();
  const guess = guesses(w).find((g) => dict.has(g));
  if (guess) return guess;
  // «Проверить, прошло ли 14 дней», «Помочь заполнить…»: an admin's step already says what is done («отметь»,
  // «назначь» end alike, but their guesses are words). Otherwise the step is left out rather than shown as a made-up word.
  return INFINITIVE.test(w) ? w : null;
}

/** Infinitive endings: -ть, -ти, -чь, with the reflexive -ся/-сь. */
const INFINITIVE = /^[а-яё]{2,}(?:ть|ти|чь)(?:ся|сь)?$/;

/** The infinitives an imperative may have by the endings of Russian verb classes, most likely first. */
function guesses(w: string): string[] {
  const out: string[] = [];
  const root = ROOTS.find(([end]) => w.endsWith(end) && w.length >= end.length);
  if (root) {
    const head = w.slice(0, -root[0].length);
    out.push(head + root[1]);
    // «подбери» → «подобрать», «отзови» → «отозвать»: a prefix ending in a consonant takes «о» before a short root.
    if (/[бвгджзклмнпрстфхцчшщ]$/.test(head)) out.push(head + "о" + root[1]);
  }
  if (/[ая]й$/.test(w)) out.push(w.slice(0, -1) + "ть");
  if (/уй$/.test(w) && w.length > 4) out.push(w.slice(0, -2) + "овать");
  if (/[^аеиоуыэюя]ь$/.test(w) && w.length > 3) out.push(w.slice(0, -1) + "ить", w.slice(0, -1) + "еть");
  if (/[^аеиоуыэюя]и$/.test(w) && w.length > 3) out.push(w + "ть", w.slice(0, -1) + "еть", w.slice(0, -1) + "ать");
  return out;
}

const ROOTS: [string, string][] = [
  ["веди", "вести"], ["неси", "нести"], ["вези", "везти"], ["пиши", "писать"], ["кажи", "казать"], ["яжи", "язать"],
  ["бери", "брать"], ["зови", "звать"], ["жди", "ждать"], ["ложи", "ложить"],
  // -ей/-ой: «разбей» → «разбить», «открой» → «открыть», «построй» → «построить» (the rest of -ой).
  ["бей", "бить"], ["лей", "лить"], ["шей", "шить"], ["пей", "пить"], ["крой", "крыть"], ["мой", "мыть"], ["ой", "оить"],
];

/** Endings only imperatives have among a step's words (-ай/-яй/-уй after four letters): «посчитай», «сформулируй». */
const SURE = /^[а-я]{3,}(?:ай|яй|уй)$/;

/** Nouns in -ай/-ей/-ой a step may list after «и» («меню и чай»): not imperatives. */
const NOUNS_IN_J = new Set(["чай", "случай", "обычай", "край", "урожай", "сарай", "трамвай", "май", "рай", "музей", "хоккей", "юбилей", "бой", "герой", "строй", "слой", "покой", "рой", "сбой", "простой", "отбой", "запой", "разбой"]);

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
  if (/^(?:по|для|на|в|во|из|с|со|к|после|перед|до|отдельно|сначала|затем|потом|иначе|также|далее|дальше|не|чего|если|когда|при)$/i.test(m[1])) {
    const sure = (w: string) => SURE.test(w) || !!IRREGULAR[w] || ROOTS.some(([e]) => w.endsWith(e) && w.length > e.length + 1 && e.length > 2);
    const verb = step.match(/(?<![\p{L}])([\p{L}]+)(?![\p{L}])/gu)?.slice(1).find((w) => sure(w.toLowerCase()));
    const inf = verb ? imperativeToInfinitive(verb) : null;
    return verb && inf ? step.charAt(0).toLowerCase() + step.slice(1).replace(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, "u"), inf) : null;
  }
  const conditional = /^(?:for|if|when)$/i.test(m[1]);
  const converted = conditional
    ? step.replace(/^(.*?,\s*)([\p{L}-]+)/su, (all, head: string, verb: string) => { const inf = imperativeToInfinitive(verb); return inf ? head.charAt(0).toLowerCase() + head.slice(1) + inf : all; })
    : (() => { const inf = imperativeToInfinitive(m[1]); return inf ? inf + m[2] : null; })();
  if (!converted || converted === step) return /^[a-z]/i.test(step) ? step : null;
  // «…и посчитай отклонения», «…, затем выясни причины»: later verbs of the same step.
  return converted.replace(/(\s(?:и|затем|потом|then|and)\s+)([\p{L}]+[айяуь]й?|[\p{L}]+и)(?=[\s,.;]|$)/gu, (all, pre: string, w: string) => {
    const inf = /(?:ай|яй|уй)$/.test(w) || IRREGULAR[w] || ROOTS.some(([e]) => w.endsWith(e) && e.length > 2) ? imperativeToInfinitive(w) : null;
    return inf ? pre + inf : all;
  });
}

/** Any other skill: asks the procedure's questions to the person, then sums up and names the method's next steps. */
export function genericPlan(skill: Skill): Plan {
  const steps = procedureSteps(skill);
  const slots: Slot[] = [{ id: "request", ru: "Расскажите, пожалуйста, подробнее, что нужно сделать?", en: "Please tell me more about what you need?", free: true }];
  steps.forEach((st, i) => {
    const ru = stepAsQuestion(st, "ru");
    if (ru) slots.push({ id: `step${i}`, ru, en: stepAsQuestion(st, "en")!, free: true });
  });
  const work = steps.filter((st) => !stepAsQuestion(st)).map((st) => asInfinitive(st.split(/(?<=[.!?])\s+/)[0].replace(/[.!]+$/, ""))).filter((w): w is string => w !== null);
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
