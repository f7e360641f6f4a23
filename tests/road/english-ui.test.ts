import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, sseMessages, webApp } from "../web/helpers.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples");
const CYRILLIC = /[а-яё]/i;

/**
 * The text of the last answer as the page shows it, without what is not the app's own writing: the items a
 * tool found (letters, events, products), the chart's data, and anything quoted (“…”, «…») from documents
 * or settings. What is left (headings, notes, summaries, errors, buttons) the app wrote itself.
 */
function appWritten(page: string): string {
  const last = page.slice(page.lastIndexOf('<article class="msg assistant'));
  return last.slice(0, last.indexOf("</article>"))
    .replace(/<li class="(mail|event|product)">[\s\S]*?<\/li>/g, "")
    .replace(/<table>[\s\S]*?<\/table>/g, "")
    .replace(/data-chart="[^"]*"/g, "")
    .replace(/“[^”]*”|«[^»]*»/g, "")
    .replace(/&#34;|&quot;/g, '"');
}

/** A person with the English interface over the sample documents (and the sample mail, calendar, shop and metrics unless `tools` is false). */
async function englishChat(opts: { tools?: boolean; env?: Record<string, string> } = {}) {
  const { app, services } = await webApp({ env: opts.env });
  await seedSamples(services, `${SAMPLES}/docs`);
  if (opts.tools !== false) seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  await p.get("/?lang=en");
  const send = async (text: string) => {
    await p.post("/chats", undefined, false);
    const chatId = chatIdOf(await (await p.get("/")).text());
    const sse = await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const page = await (await p.get(`/c/${chatId}`)).text();
    const m = services.chats.messages(chatId).at(-1)!;
    const cards = (m.meta.tools as { tool: string; result: Record<string, unknown> }[] | undefined) ?? [];
    return { chatId, sse, page, shown: appWritten(page), m, cards };
  };
  return { p, services, send };
}

describe("English interface: what tools write for the person is English", () => {
  it("an empty calendar period, an unmatched product and an unmatched letter say so in English", async () => {
    const { send } = await englishChat();
    for (const text of ["встречи 1 января 2020", "подбери вертолёт", "найди письма от марсиан"]) {
      const r = await send(text);
      expect(r.shown).not.toMatch(CYRILLIC);
    }
  });

  it("metrics without data say in English which data is missing", async () => {
    const { send } = await englishChat({ tools: false });
    for (const text of ["сколько визитов на сайте за неделю", "доход с рекламы за неделю", "статистика моей страницы за неделю"]) {
      const r = await send(text);
      expect(r.shown).toMatch(/No .*data/);
      expect(r.shown).not.toMatch(CYRILLIC);
    }
  });

  it("figures are written the English way: thousands with a comma, decimals with a point", async () => {
    const { send } = await englishChat();
    const summary = String((await send("доход с рекламы за неделю")).cards[0].result.summary);
    expect(summary).toMatch(/revenue \d{1,3}(,\d{3})+ ₽/);
    expect(summary).toMatch(/CTR \d+\.\d+%/);
  });

  it("the counter settings list is headed in English; names and conditions stay as written", async () => {
    const { send } = await englishChat();
    const r = await send("покажи цели метрики");
    expect(String(r.cards[0].result.summary)).toStartWith("Goals:");
    expect(r.page).toContain("Отправка заявки");
    expect(r.shown).not.toMatch(CYRILLIC);
  });

  it("a counter change that names nothing asks in English what to add", async () => {
    const { send } = await englishChat();
    const r = await send("добавь цель в метрику");
    expect(r.cards[0].result.kind).toBe("error");
    expect(r.shown).not.toMatch(CYRILLIC);
  });

  it("editing a file that does not exist names it in English", async () => {
    const { send } = await englishChat();
    const r = await send("допиши в файл Отчёт.md строку");
    expect(r.m.content).toContain("Отчёт.md");
    expect(r.shown).not.toMatch(CYRILLIC);
  });

  it("a sale listing's own labels are English; the item is as the person named it", async () => {
    const { send } = await englishChat();
    const r = await send("продам велосипед за 3000");
    const draft = r.cards[0].result;
    expect(draft.kind).toBe("draft");
    expect(String(draft.body)).toContain("Price: 3,000 ₽");
    expect(String(draft.body)).not.toContain("Цена");
  });

  it("a failing web search server is explained in English", async () => {
    const { send } = await englishChat({ env: { SEARXNG_URL: "http://127.0.0.1:9" } });
    const r = await send("найди в интернете курс юаня");
    const web = r.cards.find((c) => c.tool === "web_search");
    expect(web).toBeDefined();
    expect(String(web!.result.message)).not.toMatch(CYRILLIC);
  });
});

describe("English interface: clarify buttons", () => {
  it("tool options are labelled in English, in the stream and on the page, and the chosen note repeats that label", async () => {
    const { send, p } = await englishChat();
    const r = await send("покажи мою статистику за неделю");
    expect(r.m.meta.clarify).toBeTruthy();
    const streamed = sseMessages(r.sse).join("\n");
    expect(appWritten(`<article class="msg assistant">${streamed.slice(streamed.indexOf('class="clarify"'))}</article>`)).not.toMatch(CYRILLIC);
    expect(r.shown).not.toMatch(CYRILLIC);
    const label = /"label":"([^"]+)"/.exec(r.shown)![1];
    const chosen = await (await p.post(`/c/${r.chatId}/option`, form({ value: "site_metrics", label, from: `clarify-${r.m.id}` }))).text();
    expect(chosen).toContain(`Chosen: ${label}`);
  });

  it("«Сделай отчёт»: the plain-document option is English; skill options keep the skills' own names", async () => {
    const { send } = await englishChat();
    const r = await send("Сделай отчёт");
    const options = (r.m.meta.clarify as { options: { value: string; kind: string }[] }).options;
    expect(options.some((o) => o.value === "document_create")).toBe(true);
    const doc = /<button[^>]*document_create[^>]*>([^<]*)<\/button>/.exec(r.page)![1];
    expect(doc).not.toMatch(CYRILLIC);
    expect(doc.length).toBeLessThan(40);
  });
});

describe("English interface: drafts", () => {
  it("confirming a draft twice says in English that it is already confirmed", async () => {
    const { send, p } = await englishChat();
    const r = await send("Напиши пост о том, что в пятницу рабочий день короче на час");
    const id = String(r.cards[0].result.draftId);
    await (await p.post(`/c/${r.chatId}/drafts/${id}/confirm`, form({}))).text();
    const again = await (await p.post(`/c/${r.chatId}/drafts/${id}/cancel`, form({}))).text();
    expect(again).toContain("already confirmed");
    expect(again.replace(/<textarea[\s\S]*?<\/textarea>/g, "")).not.toMatch(/Черновик/);
  });

  it("a counter change's title and body are English around the setting's own name", async () => {
    const { send } = await englishChat();
    const r = await send("удали цель «Отправка заявки» в метрике");
    const draft = r.cards.find((c) => c.result.kind === "draft")?.result;
    expect(draft).toBeDefined();
    expect(String(draft!.title).replace(/“[^”]*”/g, "")).not.toMatch(CYRILLIC);
    expect(String(draft!.body).replace(/“[^”]*”/g, "")).not.toMatch(CYRILLIC);
  });
});
