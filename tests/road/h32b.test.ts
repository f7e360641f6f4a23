import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 32, helper B: issue 14 — with a question's source document gone, the chat refuses and names whom to ask instead of
// answering with a sentence about something else. Asked through the chat turn as the browser sends it, over a small bicycle
// workshop's rules (tests/fixtures/h32b/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h32b/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h32b-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("a contacts line says whom to ask, not the answer", () => {
  // «Бухгалтерия (зарплата, премии, …): … доб. — 310; … часы — пн–пт 9:00–18:00»: its hours are the office's, not a pay day.
  it("with the pay rules present, «когда зарплата?» is answered by the pay days", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда зарплата?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("10-го");
  }, 60_000);
  it("with the pay rules left out, the accounting office's line is not asserted as the pay day; the office is named", async () => {
    const r = await (await freshChats({ docs: without("zarplata.md") }))("когда зарплата?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
    expect(r.answer.content).not.toContain("9:00–18:00 [");
    expect(r.answer.content).toContain("buh@velomaster.ru");
  }, 60_000);
  it("a rule that names an address beside what it obliges is no contacts line: its deadline answers", async () => {
    const r = await (await freshChats({ docs: DOCS }))("до какого часа надо сообщить, что заболел?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("9:00");
  }, 60_000);
  it("asked when a place opens, the contacts line's hours are what it is met with, not dropped", async () => {
    // Not answered yet: «открывается» no document holds; the office's line with its hours is shown as possibly related.
    const r = await (await freshChats({ docs: DOCS }))("во сколько открывается бухгалтерия?");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toContain("9:00–18:00");
  }, 60_000);
  it("asked whom to call or for the number, the contacts line answers", async () => {
    const ask = await freshChats({ docs: DOCS });
    for (const q of ["кому звонить по зарплате?", "куда обращаться за справкой о доходах?"]) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(/buh@velomaster\.ru.*\[1\]/);
    }
  }, 60_000);
});

describe("«когда» is answered by a moment, not by what a sum is paid for", () => {
  // «…надбавкой 10% к окладу за отработанные дни» says what the bonus is paid for: «за» with days and no number is no lead time
  // («за 3 дня до…»). The documents never say when the trip is paid.
  it("«когда оплачивается выезд мастера?» is not asserted from the bonus's rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда оплачивается выезд мастера?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  }, 60_000);
  it("a lead time with its number still answers «когда»", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда подавать заявление на отпуск?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("за две недели");
  }, 60_000);
});
