import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 30, helper D: skill entry (issue 16, point 3) through the chat turn.
const PILOT = resolve(import.meta.dir, "../fixtures/pilot");
const WAREHOUSE = `${PILOT}/warehouse/docs`;

/** A pilot set's documents without one of them: what a company whose rules do not cover the question has. */
function docsWithout(file: string, docs = WAREHOUSE): string {
  const dir = mkdtempSync(join(tmpdir(), "h30d-docs-"));
  cpSync(docs, dir, { recursive: true });
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

describe("a question about the work a skill's procedure covers, that the documents do not answer, enters the skill", () => {
  // skills-salon s03, s26: «сколько админов ставить в субботу…», «какую модель брать на практику на аттестации…?» — the gate
  // picked the schedule and the certification skills (retrieval's first by far, their procedures covering the request beyond
  // any other skill), yet a question was left to a plain «not in the documents» because only «как …ть» questions were
  // reserved for the skill. The documents still have the first say.
  const cases: [string, string][] = [
    ["сколько админов ставить в субботу и как сделать так чтобы у всех было по 2 выходных", "week-schedule"],
    ["сколько мастеров ставить на воскресенье, чтобы у каждого были два выходных?", "week-schedule"],
    ["какую модель брать на практику на аттестации по наращиванию? и сколько времени дают", "certification-prep"],
  ];
  // Left failing at session 30's merge (a rule reserving them also made «компенсирует ли компания курсы повышения
  // квалификации?» a training plan); session 31 (h31b) holds them as deliberative questions («сколько … ставить»,
  // «какую … брать»: a question word and an infinitive) whose first skill two scores agree on, never a yes/no question.
  for (const [q, skill] of cases) {
    it(`«${q}» → ${skill}`, async () => {
      const r = await (await freshChats({ docs: `${PILOT}/skills-salon/docs`, skillsOf: "skills-salon" }))(q);
      expect(r.skill).toBe(skill);
      expect(r.answer.content).not.toContain("В документах компании нет ответа");
    });
  }
  // A fact about the company's rules stays the documents': their refusal names whom to ask (vet, hotel leave-one-out q07/q08).
  for (const q of ["Сколько дней отпуска положено?", "в какой срок сдавать авансовый отчет после командировки"]) {
    it(`«${q}» with no document on it enters no skill`, async () => {
      const r = await (await freshChats({ docs: docsWithout("komandirovki_i_raskhody.md", `${PILOT}/vet/docs`) }))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("skill");
    });
  }
});

describe("of the skills a question would offer, one whose procedure alone covers the request is entered", () => {
  // retail s01: an angry letter about a dented fridge «…надо ей нормально ответить» was asked «сводка по переписке, ответ на
  // претензию покупателя или оффер кандидату?» — the claim-response procedure covers the request (2.38) a whole point over
  // either other option (1.38); a rival found only in the procedures' words, ranked 15th, kept the gate from seeing it.
  const cases: [string, string, string][] = [
    ["retail", "Клиентка прислала на почту гневное письмо: холодильник привезли с вмятиной на двери, а грузчики ещё и нахамили. Надо ей нормально ответить, чтобы она не пошла в Роспотребнадзор", "claim-response"],
  ];
  for (const [set, q, skill] of cases) {
    it(`${set}: «${q.slice(0, 50)}…» → ${skill}`, async () => {
      const r = await (await freshChats({ skillsOf: set }))(q);
      expect(r.answer.content).not.toContain("Уточните, что нужно");
      expect(r.skill).toBe(skill);
    });
  }
});
