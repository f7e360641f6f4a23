import type { Plan, InterviewState } from "./types.ts";
import { factLines } from "./labels.ts";
import { hasStem, normalize, redFlags } from "./extract.ts";
import topicTable from "./topics.json" with { type: "json" };
import { acceptsOffer, doctorQuestions } from "./follow-ups.ts";
import { signsAndMedicine, symptomPhrase } from "./complaint.ts";
import { numbersSaid } from "../../text/ordinals.ts";

const ru = (s: InterviewState) => s.lang === "ru";
/** A fever said: 38° or more (NHS: a high temperature). */
const feverish = (s: InterviewState) => Number(s.facts.temperature ?? 0) >= 38;

/** The signs the health skill asks about («Есть ли температура, рвота, сыпь, затруднённое дыхание?»), as word stems. */
const SIGNS = ["температур", "жар", "рвот", "тошнит", "сыпь", "сыпи", "дыш", "дыхан", "fever", "temperature", "vomit", "rash", "breath"];

/** Health: the symptoms gathered, red flags → emergency now, otherwise which doctor and when. Never a diagnosis. */
/** When an illness began, as people say it: «третий день», «два дня», «со вчера», «с утра», «since Monday», «for 3 days». */
const ONSET = /(?<![\p{L}])(?:(?:уже\s+)?(?:\d+|один|одна|два|две|три|четыре|пять|шесть|семь|несколько|пару|первый|второй|третий|четвертый|четвёртый|пятый)(?:-?(?:й|ий|ой))?\s+(?:день|дня|дней|сутки|суток|недел\p{L}*|месяц\p{L}*|час\p{L}*)|неделю|с\s+утра|с\s+вечера|со?\s+вчера\p{L}*|вчера|позавчера|since\s+\p{L}+|for\s+(?:\d+|a|two|three|several)\s+(?:days?|weeks?|hours?))(?![\p{L}])/iu;

