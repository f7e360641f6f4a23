import { describe, expect, it } from "bun:test";
import type { Decision } from "../../src/routing/types.ts";
import type { Services } from "../../src/services.ts";
import { adminApp } from "./helpers.ts";

const decision = (o: Partial<Decision>): Decision => ({
  outcome: "text", tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null,
  guards: [], reasons: ["test"], timings: { routeMs: 1 }, ...o,
});
const ctx = (message: string) => ({ chatId: "c1", messageId: null, face: "embedded" as const, input: { state: { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false }, history: [{ role: "user" as const, content: "раньше" }], message } });

/** A mixed log: guard trips of two guards, web search by pattern and by model, a skill, plain text. */
function seed(s: Services) {
  const t0 = Date.UTC(2026, 0, 10, 9);
  s.decisions.record(decision({ outcome: "tool", tools: [], modelCalls: [{ name: "post_publish", arguments: {} }], guards: [{ guard: "post_draft", tool: "post_publish", reason: "публикация только через черновик" }], modelRaw: "{\"tool\":\"post_publish\"}" }), ctx("Опубликуй пост сразу"), t0);
  s.decisions.record(decision({ outcome: "tool", tools: [{ name: "product_search", arguments: { q: "кофе" } }], guards: [{ guard: "repeat_call", tool: "product_search", reason: "тот же вызов уже был" }] }), ctx("Найди кофе ещё раз"), t0 + 60_000);
  s.decisions.record(decision({ outcome: "text", webSearch: true, webSearchSource: "pattern:news" }), ctx("Что нового в новостях"), t0 + 120_000);
  s.decisions.record(decision({ outcome: "text", webSearch: true, webSearchSource: "model" }), ctx("Какой курс доллара"), t0 + 180_000);
  s.decisions.record(decision({ outcome: "skill", skill: "teacher", rule: "interview_continuation" }), ctx("3 годика"), t0 + 240_000);
  for (let i = 0; i < 60; i++) s.decisions.record(decision({}), ctx(`обычный вопрос ${i}`), t0 + 300_000 + i);
  return t0;
}

describe("the routing log", () => {
  it("filtering by guard returns only the decisions that guard cut, and each opens in full", async () => {
    const { services, admin } = await adminApp();
    seed(services);
    const api = await (await admin.get("/api/decisions?guard=post_draft")).json();
    expect(api.total).toBe(1);
    expect(api.rows.map((r: { guards: string[] }) => r.guards)).toEqual([["post_draft"]]);
    const html = await (await admin.get("/admin/routing/rows?guard=repeat_call", { "hx-request": "true" })).text();
    expect(html).toContain("Найди кофе ещё раз");
    expect(html).not.toContain("Опубликуй пост сразу");
    expect(html).toContain("Найдено: 1");
    const id = (api.rows[0] as { id: number }).id;
    const page = await (await admin.get(`/admin/routing/${id}`)).text();
    for (const s of ["публикация только через черновик", "post_draft", "{&quot;tool&quot;:&quot;post_publish&quot;}", "раньше", "routeMs"]) expect(page).toContain(s);
  });

  it("filters by outcome, rule, skill, web-search source, face, time range and free text, and pages", async () => {
    const { services, admin } = await adminApp();
    const t0 = seed(services);
    const total = async (qs: string) => (await (await admin.get(`/api/decisions?${qs}`)).json()).total;
    expect(await total("outcome=tool")).toBe(2);
    expect(await total("rule=interview_continuation")).toBe(1);
    expect(await total("skill=teacher")).toBe(1);
    expect(await total("web=pattern")).toBe(1);
    expect(await total("web=model")).toBe(1);
    expect(await total("web=none")).toBe(63);
    expect(await total("face=embedded")).toBe(65);
    expect(await total(`from=${t0 + 100_000}&to=${t0 + 200_000}`)).toBe(2);
    expect(await total(`q=${encodeURIComponent("курс доллара")}`)).toBe(1);
    expect(await total(`q=${encodeURIComponent("фе")}`)).toBe(1); // shorter than a trigram: a plain substring search
    expect(await total("tool=product_search")).toBe(1);
    const p2 = await (await admin.get("/api/decisions?page=2&per=50")).json();
    expect(p2.rows.length).toBe(15);
    expect(p2.pages).toBe(2);
  });

  it("exports the filtered log as CSV", async () => {
    const { services, admin } = await adminApp();
    seed(services);
    const res = await admin.get("/admin/routing/export?web=pattern");
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain("pattern:news");
  });

  it("aggregates the charts in SQL: outcomes, guards, clarify share, web sources, speed percentiles, nothing found", async () => {
    const { services, admin } = await adminApp();
    const t0 = seed(services);
    const ids = (services.db.query("SELECT id FROM decisions ORDER BY id LIMIT 10").all() as { id: number }[]).map((r) => r.id);
    ids.forEach((id, i) => services.decisions.complete(id, { tokensPerSecond: i + 1, ttftMs: 100 * (i + 1), answered: i % 2 === 0 }));
    const d = await (await admin.get(`/api/charts?preset=custom&from=${t0}&to=${t0 + 3_600_000}`)).json();
    expect(d.outcomes.find((r: { outcome: string }) => r.outcome === "tool").n).toBe(2);
    expect(d.guards.map((g: { guard: string }) => g.guard).sort()).toEqual(["post_draft", "repeat_call"]);
    expect(d.webSources.map((w: { source: string }) => w.source).sort()).toEqual(["model", "pattern"]);
    const tps = d.tokens[0];
    expect([tps.n, tps.p50, tps.p90]).toEqual([10, 5, 9]);
    expect([d.ttft[0].p50, d.ttft[0].p90]).toEqual([500, 900]);
    // 5 refusals + 55 plain text answers no fragment backed, of 65 questions (answered or plain text)
    expect(d.nothingFound[0]).toMatchObject({ empty: 60, asked: 65 });
    const page = await (await admin.get(`/admin?preset=custom&from=${t0}&to=${t0 + 3_600_000}`)).text();
    expect((page.match(/data-chart-name=/g) ?? []).length).toBe(8);
  });
});

describe("why a documents answer was given (a tester could not tell from the decision page)", () => {
  it("the decision page shows the coverage, the thing asked about, the sentences the answer rests on and the fragments found", async () => {
    const { services, admin, app } = await adminApp();
    const { seedSamples } = await import("../../src/seed.ts");
    const { chatIdOf, form, person } = await import("../web/helpers.ts");
    await seedSamples(services, `${import.meta.dir}/../../data/samples/docs`);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    await (await p.post(`/c/${chatId}/messages`, form({ text: "Сколько дней отпуска положено?" }))).text();
    const id = services.chats.messages(chatId).at(-1)!.meta.decisionId as number;
    const page = await (await admin.get(`/admin/routing/${id}`)).text();
    expect(page).toContain("Почему такой ответ по документам");
    expect(page).toContain("employee-handbook.md › Ежегодный отпуск");
    expect(page).toContain("28 календарных дней");
    expect(page).toContain("встроенный маршрутизатор");
  });
});

describe("the routing log speaks the admin's language", () => {
  it("names outcomes and web-search sources in Russian in the filters and the rows, keeping the ids in the values", async () => {
    const { services, admin } = await adminApp();
    seed(services);
    const page = await (await admin.get("/admin/routing")).text();
    expect(page).toContain('<option value="skill">навык</option>');
    expect(page).toContain('<option value="question_rule">правило вопроса</option>');
    const rows = await (await admin.get("/admin/routing/rows?outcome=skill", { "hx-request": "true" })).text();
    expect(rows).toContain(">навык</span>");
  });
});
