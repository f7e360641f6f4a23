import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { extractDocx } from "./docx.ts";
import { extractHtml } from "./html.ts";
import { extractMarkdown } from "./markdown.ts";
import { extractPdf } from "./pdf.ts";
import { extractPlainText } from "./text.ts";
import { NO_LIMITS, tooMuchText, type ExtractLimits } from "./limits.ts";

type Extractor = (fileName: string, bytes: Uint8Array, limits: ExtractLimits) => Promise<ExtractedDoc>;

const EXTRACTORS: Record<string, Extractor> = {
  ".pdf": extractPdf,
  ".docx": extractDocx,
  ".md": extractMarkdown,
  ".markdown": extractMarkdown,
  ".txt": extractPlainText,
  ".html": extractHtml,
  ".htm": extractHtml,
};

/** File extensions `extractDocument` accepts, with the dot. */
export const SUPPORTED_EXTENSIONS = Object.keys(EXTRACTORS);

/** Upper bound on an uploaded file; bigger ones are refused before parsing. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * Turns a file into sections, choosing the reader by extension. Throws ExtractionError (whose
 * message names the file and the reason) for unsupported types, empty or oversized files,
 * damaged, encrypted or scanned PDFs, non-zip or oversized .docx files, and files without text.
 */
export async function extractDocument(fileName: string, bytes: Uint8Array, limits: ExtractLimits = NO_LIMITS): Promise<ExtractedDoc> {
  const ext = /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0] ?? "";
  const extractor = EXTRACTORS[ext];
  if (!extractor) {
    const kind = ext ? `"${ext}" files are not supported` : "the file has no extension";
    const kindRu = ext ? `файлы «${ext}» не поддерживаются` : "у файла нет расширения";
    throw new ExtractionError(fileName, `${kind}; upload ${SUPPORTED_EXTENSIONS.join(", ")}`, { ru: `${kindRu}; загрузите ${SUPPORTED_EXTENSIONS.join(", ")}` });
  }
  if (bytes.byteLength === 0) throw new ExtractionError(fileName, "the file is empty (0 bytes)", { ru: "файл пустой (0 байт)" });
  if (bytes.byteLength > MAX_FILE_BYTES) {
    throw new ExtractionError(fileName, `the file is too large (${Math.round(bytes.byteLength / 1048576)} MB; the limit is ${MAX_FILE_BYTES / 1048576} MB)`,
      { ru: `файл слишком большой (${Math.round(bytes.byteLength / 1048576)} МБ; предел ${MAX_FILE_BYTES / 1048576} МБ)` });
  }
  let doc: ExtractedDoc;
  try {
    doc = await extractor(fileName, bytes, limits);
  } catch (e) {
    if (e instanceof ExtractionError) throw e;
    throw new ExtractionError(fileName, `it could not be read (${e instanceof Error ? e.message : String(e)})`,
      { cause: e, ru: `файл не удалось прочитать (${e instanceof Error ? e.message : String(e)})` });
  }
  if (doc.text.length > limits.maxChars) throw tooMuchText(fileName, limits.maxChars);
  if (!doc.sections.some((s) => s.text.trim())) {
    throw new ExtractionError(fileName, "the document contains no text", { ru: "в документе нет текста" });
  }
  return doc;
}
