import type { Plan, InterviewState } from "./types.ts";
import { factLines } from "./labels.ts";
import { weeklyPlan } from "./compute.ts";
import { extractFacts, hasStem, normalize, saysPlainly } from "./extract.ts";
import { PAIN_STEMS } from "./patterns.ts";
import { LIMIT_NOTES, WORKOUTS, shaped } from "./workouts.ts";
import { AREAS, MORE, focusOf } from "./focus.ts";
import { unfilled } from "./complaint.ts";

const ru = (s: InterviewState) => s.lang === "ru";

/** A joint or the back, and a word saying it is weak or troubled (walk 20b: «knees are weak» was asked about again). */
const JOINT = /(?<![\p{L}])(?:колен|спин|поясниц|плеч|сустав|голеностоп|запяст|шея|шеи|knee|back|shoulder|joint|ankle|wrist|hip|neck)\p{L}*/iu;
const WEAK = /(?<![\p{L}])(?:слаб\p{L}*|плох\p{L}*|проблем\p{L}*|weak|bad|dodgy|problems?)(?![\p{L}])/iu;

/** «добавь», «убери», «замени», «побольше», «add», «more»: a message asking to change the plan. */
const EDIT = /(?<![\p{L}])(?:добав\p{L}*|убер\p{L}*|убрать|замен\p{L}*|побольше|поменьше|больше|меньше|вставь|включи|add|remove|replace|swap|more|less|include)(?![\p{L}])/iu;

/** Words that ask to train a part of the body («подтянуть», «укрепить», «упор на», «упражнения на», «work on», «more»). */
// «get stronger, mostly upper body», «стать сильнее, особенно руки»: a word of strength or of emphasis aims at a part too.
const FOCUS_CUES = ["подтян", "укреп", "прокач", "накач", "кача", "проработ", "упор", "акцент", "упражнени", "побольше", "больше", "рельеф",
  "сильн", "особенно", "в основном", "главным образом",
  "work on", "tone", "strengthen", "focus", "target", "exercises", "more", "build", "strong", "mostly", "mainly", "especially"];

/** A pull-up bar, named or implied by the pull-ups asked for («турник», «добавь подтягивания», «pull-up bar»). */
const BAR_STEMS = ["турник", "перекладин", "подтягиван", "pull-up", "pullup", "pull up", "chin-up", "chinup"];

/**
 * «раза три», «раз 5», «3 times» in reply to the question of how many sessions a week: the count, said the Russian way
 * with the noun first («about three times»). Read only for that question: elsewhere «подтянуться раз 8» counts pull-ups.
 */
const TIMES = /(?<![\p{L}])(?:раз\p{L}*\s+(\d)(?!\d|[.,]\d)|(?<![\d.,])(\d)\s*(?:раз\p{L}*|times?|x)(?![\p{L}]))(?!\s*(?:в|за|a|per|an|each)\s+(?:день|сутки|месяц|год|day|month|year))/iu;

/**
 * What a message says of the body: the clauses that tell a pain (the limitation, without the words around it — walk 17b
 * kept «ну скорее укрепить мышцы, спина болит от сидения» whole), whether it says there is none («травм нет»), and the
 * parts of the body it asks to work on — in a sentence with a word of training them, outside a pain's clause.
 */
function readBody(message: string): { limits: string[]; none: boolean; focus: { key: string; more: boolean }[] } {
  const limits: string[] = [];
  const focus: { key: string; more: boolean }[] = [];
  let none = false;
  for (const sentence of message.split(/[.;!?\n]+/u)) {
    const aims = FOCUS_CUES.some((c) => hasStem(normalize(sentence), c));
    for (const clause of sentence.split(/,|\s(?:но|а|but)\s/u).map((c) => c.trim()).filter(Boolean)) {
      const c = normalize(clause);
      const pains = PAIN_STEMS.filter((p) => hasStem(c, p));
      // «knees are weak so nothing with jumping», «слабые колени»: a joint or the back said to be weak is a limitation too.
      if (pains.some((p) => saysPlainly(c, p)) || (WEAK.test(c) && JOINT.test(c))) { limits.push(unfilled(clause)); continue; }
      if (pains.length) { none = true; continue; }
      if (!aims) continue;
      for (const a of AREAS) if (a.stems.some((st) => saysPlainly(c, st))) focus.push({ key: a.key, more: MORE.test(c) });
    }
  }
  return { limits, none, focus };
}

