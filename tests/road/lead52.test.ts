import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 52, the lead's walk. First the pottery studio's messages session 51 left hedged (tests/fixtures/lead51), asked again;
// then an ice arena's staff rules (.docx with a pay table), safety instruction (.pdf), rental and sharpening (.md), sessions and
// tickets (.txt) and contacts (.html), uploaded by an admin to an empty app (tests/fixtures/lead52), asked by a new cashier.
const DOCS = resolve(import.meta.dir, "../fixtures/lead51/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);
const arena = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead52/docs") });
const askArena = async (q: string) => (await arena)(q);

describe("a relative adjective with the noun it qualifies is the genitive asked", () => {
  // «как часто проводится обжиг глазури» was hedged over «Бисквитный обжиг — по вторникам и пятницам, глазурный — по средам
  // и субботам»: «глазурный обжиг» is «обжиг глазури», the adjective was read only as «Отпускные» is read, another thing.
  it("«как часто проводится обжиг глазури» gives Wednesdays and Saturdays with its [n]", async () => {
    const a = (await ask("как часто проводится обжиг глазури")).answer.content;
    expect(a).toContain("по средам и субботам");
    expect(a).toMatch(/\[\d\]/);
    expect(a).not.toContain("нет точного ответа");
  });
  it("«где хранить глазурь» is not answered with the glaze firing's days", async () => {
    expect((await ask("где хранить глазурь")).answer.content).not.toContain("по средам");
  });
});

describe("a clause of time says when", () => {
  // «когда можно открывать печь» was hedged over «Открывать печь можно, когда температура внутри опустилась ниже 100 °C»: a
  // condition said by «когда» answers «когда», with no clock or date.
  it("«когда можно открывать печь» gives the 100 °C rule with its [n]", async () => {
    const a = (await ask("когда можно открывать печь")).answer.content;
    expect(a).toContain("ниже 100");
    expect(a).toMatch(/\[1\]/);
    expect(a).not.toContain("нет точного ответа");
  });
  it("«когда можно забрать изделие» is not answered by «Администратор пишет клиенту, когда…» alone", async () => {
    // «когда» after a verb of speech retells a question; it says no time (the ready date is «через 3 недели»).
    const a = (await ask("когда можно забрать изделие")).answer.content;
    if (!/нет точного ответа|нет ответа/.test(a)) expect(a).toContain("3 недели");
  });
});

describe("a trade named by its agent noun is who", () => {
  // «кто отвечает за печи» was hedged over «Печь загружает и разгружает только обжигальщик…»: «обжигальщик» names someone.
  it("«кто отвечает за печи» names the kiln man with its [n]", async () => {
    const a = (await ask("кто отвечает за печи")).answer.content;
    expect(a).toContain("обжигальщик");
    expect(a).toMatch(/\[1\]/);
    expect(a).not.toContain("нет точного ответа");
  });
});

describe("a weekday asked meets its part of the week", () => {
  // «во сколько открывается арена в субботу» was answered with confidence by the staff perk «кроме вечеров пятницы и субботы»
  // (the plural «вечеров» read as a moment of the clock); the hours are «с 9:00 до 23:00 ежедневно»: Saturday is every day's.
  it("«во сколько открывается арена в субботу» gives the daily 9:00 with its [n]", async () => {
    const a = (await askArena("во сколько открывается арена в субботу")).answer.content;
    expect(a).toContain("9:00");
    expect(a).toMatch(/\[\d\]/);
    expect(a).not.toContain("вечеров пятницы");
  });
  it("«сколько стоит билет в воскресенье» still gives the weekend 600", async () => {
    expect((await askArena("сколько стоит билет в воскресенье")).answer.content).toContain("600 рублей в выходные");
  });
  it("«можно мне кататься бесплатно в пятницу вечером» keeps the staff perk", async () => {
    expect((await askArena("можно мне кататься бесплатно в пятницу вечером")).answer.content).toContain("кроме вечеров пятницы");
  });
});

describe("what to offer a customer, asked after the situation, is the rules' to say", () => {
  // «сеанс отменили, что клиенту предложить» asked which of three skills (complaint reply, commercial proposal, customer
  // interview) was wanted: «что … предложить» asks what to do, and the ticket rules say it («…предлагают другой сеанс»).
  it("«сеанс отменили, что клиенту предложить» gives another session or a full refund with its [n]", async () => {
    const r = await askArena("сеанс отменили, что клиенту предложить");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("другой сеанс или полный возврат");
    expect(r.answer.content).toMatch(/\[\d\]/);
  });
  it("«клиент прислал жалобу на грязный лёд, напиши ему ответ» still enters the complaint reply", async () => {
    expect((await askArena("клиент прислал жалобу на грязный лёд, напиши ему ответ")).skill).toBe("complaint-reply");
  });
});

describe("a perfective asked meets the imperfective the rules write", () => {
  // «как закрыть смену в кассе» was hedged over «Кассир сдаёт выручку и закрывает смену в кассовой программе до 23:30»:
  // «закрыть» and «закрывает» are one verb's aspects (-ыть / -ывать), which Snowball stems apart.
  it("«как закрыть смену в кассе» gives the cash program step with its [n]", async () => {
    const a = (await askArena("как закрыть смену в кассе")).answer.content;
    expect(a).toContain("в кассовой программе");
    expect(a).toMatch(/\[\d\]/);
    expect(a).not.toContain("нет точного ответа");
  });
});

describe("a hyphenated compound holds its parts in the search", () => {
  // «клиент платит по QR можно?» was hedged over the pay rules: «QR-коду» was indexed whole, «qr» a word no document held.
  // Indexing a compound's parts (even only capitals and Latin ones) shifted the search's weights enough to surface a sick-leave
  // passage for dev's leave-one-out «До какого времени нужно сообщить руководителю, что я заболел?»: left failing.
  it.failing("«клиент платит по QR можно?» gives the cash desk's payment ways with its [n]", async () => {
    const a = (await askArena("клиент платит по QR можно?")).answer.content;
    expect(a).toContain("по QR-коду");
    expect(a).toMatch(/\[\d\]/);
  });
});

describe("a month named meets a rule said of the month", () => {
  // «график на январь когда будет» was refused «ничего не сказано про «январь»»: the rules say «График на следующий месяц …
  // публикует в общем чате до 25 числа».
  it("«график на январь когда будет» gives the 25th with its [n]", async () => {
    const a = (await askArena("график на январь когда будет")).answer.content;
    expect(a).toContain("до 25 числа");
    expect(a).toMatch(/\[\d\]/);
  });
  it("«можно ли в отпуск в декабре» still gives the December rule", async () => {
    expect((await askArena("можно ли в отпуск в декабре")).answer.content).toContain("Отпуск в декабре");
  });
});

describe("a failure told is met by a rule saying it", () => {
  // «что сказать клиенту если касса не работает» was answered with confidence by «Кассиры … работают по графику 2 через 2»:
  // the verb said «не работает» met the cashiers' «работают» of going as usual.
  it("«что сказать клиенту если касса не работает» asserts no cashiers' schedule", async () => {
    const a = (await askArena("что сказать клиенту если касса не работает")).answer.content;
    expect(a).not.toMatch(/работают по графику[^«»]*\[\d\]/);
  });
});

describe("a question retold after a verb of asking is the question", () => {
  // «клиент спрашивает что делать если сеанс отменили» was hedged «Про «спрашивает» ничего не сказано» over the rule on
  // cancelled sessions: the customer's question is what follows «спрашивает».
  it("«клиент спрашивает что делать если сеанс отменили» gives another session or a refund with its [n]", async () => {
    const a = (await askArena("клиент спрашивает что делать если сеанс отменили")).answer.content;
    expect(a).toContain("другой сеанс или полный возврат");
    expect(a).toMatch(/\[\d\]/);
    expect(a).not.toContain("нет точного ответа");
  });
});
