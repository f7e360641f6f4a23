/** One CSV field: quoted when it holds a comma, quote or line break; formula-looking text is defused. */
function field(v: unknown): string {
  let s = v == null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  if (/^[=+\-@\t\r]/.test(s) && typeof v === "string") s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** RFC 4180 CSV with a header row and a BOM, so spreadsheet programs read UTF-8 Cyrillic right. */
export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  const lines = [columns.join(","), ...rows.map((r) => columns.map((c) => field(r[c])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
