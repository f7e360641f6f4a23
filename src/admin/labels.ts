/**
 * The routing pipeline's ids as the admin reads them (the admin pages are in Russian): an outcome, a web
 * search source. The ids stay in URLs, filters and CSV; only what is shown is named.
 */
export const OUTCOME_NAMES: Record<string, string> = { text: "ответ словами", tool: "инструмент", skill: "навык", clarify: "уточняющий вопрос", mode: "режим генерации" };

/** «question_rule» → «правило вопроса», «pattern:погода» → «шаблон «погода»». */
export function webSourceName(source: string): string {
  if (source === "question_rule") return "правило вопроса";
  if (source === "toggle") return "включён вручную";
  if (source === "model") return "решение модели";
  if (source === "pattern") return "шаблон";
  return source.startsWith("pattern:") ? `шаблон «${source.slice("pattern:".length)}»` : source;
}
