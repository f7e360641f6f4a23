import type { Decision, RouteInput } from "../routing/types.ts";
import type { Retrieved } from "../answering/answer.ts";
import { speaksOfSelf } from "../text/possessives.ts";
import { asksOwnPay } from "../answering/own-pay.ts";

/**
 * «вот мой график, во сколько я сегодня заканчиваю?», «а кто мой наставник?» with the person's own schedule attached in the
 * chat: their day is in their file, not in the calendar the router read «сегодня» as (walk 22a: «События … Ничего не
 * найдено» twice, while the file said «3 декабря … 16:30–00:30» and «Наставник: Людмила Орлова»). A reading tool the
 * router picked on no word of its own (no «календарь», «встречи», «письма», no «покажи»: only a day or the thread) yields
 * to the documents' search, which asks the chat's own file first, when that file by itself answers the question.
 * The file stays the chat's: only this chat's turns search it (attachments.ts).
 */
const READING = new Set(["calendar_search", "mail_search", "product_search", "site_metrics", "page_stats", "ad_revenue"]);

/** Whether every tool picked only reads the person's data (calendar, mail, catalogue, metrics). */
export const readsOnly = (tools: { name: string }[]): boolean => tools.length > 0 && tools.every((t) => READING.has(t.name));

/** Whether the chat's own file answers a question: answered, with a sentence of an attachment's (negative ids, store.ts). */
export function ownFileAnswers(r: Retrieved | null): boolean {
  return !!r?.verdict && r.verdict.state === "answered" && r.verdict.picked.some((p) => (r.fragments[p.fragment]?.id ?? 0) < 0);
}

/**
 * «вот мой график, …», «here's my schedule, …», «прикрепила свой график»: the person hands over the file they attached, and
 * the thing named there («schedule», a calendar word) is that file, no calendar to read.
 */
const HANDS_OVER = /^(?:(?:ну|так|вот|смотри|look|ok|okay)[,\s]+)?(?:вот|here'?s|here\s+is|this\s+is|attached|прикрепил[аи]?|прикладываю|скинул[аи]?|держи)(?![\p{L}])/iu;

export async function preferOwnFile(d: Decision, input: RouteInput, hasFile: boolean, answers: (message: string) => Promise<boolean>): Promise<Decision> {
  // «посчитай мою зарплату за декабрь» with her schedule attached was asked between a job offer, a cash-flow forecast and unit
  // economics (lead's walk 51): the person's own pay over their own file is worked out from it (own-pay.ts), whatever was picked.
  if (hasFile && !input.state.skill && !d.rule && asksOwnPay(input.message) && !(d.outcome === "tool" && d.tools.some((t) => t.name === "search_documents"))) {
    d.reasons.push("own file first: the person's own pay is asked with their own file attached in this chat");
    Object.assign(d, { outcome: "tool", tools: [{ name: "search_documents", arguments: { query: input.message } }], webSearch: false, webSearchSource: null });
    delete d.skill;
    delete d.clarify;
    return d;
  }
  if (!hasFile || input.state.skill || d.rule || d.outcome !== "tool" || d.tools.length !== 1) return d;
  const tool = d.tools[0]!.name;
  const cues = d.cues?.[tool];
  // A model's choice (no cues) stands, and so does a tool named outright: «что у меня сегодня в календаре?».
  const named = cues && (cues.verbs.length > 0 || (cues.objects.length > 0 && !HANDS_OVER.test(input.message.trim())));
  if (!READING.has(tool) || !cues || named || !speaksOfSelf(input.message)) return d;
  if (!(await answers(input.message).catch(() => false))) return d;
  d.reasons.push(`own file first: the person's own file attached in this chat answers the question; ${tool}, picked on no word of its own, yields`);
  Object.assign(d, { outcome: "tool", tools: [{ name: "search_documents", arguments: { query: input.message } }], webSearch: false, webSearchSource: null });
  return d;
}
