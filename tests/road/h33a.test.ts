import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 33, helper A: issues 12 and 14, the answered rate through the chat. A question says an everyday word the
// documents say otherwise («посетитель» where the hotel's rules say «гость»), so the right sentence was shown only as
// «possibly related». Phrasings of our own over a tuning set's documents (the hotel's), none of its questions.
const HOTEL = resolve(import.meta.dir, "../fixtures/pilot/hotel/docs");

describe("a question's word no document holds is met by its everyday synonym", () => {
  // Left (session 33): YARN's agreed pairs («посетитель — гость», «коридор — холл»; commit e15e310 derived 254 of them, used
  // for a question's word no document holds) pass this, but with them the warehouse's leave-one-out fell 0.47 → 0.33:
  // with its document gone «клиент орет что делать» met «покупатель» elsewhere, «смену» met «заменить» through
  // «сменить». Reverted; a sense-aware use (nouns only, a leave-one-out guard) is the next step.
  it.failing("the rule saying it with the synonym is answered with a citation", async () => {
    const ask = await freshChats({ docs: HOTEL });
    const cases: [string, RegExp][] = [
      ["через сколько секунд надо поприветствовать посетителя у стойки?", /10 секунд/],
      ["где огнетушители — у лифтового коридора?", /лифтового холла/],
    ];
    for (const [q, fact] of cases) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(fact);
      expect(r.answer.content).toMatch(/\[\d+\]/);
    }
  });
  it("a question the documents do not answer is still not asserted", async () => {
    // The synonym meets the guests' rules, but none says whether a dog may come, nor whether a corridor has a cooler.
    const ask = await freshChats({ docs: HOTEL });
    for (const q of ["можно ли посетителю привести собаку в номер?", "есть ли в коридоре кулер с водой?"]) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
  });
});
