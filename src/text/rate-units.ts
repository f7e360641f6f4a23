/**
 * The unit a rate is counted per, written after a slash («руб./час», «км/ч», «шт./смену»; ГОСТ 8.417-2002 § 8: the solidus
 * joins the units of a quotient). It names the measure of a figure, not a thing a sentence speaks of: the rates table's
 * «Ставка, руб./час: 280» says nothing of a wrist watch («можно носить часы на смене?» — bakery's leave-one-out asserted it
 * with the dress rules out).
 */
const PER_UNIT = /(?<=[\p{L}.\d])\s*\/\s*\p{L}+\.?/gu;

/** The text with each rate's per-unit left out. */
export function withoutRateUnits(text: string): string {
  return text.replace(PER_UNIT, " ");
}
