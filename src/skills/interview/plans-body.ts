import { DISLIKE, DISLIKE_AFTER_OBJECT } from "../../text/dislikes.ts";
import type { Plan, InterviewState } from "./types.ts";
import { factLines, slotName } from "./labels.ts";
import { FOODS, totals, type Eaten } from "./foods.ts";
import { readMeal } from "./meal.ts";
import { dailyTarget, macros, mifflinStJeor } from "./compute.ts";
import { acceptsOffer, sampleDay } from "./follow-ups.ts";

const ru = (s: InterviewState) => s.lang === "ru";

/** The daily energy figures from what the person told (Mifflin–St Jeor, times activity, adjusted to the goal). */
function energyOf(s: InterviewState) {
  const f = s.facts;
  const sex = f.sex === "female" ? "female" : "male";
  const activity = Number(f.activity ?? 1.375);
  const goal = String(f.goal ?? "maintain");
  const bmr = Math.round(mifflinStJeor(sex, Number(f.weight), Number(f.height), Number(f.age)));
  return { activity, goal, bmr, ...dailyTarget(bmr, activity, goal) };
}

/** A reply that is only «every day» («каждый день», «ежедневно», «daily», «every day»). */
const EVERY_DAY = /^(?:(?:ну|да|почти|практически|yes|almost|pretty much)[\s,]+)?(?:каждый\s+день|ежедневно|daily|every\s+day)[\s.!]*$/iu;

/** The facts a daily target is computed from. */
const TARGET_FACTS = ["goal", "sex", "age", "height", "weight", "activity"];

/** The sample day for the person's target, leaving out the foods they do not eat. */
const dayOf = (s: InterviewState) => sampleDay(energyOf(s).target, s.lang === "ru" ? "ru" : "en", avoidedFoods(String(s.facts.restrictions ?? "")));

/** A question about the week («в неделю», «per week», «weekly»). */
const WEEK = /(?<![\p{L}])(?:в\s+неделю|за\s+неделю|на\s+неделю|недельн\p{L}*|per\s+week|a\s+week|weekly|for\s+the\s+week)(?![\p{L}])/iu;
/** The weekly figure: the daily target times seven, said with how it is made. */
const weekOf = (s: InterviewState) => { const t = energyOf(s).target; return ru(s) ? `В неделю: ≈ ${t * 7} ккал (${t} ккал × 7 дней).` : `Per week: ≈ ${t * 7} kcal (${t} kcal × 7 days).`; };

