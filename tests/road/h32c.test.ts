import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 32 (h32c, issue 14): an answer's [n] holds what it follows, and a refusal names whom the documents give for the
// question's topic. A print shop's documents nobody tuned to: a contacts page written as prose lines
// («Пропуска…, ключи от цехов… — начальник охраны …, тел. …, ohrana@…»), not a table.
const DOCS = resolve(import.meta.dir, "../fixtures/h32c/docs");

describe("whom to turn to is answered by the contacts line that names the matter", () => {
  // The line's «тел.» was read as a sentence's end: the address's clause held the phone alone, and the default (HR) was named.
  it("«кому писать, если не пришёл расчётный листок» names the accountant, not HR", async () => {
    const r = await (await freshChats({ docs: DOCS }))("кому писать, если не пришёл расчётный листок");
    expect(r.answer.content).toContain("buh@ottisk-print.ru");
    expect(r.answer.content).not.toContain("kadry@");
  });

  // «не пришёл» is in no line: the accountant's line was shown as «possibly related» only, no contacts table being there.
  it("«кому писать, если не пришёл расчётный листок» is answered with the accountant's line, cited", async () => {
    const r = await (await freshChats({ docs: DOCS }))("кому писать, если не пришёл расчётный листок");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toMatch(/buh@ottisk-print\.ru \[1\]/);
  });

  // A prose line is read less surely than a table's cells: it answers only when it names the whole matter asked.
  it("«кто у нас отвечает за пропуска и парковку» is not answered by the guards' line, which names no parking", async () => {
    const r = await (await freshChats({ docs: DOCS }))("кто у нас отвечает за пропуска и парковку");
    expect(r.answer.meta.citations ?? []).toEqual([]);
  });
});

describe("a question of the world is not sent to a company contact", () => {
  // «Новосибирске» met the handbook's address line: the weather was shown it as «possibly related» and sent to HR.
  it("«какая погода в Новосибирске завтра» names no company address", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какая погода в Новосибирске завтра");
    expect(r.answer.content).not.toMatch(/@ottisk-print\.ru/);
  });
});
