import { getDocumentProxy } from "unpdf";
import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { inferHeadings } from "./headings.ts";
import { cleanText } from "./normalize.ts";
import { linesToBlocks } from "./pdf-paragraphs.ts";
import { dropPageFurniture, pageLines, type PdfLine, type PdfTextItem } from "./pdf-lines.ts";
import { assemble } from "./sections.ts";
import { withTables, type PdfPiece } from "./pdf-tables.ts";
import type { Block } from "./block.ts";
import { NO_LIMITS, tooManyPages, tooMuchText, type ExtractLimits } from "./limits.ts";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

// Fewer letters than this in the whole file means there is no text layer worth indexing.
const MIN_LETTERS = 16;

/**
 * Extracts a PDF with unpdf (pdf.js): text items with their fonts and positions are rebuilt
 * into lines and paragraphs, headings are found from numbering and layout, and every block
 * keeps its page. Damaged, password-protected and image-only (scanned) files are refused.
 */
export async function extractPdf(fileName: string, bytes: Uint8Array, limits: ExtractLimits = NO_LIMITS): Promise<ExtractedDoc> {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (!head.includes("%PDF-")) throw new ExtractionError(fileName, "it is not a valid PDF (damaged or not a PDF at all)", { ru: "это не PDF или файл повреждён" });
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  if (!tail.includes("%%EOF")) throw new ExtractionError(fileName, "the PDF is damaged: the file is cut short (no end-of-file marker)", { ru: "PDF повреждён: файл обрезан (нет метки конца файла)" });

  const pdf = await open(fileName, bytes);
  try {
    // Refused from the page count alone, before a single page is read: the cap bounds the work.
    if (pdf.numPages > limits.maxPages) throw tooManyPages(fileName, pdf.numPages, limits.maxPages);
    const pages: PdfLine[][] = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const lines = await readPage(fileName, pdf, n);
      for (const l of lines) chars += l.text.length;
      if (chars > limits.maxChars) throw tooMuchText(fileName, limits.maxChars);
      pages.push(lines);
    }
    const blocks = toBlocks(withTables(dropPageFurniture(pages).flat()));
    const letters = blocks.reduce((n, b) => n + (b.text.match(/\p{L}/gu)?.length ?? 0), 0);
    if (letters < MIN_LETTERS) throw new ExtractionError(fileName, "it is a scanned PDF without text; OCR is not supported", { ru: "это отсканированный PDF без текстового слоя; распознавание текста (OCR) не поддерживается" });
    return assemble(inferHeadings(blocks), { fileName, pages: pdf.numPages });
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}

async function open(fileName: string, bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    return await getDocumentProxy(bytes.slice(), { verbosity: 0, stopAtErrors: false });
  } catch (e) {
    if ((e as { name?: string }).name === "PasswordException") {
      throw new ExtractionError(fileName, "the PDF is password-protected (encrypted); remove the password and upload it again",
        { cause: e, ru: "PDF защищён паролем (зашифрован); снимите пароль и загрузите снова" });
    }
    throw new ExtractionError(fileName, "the PDF is damaged and cannot be read (corrupt PDF)", { cause: e, ru: "PDF повреждён и не читается" });
  }
}

async function readPage(fileName: string, pdf: PdfDocument, n: number): Promise<PdfLine[]> {
  try {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const items = (content.items as Partial<PdfTextItem>[])
      .filter((it): it is PdfTextItem => typeof it.str === "string" && Array.isArray(it.transform))
      .map((it) => ({ ...it, str: cleanText(it.str) }));
    page.cleanup();
    return pageLines(items, n);
  } catch (e) {
    throw new ExtractionError(fileName, `the PDF is damaged: page ${n} cannot be read (corrupt PDF)`, { cause: e, ru: `PDF повреждён: страница ${n} не читается` });
  }
}

/** Paragraphs from the runs of printed lines, each table a paragraph of its own between them. */
function toBlocks(pieces: PdfPiece[]): Block[] {
  const blocks: Block[] = [];
  let run: PdfLine[] = [];
  for (const p of pieces) {
    if ("table" in p) { blocks.push(...linesToBlocks(run), p.table); run = []; } else run.push(p);
  }
  return [...blocks, ...linesToBlocks(run)];
}
