import { describe, expect, it } from "bun:test";
import { chatIdOf, form, person, sseMessages, webApp } from "./helpers.ts";

/** A person in the English interface, over the embedded face and the real conversation. */
async function english() {
  const w = await webApp();
  const p = person(w.app);
  const id = chatIdOf(await (await p.get("/?lang=en")).text());
  const say = async (text: string) => sseMessages(await (await p.post(`/c/${id}/messages`, form({ text }))).text()).join("\n");
  return { ...w, p, id, say };
}

const cyrillic = /[а-яё]/i;

describe("the English interface names skills in English", () => {
  it("the badge and the first reply of a skill, live and after a reload", async () => {
    const { p, id, say } = await english();
    const out = await say("I want to eat healthier, help me plan my meals");
    expect(out).toContain('data-skill="nutrition"');
    expect(out).toContain("<b>Nutrition and diet</b>");
    expect(out).toContain("Using the “Nutrition and diet” skill.");
    expect(out).not.toContain("Питание и рацион");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain("<b>Nutrition and diet</b>");
    expect(page).not.toContain("Питание и рацион");
    // The Russian interface keeps the Russian name.
    expect(await (await p.get(`/c/${id}?lang=ru`)).text()).toContain("<b>Питание и рацион</b>");
  });

  it("clarify options built from skills («make a report»), live and after a reload", async () => {
    const { p, id, say } = await english();
    const out = await say("make a report");
    const labels = (html: string) => [...html.matchAll(/<button type="button" class="option"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(labels(out)).toContain("Weekly report");
    expect(labels(out)).toContain("Website traffic report");
    for (const l of labels(out)) expect(cyrillic.test(l) ? l : "latin").toBe("latin");
    expect(out).not.toContain("Еженедельный отчёт");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(labels(page)).toContain("Weekly report");
    expect(page).not.toContain("Еженедельный отчёт");
  });

  it("a company skill without English fields keeps its own name", async () => {
    const { services, p, id } = await english();
    services.routing.skills.add({ id: "shift-summary", name: "Сводка смены", description: "Сводка смены: машины, инциденты", procedure: "1. Спроси.", tools: [], prefetch: 0, autoSwitch: true, source: "company", enabled: true });
    services.chats.setSkill(id, "shift-summary");
    expect(await (await p.get(`/c/${id}`)).text()).toContain("<b>Сводка смены</b>");
  });
});
