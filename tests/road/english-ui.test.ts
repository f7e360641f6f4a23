import { describe, expect, it } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { migrateTools } from "../../src/tools/schema.ts";
import type { ChatModel } from "../../src/models/types.ts";
import { mailReplyDraft } from "../../src/tools/mail.ts";
import { calendarSearch } from "../../src/tools/calendar.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { createDraftStore } from "../../src/tools/drafts.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, newChatId, person, scriptedModel, sseMessages, webApp } from "../web/helpers.ts";

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
async function englishChat(opts: { tools?: boolean; env?: Record<string, string>; chat?: ChatModel } = {}) {
  const { app, services } = await webApp({ env: opts.env, chat: opts.chat });
  await seedSamples(services, `${SAMPLES}/docs`);
  if (opts.tools !== false) seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  await p.get("/?lang=en");
  const send = async (text: string) => {
    const chatId = await newChatId(p);
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
    expect(r.shown).not.toContain("<canvas"); // a list has no series: no empty chart under it
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

  it("a confirmed counter change says what changed, not the draft's command: «Deleted from the counter: the goal …»", async () => {
    const { send, p } = await englishChat();
    const r = await send("удали цель «Отправка заявки» в метрике");
    const id = String(r.cards.find((c) => c.result.kind === "draft")!.result.draftId);
    const done = await (await p.post(`/c/${r.chatId}/drafts/${id}/confirm`, form({}))).text();
    expect(done).toContain("Deleted from the counter: the goal “Отправка заявки”");
    expect(done).not.toContain("Deleted: Delete");
  });
});

