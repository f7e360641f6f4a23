import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, fakeFace, form, person } from "../web/helpers.ts";
import { SAMPLES } from "./helpers.ts";

// Walk 17b, items 6 and 15: the writing skills read their method out to the person («Дальше по методике …: 1. выделить…»),
// the minutes were the person's sentence as one bullet and then their instructions pasted in as bullets, and a redone
// draft left the first one live on the page. Typed as the browser sends them; the machine's date is the walk's.

/** One chat as the browser posts it, keeping each turn's streamed body (what the open page receives). */
async function browserChat(skills?: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "writing17-"));
  if (skills) {
    mkdirSync(join(dataDir, "skills"), { recursive: true });
    for (const [file, text] of Object.entries(skills)) writeFileSync(join(dataDir, "skills", file), text);
  }
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), { face: fakeFace(null), log: () => {} });
  await seedSamples(services, `${SAMPLES}/docs`);
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(createApp(services));
  const chatId = chatIdOf(await (await p.get("/")).text());
  const send = async (text: string) => {
    const body = await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    const cards = (m.meta.tools as { tool: string; result: Record<string, unknown> }[] | undefined) ?? [];
    return { m, body, cards };
  };
  return Object.assign(send, { chatId, services, pending: () => services.drafts.listPending(chatId) });
}

const MINUTES = "помоги оформить протокол совещания. были я, Мария Иванова и Дмитрий Соколов, обсуждали выбор WMS-системы, решили взять на тест две системы, Мария до 10 декабря готовит сравнение";
const SECTIONS = "разложи по разделам: участники, повестка, решения, поручения с ответственными и сроками. дата — сегодня";

/** The lines under a «## heading» of a markdown draft, up to the next heading. */
const section = (doc: string, head: RegExp): string => {
  const parts = doc.split(/^## /m);
  return parts.find((p) => head.test(p.split("\n")[0])) ?? "";
};

describe("meeting minutes are drafted in sections from what was said", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());

  it("the first draft puts the participants, the decision and the task apart, not the whole sentence as one bullet", async () => {
    const send = await browserChat();
    await send(MINUTES);
    const doc = send.pending().at(-1)?.body ?? "";
    expect(doc).not.toContain("- Были я");
    expect(doc).toMatch(/Участник[^\n]*\n?[^\n]*Мария Иванова[^\n]*Дмитрий Соколов/);
    expect(doc).toMatch(/\n- [^\n]*две системы/);
    expect(doc).toMatch(/\n- [^\n]*Мария Иванова[^\n]*10\.12\.2026/);
  });

  it("«разложи по разделам: …, дата — сегодня» redoes the draft in those sections with today's date, the instruction not pasted", async () => {
    const send = await browserChat();
    await send(MINUTES);
    const { m } = await send(SECTIONS);
    expect(m.content).not.toMatch(/Дальше по методике|выделить вопросы|выписать задачи|С чего начать/);
    const doc = send.pending().at(-1)?.body ?? "";
    expect(doc).toContain("Дата: 02.12.2026");
    expect(section(doc, /^Участники/)).toMatch(/Мария Иванова[^\n]*Дмитрий Соколов/);
    expect(section(doc, /^Повестка/)).toMatch(/выбор WMS-системы/i);
    expect(section(doc, /^Решения/)).toMatch(/взять на тест две системы/i);
    expect(section(doc, /^Поручения/)).toMatch(/Мария Иванова[^\n]*сравнение[^\n]*10\.12\.2026|сравнение[^\n]*Мария Иванова[^\n]*10\.12\.2026/);
    expect(doc).not.toMatch(/[Рр]азложи по разделам|Дата — сегодня/);
  });

  it("«ну так покажи протокол» gives one live draft: the earlier card loses its buttons on the open page", async () => {
    const send = await browserChat();
    await send(MINUTES);
    await send(SECTIONS);
    const before = send.pending().map((d) => d.id);
    const { body } = await send("ну так покажи протокол");
    const live = send.pending();
    expect(live).toHaveLength(1);
    expect(before.every((id) => !live.some((d) => d.id === id))).toBe(true);
    // The stream redraws each called-off card in place (an outerHTML swap of its id) without its buttons.
    for (const id of before) expect(body).toContain(`draft-${id}`);
    expect(live[0].body).not.toMatch(/[Рр]азложи по разделам|Дата — сегодня|- Ну так покажи/);
  });
});

const VACATION = `---
id: vacation-plan
name: Планирование отпуска
description: Помочь сотруднику спланировать отпуск и подать заявление вовремя
tools: [calendar_search]
---
1. Спросить желаемые даты.
2. Напомнить, что заявление подают за две недели.
3. Проверить календарь на эти даты.
`;

describe("a company skill's steps are done or said to the person, never read out as a list", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());

  it("asks the dates, then says the reminder as a reminder and shows the calendar for those dates", async () => {
    const send = await browserChat({ "vacation-plan.md": VACATION });
    const first = await send("помоги спланировать отпуск на май");
    expect(first.m.content).toMatch(/дат[ыу]\?/);
    const { m, cards } = await send("хочу с 4 по 18 мая");
    expect(m.content).not.toMatch(/Дальше по методике|напомнить|проверить календарь|С чего начать/i);
    expect(m.content).toMatch(/заявление подают за две недели/);
    // The lead time the reminder says, counted back from the first day asked for.
    expect(m.content).toContain("не позднее 20.04.2027");
    const calendar = cards.find((c) => c.tool === "calendar_search")?.result;
    expect(calendar).toBeDefined();
    expect([calendar?.from, calendar?.to]).toEqual(["2027-05-04", "2027-05-18"]);
    expect(m.content).toMatch(/[Кк]алендар/);
  });
});
