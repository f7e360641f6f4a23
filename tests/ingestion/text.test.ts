import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const txt = (s: string | Uint8Array) => extractDocument("notes.txt", typeof s === "string" ? new TextEncoder().encode(s) : s);

describe("plain text", () => {
  it("is one section when it has no headings", async () => {
    const doc = await txt("Just a note.\nSecond line of it.\n\nAnother paragraph.\n");
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.headingPath).toEqual([]);
    expect(doc.sections[0]!.text).toBe("Just a note.\nSecond line of it.\n\nAnother paragraph.");
  });

  it("is split at numbered headings, nested by their depth", async () => {
    const doc = await txt("ПРАВИЛА ПАРКОВКИ\n\n1. Общие положения\nПарковка доступна сотрудникам с пропуском.\n1.1 Гости\nГостевые места бронируются заранее у администратора.\n2. Ответственность\nЗа нарушения пропуск блокируется на неделю.\n");
    expect(doc.title).toBe("ПРАВИЛА ПАРКОВКИ");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Общие положения"], ["Общие положения", "Гости"], ["Ответственность"]]);
  });

  it("reads a line underlined with === or --- as a heading of that depth, and drops the underline", async () => {
    const doc = await txt("ПРАВИЛА РАБОТЫ С ПОЧТОЙ\n=======================\n\nОбщие положения\n---------------\nРабочую переписку ведут только с корпоративной почты.\n\nВложения\n--------\nФайлы больше 25 МБ отправляют ссылкой.\n");
    expect(doc.title).toBe("ПРАВИЛА РАБОТЫ С ПОЧТОЙ");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Общие положения"], ["Вложения"]]);
    expect(doc.text).not.toContain("---");
    expect(doc.text).not.toContain("===");
    expect(doc.sections[1]!.text).toBe("Файлы больше 25 МБ отправляют ссылкой.");
  });

  // Walk 17a: the first line of a list after «…нормы выдачи СИЗ:» became a heading, and its row was lost from answers.
  it("keeps a list introduced by a colon in its section: its first line is no heading", async () => {
    const doc = await txt("2. СРЕДСТВА ЗАЩИТЫ\n\n2.1. Нормы выдачи СИЗ станочникам:\n\nКостюм хлопчатобумажный — 1 шт. на 12 месяцев\nБотинки кожаные — 1 пара на 12 месяцев\nОчки защитные — до износа\n\n2.2. Работа в перчатках запрещена.\n");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["СРЕДСТВА ЗАЩИТЫ"]]);
    expect(doc.sections[0]!.text).toContain("Костюм хлопчатобумажный — 1 шт. на 12 месяцев");
    const plant = await txt(new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk17a/docs/okhrana-truda.txt`).arrayBuffer()));
    expect(plant.sections.flatMap((s) => s.headingPath).filter((h) => h.includes("Костюм"))).toEqual([]);
  });

  it("reads Windows-1251 text, as old Russian text files are saved", async () => {
    const cp1251 = new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0, 0x21]);
    expect((await txt(cp1251)).text).toBe("Привет, мир!");
  });

  it("folds no-break and other odd spaces into plain ones so numbers match", async () => {
    expect((await txt("Лимит\u00a030\u202f000 руб.")).text).toBe("Лимит 30 000 руб.");
  });
});

describe("documents with little text", () => {
  it("keeps a document made only of headings as one section instead of losing it", async () => {
    const doc = await extractDocument("headings.md", new TextEncoder().encode("# Title\n\n## Part one\n\n## Part two\n"));
    expect(doc.sections).toEqual([{ headingPath: [], text: doc.text, page: null, start: 0, end: doc.text.length }]);
    expect(doc.text).toBe("Title\n\nPart one\n\nPart two");
  });
});

describe("plain text typed with hard line breaks", () => {
  it("joins a sentence wrapped over lines into one, so an answer never ends mid-sentence", async () => {
    const doc = await txt("Сроки возврата\n--------------\n\nТовар можно вернуть в течение 14 дней, не считая дня покупки,\nесли сохранены упаковка и чек. Для участников клуба срок\nвозврата продлён до 30 дней.\n\n- кабель, провод\n- краска\n");
    expect(doc.sections[0]!.text).toContain("Для участников клуба срок возврата продлён до 30 дней.");
    expect(doc.sections[0]!.text).toContain("покупки, если сохранены");
    expect(doc.sections[0]!.text).toContain("- краска");
  });
});
