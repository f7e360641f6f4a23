import type { Guard } from "../types.ts";

/** The file a document_edit call targets, whatever the argument is called. */
export function targetFile(args: Record<string, unknown>): string | null {
  const v = args.fileName ?? args.file ?? args.name ?? args.document ?? args.path ?? args.title;
  return typeof v === "string" && v.trim() ? v.trim() : null;
}

const fold = (s: string) => s.toLowerCase().replaceAll("ё", "е");
/** A file name without its extension, with underscores read as spaces: «Бюджет_2025.xlsx» → «бюджет 2025». */
const bare = (s: string) => fold(s).replace(/\.[a-z0-9]{2,5}$/, "").replace(/[_-]+/g, " ").trim();

/** True when the message names the file: its full name or its name without extension. */
export function namesFile(message: string, file: string): boolean {
  const m = fold(message).replace(/[_-]+/g, " ");
  return m.includes(bare(file)) || fold(message).includes(fold(file));
}

/**
 * document_edit.file_not_named: an edit writes only to a file named in this very request or open right now,
 * never to «the last file» — once «добавь цель в Метрике» went into somebody else's table.
 */
export function documentEditFileNotNamed(): Guard {
  return {
    id: "document_edit.file_not_named",
    appliesTo: "document_edit",
    check(call, message, input) {
      const file = targetFile(call.arguments ?? {});
      const open = input.state.uiHint?.startsWith("document:") ? input.state.uiHint.slice("document:".length) : null;
      if (!file) return open ? null : "no file named and none open";
      if (open && bare(open) === bare(file)) return null;
      if (namesFile(message, file)) return null;
      return `«${file}» is neither named in this request nor open`;
    },
  };
}
