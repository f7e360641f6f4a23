import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";
import { OutboxPage } from "../../views/chat/outbox.tsx";
import { strings } from "../../src/web/i18n.ts";

// Session 27's own fixes, from walk 26a's UI and drafts notes on the dry-cleaning chain's documents.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk26a/docs");

describe("a letter to a unit of the company", () => {
  // Walk 26a: «напиши письмо в бухгалтерию…» showed «Кому: бухгалтерий <buh@…>» on the card, in «Письмо отправлено» and in
  // the outbox: the unit said after «в» is in the accusative, and was declined back as a dative.
  it("«в бухгалтерию», «в службу безопасности», «в отдел кадров» name the unit in the To field as one writes it", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    for (const [said, shown] of [["в бухгалтерию", "Бухгалтерия"], ["в службу безопасности", "Служба безопасности"], ["в отдел кадров", "Отдел кадров"]]) {
      const r = await ask(`напиши письмо ${said}, что я потеряла пропуск`);
      const to = String(r.cards[0]?.result.to ?? "");
      expect(to).toMatch(/<[^>]+@belaya-tsaplya\.ru>/);
      expect(to.startsWith(`${shown} <`)).toBe(true);
    }
  });
});

describe("the outbox's times", () => {
  // Walk 26a: the outbox said «19:54» for a letter sent at 16:54 UTC while the admin pages speak UTC: a time without its zone
  // is read as the reader's own.
  it("each sent item's time names its time zone, in both languages", () => {
    const item = { id: 1, chatId: null, kind: "letter", title: "Письмо", body: "Добрый день!", effect: "Письмо отправлено", createdAt: Date.parse("2026-12-03T16:54:00Z") };
    for (const lang of ["ru", "en"] as const) {
      const html = String(OutboxPage({ items: [item], t: strings(lang) }));
      expect(html).toMatch(/19:54 (?:GMT\+3|MSK|МСК)/);
    }
  });
});
