import { describe, expect, it } from "bun:test";
import { opensWithCommandVerb } from "../../src/text/imperatives.ts";
import { isCourtesy } from "../../src/text/stopwords.ts";

describe("a message opening with a verb in the imperative mood commands the assistant", () => {
  for (const m of ["Разберись с «Рассветом»", "разбери PDF", "Посмотри договор", "перепиши по-человечески", "Проверь нового партнёра"]) {
    // The first call reads the Russian dictionary (about a second, more on a loaded machine).
    it(`«${m}» opens with a command`, () => expect(opensWithCommandVerb(m, isCourtesy)).toBe(true), 60000);
  }
  // A verb of telling asks to be told; a noun in -ь or -й is no verb.
  for (const m of ["Расскажи анекдот", "Подскажи, где кухня", "Цель на квартал", "Мой отчёт"]) {
    it(`«${m}» opens with no command`, () => expect(opensWithCommandVerb(m, isCourtesy)).toBe(false));
  }
});
