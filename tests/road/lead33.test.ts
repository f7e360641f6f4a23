import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 33, the lead: regressions the last fresh-clone run of session 32 found, and what the lead's walks met.

describe("a yes/no question about the person's own day is their calendar", () => {
  // «do I have anything on Friday?» was answered with the handbook's «В пятницу рабочий день короче» once English weekday
  // names met the Russian day (session 32): a question whether the person has anything then asks their calendar.
  const events = (r: { cards: { tool?: string; result: Record<string, unknown> }[] }) => (r.cards[0]?.result.events as unknown[] | undefined) ?? [];
  it("«do I have any meetings on Friday?», «do I have something on Friday?» list Friday as «what do I have on Friday?» does", async () => {
    const ask = await freshChats({ tools: true, lang: "en" });
    const plain = events(await ask("what do I have on Friday?"));
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ["do I have any meetings on Friday?", "do I have something on Friday?"]) {
      const r = await ask(q);
      expect(events(r)).toEqual(plain);
      expect(r.answer.content).not.toContain("короче");
    }
  });
});
