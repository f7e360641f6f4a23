import type { Guard } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";
import { CREATE_VERBS } from "./post-draft.ts";

/**
 * Words that name a figure the metrics tools report (revenue, impressions, clicks, visits, traffic, statistics) or ask for
 * one («сколько», «how much»): the vocabulary of the tools' own schema descriptions and of web analytics reports.
 */
export const METRIC_WORDS: readonly string[] = [
  "доход*", "выручк*", "заработ*", "показ*", "клик*", "визит*", "посещ*", "трафик*", "метрик*", "статистик*", "цифр*", "сколько", "конверси*",
  "revenue", "income", "earn*", "impression*", "click*", "ctr", "visit*", "traffic", "metric*", "stats", "statistics", "figures", "numbers", "conversion*", "much", "many",
];

/**
 * «I need to write a job ad for a junior accountant» ran the ad revenue report on «ad» (walk 21b): a request to make a
 * text (a create verb) that names no figure is no request for the figures, whatever word it shares with the tool.
 */
export function metricsComposeRequest(tool: "ad_revenue" | "site_metrics" = "ad_revenue"): Guard {
  const verbs = lexicon(CREATE_VERBS);
  const figures = lexicon(METRIC_WORDS);
  return {
    id: `${tool}.compose_request`,
    appliesTo: tool,
    check(_call, message) {
      const tok = tokens(message);
      const verb = verbs.find(tok);
      if (!verb || figures.find(tok)) return null;
      return `a request to make a text («${verb}») naming no figure`;
    },
  };
}
