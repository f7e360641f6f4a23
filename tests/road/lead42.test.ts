import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 42, the lead's Chromium walk. An admin uploaded a travel agency's staff rules (a .docx with a bonus table,
// built by tests/fixtures/lead42/mk.py), a booking memo (.md: prepayment, visas, cancellation table, contacts), an
// insurance memo (.txt) and the offices' page (.html), and removed the samples; a new tour manager asked in their words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead42/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a company question about a sale is no tool's", () => {
  // «если продал туров на 200 тысяч комиссии какой процент» answered «Укажите цену, за которую хотите продать.»
  it("«если продал туров на 200 тысяч комиссии какой процент» gives the bonus table's row", async () => {
    const r = await ask("если продал туров на 200 тысяч комиссии какой процент");
    expect(r.answer.content).not.toContain("Укажите цену");
    expect(r.answer.content).toContain("15%");
  });
});

describe("whose trouble the question names", () => {
  // «у туриста в турции заболел живот что делать» was answered with the staff's sick-leave rule («О болезни сообщают
  // старшему менеджеру…»), asserted with [1]; the insurance memo says what a tourist abroad does.
  it("«у туриста в турции заболел живот что делать» is not answered with the staff's sick leave", async () => {
    const r = await ask("у туриста в турции заболел живот что делать");
    expect(r.answer.content).not.toContain("больничный лист");
  });
  it("«турист заболел за границей, что делать» shows the tourist's insured event", async () => {
    const r = await ask("турист заболел за границей, что делать");
    expect(r.answer.content).not.toContain("больничный лист");
    expect(r.answer.content).toContain("звонит в сервисную компанию");
  });
});

describe("a figure asked falls in one row's range", () => {
  // «клиент отменяет тур за 20 дней до вылета сколько удержат» listed the «более 30 дней» row beside «от 15 до 30 дней».
  it("20 days before departure gives the 15–30 days row alone", async () => {
    const r = await ask("клиент отменяет тур за 20 дней до вылета сколько удержат");
    expect(r.answer.content).toContain("25%");
    expect(r.answer.content).not.toMatch(/(?<!2)5% стоимости тура/);
    expect(r.answer.content).not.toContain("более 30 дней");
  });
});

describe("the sentence that says the asked verb", () => {
  // «как считается премия» hedged «Про «считается» в найденном ничего не сказано» over the table's first row, though
  // «Премия считается от комиссии агентства по проданным турам:» stands right above the table.
  it("«как считается премия» answers with the rule and its table", async () => {
    const r = await ask("как считается премия");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("от комиссии агентства");
  });
  // «как оформить аннуляцию» hedged on «оформить» over «Заявление на аннуляцию турист пишет в офисе или присылает скан».
  // Reading «оформить» as a support verb answered it, and also «можно ли оформить страховку мужу и дочке?» by the personal
  // data list with the insurance rules out (dev's leave-one-out): left until a how-to frame can tell the two apart.
  it.failing("«как оформить аннуляцию» gives the cancellation statement rule", async () => {
    const r = await ask("как оформить аннуляцию");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("Заявление на аннуляцию");
  });
});

describe("words of one root across their forms", () => {
  // «где припарковаться» was refused beside «Парковка для сотрудников есть только у центрального офиса».
  it("«где припарковаться» gives the staff parking", async () => {
    const r = await ask("где припарковаться");
    expect(r.answer.content).toContain("у центрального офиса");
  });
  // «а летом?» after «когда можно взять отпуск» offered «Детям до 2 лет страховку…»: «лет» is «год»'s plural, not «лето».
  it("«а летом?» never offers «до 2 лет» as related to summer", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("когда можно взять отпуск");
    const { m } = await chat("а летом?");
    expect(m.content).not.toContain("Детям до 2 лет");
  });
  // The rule writes the summer as its months: «с 1 июня по 31 августа … отпуск не предоставляется».
  it("«можно ли летом в отпуск» gives the high season's months", async () => {
    const r = await ask("можно ли летом в отпуск");
    expect(r.answer.content).toContain("с 1 июня по 31 августа");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });
});

describe("a working pattern is a schedule's figure", () => {
  // «какой у меня будет график работы» hedged over «Менеджер работает по графику 2 через 2…»: a rotation was no span of
  // hours, and «графику» stood inside «по графику».
  it("«какой у меня будет график работы» gives «2 через 2»", async () => {
    const r = await ask("какой у меня будет график работы");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("2 через 2");
  });
});

describe("the price of a paperwork asked is the thing's price", () => {
  // «сколько стоит оформление визы у нас» hedged on «оформление» and showed the 30-days rule without the fee.
  it("«сколько стоит оформление визы у нас» gives the agency's fee", async () => {
    const r = await ask("сколько стоит оформление визы у нас");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("2 500 руб");
  });
  // «ребенку 1 год страховка платная?» hedged «Про «платная», «год» … ничего не сказано» over «Детям до 2 лет…».
  it("«ребенку 1 год страховка платная?» gives the under-2 rule", async () => {
    const r = await ask("ребенку 1 год страховка платная?");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("бесплатно");
  });
});

describe("a client's wish told is the company's rules' matter, not a skill's", () => {
  // «клиент хочет платить частями» asked «Уточните, что нужно: «анализ отзывов клиентов», «частые вопросы (FAQ)» или
  // «ответ на жалобу клиента»?»: «клиент» alone bunched three customer skills.
  it.failing("«клиент хочет платить частями» offers no skills and shows the prepayment rule", async () => {
    const r = await ask("клиент хочет платить частями");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("предоплату 50%");
  });
});

describe("a sentence that only names the post asked about", () => {
  // «как стать старшим менеджером» was answered «Новый сотрудник … проходит обучение у старшего менеджера…» [1]: the training
  // rule names the senior manager and says nothing of becoming one.
  it("«как стать старшим менеджером» is not answered with the training rule", async () => {
    const r = await ask("как стать старшим менеджером");
    expect(r.answer.content).not.toMatch(/проходит обучение у старшего менеджера[^»]*\[1\]/);
  });
});
