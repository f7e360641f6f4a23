import { describe, expect, it } from "bun:test";
import { chunkSections } from "../../src/ingestion/chunk.ts";
import { extractDocument } from "../../src/ingestion/extract/index.ts";
import { layout, makePdf, type PdfLineSpec } from "./builders.ts";

const body = (...lines: string[]) => ({ lines });
const paths = async (pages: PdfLineSpec[][]) => (await extractDocument("doc.pdf", makePdf(pages))).sections.map((s) => s.headingPath);

describe("PDF headings", () => {
  it("nests numbered headings by their depth: 1. above 1.1", async () => {
    const doc = await extractDocument("t.pdf", makePdf([layout([
      { lines: ["Travel Policy"], size: 16, bold: true },
      { lines: ["1. General"], size: 13, bold: true },
      { lines: ["1.1 Scope"], bold: true },
      body("All trips longer than one day need approval from the manager in", "advance of booking tickets."),
      { lines: ["1.2. Taxi"], bold: true },
      body("Taxi rides after ten in the evening are paid back up to a limit."),
      { lines: ["2. Contacts"], size: 13, bold: true },
      body("Write to the travel desk with any question about the policy."),
    ])]));
    expect(doc.title).toBe("Travel Policy");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["General"], ["General", "Scope"], ["General", "Taxi"], ["Contacts"]]);
    expect(doc.sections.map((s) => s.number)).toEqual(["1", "1.1", "1.2", "2"]);
  });

  it("finds numbered headings set in the body font when they stand alone", async () => {
    expect(await paths([layout([
      body("1. Purpose"),
      body("This paragraph explains why the document exists and who must follow it."),
      body("2. Scope"),
      body("Every employee of the company, including those working from home offices."),
    ])])).toEqual([["Purpose"], ["Scope"]]);
  });

  it("does not take a numbered list in body text for headings", async () => {
    const doc = await extractDocument("list.pdf", makePdf([layout([
      { lines: ["Steps"], bold: true },
      body("To file a claim, do the following in this order and keep copies."),
      body("1. Fill in the form"),
      body("2. Attach the receipts"),
      body("3. Send it to accounting"),
    ])]));
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Steps"]]);
    expect(doc.sections[0]!.text).toContain("2. Attach the receipts");
  });

  it("treats bold unnumbered lines as headings, bigger type as the higher level", async () => {
    expect(await paths([layout([
      { lines: ["Benefits"], size: 14, bold: true },
      body("The company offers several benefits to its employees, listed below."),
      { lines: ["Dental care"], bold: true },
      body("Dental care is covered up to the yearly limit set in the contract."),
      { lines: ["Leave"], size: 14, bold: true },
      body("Paid leave is described in the labour rules, section five, in full."),
    ])])).toEqual([["Benefits"], ["Benefits", "Dental care"], ["Leave"]]);
  });

  it("treats an ALL CAPS line as a heading", async () => {
    expect(await paths([layout([
      body("GENERAL PROVISIONS"),
      body("These rules apply to every employee of the company without exception."),
    ])])).toEqual([["GENERAL PROVISIONS"]]);
  });
});

describe("PDF text", () => {
  it("joins wrapped lines into one paragraph and splits paragraphs at vertical gaps", async () => {
    const doc = await extractDocument("p.pdf", makePdf([layout([
      body("The first paragraph starts here and runs on to", "a second printed line."),
      body("The second paragraph is separate."),
    ])]));
    expect(doc.sections[0]!.text).toBe("The first paragraph starts here and runs on to a second printed line.\n\nThe second paragraph is separate.");
  });

  it("keeps a hyphen at a line end as part of the word", async () => {
    const doc = await extractDocument("h.pdf", makePdf([layout([body("Contract number NP-", "2025/0417 is in force.")])]));
    expect(doc.sections[0]!.text).toBe("Contract number NP-2025/0417 is in force.");
  });

  it("drops page numbers and running headers", async () => {
    const page = (n: number, text: string) => [
      { text: "Company confidential", y: 810, size: 8 },
      ...layout([body(text)], 760),
      { text: String(n), y: 40, size: 9 },
    ];
    const doc = await extractDocument("n.pdf", makePdf([
      page(1, "First page text about the holiday schedule."),
      page(2, "Second page text about the office hours."),
      page(3, "Third page text about the parking rules."),
    ]));
    expect(doc.text).not.toContain("confidential");
    expect(doc.text).not.toMatch(/\n\d\n|^\d$/m);
    expect(doc.pages).toBe(3);
  });

  // Walk 23a: a one-page price list printed from a browser kept the browser's stamp, «12/3/26, 6:40 AM | Прайс-лист…» and
  // «file:///tmp/…/price.html | 1/1», inside its «Доставка» fragment; one page gives no repetition to find it by.
  it("drops the date, title, address and page count a browser prints around a page", async () => {
    const bytes = new Uint8Array(await Bun.file(new URL("../fixtures/walk23a/docs/prais-list.pdf", import.meta.url)).arrayBuffer());
    const doc = await extractDocument("prais-list.pdf", bytes);
    expect(doc.text).not.toMatch(/file:\/\/|6:40 AM|\b1\/1\b/);
    expect(doc.text).toContain("Ночная доставка (с 22:00 до 07:00)");
    expect(doc.text).toContain("Прайс-лист «ЦветоПочта»");
  });

  it("runs a sentence on over a page end and gives chunks the page they start on", async () => {
    const doc = await extractDocument("pages.pdf", makePdf([
      layout([{ lines: ["Rules"], bold: true }, body("This sentence starts on the first page and"), ]),
      layout([body("ends on the second page."), { lines: ["Other"], bold: true }, body("Text on page two under another heading.")]),
    ]));
    const rules = doc.sections.find((s) => s.headingPath[0] === "Rules")!;
    expect(rules.text).toBe("This sentence starts on the first page and ends on the second page.");
    expect(rules.page).toBe(1);
    const chunks = chunkSections(doc.sections);
    expect(chunks.find((c) => c.headingPath[0] === "Other")!.page).toBe(2);
  });
});

