import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 37, helper A: issue 14's leave-one-out. Questions asked through the chat turn as the browser sends them, over a
// bicycle workshop's rules (tests/fixtures/h37a/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h37a/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h37a-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("the thing asked is held as what a sentence speaks of, not only inside a prepositional phrase", () => {
  // Before: with the prices out, «Курьер получает премию 120 рублей за доставку» was asserted as the delivery's price
  // (walk31's leave-one-out had the same shape: a courier's bonus «за доставку» for «сколько стоит доставка»).
  it("«сколько стоит доставка?» is answered with the price list's 400 rubles", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько стоит доставка?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("400");
  });
  it("with the prices left out, the courier's bonus «за доставку» is not asserted as the delivery's price", async () => {
    const r = await (await freshChats({ docs: without("ceny.md") }))("сколько стоит доставка?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // Before: with the safety rules out, the extra leave of mechanics «работающим с растворителями» was asserted as what to do
  // when a solvent is spilt (walk31's leave-one-out, the same shape).
  it("«что делать если пролил растворитель» is answered with the safety rule's steps", async () => {
    const r = await (await freshChats({ docs: DOCS }))("что делать если пролил растворитель");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("опилками");
  });
  it("with the safety rules left out, the extra leave for work «с растворителями» is not asserted as the steps", async () => {
    const r = await (await freshChats({ docs: without("bezopasnost.md") }))("что делать если пролил растворитель");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // Before: with the leave rules out, «Отпускные перечисляются … до начала отпуска» was asserted as the leave's length
  // (walk33's and heldout-pharmacy's leave-one-out: the same sentence of a pay document).
  it("«сколько дней отпуска у механика» is answered with the 28 days", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько дней отпуска у механика");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("28");
  });
  it("with the leave rules left out, the leave pay's date «до начала отпуска» is not asserted as the leave's length", async () => {
    const r = await (await freshChats({ docs: without("otpusk.md") }))("сколько дней отпуска у механика");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("the thing asked is not met by a phrase that only qualifies another noun", () => {
  // Before: with the hiring rules out, the mentor's «3 000 рублей за каждого ученика, который успешно прошёл испытательный
  // срок» was asserted as the answer to whether there is a probation (warehouse's leave-one-out had the same shape: a
  // relative clause about a trainee for «испытательный срок курьера»).
  it("«есть испытательный срок?» is answered with the hiring rules' months", async () => {
    const r = await (await freshChats({ docs: DOCS }))("есть испытательный срок?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("1 месяц");
  });
  it("with the hiring rules left out, a relative clause about a trainee is not asserted as the probation", async () => {
    const r = await (await freshChats({ docs: without("priem.md") }))("есть испытательный срок?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // A phrase inside the sentence's theme, before its predicate, is what the sentence speaks of: «Расходы на бензин … не
  // компенсируются» answers whether petrol is paid back (walk32's «бензин компенсируют?» is this shape).
  it("«бензин компенсируют?» is answered by «Расходы на бензин и парковку не компенсируются»", async () => {
    const r = await (await freshChats({ docs: DOCS }))("бензин компенсируют?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("не компенсируются");
  });
});