export const health: Plan = {
  // «да, подготовь вопросы к врачу»: the questions the result offers, built from what was told.
  // «сейчас ещё вырвало, и живот стал твёрдый, сильная боль» after the advice: a sign that cannot wait is said at once,
  // whatever was advised before (walk 15b got «Понял»); what is said is kept with the signs.
  after(s, message) {
    return acceptsOffer(message) ? doctorQuestions(s) : null;
  },
  // «давит в груди и дышать тяжело»: a sign that cannot wait is said at once, before any question (the skill's step 5).
  warn(s, message) {
    const flags = redFlags(message, s.lang, s.facts.who === "child", feverish(s)).filter((f) => f !== (ru(s) ? "сильная боль" : "severe pain"));
    if (!flags.length) return null;
    return ru(s) ? `${flags.join(", ")} — это может быть опасно. Если это происходит сейчас, не ждите: вызовите скорую — 103 или 112.`
      : `${flags.join(", ")} can be dangerous. If this is happening now, do not wait: call emergency services (112).`;
  },
  opening: "complaint",
  slots: [
    { id: "complaint", ru: "Что вас беспокоит — у вас самих или у ребёнка?", en: "What is bothering you — yourself or a child?", free: true },
    { id: "since", ru: "С какого дня это началось и после чего? Становится лучше или хуже?", en: "Since when, and after what? Getting better or worse?", free: true },
    { id: "signs", ru: "Есть ли температура (какая), рвота, сыпь, затруднённое дыхание?", en: "Any fever (how high), vomiting, rash, trouble breathing?", free: true },
    { id: "chronic", ru: "Есть ли хронические болезни или аллергия, какие лекарства уже принимали?", en: "Any chronic conditions or allergies, and what medicines were taken already?", free: true, optional: true },
  ],
  // «болит живот, температуры нет»: a clause naming one of the signs the skill asks about answers that question already.
  absorb(s, message) {
    // A sign told after the advice («сейчас ещё вырвало, живот стал твёрдый») joins the signs, so the advice is given again
    // with it; a question («а анализ крови сдавать нужно?») tells no sign.
    if (s.done && !message.includes("?") && redFlags(message, s.lang, s.facts.who === "child", feverish(s)).length) s.facts.signs = [s.facts.signs, message.trim()].filter(Boolean).join("; ");
    // «болит голова третий день», «со вчера», «since Monday»: when it began is told already.
    const onset = ONSET.exec(message)?.[0];
    if (onset && s.facts.since === undefined && !s.pending.includes("since")) s.facts.since = onset.trim();
    // «температуры нет вроде. пил цитрамон»: the sign answers the signs question, the medicine the one on medicines.
    const { signs, medicine } = signsAndMedicine(message, SIGNS);
    if (signs.length && s.facts.signs === undefined) s.facts.signs = signs.join(", ");
    if (medicine.length && s.facts.chronic === undefined && s.facts.complaint !== undefined) s.facts.chronic = medicine.join(", ");
  },
  // «Привет. Что-то я совсем расклеился, болит горло» → «болит горло»: the symptom, never the greeting.
  openingOf: symptomPhrase,
  result(s) {
    const f = s.facts;
    const all = ["complaint", "since", "signs", "chronic"].map((k) => f[k] ?? "").join(" ");
    const child = f.who === "child";
    const flags = redFlags(all, s.lang, child, feverish(s));
    const t = Number(f.temperature ?? 0);
    if (t >= 39.5 || (child && Number(f.age ?? 99) < 1 && t >= 38)) flags.push(ru(s) ? `температура ${t}°` : `temperature ${t}°`);
    // A child with 39° or more: a doctor today, not in 1–2 days (NHS «High temperature (fever) in children»; NICE NG143).
    const childFever = child && t >= 39 && !flags.length;
    const facts = factLines(f, ["who", "age", "complaint", "since", "signs", "temperature", "chronic"], s.lang).join("\n");
    const doctor = child ? (ru(s) ? "педиатру" : "a paediatrician") : (ru(s) ? "терапевту" : "a GP");
    if (ru(s)) {
      const urgent = flags.length
        ? `Среди признаков есть тревожные: ${flags.join(", ")}. Не ждите — вызовите скорую: 103 или 112.`
        : childFever ? `Температура ${t}° у ребёнка — свяжитесь с педиатром сегодня же (вызов врача на дом или звонок в поликлинику). Сразу вызывайте скорую (103 или 112), если ребёнок вялый и его трудно разбудить, появилась сыпь, которая не бледнеет при надавливании, дыхание частое или затруднённое, были судороги, он не пьёт и не мочится больше 8–12 часов или жар не снижается после жаропонижающего.`
        : `Тревожных признаков в рассказе нет. Покажитесь ${doctor} в ближайшие 1–2 дня; сразу вызывайте скорую (103 или 112), если появится сильная боль, затруднённое дыхание, потеря сознания, кровь или температура выше 39,5°.`;
      // A sign that cannot wait is said first, before what was told.
      if (flags.length) return `${urgent}\n\nЧто вы рассказали:\n${facts}\n\nЯ не ставлю диагноз и не назначаю лекарства — это сделает врач.`;
      return `Что вы рассказали:\n${facts}\n\n${urgent}\nДо визита: покой, больше пить, записывайте температуру и самочувствие — это поможет врачу.\nЯ не ставлю диагноз и не назначаю лекарства — это сделает врач.\n\nХотите, помогу подготовить вопросы к врачу?`;
    }
    const urgent = flags.length
      ? `There are warning signs: ${flags.join(", ")}. Do not wait — call emergency services (112).`
      : childFever ? `A child with ${t}° — contact a paediatrician today. Call 112 at once if the child is floppy or hard to wake, has a rash that does not fade under a pressed glass, breathes fast or with effort, has a fit, has not drunk or passed urine for 8–12 hours, or the fever does not come down with a fever medicine.`
      : `No warning signs in what you said. See ${doctor} within 1–2 days; call 112 at once for severe pain, trouble breathing, fainting, blood or fever above 39.5°.`;
    if (flags.length) return `${urgent}\n\nWhat you told me:\n${facts}\n\nI do not diagnose or prescribe — a doctor will.`;
    return `What you told me:\n${facts}\n\n${urgent}\nUntil then: rest, drink plenty, note temperature and how you feel.\nI do not diagnose or prescribe — a doctor will.\n\nShall I help you prepare questions for the doctor?`;
  },
};

