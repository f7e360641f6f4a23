/** Tiny writers for test inputs: PDFs with positioned text, zip archives and .docx files. */
import { deflateRawSync } from "node:zlib";

export interface PdfLineSpec {
  text: string;
  y: number;
  x?: number;
  size?: number;
  bold?: boolean;
}

const enc = new TextEncoder();

/** A valid PDF (Helvetica, ASCII text) with one page per array; a page with no lines is a drawing only, like a scan. */
export function makePdf(pages: PdfLineSpec[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  pages.forEach((lines, i) => {
    const stream = lines.length
      ? lines.map((l) => `BT /${l.bold ? "F2" : "F1"} ${l.size ?? 11} Tf ${l.x ?? 72} ${l.y} Td (${escape(l.text)}) Tj ET`).join("\n")
      : "0.5 g 72 72 450 650 re f"; // a filled rectangle standing in for a scanned image
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${enc.encode(stream).length} >>\nstream\n${stream}\nendstream`;
  });
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = enc.encode(out).length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = enc.encode(out).length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc.encode(out);
}

function escape(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Lines of body text laid out top-down with a 14pt leading and a blank line's gap between paragraphs. */
export function layout(paragraphs: { lines: string[]; size?: number; bold?: boolean }[], top = 780): PdfLineSpec[] {
  const out: PdfLineSpec[] = [];
  let y = top;
  for (const p of paragraphs) {
    for (const text of p.lines) {
      out.push({ text, y, size: p.size, bold: p.bold });
      y -= (p.size ?? 11) + 3;
    }
    y -= 10;
  }
  return out;
}

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
  /** Claim this uncompressed size in the headers instead of the real one (a lying zip bomb). */
  declaredSize?: number;
}

/** A deflate zip archive. */
export function makeZip(entries: ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = typeof e.data === "string" ? enc.encode(e.data) : e.data;
    const packed = deflateRawSync(raw);
    const name = enc.encode(e.name);
    const size = e.declaredSize ?? raw.length;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint32(14, Bun.hash.crc32(raw), true);
    local.setUint32(18, packed.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, Bun.hash.crc32(raw), true);
    central.setUint32(20, packed.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, packed);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + packed.length;
  }
  const dirSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, dirSize, true);
  end.setUint32(16, offset, true);
  return concat([...locals, ...centrals, new Uint8Array(end.buffer)]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A minimal .docx whose body is the given WordprocessingML (use `wp`, `wtable` below). */
export function makeDocx(body: string): Uint8Array {
  return makeZip([
    { name: "[Content_Types].xml", data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
    { name: "_rels/.rels", data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
    { name: "word/document.xml", data: `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>` },
  ]);
}

/** A Word paragraph; `bold` sets the whole run bold, `style` a paragraph style id. */
export function wp(text: string, o: { bold?: boolean; style?: string } = {}): string {
  const ppr = o.style ? `<w:pPr><w:pStyle w:val="${o.style}"/></w:pPr>` : "";
  const rpr = o.bold ? "<w:rPr><w:b/></w:rPr>" : "";
  return `<w:p>${ppr}<w:r>${rpr}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/** A Word paragraph of several runs, each bold or not («**Забыли пароль.** Позвоните…»). */
export function wruns(runs: { text: string; bold?: boolean }[]): string {
  return `<w:p>${runs.map((r) => `<w:r>${r.bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${r.text}</w:t></w:r>`).join("")}</w:p>`;
}

/** A Word table of plain cells, no row marked as header. */
export function wtable(rows: string[][]): string {
  return `<w:tbl>${rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${wp(c)}</w:tc>`).join("")}</w:tr>`).join("")}</w:tbl>`;
}