/** Nutrition: a daily target by Mifflin–St Jeor from sex, age, height, weight, activity and goal. */
export const nutrition: Plan = {
  recounts: true,
  // «ограничений нет», «без ограничений», «no allergies» in any message answers the last question already.
  absorb(s, message) {
    // «каждый день», «daily» alone in reply to the activity question (whose options end «…или каждый день?») are its answer.
    if (s.pending.includes("activity") && s.facts.activity === undefined && EVERY_DAY.test(message.trim())) s.facts.activity = "1.725";
    if (s.facts.restrictions === undefined && /(?<![\p{L}])(?:(?:ограничени|аллерги)\p{L}*\s+нет|нет\s+(?:ограничений|аллергии)|без\s+ограничений|no\s+(?:restrictions|allergies|limits))(?![\p{L}])/iu.test(message)) s.facts.restrictions = "none";
    // «не ем рыбу», «рыбу не ем», «аллергия на орехи», «I don't eat fish»: a food limit said before it was asked.
    const avoided = foodLimits(message);
    if (avoided.length) s.facts.restrictions = [...new Set([...(s.facts.restrictions && s.facts.restrictions !== "none" ? String(s.facts.restrictions).split("; ") : []), ...avoided])].join("; ");
  },
  // «да, распиши»: the sample day the result offers, its grams worked out for the person's own target.
  // «а можно без гречки? не люблю» after it: the day again, that food swapped for one like it.
  after(s, message) {
    // «а в неделю сколько получается?», «and what's that per week?» (walk 20b): the daily target times seven.
    if (WEEK.test(message) && ["age", "height", "weight"].every((k) => typeof s.facts[k] === "number")) return weekOf(s);
    if (!(acceptsOffer(message) || foodLimits(message).length > 0) || ["age", "height", "weight"].some((k) => typeof s.facts[k] !== "number")) return null;
    s.facts.day = "shown";
    return dayOf(s);
  },
  // «а в неделю сколько получается?» while the food limits are asked: the week's figure, never taken for a limit (walk 20b).
  aside: (s, message) => (WEEK.test(message) && /\?\s*$/u.test(message) && TARGET_FACTS.every((k) => s.facts[k] !== undefined) ? weekOf(s) : null),
  // Every figure of the target in the first message («what should my daily calorie intake be? I'm a woman, 29, 168 cm…»):
  // the target at once, food limits asked at its end (walk 18b: the person had to say each fact again).
  ready: (s) => s.asked.length === 0 && TARGET_FACTS.every((k) => s.facts[k] !== undefined),
  slots: [
    { id: "goal", ru: "Какая у вас цель: снизить вес, набрать массу или держать форму?", en: "What is your goal: lose weight, gain muscle or maintain?" },
    { id: "sex", ru: "Для расчёта нормы нужен пол: вы мужчина или женщина?", en: "For the calculation: are you male or female?" },
    { id: "age", ru: "Сколько вам лет?", en: "How old are you?" },
    { id: "height", ru: "Какой у вас рост в сантиметрах?", en: "How tall are you, in centimetres?" },
    { id: "weight", ru: "Сколько вы весите, в килограммах?", en: "How much do you weigh, in kilograms?" },
    { id: "activity", ru: "Насколько вы активны: сидячая работа, тренировки 1–3 раза в неделю, 3–5 раз или каждый день?", en: "How active are you: desk job, 1–3 workouts a week, 3–5, or daily?" },
    { id: "restrictions", ru: "Есть ли ограничения в еде — аллергии, вегетарианство, предписания врача? Если нет, напишите «нет».", en: "Any food limits — allergies, vegetarian, doctor's orders? If none, say «no».", free: true, optional: true },
  ],
  result(s) {
    const f = s.facts;
    const lacking = ["age", "height", "weight"].filter((k) => typeof f[k] !== "number");
    if (lacking.length) {
      const names = lacking.map((k) => slotName(k, s.lang)).join(", ");
      return ru(s) ? `Без этих цифр норму не посчитать: ${names}. Напишите их, например: «мне 34, рост 180, вес 85»?` : `I need these figures to compute the target: ${names}. E.g. «I'm 34, 180 cm, 85 kg»?`;
    }
    const { activity, goal, bmr, maintain, target } = energyOf(s);
    const m = macros(target, Number(f.weight), goal);
    const meals = [[0.25, "завтрак", "breakfast"], [0.35, "обед", "lunch"], [0.1, "перекус", "snack"], [0.3, "ужин", "dinner"]] as const;
    const facts = factLines(f, ["goal", "sex", "age", "height", "weight", "activity", "restrictions"], s.lang).join("\n");
    // «молочное не переношу»: the protein sources named leave out what the person does not eat (walk 14b: «творог» was advised).
    const avoided = f.restrictions && f.restrictions !== "none" ? avoidedFoods(String(f.restrictions)) : new Set<string>();
    const protein = PROTEIN.filter(([, food]) => !avoided.has(food)).map(([word]) => word);
    const sources = protein.length > 1 ? `${protein.slice(0, -1).join(", ")} или ${protein.at(-1)}` : protein.join("");
    // A sample day asked for already is redone for the new figures or limits (walk 18b: «vegetarian» after it redid
    // nothing); otherwise offered, with the food limits asked when the target came before that question.
    const unasked = f.restrictions === undefined && !s.asked.includes("restrictions");
    const close = f.day ? dayOf(s)
      : ru(s) ? `${unasked ? "Если есть ограничения в еде (аллергии, вегетарианство, предписания врача) — напишите, учту. " : ""}Расписать пример дня по блюдам с граммами?`
      : `${unasked ? "If you have food limits (allergies, vegetarian, doctor's orders), tell me and I'll take them into account. " : ""}Shall I lay out a sample day with dishes and grams?`;
    return ru(s)
      ? `Что вы рассказали:\n${facts}\n\nРасчёт по формуле Миффлина — Сан Жеора: базовый обмен ≈ ${bmr} ккал, с учётом активности (×${activity}) на поддержание ≈ ${maintain} ккал.\n` +
        `Ваша норма под цель: ≈ ${target} ккал в день, белки ${m.protein} г, жиры ${m.fat} г, углеводы ${m.carbs} г.\n${weekOf(s)}\n\n` +
        `Рацион на день: ${meals.map(([p, r]) => `${r} ≈ ${Math.round(target * p)} ккал`).join(", ")}. В каждый приём — белок (${sources}), овощи и гарнир из круп; сладкое и жирное — в пределах остатка.` +
        `${f.restrictions && f.restrictions !== "none" ? `\nУчтите ограничения: ${f.restrictions}.` : ""}\nЭто оценка, не лечебная диета: при заболеваниях согласуйте рацион с врачом.\n\n${close}`
      : `What you told me:\n${facts}\n\nMifflin–St Jeor: resting energy ≈ ${bmr} kcal; with activity (×${activity}) maintenance ≈ ${maintain} kcal.\n` +
        `Your daily target: ≈ ${target} kcal, protein ${m.protein} g, fat ${m.fat} g, carbohydrate ${m.carbs} g.\n${weekOf(s)}\n\n` +
        `Per meal: ${meals.map(([p, , e]) => `${e} ≈ ${Math.round(target * p)} kcal`).join(", ")}. An estimate, not a medical diet: with a condition, agree it with your doctor.\n\n${close}`;
  },
};

