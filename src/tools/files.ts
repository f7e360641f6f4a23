import { join } from "node:path";

/** Formats document_create can write without a converter library. */
export const DOC_FORMATS = ["md", "txt", "csv"] as const;
export type DocFormat = (typeof DOC_FORMATS)[number];

/** Where confirmed documents land: `<dataDir>/documents-out`. */
export function outDir(dataDir: string): string {
  return join(dataDir, "documents-out");
}

/**
 * A file name safe to join under outDir: no folders, no dot-files, no control characters.
 * Returns null when nothing usable is left.
 */
export function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f<>:"|?*]/g, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  if (clean === "" || clean === "." || clean === "..") return null;
  return clean.slice(0, 120);
}

/** The format from a file name's extension, or null when it is not one we write. */
export function formatOf(fileName: string): DocFormat | null {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return (DOC_FORMATS as readonly string[]).includes(ext ?? "") ? (ext as DocFormat) : null;
}
