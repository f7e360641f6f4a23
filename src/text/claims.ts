/**
 * A question that asks to check what the person heard: «правда, что аванс 5-го?», «это правда что больничный платят
 * полностью?», «верно ли, что…», «аванс 5-го, правда?», «is it true that…» (Русская грамматика 1980, т. II, § 2240–2242:
 * the general question whose frame «правда ли / верно ли, что» puts the whole claim to the test). The claim is asked of
 * the documents as a question on its own; what it says of its subject («5-го», «полностью») is what the answer checks,
 * not a word the documents must repeat. The frames are a closed set of particles and predicatives, listed whole.
 */
const FRAME_FIRST = /^(?:а|и|ну|слушай|скажите|скажи)?[\s,]*(?:это\s+)?(?:правда|верно|точно|действительно)(?:\s+ли)?\s*,?\s*(?:что|будто|чё|че)\s+/iu;
const FRAME_LAST = /[\s,]+(?:это\s+)?(?:правда|верно|да)\s*\?*\s*$/iu;
const FRAME_EN = /^(?:is\s+it\s+(?:true|right|correct)|is\s+it\s+the\s+case|did\s+i\s+hear\s+(?:it\s+)?right)\s+that\s+/iu;

/** The claim a question puts to the test, without its frame; null for any other question. */
export function claimOf(question: string): string | null {
  const text = question.trim();
  for (const frame of [FRAME_FIRST, FRAME_EN]) {
    const m = frame.exec(text);
    if (m && text.length - m[0].length >= 3) return text.slice(m[0].length).replace(/^[a-zа-яё]/iu, (c) => c.toUpperCase());
  }
  const last = FRAME_LAST.exec(text);
  if (last && last.index >= 3 && /\?\s*$/.test(text)) return `${text.slice(0, last.index)}?`;
  return null;
}

/** What the answer to a claim opens with: the documents' word on its subject, to set beside what was heard. */
export function claimLead(lang: "ru" | "en" = "ru"): string {
  return lang === "en" ? "The documents say: " : "По документам: ";
}
