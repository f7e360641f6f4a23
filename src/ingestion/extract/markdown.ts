import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { heading, para, type Block } from "./block.ts";
import { withHeadings } from "./html.ts";
import { stripInline } from "./markdown-inline.ts";
import { cleanText, decodeText } from "./normalize.ts";
import { joinRunIn } from "./run-in.ts";
import { assemble } from "./sections.ts";
import { renderTable } from "./table.ts";

const ATX = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const SETEXT = /^ {0,3}(=+|-+)\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$/;
// «**Опоздание.** Если вы опаздываете…»: a bold label opening a paragraph, then its text.
const RUN_IN = /^(\*\*|__)([^*_]+?)\1\s+(\S[\s\S]*)$/;
const TABLE_SEP = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Reads Markdown into blocks: ATX and setext headings, pipe tables, lists, fenced code; inline markup stripped. */
export function markdownToBlocks(source: string): Block[] {
  const lines = cleanText(source).split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    const raw = paragraph.join(" ").trim();
    const lead = RUN_IN.exec(raw);
    const text = (lead && joinRunIn(stripInline(lead[2]!), stripInline(lead[3]!))) ?? stripInline(raw);
    // A paragraph that is all bold is how people type headings when they skip the # syntax.
    if (raw) blocks.push(para(text, null, /^(\*\*|__)[^*_]+\1$/.test(raw) ? { emphasized: true } : undefined));
    paragraph = [];
  };
  const flush = () => {
    flushParagraph();
    if (list.length) blocks.push(para(list.join("\n")));
    list = [];
  };
  let i = skipFrontMatter(lines);
  for (; i < lines.length; i++) {
    const line = lines[i]!.replace(/^ {0,3}>\s?/, "");
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) code.push(lines[i]!);
      if (code.some((l) => l.trim())) blocks.push(para(code.join("\n")));
      continue;
    }
    if (!line.trim()) { flush(); continue; }
    const atx = ATX.exec(line);
    if (atx) { flush(); if (atx[2]) blocks.push(heading(stripInline(atx[2]), atx[1]!.length)); continue; }
    const setext = SETEXT.exec(line);
    if (setext && paragraph.length && !list.length) {
      blocks.push(heading(stripInline(paragraph.join(" ")), setext[1]![0] === "=" ? 1 : 2));
      paragraph = [];
      continue;
    }
    if (RULE.test(line)) { flush(); continue; }
    if (line.includes("|") && TABLE_SEP.test(lines[i + 1] ?? "") && lines[i + 1]!.includes("-")) {
      flush();
      const rows = [{ cells: cells(line), header: true }];
      for (i += 2; i < lines.length && lines[i]!.includes("|") && lines[i]!.trim(); i++) rows.push({ cells: cells(lines[i]!), header: false });
      i--;
      blocks.push(para(renderTable(rows)));
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flushParagraph();
      const indent = "  ".repeat(Math.floor(item[1]!.replace(/\t/g, "    ").length / 2));
      const marker = /\d/.test(item[2]!) ? `${item[2]!.slice(0, -1)}) ` : "- ";
      list.push(indent + marker + stripInline(item[3]!));
      continue;
    }
    if (list.length) { list[list.length - 1] += " " + stripInline(line.trim()); continue; }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

function cells(row: string): string[] {
  return row.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "").split(/(?<!\\)\|/).map((c) => stripInline(c.trim()));
}

function skipFrontMatter(lines: string[]): number {
  if (lines[0]?.trim() !== "---") return 0;
  const end = lines.findIndex((l, i) => i > 0 && i < 80 && /^(---|\.\.\.)\s*$/.test(l));
  return end > 0 ? end + 1 : 0;
}

/** Extracts a .md/.markdown file. */
export async function extractMarkdown(fileName: string, bytes: Uint8Array): Promise<ExtractedDoc> {
  const text = decodeText(bytes);
  if (text === null) throw new ExtractionError(fileName, "the file is not text (binary data in a Markdown file)", { ru: "это не текст (двоичные данные в файле Markdown)" });
  return assemble(withHeadings(markdownToBlocks(text)), { fileName, pages: null });
}
