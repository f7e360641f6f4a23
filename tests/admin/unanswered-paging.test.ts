import { describe, expect, it } from "bun:test";
import type { Decision } from "../../src/routing/types.ts";
import { adminApp } from "./helpers.ts";

const decision: Decision = { outcome: "text", tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: ["test"], timings: { routeMs: 1 } };
const ctx = (message: string) => ({ chatId: "c1", messageId: null, face: "embedded" as const, input: { state: { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false }, history: [], message } });

/** 37 different questions nothing answered, within the last day. */
async function unanswered() {
  const t = await adminApp();
  const now = Date.now();
  for (let i = 0; i < 37; i++) t.services.decisions.record(decision, ctx(`вопрос без ответа номер ${i}`), now - 60_000 - i * 1000);
  return t;
}
const rowsOf = (html: string) => (/<section id="unanswered"[\s\S]*?<\/section>/.exec(html)?.[0].match(/<tr><td>/g) ?? []).length;

describe("the dashboard's unanswered questions (walk 17a D18: every row, no paging)", () => {
  it("shows the first ten with how many there are and a «Показать ещё» button", async () => {
    const { admin } = await unanswered();
    const page = await (await admin.get("/admin?preset=24h")).text();
    expect(rowsOf(page)).toBe(10);
    expect(page).toContain("Показано 10 из 37");
    expect(page).toMatch(/<button[^>]*hx-get="\/admin\/unanswered\?from=\d+&to=\d+&limit=20"[^>]*>Показать ещё<\/button>/);
  });

  it("brings ten more per press, and no button once all are shown", async () => {
    const { admin } = await unanswered();
    const page = await (await admin.get("/admin?preset=24h")).text();
    const next = /hx-get="(\/admin\/unanswered\?[^"]+)"/.exec(page)![1];
    const more = await (await admin.get(next, { "hx-request": "true" })).text();
    expect(rowsOf(more)).toBe(20);
    expect(more).toContain("Показано 20 из 37");
    const all = await (await admin.get(next.replace("limit=20", "limit=40"), { "hx-request": "true" })).text();
    expect(rowsOf(all)).toBe(37);
    expect(all).not.toContain("Показать ещё");
  });
});
