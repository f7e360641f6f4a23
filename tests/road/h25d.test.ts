import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 25, helper D: the dry-cleaning chain's documents (walk 24a) answer, but the chat hedged or refused because a
// question's word and the sentence's word are one meaning written apart.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk24a/docs");
const HEDGE = /нет точного ответа|нет ответа на этот вопрос/;

describe("a wedding asked as «свадьба» is the leave table's «Регистрация брака»", () => {
  it("«сколько дней дают на свадьбу?» answers 3 paid days, cited", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сколько дней дают на свадьбу?");
    expect(r.answer.content).toMatch(/Регистрация брака[^[]*3 оплачиваемых дня[^[]*\[\d\]/);
    expect(r.answer.content).not.toMatch(HEDGE);
  });

  it("a wedding dress is no wedding leave: «сколько стоит чистка свадебного платья?» is the price list's row", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сколько стоит чистка свадебного платья?");
    expect(r.answer.content).toContain("4 500");
    expect(r.answer.content).not.toContain("Регистрация брака");
  });
});

describe("a price list's row read by the word a person uses for the service", () => {
  it("«сколько стоит сушка?» answers the dryer's 200 from «Сушильная машина | Цена, руб.: 200»", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сколько стоит сушка?");
    expect(r.answer.content).toMatch(/Сушильная машина[^[]*200[^[]*\[\d\]/);
    expect(r.answer.content).not.toMatch(/Компенсации|компенсация не положена/);
  });

  it("«сколько стоит глажка рубашки?» answers 290 from a row whose price is in the column «Цена, руб.»", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сколько стоит глажка рубашки?");
    expect(r.answer.content).toMatch(/290[^[]*\[\d\]/);
    expect(r.answer.content).not.toMatch(HEDGE);
  });
});

describe("a verb's alternated root: «испортил» is the rule's «испорчена»", () => {
  it("«я испортил вещь клиента, что будет?» quotes the employee's liability", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("я испортил вещь клиента, что будет?");
    expect(r.answer.content).toMatch(/Если вещь испорчена[^[]*\[\d\]/);
    expect(r.answer.content).not.toMatch(HEDGE);
  });
});

describe("a class asked for, its members listed", () => {
  it("«какие документы приносить в отдел кадров?» quotes the passport, СНИЛС, ИНН sentence", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("какие документы приносить в отдел кадров?");
    expect(r.answer.content).toMatch(/паспорт, СНИЛС, ИНН[^[]*\[\d\]/);
  });
});
