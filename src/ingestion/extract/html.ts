import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import type { Block } from "./block.ts";
import { inferHeadings } from "./headings.ts";
import { createHtmlBlockBuilder } from "./html-blocks.ts";
import { decodeText } from "./normalize.ts";
import { assemble } from "./sections.ts";

/** Reads HTML markup into blocks with Bun's streaming HTMLRewriter (no DOM needed). */
export async function htmlToBlocks(html: string): Promise<{ blocks: Block[]; title: string }> {
  const builder = createHtmlBlockBuilder();
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        builder.open(tag, /(^|\s)(title|doc-title)(\s|$)/i.test(el.getAttribute("class") ?? ""));
        if (el.selfClosing) return;
        try {
          el.onEndTag(() => builder.close(tag));
        } catch {
          // void elements (br, img, meta) have no end tag
        }
      },
    })
    .onDocument({ text: (t) => builder.text(t.text) });
  await rewriter.transform(new Response(html)).text();
  return builder.finish();
}

/**
 * Documents without heading markup (a Word file with bold lines for headings, a bare HTML
 * page) get their headings guessed like a PDF's; a lone marked heading then counts as title.
 */
export function withHeadings(blocks: Block[]): Block[] {
  const marked = blocks.filter((b) => b.kind === "heading");
  if (marked.length > 1) return blocks;
  return inferHeadings(blocks.map((b) => (b.kind === "heading" ? { ...b, level: 0 } : b)));
}

/** Extracts an .html/.htm file: headings from h1–h6, tables as labelled rows, scripts and styles dropped. */
export async function extractHtml(fileName: string, bytes: Uint8Array): Promise<ExtractedDoc> {
  const html = decodeText(bytes);
  if (html === null) throw new ExtractionError(fileName, "the file is not text (binary data in an .html file)", { ru: "это не текст (двоичные данные в файле .html)" });
  const { blocks, title } = await htmlToBlocks(html);
  return assemble(withHeadings(blocks), { fileName, pages: null, fallbackTitle: title });
}
