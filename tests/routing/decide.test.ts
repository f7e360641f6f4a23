import { describe, expect, test } from "bun:test";
import { decide, opensAsQuestion } from "../../src/routing/decide.ts";
import type { RouterModel, RouterResult } from "../../src/routing/router-model.ts";
import { specsForTest, SKILLS } from "./fixtures.ts";
import { input } from "./helpers.ts";

/** A router that answers a fixed result and counts its calls. */
function fixed(result: RouterResult): RouterModel & { calls: number } {
  const r = { calls: 0, async route() { r.calls++; return result; } };
  return r;
}
const deps = (router: RouterModel) => ({ router, tools: specsForTest(), skills: SKILLS, now: (() => { let t = 0; return () => (t += 1); })() });

describe("decide: pipeline order", () => {
  test("a rule decides without calling the router", async () => {
    const router = fixed({ calls: [{ name: "mail_search", arguments: {} }], raw: "" });
    const d = await decide(input("закат над морем", { mode: "image" }), deps(router));
    expect(d).toMatchObject({ outcome: "mode", rule: "generation_mode", webSearch: false });
    expect(router.calls).toBe(0);
  });
  test("the router's tools pass the guards and run in order; reasons and timings are filled", async () => {
    const d = await decide(input("найди письмо и ответь"), deps(fixed({ calls: [{ name: "mail_search", arguments: { query: "x" } }, { name: "mail_reply_draft", arguments: {} }], raw: "" })));
    expect(d.outcome).toBe("tool");
    expect(d.tools.map((t) => t.name)).toEqual(["mail_search", "mail_reply_draft"]);
    expect(d.reasons.length).toBeGreaterThan(2);
    expect(Object.keys(d.timings)).toEqual(expect.arrayContaining(["rules", "router", "webSearch", "guards", "total"]));
  });
  test("a guard cuts its tool, records the trip, and with nothing left the outcome is text with a notice", async () => {
    const d = await decide(input("где купить чайник"), deps(fixed({ calls: [{ name: "product_search", arguments: {} }], raw: "" })));
    expect(d.outcome).toBe("text");
    expect(d.guards[0].guard).toBe("product_search.where_to_buy");
    expect(d.notice).toContain("product_search");
  });
  test("the model's web_search call turns search on without being a tool to run", async () => {
    const d = await decide(input("что нового у конкурентов"), deps(fixed({ calls: [{ name: "web_search", arguments: {} }], raw: "" })));
    expect(d).toMatchObject({ webSearch: true, webSearchSource: "model", tools: [], outcome: "text" });
  });
});

describe("decide: skills", () => {
  test("use_skill with an auto skill enters it", async () => {
    const d = await decide(input("болит ухо"), deps(fixed({ calls: [{ name: "use_skill", arguments: { skill: "health" } }], raw: "" })));
    expect(d).toMatchObject({ outcome: "skill", skill: "health" });
  });
  test("documents is checked again and never entered automatically", async () => {
    const d = await decide(input("сделай файл"), deps(fixed({ calls: [{ name: "use_skill", arguments: { skill: "documents" } }], raw: "" })));
    expect(d.outcome).toBe("text");
  });
  test("leaving in words: «хватит про тренировки», «back to normal chat»", async () => {
    for (const m of ["хватит про тренировки", "back to normal chat"]) {
      const d = await decide(input(m, { skill: "fitness" }), deps(fixed({ calls: [], raw: "" })));
      expect(d).toMatchObject({ outcome: "skill", skill: "none" });
    }
  });
  test("a tool cut by a guard inside a skill keeps the skill's conversation going", async () => {
    const d = await decide(input("а сыр чем заменить?", { skill: "nutrition" }), deps(fixed({ calls: [{ name: "document_edit", arguments: { instruction: "заменить сыр" } }], raw: "" })));
    expect(d.guards.map((g) => g.guard)).toContain("document_edit.file_not_named");
    expect(d).toMatchObject({ outcome: "skill", skill: "nutrition" });
  });
  test("no tool inside a skill stays in it", async () => {
    const d = await decide(input("а если бегать утром", { skill: "fitness" }), deps(fixed({ calls: [], raw: "" })));
    expect(d).toMatchObject({ outcome: "skill", skill: "fitness" });
  });
});

describe("decide: clarify", () => {
  test("bunched tool candidates become one question with 2–3 options", async () => {
    const router = fixed({ calls: [{ name: "page_stats", arguments: {} }], raw: "", candidates: [{ name: "page_stats", score: 0.61 }, { name: "site_metrics", score: 0.6 }, { name: "ad_revenue", score: 0.2 }] });
    const d = await decide(input("цифры за неделю"), deps(router));
    expect(d.outcome).toBe("clarify");
    expect(d.clarify!.options.map((o) => o.value)).toEqual(["page_stats", "site_metrics"]);
  });
  test("a clear winner runs", async () => {
    const router = fixed({ calls: [{ name: "page_stats", arguments: {} }], raw: "", candidates: [{ name: "page_stats", score: 0.9 }, { name: "site_metrics", score: 0.4 }] });
    expect((await decide(input("подписчики"), deps(router))).outcome).toBe("tool");
  });
});

describe("opensAsQuestion", () => {
  test("tells a question from a request that holds a «?»", () => {
    for (const q of ["Сколько длится обед?", "До какого времени сообщить о болезни?", "О чём этот договор?", "В чем разница тарифов?", "What is the SLA?"]) expect(opensAsQuestion(q)).toBe(true);
    for (const r of ["Можешь проверить договор?", "Can you check the paperwork?", "Составь протокол, кто был на встрече?", "Что-то сломалось в CRM", "Let's do the go/no-go. Are the bugs fixed?"]) expect(opensAsQuestion(r)).toBe(false);
  });
});
