import type { Skill } from "../types.ts";
import type { InterviewState, Plan, Slot } from "./types.ts";
import { procedureSteps } from "../represent.ts";
import { contentStems } from "../../text/tokens.ts";
import { hasImperativeForm, imperativeToInfinitive, isSureImperative, opensWithImperative } from "../../text/imperatives.ts";
import { ASKS_FOR_DRAFT } from "../../text/speech-acts.ts";
import { kindOf, ownContentOf, partsOf, spoken } from "./method-steps.ts";
import { labelsAPart, materialOf, outlineOf, outlineText } from "./outline.ts";
import { makerOf, type Maker } from "./makers.ts";
import { asksForLetter, letterIn } from "./letter-draft.ts";
import { normalize, settle } from "./extract.ts";
import questionsEn from "./questions-en.json" with { type: "json" };

const QUESTIONS_EN = questionsEn.questions as Record<string, string>;
/** The English wording of a question a Russian procedure asks: the platform's own, else a general one. */
const englishOf = (ru: string) => QUESTIONS_EN[ru] ?? "Please tell me the details this step needs?";

// «Собери план в документ» is the assistant's own work, never a question to the person.
const TO_PERSON: [RegExp, string, string][] = [
  // An admin writes a step as an order («Спроси…») or as an infinitive («Спросить…»): both ask the person.
  [/^(спроси|расспроси)(?:ть|те)?(?![\p{L}])\s*,?\s*/iu, "Расскажите, пожалуйста, ", "Please tell me "],
  [/^(уточни|выясни|узнай|узнать)(?:ть|те)?(?![\p{L}])\s*,?\s*/iu, "Уточните, пожалуйста, ", "Please tell me "],
  // «Попроси человека описать, как…» → «Опишите, пожалуйста, как…»: the verb of telling asked for, said to the person.
  [/^попроси(?:ть)?\s+(?:(?:человека|пользователя|его|её|ее|клиента|покупателя)\s+)?(описать|рассказать|показать|прислать|назвать|перечислить)\s*,?\s*/iu, "", "Please tell me "],
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
    // «Спроси по одному вопросу: должность…»: how to ask is the assistant's manner, not words of the question (walk 20b).
    .replace(/^(\p{L}+)\s+(?:по\s+одному(?:\s+вопросу)?|по\s+очереди|поочер[её]дно|one\s+(?:question\s+)?at\s+a\s+time|one\s+by\s+one)\s*[:,—–-]?\s*/iu, "$1 ")
    // «Выясни у сотрудника, кто пациент…»: the one asked is the person reading the question.
    .replace(/^(\p{L}+)\s+у\s+(?:сотрудника|человека|пользователя|собеседника)(?![\p{L}])\s*,?/iu, "$1")
    // «(найди переписку)», «…, или найди старые инструкции»: the assistant's own work, not asked of the person.
    .replace(/\s*\((?:найди|посмотри|проверь|загляни)[^)]*\)/giu, "")
    .replace(/,?\s+или\s+(?:найди|посмотри|проверь|возьми)(?![\p{L}]).*$/iu, "");
  const told = TELLING[(rule[0].exec(first)?.[1] ?? "").toLowerCase()];
  const asked = withoutOwnWork(first);
  // «Спросить желаемые даты»: a thing asked for is named («Назовите, пожалуйста, желаемые даты?»), a matter told about
  // («Спроси, что беспокоит», «…, есть ли чек») is told («Расскажите…»).
  const named = rule[1].startsWith("Расскажите") && !CLAUSE_OPENING.test(asked.replace(rule[0], ""));
  const opening = lang === "ru" ? (told ? `${told}, пожалуйста, ` : named ? "Назовите, пожалуйста, " : rule[1]) : rule[2];
  // «… и уточни, на чьей стороне компания»: a later verb addressed to the person takes «вы» too.
  // «…и уточнить сумму» written as an infinitive takes «вы» the same way.
  // «…с НДС или без — уточни, что именно клиент имеет в виду» after a dash or a comma as well.
  const rest = asked.replace(rule[0], "").replace(/(\s(?:и|или)\s+|\s[—–]\s+|,\s+)(\p{L}+)(?=[\s,]|$)/gu, (all, pre: string, w: string) => {
    if (lang !== "ru") return all;
    if (IMPERATIVE_TO_PERSON.has(w.toLowerCase())) return `${pre}${w}те`;
    const imperative = w.toLowerCase().replace(/ть$/, "");
    return w.toLowerCase().endsWith("ть") && IMPERATIVE_TO_PERSON.has(imperative) ? `${pre}${imperative}те` : all;
  });
  // «Попроси человека описать, как он делает это сейчас» → «…, как вы делаете это сейчас?»: the person is addressed.
  const addressed = told ? rest.replace(/(?<![\p{L}])(?:он|она)\s+(\p{L}+?)(ет|ит)(?![\p{L}])/u, (_, root: string, end: string) => `вы ${root}${end === "ет" ? "ете" : "ите"}`) : rest;
  return opening + (lang === "en" ? toYou(addressed) : addressed) + "?";
}

