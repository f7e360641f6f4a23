import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 56, helper h56c's blind walk (a tester who had not read the code): a chain of three cinemas' staff documents
// (tests/fixtures/pilot/walk56), asked by a new cashier, a shift lead and a part-time barman in Chromium.
const docs = resolve(import.meta.dir, "../fixtures/pilot/walk56/docs");
const cinema = freshChats({ docs, tools: true });
const ask = async (q: string) => (await cinema)(q);
const HEDGE = /нет точного ответа|нет ответа/;

describe("a pay question with its topic first enters no skill", () => {
  // «а кассиру за карту Маяк+ сколько платят» (a fresh chat's first message) entered the cash-flow forecast skill on «кассиру»,
  // «платят» and asked for «горизонт прогноза, текущий остаток денег и валюту»: four topic words before «сколько», and a «+».
  it("«а кассиру за карту Маяк+ сколько платят» gets the 15 roubles a card", async () => {
    const r = await ask("а кассиру за карту Маяк+ сколько платят");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("15 рублей");
  });
});

describe("whether one may do what no document names", () => {
  // «Можно сотрудникам курить на перерыве у входа?» was answered with the break rules: «курить», with the party asked for
  // («сотрудникам») between it and «можно», was dropped as phrasing. No document says anything of smoking.
  it("«Можно сотрудникам курить на перерыве у входа?» asserts no break rule as the answer", async () => {
    const a = (await ask("Можно сотрудникам курить на перерыве у входа?")).answer.content;
    expect(a).toMatch(HEDGE);
    expect(a).toContain("hr@mayak-cinema.ru");
  });
  it("«можно ли сотрудникам брать попкорн бесплатно» is still answered by the free popcorn rule", async () => {
    const a = (await ask("можно ли сотрудникам брать попкорн бесплатно")).answer.content;
    expect(a).toContain("один средний попкорн");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("who holds a post, asked of a place the documents name no holder for", () => {
  // «Кто управляющий в Маяк-Центр?» was answered with «Правила действуют для всех сотрудников ООО «Маяк Синема»: …«Маяк-Центр»…»
  // and «Старший смены подчиняется управляющему кинотеатром»: the capital of the place read as a person asked about, and the
  // company's name in «ёлочки» as a person named. The contacts table names the managers of the two other cinemas only.
  it("«Кто управляющий в Маяк-Центр?» is not answered", async () => {
    expect((await ask("Кто управляющий в Маяк-Центр?")).answer.content).toMatch(HEDGE);
  });
  it("«Кто управляющий в Маяк-Юг?» names the manager", async () => {
    expect((await ask("Кто управляющий в Маяк-Юг?")).answer.content).toContain("Наталья Кравец");
  });
});

describe("a message naming its own thing is no follow-up for its pronoun (left: a trade)", () => {
  // «гость забыл телефон в зале, куда его деть» after «а если фильм сломался и его не показывают?» was hedged with half the
  // found-things rule: «его» was read as pointing back, and the broken film's words were asked too. A fresh chat answered it.
  // A pronoun in an oblique case after a clause of three words or more naming a noun (not one counted by a number) read as
  // that noun's answered it, and made one blind car-wash follow-up, hedged before, asserted without its facts (session 56).
  it.failing("«гость забыл телефон в зале, куда его деть» after a question on a broken film gets the found-things rule", async () => {
    const say = await sameChat({ docs, tools: true });
    await say("Гость хочет вернуть билет за 10 минут до сеанса, можно?");
    await say("а если фильм сломался и его не показывают?");
    const a = (await say("гость забыл телефон в зале, куда его деть")).m.content;
    expect(a).toContain("в запертом ящике");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a rule naming whom with an address is no contacts line", () => {
  // «как часто повторный инструктаж» was refused: «Вводный инструктаж … проходит в первый рабочий день, его проводит инженер …
  // Дмитрий Лаптев (d.laptev@…)» was read as a contacts line («проходит», «проводит» not known as verbs), and «Повторный
  // инструктаж — раз в 6 месяцев» after it as that contact's matters, never quoted.
  it("«как часто повторный инструктаж» gets «раз в 6 месяцев»", async () => {
    const a = (await ask("как часто повторный инструктаж")).answer.content;
    expect(a).toContain("раз в 6 месяцев");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a day of rest is a day off", () => {
  // «у меня свадьба в мае, дадут выходные?» was hedged («Про «выходные» … ничего не сказано») quoting the very rule: «На
  // свадьбу… положено 3 оплачиваемых дня отдыха по заявлению».
  it("«у меня свадьба в мае, дадут выходные?» gets the 3 paid days", async () => {
    const a = (await ask("у меня свадьба в мае, дадут выходные?")).answer.content;
    expect(a).toContain("3 оплачиваемых дня отдыха");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a letter to a unit named by its matters in the directory", () => {
  // «Напиши в отдел кадров, что я хочу взять отпуск с 1 по 14 февраля» left «Кому» empty («адрес не нашёл в почте»): the
  // directory's row reads «Кадры, приём, увольнение, отпуск | Алина Гарипова… | hr@mayak-cinema.ru», no «отдел».
  const plain = freshChats({ docs });
  it("«Напиши в отдел кадров…» is addressed to hr@", async () => {
    const r = await (await plain)("Напиши в отдел кадров, что я хочу взять отпуск с 1 по 14 февраля");
    expect(String(r.cards[0]?.result.to)).toContain("hr@mayak-cinema.ru");
  });
  it("«напиши в службу безопасности…» is addressed to the security row, not to a rule naming fire safety", async () => {
    const r = await (await plain)("напиши в службу безопасности что дверь не закрывается");
    expect(String(r.cards[0]?.result.to)).toContain("s.volkov@mayak-cinema.ru");
  });
});

describe("a follow-up the documents do not answer quotes the matter it continues", () => {
  // «а в выходные?» after «Когда приезжает инкассация?» («…инкассация приезжает по вторникам и пятницам в 11:00») quoted the
  // pay rule «Если день выплаты приходится на выходной…» as possibly related.
  it("«а в выходные?» after the cash collection's days quotes those days, not the pay day rule", async () => {
    const say = await sameChat({ docs, tools: true });
    await say("Когда приезжает инкассация?");
    const a = (await say("а в выходные?")).m.content;
    expect(a).toContain("по вторникам и пятницам");
    expect(a).not.toContain("день выплаты");
  });
});

describe("a rule saying what follows a trouble answers it, not the contacts row", () => {
  // «Что делать если потеряла бейдж?» got the office manager's row («Пропуска, форма, канцелярия…»): the rule «Утерянный бейдж
  // восстанавливается бесплатно один раз в год, далее — за 300 рублей» says what follows the loss, in another form of its word.
  it("«Что делать если потеряла бейдж?» gets the replacement rule", async () => {
    const a = (await ask("Что делать если потеряла бейдж?")).answer.content;
    expect(a).toContain("далее — за 300 рублей");
  });
});
