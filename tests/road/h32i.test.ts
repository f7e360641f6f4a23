import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 32, helper i: defects found while fixing the lead's walk 32 (tests/road/lead32.test.ts), over the sample
// company's documents with the tools' sample data.
const ask = () => freshChats({ tools: true });

describe("a newcomer asking what the rules give them is answered from the documents", () => {
  // Once «первый день» met the onboarding plan's «первые дни» (no longer asked between it and nutrition), the router's
  // small-talk reading of «я новенький, …» was left standing: the person got the assistant's introduction, though the IT
  // page says what a new employee gets on the first day.
  it("«я новенький, что мне положено в первый день» quotes what a new employee gets", async () => {
    const r = await (await ask())("я новенький, что мне положено в первый день");
    expect(r.answer.content).toContain("ноутбук");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
