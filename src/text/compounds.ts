/**
 * Stump compounds (сложносокращённые слова, «техподдержка», «бухучёт», «замдиректора»): their first part is the
 * clipped stem of an adjective or noun (Русская грамматика, 1980, §§ 392–401, «слова из усечённых основ»). A
 * directory writes the full phrase («Техническая поддержка»), a person types the compound. The clipped parts are a
 * closed, well-known set; each is listed with the full word it stands for.
 */
const CLIPPED: Record<string, string> = {
  тех: "технический", бух: "бухгалтерский", зам: "заместитель", зав: "заведующий", спец: "специальный",
  орг: "организационный", проф: "профессиональный", хоз: "хозяйственный", соц: "социальный", мед: "медицинский",
};

/**
 * «техподдержку» → «технический поддержку»; a word with no clipped part stays as it is. The rest must be a word of
 * its own in the dictionary (`has`), not the stem's continuation («бухгалтерию», «техническая», «медицинский»).
 */
export function unclipped(word: string, has: (w: string) => boolean): string {
  const w = word.toLowerCase();
  for (const [part, full] of Object.entries(CLIPPED)) {
    const rest = w.slice(part.length);
    if (w.startsWith(part) && rest.length >= 4 && has(rest)) return `${full} ${rest}`;
  }
  return word;
}
