import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { opensWithImperative } from "../../src/text/imperatives.ts";
import { questionAfterLeaving } from "../../src/conversation/leave-and-ask.ts";
import { measureKind } from "../../src/text/measure-questions.ts";

// Session 11's reviewer read the session's diff and confirmed these in the rules it added.

const firm = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11a/docs"), tools: true });
const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;

describe("a reply that opens with a noun or an adverb is no order", () => {
  it("«мой», «весь», «цель», «боль», «почти», «жаль» open no request; «объясни», «посчитай», «отметь» do", () => {
    for (const w of ["Мой график: работаю в офисе", "Весь день в офисе", "Цель — похудеть", "Боль в спине", "Почти не двигаюсь", "Жаль, но нет"]) expect(opensWithImperative(w)).toBe(false);
    for (const w of ["объясни дроби", "посчитай калории", "отметь риски", "найди письмо", "скажи, сколько"]) expect(opensWithImperative(w)).toBe(true);
  });

  it("«Мой график: работаю в офисе, спортом не занимаюсь, не ем рыбу» stays in nutrition", async () => {
    const send = await sameChat();
    await send("Хочу похудеть на 5 кг к лету, мне 32 года, вешу 78 при росте 170, помогите с едой");
    await send("Мой график: работаю в офисе, спортом не занимаюсь, не ем рыбу");
    expect(skillOf(send)).toBe("nutrition");
  });
});

describe("ways out that are content, and questions after a way out", () => {
  it("«забудь о сладком, я его уже не ем» and «оставим это, лучше с гантелями дома» are replies, not ways out", async () => {
    const food = await sameChat();
    await food("Хочу похудеть на 5 кг к лету, мне 32 года, вешу 78 при росте 170, помогите с едой");
    await food("забудь о сладком, я его уже не ем");
    expect(skillOf(food)).toBe("nutrition");
    const gym = await sameChat();
    await gym("составь мне план тренировок, хочу начать бегать");
    await gym("оставим это, лучше с гантелями дома");
    expect(skillOf(gym)).toBe("fitness");
  });

  it("the question after a way out keeps its own context; an announcing clause is skipped", () => {
    expect(questionAfterLeaving("давай закончим с тренировками, у меня отпуск в мае, сколько дней положено?")).toBe("у меня отпуск в мае, сколько дней положено?");
    expect(questionAfterLeaving("хватит про еду, если заболел в отпуске, его продлят?")).toBe("если заболел в отпуске, его продлят?");
    expect(questionAfterLeaving("давай о другом, вопрос по работе: во сколько начинается рабочий день?")).toBe("во сколько начинается рабочий день?");
  });
});

describe("«во сколько» asking a price", () => {
  it("«во сколько мне обойдётся такси?» and «Во сколько встанет ремонт?» ask money, not a clock time", () => {
    expect(measureKind("во сколько мне обойдётся такси?")).not.toBe("time");
    expect(measureKind("Во сколько встанет ремонт ноутбука?")).not.toBe("time");
    expect(measureKind("обед во сколько?")).toBe("clock");
  });
});

describe("searches the new rules must leave alone", () => {
  it("a long request to see one's own letter again still searches the mail", async () => {
    const send = await freshChats({ tools: true });
    const { tools } = await send("Мне вчера писали из бухгалтерии про авансовый отчёт по командировке в Казань, хочу ещё раз глянуть это письмо");
    expect(tools).toContain("mail_search");
  });

  it("«письма про фишинг» searches the mail; «товары для защиты от вирусов» the catalogue", async () => {
    const send = await freshChats({ tools: true });
    expect((await send("письма про фишинг")).tools).toContain("mail_search");
    expect((await send("товары для защиты от вирусов")).tools).toContain("product_search");
  });
});

describe("thanks followed by a question", () => {
  it("«Спасибо! А сколько?» after a documents question asks the documents again", async () => {
    const send = await sameChat();
    await send("Какой лимит на такси в командировке?");
    const { m } = await send("Спасибо! А сколько?");
    expect(m.content).not.toMatch(/^Пожалуйста/);
  });

  it("«Компания компенсирует курсы повышения квалификации?» without «ли» is no training plan either", async () => {
    const send = await firm();
    expect((await send("Компания компенсирует курсы повышения квалификации?")).skill).toBeNull();
  });
});

describe("the reviewer's smaller findings", () => {
  it("a food limit stops where the sentence turns («не ем рыбу, зато люблю курицу и творог»)", async () => {
    const send = await sameChat();
    await send("Хочу похудеть на 5 кг к лету, мне 32 года, вешу 78 при росте 170, помогите с едой");
    await send("не ем рыбу, зато люблю курицу и творог");
    await send("женщина");
    await send("сидячая работа");
    const day = (await send("да, распиши")).m.content;
    expect(day).toMatch(/куриная грудка/);
    expect(day).toMatch(/творог/);
    expect(day).not.toMatch(/рыба/);
  });

  it("a refused food never stays in the sample day, even when every food like it is refused too", async () => {
    const { sampleDay } = await import("../../src/skills/interview/follow-ups.ts");
    expect(sampleDay(1800, "ru", new Set(["рыба", "куриная грудка", "творог"]))).not.toMatch(/рыба|куриная грудка|творог/);
  });

  it("an amount («свыше 8 000 рублей») is no phone: the contact line is the one with the extension", async () => {
    const { contactFor } = await import("../../src/answering/contact.ts");
    const chunk = (text: string) => ({ id: 1, docId: 7, docName: "x.md", headingPath: ["Расходы"], text, ordinal: 0 }) as never;
    const chunks = [chunk("Сканы чеков свыше 8 000 рублей присылайте на scan@firm.ru.\nБухгалтерия: Ирина Гусева, buh@firm.ru, доб. 120.")];
    expect(contactFor("какой-то вопрос про парковку", [], chunks, [7])).toBe("buh@firm.ru");
  });

  it("a step written with «вы» («Спросите, есть ли чек», «Уточните сумму») is still asked of the person", async () => {
    const { stepAsQuestion } = await import("../../src/skills/interview/generic.ts");
    expect(stepAsQuestion("Спросите, есть ли чек")).toBe("Расскажите, пожалуйста, есть ли чек?");
    expect(stepAsQuestion("Уточните сумму")).toBe("Уточните, пожалуйста, сумму?");
    expect(stepAsQuestion("Выяснить причину возврата и уточнить сумму")).toBe("Уточните, пожалуйста, причину возврата и уточните сумму?");
  });

  it("spoken spellings keep the case they were typed in", async () => {
    const { writtenOut } = await import("../../src/text/spoken.ts");
    expect(writtenOut("Скока дней?")).toBe("Сколько дней?");
  });
});
