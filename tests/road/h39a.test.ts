import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 39, helper A: issue 14's answered rate. Questions asked through the chat turn as the browser sends them, over a
// swimming pool's front-desk rules (tests/fixtures/h39a/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h39a/docs");

describe("a period asked is answered by the sentence that states it", () => {
  // «в какой срок возвращаем деньги…» was answered with «Клиент вправе в любой момент расторгнуть договор и получить возврат
  // денежных средств…» alone: «денежных» was read as a form of «день», so the sentence seemed to say when, and the rule
  // «Возврат производится в течение 7 рабочих дней…», in the second passage of the same section, was never quoted.
  it("«в какой срок возвращаем деньги клиенту…» gives the 7 working days", async () => {
    const r = await (await freshChats({ docs: DOCS }))("в какой срок возвращаем деньги клиенту, если он расторгает договор?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("в течение 7 рабочих дней");
  });
});
