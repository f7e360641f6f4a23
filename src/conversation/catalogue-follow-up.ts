import type { Decision, RouteInput } from "../routing/types.ts";
import { plainFigures } from "../text/figures.ts";
import { amountSaid, priceFloorOf } from "../text/money.ts";
import { contentStems } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";

/** A follow-up is a short message: a new budget said in passing, not a new request. */
const SHORT = 60;
/** The catalogue's prices are in roubles, thousands and up: a smaller figure is a count or a day, not a budget. */
const LEAST_PRICE = 1000;

/** The thesaurus groups of money words: a budget, a price, a cost, spending, a currency. */
const MONEY = new Set(contentStems("budget price cost spend rub").flatMap(conceptsOf));

/**
 * True when the message names nothing but money besides its figure: «what if the budget is 75k?», «ok and with 75k?».
 * «а доставка за 5000?» names another thing (a word with a thesaurus group of its own), a question of its own.
 */
function onlyMoney(message: string): boolean {
  return contentStems(plainFigures(message)).filter((s) => !/\d/.test(s)).every((s) => {
    const groups = conceptsOf(s);
    return groups.length === 0 || groups.some((g) => MONEY.has(g));
  });
}

/**
 * «what if the budget is 75k?», «ok and with 75k?» right after the catalogue's list: the same search again with the new
 * limit (walk 20b: the documents' refusal, «ask in Russian»). The router continues «а если до 20?» itself; a budget said
 * as «the budget is», or a bare figure, it leaves to the documents. «от 20 тысяч» raises the floor instead.
 * Only the turn right after a catalogue search, and only a short message with one figure of a price's size.
 */
export function catalogueFollowUp(d: Decision, input: RouteInput): Decision {
  const text = input.message.trim();
  if (input.state.skill || d.rule || text.length > SHORT || d.tools.some((t) => t.name === "product_search")) return d;
  // «my budget is 120 000 now» may leave the skill gate asking which skill: a budget alone after the list is none.
  if (!(d.outcome === "text" || d.outcome === "clarify" || (d.outcome === "tool" && d.tools.every((t) => t.name === "search_documents")))) return d;
  const last = input.history.findLast((m) => m.role === "assistant");
  const previous = last?.toolCalls?.find((c) => c.name === "product_search");
  if (!previous || !onlyMoney(text)) return d;
  const floor = priceFloorOf(text);
  const amount = floor ?? amountSaid(text);
  if (amount === null || amount < LEAST_PRICE) return d;
  const { maxPrice: _max, minPrice: _min, ...kept } = previous.arguments as Record<string, unknown>;
  const limit = floor !== null ? { minPrice: amount } : { maxPrice: amount };
  if (d.webSearch) d.reasons.push(`web search off again: the catalogue is asked again (it was on from ${d.webSearchSource})`);
  Object.assign(d, { outcome: "tool", tools: [{ name: "product_search", arguments: { ...kept, ...limit } }], webSearch: false, webSearchSource: null });
  delete d.smallTalk;
  delete d.clarify;
  delete d.skill;
  d.reasons.push(`a follow-up of the catalogue search: the same search with ${floor !== null ? "the floor" : "the limit"} ${amount}`);
  return d;
}