interface Topic { stems: string[]; name: string; steps: string[]; check: string; answers: string[]; again?: string; across?: string }

const topicOf = (s: InterviewState) => TOPICS.find((t) => t.stems.some((st) => hasStem(normalize(`${s.facts.topic ?? ""} ${s.facts.stuck ?? ""}`), st)));
// «1/2», «x = 5», «ответ 35»: the answer's own characters, spaces and case aside.
const bare = (t: string) => t.toLowerCase().replaceAll("ё", "е").replace(/[\s«»"'.!?]/g, "");
const TOPICS = topicTable.topics as Topic[];
/** «2/9?», «x = 5», «ответ 35»: a reply that is a figure, perhaps doubtful, not a question in words. */
const ANSWER = /^(?:(?:ответ|наверное|может|это|answer|maybe)\s*:?\s*)?[-−x=\s\d/.,]*\d[-−x=\s\d/.,]*[?!.]*$/iu;

/** «1/3 + 1/6» answered «2/9»: numerators and denominators added apart — the mistake the topic's `across` explains. */
function addedAcross(check: string, said: string): boolean {
  const parts = [...check.matchAll(/(\d+)\/(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const a = /(\d+)\/(\d+)/.exec(said);
  return parts.length >= 2 && !!a && Number(a[1]) === parts.reduce((x, p) => x + p[0], 0) && Number(a[2]) === parts.reduce((x, p) => x + p[1], 0);
}

/** The values of the fractions written in a text («3/6» → 0.5, «1 / 2» → 0.5). */
function fractionsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])(\d+)\s*\/\s*(\d+)(?![\d]|[.,]\d)/g)].filter((m) => Number(m[2]) !== 0).map((m) => Number(m[1]) / Number(m[2]));
}

