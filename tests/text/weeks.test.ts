import { describe, expect, it } from "bun:test";
import { asksAgenda, weekNamed } from "../../src/text/weeks.ts";

describe("a week named from today's", () => {
  const cases: [string, number][] = [
    ["anything booked this week?", 0], ["is anything scheduled for the week after next?", 2], ["what did I have the week before last?", -2],
    ["а позапрошлой?", -2], ["что было на позапрошлой неделе?", -2], ["what's on next week", 1], ["что у меня через две недели?", 2],
    ["а на следующей?", 1], ["any meetings last week?", -1], ["что было на прошлой неделе", -1], ["two weeks ago", -2],
  ];
  for (const [said, offset] of cases) it(`«${said}» is ${offset}`, () => expect(weekNamed(said)?.offset).toBe(offset));
  for (const said of ["а позапрошлый?", "сколько дней отпуска?", "позапрошлой зимой"]) it(`«${said}» names no week`, () => expect(weekNamed(said)).toBeNull());
});

describe("a question asking only what a time holds", () => {
  for (const rest of ["anything booked?", "is anything scheduled for the?", "что у меня было?", "а есть что-нибудь?"]) it(`«${rest}» asks the agenda`, () => expect(asksAgenda(rest)).toBe(true));
  for (const rest of ["how many visitors?", "what's the vacation rule for the?", "сколько заказов?"]) it(`«${rest}» asks something else`, () => expect(asksAgenda(rest)).toBe(false));
});
