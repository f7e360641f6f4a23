import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";
import { DEFAULT_ZONE, addDays, dateInZone, weekday } from "../../src/tools/time.ts";

// Walk 21c (session 22): the weekly figure after a calorie count, the English catalogue's budget, the calendar's weeks
// named relative to today or to the week just shown, «а позапрошлой?» after last week's visitors, and a move asked in English.

const today = dateInZone(Date.now(), DEFAULT_ZONE);
const monday = addDays(today, -weekday(today));
type Card = { tool: string; result: { from?: string; to?: string; events?: { title: string; start: string }[]; labels?: string[] } };
const cardsOf = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
const digits = (s: string) => s.replace(/[\s\u00a0\u202f,]/gu, "");

describe("the weekly figure after a calorie count", () => {
  const cases: [string, string, number, "ru" | "en"][] = [
    ["calories in two boiled eggs and a slice of toast with butter", "how much is that per week if I eat it every day?", 7, "en"],
    ["calories in two boiled eggs and a slice of toast with butter", "and for 7 days?", 7, "en"],
    ["calories in two boiled eggs and a slice of toast with butter", "and if I have that 5 days a week, how much per week?", 5, "en"],
    ["посчитай калории: тарелка гречки с котлетой", "а за неделю сколько выйдет если так каждый день", 7, "ru"],
    ["посчитай калории: тарелка гречки с котлетой", "а если я ее ем 3 раза в неделю, это сколько в неделю?", 3, "ru"],
  ];
  for (const [count, then, times, lang] of cases) {
    it(`«${then}» gives the meal's total times ${times}`, async () => {
      const send = await sameChat({ lang });
      const { m: meal } = await send(count);
      const total = Number(digits(/(?:Total|Итого)\s*≈\s*([\d\s\u00a0,]+)/u.exec(meal.content)![1]!));
      const { m } = await send(then);
      expect(digits(m.content)).toContain(String(total * times));
      expect(m.content).not.toMatch(/hr@|не знаю|don't know/iu);
    });
  }
});

describe("the English catalogue's budget", () => {
  it("«ok my budget went up to 100k, what now?» searches the same laptops again up to 100 000", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("show me laptops under 70k in the catalogue");
    const { m } = await send("ok my budget went up to 100k, what now?");
    expect(cardsOf(m).map((c) => c.tool)).toEqual(["product_search"]);
    expect(m.content).not.toMatch(/Products picked: 0/u);
  });

  for (const said of ["what if the budget is 85k?", "my budget is 120 000 now"]) {
    it(`«${said}» after the laptops searches them again with that budget`, async () => {
      const send = await sameChat({ lang: "en", tools: true });
      await send("find a laptop in the catalogue for about 60 thousand");
      const { m } = await send(said);
      expect(cardsOf(m).map((c) => c.tool)).toEqual(["product_search"]);
      expect(m.content).not.toMatch(/Products picked: 0/u);
    });
  }
});

describe("the calendar's weeks", () => {
  it("«anything booked this week?» lists this week's events", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("anything booked this week?");
    expect(r.tools).toEqual(["calendar_search"]);
    expect(r.cards[0]!.result.from).toBe(monday);
  });

  it("«is anything scheduled for the week after next?» lists the week after next", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("is anything scheduled for the week after next?");
    expect(r.tools).toEqual(["calendar_search"]);
    expect([r.cards[0]!.result.from, r.cards[0]!.result.to]).toEqual([addDays(monday, 14), addDays(monday, 20)]);
  });

  it("«and the week before this one?» after this week's card lists last week", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("what meetings do I have this week?");
    const { m } = await send("and the week before this one?");
    expect([cardsOf(m)[0]!.result.from, cardsOf(m)[0]!.result.to]).toEqual([addDays(monday, -7), addDays(monday, -1)]);
  });

  for (const [first, then, lang] of [["what meetings do I have this week?", "and the week before?", "en"], ["что у меня на этой неделе?", "а неделей раньше что было?", "ru"]] as const) {
    it(`«${then}» after this week's card lists the week before it`, async () => {
      const send = await sameChat({ lang, tools: true });
      await send(first);
      const { m } = await send(then);
      expect(cardsOf(m)[0]?.tool).toBe("calendar_search");
      expect(cardsOf(m)[0]!.result.from).toBe(addDays(monday, -7));
      expect(m.content).not.toContain("Заявление");
    });
  }

  it("«when's the xmas corporate party?» finds the new year corporate party", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("when's the xmas corporate party?");
    expect(r.tools).toEqual(["calendar_search"]);
    expect(JSON.stringify(r.cards)).toContain("Новогодний корпоратив");
  });
});

