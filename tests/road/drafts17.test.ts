import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";

// Walk 17b: a letter or post draft on screen changed, called off or confirmed in the person's own words, and the
// letters the drafts start from (subject, greeting, whom they speak to). Over the samples' mailbox, whose senders are
// the contacts a new letter's address is found among (Мария Иванова <m.ivanova@…>, Дмитрий Соколов <d.sokolov@…>).
const SAMPLES = resolve(import.meta.dir, "../../data/samples");

interface Card { draftId: string; title: string; body: string; to?: string; toKnown?: boolean; status?: string }

/** One person's chat over the samples, as the browser sends it; the draft card shown first and what the page shows. */
async function chat(lang: "ru" | "en" = "ru") {
  const { app, services } = await webApp();
  await seedSamples(services, `${SAMPLES}/docs`);
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get(lang === "en" ? "/?lang=en" : "/")).text());
  let first: number | null = null;
  const send = async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    if (first === null && m.meta.tools) first = m.id;
    return m.content;
  };
  /** The card of the first draft as a reload draws it (every edit in words is written into it). */
  const card = (): Card => (services.chats.message(first!)!.meta.tools as { result: Card }[])[0].result;
  const draft = () => services.drafts.get(card().draftId)!;
  const page = async () => (await p.get(`/c/${chatId}`)).text();
  const confirm = async (fields: Record<string, string> = {}) => (await p.post(`/c/${chatId}/drafts/${card().draftId}/confirm`, form(fields))).text();
  return { send, card, draft, page, confirm };
}

describe("a post's title", () => {
  const post = async () => {
    const c = await chat();
    await c.send("напиши пост в ленту: в пятницу в 16:00 в переговорной Ладога будет тортик в честь дня рождения Марии. Приходите поздравить!");
    return c;
  };

  it("is short by default: what the post announces, not its first sentence cut with «…»", async () => {
    const c = await post();
    expect(c.card().title).toBe("Тортик в честь дня рождения Марии");
  });
});


describe("a new letter speaks to its addressee", () => {
  it("«…saying I'll send her the WMS comparison by Friday» says «you» to Maria and greets her", async () => {
    const c = await chat("en");
    await c.send("write an email to Maria Ivanova saying I'll send her the WMS comparison by Friday");
    expect(c.card().body).toContain("I'll send you the WMS comparison by Friday.");
    expect(c.card().body).toStartWith("Hello Maria,");
    expect(c.card().title).toBe("WMS comparison by Friday");
  });

  it("«…, что я пришлю ей сравнение WMS до пятницы» says «Вам» to Мария and greets her by name", async () => {
    const c = await chat();
    await c.send("напиши письмо Марии Ивановой, что я пришлю ей сравнение WMS до пятницы");
    expect(c.card().body).toContain("Я пришлю Вам сравнение WMS до пятницы.");
    expect(c.card().body).toStartWith("Добрый день, Мария!");
  });

  it("«ей» in a letter to a man is someone else and stays", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что я передам ей отчёт завтра");
    expect(c.card().body).toContain("Я передам ей отчёт завтра.");
  });

  it("the subject is what the letter is about, not its whole first sentence", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что отчёт по сайту получила, спасибо, посмотрю до пятницы");
    expect(c.card().title).toBe("Отчёт по сайту");
    expect(c.card().body).toStartWith("Добрый день, Дмитрий!");
  });

  it("a reply to the office manager greets without a role for a name and shows whom it goes to", async () => {
    const c = await chat();
    await c.send("ответь офис-менеджеру, что приду на корпоратив");
    expect(c.card().body).toStartWith("Здравствуйте!");
    expect(c.card().to).toContain("office@severveter.ru");
    expect(await c.page()).toContain("Кому:");
  });
});