/**
 * What shapes the plan: a sore knee or back (the limit notes' stems), training at home, dumbbells (at home with them
 * the strength work uses them, not «без инвентаря»; cardio stays the home version); `other`: limits the plan cannot shape.
 */
function limitsOf(s: InterviewState): { knee: boolean; back: boolean; home: boolean; dumbbells: boolean; gym: boolean; bar: boolean; other: boolean } {
  const r = s.facts.restrictions && s.facts.restrictions !== "none" ? normalize(String(s.facts.restrictions)) : "";
  const sore = (key: "knee" | "back") => LIMIT_NOTES.some((n) => n.key === key && n.stems.some((st) => hasStem(r, st)));
  const [knee, back] = [sore("knee"), sore("back")];
  const kit = String(s.facts.equipment ?? "").split(",");
  const home = kit.includes("none") || s.facts.place === "home";
  return { knee, back, dumbbells: kit.includes("dumbbells"), home, gym: s.facts.place === "gym" && !home, bar: kit.includes("bar"), other: !!r && !knee && !back };
}

/** The equipment after a message: dumbbells or none as it says (the last said stands), a pull-up bar added to either. */
function equipmentAfter(was: unknown, message: string): string | undefined {
  const kit = String(was ?? "").split(",").filter(Boolean);
  const said = extractFacts(normalize(message)).equipment;
  const base = said ? String(said) : kit.find((k) => k !== "bar");
  const bar = kit.includes("bar") || BAR_STEMS.some((st) => saysPlainly(normalize(message), st));
  const out = [bar && base === "none" ? undefined : base, bar ? "bar" : undefined].filter(Boolean);
  return out.length ? out.join(",") : undefined;
}

