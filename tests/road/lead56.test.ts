import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 56: what the lead's walk 55 (a translation bureau, tests/fixtures/lead55) left, asked again by a new translator.
const docs = resolve(import.meta.dir, "../fixtures/lead55/docs");
const bureau = freshChats({ docs });
const ask = async (q: string) => (await bureau)(q);
// With the tools' sample data, as the app runs them: the page's figures and the ad revenue are there to be run.
const withTools = freshChats({ docs, tools: true });
const run = async (q: string) => (await withTools)(q);
const HEDGE = /нет точного ответа|нет ответа/;

describe("where a thing is, asked of a thing every passage names", () => {
  // «где находится нотариус» was hedged over «…едет к нотариусу Петровой Е. Н. (ул. Садовая, 12, офис 3).»: the notary is
  // named all over the notary procedure, so the anchor was «common»; a place asked, like a figure asked, makes the question
  // specific where the sentence gives the place of that thing.
  it("«где находится нотариус» gives the address", async () => {
    const a = (await ask("где находится нотариус")).answer.content;
    expect(a).toContain("ул. Садовая, 12, офис 3");
    expect(a).not.toMatch(HEDGE);
  });
  it("«где сидит нотариус» (a verb of position) gives the address", async () => {
    const a = (await ask("где сидит нотариус")).answer.content;
    expect(a).toContain("ул. Садовая, 12, офис 3");
    expect(a).not.toMatch(HEDGE);
  });
  it("«где сидит нотариус и когда принимает» gives both the address and the hours", async () => {
    const a = (await ask("где сидит нотариус и когда принимает")).answer.content;
    expect(a).toContain("ул. Садовая, 12");
    expect(a).toContain("с 11:00 до 16:00");
    expect(a).not.toMatch(HEDGE);
  });
  it("a place no document gives is still not asserted: «где парковка для сотрудников»", async () => {
    const a = (await ask("где парковка для сотрудников")).answer.content;
    expect(a).toMatch(HEDGE);
  });
});

describe("the working hours asked in English (left: a trade)", () => {
  // «what are the working hours?» was refused: «working hours» met only the thesaurus's schedule group, and the rules say
  // «Рабочий день … с 9:30 до 18:30» under «Рабочее время». A bilingual group «рабочий workinghours workhours workingday»
  // (Oxford Russian Dictionary) answered both, but gave «рабочий» a concept every Russian text holding it carries in the
  // weight-free index: one blind resort question, hedged before, was asserted without its facts (session 56).
  it.failing("«when does the working day start?» gives the working day's hours", async () => {
    expect((await ask("when does the working day start?")).answer.content).toContain("9:30");
  });
  it.failing("«what are the working hours?» gives the working day's hours", async () => {
    const a = (await ask("what are the working hours?")).answer.content;
    expect(a).toContain("9:30");
    expect(a).toContain("18:30");
  });
});

describe("a text's pages are no page of the person's", () => {
  // «посчитай сколько знаков в 20 страницах» ran the person's page figures on «страницах» (a translator asks of a text's
  // pages; the rules say «Учётная страница — 1 800 знаков с пробелами»).
  it("«сколько знаков в 20 страницах» is asked of the documents, not of the page's figures", async () => {
    const r = await run("сколько знаков в 20 страницах");
    expect(r.tools).not.toContain("page_stats");
    expect(r.answer.content).toContain("1 800 знаков");
  });
  it("«статистика моей страницы за месяц» still shows the page's figures", async () => {
    expect((await run("статистика моей страницы за месяц")).tools).toContain("page_stats");
  });
});

describe("a count of pages and a person's earnings run no figures", () => {
  it("«заказ на 40 страниц к завтра, кто делает» shows no page figures", async () => {
    expect((await run("заказ на 40 страниц к завтра, кто делает")).tools).not.toContain("page_stats");
  });
  // «how much does a Chinese translator earn?» ran the ad revenue on «earn»: a person's pay is the documents' matter (their
  // Russian pay table is out of an English question's reach: «translator», a trade word, is in no bilingual group).
  it("«how much does a Chinese translator earn?» is asked of the documents, not of the ad revenue", async () => {
    const r = await run("how much does a Chinese translator earn?");
    expect(r.tools).not.toContain("ad_revenue");
    expect(r.answer.content).not.toContain("карточке");
  });
  it("«how much did we earn from ads last month» still shows the revenue", async () => {
    expect((await run("how much did we earn from ads last month")).tools).toContain("ad_revenue");
  });
});

describe("a chatbot named by its brand", () => {
  // «можно ли использовать chatgpt для перевода» was refused naming «chatgpt»: the rules forbid «чат-боты», which a brand is.
  it("«можно ли использовать chatgpt для перевода» gets the rule on chatbots", async () => {
    expect((await ask("можно ли использовать chatgpt для перевода")).answer.content).toContain("онлайн-переводчики и чат-боты");
  });
  // Left: searched with the kind's names the documents do not hold («нейросеть», «chatbot») the score thins below the floor;
  // searching only the held ones sent «мышка не работает» to the equipment issue rule instead of IT (road h33h).
  it.failing("«можно пользоваться deepseek» gets it too", async () => {
    expect((await ask("можно пользоваться deepseek")).answer.content).toContain("онлайн-переводчики и чат-боты");
  });
});
