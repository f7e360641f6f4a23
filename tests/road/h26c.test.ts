import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 25b (an optician chain's employee asking about pay in everyday words): the rates, the surcharges and the price list
// were all written, yet the sum was hedged, answered with the bare rate (a holiday shift read as «2 400») or with the
// rule's inputs and no result. The sum is worked out, the rule it rests on quoted with [n]; accounting, not HR, is whom
// to ask about pay. Each walk wording has a sibling in other words, as nobody tuned to.
const OPTICS = resolve(import.meta.dir, "../fixtures/walk25a/docs");
const chats = freshChats({ docs: OPTICS });
const ask = async (q: string) => (await (await chats)(q)).answer.content;
const cited = (text: string) => /\[\d\]/.test(text);

describe("shifts × the position's rate", () => {
  it("«я консультант, отработал 15 смен, скока получу без премии?» is 15 × 2 400 = 36 000, not a hedge", async () => {
    const a = await ask("я консультант, отработал 15 смен, скока получу без премии?");
    expect(a).toMatch(/15\s*×\s*2\s?400\s*=\s*36\s?000/);
    expect(cited(a)).toBe(true);
    expect(answerStateOf(a)).toBe("answered");
  });
  it("«я продавец-консультант, за месяц вышло 14 смен, сколько мне начислят?» is 33 600", async () => {
    const a = await ask("я продавец-консультант, за месяц вышло 14 смен, сколько мне начислят?");
    expect(a).toMatch(/33\s?600/);
  });
  it("a worked pay sum names accounting as whom to ask, not HR", async () => {
    const a = await ask("я консультант, отработал 15 смен, скока получу без премии?");
    expect(a).toContain("buh@kvarts-lis.ru");
    expect(a).not.toContain("hr@kvarts-lis.ru");
  });
});

describe("a bonus per item on top of the shifts", () => {
  it("«оптометрист 12 смен и 3 подбора прогрессивных линз, сколько выйдет за месяц?» is 43 200 + 1 500 = 44 700", async () => {
    const a = await ask("оптометрист 12 смен и 3 подбора прогрессивных линз, сколько выйдет за месяц?");
    expect(a).toMatch(/44\s?700/);
    expect(a).toMatch(/3\s*×\s*500/);
    expect(a).not.toContain("Консультант-продавец");
  });
  // «…сколько получу?» with these words enters the «Ретроспектива» skill: routing's (helper A's topic), not the sum's.
  it("«оптометристом отработала 10 смен, сделала 4 подбора прогрессивных линз — сколько начислят?» is 38 000", async () => {
    const a = await ask("оптометристом отработала 10 смен, сделала 4 подбора прогрессивных линз — сколько начислят?");
    expect(a).toMatch(/38\s?000/);
  });
});

describe("a night shift with its surcharge", () => {
  it("«я мастер в лабе, ночная смена с 22 до 6, сколько за смену получу с ночными?» is 2 640 + 1 056 = 3 696", async () => {
    const a = await ask("я мастер в лабе, ночная смена с 22 до 6, сколько за смену получу с ночными?");
    expect(a).toMatch(/3\s?696/);
    expect(a).toMatch(/40\s*%/);
    expect(cited(a)).toBe(true);
  });
  it("«мастер лаборатории, вышел в ночную смену — сколько это будет вместе с доплатой?» is 3 696 too", async () => {
    const a = await ask("мастер лаборатории, вышел в ночную смену — сколько это будет вместе с доплатой?");
    expect(a).toMatch(/3\s?696/);
  });
});

describe("a holiday shift is paid double", () => {
  it("«вышел консультантом в праздник 1 мая, сколько заплатят за смену?» is 2 × 2 400 = 4 800 with the rule quoted", async () => {
    const a = await ask("вышел консультантом в праздник 1 мая, сколько заплатят за смену?");
    expect(a).toMatch(/4\s?800/);
    expect(a).toMatch(/двойном размере/);
  });
  // «8 марта вышла на смену администратором, сколько получу за день?» is asked between skills by the gate (helper A's topic).
  it("«работала 8 марта администратором — сколько заплатят за эту смену?» is a holiday by the Labour Code: 6 000", async () => {
    const a = await ask("работала 8 марта администратором — сколько заплатят за эту смену?");
    expect(a).toMatch(/6\s?000/);
  });
  it("«в воскресенье по графику выхожу, это оплачивается дороже?» is the normal rate", async () => {
    const a = await ask("в воскресенье по графику выхожу, это оплачивается дороже?");
    expect(a).toMatch(/обычной ставке/);
  });
});

describe("overtime at the shift's hourly rate", () => {
  it("«переработал 3 часа после смены, я консультант в ТЦ, как это оплатят?» is 2 400 / 12 = 200; 600 + 400 = 1 000", async () => {
    const a = await ask("переработал 3 часа после смены, я консультант в ТЦ, как это оплатят?");
    expect(a).toMatch(/1\s?000 руб/);
    expect(a).toMatch(/полуторном/);
    expect(a).toMatch(/не более 4 часов/);
  });
  it("«я консультант в уличном салоне, задержался на 2 часа сверхурочно, сколько доплатят?» is 2 × 1,5 × 266,67 = 800", async () => {
    const a = await ask("я консультант в уличном салоне, задержался на 2 часа сверхурочно, сколько доплатят?");
    expect(a).toMatch(/= 800 руб/);
  });
});

describe("a rush surcharge on a price", () => {
  it("«клиент хочет очки срочно за 3 часа, однофокальные, скок за изготовление?» is 800 + 50% = 1 200", async () => {
    const a = await ask("клиент хочет очки срочно за 3 часа, однофокальные, скок за изготовление?");
    expect(a).toMatch(/1\s?200/);
    expect(cited(a)).toBe(true);
  });
  it("«сколько будет стоить срочно сделать очки с однофокальными линзами?» is 1 200 too", async () => {
    const a = await ask("сколько будет стоить срочно сделать очки с однофокальными линзами?");
    expect(a).toMatch(/1\s?200/);
  });
  it("the follow-up «а с прогрессивными так можно?» says no: rush is for single-vision only", async () => {
    const send = await sameChat({ docs: OPTICS });
    await send("клиент хочет очки срочно за 3 часа, однофокальные, скок за изготовление?");
    const a = (await send("а с прогрессивными так можно?")).m.content;
    expect(a).toMatch(/^Нет/);
    expect(a).toMatch(/только однофокальные/);
    expect(a).toMatch(/7 рабочих дней/);
  });
  it("«а если линзы прогрессивные, тоже за 3 часа сделают?» says no as well", async () => {
    const send = await sameChat({ docs: OPTICS });
    await send("сколько будет стоить срочно сделать очки с однофокальными линзами?");
    const a = (await send("а если линзы прогрессивные, тоже за 3 часа сделают?")).m.content;
    expect(a).toMatch(/^Нет/);
  });
});

describe("other wordings of the same rules", () => {
  it("«отработала 2 ночные смены в лаборатории мастером, сколько доплатят за ночные?» is 16 night hours × 330 × 40% = 2 112", async () => {
    const a = await ask("отработала 2 ночные смены в лаборатории мастером, сколько доплатят за ночные?");
    expect(a).toMatch(/2\s?112/);
  });
  // With «…сколько получу?» these words enter the «Ретроспектива» skill (routing, helper A's topic).
  it("«мастер лаборатории, 20 смен по 8 часов — сколько начислят?» is 20 × 8 × 330 = 52 800, not «20 × 8 = 160»", async () => {
    const a = await ask("мастер лаборатории, 20 смен по 8 часов — сколько начислят?");
    expect(a).toMatch(/52\s?800/);
    expect(a).not.toMatch(/= 160 руб/);
  });
  it("«сколько стоит пайка оправы срочно?» is no rush making of glasses (not 1 200 by the rush row)", async () => {
    const a = await ask("сколько стоит пайка оправы срочно?");
    expect(a).not.toMatch(/800 \+ 50\s*%/);
  });
});

describe("conditions said in other words", () => {
  it("«какая доплата за ночь у мастера?» is the night surcharge of a night shift: 1 056 («ночь» is «ночные часы»)", async () => {
    expect(await ask("какая доплата за ночь у мастера?")).toMatch(/1\s?056/);
  });
  it("«в ночь с 22 до 6 в лабе мастером, сколько выйдет?» is the whole night shift: 3 696 («в лабе» is the lab's 8-hour shift)", async () => {
    expect(await ask("в ночь с 22 до 6 в лабе мастером, сколько выйдет?")).toMatch(/3\s?696/);
  });
  it("«консультант, 2 смены в праздники, сколько заплатят?» is 2 × 2 × 2 400 = 9 600", async () => {
    expect(await ask("консультант, 2 смены в праздники, сколько заплатят?")).toMatch(/9\s?600/);
  });
  it("«13 смен, и ещё одна смена была в праздник» doubles only the holiday shift, not all 13 (no 62 400)", async () => {
    const a = await ask("консультант, 13 смен, и ещё одна смена была в праздник, сколько всего?");
    expect(a).not.toMatch(/62\s?400/);
    expect(a).toMatch(/4\s?800/);
  });
});

describe("a follow-up about another kind without the surcharge", () => {
  it("«а с прогрессивными?» after the plain making price is that row (2 500 ₽), no «Нет» about rush", async () => {
    const send = await sameChat({ docs: OPTICS });
    await send("сколько стоит изготовление очков с однофокальными линзами?");
    const a = (await send("а с прогрессивными?")).m.content;
    expect(a).toMatch(/2 500 ₽/);
    expect(a).not.toMatch(/^Нет/);
  });
});
