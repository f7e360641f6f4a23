import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Walks 22a/22b (session 23, helper f): sums asked in plain words, letter drafts (a complaint reply, a nickname, a
// correction of the draft just made) and a personal attachment asked about in the same chat.

const digits = (s: string) => s.replace(/[\s\u00a0\u202f,]/gu, "");

// Walk 22a #133: «how much is 15% of 45000?» was refused with «Please ask: training@»; «посчитай 12% от 80 тыс» got
// «свободную беседу я не веду». The README promises plain arithmetic.
describe("a percentage asked in plain words", () => {
  const cases: [string, "ru" | "en", string][] = [
    ["how much is 15% of 45000?", "en", "6750"],
    ["посчитай 12% от 80 тыс", "ru", "9600"],
    ["сколько будет 3% от 2 млн", "ru", "60000"],
    ["what's 20 percent of 3,500?", "en", "700"],
    ["сколько 15 процентов от 45 000?", "ru", "6750"],
  ];
  for (const [said, lang, value] of cases) {
    it(`«${said}» is computed as ${value}`, async () => {
      const r = await (await freshChats({ lang }))(said);
      expect(digits(r.answer.content)).toContain(`=${value}`);
      expect(r.answer.content).not.toMatch(/@|В документах|documents/u);
    });
  }
  it("«how much is the taxi to the airport?» is still no sum", async () => {
    const r = await (await freshChats({ lang: "en" }))("how much is the taxi to the airport?");
    expect(r.answer.content).not.toMatch(/^=/u);
  });
});
