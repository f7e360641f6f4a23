import type { Plan, InterviewState } from "./types.ts";
import { factLines } from "./labels.ts";
import { redFlags } from "./extract.ts";
import { acceptsOffer, doctorQuestions } from "./follow-ups.ts";
import { signsAndMedicine, symptomPhrase } from "./complaint.ts";

const ru = (s: InterviewState) => s.lang === "ru";
/** A fever said: 38° or more (NHS: a high temperature). */
const feverish = (s: InterviewState) => Number(s.facts.temperature ?? 0) >= 38;

/** The signs the health skill asks about («Есть ли температура, рвота, сыпь, затруднённое дыхание?»), as word stems. */
const SIGNS = ["температур", "жар", "рвот", "тошнит", "сыпь", "сыпи", "дыш", "дыхан", "fever", "temperature", "vomit", "rash", "breath"];

/** When an illness began, as people say it: «третий день», «два дня», «со вчера», «с утра», «since Monday», «for 3 days». */
const ONSET = /(?<![\p{L}])(?:(?:уже\s+)?(?:\d+|один|одна|два|две|три|четыре|пять|шесть|семь|несколько|пару|первый|второй|третий|четвертый|четвёртый|пятый)(?:-?(?:й|ий|ой))?\s+(?:день|дня|дней|сутки|суток|недел\p{L}*|месяц\p{L}*|час\p{L}*)|неделю|с\s+утра|с\s+вечера|со?\s+вчера\p{L}*|вчера|позавчера|since\s+\p{L}+|for\s+(?:\d+|a|two|three|several)\s+(?:days?|weeks?|hours?))(?![\p{L}])/iu;

/** All the person told the skill, for the signs that count only beside others (a stiff neck with a headache). */
const story = (s: InterviewState, message = "") => [s.facts.complaint, s.facts.since, s.facts.signs, s.facts.chronic, message].filter(Boolean).join(". ");

/** The signs that cannot wait a message tells, in the person's language, read against all the person told. */
const alarmsIn = (s: InterviewState, message: string) => redFlags(message, s.lang, s.facts.who === "child", feverish(s), story(s, message));

/** Health: the symptoms gathered, red flags → emergency now, otherwise which doctor and when. Never a diagnosis. */
export const health: Plan = {
  // «да, подготовь вопросы к врачу»: the questions the result offers, built from what was told.
  after(s, message) {
    return acceptsOffer(message) ? doctorQuestions(s) : null;
  },
  opening: "complaint",
  slots: [
    { id: "complaint", ru: "Что вас беспокоит — у вас самих или у ребёнка?", en: "What is bothering you — yourself or a child?", free: true },
    { id: "since", ru: "С какого дня это началось и после чего? Становится лучше или хуже?", en: "Since when, and after what? Getting better or worse?", free: true },
    { id: "signs", ru: "Есть ли температура (какая), рвота, сыпь, затруднённое дыхание?", en: "Any fever (how high), vomiting, rash, trouble breathing?", free: true },
    { id: "chronic", ru: "Есть ли хронические болезни или аллергия, какие лекарства уже принимали?", en: "Any chronic conditions or allergies, and what medicines were taken already?", free: true, optional: true },
  ],
  // A sign that cannot wait, in the reply to whatever was asked: the call for help now, the questions left unasked.
  ready: (s) => s.facts.alarms !== undefined,
  absorb(s, message) {
    // Every message is checked for signs that cannot wait, whichever question it answers (walk 17b: a sudden worst-ever
    // headache with a stiff neck, told in reply to the medicines question, was filed as medicines). The signs are kept
    // by name, not the sentence they came in («слушай, а сейчас стало…»); a question («а анализ крови сдавать нужно?»)
    // tells no sign.
    const alarms = message.includes("?") && s.done ? [] : alarmsIn(s, message);
    if (alarms.length) {
      const known = String(s.facts.alarms ?? "").split("; ").filter(Boolean);
      const fresh = alarms.filter((a) => !known.includes(a));
      s.facts.alarms = [...known, ...fresh].join("; ");
      if (fresh.length) s.facts.signs = [s.facts.signs, ...fresh].filter(Boolean).join("; ");
    }
    // «болит голова третий день», «со вчера», «since Monday»: when it began is told already.
    const onset = ONSET.exec(message)?.[0];
    if (onset && s.facts.since === undefined && !s.pending.includes("since")) s.facts.since = onset.trim();
    // «температуры нет вроде. пил цитрамон»: the sign answers the signs question, the medicine the one on medicines.
    const { signs, medicine } = signsAndMedicine(message, SIGNS);
    // «no fever, no vomiting. it gets worse in the evening after work at the computer»: what else is told beside the signs
    // (how it goes, what makes it worse) is kept with them (walk 21b dropped it from the summary); a question is not.
    const beside = message.split(/(?<=[.!…])\s+|[,;]\s*/u).map((x) => x.trim().replace(/[.!…]+$/u, ""))
      .filter((x) => x && !x.includes("?") && !signs.includes(x) && !medicine.includes(x) && x.split(/\s+/u).length >= 3);
    if (signs.length && s.facts.signs === undefined) s.facts.signs = [...signs, ...beside].join(", ");
    if (medicine.length && s.facts.chronic === undefined && s.facts.complaint !== undefined) s.facts.chronic = medicine.join(", ");
  },
  // «Привет. Что-то я совсем расклеился, болит горло» → «болит горло»: the symptom, never the greeting.
  openingOf: symptomPhrase,
  result(s) {
    const f = s.facts;
    const all = ["complaint", "since", "signs", "chronic"].map((k) => f[k] ?? "").join(". ");
    const child = f.who === "child";
    const flags = [...new Set([...String(f.alarms ?? "").split("; ").filter(Boolean), ...redFlags(all, s.lang, child, feverish(s))])];
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
