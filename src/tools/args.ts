/** Lenient readers for tool arguments: router models send numbers as strings and dates in odd shapes. */

/** A trimmed non-empty string, or null. */
export function str(args: Record<string, unknown>, key: string): string | null {
  const v = args[key];
  if (typeof v === "number") return String(v);
  if (typeof v !== "string") return null;
  const t = v.trim();
  return t === "" ? null : t;
}

/** A finite number; accepts "8 000", "8000 ₽", "1,5". */
export function num(args: Record<string, unknown>, key: string): number | null {
  const v = args[key];
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string") return null;
  const cleaned = v.replace(/[\s\u00a0]/g, "").replace(",", ".").match(/-?\d+(?:\.\d+)?/);
  return cleaned ? Number(cleaned[0]) : null;
}

/** An integer clamped to [min, max], or the fallback when absent. */
export function int(args: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const n = num(args, key);
  if (n === null) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** One of the allowed values, or the fallback. */
export function oneOf<T extends string>(args: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T {
  const v = str(args, key)?.toLowerCase();
  return (allowed as readonly string[]).includes(v ?? "") ? (v as T) : fallback;
}

/** A calendar date "YYYY-MM-DD" (also accepts "DD.MM.YYYY" and full ISO timestamps), or null. */
export function isoDate(args: Record<string, unknown>, key: string): string | null {
  const v = str(args, key);
  if (!v) return null;
  const iso = v.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const ru = v.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  if (ru) return `${ru[3]}-${ru[2].padStart(2, "0")}-${ru[1].padStart(2, "0")}`;
  return null;
}

/** Russian plural form: plural(3, ["визит", "визита", "визитов"]) → "визита". */
export function plural(n: number, forms: [string, string, string]): string {
  const a = Math.abs(Math.trunc(n)) % 100;
  const b = a % 10;
  if (a > 10 && a < 20) return forms[2];
  if (b === 1) return forms[0];
  if (b >= 2 && b <= 4) return forms[1];
  return forms[2];
}

/** Number with thin-space thousands, as Russian text writes it: 12 345. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("ru-RU", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}
