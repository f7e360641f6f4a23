import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 36, helper C: the defects earlier walks left it.failing (tests/road/lead35), fixed by rules of the language and
// of the question's form, each tried here on a phrasing of its own besides the one the walk typed.

describe("who asks is context, not more of the question", () => {
  // «привет, я новенький. с какого времени у нас рабочий день?» was hedged with the laptop rule: «Новый сотрудник получает
  // ноутбук… в первый рабочий день» held the introduction's «новенький» beside «рабочий день» and so outdid, and joined,
  // the schedule's «с 9:30 до 18:30» (outdone.ts, extractive.ts).
  it("«добрый день, я новенькая. во сколько начинается рабочий день?» gives the 9:30, not an IT request row", async () => {
    const r = await (await freshChats())("добрый день, я новенькая. во сколько начинается рабочий день?");
    expect(r.answer.content).toContain("9:30");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).not.toContain("Срок реакции");
  });
});
