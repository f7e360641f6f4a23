import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 24's own fixes from walk 24a (a dry-cleaning chain's documents nobody tuned to).
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk24a/docs");

// Walk 24a: the safety instruction is a .txt wrapped at 72 characters; each numbered item's first line became a heading,
// so the chat quoted items' tails: «что делать при пожаре?» → «101 или 112 [1].», the extinguisher → «гладильного стола) [1].».
describe("a hard-wrapped safety instruction read in the chat", () => {
  it("«что делать при пожаре?» quotes the alarm step whole, never a line's tail", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("что делать при пожаре?");
    expect(r.answer.content).toContain("Крикните «Пожар!», нажмите кнопку пожарной сигнализации и позвоните 101 или 112");
    expect(r.answer.content).not.toMatch(/^\s*101 или 112/);
  });

  it("«а огнетушитель где у нас?» says where the extinguishers hang", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("а огнетушитель где у нас?");
    expect(r.answer.content).toContain("огнетушителем ОП-5 (у входа и у гладильного стола)");
  });
});

// Walk 24a: the steps of a section numbered under its own number («2.1. …», «2.2. …») were not read as steps, and the words
// «что делать» made «Чего делать нельзя» (a complaints rule) the home of «что делать при разливе перхлорэтилена?».
describe("a procedure asked for by «что делать при …»", () => {
  it("«что делать при пожаре?» lists the fire section's steps in order", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("что делать при пожаре?");
    expect(r.answer.content).toMatch(/^1\. Крикните «Пожар!»[^\n]*\n2\. Обесточьте[^\n]*\n3\. Небольшое возгорание[\s\S]*Точка сбора — парковка перед зданием/);
  });

  it("«что делать при разливе перхлорэтилена?» lists the spill steps, not the complaints rule on what not to do", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("что делать при разливе перхлорэтилена?");
    expect(r.answer.content).toMatch(/^1\. Немедленно остановите машину химчистки/);
    expect(r.answer.content).toContain("Наденьте респиратор РПГ-67");
    expect(r.answer.content).not.toMatch(/обещать клиенту компенсацию/);
  });

  it("«а если ограбили, что делать?» never quotes a clause's bare number", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("а если ограбили, что делать?");
    expect(r.answer.content).not.toMatch(/(^|\s)\d\.\d\.? \[\d\]/);
    expect(r.answer.content).toContain("тревожную кнопку");
  });
});

// Walk 24a: inside the fitness skill, five work questions in a row were taken as replies to «Какая цель тренировок?»
// («Понял. Какой у вас уровень подготовки…»); a reply to the skill's question after them entered another skill.
describe("a work question inside a skill that asks something else", () => {
  it("is answered from the documents with the skill kept, and the skill's question still takes the next reply", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("составь мне план тренировок на месяц");
    const delay = await send("заказ задержали на 4 дня, услуга стоила 1650, какая неустойка");
    expect(delay.m.content).toContain("неустойка 3% от стоимости услуги за каждый день просрочки");
    expect(delay.m.content).not.toMatch(/уровень подготовки|цель тренировок/);
    const refund = await send("сколько клиенту вернут, если пальто совсем испорчено?");
    expect(refund.m.content).not.toMatch(/Понял\. |цель тренировок/);
    const goal = await send("похудеть");
    expect(goal.d.skill).toBe("fitness");
    expect(goal.m.content).toMatch(/уровень подготовки/);
  });

  it("still takes a short reply in the skill's own words as its answer", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("составь мне план тренировок на месяц");
    const r = await send("хочу похудеть к лету, занимаюсь дома");
    expect(r.d.skill).toBe("fitness");
    expect(r.m.content).toMatch(/уровень подготовки|снизить вес/);
  });
});

// Walk 24a: a greeting, then two questions, the last without its «?» — «…с чего начать? какие документы нести в отдел
// кадров» — was asked «Уточните, что нужно» with a «Новый документ» button.
describe("a newcomer's first message", () => {
  it("«привет, я новенькая) с чего начать? какие документы нести в отдел кадров» shows what to bring, offers nothing to make", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("привет, я новенькая) с чего начать? какие документы нести в отдел кадров");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("паспорт, СНИЛС, ИНН");
  });
});

// Walk 24b: «хватит тренировок. сколько стоит сушка…?» inside fitness got the skill's next question, and «всё, хватит считать.
// кто у нас отвечает за охрану труда?» inside the calorie counter was answered with the badge left on.
describe("a way out said first, then a question of its own", () => {
  // «сушка» meets «Сушильная машина» (derivation.ts, h25d): the dryer's price is the answer, cited.
  it("«хватит тренировок. сколько стоит сушка в прачечной самообслуживания?» leaves fitness and answers from the laundry's prices", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("составь мне план тренировок на месяц");
    const r = await send("хватит тренировок. сколько стоит сушка в прачечной самообслуживания?");
    expect(r.m.content).not.toMatch(/уровень подготовки|цель тренировок/);
    expect(r.m.content).toMatch(/Сушильная машина[^[]*200[^[]*\[\d\]/);
    // The contact under it is whom to ask, never the row's number («Точнее подскажут: 3, +7…»).
    expect(r.m.content).not.toMatch(/подскажут: \d+,/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });

  it("«всё, хватит считать. кто у нас отвечает за охрану труда?» leaves the calorie counter and names the safety officer", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("посчитай калории: овсянка 60 г и банан");
    const r = await send("всё, хватит считать. кто у нас отвечает за охрану труда?");
    expect(r.m.content).toMatch(/Лапин/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});
