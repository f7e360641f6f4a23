import { unitIn, type OwnAsk } from "./negotiation-own.ts";
import type { Lang } from "./types.ts";

/**
 * The first step of our own ask when only the goal is said (walk 27a RU-B-11: inside «Подготовка к переговорам»,
 * «хорошо, я хочу просить 15% прибавки, с чего начать разговор?» got its words back and «Пока ничего нет для разделов:
 * цели, позиция…»). The method's last step — the talk's plan and first phrases — needs only the goal, so it is given
 * with the person's figure in it, and the parts that need more (the minimum, the arguments) are asked for by name.
 * The advice is the same general practice as negotiation-own.ts (see negotiation.json's source). What is paid now
 * («260 в час вместо 230») and how long the person has worked («я кассир 8 месяцев») are said back where they belong
 * (walk 28a S2 got neither).
 */
const num = (n: number) => String(n).replace(".", ",");

/** The goal as said: a share («15%») or a sum with its unit («115 тыс.»); null when neither was said. */
function goalOf(o: OwnAsk, lang: Lang): string | null {
  if (o.rise !== undefined) return lang === "ru" ? `на ${num(o.rise)}%` : `a ${num(o.rise)}% raise`;
  if (o.goal !== undefined) return lang === "ru" ? `до ${num(o.goal)}${o.unit}` : `to ${num(o.goal)}${unitIn(o.unit, lang)}`;
  return null;
}

/** «сейчас 230 — это +13%»: what is paid now and the rise the goal asks, when both are sums said. */
function nowOf(o: OwnAsk, lang: Lang): string {
  if (o.now === undefined || o.goal === undefined || o.now <= 0 || o.goal <= o.now) return "";
  const rise = Math.round(((o.goal - o.now) / o.now) * 100);
  return lang === "ru" ? `; сейчас ${num(o.now)}${o.unit} — это +${rise}%` : `; now ${num(o.now)}${unitIn(o.unit, lang)}, that is +${rise}%`;
}

/** The talk's opening built on the goal said, and what to tell next; null without a goal (the fuller plans go first). */
export function ownAskStart(o: OwnAsk, lang: Lang): string | null {
  const goal = goalOf(o, lang);
  if (!goal) return null;
  const facts = o.args.length ? o.args.join("; ") : null;
  const missing = [
    ...(o.min === undefined ? [lang === "ru" ? "на какой минимум вы согласитесь" : "the least you would accept"] : []),
    ...(facts ? [] : [lang === "ru" ? "чем подкрепите просьбу — 2–3 результата за год с цифрами" : "what backs the ask — 2–3 results of the year, with figures"]),
  ];
  if (lang === "ru") return [
    `С чего начать разговор${o.topic ? ` — ${o.topic}` : ""} (цель: повышение ${goal}${nowOf(o, lang)}):`,
    [
      "1. Договоритесь о встрече заранее, а не в коридоре: «Хочу обсудить мою зарплату — найдётся 15 минут на этой неделе?»",
      `2. Начните с результатов, а не с просьбы: «${o.tenure ? `За ${o.tenure} работы` : "За этот год"} ${facts ?? "я… (2–3 факта с цифрами: план, клиенты, новые обязанности)"}.»`,
      `3. Назовите цифру первым: «Прошу повышения ${goal}» — и помолчите, дайте ответить.`,
      "4. Если нет: «Что нужно, чтобы это стало возможным, и когда мы вернёмся к разговору?»",
      "5. Итог — письмом в тот же день.",
    ].join("\n"),
    ...(missing.length ? [`Чтобы составить остальное (уступки, ответы на возражения, запасной вариант), напишите: ${missing.join(" и ")}?`] : []),
  ].join("\n\n");
  return [
    `How to open the talk${o.topic ? ` — ${o.topic}` : ""} (goal: ${goal}${nowOf(o, lang)}):`,
    [
      "1. Book the talk ahead, not in passing: “I'd like to discuss my salary — do you have 15 minutes this week?”",
      `2. Open with results, not the ask: “${o.tenure ? `In ${o.tenure} here` : "This year"} ${facts ?? "I… (2–3 facts with figures: plan, customers, new duties)"}.”`,
      `3. Name the figure first: “I'm asking for ${goal}” — then pause and let them answer.`,
      "4. If no: “What would make it possible, and when do we come back to it?”",
      "5. Confirm the outcome by email the same day.",
    ].join("\n"),
    ...(missing.length ? [`To plan the rest (concessions, answers to objections, a fallback), tell me ${missing.join(" and ")}.`] : []),
  ].join("\n\n");
}
