import type { InterviewState } from "./types.ts";
import { FOODS } from "./food-table.ts";
import { YES_WORDS } from "../../text/speech-acts.ts";
import { plainSince } from "./complaint.ts";

/** A yes, an agreement («давай», «хорошо», «go ahead») or the offer's own verb. */
const ACCEPTS = new RegExp(`^(?:${[...YES_WORDS, "давай", "давайте", "хочу", "можно", "ок", "окей", "хорошо", "ok", "okay", "please", "go ahead",
  "подготовь", "подготовьте", "распиши", "распишите", "составь", "составьте", "помоги", "помогите"].join("|")})(?![\\p{L}])`, "u");

/**
 * What a skill does when the person takes up the offer its result ends with: a short «да», «давай»,
 * «yes, please», or the offer's own verb («подготовь вопросы», «распиши»). A question or a new fact is no yes.
 */
export function acceptsOffer(message: string): boolean {
  const t = message.trim().toLowerCase().replaceAll("ё", "е");
  return !/\d/.test(t) && t.length <= 80 && ACCEPTS.test(t);
}

/** Health: questions to take to the doctor, built from what the person told. */
export function doctorQuestions(s: InterviewState): string {
  const f = s.facts;
  const what = f.complaint ?? (s.lang === "ru" ? "это" : "this");
  const told = (v: unknown) => v !== undefined && v !== "" && !/^(?:none|нет|no)$/i.test(String(v));
  const since = told(f.since) ? (s.lang === "ru" ? `, которое длится ${plainSince(String(f.since))}` : `, going on ${plainSince(String(f.since))}`) : "";
  return s.lang === "ru"
    ? `Вопросы врачу:\n1. Что может вызывать «${what}»${since}?\n2. Какие анализы или обследования нужны, чтобы это выяснить?\n` +
      `3. Что можно принимать и делать до выздоровления, чего избегать?\n4. При каких признаках прийти снова или вызывать скорую?\n` +
      `5. Когда можно вернуться к работе и нужен ли больничный?${told(f.chronic) ? `\n6. Влияет ли на это «${f.chronic}»?` : ""}\n\nВозьмите с собой записи температуры и самочувствия.`
    : `Questions for the doctor:\n1. What could cause «${what}»${since}?\n2. Which tests or examinations would find out?\n` +
      `3. What can I take and do until I recover, and what should I avoid?\n4. Which signs mean I should come back or call emergency services?\n` +
      `5. When can I return to work, and do I need a sick note?${told(f.chronic) ? `\n6. Does «${f.chronic}» matter here?` : ""}\n\nBring your notes of temperature and how you felt.`;
}

/** A sample day's dishes: each meal's share of the day, and each dish's share of the meal (by energy). */
const SAMPLE_DAY: [number, string, string, [string, number][]][] = [
  [0.25, "завтрак", "breakfast", [["овсянка", 0.7], ["яйцо", 0.3]]],
  [0.35, "обед", "lunch", [["гречка", 0.35], ["куриная грудка", 0.45], ["овощной салат", 0.2]]],
  [0.1, "перекус", "snack", [["творог", 0.6], ["яблоко", 0.4]]],
  [0.3, "ужин", "dinner", [["рыба", 0.55], ["рис", 0.3], ["овощной салат", 0.15]]],
];

/** Foods alike in what they give a meal (protein, grain, fruit, vegetables), for a food the person does not eat. */
const INSTEAD: Record<string, string[]> = {
  "рыба": ["куриная грудка", "творог"], "куриная грудка": ["рыба", "говядина", "творог"], "яйцо": ["творог", "йогурт"],
  "творог": ["йогурт", "кефир", "орехи"], "гречка": ["рис", "картофель"], "рис": ["гречка", "картофель"], "овсянка": ["гречка", "рис"],
  "яблоко": ["банан", "апельсин"], "овощной салат": ["огурец", "помидор"],
};

/** Nutrition: a sample day of ordinary dishes, grams worked out from the shipped food table to meet the daily target. */
export function sampleDay(target: number, lang: "ru" | "en", avoid: Set<string> = new Set()): string {
  const lines = SAMPLE_DAY.map(([share, ru, en, dishes]) => {
    // A food the person does not eat gives way to the first like it they do («рыба» → «куриная грудка»); with none
    // left, the dish is left out.
    const parts = dishes.flatMap(([planned, part]) => {
      const name = avoid.has(planned) ? (INSTEAD[planned] ?? []).find((x) => !avoid.has(x)) : planned;
      if (!name) return [];
      const food = FOODS.find((x) => x.name === name)!;
      const grams = Math.round((target * share * part) / food.kcal * 100 / 10) * 10;
      return [`${lang === "ru" ? food.name : food.english} ${grams} ${lang === "ru" ? "г" : "g"}`];
    });
    return `— ${lang === "ru" ? ru : en} (≈ ${Math.round(target * share)} ${lang === "ru" ? "ккал" : "kcal"}): ${parts.join(", ")}`;
  });
  return lang === "ru"
    ? `Пример дня на ≈ ${target} ккал:\n${lines.join("\n")}\n\nБлюда можно менять на похожие по калорийности. Граммы — готового блюда, по таблице калорийности приложения.`
    : `A sample day of ≈ ${target} kcal:\n${lines.join("\n")}\n\nSwap dishes for similar ones of the same energy. Grams are of the cooked dish, from the app's food table.`;
}
