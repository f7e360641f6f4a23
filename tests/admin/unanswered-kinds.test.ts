import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person } from "../web/helpers.ts";
import { adminApp } from "./helpers.ts";

// Walk 56 (h56c): the dashboard listed under «Вопросы, на которые документы не ответили» questions the documents hold a rule
// near («у меня свадьба в мае…», quoted as possibly related); an admin would conclude the rule is missing and rewrite it.
describe("the dashboard's unanswered questions say what the documents held", () => {
  it("tells a question met by near passages from one met by nothing", async () => {
    const t = await adminApp();
    await seedSamples(t.services, resolve(import.meta.dir, "../../data/samples/docs"));
    const p = person(t.app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    for (const text of ["когда можно уйти в отпуск новичку", "сколько стоит такси в аэропорт ночью"]) await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const page = await (await t.admin.get("/admin?preset=24h")).text();
    const row = (q: string) => new RegExp(`${q}</a></td><td>([^<]+)</td>`).exec(page)?.[1];
    expect(row("когда можно уйти в отпуск новичку")).toBe("близкие фрагменты, точного ответа нет");
    expect(row("сколько стоит такси в аэропорт ночью")).toBe("ничего");
  });
});
