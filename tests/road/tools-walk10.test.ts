import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, newChatId, person, webApp } from "../web/helpers.ts";
import { SAMPLES } from "./helpers.ts";

// A tester's walk (session 10) over the sample documents plus a company's own (a duty roster naming its head
// and the support address, remote-work rules with the standup and small purchases), on 1 December 2026.
beforeAll(() => setSystemTime(new Date("2026-12-01T09:28:00+03:00")));
afterAll(() => setSystemTime());

const OWN = resolve(import.meta.dir, "../fixtures/walk10/docs");
type Card = { tool: string; result: Record<string, any> };

/** The browser's chat over the samples and the company's own documents: `send` in one chat, `fresh` opens a new one. */
async function walk() {
  const { app, services } = await webApp();
  for (const dir of [`${SAMPLES}/docs`, OWN]) {
    for (const n of readdirSync(dir).sort()) await services.kb.ingest(n, new Uint8Array(await Bun.file(`${dir}/${n}`).arrayBuffer()));
  }
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  let chatId = chatIdOf(await (await p.get("/")).text());
  const send = async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    const d = services.decisions.get(m.meta.decisionId as number)!;
    return { m, d, cards: (m.meta.tools as Card[] | undefined) ?? [] };
  };
  const fresh = async (text: string) => { chatId = await newChatId(p); return send(text); };
  const page = async () => (await p.get(`/c/${chatId}`)).text();
  return { send, fresh, page, services };
}

describe("a letter to a person named", () => {
  it("«напиши письмо Дмитрию Захарову что…»: a new letter to him, his address from the documents, the request as its body", async () => {
    const w = await walk();
    const { cards, d } = await w.fresh("напиши письмо Дмитрию Захарову что хочу поменяться дежурством на неделе с 14 декабря");
    expect(d.outcome).toBe("tool");
    const card = cards.find((c) => c.tool === "mail_reply_draft")!;
    expect(card.result.draftKind).toBe("letter");
    expect(card.result.to).toContain("d.zakharov@kodservice.ru");
    expect(card.result.toKnown).toBe(true);
    expect(card.result.body).toContain("Хочу поменяться дежурством на неделе с 14 декабря.");
  });

  it("«напиши письмо Захарову, что…» is that letter at once, no choice between letter skills", async () => {
    const w = await w0();
    const { cards, d } = await w.fresh("напиши письмо Захарову, что хочу поменяться дежурством");
    expect(d.outcome).toBe("tool");
    expect(cards[0].result.draftKind).toBe("letter");
    expect(cards[0].result.to).toContain("d.zakharov@kodservice.ru");
  });

  it("a person the documents do not name: the letter goes as typed, its address asked for", async () => {
    const w = await w0();
    const { cards } = await w.fresh("напиши письмо Сергею Иванову, что отчёт готов");
    expect(cards[0].result.draftKind).toBe("letter");
    expect(cards[0].result.toKnown).toBe(false);
    expect(await w.page()).toContain("уточните его перед отправкой");
  });

  it("«напиши письмо руководителю, что…» is not sent to whoever the documents call a head (a role is not a name)", async () => {
    const w = await w0();
    const { cards } = await w.fresh("напиши письмо руководителю, что я заболел и сегодня не выйду");
    expect(JSON.stringify(cards)).not.toContain("d.zakharov@");
  });

  it("the routing log names a new letter as one, not as a reply", async () => {
    const w = await w0();
    const { d } = await w.fresh("напиши письмо Захарову, что хочу поменяться дежурством");
    const { createDecisionQueries } = await import("../../src/admin/decision-query.ts");
    const row = createDecisionQueries(w.services.db).page({}).rows.find((r) => r.id === d.id)!;
    expect(row.toolLabels).toContain("mail_reply_draft (новое письмо)");
    expect(row.tools).toContain("mail_reply_draft");
  });
});

// Left for the next session (todo): a rule question under a tool picked on two cues, and the log's new-letter label.
describe("a question about the company's rules reaches the documents", () => {
  it("«на какую почту клиенты пишут про инциденты» is answered from the duty rules, not a mail search", async () => {
    const w = await w0();
    const { m, cards } = await w.fresh("на какую почту клиенты пишут про инциденты");
    expect(cards.map((c) => c.tool)).not.toContain("mail_search");
    expect(m.content).toContain("support@kodservice.ru");
  });

  // The purchase rules («Покупки для работы до 5 000 рублей (мышь…) … возмещение по чеку») share no word with
  // «мышку… вернут деньги» but «мышь»: a vocabulary gap the weight-free face does not bridge yet.
  it.todo("«купил мышку за 2к, вернут деньги?» and «а если монитор за 20 тысяч?» are the purchase rules, not the catalogue", async () => {
    const w = await w0();
    const first = await w.fresh("купил мышку за 2к, вернут деньги?");
    expect(first.cards.map((c) => c.tool)).not.toContain("product_search");
    expect(first.m.content).toContain("5 000");
    const next = await w.send("а если монитор за 20 тысяч?");
    expect(next.cards.map((c) => c.tool)).not.toContain("product_search");
  });

  // «найди мышку до 2000» is a plain answer today: «до 2000» without «рублей» is not read as a budget.
  it.todo("an errand keeps its tool: «найди мышку до 2000» shows the catalogue's mice", async () => {
    const w = await w0();
    const { cards } = await w.fresh("найди мышку до 2000");
    expect(cards[0]?.tool).toBe("product_search");
    expect((cards[0].result.cards as { title: string }[]).some((c) => /Мышь/.test(c.title))).toBe(true);
  });
});

describe("an empty tool result beside a documents answer is not shown", () => {
  it("«во сколько созвон утренний у команды»: the standup from the documents, no empty calendar card", async () => {
    const w = await w0();
    const { m, cards } = await w.fresh("во сколько созвон утренний у команды");
    expect(m.content).toContain("11:15");
    expect(cards.filter((c) => c.tool === "calendar_search")).toEqual([]);
  });

  it("«какая годовая премия бывает» after two questions: a refusal without an untitled «Ничего не найдено» box", async () => {
    const w = await w0();
    await w.fresh("у нас есть дмс?");
    await w.send("можно привести собаку в офис");
    const { cards } = await w.send("какая годовая премия бывает");
    expect(cards.filter((c) => c.tool === "search_documents" && !(c.result.data as { sources: unknown[] }).sources.length)).toEqual([]);
  });
});

// One walk shared by the tests that only open fresh chats (ingesting the documents is the slow part).
let shared: ReturnType<typeof walk> | null = null;
const w0 = () => (shared ??= walk());
