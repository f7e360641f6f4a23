import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 47, helper h47a (issue 14: a direct question whose passage is found is answered, not hedged). A summer camp's staff
// memo (.md) and pay rules (.html, a table whose header row carries «(21 день)»), written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h47a/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a shell noun names the answer's kind, not the thing asked", () => {
  // «Какие требования к паролю…» hedged «Про «требования» в найденном ничего не сказано» over «Пароль планшета меняется
  // каждые 60 дней»: the memo says «Требования к внешнему виду» elsewhere, so the word stood as the thing asked.
  it("«какие требования к паролю и как часто его менять» gives the password's period", async () => {
    const r = await ask("Какие требования к паролю от планшета и как часто его менять?");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("каждые 60 дней");
  });
});

describe("a table's header with a figure in its parenthesis", () => {
  // «Оплата за смену (21 день), ₽» was read as a row of data, its rows as «Старший вожатый | 61 000»: the pay lost its name
  // and its unit, and the bonus «за смену без замечаний… — 4 000 ₽» answered how much a counsellor gets.
  it("«сколько получает вожатый за смену» gives the pay table's row", async () => {
    const r = await ask("Сколько получает вожатый за смену?");
    expect(r.answer.content).toContain("44 000");
  });
  it("«скока получает воспитатель» gives the tutor's pay", async () => {
    const r = await ask("скока получает воспитатель");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("50 000");
  });
});

describe("a follow-up asks the previous question's measure", () => {
  // «а помощник?» after «скока получает воспитатель» hedged over «Памятка обязательна для… помощников воспитателей»:
  // «получает», met by a sum when first asked, was left for a sentence to hold as a word. Letting the previous question's
  // figure word be met by a figure answered it (and walk33 q02), but also «А пианино?» after «Сколько стоит настройка
  // рояля?» with the storage price «Пианино — 3 000 ₽ в месяц» (tune47a f01, passed before): left until the follow-up can
  // tell which of the previous question's words it replaces.
  it.failing("«а помощник?» after the tutor's pay gives the assistant's pay", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("скока получает воспитатель");
    const { m } = await chat("а помощник?");
    expect(m.content).not.toContain("нет точного ответа");
    expect(m.content).toContain("35 000");
  });
  // Left: the bonus item «за смену без замечаний от старшего вожатого — 4 000 ₽» holds every word and a sum as the senior's
  // row does, and leads it.
  it.failing("«А старший вожатый?» after a counsellor's pay gives the senior's row", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("Сколько получает вожатый за смену?");
    const { m } = await chat("А старший вожатый?");
    expect(m.content).toContain("61 000");
  });
});
