import mammoth from "mammoth";
import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { htmlToBlocks, withHeadings } from "./html.ts";
import { assemble } from "./sections.ts";
import { checkZip, zipProblemRu } from "./zip-guard.ts";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

const STYLE_MAP = [
  "p[style-name='Title'] => h1.title:fresh",
  "p.Title => h1.title:fresh",
  "p[style-name='Subtitle'] => p:fresh",
];

/**
 * Extracts a .docx through mammoth's HTML (headings from Word heading styles, tables as
 * labelled rows). The zip is checked first: not a zip, an old/encrypted Word file or a zip
 * bomb is refused before mammoth unpacks anything. Images are never read.
 */
export async function extractDocx(fileName: string, bytes: Uint8Array): Promise<ExtractedDoc> {
  if (OLE_MAGIC.every((b, i) => bytes[i] === b)) {
    throw new ExtractionError(fileName, "it is password-protected or in the old Word format (.doc); save it as .docx without a password",
      { ru: "он защищён паролем или сохранён в старом формате Word (.doc); сохраните его как .docx без пароля" });
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
    throw new ExtractionError(fileName, "it is not a valid .docx file (not a zip archive)", { ru: "это не настоящий файл .docx (не zip-архив)" });
  }
  const problem = checkZip(bytes);
  if (problem) throw new ExtractionError(fileName, problem, { ru: zipProblemRu(problem) });

  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    );
    html = result.value;
  } catch (e) {
    throw new ExtractionError(fileName, "it is not a readable Word document (damaged or missing main part)",
      { cause: e, ru: "документ Word повреждён или в нём нет основной части" });
  }
  const { blocks } = await htmlToBlocks(html);
  return assemble(withHeadings(blocks), { fileName, pages: null });
}
