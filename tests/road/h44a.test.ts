import { describe, expect, it } from "bun:test";
import { companyChat, freshChats } from "./helpers.ts";

// Issue 16, point 3 (session 44): entry that generalises. The gate's thresholds re-chosen on all nineteen seen skills sets
// (scripts/skill-sweep.ts --guard: no set loses a request, no more wrong skills entered in all); see DEFAULT_GATE.

// «кончается дезсредство для поверхностей, нужно чтобы закупили» was asked between the supply request and a tender:
// retrieval's first is the supply request (0.19, the tender 0.106) and its procedure covers the request more than any other
// skill's, yet its head names only «закупили», under the bar. The two signals agree at a lower `firstSupport` (1.5).
describe("a need told in the person's words, whose skill retrieval and the procedure both put first", () => {
  it("«кончается дезсредство…, нужно чтобы закупили» enters the hospital's supply request", async () => {
    const r = await (await companyChat("skills-hospital"))("кончается дезсредство для поверхностей, нужно чтобы закупили");
    expect(r.outcome).toBe("skill");
    expect(r.skill).toBe("hosp-supply-request");
  });
  it("«у клиентки сертификат… просрочен…, хочет назад деньги» enters the cinema's refund calculation", async () => {
    const r = await (await companyChat("skills-cinema"))("у клиентки сертификат на 3000 просрочен на неделю, она хочет назад деньги. ей что-то положено?");
    expect(r.skill).toBe("ticket-refund-calc");
  });
});

// «Разберись с часами по делу Вектора за прошлый месяц» ran a tool the router read into it: time entry and billing score near each other
// (bunched), the request commands work, but its best score (0.2x) was under `askFloor` (0.3), the bar for any message.
// A request for work by its grammar is no company question: when the system cannot tell which job, it asks (the seed's clarify).
describe("a command whose job two skills share", () => {
  it("«Разберись с часами по делу Вектора за прошлый месяц» is asked which job, not run as a tool", async () => {
    const r = await (await companyChat("lawfirm"))("Разберись с часами по делу Вектора за прошлый месяц");
    expect(r.outcome).toBe("clarify");
    expect(r.answer.content).toContain("Уточните, что нужно");
  });
});

// A request whose job only one procedure holds the words of, two signals agreeing: «Positive прислали PDF на 60 страниц… что
// чинить в первую очередь и каким командам это раскидать» ran site statistics on «страниц»: the pentest triage is retrieval's
// first at 1.3 times its second (needed: 1.3, `supportAgree`; swept: 1.2) and its procedure covers the request best (2.46 to 2.16).
describe("a request only one procedure covers, its skill first in retrieval", () => {
  it("a pentest report's triage asked in the person's words enters the pentest triage", async () => {
    const r = await (await companyChat("fintech"))("Positive прислали PDF на 60 страниц, там 4 critical и куча medium по мобильному приложению. Помоги понять, что чинить в первую очередь и каким командам это раскидать");
    expect(r.skill).toBe("pentest-findings-triage");
  });
});

// With `firstSupport` lowered, the reserve for questions the documents cannot answer (route.ts firmChoice) read it too:
// «Сколько часов повышения квалификации нужно набрать и как часто?» over documents without such a rule was answered «Работаю по
// навыку «План обучения сотрудников». Уточните…» (heldout-school's leave-one-out). A company question gets its refusal.
describe("a company question the documents do not answer", () => {
  it("«Сколько часов повышения квалификации нужно набрать и как часто?» is not taken into the training plan", async () => {
    const r = await (await freshChats())("Сколько часов повышения квалификации нужно набрать и как часто?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("Работаю по навыку");
  });
});
