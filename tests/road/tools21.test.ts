import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";

// Walks 20b and 20c (session 21): the person's own mail, calendar and catalogue asked in everyday words, a go-ahead with
// its agreement run on, a complaint letter asked for casually, and «per week?» after a figure already worked out.
// The items of entry20's last block are asked here in other words too.

const cardsText = (r: { cards: unknown[] }) => JSON.stringify(r.cards);

describe("mail from a department asked in everyday English", () => {
  for (const text of ["anything from accounting lately?", "any letters from accounting recently?", "what did accounting send me lately?"]) {
    it(`«${text}» lists the letter from Бухгалтерия`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(r.tools).toContain("mail_search");
      expect(cardsText(r)).toContain("Бухгалтерия");
    });
  }

  it("«any emails from the accounting department?» lists Бухгалтерия, not every department", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("any emails from the accounting department?");
    expect(cardsText(r)).toContain("Бухгалтерия");
    expect(cardsText(r)).not.toContain("Отдел кадров");
  });
});

describe("a new budget after a catalogue search lists the catalogue again", () => {
  const cases: [string, string, "ru" | "en", string][] = [
    ["show me laptops under 70k", "what if the budget is 75k?", "en", "71990"],
    ["show me laptops under 70k", "ok and with 75k?", "en", "71990"],
    ["подбери ноутбук до 70 тысяч", "а если бюджет 75 тысяч?", "ru", "71990"],
  ];
  for (const [first, then, lang, price] of cases) {
    it(`«${then}» after «${first}» shows the laptop at ${price}`, async () => {
      const send = await sameChat({ lang, tools: true });
      await send(first);
      const { m } = await send(then);
      expect(JSON.stringify(m.meta.tools ?? [])).toContain(price);
      expect(m.content).not.toMatch(/documents do not answer|нет ответа/);
    });
  }
});

describe("a go-ahead with its agreement run on points to the button", () => {
  for (const said of ["ok looks good, post it", "great looks good, publish it", "yes, perfect looks good, post it now"]) {
    it(`«${said}» with a post draft on screen says only Confirm publishes`, async () => {
      const send = await sameChat({ lang: "en", tools: true });
      await send("write a post for the team: pizza on friday at 5pm in the kitchen");
      const { m } = await send(said);
      expect(m.content).not.toMatch(/You did not ask to write a post|documents do not answer/);
      expect(m.content).toMatch(/Confirm/);
      const pending = send.services.drafts.listPending(send.chatId);
      expect(pending.length).toBe(1);
    });
  }
});

describe("a meeting to move is found by its name, not by the day it should move to", () => {
  const cases: [string, string][] = [
    ["can you move the PrintLine meeting to friday 10am?", "en"],
    ["Reschedule my meeting with PrintLine to next Monday", "en"],
    ["could you push the PrintLine meeting to next week?", "en"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text}» shows the ПринтЛайн meeting and says the person moves it`, async () => {
      const ask = await freshChats({ lang: lang as "en", tools: true });
      const r = await ask(text);
      expect(r.tools).toContain("calendar_search");
      expect(cardsText(r)).toContain("ПринтЛайн");
      expect(cardsText(r)).not.toContain("авансовый");
      expect(r.answer.content).toMatch(/change the meeting in your calendar|cannot|can't/i);
    });
  }
});

describe("two days asked together are both listed", () => {
  const cases: [string, "ru" | "en"][] = [
    ["что у меня сегодня и завтра?", "ru"],
    ["what do I have today and tomorrow?", "en"],
    ["какие встречи сегодня и завтра", "ru"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text}» lists the calendar from today to tomorrow`, async () => {
      const ask = await freshChats({ lang, tools: true });
      const r = await ask(text);
      expect(r.tools).toContain("calendar_search");
      const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Moscow" });
      const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86400000).toISOString().slice(0, 10);
      const card = r.cards.find((c) => c.tool === "calendar_search")!.result as { from: string; to: string };
      expect([card.from, card.to]).toEqual([today, tomorrow]);
    });
  }
});

describe("an English question names a Russian calendar title", () => {
  for (const text of ["when is the new year corporate party?", "what time does the New Year party start?", "when's the new year's party?"]) {
    it(`«${text}» shows «Новогодний корпоратив»`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(r.tools).toContain("calendar_search");
      expect(cardsText(r)).toContain("Новогодний корпоратив");
    });
  }
});

describe("a complaint letter asked for in casual words is drafted, not refused", () => {
  const cases: [string, "ru" | "en"][] = [
    ["надо накатать жалобу поставщику, привезли не то", "ru"],
    ["нужно написать претензию поставщику овощей, привезли гнилую морковь", "ru"],
    ["help me write a complaint to the company that sold us flashcards", "en"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text}» enters the business letter`, async () => {
      const ask = await freshChats({ lang, tools: true });
      const r = await ask(text);
      expect(r.skill).toBe("business-letter");
      expect(r.answer.content).not.toMatch(/нет ответа|do not answer|не просили|did not ask/);
    });
  }

  it("«ответь на жалобу клиента» still goes to the complaint reply", async () => {
    const ask = await freshChats({ tools: true });
    const r = await ask("помоги ответить на жалобу клиента, он недоволен доставкой");
    expect(r.skill).not.toBe("business-letter");
  });
});

describe("«per week?» after a figure worked out recomputes it per week", () => {
  it("EN nutrition: «per week?» after the daily target gives the weekly figure", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("calculate my daily calorie norm to lose weight");
    await send("female, 34, 165 cm, 80 kg, desk job");
    const { m: done } = await send("no");
    const daily = Number(/daily target: ≈\s*([\d\s,]+)\s*kcal/.exec(done.content)?.[1]?.replace(/[\s,]/g, "") ?? NaN);
    expect(daily).toBeGreaterThan(1000);
    const { m } = await send("per week?");
    expect(m.content.replace(/[\s,\u00a0]/g, "")).toContain(String(daily * 7));
    expect(m.content).not.toMatch(/documents do not answer/);
  });

  it("RU calorie counter: «а в неделю?» after the total multiplies it by seven", async () => {
    const send = await sameChat({ tools: true });
    await send("посчитай калории: 2 яйца и тост");
    const { m } = await send("а в неделю?");
    expect(m.content.replace(/[\s\u00a0]/g, "")).toContain("2016");
  });

  it("a sum: «сколько будет 1200*5» then «а в неделю?» gives 42 000", async () => {
    const send = await sameChat({ tools: true });
    await send("сколько будет 1200*5");
    const { m } = await send("а в неделю?");
    expect(m.content.replace(/[\s\u00a0]/g, "")).toContain("42000");
    expect(m.content).not.toMatch(/нет ответа|свободную беседу/);
  });

  it("EN: «and what's that per week?» after a sum", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("what is 450 * 2");
    const { m } = await send("and what's that per week?");
    expect(m.content.replace(/[\s,]/g, "")).toContain("6300");
  });
});
