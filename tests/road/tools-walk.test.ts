import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";
import { SAMPLES, everyday, oneChat } from "./helpers.ts";

// Defects a tester met walking the tools in the chat (embedded face, data/samples, Russian interface) on
// Tuesday 1 December 2026, 09:28 in Moscow: the clock is fixed there, since the samples are built around that week.
beforeAll(() => setSystemTime(new Date("2026-12-01T09:28:00+03:00")));
afterAll(() => setSystemTime());

type Card = { tool: string; result: Record<string, any> };
const cardsOf = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
const subjects = (c: Card | undefined) => ((c?.result.messages ?? []) as { subject: string }[]).map((x) => x.subject);

/** One chat as the browser has it, with the page the person reads and the draft buttons they press. */
async function browserChat() {
  const { app, services } = await webApp();
  await seedSamples(services, `${SAMPLES}/docs`);
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get("/")).text());
  const send = async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    return services.chats.messages(chatId).at(-1)!;
  };
  return { send, page: async () => (await p.get(`/c/${chatId}`)).text(), confirm: (draftId: string) => p.post(`/c/${chatId}/drafts/${draftId}/confirm`) };
}

describe("mail over a period of days", () => {
  it("«что там мне на почту за последнюю неделю прилетело?» shows the letters of the last seven days: 24 and 26 November", async () => {
    const send = await everyday();
    const r = await send("что там мне на почту за последнюю неделю прилетело?");
    expect(r.tools).toEqual(["mail_search"]);
    const shown = subjects(r.cards[0]);
    expect(shown).toContain("Новогодний корпоратив: опрос о дате");
    expect(shown).toContain("Re: Встреча по проекту «Склад 2.0»");
    expect(r.answer.content).toBe("Нашёл писем: 2.");
  });

  it("«письма за эту неделю и прошлую» is 23 November to today: the same two letters, not «none, the last came 09.11»", async () => {
    const send = await everyday();
    const r = await send("письма за эту неделю и прошлую");
    expect(subjects(r.cards[0]).sort()).toEqual(["Re: Встреча по проекту «Склад 2.0»", "Новогодний корпоратив: опрос о дате"]);
    expect(r.answer.content).not.toContain("09.11.2026");
  });

  it("«покажи почту с 23 по 30 ноября» shows the letters of those days only", async () => {
    const send = await everyday();
    const r = await send("покажи почту с 23 по 30 ноября");
    const dates = (r.cards[0].result.messages as { date: string }[]).map((m) => m.date.slice(0, 10)).sort();
    expect(dates).toEqual(["2026-11-24", "2026-11-26"]);
  });

  it("a letter's time reads in the person's zone, as the calendar's do: 11:30, not the UTC 08:30", async () => {
    const chat = await browserChat();
    const m = await chat.send("покажи почту с 23 по 30 ноября");
    const office = (cardsOf(m)[0].result.messages as { subject: string; date: string }[]).find((x) => x.subject.startsWith("Новогодний"))!;
    expect(office.date).toBe("2026-11-26T11:30:00+03:00");
    const page = await chat.page();
    expect(page).toContain("2026-11-26 11:30");
    expect(page).not.toContain("2026-11-26 08:30");
  });
});

describe("metrics of a calendar month", () => {
  it("«выручка с рекламы за прошлый месяц» on 1 December is November: from 01.11, 85 922 ₽ by the sample export", async () => {
    const send = await everyday();
    const r = await send("выручка с рекламы за прошлый месяц");
    expect(r.tools).toEqual(["ad_revenue"]);
    const { labels, summary } = r.cards[0].result as { labels: string[]; summary: string };
    expect(labels[0]).toBe("01.11");
    expect(labels).not.toContain("31.10");
    expect(summary).toMatch(/^С 01\.11 по 29\.11: доход 85\s922 ₽/);
  });
});

describe("a recurring event", () => {
  it("«когда инвентаризация склада?» shows all five days of the series (RRULE COUNT=5), 14 to 18 December", async () => {
    const send = await everyday();
    const r = await send("когда инвентаризация склада?");
    const starts = (r.cards[0].result.events as { title: string; start: string }[]).map((e) => `${e.title} ${e.start.slice(0, 10)}`);
    expect(starts).toEqual(["14", "15", "16", "17", "18"].map((d) => `Инвентаризация склада 2026-12-${d}`));
    expect(r.answer.content).toBe("Событий в календаре: 5.");
  });
});

