import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "./helpers.ts";

// Session 30 (h30e): every [n] points at the passage that holds its sentence, and an answer cites no source of another
// document that only repeats a word of the question beside the matter asked (issue 14's citation precision).
const KOD = resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs");

type Cited = { n: number; docName: string; headingPath: string[] };
const cited = (meta: Record<string, unknown>) => (meta.citations as Cited[] | undefined) ?? [];

describe("a figure of the question meets a sentence only as the same quantity", () => {
  // kodservice k16: «4 года» of service met «не менее 4 дней в неделю» of the remote-work rules, cited [2] beside the
  // leave's extra days.
  it("«а если я работаю тут 4 года?» after the leave question cites the leave's extra days alone", async () => {
    const send = await sameChat({ docs: KOD });
    await send("сколько дней отпуска положено");
    const { m } = await send("а если я работаю тут 4 года?");
    expect(m.content).toContain("2 дополнительных дня");
    expect(m.content).not.toContain("4 дней в неделю");
    expect(new Set(m.content.match(/\[\d+\]/g)).size).toBe(1);
    expect(cited(m.meta).map((c) => c.docName)).toEqual(["otpusk-i-bolnichny.docx"]);
  });
});
