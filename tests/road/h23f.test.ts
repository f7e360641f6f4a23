import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { DEFAULT_ZONE, dateInZone } from "../../src/tools/time.ts";

// Walks 22a/22b (session 23, helper f): sums asked in plain words, letter drafts (a complaint reply, a nickname, a
// correction of the draft just made) and a personal attachment asked about in the same chat.

const digits = (s: string) => s.replace(/[\s\u00a0\u202f,]/gu, "");

// Walk 22a #133: «how much is 15% of 45000?» was refused with «Please ask: training@»; «посчитай 12% от 80 тыс» got
// «свободную беседу я не веду». The README promises plain arithmetic.
describe("a percentage asked in plain words", () => {
  const cases: [string, "ru" | "en", string][] = [
    ["how much is 15% of 45000?", "en", "6750"],
    ["посчитай 12% от 80 тыс", "ru", "9600"],
    ["сколько будет 3% от 2 млн", "ru", "60000"],
    ["what's 20 percent of 3,500?", "en", "700"],
    ["сколько 15 процентов от 45 000?", "ru", "6750"],
  ];
  for (const [said, lang, value] of cases) {
    it(`«${said}» is computed as ${value}`, async () => {
      const r = await (await freshChats({ lang }))(said);
      expect(digits(r.answer.content)).toContain(`=${value}`);
      expect(r.answer.content).not.toMatch(/@|В документах|documents/u);
    });
  }
  it("«how much is the taxi to the airport?» is still no sum", async () => {
    const r = await (await freshChats({ lang: "en" }))("how much is the taxi to the airport?");
    expect(r.answer.content).not.toMatch(/^=/u);
  });
});

type Draft = { tool: string; result: { kind?: string; body?: string; to?: string; title?: string } };
const draftOf = (m: { meta: Record<string, unknown> }) => ((m.meta.tools as Draft[] | undefined) ?? []).find((c) => c.result.kind === "draft")?.result;

// Walk 22b #15 (21c#20): «…, пообещай довезти завтра» was copied into the letter as «Пообещай довезти завтра.»: an
// instruction to the assistant; the letter makes the promise itself.
describe("a complaint reply makes the promise it was told to make", () => {
  const cases: [string, "ru" | "en", RegExp, RegExp][] = [
    ["ответь клиенту на жалобу: заказ пришёл не полностью, не хватает двух коробок, пообещай довезти завтра", "ru", /Обещаем довезти завтра/u, /Пообещай/u],
    ["ответь на жалобу покупателя: стол привезли со сколом, пообещайте заменить столешницу за свой счёт", "ru", /Обещаем заменить столешницу за свой счёт/u, /Пообещайте/u],
    ["reply to a customer complaint: the sofa came with a torn cover, promise them a new cover by Friday", "en", /We promise you a new cover by Friday/u, /Promise them/u],
    ["answer a guest's complaint: the room was not cleaned, tell them that we will clean it first thing tomorrow", "en", /we will clean it first thing tomorrow/iu, /Tell them/u],
  ];
  for (const [said, lang, made, copied] of cases) {
    it(`«${said}» says «${made.source}» in the letter, not the instruction`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      const body = draftOf(r.answer)?.body ?? "";
      expect(body).toMatch(made);
      expect(body).not.toMatch(copied);
    });
  }
});

// Walk 22a #77: «напиши письмо Кате Смирновой, что…» gave «Кому: Ката Смирнова» and «Добрый день, Ката!». An everyday
// name is the person's: in the nominative as people write it, and the mailbox's one sender it stands for when there is one.
describe("a letter to someone named by an everyday name", () => {
  const cases: [string, "ru" | "en", string, string][] = [
    ["напиши письмо Кате Смирновой, что я прошу поменяться с ней сменой: её суббота 13 декабря на мою пятницу 12 декабря", "ru", "Катя Смирнова", "Добрый день, Катя!"],
    ["напиши Сане Козлову, что завтрашняя планёрка переносится на 11", "ru", "Саня Козлов", "Добрый день, Саня!"],
    ["напиши Диме, что отчёт будет к вечеру", "en", "d.sokolov@severveter.ru", "Дмитрий"],
    ["черкни Машеньке пару строк: спасибо за сводку", "ru", "m.ivanova@severveter.ru", "Мария"],
  ];
  for (const [said, lang, to, hello] of cases) {
    it(`«${said}» goes to «${to}» and greets «${hello}»`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      const draft = draftOf(r.answer)!;
      expect(draft.to).toContain(to);
      expect(draft.body).toContain(hello);
    });
  }
});

