import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// Session 37, helper C: skill entry (issue 16 item 3), an intent signal by grammar — the message asks for work (a command in any
// clause, a need or wish before an infinitive said as a statement; text/work-requests.ts) — through the chat turn as the
// browser sends it, on the pilot fixtures' company libraries mixed into the platform's, in words of this file's own.
const offered = (meta: Record<string, unknown>) => ((meta.clarify as { options?: { value: string }[] } | undefined)?.options ?? []).map((o) => o.value);

describe("a request for work said after the situation asks which job when two skills are near and neither is named", () => {
  // Before: the command stood last («…Разберись»), the need came after the situation («надо разобраться…») or was asked in
  // English, so the message did not open as a Russian command; the gate read it as asking for no work and the chat answered in
  // plain words.
  // The agency's request asked only with bunched scores asking at the floor, undone at the merge (select.ts): it is it.failing.
  const cases: [string, string, string, boolean][] = [
    ["agency", "«Ладога» снова пишет, что мы им неверно посчитали бюджет. Разберись", "budget-review", false],
    ["lawfirm", "Надо разобраться с оплатой от Гермеса за прошлый квартал", "client-billing", true],
    ["retail", "Could you help me with the delivery things for Friday?", "supply-acceptance-discrepancy", true],
  ];
  for (const [set, q, skill, holds] of cases) {
    (holds ? it : it.failing)(`«${q}» asks between skills, ${skill} among them`, async () => {
      const r = await (await companyChat(set))(q);
      expect(r.outcome).toBe("clarify");
      expect(r.skill).toBeNull();
      expect(offered(r.answer.meta)).toContain(skill);
    });
  }
});

describe("a request for work whose skills' scores are bunched asks at the floor, not only over the asking score", () => {
  // Before: «Разберись с расходами…» scored every skill alike (retrieval has no opinion) under the asking score, so nothing was
  // asked; a command by its grammar asks which job, as a short request's shared words do.
  // The rule that asked here at the floor took skills-hospital's ask rate over 20% and was undone at the merge; asking from
  // `helpAskFloor` (0.2, session 44) asks here and keeps every set's ask rate within 20%.
  it("«Разберись с расходами Гермеса за прошлый месяц» asks between skills, budget review among them", async () => {
    const r = await (await companyChat("lawfirm"))("Разберись с расходами Гермеса за прошлый месяц");
    expect(r.outcome).toBe("clarify");
    expect(offered(r.answer.meta)).toContain("budget-review");
  });
});

describe("a question why asks to be told, whatever request for help comes with it", () => {
  // «помоги разобраться» is a plea for help before an infinitive; the question why after it asks for the reasons of a sum, which
  // the company's rules or accounting tell, not a job of the hiring skills.
  it("«Помоги разобраться с зарплатой: почему пришло меньше?» enters no skill and asks nothing", async () => {
    const r = await (await companyChat("lawfirm"))("Помоги разобраться с зарплатой: почему пришло меньше?");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
  });
});

describe("a question that holds a verb of need asks what the rules say, not which skill", () => {
  // A deliberative or modal question («как часто нужно…», «кому надо сообщить?») is the documents' to answer; read as a request
  // for work it was asked between skills («fitness, weekly report or nutrition?») as on five document questions of the docs sets.
  for (const [set, q] of [["dev", "Я разбила рабочий телефон. Кому и в какой срок надо сообщить?"], ["retail", "хочу две недели поработать из Казани, можно?"]]) {
    it(`«${q}» asks nothing about skills`, async () => {
      const r = await (await companyChat(set))(q);
      expect(r.skill).toBeNull();
      expect(offered(r.answer.meta).some((v) => !v.includes("_"))).toBe(false);
    });
  }
});
