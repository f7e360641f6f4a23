import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 18: defects found walking the app as a person (and in blind pilot sets' own questions), each a failing test first.
const PLANT = resolve(import.meta.dir, "../fixtures/walk17a/docs");

// A blind set's «я заболел, что делать?» entered the health interview («С какого дня это началось…») although the
// company's sick-leave rules say what to do; said with no symptom, falling ill is a matter of whom to tell at work.
describe("falling ill, said with no symptom, asks the company's sick-leave rules", () => {
  it("«я заболел, что делать?» and «заболела. что мне делать?» answer with the sick-leave rule, cited", async () => {
    const ask = await freshChats({ docs: PLANT });
    for (const q of ["я заболел, что делать?", "заболела. что мне делать?", "я приболел, что делать"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).toContain("мастеру смены");
      expect(r.answer.content).toContain("[1]");
    }
  });

  it("«I got sick, what should I do?» in the English UI is the company's rules too", async () => {
    const r = await (await freshChats({ docs: PLANT, lang: "en" }))("I got sick, what should I do?");
    expect(r.skill).toBeNull();
  });

  it("a symptom keeps the health skill: «я заболел, температура 38 и болит горло, что делать?»", async () => {
    const r = await (await freshChats({ docs: PLANT }))("я заболел, температура 38 и болит горло, что делать?");
    expect(r.skill).toBe("health");
  });
});