describe("a thing to buy is the catalogue's, whatever it is for", () => {
  it("«нужны наушники для созвонов, тыщ до 10» shows headphones up to 10 000 ₽, the Jabra headset among them, not the calendar", async () => {
    const send = await everyday();
    const r = await send("нужны наушники для созвонов, тыщ до 10");
    expect(r.tools).toEqual(["product_search"]);
    const cards = r.cards[0].result.cards as { title: string; price: number }[];
    expect(cards.map((c) => c.title)).toContain("Гарнитура для звонков Jabra Evolve2 40");
    expect(cards.every((c) => c.price <= 10_000)).toBe(true);
    expect(r.answer.content).not.toContain("В календаре");
  });

  it("«гарнитура для звонков недорогая есть?» shows the Jabra headset, 8 490 ₽", async () => {
    const send = await everyday();
    const r = await send("гарнитура для звонков недорогая есть?");
    expect(r.tools).toEqual(["product_search"]);
    expect((r.cards[0].result.cards as { title: string; price: number }[])[0]).toMatchObject({ title: "Гарнитура для звонков Jabra Evolve2 40", price: 8490 });
    expect(r.answer.content).not.toContain("В календаре");
  });
});

describe("«shown above» only for what was shown above", () => {
  it("«а от офис-менеджера было что-нибудь?» after letters from the accounting office shows the office manager's letter", async () => {
    const send = await oneChat({ tools: true });
    await send("есть письма от бухгалтерии?");
    const { m } = await send("а от офис-менеджера было что-нибудь?");
    expect(m.content).not.toContain("показано выше");
    expect(subjects(cardsOf(m)[0])).toEqual(["Новогодний корпоратив: опрос о дате"]);
  });

  it("«найди письмо от Петрова» finds Igor Petrov's letter, and the office manager's comes after it", async () => {
    const send = await oneChat({ tools: true });
    const first = await send("найди письмо от Петрова");
    expect(subjects(cardsOf(first.m)[0])).toEqual(["Договор поставки картриджей на 2027 год"]);
    const { m } = await send("а от офис-менеджера было что-нибудь?");
    expect(subjects(cardsOf(m)[0])).toEqual(["Новогодний корпоратив: опрос о дате"]);
  });

  it("«а ноут до 60к что есть в наличии» after headphones up to 60 000 shows laptops up to 60 000", async () => {
    const send = await oneChat({ tools: true });
    await send("подбери наушники до 60 тысяч");
    const { m } = await send("а ноут до 60к что есть в наличии");
    expect(m.content).not.toContain("показано выше");
    const cards = cardsOf(m)[0].result.cards as { title: string; price: number; category: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === "Ноутбуки" && c.price <= 60_000)).toBe(true);
  });

  it("«какое сегодня число?» and «а какое сегодня число?» after today's calendar are answered from the clock", async () => {
    const send = await oneChat({ tools: true });
    await send("что у меня сегодня?");
    for (const q of ["какое сегодня число?", "а какое сегодня число?"]) {
      const { m } = await send(q);
      expect(m.content).toContain("1 декабря 2026");
      expect(m.content).not.toContain("показано выше");
    }
  });
});

describe("the person's outgoing mail", () => {
  it("«покажи мои исходящие письма» with nothing sent says so, and shows no inbox letter", async () => {
    const send = await everyday();
    const r = await send("покажи мои исходящие письма");
    expect(r.answer.content).toBe("Отправленных писем пока нет.");
    expect(JSON.stringify(r.cards)).not.toContain("Выписка");
  });

  it("after a reply is confirmed, «покажи мои исходящие письма» shows that reply to its addressee", async () => {
    const chat = await browserChat();
    const drafted = await chat.send("ответь Петрову что договор подпишем в понедельник");
    const draftId = cardsOf(drafted)[0].result.draftId as string;
    await chat.confirm(draftId);
    const m = await chat.send("покажи мои исходящие письма");
    const sent = cardsOf(m)[0].result.messages as { from: string; subject: string }[];
    expect(sent.map((x) => x.subject)).toEqual(["Re: Договор поставки картриджей на 2027 год"]);
    expect(sent[0].from).toContain("i.petrov@printline.example");
    expect(m.content).toBe("Нашёл писем: 1.");
  });
});