// Walk 22a #78: «поправь: не 12, а 11 декабря» right after the letter got «свободную беседу я не веду», and the draft kept 12.
describe("a figure in the letter just drafted corrected in words", () => {
  const cases: [string, string, "ru" | "en", string, RegExp][] = [
    ["напиши письмо Кате Смирновой, что я прошу поменяться с ней сменой: её суббота 13 декабря на мою пятницу 12 декабря", "поправь: не 12, а 11 декабря", "ru", "пятницу 11 декабря", /12 декабря|декабря декабря/u],
    ["напиши Марии Ивановой, что отчёт пришлю 12 декабря", "исправь дату: не 12, а 15", "ru", "15 декабря", /12 декабря/u],
    ["write to Dmitry Sokolov that I'll send the report by December 12", "fix it: not 12 but 15", "en", "December 15", /December 12/u],
    ["напиши Игорю Петрову, что пришлём оплату 15 декабря", "ой, там не 15, а 16", "ru", "16 декабря", /15 декабря/u],
  ];
  for (const [asked, fix, lang, now, gone] of cases) {
    it(`«${fix}» changes the draft on screen to «${now}»`, async () => {
      const send = await sameChat({ lang, tools: true });
      const { stored } = await send(asked);
      const { m } = await send(fix);
      expect(m.content).not.toMatch(/свободную беседу|free conversation/u);
      const draft = draftOf(stored());
      const body = draft?.body ?? "";
      expect(body).toContain(now);
      expect(body).not.toMatch(gone);
      // The subject says what the body says: a figure corrected there is corrected in it too.
      expect(draft?.title ?? "").not.toMatch(gone);
    });
  }
});

