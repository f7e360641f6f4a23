import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 20a: a kindergarten network's own documents, the samples removed (no sample mail, calendar or metrics). The
// contacts document lists the methodologist: «Старший воспитатель (методист) | Лаптева Анна Михайловна | … | metod@solkrug-ekb.ru».
const DOCS = resolve(import.meta.dir, "../fixtures/walk20a/docs");

interface Card { draftId: string; title: string; body: string; to?: string; toKnown?: boolean; status?: string; kind?: string }

/** One chat over the walk's documents alone, as the browser sends it; the draft cards its answers carry. */
async function kindergarten(lang?: "ru" | "en") {
  const send = await sameChat({ docs: DOCS, lang });
  const cards = (m: { meta: Record<string, unknown> }) => ((m.meta.tools ?? []) as { tool: string; result: Card }[]);
  return Object.assign(send, { cards });
}

describe("a new letter asked for in English is drafted, as in Russian (walk 20a #6, b7#7)", () => {
  it("«draft a short email to the methodologist saying I will be 15 minutes late on Monday» shows a letter draft, no mail search", async () => {
    const send = await kindergarten("en");
    const { m, d } = await send("draft a short email to the methodologist saying I will be 15 minutes late on Monday");
    expect(JSON.parse(String(d.tools)).map((t: { name: string }) => t.name)).toEqual(["mail_reply_draft"]);
    const card = send.cards(m).map((c) => c.result).find((r) => r.kind === "draft")!;
    expect(card).toBeDefined();
    expect(card.body).toContain("15 minutes late on Monday");
    expect(m.content).not.toMatch(/Messages found|no letters/i);
  });

  it("«write an email to the methodologist that …» and «draft an email to …» are letters too", async () => {
    for (const text of ["write an email to the methodologist that I will be late on Monday", "draft an email to the head of the kindergarten saying I am ill today"]) {
      const send = await kindergarten("en");
      const { d } = await send(text);
      expect({ text, tools: JSON.parse(String(d.tools)).map((t: { name: string }) => t.name) }).toEqual({ text, tools: ["mail_reply_draft"] });
    }
  });
});

describe("a draft on screen is called off in words (walk 20a #6, b8#2)", () => {
  const drafted = async () => {
    const send = await kindergarten();
    const first = await send("напиши письмо методисту, что я опоздаю на 15 минут в понедельник");
    const card = send.cards(first.m).map((c) => c.result).find((r) => r.kind === "draft")!;
    expect(card).toBeDefined();
    return { send, card };
  };

  it("«ой нет, передумала, не надо письмо» cancels the draft and searches no mail", async () => {
    const { send, card } = await drafted();
    const { m, d } = await send("ой нет, передумала, не надо письмо");
    expect(d.cancelled_draft ?? JSON.parse(String(d.reasons)).join(" ")).toMatch(/cancelled in words/);
    expect(String(d.tools)).not.toContain("mail_search");
    expect(m.content).not.toMatch(/Найдено писем|нет ни одного письма/);
    expect(send.services.drafts.get(card.draftId)!.status).toBe("cancelled");
  });

  for (const words of ["не надо письмо", "нет, не нужно это письмо", "передумала, письмо не надо"]) {
    it(`«${words}» cancels it too`, async () => {
      const { send, card } = await drafted();
      await send(words);
      expect(send.services.drafts.get(card.draftId)!.status).toBe("cancelled");
    });
  }

  it("the routing log knows the draft is on screen on the next turn (state «draftShown» was false)", async () => {
    const { send } = await drafted();
    const { d } = await send("а сколько дней отпуска у воспитателя?");
    expect(JSON.parse(String(d.state)).draftShown).toBe(true);
  });
});

describe("a role the mailbox does not know is addressed from the contacts table (walk 20a #6, low)", () => {
  it("«напиши письмо методисту, что…» fills «Кому» with metod@… and says which document gave it", async () => {
    const send = await kindergarten();
    const { m } = await send("напиши письмо методисту, что я опоздаю на 15 минут в понедельник");
    const card = send.cards(m).map((c) => c.result).find((r) => r.kind === "draft")!;
    expect(card.to).toContain("metod@solkrug-ekb.ru");
    expect(card.toKnown).toBe(true);
    expect(m.content).toContain("«kontakty-i-it.md»");
  });

  // Session 44: no row names «бухгалтер» alone (the table's is «Главный бухгалтер»), but the fees page says «решает бухгалтер
  // Ирина Павловна Зуева (buh@…)» and the sick-leave rules «сообщить бухгалтеру Ирине Павловне Зуевой по email buh@…»: the
  // documents name one person so, whose address the card now takes (lead's walk 44 left «юристу» empty the same way).
  it("a role no row names alone («бухгалтеру») takes the one person the documents call so", async () => {
    const send = await kindergarten();
    const { m } = await send("напиши бухгалтеру, что больничный закрыт");
    const card = send.cards(m).map((c) => c.result).find((r) => r.kind === "draft")!;
    expect(card.toKnown).toBe(true);
    expect(card.to).toContain("buh@solkrug-ekb.ru");
  });
});

