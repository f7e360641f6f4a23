import { describe, expect, it } from "bun:test";
import { periodAsked } from "../../src/text/per-period.ts";

describe("a figure asked again for a week or for so many days", () => {
  const cases: [string, number, "week" | "days"][] = [
    ["а в неделю?", 7, "week"], ["per week?", 7, "week"], ["and what's that per week?", 7, "week"],
    ["what would that come to over a week?", 7, "week"], ["сколько это за 10 дней?", 10, "days"],
    ["and if I eat it twice a week?", 2, "week"], ["а если только по будням, сколько в неделю?", 5, "week"],
    ["и если так 4 дня в неделю?", 4, "week"], ["what about for two days?", 2, "days"],
  ];
  for (const [said, times, per] of cases) it(`«${said}» is ${times} (${per})`, () => expect(periodAsked(said)).toEqual({ times, per }));

  for (const said of ["хожу на йогу 2 раза в неделю", "I eat it every day", "сколько дней отпуска в году?", "add a banana every day, per week?", "тренировок в неделю: 3"]) {
    it(`«${said}» asks no period of the figure before`, () => expect(periodAsked(said)).toBeNull());
  }
});