/** Teacher: the topic explained in small steps for the class, with a check question whose answer it checks. */
export const teacher: Plan = {
  // «ну она в пятом вроде. или в шестом»: the grade said as an ordinal; the last one said stands.
  absorb(s, message) {
    if (s.facts.grade !== undefined || !s.pending.includes("grade")) return;
    const said = numbersSaid(message).filter((n) => n >= 1 && n <= 11);
    if (said.length) s.facts.grade = said.at(-1)!;
  },
  after(s, message) {
    const topic = topicOf(s);
    const ru = s.lang === "ru";
    const answering = ANSWER.test(message.trim());
    // «а почему нельзя просто сложить сверху и снизу?» asks: the idea once more, told another way, then the check.
    if (topic && !answering && /\?|(?<![\p{L}])(?:почему|как|зачем|не понял|не понятно|непонятно|why|how)(?![\p{L}])/iu.test(message)) {
      const told = topic.again ?? topic.steps.map((x, i) => `${i + 1}. ${x}`).join("\n");
      return ru ? `${topic.again ? "" : "Разберём по шагам ещё раз:\n"}${told}\n\nПопробуйте сами: ${topic.check}` : `${topic.again ? "" : "Step by step once more:\n"}${told}\n\nTry it yourself: ${topic.check}`;
    }
    if (!topic || !/\d|[a-z]{3,}/i.test(message)) return null;
    const said = bare(message);
    // The answer whole, not inside another number: «15» and «x=-5» are not «5», «13/6» is not «3/6».
    // «говорит 3/6, то есть половина» for 1/2: a fraction said is right when it equals the answer, unreduced or not.
    const right = topic.answers.some((a) => new RegExp(`(?<![\\d/.,=-])${bare(a).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\d/.,])`).test(said))
      || fractionsIn(message).some((v) => topic.answers.some((a) => fractionsIn(a).some((w) => Math.abs(v - w) < 1e-9)));
    if (right) return ru ? `Верно! ${topic.check} — ${topic.answers[0]}. Разберём ещё пример или другую тему?` : `Correct! ${topic.check} — ${topic.answers[0]}. Another example, or another topic?`;
    const why = addedAcross(topic.check, said) && topic.across ? `${topic.across}\n\n` : "";
    // The figure the person gave is quoted, not their whole sentence («…, а не ой, она говорит 2/9»).
    const given = said.match(/-?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?/g)?.at(-1) ?? message.trim().replace(/[?!.]+$/, "");
    return ru ? `Пока не так: ${topic.check} — ${topic.answers[0]}, а не ${given}.\n${why}${topic.again ?? ""}\n\nКакой шаг вызвал сомнение?`
      : `Not quite: ${topic.check} — ${topic.answers[0]}, not ${given}.\n${why}${topic.again ?? ""}\n\nWhich step is unclear?`;
  },
  opening: "topic",
  slots: [
    { id: "topic", ru: "Какой предмет и какую тему разберём?", en: "Which subject and topic shall we go through?", free: true },
    { id: "grade", ru: "Для какого класса или уровня объяснять?", en: "For which grade or level?" },
    { id: "stuck", ru: "Что в теме уже понятно, а на чём застряли?", en: "What is already clear, and where are you stuck?", free: true, optional: true },
  ],
  result(s) {
    const f = s.facts;
    const topic = topicOf(s);
    const facts = factLines(f, ["topic", "grade", "stuck"], s.lang).join("\n");
    const young = Number(f.grade ?? 7) <= 4;
    const steps = topic
      ? topic.steps.map((x, i) => `${i + 1}. ${x}`).join("\n")
      : [`1. Начнём со слов темы «${f.topic}»: выпишем 3–4 главных понятия и что каждое значит${young ? " — на примерах из жизни" : ""}.`,
        "2. Разберём один типовой пример целиком, проговаривая, почему делаем каждый шаг.",
        "3. Решите похожий пример сами — я проверю и покажу, где ошибка, если она будет."].join("\n");
    const check = topic?.check ?? "Попробуйте своими словами объяснить главное понятие темы — что получилось?";
    return ru(s)
      ? `Что вы рассказали:\n${facts}\n\nРазберём по шагам${f.grade ? ` (для ${f.grade} класса)` : ""}:\n${steps}\n\nПроверка понимания: ${check}`
      : `What you told me:\n${facts}\n\nStep by step:\n${steps}\n\nCheck yourself: ${check}`;
  },
};

/** Documents: the file's type, purpose, structure and data gathered into a plan of the file. */
export const documents: Plan = {
  opening: "purpose",
  slots: [
    { id: "fileType", ru: "Какой файл нужен: документ Word, таблица Excel или презентация?", en: "Which file: a Word document, an Excel spreadsheet or a presentation?" },
    { id: "purpose", ru: "Для чего этот файл и кто будет его читать?", en: "What is the file for, and who will read it?", free: true },
    { id: "structure", ru: "Какие разделы, столбцы или слайды в нём должны быть? Перечислите через запятую.", en: "Which sections, columns or slides should it have? List them with commas.", free: true },
    { id: "data", ru: "Какие данные внести? Если заполню позже — напишите «позже».", en: "What data goes in? If later, say «later».", free: true, optional: true },
  ],
  result(s) {
    const f = s.facts;
    const parts = String(f.structure ?? "").split(/[,;\n]/).map((p) => p.trim()).filter(Boolean);
    const facts = factLines(f, ["fileType", "purpose", "data"], s.lang).join("\n");
    const list = parts.map((p, i) => `${i + 1}. ${p}`).join("\n");
    return ru(s)
      ? `Что вы рассказали:\n${facts}\n\nПлан файла:\n${list || "структура не названа"}\n\nДанные, которых нет в вашем сообщении, я не выдумываю — оставлю места для них пустыми. Создать файл по этому плану?`
      : `What you told me:\n${facts}\n\nFile plan:\n${list || "no structure given"}\n\nI do not invent data you did not give; those places stay empty. Create the file from this plan?`;
  },
};
