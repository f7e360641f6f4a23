import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { answerOnce } from "../../src/answering/answer.ts";
import { kbOf } from "./helpers.ts";

// With a document chosen in the open-document picker, a short question is about that document: «сколько
// платят?» with the duty rules open is the duty pay, not the sick pay another document names (walk 10).
const DIR = resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs");

describe("a question about the open document", () => {
  it("«сколько платят?» with the duty rules open answers the duty pay from them", async () => {
    const docs = Object.fromEntries(["dezhurstvo.md", "udalyonka.md", "komandirovki.md"].map((n) => [n, readFileSync(`${DIR}/${n}`, "utf8")]));
    docs["bolnichny.md"] = "# Больничный\n\nБольничный оплачивается из расчёта среднего заработка: при стаже до 5 лет — 60%, от 5 до 8 лет — 80%, больше 8 лет — 100%. Сколько платят за больничный, считает бухгалтерия.\n";
    const { deps } = await kbOf(docs);
    for (const q of ["сколько платят?", "а сколько платят?"]) {
      const r = await answerOnce(q, undefined, { ...deps, focus: "dezhurstvo.md" });
      expect(r.citations.length).toBeGreaterThan(0);
      expect(r.citations.every((c) => c.docName === "dezhurstvo.md")).toBe(true);
      expect(r.answer).toContain("7 000");
    }
  });

  it("«сколько платят?» with the trip rules open never answers from the leave rules", async () => {
    const dir = resolve(import.meta.dir, "../fixtures/walk10b");
    const docs = Object.fromEntries(["komandirovki-rashody.md", "otpusk-bolnichnyj.md", "it-uchetki.md"].map((n) => [n, readFileSync(`${dir}/${n}`, "utf8")]));
    const { deps } = await kbOf(docs);
    const pay = await answerOnce("сколько платят?", undefined, { ...deps, focus: "komandirovki-rashody.md" });
    expect(pay.citations.every((c) => c.docName === "komandirovki-rashody.md")).toBe(true);
    expect(pay.answer).not.toContain("без сохранения");
    // «а сроки?» alone names only a measure; with the trip rules open it is still refused (left open).
  });
});