const rows = (s: InterviewState): Eaten[] =>
  (s.eaten ?? []).flatMap(([name, grams, estimated]) => { const food = FOODS.find((f) => f.name === name); return food ? [{ food, grams, estimated }] : []; });

/** The food table's names, the calorie skill's words (Plan.vocabulary). */
const FOOD_NAMES = FOODS.map((f) => f.name).join(" ");

/** Calories: totals what was named from the shipped food table; a named weight replaces an estimate. */
export const calories: Plan = {
  recounts: true,
  vocabulary: () => FOOD_NAMES,
  slots: [{ id: "foods", ru: "Что именно вы съели? Перечислите блюда и, если знаете, вес — например: «борщ 300 г, котлета, компот».", en: "What exactly did you eat? List the dishes and, if you know, the weight — e.g. «soup 300 g, a cutlet, juice»." }],
  // Naming a food again restates it («котлета одна, грамм 100» replaces the cutlet); «ещё», «снова» add to it.
  absorb(s, message) {
    const meal = readMeal(message);
    const out = new Set(meal.without);
    const list = rows(s).filter((e) => !out.has(e.food));
    for (const m of meal.mentions) {
      const same = list.find((x) => x.food === m.food);
      if (!same) list.push({ food: m.food, grams: m.grams, estimated: m.estimated });
      else if (m.more) Object.assign(same, { grams: same.grams + m.grams, estimated: same.estimated || m.estimated });
      else if (m.said) Object.assign(same, { grams: m.grams, estimated: m.estimated });
    }
    if (meal.mentions.length) s.named = meal.mentions.at(-1)!.food.name;
    // Grams said with no food: «не 200, а 250» moves the weight that was 200; otherwise they correct the food named last.
    if (meal.loose !== null && list.length) {
      const was = meal.pairs.find(([, is]) => is === meal.loose)?.[0];
      const target = list.find((e) => was !== undefined && Math.round(e.grams) === was) ?? list.find((e) => e.food.name === s.named) ?? list.at(-1)!;
      Object.assign(target, { grams: meal.loose, estimated: false });
    }
    s.eaten = list.map((e) => [e.food.name, e.grams, e.estimated]);
    if (meal.unknown.length) s.unknown = [...new Set([...(s.unknown ?? []), ...meal.unknown])];
    if (list.length || s.unknown?.length) s.facts.foods = list.length;
  },
  // «no, it was ONE salad, caesar with chicken, 250 g total» when that is what was counted: the count again, said to stand.
  after(s, message) {
    if (!readMeal(message).mentions.length) return null;
    return `${ru(s) ? "Так и посчитано." : "That is what I counted."}\n\n${calories.result(s)}`;
  },
  result(s) {
    const list = rows(s);
    const unknown = s.unknown?.length ? (ru(s) ? `Не знаю «${s.unknown.join("», «")}» — в таблице приложения этого нет, и в итог не вошло. Сколько там ккал (на 100 г или на порцию)?\n\n`
      : `I don't know «${s.unknown.join("», «")}» — it is not in the app's food table and is not in the total. How many kcal is it (per 100 g or per serving)?\n\n`) : "";
    if (!list.length) {
      return unknown + (ru(s) ? "Не нашёл названных блюд в таблице приложения (в ней около 70 обычных блюд и продуктов). Перечислите, что съели, обычными словами — например: «гречка 200 г, куриная грудка, салат»?"
        : "I could not find those foods in the app's table (about 70 common dishes). List what you ate in plain words — e.g. «rice 200 g, chicken breast, salad»?");
    }
    const t = totals(list);
    const line = (e: Eaten) => {
      const x = totals([e]);
      // «two eggs», «2 тарелки борща»: a count the estimate was made from is shown, so 120 g reads as two eggs, not one portion.
      const n = e.estimated ? e.grams / e.food.piece : 0;
      const times = Number.isInteger(n) && n >= 2 ? ` (${n} × ${e.food.piece} ${ru(s) ? "г" : "g"})` : "";
      return ru(s) ? `— ${e.food.name}, ${Math.round(e.grams)} г${e.estimated ? "*" : ""}${times}: ${x.kcal} ккал (Б ${x.protein} / Ж ${x.fat} / У ${x.carbs} г)`
        : `— ${e.food.english}, ${Math.round(e.grams)} g${e.estimated ? "*" : ""}${times}: ${x.kcal} kcal (P ${x.protein} / F ${x.fat} / C ${x.carbs} g)`;
    };
    const table = list.map(line).join("\n");
    const est = list.some((e) => e.estimated);
    return unknown + (ru(s)
      ? `${table}\n\nИтого ≈ ${t.kcal} ккал, Б/Ж/У ${t.protein} / ${t.fat} / ${t.carbs} г.\n${est ? "* вес не назван — взята обычная порция или обычный вес штуки, это оценка. " : ""}Значения — из таблицы блюд приложения (средние по таблицам Скурихина и USDA).\n\nНазовите точный вес или что ещё съели — пересчитаю?`
      : `${table}\n\nTotal ≈ ${t.kcal} kcal, P/F/C ${t.protein} / ${t.fat} / ${t.carbs} g.\n${est ? "* weight not given — a typical portion or piece, an estimate. " : ""}Values from the app's food table (averages of the Skurikhin and USDA tables).\n\nTell me exact weights or anything else you ate and I'll recount?`);
  },
};

