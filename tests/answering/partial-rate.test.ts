import { describe, expect, it } from "bun:test";
import { createDecisionCharts, rangeOf } from "../../src/admin/decision-charts.ts";
import { testApp } from "../helpers/app.ts";
import { HANDBOOK } from "./helpers.ts";

describe("partial answers in the routing log and on the dashboard", () => {
  it("records the answer state with the decision and counts partial answers apart", async () => {
    const { services: s } = await testApp();
    await s.kb.ingest("handbook.md", new TextEncoder().encode(HANDBOOK));
    const chat = s.chats.create("u1");
    for await (const _ of s.conversation.turn(chat, "Какой лимит компенсации такси в аэропорт")) { /* run the turn */ }
    const id = (s.db.query("SELECT max(id) AS id FROM decisions").get() as { id: number }).id;
    const results = JSON.parse((s.decisions.get(id) as { results: string }).results);
    expect(results.answerState).toBe("partial");
    const rows = createDecisionCharts(s.db).one("nothingFound", rangeOf(0, Date.now() + 1000)) as { partial: number; asked: number }[];
    expect(rows.reduce((n, r) => n + r.partial, 0)).toBe(1);
  });
});

describe("the dashboard's questions the documents did not answer", () => {
  it("lists a question with no answer, never a thank-you or a greeting", async () => {
    const { services: s } = await testApp();
    await s.kb.ingest("handbook.md", new TextEncoder().encode(HANDBOOK));
    const chat = s.chats.create("u1");
    for (const m of ["спасибо!", "привет", "Сколько стоит абонемент в бассейн?"]) for await (const _ of s.conversation.turn(chat, m)) { /* run the turn */ }
    const top = createDecisionCharts(s.db).one("nothingTop", rangeOf(0, Date.now() + 1000)) as { message: string }[];
    expect(top.map((r) => r.message)).toEqual(["Сколько стоит абонемент в бассейн?"]);
  });

  it("never lists what the assistant answered itself: the date, a sum, a reminder", async () => {
    const { services: s } = await testApp();
    await s.kb.ingest("handbook.md", new TextEncoder().encode(HANDBOOK));
    const chat = s.chats.create("u1");
    for (const m of ["какой сегодня день", "сколько будет 15% от 80000", "напомни мне завтра позвонить в банк", "Сколько стоит абонемент в бассейн?"]) for await (const _ of s.conversation.turn(chat, m)) { /* run the turn */ }
    const top = createDecisionCharts(s.db).one("nothingTop", rangeOf(0, Date.now() + 1000)) as { message: string }[];
    expect(top.map((r) => r.message)).toEqual(["Сколько стоит абонемент в бассейн?"]);
  });
});
