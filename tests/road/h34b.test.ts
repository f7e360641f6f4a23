import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 34, helper B: issue 14 — a figure the same passage states of another thing is no answer to a question about this
// one. With the question's source document left out (the eval's leave-one-out), the chat must not assert the other thing's
// figure. Asked through the chat turn as the browser sends it, over a tailoring studio's documents (tests/fixtures/h34b/docs)
// written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h34b/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h34b-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("«сколько дней отпуска» is met by a count of the leave's days, not by a lead time before it", () => {
  it("with the leave rules present, the 28 days answer", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько дней отпуска в год положено");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("28 календарных дней");
  }, 60_000);
  // Not fixed either once the stems stay (see below): the ordinal is no count now (isOrdinal), but the word «дня» still meets.
  it("with the leave rules left out, the pay rule's «за 3 дня до первого дня отпуска» is not asserted", async () => {
    const r = await (await freshChats({ docs: without("otpusk.md") }))("сколько дней отпуска в год положено");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  }, 60_000);
  // Not fixed: keeping only the count's term for «дней» (dropping its stems) refused this, but cost a blind set (museum
  // 10→9 of 17) an answer; reverted, the word «дней» of a lead time still counts as the unit asked (heldout-pharmacy q01's
  // leave-one-out).
  it("with the leave rules left out and no ordinal, the word «дней» of a bank change's lead time does not stand for the count", async () => {
    const docs = without("otpusk.md");
    const file = join(docs, "oplata.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("до первого дня отпуска", "до выхода в отпуск"));
    const r = await (await freshChats({ docs }))("сколько дней отпуска в год положено");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  }, 60_000);
});

describe("«когда приходит зарплата» is not met by a date said of something paid onto the salary card", () => {
  it("with the pay rules present, the pay days answer", async () => {
    const r = await (await freshChats({ docs: DOCS }))("Когда приходят зарплата и аванс?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("12-го числа");
  }, 60_000);
  it("with the pay rules left out, the trip advance «на зарплатную карту … за 2 рабочих дня до выезда» is not asserted", async () => {
    const r = await (await freshChats({ docs: without("oplata.md") }))("Когда приходят зарплата и аванс?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  }, 60_000);
});

describe("a figure stated for another party (a rule «Студентам — скидка 10%») is no answer for the party asked about", () => {
  it("with the staff benefits present, the staff discount answers", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какая у сотрудников скидка на пошив одежды");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("30%");
  }, 60_000);
  it("with the staff benefits left out, the students' discount is not asserted as the staff's", async () => {
    const r = await (await freshChats({ docs: without("lgoty.md") }))("какая у сотрудников скидка на пошив одежды");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  }, 60_000);
});

describe("a person asking of themselves names no other party: a rule for «донорам» answers «я сдаю кровь»", () => {
  it("«я сдаю кровь, что-то положено?» is answered with the donors' days off", async () => {
    const r = await (await freshChats({ docs: DOCS }))("я сдаю кровь, что-то положено?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("два дополнительных дня отдыха");
  }, 60_000);
});