describe("PDF tables", () => {
  // A driver's rules printed to PDF by Chromium (walk 12c): a two-column table of offences and penalties, its cells of
  // one or two lines, the one-line cells centred beside two-line ones, the header row repeated on the next page.
  it("keeps each row's cells together, named by the header, instead of a paragraph per cell", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = await extractDocument("pravila-voditelei.pdf", new Uint8Array(readFileSync(`${import.meta.dir}/../fixtures/walk12c/docs/pravila-voditelei.pdf`)));
    const text = doc.sections.map((s) => s.text).join("\n");
    expect(text).toContain("Нарушение: Превышение скорости более чем на 20 км/ч | Последствия для водителя: Снижение месячной премии на 50 %");
    expect(text).toContain("Нарушение: Нарушение режима отдыха | Последствия для водителя: Снижение месячной премии на 30 %");
    expect(text).toContain("Нарушение: Управление в состоянии опьянения | Последствия для водителя: Увольнение");
    expect(doc.sections.some((s) => s.headingPath.at(-1) === "Нарушение Последствия для водителя")).toBe(false);
  });

  // Tables and layouts a reviewer printed with Chromium to break the table reader (tests/fixtures/pdf-tables).
  const read = async (name: string) => {
    const { readFileSync } = await import("node:fs");
    const doc = await extractDocument(name, new Uint8Array(readFileSync(`${import.meta.dir}/../fixtures/pdf-tables/${name}`)));
    return doc.sections.map((s) => s.text).join("\n");
  };

  it("keeps a value under its own column when a cell beside it is empty", async () => {
    const text = await read("t2_empty.pdf");
    expect(text).toContain("Должность: Кладовщик | Выходной день: 2000 руб.");
    expect(text).not.toContain("Ночная смена: 2000");
  });

  it("keeps a table's last row when its last cell is a bare number at the page's foot", async () => {
    expect(await read("t7_para_before.pdf")).toContain("Стаж: более 5 лет | Дни отпуска: 32");
  });

  it("puts each header over its own column when two header cells print as one line, and joins a word hyphenated in a cell", async () => {
    const numbered = await read("t6_numcol.pdf");
    // «№ Мероприятие» is one printed line of two runs: each names its own column (session 13; before, a caption).
    expect(numbered).toContain("№: 1 | Мероприятие: Инструктаж по охране труда | Срок: ежеквартально");
    expect(numbered).not.toContain("Мероприятие: 1");
    expect(await read("t5_3col_wrap.pdf")).toContain("Город: Москва и Санкт-Петербург | Суточные: 1000 руб. в день");
  });

  it("reads a table printed by Chromium with cells of several lines, a cell printed up against the next, and its header repeated over a page break", async () => {
    // Walk 13c: the payments table of a construction firm (tests/fixtures/walk13c/vyplaty-source-for-pdf.html).
    const { readFileSync } = await import("node:fs");
    const doc = await extractDocument("vyplaty-i-kompensacii.pdf", new Uint8Array(readFileSync(`${import.meta.dir}/../fixtures/walk13c/docs/vyplaty-i-kompensacii.pdf`)));
    const text = doc.sections.map((s) => s.text).join("\n");
    expect(text).toContain("Вид выплаты: Компенсация питания | Размер: 450 руб. в день | Условия и срок выплаты: Только когда на объекте нет столовой");
    expect(text).toContain("Вид выплаты: Доплата за сверхурочную работу | Размер: Первые 2 часа — в полуторном размере, далее — в двойном");
    expect(text).toContain("Вид выплаты: Материальная помощь при рождении ребёнка | Размер: 30 000 руб.");
    expect(doc.sections.map((s) => s.headingPath.join(" › ")).join("\n")).not.toContain("Вид выплаты Размер");
  });

  it("leaves justified columns and label–value lines as the lines they are", async () => {
    expect(await read("kv.pdf")).toContain("Телефон +7 495 123-45-67 Почта info@acme.ru");
    expect(await read("twocol_just.pdf")).toContain("Нарушение этих правил влечёт дисциплинарную ответственность вплоть до увольнения.");
  });
});
