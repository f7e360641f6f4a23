import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 33, helper B: issue 14 — with a question's source document gone, the chat refuses and names whom to ask instead of
// asserting an unrelated sentence. Asked through the chat turn as the browser sends it, over a small printing house's
// documents (tests/fixtures/h33b/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h33b/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h33b-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("«когда дают отпускные» is answered by when the leave pay is paid, or refused", () => {
  it("with the leave rules present, the pay's lead time answers", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда дают отпускные");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("за 3 календарных дня");
  }, 60_000);
  // Not fixed yet (warehouse w01's leave-one-out, the same shape): with the leave rules out, the sentence on leaving a shift
  // early is asserted — «пропущенные часы отрабатываются в течение месяца или оформляются как отпуск за свой счёт». Two
  // things let it through: the thesaurus puts «отпускные» (the pay) in one group with «отпуск» (the leave), and «в течение
  // месяца» counts as the moment «когда» asks for, though it is said of the missed hours, not of any pay.
  it.failing("with the leave rules left out, the shift rule on unpaid leave is not asserted; accounting is named", async () => {
    const r = await (await freshChats({ docs: without("otpusk.md") }))("когда дают отпускные");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
    expect(r.answer.content).toContain("buh@ottisk.ru");
  }, 60_000);
});

describe("a contacts row that holds every word asked ranks first: what it names is whom to ask", () => {
  // The lead's session-33 change picks again among the lines that are no contacts line when the contacts row left the picker
  // nothing to add. Warehouse's leave-one-out (w01, w14) then asserted a weaker passage ranked below the contacts: a rule on
  // leaving a shift early for «когда дают отпускные», a training list for a shouting customer. Picked again are only passages
  // the search ranked above the contacts row (the loyalty tier's «Баллы с билетов: 5%» ranked first, tests/road/h30a).
  it("with HR's row also naming leave, «когда дают отпускные» without the leave rules is not answered; accounting is named", async () => {
    const docs = without("otpusk.md");
    const file = join(docs, "kontakty.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("(приём, увольнение, больничные)", "(приём, увольнение, больничные, график отпусков, отпуск)"));
    const r = await (await freshChats({ docs }))("когда дают отпускные");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
    expect(r.answer.content).not.toContain("в течение месяца");
    expect(r.answer.content).toContain("buh@ottisk.ru");
  }, 60_000);
});