/**
 * «how long the person has been sitting» → «how long you have been sitting»: an English step speaks of the person in the
 * third person; the question is put to them (walk 21b showed the procedure's own wording).
 */
const THIRD = String.raw`(?:the\s+(?:person|user|employee|client|customer|colleague)|he\s+or\s+she|they)`;
const AGREE: Record<string, string> = { has: "have", is: "are", was: "were", does: "do", "hasn't": "haven't", "isn't": "aren't", "doesn't": "don't", "wasn't": "weren't" };
function toYou(text: string): string {
  return text
    .replace(new RegExp(String.raw`(?<![\p{L}])${THIRD}\s+(has|is|was|does|hasn't|isn't|doesn't|wasn't)(?![\p{L}'])`, "giu"), (_, v: string) => `you ${AGREE[v.toLowerCase()] ?? v}`)
    .replace(new RegExp(String.raw`(?<![\p{L}])${THIRD}'s(?![\p{L}])|(?<![\p{L}])(?:his\s+or\s+her|their)(?![\p{L}])`, "giu"), "your")
    .replace(new RegExp(String.raw`(?<![\p{L}])(?:${THIRD}|them)(?![\p{L}])`, "giu"), "you");
}

/**
 * «Уточни модель и артикул, найди товар в каталоге…», «…и проверь дату последней поверки»: what follows an order of the
 * assistant's own (after a comma or «и») is its work, not part of the question. An order to the person («…и уточни…»)
 * stays; a noun that merely ends like an order («цель встречи») is told by what precedes it.
 */
function withoutOwnWork(text: string): string {
  for (const m of text.matchAll(/(,\s*|\s+)((?:и|а)\s+)?([\p{L}]+)(?![\p{L}])/gu)) {
    const w = m[3].toLowerCase();
    const joined = m[1].includes(",") || m[2] !== undefined;
    if (m.index! > 0 && !IMPERATIVE_TO_PERSON.has(w) && (hasImperativeForm(w) || (joined && isSureImperative(w)))) return text.slice(0, m.index).replace(/[,\s]+$/u, "");
  }
  return text;
}

/** What opens a matter told about rather than a thing named: a question word, «о/про…», «есть ли», «чем/как…». */
const CLAUSE_OPENING = /^(?:что|чем|чего|как|какие|какой|какая|какое|каких|где|когда|куда|откуда|кто|кого|кому|почему|зачем|сколько|ли|есть\s+ли|был[аои]?\s+ли|о|об|обо|про|насч[её]т|подробн\p{L}*)(?![\p{L}])/iu;

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

/** The person's words a maker reads: the request as first said, then everything else they told. */
function madeBy(maker: Maker, s: InterviewState): string | null {
  const request = String(s.facts.request ?? "");
  return maker.text(request, materialOf(s).filter((t) => t !== request), s.lang);
}
/** «набросай план», «распиши», «покажи»: a bid for the result somewhere in the message, not only at its start. */
const BIDS = /(?<![\p{L}])(?:набросай|распиши|покажи|дай|составь|сделай|напиши|sketch|show|give|write|draft|make)(?![\p{L}])/iu;

/**
 * «give me the final minutes», «write up the minutes as a document», «дай итоговый протокол»: a bid for the skill's own
 * result, named by a word of the skill's name in either language (walk 21b: nothing was drafted for it).
 */
export function bidsForResult(message: string, skill: Skill): boolean {
  if (!BIDS.test(message)) return false;
  const named = new Set(contentStems(`${skill.name} ${skill.nameEn ?? ""}`));
  return contentStems(message).some((w) => named.has(w));
}

