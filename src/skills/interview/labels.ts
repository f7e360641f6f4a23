import type { Facts } from "./extract.ts";
import type { Lang } from "./types.ts";
import { focusOf } from "./focus.ts";

const CHOICES: Record<string, Record<string, [string, string]>> = {
  sex: { male: ["мужской", "male"], female: ["женский", "female"] },
  goal: { tone: ["укрепить мышцы", "strengthen and tone"], lose: ["снизить вес", "lose weight"], gain: ["набрать массу", "gain muscle"], strength: ["стать сильнее", "build strength"], maintain: ["держать форму", "maintain"], endurance: ["выносливость", "endurance"], start: ["начать двигаться", "start moving"] },
  activity: { "1.2": ["сидячий образ жизни", "sedentary"], "1.375": ["лёгкая активность (1–3 тренировки в неделю)", "light (1–3 sessions a week)"], "1.55": ["средняя активность (3–5 тренировок)", "moderate (3–5 sessions)"], "1.725": ["высокая активность (каждый день)", "high (daily)"], "1.9": ["очень высокая (физический труд, спорт)", "very high (manual work, sport)"] },
  level: { beginner: ["новичок", "beginner"], intermediate: ["средний", "intermediate"], advanced: ["продвинутый", "advanced"] },
  place: { home: ["дома", "at home"], gym: ["в зале", "in a gym"], outdoor: ["на улице", "outdoors"] },
  equipment: { none: ["без инвентаря (коврик)", "no equipment (a mat)"], dumbbells: ["гантели", "dumbbells"], bar: ["турник", "pull-up bar"] },
  who: { child: ["ребёнок", "a child"], self: ["вы сами", "yourself"] },
  fileType: { document: ["документ Word", "Word document"], table: ["таблица Excel", "Excel spreadsheet"], presentation: ["презентация", "presentation"] },
};

const NAMES: Record<string, [string, string]> = {
  height: ["рост", "height"], weight: ["вес", "weight"], age: ["возраст", "age"], sex: ["пол", "sex"], goal: ["цель", "goal"],
  activity: ["активность", "activity"], level: ["уровень", "level"], days: ["тренировок в неделю", "sessions a week"],
  place: ["где", "where"], restrictions: ["ограничения", "limitations"], equipment: ["инвентарь", "equipment"], grade: ["класс", "grade"], topic: ["тема", "topic"],
  stuck: ["что непонятно", "what is unclear"], complaint: ["что беспокоит", "complaint"], since: ["с какого времени", "since"],
  signs: ["другие признаки", "other signs"], chronic: ["болезни, лекарства, аллергия", "conditions, medicines, allergies"],
  temperature: ["температура", "temperature"], who: ["у кого", "who"], fileType: ["тип файла", "file type"], purpose: ["для чего", "purpose"],
  structure: ["структура", "structure"], data: ["данные", "data"], request: ["запрос", "request"], focus: ["упор", "focus"],
};

const UNITS: Record<string, [string, string]> = { height: [" см", " cm"], weight: [" кг", " kg"], temperature: ["°", "°"] };

/** A slot's name in the person's language («рост»). */
export function slotName(slot: string, lang: Lang): string {
  return NAMES[slot]?.[lang === "ru" ? 0 : 1] ?? slot;
}

/** One gathered fact as the person would say it («рост 180 см», «цель: снизить вес»). */
export function describe(slot: string, value: string | number, lang: Lang): string {
  const i = lang === "ru" ? 0 : 1;
  const name = NAMES[slot]?.[i] ?? slot;
  // «back,abs+»: the parts of the body to work on, «(побольше)» after those asked for more.
  if (slot === "focus") return `${name}: ${focusOf(value).map((f) => `${f.area.name[lang]}${f.more ? (lang === "ru" ? " (побольше)" : " (more)") : ""}`).join(", ")}`;
  // «dumbbells,bar»: the things a person trains with, each named.
  if (slot === "equipment" && String(value).includes(",")) return `${name}: ${String(value).split(",").map((v) => CHOICES.equipment[v]?.[i] ?? v).join(", ")}`;
  const shown = value === "none" ? (lang === "ru" ? "нет" : "none") : CHOICES[slot]?.[String(value)]?.[i] ?? `${value}${UNITS[slot]?.[i] ?? ""}`;
  return `${name}: ${shown}`;
}

/** The gathered facts of the given slots, as a list for the result. */
export function factLines(facts: Facts, slots: string[], lang: Lang): string[] {
  return slots.filter((s) => facts[s] !== undefined && facts[s] !== "").map((s) => `— ${describe(s, facts[s], lang)}`);
}
