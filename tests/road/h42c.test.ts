import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "./helpers.ts";

// Session 42, helper h42c: answerable questions hedged although a passage found says the answer.
const DOCS = resolve(import.meta.dir, "../fixtures/h42c/docs");

describe("a follow-up naming whom, with the previous question's thing held beside it", () => {
  // «а заведующим больше дают?» after «сколько дней отпуска в год положено?» was hedged over the sentence giving the managers'
  // extra days: «заведующим» alone is common in a shop chain's rules, and the leave it was asked of did not count.
  it("«а заведующим больше дают?» after the leave question gives the managers' extra days", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("сколько дней отпуска в год положено?");
    const { m } = await chat("а заведующим больше дают?");
    expect(m.content).toContain("4 календарных дня");
    expect(m.content).not.toContain("нет точного ответа");
  });
});
