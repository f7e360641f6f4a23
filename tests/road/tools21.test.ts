import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";

// Walks 20b and 20c (session 21): the person's own mail, calendar and catalogue asked in everyday words, a go-ahead with
// its agreement run on, a complaint letter asked for casually, and «per week?» after a figure already worked out.
// The items of entry20's last block are asked here in other words too.

const cardsText = (r: { cards: unknown[] }) => JSON.stringify(r.cards);

describe("mail from a department asked in everyday English", () => {
  for (const text of ["anything from accounting lately?", "any letters from accounting recently?", "what did accounting send me lately?"]) {
    it(`«${text}» lists the letter from Бухгалтерия`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(r.tools).toContain("mail_search");
      expect(cardsText(r)).toContain("Бухгалтерия");
    });
  }

  it("«any emails from the accounting department?» lists Бухгалтерия, not every department", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("any emails from the accounting department?");
    expect(cardsText(r)).toContain("Бухгалтерия");
    expect(cardsText(r)).not.toContain("Отдел кадров");
  });
});
