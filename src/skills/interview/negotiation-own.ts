import cues from "./negotiation.json" with { type: "json" };
import type { Lang } from "./types.ts";

/**
 * Negotiation prep when we are the side that asks (walk 20b: a raise — «цель 115, минимум согласна на 105», «аргументы:
 * план +20%, привела 3 крупных клиента», «если откажут — попрошу пересмотр через полгода» got «Цели: Цель 115…» and
 * «Пока ничего нет для разделов»). Our goal and our minimum are sums, not a discount's percentages; each part of the
 * person's words goes to its section, and the plan adds the method's advice around them.
 */
export interface OwnAsk {
  goal?: number; min?: number; now?: number; unit: string; topic?: string; args: string[]; fallback?: string;
  /** A raise asked as a share («хочу просить 15% прибавки»): our goal said in percent, not as a sum. */
  rise?: number;
  /** How long the person has worked there, as said («8 месяцев»): what the talk's results are counted over. */
  tenure?: string;
}

const re = (list: string[]) => new RegExp(`(?<![\\p{L}])(?:${list.join("|")})`, "iu");
const GOAL = re(cues.own.goal);
const MIN = re(cues.own.min);
const NOW = re(cues.own.now);
const ARGS = re(cues.own.args);
const FALLBACK = re(cues.own.fallback);
const TOPIC = re(cues.own.topic);
/** «15%», «20 процентов»: a share said with its sign or word. */
const PERCENT = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:%|процент\p{L}*|percent)/iu;
/** «просить», «попрошу», «ask for»: asking said in the first person or as an infinitive (GOAL holds «хочу», «прошу»). */
const ASKING = /(?<![\p{L}])(?:по)?прос(?:ить|ю|им)(?![\p{L}])|(?<![\p{L}])ask(?:ing)?\s+for(?![\p{L}])/iu;
/** «260 вместо 230», «260 instead of 230», «260, а не 230»: the figure after these is what is paid now. */
const INSTEAD = /(?<![\p{L}])(?:вместо|instead\s+of|а\s+не)\s+(\d+(?:[.,]\d+)?)/iu;
/** «260 в час», «30 an hour»: a rate per hour. */
const HOURLY = /\d\s*(?:₽\s*)?(?:в\s+час|в\s*\/?\s*ч(?![\p{L}])|(?:an?|per)\s+hour)/iu;
/** «кассир 8 месяцев», «работаю 2 года», «for 3 years»: a span of work said by its length (no figure asked for). */
const TENURE = /(?<![\d.,])(\d+)\s*(месяц\p{L}*|мес(?![\p{L}])|год(?:а)?(?![\p{L}])|лет(?![\p{L}])|months?|years?)/iu;
const figure = (t: string) => { const m = /(?<![\d.,+])(\d+(?:[.,]\d+)?)(?![\d%])(?!\s*(?:%|процент))/u.exec(t); return m ? Number(m[1]!.replace(",", ".")) : undefined; };

