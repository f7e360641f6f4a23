/**
 * A run-in heading: a paragraph that opens with a short bold label («**Забыли пароль.** Позвоните в ИТ-поддержку…»).
 * The label names what the rest of the paragraph says, so it leads that sentence («Забыли пароль: Позвоните…»)
 * instead of standing as a sentence of its own — walk 19a's answer quoted a bare «Забыли пароль.» and dropped the
 * procedure. Done where the bold is still known (HTML, Word, Markdown); the answerer's own guess for unmarked text
 * leaves out labels with a verb, and «Забыли пароль» has one.
 */
const MAX_LABEL_CHARS = 60;
const MAX_LABEL_WORDS = 6;

/** The paragraph with its bold lead joined to the rest by a colon, or null when the lead is no run-in heading. */
export function joinRunIn(label: string, rest: string): string | null {
  const lead = label.trim(), body = rest.trim();
  const name = lead.replace(/\.$/, "").trim();
  // A label ends with a period or with nothing; «Важно:» is joined already, «Забыли пароль?» is a question asked.
  if (!name || !/^[\p{Lu}«"]/u.test(name) || /[.!?:;…]/.test(name)) return null;
  if (name.length > MAX_LABEL_CHARS || name.split(/\s+/).length > MAX_LABEL_WORDS) return null;
  if (!/^[\p{Lu}«"\d]/u.test(body)) return null;
  return `${name}: ${body}`;
}
