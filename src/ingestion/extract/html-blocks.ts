import { heading, para, type Block } from "./block.ts";
import { decodeEntities } from "./entities.ts";
import { cleanText } from "./normalize.ts";
import { joinRunIn } from "./run-in.ts";
import { renderTable, type TableRow } from "./table.ts";

const SKIP = new Set(["script", "style", "noscript", "template", "svg", "math", "iframe", "object", "canvas", "select", "nav"]);
const BLOCK = new Set([
  "p", "div", "section", "article", "main", "header", "footer", "aside", "blockquote", "pre", "address", "figure",
  "figcaption", "form", "fieldset", "details", "summary", "dl", "dt", "dd", "hr", "body", "center", "caption",
]);
const TITLE = -1; // headingLevel while inside an element marked as the document title
const BR = "\ue000"; // marks <br> inside a paragraph until whitespace is collapsed

interface TableState { rows: TableRow[]; cells: string[] | null; th: boolean[]; cell: string | null; loose: string }

/**
 * Builds blocks from a stream of tags and text (what HTMLRewriter reports), tolerating the
 * unclosed tags real HTML is full of: every block tag simply ends the paragraph before it.
 * h1–h6 become headings, a table one paragraph of labelled rows, a list one line per item.
 */
export function createHtmlBlockBuilder() {
  const blocks: Block[] = [];
  const tables: TableState[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let listLines: string[] = [];
  let buffer = "", boldChars = 0, skip = 0, bold = 0, pre = 0;
  // Where a bold run that opens the paragraph ends (a run-in heading's label), while the paragraph holds only it.
  let boldLead: "open" | number | null = null;
  let headingLevel = 0, inTitle = false, title = "", prefix = "";

  const tidy = (raw: string) => {
    const text = cleanText(decodeEntities(raw));
    if (pre) return text.replaceAll(BR, "\n").replace(/^\n+|\s+$/g, "");
    return text.split(BR).map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean).join("\n");
  };
  const flushList = () => {
    if (listLines.length) blocks.push(para(listLines.join("\n")));
    listLines = [];
  };
  const flush = () => {
    const lead = typeof boldLead === "number" && !headingLevel && !buffer.slice(0, boldLead).includes(BR)
      ? joinRunIn(tidy(buffer.slice(0, boldLead)), tidy(buffer.slice(boldLead))) : null;
    const text = lead ?? tidy(buffer);
    const emphasized = boldChars > 0 && boldChars >= buffer.replace(/\s+/g, "").length * 0.9;
    buffer = ""; boldChars = 0; boldLead = null;
    if (!text) return;
    if (headingLevel) { flushList(); blocks.push(heading(text.replace(/\n/g, " "), Math.max(0, headingLevel))); return; }
    if (prefix) { listLines.push(prefix + text.replace(/\n/g, " ")); prefix = ""; return; }
    flushList();
    blocks.push(para(text, null, emphasized ? { emphasized } : undefined));
  };
  const table = () => tables.at(-1);
  const endCell = (t: TableState) => {
    if (t.cell === null) return;
    t.cells ??= [];
    t.cells.push(tidy(t.cell));
    t.cell = null;
  };
  const endRow = (t: TableState) => {
    endCell(t);
    if (t.cells?.length) t.rows.push({ cells: t.cells, header: t.th.every(Boolean), rowLabel: t.th[0] && !t.th.every(Boolean) });
    t.cells = null; t.th = [];
  };

  return {
    /** `titleClass`: the element is marked as the document title (class="title"). */
    open(tag: string, titleClass = false): void {
      if (SKIP.has(tag)) skip++;
      if (skip) return;
      if (tag === "title") { inTitle = true; return; }
      const t = table();
      if (tag === "table") { if (!t) flush(); tables.push({ rows: [], cells: null, th: [], cell: null, loose: "" }); return; }
      if (t) {
        if (tag === "tr") endRow(t);
        else if (tag === "td" || tag === "th") { endCell(t); t.cell = ""; t.th.push(tag === "th"); }
        else if (t.cell !== null && (BLOCK.has(tag) || tag === "br" || tag === "li")) t.cell += " ";
        return;
      }
      if (/^h[1-6]$/.test(tag)) { flush(); headingLevel = titleClass ? TITLE : Number(tag[1]); return; }
      if (tag === "b" || tag === "strong") { if (!buffer.trim() && boldLead === null) boldLead = "open"; bold++; }
      if (tag === "pre") pre++;
      if (tag === "br") { buffer += BR; return; }
      if (headingLevel) return;
      if (tag === "ul" || tag === "ol") { flush(); lists.push({ ordered: tag === "ol", n: 0 }); return; }
      if (tag === "li") {
        flush();
        const list = lists.at(-1);
        const indent = "  ".repeat(Math.max(0, lists.length - 1));
        prefix = indent + (list?.ordered ? `${++list.n}) ` : "- ");
        return;
      }
      if (BLOCK.has(tag)) { if (prefix) buffer += " "; else flush(); }
    },
    close(tag: string): void {
      if (SKIP.has(tag)) { skip = Math.max(0, skip - 1); return; }
      if (skip) return;
      if (tag === "title") { inTitle = false; return; }
      const t = table();
      if (t) {
        if (tag === "td" || tag === "th") endCell(t);
        else if (tag === "tr") endRow(t);
        else if (tag === "table") {
          endRow(t);
          tables.pop();
          const caption = tidy(t.loose);
          const text = [caption, renderTable(t.rows)].filter(Boolean).join("\n");
          const outer = table();
          if (outer && outer.cell !== null) outer.cell += " " + text.replace(/\n/g, "; ");
          else if (text) { flushList(); blocks.push(para(text)); }
        }
        return;
      }
      if (tag === "b" || tag === "strong") {
        bold = Math.max(0, bold - 1);
        if (!bold && boldLead === "open") boldLead = buffer.length;
      }
      if (tag === "pre") pre = Math.max(0, pre - 1);
      if (/^h[1-6]$/.test(tag)) { flush(); headingLevel = 0; return; }
      if (headingLevel) return;
      if (tag === "li") flush();
      else if (tag === "ul" || tag === "ol") { flush(); lists.pop(); if (!lists.length) flushList(); }
      else if (BLOCK.has(tag)) { if (prefix) buffer += " "; else flush(); }
    },
    text(s: string): void {
      if (inTitle) { title += s; return; }
      if (skip) return;
      const t = table();
      if (t) { if (t.cell !== null) t.cell += s; else t.loose += s; return; }
      buffer += s;
      if (bold) boldChars += s.replace(/\s+/g, "").length;
    },
    finish(): { blocks: Block[]; title: string } {
      while (tables.length) this.close("table");
      flush();
      flushList();
      return { blocks, title: tidy(title) };
    },
  };
}