/** What the person's words say of our own ask; an arguments' label holds the clauses after it in the same message. */
export function ownAskIn(texts: string[]): OwnAsk {
  const o: OwnAsk = { unit: "", args: [] };
  for (const text of texts.flatMap((t) => t.split(/;\s*/u))) {
    let inArgs = false;
    for (const raw of text.split(/[.!?](?:\s|$)|,\s+/u).map((c) => c.trim()).filter(Boolean)) {
      if (/тысяч|тыс\.?(?![\p{L}])/iu.test(raw)) o.unit = " тыс.";
      else if (/\d\s*k(?![\p{L}])/iu.test(raw) && !o.unit) o.unit = "k";
      // «с начальником о повышении зарплаты» → «о повышении зарплаты»: the matter from its preposition on.
      const topic = TOPIC.exec(raw);
      if (!o.topic && topic) o.topic = raw.slice(topic.index - (/(?:(?<![\p{L}])(?:о|об|about|for|on)\s+(?:an?\s+|the\s+)?)$/iu.exec(raw.slice(0, topic.index))?.[0].length ?? 0)).trim();
      const fallback = FALLBACK.exec(raw);
      if (fallback && fallback.index === 0) {
        // «если откажут — попрошу пересмотр через полгода»: what we do then is after the dash or the comma.
        // «if they refuse, I'll ask for a review…»: the condition with what we do then, up to the sentence's end.
        o.fallback ??= text.slice(text.indexOf(raw)).split(/[.!?](?:\s|$)/u)[0]!.trim();
        inArgs = false;
        continue;
      }
      const label = /^(?:аргумент\p{L}*|доводы|arguments?|my\s+case)\s*[:—–-]\s*/iu.exec(raw);
      if (label) { inArgs = true; const rest = raw.slice(label[0].length).trim(); if (rest) o.args.push(rest); continue; }
      // A share asked for a raise in the same clause («я хочу просить 15% прибавки»); a share among achievements
      // («план +20%») names no goal, and «они хотят 15%» is the other side's ask (negotiation.ts).
      const share = PERCENT.exec(raw);
      if (share && TOPIC.test(raw) && (GOAL.test(raw) || ASKING.test(raw))) { o.rise ??= Number(share[1]!.replace(",", ".")); inArgs = false; continue; }
      if (HOURLY.test(raw) && !o.unit) o.unit = " в час";
      const instead = INSTEAD.exec(raw);
      if (instead) o.now ??= Number(instead[1]!.replace(",", "."));
      const span = TENURE.exec(raw);
      if (span && !inArgs && !ARGS.test(raw) && !GOAL.test(raw) && !ASKING.test(raw)) { o.tenure ??= span[0]; continue; }
      const n = figure(instead ? raw.replace(instead[0], "") : raw);
      if (n !== undefined && MIN.test(raw)) { o.min ??= n; inArgs = false; }
      else if (n !== undefined && NOW.test(raw)) o.now ??= n;
      else if (n !== undefined && GOAL.test(raw)) { o.goal ??= n; inArgs = false; }
      else if (inArgs || ARGS.test(raw)) o.args.push(raw.replace(/^(?:и|а также|and)\s+/iu, ""));
    }
  }
  return o;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const dot = (s: string) => (s.endsWith(".") ? s : `${s}.`);
const money = (n: number, unit: string) => `${String(n).replace(".", ",")}${unit}`;
/** The unit as the interface's language says it («115 тыс.» → «115k», «260 в час» → «260 an hour»). */
export const unitIn = (unit: string, lang: Lang) => (lang === "ru" ? unit : unit === " тыс." ? "k" : unit === " в час" ? " an hour" : unit);

/** The plan for our own ask, or null unless both our goal and our minimum were said (the other plans are tried then). */
export function ownAskPlan(o: OwnAsk, lang: Lang): string | null {
  if (o.goal === undefined || o.min === undefined || o.min > o.goal) return null;
  const m = (n: number) => money(n, unitIn(o.unit, lang));
  const mid = Math.round((o.goal + o.min) / 2);
  const steps = [...new Set([o.goal, mid, o.min])];
  const rise = o.now ? Math.round(((o.goal - o.now) / o.now) * 100) : null;
  const args = o.args.map((a) => `— ${cap(a)}.`).join("\n");
  const first = o.args[0];
  if (lang === "ru") return [
    `План переговоров${o.topic ? ` — ${o.topic}` : ""}:`,
    `Цели:\n— идеальный результат: ${m(o.goal)};\n— приемлемый: не меньше ${m(o.min)};\n— точка ухода: меньше ${m(o.min)} — сейчас не соглашаемся, переходим к запасному варианту.`,
    `Позиция: просим ${m(o.goal)}${o.now ? ` (сейчас ${m(o.now)}, это +${rise}%)` : ""}. Цифру называете первой и обосновываете результатами для компании, а не личными обстоятельствами.`,
    `Уступки (по шагам, каждая — в обмен на что-то):\n${steps.map((x, i) => `${i + 1}. ${m(x)} — ${i === 0 ? "первое предложение" : i === steps.length - 1 ? "ваш минимум: только вместе с чем-то ещё (премия по итогам квартала, обучение, новые задачи или должность)" : "если сразу не выходит: с пересмотром через 3–6 месяцев по результатам"}.`).join("\n")}`,
    `Аргументы и ответы на возражения:\n${args ? `${args}\n` : ""}— Подкрепите цифрами: выполнение плана, выручка, новые клиенты; сравните с рынком — зарплаты в вакансиях на вашу должность.\n— «Нет бюджета» → «Понимаю. Когда пересматривается бюджет? Давайте зафиксируем повышение до ${m(o.min)} с этой даты.»\n— «У всех на этой должности столько же» → «Мои результаты выше плана${first ? `: ${first}` : ""}. Прошу оценить именно их.»`,
    `Запасной вариант: ${o.fallback ? `${cap(o.fallback)}. ` : ""}Если сейчас не выходит, договоритесь о конкретном: срок пересмотра, цифры, при которых повышение будет, — и запишите это. Заранее решите, что сделаете, если не договоритесь совсем.`,
    `План разговора и первые фразы:\n1. «Хочу обсудить мою зарплату — найдётся 15 минут на этой неделе?»\n2. «За этот год${o.args.length ? `: ${o.args.join("; ")}` : " я…"}.»\n3. «Прошу повышения до ${dot(m(o.goal))}» — и помолчать, дать ответить.\n4. Если нет: «Что нужно, чтобы это стало возможным, и когда мы вернёмся к разговору?»\n5. Итог — письмом в тот же день.`,
  ].join("\n\n");
  return [
    `Negotiation plan${o.topic ? ` — ${o.topic}` : ""}:`,
    `Goals:\n— ideal: ${m(o.goal)};\n— acceptable: no less than ${m(o.min)};\n— walk-away point: below ${m(o.min)} — do not agree now, go to the fallback.`,
    `Position: ask for ${m(o.goal)}${o.now ? ` (now ${m(o.now)}, that is +${rise}%)` : ""}. Name the figure first and back it with your results for the company, not personal circumstances.`,
    `Concessions (step by step, each traded for something):\n${steps.map((x, i) => `${i + 1}. ${m(x)} — ${i === 0 ? "the first ask" : i === steps.length - 1 ? "your minimum: only with something more (a quarterly bonus, training, new duties or a title)" : "if not at once: with a review in 3–6 months on results"}.`).join("\n")}`,
    `Arguments and answers to objections:\n${args ? `${args}\n` : ""}— Back it with figures: plan achieved, revenue, new customers; compare with the market — salaries in job ads for your role.\n— “There's no budget” → “I understand. When is the budget reviewed? Let's fix a raise to ${m(o.min)} from that date.”\n— “Everyone in this role earns the same” → “My results are above plan${first ? `: ${first}` : ""}. I ask you to weigh them.”`,
    `Fallback: ${o.fallback ? `${cap(o.fallback)}. ` : ""}If it doesn't work now, agree on something concrete: when to review, the figures that earn the raise — and write it down. Decide beforehand what you will do if you don't agree at all.`,
    `Conversation plan and first phrases:\n1. “I'd like to discuss my salary — do you have 15 minutes this week?”\n2. “This year${o.args.length ? `: ${o.args.join("; ")}` : " I…"}.”\n3. “I'm asking for a raise to ${dot(m(o.goal))}” — then pause and let them answer.\n4. If no: “What would make it possible, and when do we come back to it?”\n5. Confirm the outcome by email the same day.`,
  ].join("\n\n");
}
