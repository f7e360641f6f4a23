import { describe, expect, it } from "bun:test";
import { form, langChat, sseMessages } from "./helpers.ts";

/** Presses the option with this value on the page's clarify question, as the button's hx-vals send it. */
async function press(c: Awaited<ReturnType<typeof langChat>>, value: string) {
  const page = await (await c.p.get(`/c/${c.id}`)).text();
  const from = /id="(clarify-\d+)"/.exec(page)![1];
  const vals = [...page.matchAll(/hx-vals="([^"]+)"/g)].map((m) => JSON.parse(m[1].replaceAll("&#34;", '"').replaceAll("&quot;", '"')))
    .find((v) => v.value === value && v.from === from);
  const res = await c.p.post(`/c/${c.id}/option`, form(vals));
  return sseMessages(await res.text()).join("\n");
}

describe("a pressed clarify option", () => {
  it("shows as the person's choice after a reload, as it did live (English)", async () => {
    const c = await langChat("en");
    await c.say("make a report");
    const live = await press(c, "weekly-report");
    expect(live).toContain('<p class="chosen-note">Chosen: Weekly report</p>');
    const page = await (await c.p.get(`/c/${c.id}`)).text();
    expect(page).toContain('<p class="chosen-note">Chosen: Weekly report</p>');
    expect(page).not.toMatch(/class="option[^"]*"[^>]*disabled/);
  });

  it("…and in Russian", async () => {
    const c = await langChat("ru");
    await c.say("сделай отчёт");
    await press(c, "weekly-report");
    expect(await (await c.p.get(`/c/${c.id}`)).text()).toContain('<p class="chosen-note">Выбрано: Еженедельный отчёт</p>');
  });
});
