import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 21b (session 21): the person's own calendar, site figures and letters asked in everyday English (and Russian):
// the week asked without the word «calendar», the week before the one just shown, two months compared, a new letter
// asked for casually, a tone said beside the letter's content, a draft dismissed in talk, and a rule about a strange letter.

const cardsText = (r: { cards: unknown[] }) => JSON.stringify(r.cards);
const toolsOf = (m: { meta: Record<string, unknown> }) => JSON.stringify(m.meta.tools ?? []);

describe("the person's own week asked without naming the calendar", () => {
  it("«what do I have this week» lists this week's events, not the vacation rule about two weeks", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("what do I have this week");
    expect(r.tools).toEqual(["calendar_search"]);
    expect(r.answer.content).not.toContain("Заявление");
  });
});

describe("the week before the one just shown", () => {
  // The sample site export ends on Sunday 29.11: «last week» is that week only in the week after it.
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  const cases: [string, string, "ru" | "en"][] = [
    ["how many visitors did the site get last week?", "and the week before?", "en"],
    ["сколько посетителей было на сайте на прошлой неделе?", "а за неделю до этого?", "ru"],
  ];
  for (const [first, then, lang] of cases) {
    it(`«${then}» after «${first}» shows 16–22.11, not the same week again`, async () => {
      const send = await sameChat({ lang, tools: true });
      const { m: a } = await send(first);
      expect(toolsOf(a)).toContain("23.11");
      const { m } = await send(then);
      const labels = (m.meta.tools as { result: { labels: string[] } }[])[0]!.result.labels;
      expect(labels).toEqual(["16.11", "17.11", "18.11", "19.11", "20.11", "21.11", "22.11"]);
    });
  }
});

describe("two months compared show both", () => {
  const cases: [string, "ru" | "en"][] = [
    ["compare november with october visits", "en"],
    ["how did november do compared to october on the website?", "en"],
    ["сравни посещаемость ноября и октября", "ru"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text}» shows November's figures beside October's`, async () => {
      const ask = await freshChats({ lang, tools: true });
      const r = await ask(text);
      expect(r.tools.every((t) => t === "site_metrics")).toBe(true);
      expect(cardsText(r)).toContain("01.11");
      expect(cardsText(r)).toContain("01.10");
    });
  }
});

describe("a new letter asked for in casual English", () => {
  for (const text of ["shoot dmitry a quick note saying thanks for the site report, looks great", "email Dmitry Sokolov: thanks for the site report, looks great"]) {
    it(`«${text}» drafts a letter to Dmitry Sokolov`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(r.tools).toEqual(["mail_reply_draft"]);
      expect(cardsText(r)).toContain("d.sokolov@");
      expect(cardsText(r)).toMatch(/thanks for the site report/i);
    });
  }

  it("«…, casual tone» leaves the tone out of the letter's text", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("write an email to HR that I'll be out sick on monday, casual tone");
    expect(cardsText(r)).toContain("hr@");
    expect(cardsText(r)).toContain("out sick on monday");
    expect(cardsText(r)).not.toMatch(/casual tone/i);
  });
});

describe("a letter draft dismissed in everyday English", () => {
  for (const said of ["nah forget that email", "forget that letter", "ok forget about that"]) {
    it(`«${said}» cancels the draft on screen instead of searching the mailbox`, async () => {
      const send = await sameChat({ lang: "en", tools: true });
      await send("write an email to HR that I'll be out sick on monday");
      expect(send.services.drafts.listPending(send.chatId).length).toBe(1);
      const { m } = await send(said);
      expect(toolsOf(m)).not.toContain("mail_search");
      expect(send.services.drafts.listPending(send.chatId).length).toBe(0);
    });
  }
});

describe("what to do with a strange letter is the company's rule", () => {
  it("«I got a suspicious phishing email, what should I do?» searches no mailbox and names IT", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("I got a suspicious phishing email, what should I do?");
    expect(r.tools).not.toContain("mail_search");
    expect(r.answer.content).toContain("it@");
  });
});
