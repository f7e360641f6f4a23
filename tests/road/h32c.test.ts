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

  // A prose contacts line is a directory row as a table's is: «потерял» is in no line, the matter «ключ от цеха» is.
  it("«к кому идти если потерял ключ от цеха» answers with the guards' line, cited", async () => {
    const r = await (await freshChats({ docs: DOCS }))("к кому идти если потерял ключ от цеха");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("ohrana@ottisk-print.ru");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
});

describe("a question of the world is not sent to a company contact", () => {
  // «Новосибирске» met the handbook's address line: the weather was shown it as «possibly related» and sent to HR.
  it("«какая погода в Новосибирске завтра» names no company address", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какая погода в Новосибирске завтра");
    expect(r.answer.content).not.toMatch(/@ottisk-print\.ru/);
  });
});
