/**
 * Fast generator of large text PDFs for the cap tests (the builders' makePdf re-encodes the whole
 * file per object, which is quadratic): `pages` pages of `linesPerPage` numbered lines each.
 */
export function bigPdf(pages: number, linesPerPage = 40): Uint8Array {
  const enc = new TextEncoder();
  const parts: string[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (s: string) => { parts.push(s); size += s.length; }; // ASCII only: characters are bytes
  push("%PDF-1.4\n");
  const obj = (id: number, body: string) => { offsets[id] = size; push(`${id} 0 obj\n${body}\nendobj\n`); };
  const pageId = (i: number) => 4 + i * 2;
  obj(1, "<< /Type /Catalog /Pages 2 0 R >>");
  obj(2, `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${pageId(i)} 0 R`).join(" ")}] /Count ${pages} >>`);
  obj(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (let i = 0; i < pages; i++) {
    // Letters spelled from the line's number, so no line repeats page to page (repeats are page furniture).
    const lines = Array.from({ length: linesPerPage }, (_, l) => `BT /F1 10 Tf 50 ${800 - l * 18} Td (Page ${i + 1} line ${l + 1}: the warehouse rule ${word(i * linesPerPage + l)} applies to every shift.) Tj ET`);
    const stream = lines.join("\n");
    obj(pageId(i), `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`);
    obj(pageId(i) + 1, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  const count = 4 + pages * 2;
  const xref = size;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return enc.encode(parts.join(""));
}

const word = (n: number): string => {
  let s = "";
  do { s += String.fromCharCode(97 + (n % 26)); n = Math.floor(n / 26); } while (n > 0);
  return s + "ex";
};
