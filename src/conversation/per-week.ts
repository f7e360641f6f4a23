import type { Lang } from "./phrases.ts";

/** Days in a week: what a daily figure is multiplied by. */
const DAYS = 7;

/** A figure as the person's interface writes numbers («10 710», «10,710»). */
const shown = (n: number, lang: Lang) => new Intl.NumberFormat(lang === "en" ? "en-US" : "ru-RU", { maximumFractionDigits: 2 }).format(n);
const figure = (s: string) => Number(s.replace(/[\s\u00a0\u202f,]/g, ""));

/**
 * The weekly figure for the answer just given, read from the app's own wording of it, or null when it gave none:
 * the nutrition skill's weekly line as it stands («В неделю: ≈ 10710 ккал…»), its daily target («норма под цель: ≈ 1530
 * ккал», «daily target: ≈ 1530 kcal») or the calorie counter's total («Итого ≈ 288 ккал»), each times seven; a sum the
 * assistant worked out («= 6 000») likewise.
 */
export function perWeek(previous: string, lang: Lang): string | null {
  const week = /^(?:В неделю|Per week):.*$/mu.exec(previous);
  if (week) return week[0];
  const energy = /(?:норма под цель|daily target|Итого|Total)\s*:?\s*≈\s*([\d\s\u00a0\u202f,]*\d)\s*(ккал|kcal)/u.exec(previous);
  if (energy) {
    const day = figure(energy[1]!);
    const unit = energy[2]!;
    return lang === "en" ? `Per week: ≈ ${shown(day * DAYS, lang)} ${unit} (${shown(day, lang)} ${unit} × ${DAYS} days).`
      : `В неделю: ≈ ${shown(day * DAYS, lang)} ${unit} (${shown(day, lang)} ${unit} × ${DAYS} дней).`;
  }
  const sum = /^=\s*(-?[\d\s\u00a0\u202f.,]*\d)\s*$/u.exec(previous.trim());
  if (!sum) return null;
  // The sum as the interface wrote it: «6 000,5» in Russian, «6,000.5» in English.
  const value = Number(lang === "en" ? sum[1]!.replace(/[\s,]/g, "") : sum[1]!.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  if (!Number.isFinite(value)) return null;
  return `${lang === "en" ? "Per week" : "В неделю"}: ${shown(value, lang)} × ${DAYS} = ${shown(value * DAYS, lang)}`;
}
