import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const txt = (s: string) => extractDocument("memo.txt", new TextEncoder().encode(s));

describe("a plain-text table aligned by spaces under a rule of dashes", () => {
  it("is read by its columns, each value named by its header, the lead before it kept", async () => {
    const doc = await txt([
      "Сроки решения:", "",
      "  Приоритет    Что случилось                     Срок",
      "  -----------  --------------------------------  -------",
      "  Высокий      не включается ноутбук             4 часа",
      "  Плановый     установка программы, новая мышь   3 дня",
      "", "Срок считается с регистрации заявки.",
    ].join("\n"));
    const text = doc.sections.map((s) => s.text).join("\n");
    expect(text).toContain("Приоритет: Высокий | Что случилось: не включается ноутбук | Срок: 4 часа");
    expect(text).toContain("Приоритет: Плановый | Что случилось: установка программы, новая мышь | Срок: 3 дня");
    expect(text).toContain("Сроки решения:");
    expect(text).not.toContain("---");
  });

  it("leaves rows that do not keep to the rule's columns as they were typed", async () => {
    const doc = await txt("Имя Телефон\n-----  -------\nАнна Сергеевна Петрова 123\n");
    expect(doc.sections.map((s) => s.text).join("\n")).toContain("Анна Сергеевна Петрова 123");
  });
});
