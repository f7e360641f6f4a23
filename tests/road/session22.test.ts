import { describe, expect, it } from "bun:test";
import { addDays, DEFAULT_ZONE, dateInZone, weekday } from "../../src/tools/time.ts";
import { freshChats } from "./helpers.ts";

// Session 22's own fixes from walk 22b (a recheck in new words after the helpers' merge).

const today = dateInZone(Date.now(), DEFAULT_ZONE);
const monday = addDays(today, -weekday(today));
type Card = { tool: string; result: { labels?: string[] } };
const cardsOf = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
const ddmm = (iso: string) => iso.slice(5).split("-").reverse().join(".");

// Walk 22b: «позапрошлой неделе» holds «прошл», so a fresh chat's question got last week's figures.
describe("the week before last asked in a fresh chat", () => {
  for (const [said, lang] of [["сколько посетителей было на сайте позапрошлой неделе?", "ru"], ["how many site visitors did we have the week before last?", "en"]] as const) {
    it(`«${said}» shows the week before last week`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      const labels = cardsOf(r.answer as never)[0]!.result.labels!;
      expect(labels[0]).toBe(ddmm(addDays(monday, -14)));
      expect(labels.at(-1)).toBe(ddmm(addDays(monday, -8)));
    });
  }
});
