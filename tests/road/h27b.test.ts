import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Helper B of session 27: questions the documents answer, lost on the way to them (walk 26a, the dry-cleaning chain).
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk26a/docs");

describe("a clause the margin cut before its dash", () => {
  // The safety instruction's clause 1.1 ends «…повторный» / «— раз в 6 месяцев.»: the wrapped line's dash read as a list
  // item's cut the clause, and «как часто инструктаж» was answered «повторный» with no period at all.
  it("«как часто инструктаж» gives «раз в 6 месяцев»", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("как часто инструктаж");
    expect(r.answer.content).toContain("повторный — раз в 6 месяцев");
  });

  it("«повторный инструктаж когда?» is answered with the period", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("повторный инструктаж когда?");
    expect(r.answer.content).toContain("раз в 6 месяцев");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