// The samples removed: no mail, calendar, metrics or catalogue to search. A tool with nothing to search says nothing.
describe("no stray tool output once only the company's documents are left (walk 20a #9)", () => {
  it("EN «can I post lesson photos on my instagram» is the documents' answer, with no «No data for your page» above it", async () => {
    const send = await kindergarten("en");
    const { m } = await send("can I post lesson photos on my instagram");
    expect(m.content).not.toMatch(/No data for your page|Нет данных/);
    expect(m.content).toMatch(/Photos of lessons go only to the parents' app/);
    expect(send.cards(m).map((c) => c.tool)).not.toContain("page_stats");
  });

  it("«Фёдорова Валентина Петровна телефон» asks for a person's phone: no «Товаров: 0», the documents' refusal", async () => {
    const send = await kindergarten();
    const { m } = await send("Фёдорова Валентина Петровна телефон");
    expect(m.content).not.toMatch(/товар/i);
    expect(send.cards(m).map((c) => c.tool)).not.toContain("product_search");
    expect(m.content).toMatch(/В документах компании нет ответа[^]*Обратитесь/);
  });
});

describe("a question about «this file» when no file is attached (walk 20a #15)", () => {
  const chatWith = async (lang?: "en") => {
    const { form, newChatId, person } = await import("../web/helpers.ts");
    const send = await kindergarten(lang);
    const p = person((await import("../../src/app.ts")).createApp(send.services));
    await p.get(lang ? `/?lang=${lang}` : "/");
    const chatId = await newChatId(p);
    const post = async (fields: Record<string, string | File>) => (await p.post(`/c/${chatId}/messages`, form(fields))).text();
    const last = () => send.services.chats.messages(chatId).at(-1)!;
    return { post, last };
  };

  it("after an empty file was refused, «что в этом файле?» says no file is attached, not a sick-leave sentence", async () => {
    const c = await chatWith();
    await c.post({ text: "", file: new File([""], "empty.txt", { type: "text/plain" }) });
    await c.post({ text: "что в этом файле?" });
    expect(c.last().role).toBe("assistant");
    expect(c.last().content).toMatch(/нет прикреплённого файла/);
    expect(c.last().content).not.toMatch(/больнич|заболев/i);
  });

  it("a refused .exe and the question in the same message get the same answer", async () => {
    const c = await chatWith();
    const body = await c.post({ text: "что в этом файле?", file: new File(["MZ"], "virus.exe", { type: "application/octet-stream" }) });
    expect(body).toContain("не прикреплён");
    expect(c.last().content).toMatch(/нет прикреплённого файла/);
  });

  it("in English: «what's in this file?» says so in English", async () => {
    const c = await chatWith("en");
    await c.post({ text: "what's in this file?" });
    expect(c.last().content).toMatch(/no file attached/i);
  });

  it("with a file attached the question is the file's", async () => {
    const c = await chatWith();
    await c.post({ text: "", file: new File(["Моя группа — «Капитошка».\n\nМой наставник — Зарема."], "moe.txt", { type: "text/plain" }) });
    await c.post({ text: "что в этом файле?" });
    expect(c.last().content).not.toMatch(/нет прикреплённого файла/);
  });
});

// Walk 20a (left by h20d): «код шкафчика 4719 чей?» and «переведи на английский: …» got the introduction. A question about
// something concrete gets the documents' refusal naming whom to ask; a translation is said to need a model.
describe("concrete questions and translation requests are not small talk", () => {
  const KG = resolve(import.meta.dir, "../fixtures/walk20a/docs");
  it("«код шкафчика 4719 чей?» gets the documents' refusal, not the introduction", async () => {
    const r = await (await freshChats({ docs: KG }))("код шкафчика 4719 чей?");
    expect(r.answer.content).not.toContain("Я ассистент компании");
    expect(r.answer.content).toContain("нет ответа");
  });

  it("«переведи на английский: дети сегодня хорошо поели» says translating needs a model", async () => {
    const r = await (await freshChats({ docs: KG }))("переведи на английский: дети сегодня хорошо поели");
    expect(r.answer.content).toContain("Переводить");
    expect(r.answer.content).not.toContain("Я ассистент компании");
  });

  it("«translate this into English: …» in the English UI says so in English", async () => {
    const r = await (await freshChats({ docs: KG, lang: "en" }))("translate this into English: дети сегодня хорошо поели");
    expect(r.answer.content).toContain("cannot translate");
  });
});
