import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Session 50, the lead's Chromium walk. An admin uploaded a bowling centre's staff rules with a pay table (.docx), the
// safety instruction (.pdf), the service standards with a price table (.md), a till-and-bar memo (.txt) and a contacts
// table (.html) to an empty app (tests/fixtures/lead50); a new bartender asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead50/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead50/own/moi-grafik.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a need for a thing no skill names is no question between skills", () => {
  // «мне нужна новая футболка форменная» was asked «еженедельный отчёт, юнит-экономика или план вывода продукта?»: two of the
  // platform skills' heads hold «новый» (a new product), a modifier, not the thing needed, which no skill names.
  it("«мне нужна новая футболка форменная» is answered from the staff rules, not asked which skill", async () => {
    const r = await ask("мне нужна новая футболка форменная");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("футболк");
  });
  it("«нужна новая клавиатура» asks no question between skills either", async () => {
    expect((await ask("нужна новая клавиатура")).outcome).not.toBe("clarify");
  });
});

describe("a part of the day meets a price row's span of hours", () => {
  // «сколько стоит час игры вечером в субботу» asserted the shifts' «вечерняя — с 19:00…» and the «12:00–17:00» row: the row
  // «17:00–02:00» runs through the evening, though neither of its ends is in it.
  it("«сколько стоит час игры вечером в субботу» gives the 17:00–02:00 row's weekend price", async () => {
    const a = (await ask("сколько стоит час игры вечером в субботу")).answer.content;
    expect(a).toContain("2 600");
    expect(a).not.toContain("1 200");
    expect(a).not.toContain("вечерняя");
  });
  it("«сколько стоит час игры в будни днём» still gives both weekday prices", async () => {
    const a = (await ask("сколько стоит час игры в будни днём")).answer.content;
    expect(a).toContain("1 200");
  });
});

describe("the person's own shifts at the hours they say", () => {
  // «сколько я заработаю за декабрь если смена 7 часов» with «Мой график на декабрь (бармен Аня Лебедева)» attached was asked
  // which position she holds: the figure the question gave (the shift's length) stopped the own-schedule sum.
  it("works out five shifts × 7 hours × the bartender's 280", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("сколько я заработаю за декабрь если смена 7 часов");
    expect(a).toContain("5 × 7 × 280 = 9800");
  });
});

describe("what a post earns is its wage, as the pay table states it", () => {
  // «сколько получает админ» hedged over the best employee's «получает премию 5 000 рублей», and «сколько получает
  // администратор» asserted «администратор … может предложить бесплатные полчаса игры»: the verb of earning said of a post
  // asks its wage (text/wage-asked.ts), so no other sentence of the administrator is asserted. The pay table's row («Ставка в
  // час: 320 руб.») is still not found: reading «Ставка в час» as the wage's size answered it, but took the second pay date
  // from an English pay-day question (road h28c) — taken back out before the session's end.
  it.failing("«сколько получает админ» gives the administrator's 320 an hour", async () => {
    const a = (await ask("сколько получает админ")).answer.content;
    expect(a).toContain("320");
  });
  it("«сколько получает администратор» asserts no guest-complaint sentence", async () => {
    const a = (await ask("сколько получает администратор")).answer.content;
    expect(a).not.toContain("недоволен");
    expect(a).not.toContain("полчаса");
  });
});

describe("sums and letters asked in everyday words", () => {
  // «посчитай сколько будет 15% от 2600» was asked «КБЖУ-счётчик, юнит-экономика или анализ бюджета?»: the command before the
  // question hid the sum.
  it("«посчитай сколько будет 15% от 2600» is 390", async () => {
    const r = await ask("посчитай сколько будет 15% от 2600");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("390");
  });
  // «напиши ответ клиенту который жаловался на грязную обувь» said «Не нашёл письмо, на которое нужно ответить»: the customer
  // is described, not named, and the complaint told as a thing after «жаловался на».
  it("«напиши ответ клиенту который жаловался на грязную обувь» drafts an apology for the dirty shoes", async () => {
    const r = await (await freshChats({ docs: DOCS, tools: true }))("напиши ответ клиенту который жаловался на грязную обувь");
    const draft = (r.answer.meta.draft ?? r.cards[0]?.result) as { body?: string } | undefined;
    expect(draft?.body ?? "").toContain("грязную обувь");
    expect(r.answer.content).not.toContain("Не нашёл письмо");
  });
});

describe("of a contact table's rows, the one holding more of the message is the one asked", () => {
  // «телефон старшего администратора» gave the senior administrator's row and the system administrator's beside it.
  it("«телефон старшего администратора» names Олег Пахомов alone", async () => {
    const a = (await ask("телефон старшего администратора")).answer.content;
    expect(a).toContain("+7 912 400-11-22");
    expect(a).not.toContain("Лаптев");
  });
  it("«какие ставки у бармена и администратора» keeps both rows", async () => {
    const a = (await ask("какие ставки у бармена и администратора")).answer.content;
    expect(a).toContain("280");
    expect(a).toContain("320");
  });
});