// Walk 22a #87–88: with her schedule attached, «вот мой график, во сколько я сегодня заканчиваю?» and «а кто мой наставник?»
// showed an empty calendar twice; the file said «3 декабря … 16:30–00:30» and «Наставник: Людмила Орлова». The file stays hers.
describe("the person's own schedule attached in the chat answers their own day", () => {
  const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
  const fixture = (name: string) => readFileSync(resolve(import.meta.dir, `../fixtures/h23f/${name}`));
  const today = dateInZone(Date.now(), DEFAULT_ZONE);
  // The file's «3 декабря» is today only on the walk's day; the test writes today's date into it.
  const dated = (text: string, lang: "ru" | "en") => {
    const [, m, d] = today.split("-").map(Number);
    const ru = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"][m! - 1]!;
    const en = new Date(`${today}T12:00:00Z`).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
    return lang === "ru" ? text.replace("3 декабря", `${d} ${ru}`) : text.replace("3 December", `${d} ${en}`);
  };
  async function chatWithFile(lang: "ru" | "en", name: string, withFirst?: string) {
    const { app, services } = await webApp();
    await seedSamples(services, CINEMA);
    const p = person(app);
    if (lang === "en") await p.get("/?lang=en");
    const id = await newChatId(p);
    const file = new File([dated(fixture(name).toString("utf8"), lang)], name, { type: "text/plain" });
    if (!withFirst) await (await p.post(`/c/${id}/messages`, form({ text: "", file }))).text();
    let attached = !withFirst;
    const ask = async (text: string) => {
      await (await p.post(`/c/${id}/messages`, form(attached ? { text } : { text, file }))).text();
      attached = true;
      return services.chats.messages(id).at(-1)!;
    };
    return { app, ask, services };
  }
  it("«вот мой график, во сколько я сегодня заканчиваю?» then «а кто мой наставник?» answer from the file, cited", async () => {
    const { ask } = await chatWithFile("ru", "moi-grafik-dekabr.txt");
    const end = await ask("вот мой график, во сколько я сегодня заканчиваю?");
    expect(end.content).toContain("16:30–00:30");
    expect(end.content).toMatch(/\[1\]/u);
    expect(end.content).not.toMatch(/В календаре/u);
    const mentor = await ask("а кто мой наставник?");
    expect(mentor.content).toContain("Людмила Орлова");
  });
  it("the file sent with the question: «прикрепила свой график — во сколько у меня сегодня смена заканчивается?»", async () => {
    const { ask } = await chatWithFile("ru", "moi-grafik-dekabr.txt", "first");
    const end = await ask("прикрепила свой график — во сколько у меня сегодня смена заканчивается?");
    expect(end.content).toContain("00:30");
    expect(end.content).not.toMatch(/В календаре/u);
  });
  // Fails since session 23's merge (passed on h23f's branch): the company's shift rules now answer before the file. Left open.
  it("English UI: «here's my schedule, what time do I finish today?» answers from the file", async () => {
    const { ask } = await chatWithFile("en", "my-december-schedule.txt");
    const end = await ask("here's my schedule, what time do I finish today?");
    expect(end.content).toContain("16:30–00:30");
    expect(end.content).not.toMatch(/Nothing in the calendar/u);
  });
  it("a calendar asked for by name stays the calendar, file or not", async () => {
    const { ask } = await chatWithFile("ru", "moi-grafik-dekabr.txt");
    const cal = await ask("что у меня сегодня в календаре?");
    expect(((cal.meta.tools as { tool: string }[] | undefined) ?? []).map((t) => t.tool)).toContain("calendar_search");
  });
  it("nobody else's chat reads it: another person asking the same gets no shift and no mentor", async () => {
    const { app, ask, services } = await chatWithFile("ru", "moi-grafik-dekabr.txt");
    await ask("вот мой график, во сколько я сегодня заканчиваю?");
    const other = person(app);
    const id = await newChatId(other);
    for (const q of ["во сколько я сегодня заканчиваю?", "а кто мой наставник?"]) {
      await (await other.post(`/c/${id}/messages`, form({ text: q }))).text();
      const a = services.chats.messages(id).at(-1)!.content;
      expect(a).not.toContain("16:30–00:30");
      expect(a).not.toContain("Людмила Орлова");
    }
  });
});

// Walk 22b #11: «write a reply to a customer who's upset that their order arrived two weeks late, offer a 15% discount»
// drafted a reply to Игорь Петров's cartridge contract letter. A customer described is no sender of the mailbox: the reply
// is a complaint reply to that customer.
describe("a reply to a customer described, not named", () => {
  const cases: [string, "ru" | "en", RegExp, RegExp][] = [
    ["write a reply to a customer who's upset that their order arrived two weeks late, offer a 15% discount", "en", /sorry that your order arrived two weeks late/u, /15% discount/u],
    ["ответь покупателю, который злится, что доставка задержалась на неделю, предложи скидку 10%", "ru", /жаль, что доставка задержалась на неделю/u, /Предлагаем скидку 10%/u],
    ["write back to a client who is angry that the invoice was wrong, offer to reissue it today", "en", /sorry that the invoice was wrong/u, /reissue it today/u],
  ];
  for (const [said, lang, sorry, offer] of cases) {
    it(`«${said}» apologises to the customer and offers what was said, answering no letter of the mailbox`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      const draft = draftOf(r.answer)!;
      expect(draft.title ?? "").not.toMatch(/Договор|картридж/u);
      expect(draft.to ?? "").not.toContain("@");
      expect(draft.body).toMatch(sorry);
      expect(draft.body).toMatch(offer);
    });
  }
});
