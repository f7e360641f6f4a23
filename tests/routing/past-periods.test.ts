import { describe, expect, test } from "bun:test";
import { pastRange } from "../../src/routing/embedded/periods.ts";

// Tuesday 1 December 2026 in Moscow, the day a tester asked the mailbox and the counters about the past.
const NOW = new Date("2026-12-01T09:28:00+03:00");
const range = (q: string) => { const r = pastRange(q, NOW); return r && [r.from, r.to]; };

describe("periods of the past, as the mailbox and the counters are asked", () => {
  test("named weeks and months are fixed on the calendar", () => {
    expect(range("письма за эту неделю и прошлую")).toEqual(["2026-11-23", "2026-12-01"]);
    expect(range("что пришло на прошлой неделе")).toEqual(["2026-11-23", "2026-11-29"]);
    expect(range("выручка за прошлый месяц")).toEqual(["2026-11-01", "2026-11-30"]);
  });

  test("days said with their month, or dotted, or with «по»", () => {
    expect(range("покажи почту с 23 по 30 ноября")).toEqual(["2026-11-23", "2026-11-30"]);
    expect(range("письма с 23.11 по 30.11")).toEqual(["2026-11-23", "2026-11-30"]);
    expect(range("письма с 28 ноября по 1 декабря")).toEqual(["2026-11-28", "2026-12-01"]);
  });

  test("rolling periods count back from today, the same weekday a week ago included", () => {
    expect(range("что мне на почту за последнюю неделю прилетело?")).toEqual(["2026-11-24", "2026-12-01"]);
    expect(range("письма за две недели")).toEqual(["2026-11-17", "2026-12-01"]);
  });

  test("hours, lengths and this week are no period of the past", () => {
    expect(range("письмо про график с 10 до 18")).toBeNull();
    expect(range("письмо про отпуск на 14 дней")).toBeNull();
    expect(range("письма на этой неделе")).toBeNull();
  });
});
