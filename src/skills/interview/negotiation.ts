import cues from "./negotiation.json" with { type: "json" };
import type { Lang } from "./types.ts";

/**
 * Negotiation prep without a model (walk 19b: «хотят 15% скидки…, мы готовы дать максимум 7%, взамен хотим предоплату
 * 50%» got «Пока ничего нет для разделов…»): who the other side is, what they ask, our limit and what we want in exchange
 * are read from the person's words, and the method's parts are made of them — goals, a concession ladder that opens
 * below the limit and shrinks, arguments with answers to objections, the fallback, and the talk's first phrases.
 */
export interface Deal { party?: string; ask?: number; askWhat?: string; limit?: number; exchange?: string }

const fold = (t: string) => t.toLowerCase().replaceAll("ё", "е");
const has = (clause: string, list: string[]) => list.some((c) => new RegExp(`(?<![\\p{L}])${c}(?![\\p{L}])`, "u").test(fold(clause)));
const PERCENT = /(\d+(?:[.,]\d+)?)\s*(?:%|процент\p{L}*|percent)/iu;
const num = (t: string) => { const m = PERCENT.exec(t); return m ? Number(m[1].replace(",", ".")) : undefined; };

/** What the person's words say of the deal; clauses by commas, semicolons and sentence ends (not a decimal comma). */
export function dealIn(texts: string[]): Deal {
  const d: Deal = {};
  for (const clause of texts.flatMap((t) => t.split(/[;.!?](?:\s|$)|,\s+|\s+(?:а|но|but)\s+/u)).map((c) => c.trim()).filter(Boolean)) {
    // «мы можем максимум 7» after «скидку 15%»: a bare figure is the same measure as the ask.
    const n = num(clause) ?? (d.ask !== undefined ? Number(/(?<![\d.,])(\d+(?:[.,]\d+)?)(?![\d.,])/u.exec(clause)?.[1]?.replace(",", ".") ?? NaN) : undefined);
    const figure = n !== undefined && !Number.isNaN(n) ? n : undefined;
    if (has(clause, cues.exchange)) {
      // «взамен хотим предоплату 50%» → «предоплату 50%»: the cue and «хотим/просим/we want» are no part of what we want.
      const cue = cues.exchange.map((c) => new RegExp(`(?<![\\p{L}])${c}(?![\\p{L}])`, "iu").exec(clause)).find((m) => m)!;
      d.exchange ??= clause.slice(cue.index + cue[0].length).replace(/^\s*(?:мы\s+)?(?:хотим|просим|попросим|требуем|we\s+(?:want|ask\s+for|need)|want|ask\s+for)?\s*/iu, "").replace(/^(?:of|for)\s+/iu, "").trim() || undefined;
    } else if (figure !== undefined && has(clause, cues.ours) && (has(clause, cues.limit) || d.ask !== undefined)) d.limit ??= figure;
    else if (figure !== undefined && PERCENT.test(clause) && has(clause, cues.wants)) {
      d.ask ??= figure;
      // «хотят 15% скидки на ноутбуки» → «скидки на ноутбуки»; «a 15% discount on laptops» → «discount on laptops».
      const m = PERCENT.exec(clause)!;
      d.askWhat ??= clause.slice(m.index + m[0].length).trim() || undefined;
    }
    // «помоги подготовиться к разговору с клиентом» → «клиентом… »: the other side from its cue on, their wish cut off.
    const at = cues.party.map((c) => new RegExp(`(?<![\\p{L}])${c}(?![\\p{L}])`, "iu").exec(clause)).filter((m) => m).sort((a, b) => a!.index - b!.index)[0];
    // A bare role («с клиентом») names nobody: only a name said with it («клиент ООО Ромашка») heads the plan.
    if (at && d.party === undefined && /\s/u.test(clause.slice(at.index).trim())) d.party = clause.slice(at.index).replace(/\s+(?:он|она|они|he|she|they)?\s*(?:хочет|хотят|просит|просят|требует|требуют|wants|want|asks|demands).*$/iu, "").trim();
  }
  return d;
}

/** The concessions from an opening of about 40% of the limit to the limit, each step about half the gap left. */
export function ladder(limit: number): number[] {
  const steps = [Math.max(1, Math.round(limit * 0.4))];
  while (steps.at(-1)! < limit) steps.push(Math.min(limit, steps.at(-1)! + Math.max(1, Math.ceil((limit - steps.at(-1)!) / 2))));
  return steps;
}

const pct = (n: number) => `${String(n).replace(".", ",")}%`;

