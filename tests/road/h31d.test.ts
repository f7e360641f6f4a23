import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Helper D of session 31: session 30's cinema walk leftovers (walk 28a's cinema chain «Янтарный экран»), asked as the
// person typed them. Each test asserts what the person sees in the chat.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");

describe("shorts are a dress-code question", () => {
  // «можно ли приходить в шортах?» got «Расчётный листок приходит на личную почту…»: «шорты» was in no clothing group,
  // so the dress code («Брюки или юбка — тёмные») never met it; «можно в шортах на работу?» was asked «описание вакансии,
  // оффер кандидату или еженедельный отчёт?».
  it("«можно ли приходить в шортах?», «можно в шортах на работу?» get the dress code", async () => {
    const ask = await freshChats({ docs: CINEMA });
    for (const q of ["можно ли приходить в шортах?", "можно в шортах на работу?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("Брюки или юбка");
      expect(r.answer.content).not.toContain("Расчётный листок");
      expect(r.outcome).not.toBe("clarify");
    }
  });
});

describe("a price list's row for one unit times the units asked", () => {
  const LIBRARY = resolve(import.meta.dir, "../fixtures/pilot/walk30/docs");
  // «сколько стоит ксерокопия 20 страниц» got the row «Ксерокопия А4… 1 страница — 10» and no sum.
  it("«сколько стоит ксерокопия 20 страниц» works out 20 × 10 = 200", async () => {
    const r = await (await freshChats({ docs: LIBRARY }))("сколько стоит ксерокопия 20 страниц");
    expect(r.answer.content).toContain("20 × 10 = 200");
  });
  // A pay question names no «1 час» row: no sum is made up from a price list.
  it("«сколько получит кассир за 3 часа» makes no sum from the price list", async () => {
    const r = await (await freshChats({ docs: LIBRARY }))("сколько получит кассир за 3 часа");
    expect(r.answer.content).not.toContain("×");
  });
});

describe("lights out, said without the hall", () => {
  // «свет погас, что делать?» got the fainting guest's steps: their clause «В тёмном зале попросите киномеханика включить
  // свет» met the story's words, though the section «Эвакуация из тёмного зала» is the one on the lights going out.
  it("«свет погас, что делать?» gets the dark-hall evacuation, not the fainting steps", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("свет погас, что делать?");
    expect(r.answer.content).toMatch(/фонари|полный свет/);
    expect(r.answer.content).not.toContain("Подойдите к гостю");
  });
});
