import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 30, helper D: skill entry (issue 16, point 3) through the chat turn.
const WAREHOUSE = resolve(import.meta.dir, "../fixtures/pilot/warehouse/docs");

/** The warehouse documents without one of them: what a company whose rules do not cover the question has. */
function docsWithout(file: string): string {
  const dir = mkdtempSync(join(tmpdir(), "h30d-docs-"));
  cpSync(WAREHOUSE, dir, { recursive: true });
  rmSync(join(dir, file));
  return dir;
}

describe("what to do about a situation is asked of the company, not «which skill?»", () => {
  // Warehouse leave-one-out w14: with the couriers' rules left out, «клиент орет что делать» got «Уточните, что нужно:
  // «оценка потенциального клиента», «подготовка к встрече с клиентом» или «коммерческое предложение»?» — jobs the question
  // never spoke of, offered because each head holds «клиент», a word a dozen heads share.
  for (const q of ["клиент орет что делать", "клиент ругается что делать", "клиент кричит, что делать?"]) {
    it(`«${q}» gets no question between skills`, async () => {
      const r = await (await freshChats({ docs: docsWithout("reglament-kurierov.md") }))(q);
      expect(r.outcome).not.toBe("clarify");
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("Уточните, что нужно");
      expect(r.answer.content).not.toMatch(/оценка потенциального клиента|коммерческое предложение/);
    });
  }
});
