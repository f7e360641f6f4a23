import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 41 (h41b): verbs a person types in another form than the rule writes them.

describe("a rule's imperfective meets the question's verb of the same action", () => {
  // «деньги возвращаются с ближайшей зарплатой»: «возвращаться» alternates «т» to «щ» from «возвратить», whose group holds
  // «вернуть»; read apart, «вернут» was a word the rule did not hold and the answer was only «possibly related».
  const asking = freshChats({ docs: resolve(import.meta.dir, "../fixtures/h26b/docs") });
  it("«купил мышку для работы, деньги мне вернут?» is answered by the small purchases rule", async () => {
    const r = await (await asking)("купил мышку для работы, деньги мне вернут?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("возвращаются с ближайшей зарплатой");
  });
});

describe("a form of a verb in «-нуть» is asked as that verb", () => {
  // «вернём» was weighed as a word no document holds (Snowball stems it «верн», the infinitive «вернут»), and the refund
  // rule under «Возврат:» was shown only as possibly related.
  const asking = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead40/docs") });
  it("«расторг договор — сколько вернём?» gives the refund rule", async () => {
    const r = await (await asking)("расторг договор — сколько вернём?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("кроме 5 000 руб");
  });
});