/** A food limit in the person's words: «не ем рыбу», «рыбу не ем», «без сахара», «аллергия на орехи», «don't eat fish». */
// The list after the verb runs to the end of its clause: «не ем рыбу, зато люблю курицу» refuses only the fish.
// «я вегетарианка», «I'm vegan»: a diet named is a limit by itself; «no meat or fish please» refuses what follows «no»,
// «без мяса и рыбы» both foods.
// «I hate fish», «не люблю рыбу», «рыбу терпеть не могу» (walk 21b: «no, but I hate fish» left fish on the plate): a food
// disliked is left out as one refused; the verb comes before the food or, in Russian, after it.
const UNTIL = String.raw`(?:(?!(?:но|а|зато|хотя|but|though)(?![\p{L}]))[\p{L}\s])+`;
const FOOD_LIMIT = new RegExp(String.raw`(?<![\p{L}])(?:не\s+(?:ем|ешь|едим|пью|употребляю)\s+(?:(?!(?:но|а|зато|хотя|but|though)(?![\p{L}]))[\p{L}\s]|и\s)+|[\p{L}]+\s+не\s+(?:ем|пью|употребляю)|аллерги\p{L}*\s+на\s+(?:(?!(?:но|а|зато|хотя)(?![\p{L}]))[\p{L}\s])+|без\s+(?!ограничений)[\p{L}]+(?:\s+(?:и|или)\s+[\p{L}]+)*|(?<!(?:не|not|not a)\s)(?:вегетариан|веган|лактовегетариан|пескетариан)\p{L}*|(?<!(?:не|not|not a)\s)(?:vegetarian|vegan|pescatarian)(?![\p{L}])|(?:don'?t|do not|can'?t)\s+eat\s+(?:(?!(?:but|though)(?![a-z]))[a-z\s])+|allergic\s+to\s+(?:(?!(?:but|though)(?![a-z]))[a-z\s])+|(?:no|without)\s+(?:(?!(?:but|though|please|thanks?|thank)(?![a-z]))[a-z\s])+)` + String.raw`|(?<![\p{L}])${DISLIKE}\s+${UNTIL}|[\p{L}]+\s+${DISLIKE_AFTER_OBJECT}(?![\p{L}])`, "giu");

