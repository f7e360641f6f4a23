import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 33 (h33d): the defects earlier walks left it.failing, fixed by rules of the language; these are the phrasings
// of our own that show each rule on its own.
const WALK32 = resolve(import.meta.dir, "../fixtures/pilot/walk32/docs");

describe("a noun is met by the adjective a document makes of it", () => {
  // «в горшке» is the rules' «Горшечные растения» (горшок — горшечный, the fleeting «о» and к/ч alternated): the rule was
  // shown only as possibly related, «горшке» unsaid.
  it("«можно вернуть растение в горшке» answers with the potted plants' rule", async () => {
    const r = await (await freshChats({ docs: WALK32 }))("можно вернуть растение в горшке");
    expect(r.answer.content).toContain("Горшечные растения");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
