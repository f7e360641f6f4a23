import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 26, helper B: questions the documents answer, lost between the file and the search. The studio's documents
// (tests/fixtures/h26b) include a support memo typed as plain text, with a table aligned by spaces and opening hours
// written with the weekdays' abbreviations, as an IT department writes them.
const STUDIO = resolve(import.meta.dir, "../fixtures/h26b/docs");
const INSURER = resolve(import.meta.dir, "../fixtures/pilot/heldout-insurance/docs");

describe("a plain-text table aligned by spaces", () => {
  // The memo's table (priority, what happened, time to fix) under a rule of dashes was read as prose: its rows lost their
  // columns («Высокий не включается компьютер или ноутбук 4 часа») and the rule was quoted as «------------- ----».
  it("«ноутбук не включается, за сколько часов должны починить?» quotes the row with its time to fix", async () => {
    const r = await (await freshChats({ docs: STUDIO }))("ноутбук не включается, за сколько часов должны починить?");
    expect(r.answer.content).toContain("срок решения — 4 часа");
    expect(r.answer.content).not.toContain("----");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  }, 60_000);

  it("«сколько ждать установку программы?» names the planned priority's 3 working days, by its column", async () => {
    const r = await (await freshChats({ docs: STUDIO }))("сколько ждать установку программы?");
    expect(r.answer.content).toContain("срок решения — 3 рабочих дня");
  }, 60_000);
});

describe("weekdays written by their abbreviations", () => {
  // The insurer's IT memo says «Часы работы: пн-пт 8:00-20:00, сб 9:00-15:00»: «сб» shared no term with «в субботу», and
  // the answer was the priorities table («Критический … 1 час»), its rule of dashes quoted first.
  it("«до скольки в субботу работает сервис деск?» answers with Saturday's hours", async () => {
    const r = await (await freshChats({ docs: INSURER }))("до скольки в субботу работает сервис деск?");
    expect(r.answer.content).toContain("сб 9:00-15:00");
    expect(r.answer.content).not.toContain("----");
  }, 60_000);
});