/** The phrases of a message that limit food, each with a food of the app's table, or a kind of food, in it. */
function foodLimits(message: string): string[] {
  return [...message.matchAll(FOOD_LIMIT)].map((m) => m[0].trim().replace(/[\s,]+$/, "")).filter((p) => namedFoods(p).length > 0 || kindsIn(p).length > 0);
}

/** Protein sources the day's advice names, each with the table's food whose avoidance leaves it out. */
const PROTEIN: [string, string][] = [["мясо", "говядина"], ["рыба", "рыба"], ["яйца", "яйцо"], ["творог", "творог"], ["бобовые", "фасоль"]];

/** The table's foods a limit names; «без гречки» read as «гречки» (in a meal, «чай без сахара» eats no sugar). */
const namedFoods = (phrase: string) => readMeal(phrase.replace(/^без\s+/iu, "")).mentions.map((m) => m.food.name);

/** The foods of the app's table a limit names («не ем рыбу» → рыба, «молочное не ем» → every dairy food), which the sample day leaves out. */
function avoidedFoods(restrictions: string): Set<string> {
  return new Set(restrictions.split("; ").flatMap((p) => [...namedFoods(p), ...kindsIn(p).flat()]));
}

/**
 * Kinds of food people refuse as a whole («молочное», «мясо», «сладкое»; a vegetarian, a vegan), by their stems, with the
 * foods of the app's table of each kind. A vegetarian eats neither meat nor fish (a pescatarian eats fish), a vegan no food
 * of animals at all — the usual meanings (Vegetarian Society; NHS «The vegetarian diet», «The vegan diet»).
 */
const FOOD_KINDS: [RegExp, string[]][] = [
  [/молочн|молочк|лактоз|веган|dairy|lactose|vegan/iu, ["молоко", "творог", "кефир", "йогурт", "сметана", "сыр", "сливочное масло", "сырники", "мороженое"]],
  [/(?<![\p{L}])мяс|(?<![\p{L}])(?:лакто)?вегетариан|пескетариан|веган|meat|vegetarian|pescatarian|vegan/iu, ["говядина", "свинина", "куриная грудка", "шашлык", "сосиски", "колбаса", "котлета",
    "пельмени", "голубцы", "жаркое", "гуляш", "бефстроганов", "плов", "куриный суп", "шаурма", "бургер", "салат цезарь", "салат оливье", "солянка"]],
  [/(?<![\p{L}])рыб|морепродукт|(?<![\p{L}])(?:лакто)?вегетариан|веган|fish|seafood|vegetarian|vegan/iu, ["рыба", "минтай", "уха", "селедка под шубой"]],
  [/(?<![\p{L}])яйц|яичн|веган|eggs?(?![\p{L}])|vegan/iu, ["яйцо", "омлет"]],
  [/сладк|сахар|sweets|sugar/iu, ["шоколад", "торт", "печенье", "мороженое", "сахар"]],
];

function kindsIn(phrase: string): string[][] {
  return FOOD_KINDS.filter(([re]) => re.test(phrase)).map(([, foods]) => foods);
}