describe("inside a skill, a word aside", () => {
  it("«ты сегодня молодец» outside a skill is thanked for, not a search of today's calendar", async () => {
    const send = await everyday();
    const r = await send("ты сегодня молодец");
    expect(r.tools).toEqual([]);
    expect(r.answer.content).toContain("Спасибо");
  });

  it("«кстати, а какое сегодня число?» inside the calorie skill gets the date", async () => {
    const send = await oneChat({ tools: true });
    await send("посчитай калории: овсянка 200 г");
    const { m } = await send("кстати, а какое сегодня число?");
    expect(m.content).toContain("1 декабря 2026");
    // The skill stays: the next reply is counted.
    const next = await send("и банан 120 г");
    expect(next.d.outcome).toBe("skill");
    expect(next.m.content).toContain("банан");
  });

  it("«кстати поздравляю, ты сегодня молодец:)» inside the calorie skill, after the date question, searches no calendar", async () => {
    const send = await oneChat({ tools: true });
    await send("посчитай калории: овсянка 200 г");
    await send("кстати, а какое сегодня число?");
    const { m } = await send("кстати поздравляю, ты сегодня молодец:)");
    expect(cardsOf(m).map((c) => c.tool)).not.toContain("calendar_search");
    expect(m.content).not.toContain("В календаре");
    expect(m.content).toContain("Спасибо");
  });
});

describe("the calendar asked in a second tester's words (session 8)", () => {
  it("«что у меня в календаре на 2 декабря?» shows that day only, not the whole month", async () => {
    const send = await everyday();
    const r = await send("что у меня в календаре на 2 декабря?");
    const events = (r.cards[0]?.result.events ?? []) as { start: string }[];
    expect(r.tools).toEqual(["calendar_search"]);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.start.startsWith("2026-12-02"))).toBe(true);
  });

  it("«что у меня во вторник?» and «что у меня в декабре?» are the person's calendar, not a documents refusal", async () => {
    const send = await everyday();
    expect((await send("что у меня во вторник?")).tools).toEqual(["calendar_search"]);
    expect((await send("что у меня в декабре?")).tools).toEqual(["calendar_search"]);
    expect((await send("что у меня с отпуском?")).tools).not.toContain("calendar_search");
  });

  it("«Поставь мне в календарь инструктаж 15 марта в 10:00» says the calendar is read-only instead of «nothing found»", async () => {
    const send = await everyday();
    const r = await send("Поставь мне в календарь инструктаж по охране труда 15 марта в 10:00");
    expect(r.answer.content).toContain("только для чтения");
  });
});

describe("a new letter, not a reply (a tester's walk, session 8)", () => {
  it("«Напиши письмо в отдел кадров, что я хочу перенести отпуск на август» drafts that letter; confirmed, it is among the sent", async () => {
    const chat = await browserChat();
    const drafted = await chat.send("Напиши письмо в отдел кадров, что я хочу перенести отпуск на август");
    const card = cardsOf(drafted)[0];
    expect(card.tool).toBe("mail_reply_draft");
    expect(card.result.body).toContain("Я хочу перенести отпуск на август.");
    expect(card.result.body).toMatch(/^Добрый день!/);
    await chat.confirm(card.result.draftId as string);
    const m = await chat.send("покажи мои исходящие письма");
    expect(JSON.stringify(cardsOf(m)[0].result.messages)).toContain("Отдел кадров <hr@severveter.ru>");
  });

  it("«составь черновик письма на hr@severveter.ru: прошу перенести отпуск» addresses the letter to that address", async () => {
    const chat = await browserChat();
    const drafted = await chat.send("составь черновик письма на hr@severveter.ru: прошу перенести отпуск");
    const card = cardsOf(drafted)[0];
    expect(card.tool).toBe("mail_reply_draft");
    expect(card.result.body).toContain("Прошу перенести отпуск.");
  });
});
