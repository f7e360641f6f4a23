import { WORKOUTS, shaped, type Said } from "./workouts.ts";
import { areaBlock, type Focus } from "./focus.ts";

/**
 * The calculations the seed skills' procedures call for, done by published formulas rather than guessed.
 */

/** Mifflin–St Jeor (Am J Clin Nutr 1990;51:241–7): resting energy in kcal/day. */
export function mifflinStJeor(sex: "male" | "female", weightKg: number, heightCm: number, age: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === "male" ? 5 : -161);
}

/** Daily target: resting energy × activity factor (1.2–1.9), then −15 % to lose, +10 % to gain. */
export function dailyTarget(bmr: number, activity: number, goal: string): { maintain: number; target: number } {
  const maintain = Math.round(bmr * activity);
  const target = Math.round(goal === "lose" ? maintain * 0.85 : goal === "gain" ? maintain * 1.1 : maintain);
  return { maintain, target };
}

/** Grams of protein, fat and carbohydrate for a target: protein by goal per kg, fat 0.9 g/kg, the rest carbs. */
export function macros(target: number, weightKg: number, goal: string): { protein: number; fat: number; carbs: number } {
  const protein = Math.round(weightKg * (goal === "lose" ? 1.8 : goal === "gain" ? 1.7 : 1.3));
  const fat = Math.round(weightKg * 0.9);
  const carbs = Math.max(0, Math.round((target - protein * 4 - fat * 9) / 4));
  return { protein, fat, carbs };
}

const DOSE: Record<string, Said> = {
  beginner: { ru: "2–3 подхода по 10–12 повторов, отдых 60–90 с", en: "2–3 sets of 10–12 reps, 60–90 s rest" },
  intermediate: { ru: "3–4 подхода по 8–12 повторов, отдых 60–90 с", en: "3–4 sets of 8–12 reps, 60–90 s rest" },
  advanced: { ru: "4–5 подходов по 6–10 повторов, отдых 90–120 с", en: "4–5 sets of 6–10 reps, 90–120 s rest" },
};

const DAY_NAMES = { ru: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"], en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] };

/** What shapes the plan besides goal and level: a sore knee or back, home without equipment, dumbbells, a gym, a pull-up bar. */
export interface Limits { knee?: boolean; back?: boolean; home?: boolean; dumbbells?: boolean; gym?: boolean; bar?: boolean }

/**
 * A week of workouts: `days` sessions spread with rest days between them, alternating the goal's two kinds; each session
 * ends with the exercises for the parts of the body the person asked to work on («подтянуть спину и пресс»).
 */
export function weeklyPlan(goal: string, level: string, days: number, lang: "ru" | "en", limits: Limits = {}, focus: Focus = []): string[] {
  const n = Math.max(1, Math.min(6, Math.round(days)));
  const kinds = (WORKOUTS[goal] ?? WORKOUTS.start).map((k) => shaped(k, !!limits.knee, !!limits.home, !!limits.dumbbells, !!limits.gym, !!limits.bar).line);
  const slots = new Set(Array.from({ length: n }, (_, i) => Math.floor((i * 7) / n)));
  let k = 0;
  const dose = (DOSE[level] ?? DOSE.beginner)[lang];
  const extra = focus.length ? `; ${lang === "ru" ? "упор" : "focus"}: ${focus.map((f) => areaBlock(f, lang, { dumbbells: !!limits.dumbbells, back: !!limits.back, gym: !!limits.gym })).join("; ")}` : "";
  return DAY_NAMES[lang].map((d, i) => {
    if (!slots.has(i)) return `${d}: ${lang === "ru" ? "отдых или прогулка" : "rest or a walk"}`;
    const w = kinds[k++ % kinds.length][lang];
    return `${d}: ${lang === "ru" ? "разминка 5–10 мин; " : "warm-up 5–10 min; "}${w}; ${dose}${extra}; ${lang === "ru" ? "заминка и растяжка 5 мин" : "cool-down and stretch 5 min"}`;
  });
}
