import type { Lang, Phrases } from "./phrases.ts";
import type { PeriodAsked } from "../text/per-period.ts";

/** A week, every day of it: what «а в неделю?» multiplies a daily figure by. */
const WEEK: PeriodAsked = { times: 7, per: "week" };

/** A figure as the person's interface writes numbers («10 710», «10,710»). */
const shown = (n: number, lang: Lang) => new Intl.NumberFormat(lang === "en" ? "en-US" : "ru-RU", { maximumFractionDigits: 2 }).format(n);
const figure = (s: string) => Number(s.replace(/[\s\u00a0\u202f,]/g, ""));

/**
 * The figure for the period asked of the answer just given, read from the app's own wording of it, or null when it gave
 * none: the nutrition skill's weekly line as it stands («В неделю: ≈ 10710 ккал…», for a whole week), its daily target
 * («норма под цель: ≈ 1530 ккал», «daily target: ≈ 1530 kcal») or the calorie counter's total («Итого ≈ 288 ккал»), times
 * the days asked, or the daily figure of such an answer of its own (walk 21c: «…if I have that 5 days a week» is five, «and for 7 days?» seven); a sum the assistant
 * worked out («= 6 000») likewise. The words are the interface's (phrases.ts).
 */
export function perWeek(previous: string, lang: Lang, P: Phrases, asked: PeriodAsked = WEEK): string | null {
  const { times, per } = asked;
  const label = P.perPeriod(per, times);
  const week = /^(?:В неделю|Per week):.*$/mu.exec(previous);
  if (week && per === "week" && times === 7) return week[0];
  // «Per week: ≈ 2,345 kcal (335 kcal × 7 days)»: a period asked again after this answer counts its daily figure.
  const energy = /(?:норма под цель|daily target|Итого|Total)\s*:?\s*≈\s*([\d\s\u00a0\u202f,]*\d)\s*(ккал|kcal)/u.exec(previous)
    ?? /≈\s*[\d\s\u00a0\u202f,]*\d\s*(?:ккал|kcal)\s*\(([\d\s\u00a0\u202f,]*\d)\s*(ккал|kcal)\s*×/u.exec(previous);
  if (energy) {
    const day = figure(energy[1]!);
    const unit = energy[2]!;
    return `${label}: ≈ ${shown(day * times, lang)} ${unit} (${shown(day, lang)} ${unit} × ${P.timesDays(per, times)}).`;
  }
  const sum = /^=\s*(-?[\d\s\u00a0\u202f.,]*\d)\s*$/u.exec(previous.trim());
  if (!sum) return null;
  // The sum as the interface wrote it: «6 000,5» in Russian, «6,000.5» in English.
  const value = Number(lang === "en" ? sum[1]!.replace(/[\s,]/g, "") : sum[1]!.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  if (!Number.isFinite(value)) return null;
  return `${label}: ${shown(value, lang)} × ${times} = ${shown(value * times, lang)}`;
}
