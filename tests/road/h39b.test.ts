import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 39, helper B: issue 14, «say only what the documents say». Questions asked through the chat turn as the browser
// sends them, over a packaging workshop's rules (tests/fixtures/h39b/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h39b/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h39b-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("an adjective and its noun name one thing, held by the noun", () => {
  // Before: with the benefits page out, the liability rule's «материальную ответственность» beside the unpaid leave «при
  // рождении ребёнка» was asserted for «положена ли материальная помощь при рождении ребёнка?» (heldout-transit's and
  // heldout-print's questions no document answers had this shape: «новогоднюю продукцию» for «новогодний корпоратив»): the
  // adjective alone was taken for the thing it names with its noun.
  it("«положена ли материальная помощь при рождении ребёнка?» is answered with the 20 000 rubles", async () => {
    const r = await (await freshChats({ docs: DOCS }))("положена ли материальная помощь при рождении ребёнка?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("20 000");
  });
  it("with the benefits page left out, «материальная ответственность» is not asserted as help", async () => {
    const r = await (await freshChats({ docs: without("prazdniki.md") }))("положена ли материальная помощь при рождении ребёнка?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("an answer says something of the thing asked, in one sentence", () => {
  // Before: with the CCTV rules out, three items of the shift checklist were asserted for «скока хранятся записи с
  // видеокамер?» — one naming the cameras, one a log-book «запись», one lost property that «хранятся» a month
  // (heldout-transit's leave-one-out had this shape with its dash cameras): each held one word, none said anything of them.
  it("«скока хранятся записи с видеокамер?» is answered with the 30 days", async () => {
    const r = await (await freshChats({ docs: DOCS }))("скока хранятся записи с видеокамер?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("30 дней");
  });
  it("with the CCTV rules left out, the checklist's items are not asserted as how long", async () => {
    const r = await (await freshChats({ docs: without("videonablyudenie.md") }))("скока хранятся записи с видеокамер?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});