/** The person takes the work over («сама напишу», «I'll write them myself») or leaves («выходим», «that's all»). */
const TAKES_OVER = /(?<![\p{L}])(?:(?:i'?ll|i\s+will|let\s+me)\s+(?:write|do|finish|handle|draft|make)\s+(?:it|them|this|that|the\s+\p{L}+)(?:\s+\p{L}+)?\s+myself|(?:я\s+)?сам[аи]?\s+(?:напишу|допишу|доделаю|оформлю|составлю)|(?:дальше\s+)?(?:выходим|выхожу)|that'?s\s+all(?:\s+for\s+now)?)(?![\p{L}])/iu;

/** Words after a colon that make material handed over rather than a label («тема: отпуск»). */
const MATERIAL_WORDS = 6;
/** A first message this long tells the request in detail: it answers the first question the method asks. */
const DETAILED = 15;

/** The outline of what was said in a method-worked result: cut when a letter or a document is drafted, which holds it. */
export const OUTLINE = /\n\n(?:Разложил сказанное по разделам|What you said, by part|Пока ничего нет для разделов|Nothing yet for|Вопросы для собеседования:|Interview questions:)[^\n]*(?:\n(?!\n)[^\n]*)*/gu;
/** The question a method-worked result ends with: what a look-up found is said before it. */
export const CLOSING = /\n\n(?:Что добавить или поправить\?|What should I add or change\?)$/u;

/**
 * Any other skill: asks the procedure's questions to the person, then sums up what they said, says what the method has
 * them told («Напоминаю: …»), and lays their words out in the parts of the result. The method's own work is never
 * listed (issue 16; walk 17b read «Дальше по методике: 1. выделить…» as the method read out to them).
 */
export function genericPlan(skill: Skill): Plan {
  const steps = procedureSteps(skill);
  const maker = makerOf(skill);
  const slots: Slot[] = [{ id: "request", ru: "Расскажите, пожалуйста, подробнее, что нужно сделать?", en: "Please tell me more about what you need?", free: true }];
  steps.forEach((st, i) => {
    const ru = stepAsQuestion(st, "ru");
    // A method written in Russian is asked in English from the platform's own translations; «Please tell me жалоба
    // устная…?» mixed two languages in one question (walk 11c) and the Russian question alone broke the English
    // interface (walk 19b): an admin's Russian step with no translation is asked in general words instead.
    if (ru) slots.push({ id: `step${i}`, ru, en: /[а-яё]/i.test(st) ? englishOf(ru) : stepAsQuestion(st, "en")!, free: true });
  });
  // What the method has said to the person (a reminder, a warning) or left them to do (a hand-over to someone): said
  // to them. The rest of its parts are questions, look-ups or the assistant's own work.
  // A company skill's listed suggestion and its reminders are its content, said too (walk 21b: only an echo was shown).
  const tells = steps.flatMap(partsOf).filter((p) => !stepAsQuestion(p))
    .map((p) => { const k = kindOf(p, skill.tools); return k.kind === "work" && skill.source === "company" ? ownContentOf(p) ?? k : k; })
    .flatMap((k) => (k.kind === "tell" || k.kind === "advise" ? [k] : []));
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
    // A question of many parts («адресата, цель письма и что должно произойти…») is no label: the answer is shown as said.
    const label = (sl: Slot) => { const l = (ru ? sl.ru : sl.en).replace(/^(Расскажите|Уточните|Пришлите|Назовите|Опишите|Покажите|Перечислите), пожалуйста, |^Please (tell me|send) /, "").replace(/\?$/, ""); return l.split(/\s+/u).length > 8 ? (ru ? "ваш ответ" : "your answer") : l; };
    const told = slots.filter((sl) => s.facts[sl.id] && !again(sl)).map((sl) => `— ${sl.id === "request" ? (ru ? "запрос" : "request") : label(sl)}: ${shown(s.facts[sl.id])}`);
    if (s.facts.more) told.push(`— ${ru ? "дополнительно" : "also"}: ${s.facts.more}`);
    const said = tells.map((t) => (t.kind === "tell" ? spoken(t, s.lang) : t.said));
    // A making skill's own result (a negotiation plan, interview questions) stands where the outline would.
    const made = maker ? madeBy(maker, s) : null;
    const outline = made ? null : outlineOf(skill, s, { lang: s.lang });
    return [
      `${ru ? "Что вы рассказали:" : "What you told me:"}\n${told.join("\n")}`,
      ...(said.length ? [said.join("\n")] : []),
      ...(made ? [made] : []),
      ...(outline && outline.sections.length ? [outlineText(outline, s.lang)] : []),
      ru ? "Что добавить или поправить?" : "What should I add or change?",
    ].join("\n\n");
  };
  return {
    opening: "request",
    fromMethod: true,
    slots,
    question: maker?.ask ? (s, slot) => (slot.id === firstQuestion?.id ? maker.ask!(String(s.facts.request ?? ""), s.lang) : null) : undefined,
    absorb(s, message) {
      // «Напиши письмо в ООО «Бумага+»: просим перенести поставку с 15 на 22 октября…, подпись — Анна Петрова»: a request
      // told at length already says what the first question asks («адресата, цель письма…»); it is not asked again (walk 13b).
      // A letter-writing skill's request that names whom to and what for («письмо поставщику с просьбой перенести поставку
      // на пятницу») has said so too, however short (letter-draft.ts letterIn).
      const described = skill.tools.includes("mail_reply_draft") && letterIn(message) !== null;
      if (firstQuestion && Object.keys(s.facts).length === 0 && !s.asked.length && (described || message.trim().split(/\s+/).length >= DETAILED)) {
        s.facts[firstQuestion.id] = message.trim();
        s.facts.fromRequest = firstQuestion.id;
      }
      // «present: me, Maria…» to the question for the notes: a part's label, the notes are the whole message.
      const colon = /:\s*(\S[\s\S]*)$/.exec(message);
      const handed = colon && !labelsAPart(message.slice(0, colon.index)) ? colon[1].trim() : undefined;
      if (material && s.facts[material.id] === undefined && handed && handed.split(/\s+/).length >= MATERIAL_WORDS) s.facts[material.id] = handed;
    },
    // «обучение план 100, факт 180…» after the result: what the person adds is kept and shown with the rest, never
    // met with «Понял» alone (walk 13b: every figure given after a result was dropped). «не знаю», «ок» add nothing.
    after(s, message) {
      const text = message.trim();
      // «ну и как мне вести разговор? набросай план» after a plan was made asks for it, adds nothing (walk 19b: «дополнительно:
      // ну и как…»): what changes the made result is kept, anything else that asks or bids is answered with the result.
      // «leave the minutes, I'll write them myself», «спасибо, протокол готов, выходим»: the person takes the work over or
      // leaves; never a point of the result (walk 20b added each as a bullet to a new draft).
      // «that's all, give me the final minutes» closes the notes and bids for the result: no hand-over (walk 21b).
      if (TAKES_OVER.test(text) && !BIDS.test(text.replace(TAKES_OVER, " "))) return s.lang === "ru" ? "Хорошо, дальше вы сами. Если черновик не нужен, нажмите «Отменить» на нём; выйти из навыка — × на плашке."
        : "All right, you'll take it from here. If the draft isn't needed, press Cancel on it; to leave the skill press × on its badge.";
      const follow = maker?.follow?.(text, s.lang);
      if (follow) return follow;
      if (maker && madeBy(maker, s)) {
        const more = [s.facts.more, text].filter(Boolean).join("; ");
        if (madeBy(maker, { ...s, facts: { ...s.facts, more } }) !== madeBy(maker, s)) { s.facts.more = more; return `${s.lang === "ru" ? "Дополнил." : "Added."}\n\n${result(s)}`; }
        return /\?/u.test(text) || ASKS_FOR_DRAFT.test(text) || opensWithImperative(text) || BIDS.test(text) ? result(s) : null;
      }
      // «ну так напиши уже текст письма» asks for the work, it adds nothing to it.
      if (/\?\s*$/.test(text) || contentStems(text).length < 3 || ASKS_FOR_DRAFT.test(text) || bidsForResult(text, skill) || (asksForLetter(text) && !/[.!?]\s+\S/u.test(text))) return null;
      s.facts.more = [s.facts.more, text].filter(Boolean).join("; ");
      // «поправь: сломаны не 3, а 4 кресла» replaces a figure said before: a correction, not an addition.
      const fixed = settle(normalize(text)).pairs.length > 0 && /(?<![\p{L}])(?:не|not)\s+\d/iu.test(text);
      return `${fixed ? (s.lang === "ru" ? "Поправил." : "Corrected.") : s.lang === "ru" ? "Дополнил." : "Added."}\n\n${result(s)}`;
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
  if (!best) return null;
  // «Напомнить, что заявление подают за две недели»: what the step has said to the person is the answer itself.
  // «О жалобе… сообщи заместителю главного врача…»: a hand-over is said as what the person does.
  const told = partsOf(best.step).map((p) => kindOf(p, skill.tools)).find((k) => k.kind === "tell" || k.kind === "advise");
  if (told?.kind === "tell") return told.said.replace(/[.!]+$/u, "");
  if (told?.kind === "advise") return (told.said.charAt(0).toLowerCase() + told.said.slice(1)).replace(/[.!]+$/u, "");
  // Any other step is the assistant's own work (issue 16: the person never sees the method): walk 17c got «попросить
  // заметки… найти событие в календаре…» for «а можешь раскидать это по разделам?». The result answers instead.
  return null;
}

/** A step's first sentence without its closing mark: what the step says is done. */
