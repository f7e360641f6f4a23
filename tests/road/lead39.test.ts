import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 39, the lead's Chromium walk. An admin uploaded a travel agency's rules for its sales managers as a PDF
// (tests/fixtures/lead39: reglament-kompas.source.html printed by mkpdf.ts) and removed the samples; a new manager then
// asked in their own words.
const RULES = resolve(import.meta.dir, "../fixtures/lead39/docs");

describe("what to do is asked of the section that says it", () => {
  // «клиент не доплатил вовремя, что делать» was refused with the complaints section's two sentences: its heading «Жалобы
  // туристов» names «турист», which the booking rule «Если турист не доплатил в срок…» says as well.
  it("«турист не доплатил, что делать» gives the booking rule, not the complaints section", async () => {
    const r = await (await freshChats({ docs: RULES }))("турист не доплатил, что делать");
    expect(r.answer.content).toContain("не доплатил в срок");
    expect(r.answer.content).not.toContain("Жалобу туриста");
  });
});

describe("a verb's present form meets its noun", () => {
  // «турист звонит с отдыха и жалуется на отель, что делать» was refused: Snowball stems «жалуется» to «жал», which the
  // thesaurus's «жаловаться» (and so «жалоба») never meets. Left: reading the present of -овать verbs as their infinitive's
  // thesaurus groups fixed it, but cost a blind set an unanswerable question refused (heldout-shipyard 8/8 → 7/8, found by
  // reverting it alone), so it was undone.
  it.failing("«турист звонит с отдыха и жалуется на отель, что делать» gives the complaints rule", async () => {
    const r = await (await freshChats({ docs: RULES }))("турист звонит с отдыха и жалуется на отель, что делать");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toContain("передаёт туроператору в течение 2 часов");
  });
});

describe("a thing out of order is asked of the contacts table's row", () => {
  // «не работает црм к кому обращаться» was hedged with the office hours («Офисы продаж работают…»): the two-column table
  // «Вопрос | Кому писать» was no contacts table (rows needed three cells).
  it("«не работает црм к кому обращаться» names IT support", async () => {
    const r = await (await freshChats({ docs: RULES }))("не работает црм к кому обращаться");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("it@kompas-tour.ru");
  });
});

describe("a noun meets the adjective made from it", () => {
  // «бонус за лето сколько» was hedged, «Про «лето» ничего не сказано», beside «…план продаж за летний сезон». Left: reading
  // «летний» as «лето» (§ 606) made the season covered, yet the figure is still not «of» the summer (withoutAdjectivesOf
  // sets a relative adjective apart: «на зарплатную карту» names a card, not the pay), and «лет» of «5 лет» shares its stem.
  // Session 42: «лет» stems as «год», and a season is held by its months, as «летний» is (seasons.ts).
  it("«бонус за лето сколько» gives the season bonus", async () => {
    const r = await (await freshChats({ docs: RULES }))("бонус за лето сколько");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("15 000 рублей");
  });
});

describe("the weekdays are the days a span from Monday names", () => {
  // «а в будни?» after the Sunday hours was refused: «Офисы продаж работают с понедельника по субботу с 10:00 до 20:00…»
  // names the weekdays by their span, never by the word.
  it("«а в будни?» after «во сколько открывается офис в воскресенье» gives the Monday-to-Saturday hours", async () => {
    const send = await sameChat({ docs: RULES });
    await send("во сколько открывается офис в воскресенье");
    const { m } = await send("а в будни?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("с понедельника по субботу с 10:00 до 20:00");
  });
});

describe("a rule said in plain words answers the plain question", () => {
  // «перерыв на обед сколько длится» was hedged beside «Перерыв на обед — один час»: «один» was no count of the hour.
  it("«перерыв на обед сколько длится» gives the hour", async () => {
    const r = await (await freshChats({ docs: RULES }))("перерыв на обед сколько длится");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Перерыв на обед — один час");
  });

  // «а бейдж обязательно?» was told nothing is said of «обязательно»: the word asks whether the rule requires it. Left:
  // reading «обязательно», «обязателен» as predicatives of necessity (stopwords, as «нужно» is) cost a blind set one
  // leave-one-out refusal (heldout-water .88 → .83), so it was undone.
  it.failing("«а бейдж обязательно?» after the dress code gives the badge rule", async () => {
    const send = await sameChat({ docs: RULES });
    await send("можно ходить в джинсах");
    const { m } = await send("а бейдж обязательно?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("Бейдж с именем носят всё рабочее время");
  });

  // «скок процентов я получаю с тура» was hedged: a pay verb asked for a sum, and «процентов» was a word no rule writes («3%»).
  it("«скок процентов я получаю с тура» gives the share of the margin", async () => {
    const r = await (await freshChats({ docs: RULES }))("скок процентов я получаю с тура");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("3% от маржи");
  });

  // «дресс-код какой» got «свободную беседу я не веду»: the rules' section is «Внешний вид».
  it("«дресс-код какой» gives the section on appearance", async () => {
    const r = await (await freshChats({ docs: RULES }))("дресс-код какой");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("деловой стиль");
  });
});

describe("staff say «клиент» whatever the rules call the customer", () => {
  // «клиент не доплатил вовремя, что делать» found nothing: the rules say «турист» and «в срок».
  it("«клиент не доплатил вовремя, что делать» gives the rule on a tourist who did not pay in time", async () => {
    const r = await (await freshChats({ docs: RULES }))("клиент не доплатил вовремя, что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Если турист не доплатил в срок");
  });

  // «что будет если клиент откажется за 40 дней до поездки» was refused over «клиент» and «откажется» (з/ж alternate).
  it("«что будет если клиент откажется за 40 дней до поездки» gives the cancellation table's row", async () => {
    const r = await (await freshChats({ docs: RULES }))("что будет если клиент откажется за 40 дней до поездки");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("более чем за 30 дней до вылета");
  });
});

describe("a two-column contacts table names whom beside the phone", () => {
  const TWO = resolve(import.meta.dir, "../fixtures/lead39/two-columns");
  // With «Что случилось | Куда звонить» read as a contacts table, a refusal named the row's matter as the contact
  // («Не работает вся смена ТСД, доб. 4444», warehouse): the second cell says whom.
  it("«разбил терминал сбора данных, что будет?» names IT and its extension, not the row's matter", async () => {
    const r = await (await freshChats({ docs: TWO }))("разбил терминал сбора данных, что мне будет?");
    expect(r.answer.content).not.toContain("Не работают терминалы сбора данных, доб");
    expect(r.answer.content).toContain("ИТ, доб. 4444");
  });
});
