import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 42, issue 14 (refuse what the documents do not hold). A warehouse's HR rules and contacts (tests/fixtures/h42b):
// «docs» holds no limit on work in the cold chamber, «limit» the same rules with one.
const DOCS = resolve(import.meta.dir, "../fixtures/h42b/docs");
const LIMIT = resolve(import.meta.dir, "../fixtures/h42b/limit");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a figure is of the noun it is written after", () => {
  // warehouse's leave-one-out (the safety rules out): «в холодилке сколько можно работать» was answered by «…работающим в
  // холодильной камере… предоставляется дополнительный отпуск 7 календарных дней», a leave's length, not a limit on work.
  it("«в холодильной камере сколько можно работать» is not answered by the extra leave's days", async () => {
    const r = await ask("в холодильной камере сколько можно работать");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  it("where the rules give the limit, «в холодильной камере сколько можно работать» is answered", async () => {
    const r = await (await freshChats({ docs: LIMIT }))("в холодильной камере сколько можно работать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("не более 2 часов подряд");
  });
  it("«сколько дней дополнительного отпуска за холодильную камеру» is still the extra leave", async () => {
    const r = await ask("сколько дней дополнительного отпуска за работу в холодильной камере");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("7 календарных дней");
  });
});
