import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 39, helper C: skill entry (issue 16, «entry that generalises»), through the chat turn, on a bookshop's own three
// skills (tests/fixtures/h39c/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h39c/skills");
const bookshop = () => freshChats({ skillsDir: SKILLS });

describe("the company's own way of a job the platform's general skill names alike is entered", () => {
  // Before: asked «контент-план для соцсетей или анонс встречи в книжном?», though both heads name the request's one word
  // («публикаций») and only the bookshop's procedure holds its other words (the countdown, the signing session): the
  // platform's content plan scored first on its general words, and the question offered the generic way beside the own.
  for (const q of [
    "Через неделю автограф-сессия, хочу заранее разогреть подписчиков — пара публикаций в паблик со счётчиком дней",
    "Через неделю автограф-сессия, надо заранее разогреть подписчиков — пара публикаций в группу со счётчиком дней",
  ]) {
    it(`«${q}» → event-announce`, async () => {
      const r = await (await bookshop())(q);
      expect(r.skill).toBe("event-announce");
    });
  }
  // The platform's general job, named in its own words beyond the shared one, stays the platform's.
  it("«Составь контент-план публикаций на месяц: темы и даты» stays the content plan", async () => {
    const r = await (await bookshop())("Составь контент-план публикаций на месяц: темы и даты");
    expect(r.skill).toBe("content-plan");
  });
  // A question for the numbers enters no skill.
  it("«сколько публикаций вышло в паблике за неделю?» enters no skill", async () => {
    const r = await (await bookshop())("сколько публикаций вышло в паблике за неделю?");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
  });
});
