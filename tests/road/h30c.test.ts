import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 30, helper C: issue 14's leave-one-out. Each question is asked as the eval asks it: once over a tuning set's
// documents, once with the document that answers it left out, where it must not be asserted (refused or «possibly related»).
const PILOT = resolve(import.meta.dir, "../fixtures/pilot");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The set's documents without `left` (the eval's leave-one-out), in a folder of their own. */
function without(set: string, left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h30c-"));
  made.push(docs);
  cpSync(join(PILOT, set, "docs"), docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("a physical quantity is met by a figure in its unit", () => {
  // transit t15, t12 with their documents left out: «С какой скоростью…» was answered by the pass office's hours («с 08:00 до
  // 17:00»), «на каком расстоянии ставить знак…» by a checklist's «огнетушители (2 шт.)»: any figure met the speed, the distance.
  const asked = [
    { q: "С какой скоростью можно ездить по территории парка?", doc: "toplivo-i-territoriya-parka.html", fact: "5 км/ч" },
    { q: "на каком расстоянии ставить знак аварийной остановки в городе при дтп", doc: "dtp-i-proisshestviya.md", fact: "15 м" },
  ];
  it("with the rule present the figure is answered", async () => {
    const ask = await freshChats({ docs: join(PILOT, "heldout-transit/docs") });
    for (const a of asked) {
      const r = await ask(a.q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain(a.fact);
    }
  });
  it("with the rule left out a clock time or a count of things is not asserted", async () => {
    for (const a of asked) {
      const r = await (await freshChats({ docs: without("heldout-transit", a.doc) }))(a.q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
  });
});