describe("the week before last after last week's visitors", () => {
  it("«а позапрошлой?» shows the week before last week, not last week again", async () => {
    const send = await sameChat({ tools: true });
    await send("сколько было посетителей на сайте на прошлой неделе");
    const { m } = await send("а позапрошлой?");
    const labels = cardsOf(m)[0]!.result.labels!;
    expect(labels[0]).toBe(addDays(monday, -14).slice(5).split("-").reverse().join("."));
  });
});

describe("a meeting to move asked in English", () => {
  it("«can we push my 4pm supplier call to friday?» finds the supplier call and says it cannot be moved here", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("can we push my 4pm supplier call to friday?");
    expect(r.tools).toEqual(["calendar_search"]);
    expect(JSON.stringify(r.cards)).toContain("Созвон с ключевыми поставщиками");
    expect(r.answer.content).toMatch(/read-only/u);
  });

  it("«перенеси созвон с поставщиками на пятницу» shows its next time, not every week of the series", async () => {
    const r = await (await freshChats({ tools: true }))("перенеси созвон с поставщиками на пятницу");
    expect((r.cards[0]!.result.events as unknown[]).length).toBe(1);
    expect(r.answer.content).toMatch(/только для чтения/u);
  });
});

// Wordings of the same needs not seen in the walk, checked after the fixes were written.
describe("the same needs in other words", () => {
  it("«what would that come to over a week?», then «and if it's only weekdays?» after a calorie count", async () => {
    const send = await sameChat({ lang: "en" });
    const { m: meal } = await send("calories in a bowl of oatmeal with a banana");
    const total = Number(digits(/Total\s*≈\s*([\d\s,]+)/u.exec(meal.content)![1]!));
    expect(digits((await send("what would that come to over a week?")).m.content)).toContain(String(total * 7));
    expect(digits((await send("and if it's only weekdays?")).m.content)).toContain(String(total * 5));
  });

  it("«сколько это за 10 дней?» after a calorie count is the total times ten", async () => {
    const send = await sameChat();
    const { m: meal } = await send("сколько калорий в тарелке борща");
    const total = Number(digits(/Итого\s*≈\s*([\d\s\u00a0]+)/u.exec(meal.content)![1]!));
    const { m } = await send("сколько это за 10 дней?");
    expect(m.content).toContain("За 10 дней");
    expect(digits(m.content)).toContain(String(total * 10));
  });

  for (const [said, lang] of [["any meetings the week before last?", "en"], ["что у меня было на позапрошлой неделе?", "ru"]] as const) {
    it(`«${said}» lists the week before last`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      expect([r.cards[0]?.result.from, r.cards[0]?.result.to]).toEqual([addDays(monday, -14), addDays(monday, -8)]);
    });
  }

  it("«when is the office christmas party?» finds the new year corporate party", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("when is the office christmas party?");
    expect(JSON.stringify(r.cards)).toContain("Новогодний корпоратив");
  });

  for (const [said, lang] of [["could we move the supplier call to next monday?", "en"], ["перенеси планёрку на вторник", "ru"]] as const) {
    it(`«${said}» shows the meeting's next time alone`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      expect((r.cards[0]!.result.events as unknown[]).length).toBe(1);
    });
  }
});

describe("the week after the one shown", () => {
  for (const [first, then, lang] of [["what meetings do I have this week?", "and the week after?", "en"], ["что у меня на этой неделе?", "а неделей позже?", "ru"]] as const) {
    it(`«${then}» after this week's card lists next week`, async () => {
      const send = await sameChat({ lang, tools: true });
      await send(first);
      const { m } = await send(then);
      expect([cardsOf(m)[0]?.result.from, cardsOf(m)[0]?.result.to]).toEqual([addDays(monday, 7), addDays(monday, 13)]);
    });
  }
});
