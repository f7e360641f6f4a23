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
