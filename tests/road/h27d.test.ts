import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 27, helper D: answered where the documents answer it, not where they do not (walk 26a §3 and §8, the dry-cleaning
// chain «Белая Цапля»; two regressions of session 26 on the tuning sets).
const LAUNDRY = resolve(import.meta.dir, "../fixtures/walk26a/docs");
const PILOT = resolve(import.meta.dir, "../fixtures/pilot");

/** The documents of a pilot set with one left out, as the leave-one-out evaluation reads them. */
function without(set: string, doc: string): string {
  const dir = mkdtempSync(join(tmpdir(), "h27d-"));
  cpSync(join(PILOT, set, "docs"), dir, { recursive: true });
  rmSync(join(dir, doc));
  return dir;
}

describe("one everyday verb does not turn a found row into a hedge", () => {
  // R38: «почистить» and «пуховик» weighed alike and the verb was taken for the thing asked; the price row never says it.
  for (const q of ["сколько стоит почистить пуховик", "почистить пуховик сколько стоит?"]) {
    it(`«${q}» gives the price row, 1 690 ₽, cited`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("1 690");
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }

  // R12: «уволиться» never met «увольнении» (the noun is built on «увольнять»), and «предупредить» is the lead time asked.
  for (const q of ["хочу уволиться, за сколько предупредить?", "за сколько дней надо предупредить об увольнении?", "как уволиться?"]) {
    it(`«${q}» quotes the 14 days' notice`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("14 календарных дней");
    });
  }

  // R10: «кому отдавать» asks the recipient, which the rule names in a verb of its own («передайте в бухгалтерию»). Left
  // failing: read as «кому звонить» is (a verb of handing over asks whom), «куда сдавать наличные?» (a place: «в кассу офиса»)
  // and «нашёл телефон…, кому его отдать?» (h22-h24 walks) lost their answers; the recipient may be a place or a desk.
  it.failing("«а номер больничного кому отдавать?» after opening a sick leave gives «передайте в бухгалтерию», cited", async () => {
    const send = await sameChat({ docs: LAUNDRY });
    await send("больничный открыл");
    const r = await send("а номер больничного кому отдавать?");
    expect(answerStateOf(r.m.content)).toBe("answered");
    expect(r.m.content).toContain("передайте в бухгалтерию");
  });

  it("«куда сдать номер больничного листа?» gives the same rule", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("куда сдать номер больничного листа?");
    expect(r.answer.content).toContain("передайте в бухгалтерию");
  });
});

describe("«за свой счёт» is the unpaid leave", () => {
  // R06 was refused: «отгул», «свой», «счёт» are no words of the leave table's «Без сохранения заработной платы».
  for (const q of ["можно взять отгул за свой счет на неделю?", "сколько дней можно взять за свой счёт?", "сколько дней в году можно взять за свой счёт?", "отгул на пару дней за свой счет дадут?"]) {
    it(`«${q}» gives the unpaid-leave row, up to 14 days`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("Без сохранения заработной платы");
      expect(r.answer.content).toContain("до 14 календарных дней");
    });
  }

  it("paying for something oneself («форму за свой счёт покупать?») is not read as leave", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("форму за свой счёт покупать?");
    expect(r.answer.content).not.toContain("Без сохранения заработной платы");
  });
});

describe("what is said around the question is not asked", () => {
  // A remark in brackets after the question flipped the leave table's answer into a refusal.
  for (const q of ["сколько дней отпуска? (новый чат того же человека)", "сколько дней отпуска? (пишу с телефона)"]) {
    it(`«${q}» gives the 28 days`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("28 календарных дней");
    });
  }

  // R56: the reason told after the question («деньги срочно нужны») met the pay-day rule, which says nothing of an early advance.
  for (const q of ["можно получить аванс раньше 25-го? деньги срочно нужны", "можно получить зарплату пораньше? очень нужны деньги"]) {
    it(`«${q}» is not answered with the pay dates as if they said yes or no`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    });
  }
});

describe("not answered where the documents do not say it (session 26's regressions)", () => {
  // heldout-print p32: «в праздничный день» says when; the work's pay is asked, and the pay-day rule says «праздничный день».
  it("«Как оплачивается работа в цеху в праздничный день?» over the print shop's documents is not answered", async () => {
    const r = await (await freshChats({ docs: join(PILOT, "heldout-print/docs") }))("Как оплачивается работа в цеху в праздничный день?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });

  // dental d14, contacts left out: the shoe allowance names accounting only in brackets, as where a receipt goes.
  it("«кто у нас отвечает за форму и обувь», the clinic's contacts left out, is not answered by the uniform rules", async () => {
    const r = await (await freshChats({ docs: without("dental", "contacts.md") }))("кто у нас отвечает за форму и обувь");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });

  // dental d15, the HR policy left out: «сообщите в ИТ» is no lead time, and a data leak is no resignation rule.
  it("«как уволиться, за сколько предупреждать», the HR policy left out, is not answered", async () => {
    const r = await (await freshChats({ docs: without("dental", "hr-policy.md") }))("как уволиться, за сколько предупреждать");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });

  it("with the HR policy, the clinic's 14 days' notice is answered", async () => {
    const r = await (await freshChats({ docs: join(PILOT, "dental/docs") }))("как уволиться, за сколько предупреждать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("14 календарных дней");
  });
});
