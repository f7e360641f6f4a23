import { describe, expect, it } from "bun:test";
import { chatIdOf, form, person, sseMessages, webApp } from "./helpers.ts";
import { fakeConversation } from "./fake-conversation.ts";

async function setup() {
  const w = await webApp();
  const fake = fakeConversation(w.services);
  (w.services as { conversation: unknown }).conversation = fake;
  const { createApp } = await import("../../src/app.ts");
  const app = createApp(w.services);
  const p = person(app);
  const id = chatIdOf(await (await p.get("/")).text());
  const say = async (text: string) => sseMessages(await (await p.post(`/c/${id}/messages`, form({ text }))).text()).join("\n");
  return { ...w, fake, p, id, say };
}

describe("skills, tools, drafts, clarify", () => {
  it("shows the skill badge with × when a skill starts, keeps it on reload, and × leaves it", async () => {
    const { p, id, say, fake, services } = await setup();
    const out = await say("У меня болит живот");
    expect(out).toContain('hx-target="#skill-badge" hx-swap="outerHTML"');
    expect(out).toContain("<b>Здоровье</b>");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toMatch(/class="badge" data-skill="health"/);
    expect(page).toContain(`hx-post="/c/${id}/skill/leave"`);
    const left = sseMessages(await (await p.post(`/c/${id}/skill/leave`)).text()).join("\n");
    expect(fake.calls).toContain("leave");
    expect(left).toContain('<div id="skill-badge" class="skill-slot"></div>');
    expect(services.db.query("SELECT skill FROM chats WHERE id = ?").get(id)).toEqual({ skill: null });
    expect(await (await p.get(`/c/${id}`)).text()).not.toContain('class="badge"');
  });

  it("shows a tool chip while the tool runs, then its card; metrics come as a chart with a table", async () => {
    const { say } = await setup();
    const out = await say("Сколько визитов на сайте?");
    expect(out).toContain('class="chip running"');
    expect(out).toContain("Смотрю Метрику…");
    expect(out).toContain('class="chip done"');
    expect(out).toMatch(/<canvas data-chart="[^"]*Визиты/);
    expect(out).toContain("<th>пн</th>");
  });

  it("a draft comes with «Подтвердить» and «Отменить»; confirming calls the conversation and survives a reload", async () => {
    const { p, id, say, fake } = await setup();
    const out = await say("Напиши пост о запуске");
    expect(out).toContain("Подтвердить");
    expect(out).toContain("Отменить");
    expect(out).toContain("Мы запустили &lt;b&gt;новый&lt;/b&gt; сервис!");
    expect(fake.calls).toEqual([]);
    const res = sseMessages(await (await p.post(`/c/${id}/drafts/d-1/confirm`)).text()).join("\n");
    expect(fake.calls).toEqual(["confirm:d-1"]);
    expect(res).toContain("Подтверждено");
    expect(res).toContain("Пост опубликован в ленте");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain("draft-card confirmed");
    expect(page).not.toContain(`/drafts/d-1/confirm`);
    expect((await p.post(`/c/${id}/drafts/nope/confirm`)).status).toBe(404);
  });

  it("a clarifying question shows two or three option buttons; pressing one continues the request", async () => {
    const { p, id, say, fake } = await setup();
    const out = await say("Покажи статистику");
    const streamed = out.split("msg assistant")[1];
    expect(streamed.match(/class="option"/g)?.length).toBe(2);
    const mid = /id="clarify-(\d+)"/.exec(await (await p.get(`/c/${id}`)).text())![1];
    const res = sseMessages(await (await p.post(`/c/${id}/option`, form({ value: "site_metrics", label: "Посещаемость сайта", from: `clarify-${mid}` }))).text()).join("\n");
    expect(fake.calls).toContain("option:site_metrics");
    expect(res).toContain("120 визитов");
    expect(res).toContain("Выбрано: Посещаемость сайта");
    // After a reload the choice reads as it did live, in place of the buttons.
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain('<p class="chosen-note">Выбрано: ');
    expect(page).not.toContain(`id="clarify-${mid}"`);
  });
});