/** Fitness: a weekly plan from goal, level and days a week, aimed at the parts of the body the person names. */
export const fitness: Plan = {
  recounts: true,
  // «колено иногда побаливает», «no equipment except a mat»: a pain is a limitation, a mat is the equipment;
  // «подтянуть спину и пресс», «побольше упражнений на пресс»: the parts of the body to work on.
  absorb(s, message) {
    const { limits, none, focus } = readBody(message);
    if (limits.length) s.facts.restrictions = limits.join("; ");
    else if (none && s.facts.restrictions === undefined) s.facts.restrictions = "none";
    const equipment = equipmentAfter(s.facts.equipment, message);
    if (equipment) s.facts.equipment = equipment;
    const times = s.pending.includes("days") && s.facts.days === undefined ? TIMES.exec(normalize(message)) : null;
    if (times && Number(times[1] ?? times[2]) >= 1 && Number(times[1] ?? times[2]) <= 7) s.facts.days = Number(times[1] ?? times[2]);
    if (!focus.length) return;
    const keys = new Map(String(s.facts.focus ?? "").split(",").filter(Boolean).map((k) => [k.replace("+", ""), k.endsWith("+")]));
    for (const f of focus) keys.set(f.key, (keys.get(f.key) ?? false) || f.more);
    s.facts.focus = [...keys].map(([k, more]) => `${k}${more ? "+" : ""}`).join(",");
    // Parts of the body named with no goal: to strengthen them.
    s.facts.goal ??= "tone";
  },
  // «what exercises exactly is the full-body circuit?»: answered from the plan's own sessions. «добавь плавание»: an
  // edit the plan cannot make is said so, with what it can change (walk 17b: an edit went unheard).
  after(s, message) {
    if (!/\?\s*$/.test(message) && !/(?<![\p{L}])(?:что|какие|как|what|which|how)(?![\p{L}])/iu.test(message)) {
      if (!EDIT.test(message)) return null;
      return ru(s) ? "Этого я в план внести не умею. Поменять могу цель, уровень, число тренировок в неделю, место, инвентарь, ограничения и упор на спину, пресс, ноги, руки, грудь или верх тела — что из этого поправить?"
        : "I cannot put that into the plan. I can change the goal, level, sessions a week, place, equipment, limitations and the focus on back, abs, legs, arms, chest or upper body — which shall I change?";
    }
    const { knee, home, dumbbells, gym, bar } = limitsOf(s);
    const t = normalize(message);
    const kinds = [...new Set(WORKOUTS[String(s.facts.goal ?? "start")] ?? WORKOUTS.start)].map((k) => shaped(k, knee, home, dumbbells, gym, bar));
    const asked = kinds.filter((k) => k.names.some((n) => hasStem(t, n)));
    const i = ru(s) ? "ru" : "en";
    return (asked.length ? asked : kinds).map((k) => `${k.line[i]}: ${k.how[i]}.`).join("\n");
  },
  slots: [
    { id: "goal", ru: "Какая цель тренировок: похудеть, набрать мышечную массу, стать сильнее, выносливость или просто начать двигаться?", en: "What is the goal: lose weight, build muscle, get stronger, endurance, or just start moving?" },
    { id: "level", ru: "Какой у вас уровень подготовки: новичок, средний или продвинутый?", en: "What is your level: beginner, intermediate or advanced?" },
    { id: "days", ru: "Сколько раз в неделю готовы тренироваться?", en: "How many times a week can you train?" },
    { id: "place", ru: "Где будете заниматься: дома, в зале или на улице?", en: "Where will you train: at home, in a gym or outdoors?", optional: true },
    { id: "restrictions", ru: "Есть ли травмы, боли в спине или суставах, давление? Если нет, напишите «нет».", en: "Any injuries, back or joint pain, blood pressure issues? If none, say «no».", free: true, optional: true },
    { id: "focus", ru: "", en: "", quiet: true },
    // «oh wait, no, 70 kg not 80»: the weight is kept when told, so its correction is heard and said back (walk 20b).
    { id: "weight", ru: "", en: "", quiet: true },
  ],
  result(s) {
    const f = s.facts;
    const limits = limitsOf(s);
    const plan = weeklyPlan(String(f.goal ?? "start"), String(f.level ?? "beginner"), Number(f.days ?? 3), s.lang, limits, focusOf(f.focus)).map((l) => `— ${l}`).join("\n");
    const facts = factLines(f, ["goal", "focus", "level", "days", "place", "equipment", "restrictions"], s.lang).join("\n");
    const notes = LIMIT_NOTES.filter((n) => limits[n.key]).map((n) => `\n${n[s.lang]}`).join("");
    return ru(s)
      ? `Что вы рассказали:\n${facts}\n\nПлан на неделю:\n${plan}\n\nНагрузку снижайте, если появилась боль в суставах, головокружение или одышка, мешающая говорить. Через 2–4 недели добавьте по подходу или 5 минут к каждой тренировке.` +
        `${notes}${limits.other ? `\nС ограничениями (${f.restrictions}) сначала покажите план врачу.` : ""}\n\nЧто подправить в плане?`
      : `What you told me:\n${facts}\n\nWeekly plan:\n${plan}\n\nEase off on joint pain, dizziness or breathlessness that stops you talking. After 2–4 weeks add a set or 5 minutes per session.${notes}${limits.other ? `\nWith your limitations (${f.restrictions}), show the plan to a doctor first.` : ""}\n\nWhat should I adjust?`;
  },
};
