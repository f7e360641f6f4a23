import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 28, helper F: a question whose source document is missing must not be answered from another document.
const PILOT = resolve(import.meta.dir, "../fixtures/pilot");

/** A pilot set's documents without one of them, as the leave-one-out calibration asks. */
function without(set: string, doc: string): string {
  const docs = mkdtempSync(join(tmpdir(), `road-h28f-${set}-`));
  cpSync(join(PILOT, set, "docs"), docs, { recursive: true });
  rmSync(join(docs, doc));
  return docs;
}

describe("a figure asked is given of the thing asked", () => {
  // Without the HR policy, «когда зп приходит» was answered with the payroll contacts row («зарплаты»), a clock-in
  // sentence («Приход…») and «администратор приходит за 30 минут»: the time stood in a passage saying nothing of pay.
  it("dental without its HR policy: pay day is not asserted from a contacts row and the opening hours", async () => {
    const ask = await freshChats({ docs: without("dental", "hr-policy.md") });
    for (const q of ["когда зп приходит", "в какой день приходит зарплата?"]) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
  });

  // Without the working-time rules, «когда выкладывают график смен» got «табель до 3-го числа следующего месяца»:
  // the date is the timesheet's, the schedule is named only in «Вне графика» of a pay table row. Passes since session 38
  // (h38a: «вне» is a preposition, so «вне графика» does not speak of a schedule).
  it("hotel without its working-time rules: the shift schedule's date is not the timesheet's", async () => {
    const ask = await freshChats({ docs: without("hotel", "rezhim_raboty_i_otpuska.md") });
    for (const q of ["когда выкладывают график смен на след месяц", "к какому числу готов график смен?"]) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
  });

  // The rule must not cost an answer whose figure and thing share a passage.
  it("with every document the same questions are answered", async () => {
    const dental = await freshChats({ docs: join(PILOT, "dental", "docs") });
    expect(answerStateOf((await dental("когда зп приходит")).answer.content)).toBe("answered");
  });
});
