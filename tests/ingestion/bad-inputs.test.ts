import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { extractDocument } from "../../src/ingestion/extract/index.ts";
import { checkZip } from "../../src/ingestion/extract/zip-guard.ts";
import { ExtractionError } from "../../src/ingestion/types.ts";
import { layout, makeDocx, makePdf, makeZip, wp } from "./builders.ts";

const enc = new TextEncoder();
const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dir, "../fixtures/ingestion", name)));
const devPdf = () => new Uint8Array(readFileSync(resolve(import.meta.dir, "../fixtures/pilot/dev/docs/health-insurance.pdf")));

async function refusal(name: string, bytes: Uint8Array): Promise<ExtractionError> {
  try {
    await extractDocument(name, bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractionError);
    const err = e as ExtractionError;
    expect(err.file).toBe(name);
    expect(err.message).toContain(name);
    return err;
  }
  throw new Error(`${name} was accepted`);
}

describe("refusing files that cannot be read", () => {
  it("refuses an unsupported type such as .exe and lists what is supported", async () => {
    const err = await refusal("setup.exe", enc.encode("MZ..."));
    expect(err.reason).toContain('".exe" files are not supported');
    expect(err.reason).toContain(".docx");
  });

  it("refuses a file without an extension", async () => {
    expect((await refusal("README", enc.encode("hello"))).reason).toContain("no extension");
  });

  it("refuses an empty file of 0 bytes", async () => {
    expect((await refusal("empty.txt", new Uint8Array())).reason).toContain("empty");
  });

  it("refuses a text file with nothing but whitespace", async () => {
    expect((await refusal("blank.md", enc.encode("  \n\n \t\n"))).reason).toContain("no text");
  });

  it("refuses a PDF cut short in the middle", async () => {
    const full = devPdf();
    expect((await refusal("cut.pdf", full.slice(0, full.length >> 1))).reason).toContain("damaged");
  });

  it("refuses a PDF whose insides are garbage", async () => {
    expect((await refusal("junk.pdf", enc.encode("%PDF-1.4\nnot a real pdf body\n%%EOF\n"))).reason).toContain("corrupt");
  });

  it("refuses a file named .pdf that is not a PDF at all", async () => {
    expect((await refusal("photo.pdf", enc.encode("\x89PNG\r\n..."))).reason).toContain("not a valid PDF");
  });

  it("refuses a password-protected PDF and says so", async () => {
    expect((await refusal("encrypted.pdf", fixture("encrypted.pdf"))).reason).toContain("password");
  });

  it("refuses a scanned PDF without a text layer: OCR is not supported", async () => {
    const err = await refusal("scan.pdf", makePdf([[], []]));
    expect(err.reason).toBe("it is a scanned PDF without text; OCR is not supported");
  });

  it("refuses a .docx that is not a zip archive", async () => {
    expect((await refusal("notes.docx", enc.encode("just some text"))).reason).toContain("not a zip");
  });

  it("refuses an old binary Word file renamed to .docx", async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await refusal("old.docx", ole)).reason).toContain(".doc");
  });

  it("refuses a zip that is not a Word document", async () => {
    const zip = makeZip([{ name: "hello.txt", data: "hi" }]);
    expect((await refusal("archive.docx", zip)).reason).toContain("not a readable Word document");
  });

  it("refuses a zip bomb whose text part unpacks past the limit, even when its headers lie", async () => {
    const bomb = makeZip([{ name: "word/document.xml", data: new Uint8Array(101 * 1024 * 1024), declaredSize: 1000 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refusal("bomb.docx", bomb)).reason).toContain("zip bomb");
  });

  it("still reads a normal .docx after all these checks", async () => {
    const doc = await extractDocument("ok.docx", makeDocx(wp("Hello, world of documents.")));
    expect(doc.sections[0]!.text).toBe("Hello, world of documents.");
  });

  it("still reads a normal small PDF", async () => {
    const doc = await extractDocument("ok.pdf", makePdf([layout([{ lines: ["A short note about travel expenses and taxis."] }])]));
    expect(doc.sections[0]!.text).toBe("A short note about travel expenses and taxis.");
    expect(doc.pages).toBe(1);
  });
});

describe("zip guard", () => {
  it("accepts a small archive", () => {
    expect(checkZip(makeZip([{ name: "word/document.xml", data: "<x/>" }]))).toBeNull();
  });

  it("refuses an archive whose declared size is over the limit", () => {
    const zip = makeZip([{ name: "word/document.xml", data: "<x/>", declaredSize: 50_000 }]);
    expect(checkZip(zip, { maxEntries: 10, maxTextBytes: 10_000 })).toContain("zip bomb");
  });

  it("refuses an archive with too many parts", () => {
    const zip = makeZip(Array.from({ length: 12 }, (_, i) => ({ name: `p${i}.xml`, data: "<x/>" })));
    expect(checkZip(zip, { maxEntries: 10, maxTextBytes: 10_000 })).toContain("too many parts");
  });

  it("does not count embedded images against the text limit", () => {
    const zip = makeZip([{ name: "word/media/image1.png", data: new Uint8Array(50_000) }]);
    expect(checkZip(zip, { maxEntries: 10, maxTextBytes: 10_000 })).toBeNull();
  });

  it("reports a damaged archive without a central directory", () => {
    expect(checkZip(enc.encode("PK\x03\x04 truncated"))).toContain("damaged");
  });
});