/** The plan made of the deal, or null when neither their ask nor our limit was said (the outline is shown instead). */
export function negotiationPlan(d: Deal, lang: Lang): string | null {
  if (d.limit === undefined || d.ask === undefined) return null;
  const ru = lang === "ru";
  const steps = ladder(d.limit);
  const ex = d.exchange;
  const what = d.askWhat ? (ru ? ` ${d.askWhat}` : ` ${d.askWhat}`) : "";
  const gap = d.ask - d.limit;
  const trade = (i: number) => (i === 0 ? (ru ? "первое предложение, без условий" : "the first offer, with no conditions")
    : i === 1 && ex ? (ru ? `только в обмен на ${ex}` : `only in exchange for ${ex}`)
    : i === steps.length - 1 ? (ru ? `последний шаг, наш предел — и только если сделка закрывается на этих условиях${ex ? ` (в обмен на ${ex})` : ""}` : `the last step, our limit — only if the deal closes on these terms${ex ? ` (${ex})` : ""}`)
    : (ru ? "в обмен на что-то ещё: объём заказа, срок договора, отзыв или кейс" : "in exchange for something more: order volume, contract length, a reference or a case study"));
  if (ru) return [
    `План переговоров${d.party ? ` — ${d.party}` : ""}:`,
    `Цели:\n— идеальный результат: ${pct(steps[0])}${ex ? `, и они соглашаются на ${ex}` : ""};\n— приемлемый: до ${pct(d.limit)}${ex ? ` в обмен на ${ex}` : ""};\n— точка ухода: больше ${pct(d.limit)} — не соглашаемся.`,
    `Позиция: они просят ${pct(d.ask)}${what}, наш предел — ${pct(d.limit)}${gap > 0 ? `, разрыв ${String(gap).replace(".", ",")} п. п` : ""}. Начинаем ниже предела, с ${pct(steps[0])}, чтобы было чем уступать.`,
    `Уступки (шаги уменьшаются, каждая — в обмен на что-то):\n${steps.map((x, i) => `${i + 1}. ${pct(x)} — ${trade(i)}.`).join("\n")}`,
    `Аргументы и ответы на возражения:\n— Цена складывается не только из скидки: назовите, что клиент получает (сроки, гарантия, сервис).\n${ex ? `— Взамен мы просим ${ex}: это снижает наш риск, поэтому скидка возможна только вместе с этим условием.\n` : ""}— «У других дешевле» → «Давайте сравним условия целиком: сроки, гарантию, сервис. Что из этого вам не нужно?»\n— «Нам нужно ${pct(d.ask)}, иначе уйдём» → «Понимаю. Наш предел — ${pct(d.limit)}${ex ? `, и только если вы согласны на ${ex}` : ""}. Что для вас важнее — размер скидки или условия?»`,
    `Запасной вариант: если больше ${pct(d.limit)} без встречных условий — не соглашаемся, предлагаем вместо скидки другое (доставку, сервис, условия следующей поставки). Оцените заранее, что будет без этой сделки у нас и у них (другие поставщики, их цены).`,
    `План разговора и первые фразы:\n1. «Спасибо, что обсуждаем условия. Что для вас в этой сделке важнее всего, кроме цены?»\n2. «Из чего у вас получилась цифра ${pct(d.ask)}?» — выслушать, не спорить.\n3. «Мы можем предложить ${pct(steps[0])}.»\n4. ${ex ? `«Если вы готовы на ${ex}, мы можем дать ${pct(steps[1] ?? d.limit)}.»` : `«Если вы возьмёте больший объём, мы можем дать ${pct(steps[1] ?? d.limit)}.»`}\n5. «${pct(d.limit)} — наш предел${ex ? `, и только в обмен на ${ex}` : ""}. На этих условиях готовы договориться?»\n6. Итог — письмом в тот же день.`,
  ].join("\n\n");
  return [
    `Negotiation plan${d.party ? ` — ${d.party}` : ""}:`,
    `Goals:\n— ideal: ${pct(steps[0])}${ex ? ` and ${ex}` : ""};\n— acceptable: up to ${pct(d.limit)}${ex ? ` in exchange for ${ex}` : ""};\n— walk-away point: more than ${pct(d.limit)} — we do not agree.`,
    `Position: they ask ${pct(d.ask)}${what}, our limit is ${pct(d.limit)}${gap > 0 ? `, a gap of ${gap} points` : ""}. Open below the limit, at ${pct(steps[0])}, to leave room to concede.`,
    `Concessions (shrinking steps, each traded for something):\n${steps.map((x, i) => `${i + 1}. ${pct(x)} — ${trade(i)}.`).join("\n")}`,
    `Arguments and answers to objections:\n— The price is more than the discount: name what the customer gets (delivery times, warranty, service).\n${ex ? `— ${ex.charAt(0).toUpperCase()}${ex.slice(1)} lowers our risk — that is why a discount is possible only with it.\n` : ""}— “Others are cheaper” → “Let's compare the whole terms: delivery, warranty, service. Which of them don't you need?”\n— “We need ${pct(d.ask)} or we walk” → “I understand. Our limit is ${pct(d.limit)}${ex ? `, on condition of ${ex}` : ""}. What matters more to you — the discount or the terms?”`,
    `Fallback: more than ${pct(d.limit)} with nothing in return — we do not agree and offer something else instead of a discount (delivery, service, terms of the next order). Weigh beforehand what happens without this deal, for us and for them (other suppliers, their prices).`,
    `Conversation plan and first phrases:\n1. “Thank you for discussing the terms. Apart from the price, what matters most to you in this deal?”\n2. “How did you arrive at ${pct(d.ask)}?” — listen, don't argue.\n3. “We can offer ${pct(steps[0])}.”\n4. ${ex ? `“If you agree to ${ex}, we can give ${pct(steps[1] ?? d.limit)}.”` : `“If you take a larger volume, we can give ${pct(steps[1] ?? d.limit)}.”`}\n5. “${pct(d.limit)} is our limit${ex ? `, and only with ${ex}` : ""}. Can we agree on these terms?”\n6. Confirm the outcome by email the same day.`,
  ].join("\n\n");
}