describe("English interface: texts a tool writes at its own edge", () => {
  /** A tool context over a data folder holding only the given sample files. */
  const ctxWith = (files: Record<string, string>, lang: "ru" | "en" = "en") => {
    const dataDir = mkdtempSync(`${tmpdir()}/english-ui-`);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(`${dataDir}/samples/${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
      writeFileSync(`${dataDir}/samples/${path}`, text);
    }
    const db = new Database(":memory:");
    migrateTools(db);
    return { db, dataDir, chatId: "c1", lang, now: new Date("2026-11-29T09:00:00Z") };
  };
  const letter = (subject: string, body: string) =>
    `From a@example.com Mon Nov 23 10:00:00 2026\nFrom: Jane Smith <jane@example.com>\nSubject: ${subject}\nMessage-ID: <m1@example.com>\nDate: Mon, 23 Nov 2026 10:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n${body}\n`;

  it("a reply's skeleton follows the letter's language, not the interface's", async () => {
    const english = await mailReplyDraft.run({ messageId: "m1@example.com" }, ctxWith({ "mail/inbox.mbox": letter("Quarterly report", "Please send the figures.") }));
    expect(String((english as { body: string }).body)).toStartWith("Hello Jane,");
    const russian = await mailReplyDraft.run({ messageId: "m1@example.com" }, ctxWith({ "mail/inbox.mbox": letter("=?UTF-8?B?0J7RgtGH0ZHRgg==?=", "Пришлите цифры.") }));
    expect(String((russian as { body: string }).body)).toStartWith("Здравствуйте, Jane!");
  });

  it("an event without a title is «(untitled)» in English", async () => {
    const ics = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:e1\nDTSTART;VALUE=DATE:20261130\nDTEND;VALUE=DATE:20261201\nEND:VEVENT\nEND:VCALENDAR\n";
    const r = await calendarSearch.run({ from: "2026-11-30", to: "2026-11-30" }, ctxWith({ "calendar/calendar.ics": ics }));
    expect((r as { events: { title: string }[] }).events.map((e) => e.title)).toEqual(["(untitled)"]);
  });

  it("a tool that throws and an unknown tool are reported in English", async () => {
    const boom = { id: "mail_search", description: "", chip: { ru: "", en: "" }, parameters: {}, consequential: false, run: async () => { throw new Error("IMAP down"); } };
    const tools = createToolRegistry([boom as never]);
    const ctx = ctxWith({});
    expect(await tools.run({ name: "mail_search", arguments: {} }, ctx)).toEqual({ kind: "error", message: "The tool mail_search failed: IMAP down" });
    expect(await tools.run({ name: "teleport", arguments: {} }, ctx)).toEqual({ kind: "error", message: "Unknown tool: teleport" });
  });

  it("confirming an edit of a file deleted meanwhile says so in English and leaves the draft pending", async () => {
    const ctx = ctxWith({});
    const store = createDraftStore(ctx.db, ctx.dataDir);
    const d = store.create({ chatId: "c1", kind: "document", title: "Append to notes.md", body: "x", args: { op: "edit", fileName: "notes.md", mode: "append" } });
    expect(() => store.confirm(d.id, undefined, "en")).toThrow("File notes.md no longer exists");
    expect(store.get(d.id)!.status).toBe("pending");
    expect(() => store.cancel("missing", "en")).toThrow("Draft missing not found");
  });
});

describe("English interface: what the app says around a skill", () => {
  it("entering a research skill, the note on the documents' material is English; the skill's own steps are the library's text", async () => {
    const { send } = await englishChat();
    const r = await send("сделай исследование конкурентов");
    const note = r.m.content.split("\n\n")[0];
    expect(note).toMatch(/^(Material from the documents:|The company documents have no material)/);
    expect(note.replace(/\[\d+\][^\n]*/g, "")).not.toMatch(CYRILLIC);
  });

  it("with a model, a skill's prompt asks for English answers", async () => {
    const prompts: string[] = [];
    const { send } = await englishChat({ chat: scriptedModel((p) => { prompts.push(p); return "Which competitors do you mean?"; }) });
    await send("сделай исследование конкурентов");
    const skillPrompt = prompts.find((p) => p.includes("Процедура:"));
    expect(skillPrompt).toBeDefined();
    expect(skillPrompt).toContain("answer in English");
  });
});

describe("English interface: cards", () => {
  it("product prices are written the English way, and an empty pick says «Nothing found» like the other cards", async () => {
    const { send } = await englishChat();
    expect((await send("подбери ноутбук до 60000")).page).toMatch(/<div class="price">\d{1,3}(,\d{3})+ RUB<\/div>/);
    expect((await send("подбери вертолёт")).shown).toContain("Nothing found");
  });
});

describe("English requests from a walk in Chromium", () => {
  it("«write a post about our new office» drafts an English post, and «can I work from home on Fridays?» asks the documents, not the calendar", async () => {
    const { send } = await englishChat();
    const post = await send("write a post about our new office");
    const body = String(post.cards[0]?.result.body ?? "");
    expect(body).toContain("our new office");
    expect(body).not.toMatch(CYRILLIC);
    const rule = await send("can I work from home on Fridays?");
    expect(rule.cards.map((c) => c.tool)).not.toContain("calendar_search");
  });
});

describe("skills in the English interface", () => {
  it("the calorie count names foods in English, and «I have a headache since yesterday» enters the health skill", async () => {
    const { send } = await englishChat({ tools: false });
    const count = await send("count the calories: oatmeal 200 g and a banana");
    expect(count.m.content).toMatch(/oatmeal|porridge/i);
    expect(count.m.content).not.toMatch(/овсянка|банан/);
    const head = await send("I have a headache since yesterday");
    expect(head.m.meta.skillTurn).toBe(true);
  });
});

describe("an English follow-up over Russian documents", () => {
  it("«and how do I apply?» after «How many vacation days do I get?» cites how to apply for leave", async () => {
    const { p, services } = await englishChat({ tools: false });
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text: "How many vacation days do I get?" }))).text();
    await (await p.post(`/c/${chatId}/messages`, form({ text: "and how do I apply?" }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    expect(m.content).toContain("Заявление");
    expect(m.content).toMatch(/\[\d\]/);
  });
});

describe("English contractions in a tool's query", () => {
  it("«what's on my calendar on Friday?» searches Friday, not the word «what's»", async () => {
    const { argumentsFor } = await import("../../src/routing/embedded/args.ts");
    expect(argumentsFor("calendar_search", "what's on my calendar on Friday?", { history: [], uiHint: null }).query).toBe("");
    expect(argumentsFor("mail_search", "find the company's letters about the contract", { history: [], uiHint: null }).query).toContain("company's");
  });
});

describe("English words the stemmer would join", () => {
  it("«what about interns?» after a vacation question is not answered with the per-diem rule («intern» is no «international»)", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, resolve(import.meta.dir, "../../data/samples/docs"));
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/?lang=en")).text());
    for (const text of ["how many vacation days do i get?", "what about interns?"]) await (await p.post(`/c/${chatId}/messages?lang=en`, form({ text }))).text();
    expect(services.chats.messages(chatId).at(-1)!.content).not.toContain("Суточные");
  });
});
