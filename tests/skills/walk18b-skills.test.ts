import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { sameChat } from "../road/helpers.ts";

const chatSkill = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;

// Walk 18b, item 1: a company question asked inside the calorie counter was answered with the badge kept, but the next
// message meant for the skill («и ещё яблоко съел на полдник», «and a banana») went to the documents and was refused.
describe("a skill picks up again after a company question asked inside it", () => {
  it("«и ещё яблоко съел на полдник» after the vacation answer adds the apple and recounts", async () => {
    const send = await sameChat({ tools: true });
    const meal = (await send("посчитай калории: на обед борщ 300 г, котлета, хлеб 40 г, чай с сахаром")).m.content;
    const before = Number(/Итого ≈ (\d+)/.exec(meal)?.[1]);
    const aside = await send("кстати, сколько дней отпуска положено?");
    expect(aside.m.content).toContain("28");
    const { m } = await send("и ещё яблоко съел на полдник");
    expect(m.content).not.toContain("В документах компании нет ответа");
    expect(m.content).toMatch(/— яблоко/);
    expect(Number(/Итого ≈ (\d+)/.exec(m.content)?.[1])).toBeGreaterThan(before);
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBe("calories");
  });

  it("in English, «and a banana» after «how many vacation days do we get per year?» adds the banana", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("hi! I had 2 boiled eggs and a slice of toast with butter for breakfast, how many calories is that?");
    await send("by the way, how many vacation days do we get per year?");
    const { m } = await send("and a banana");
    expect(m.content).not.toContain("do not answer");
    expect(m.content).toMatch(/— banana/);
    expect(m.content).toMatch(/Total ≈ \d+ kcal/);
  });

  it("a question that follows up the company answer still goes to the documents", async () => {
    const send = await sameChat({ tools: true });
    await send("посчитай калории: на обед борщ 300 г, котлета, хлеб 40 г, чай с сахаром");
    await send("кстати, сколько дней отпуска положено?");
    const { m } = await send("а можно разбить его на части?");
    expect(m.content).not.toMatch(/Итого ≈/);
  });
});

// Walk 18b, item 18: inside nutrition «а у нас в офисе есть столовая или компенсация обедов?» got the skill's result again.
describe("a company question inside the nutrition skill is answered from the documents", () => {
  it("«а у нас в офисе есть столовая или компенсация обедов?» is the documents' to answer, the skill kept", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу сбросить вес. мне 38 лет, рост 180, вешу 92 кг. сколько мне нужно калорий в день?");
    await send("мужчина");
    await send("в офисе сижу весь день");
    await send("рыбу не ем");
    await send("да, распиши");
    const { m, d } = await send("а у нас в офисе есть столовая или компенсация обедов?");
    expect(m.content).not.toContain("Что вы рассказали");
    expect(d.outcome).not.toBe("skill");
    expect(chatSkill(send)).toBe("nutrition");
  });
});

const FRACTIONS = "сын в 5 классе, не понимает сложение дробей, объясни как репетитор";

// Walk 18b, item 7: after a fractions lesson, «давай лучше про проценты…» got «Понял. Если хотите что-то добавить…», and
// «хватит уроков на сегодня» did not leave.
describe("the tutor changes topic when asked in words, and leaves when the lessons are over", () => {
  const lesson = async () => {
    const send = await sameChat({ tools: true });
    await send(FRACTIONS);
    expect((await send("ааа, 1/2")).m.content).toMatch(/^Верно!/);
    return send;
  };

  it("«слушай, давай лучше про проценты, с ними у него вообще беда» starts the lesson on percentages", async () => {
    const send = await lesson();
    const { m } = await send("слушай, давай лучше про проценты, с ними у него вообще беда");
    expect(m.content).not.toContain("Понял. Если хотите");
    expect(m.content).toMatch(/тема: проценты/);
    expect(m.content).toMatch(/Процент — это сотая часть/);
    // The check question asked is the percentages' one: its answer is right.
    expect((await send("35")).m.content).toMatch(/^Верно!/);
  });

  it("«ок, давай дальше с процентами» after a company question goes on with percentages", async () => {
    const send = await lesson();
    await send("давай лучше про проценты");
    await send("а за сколько дней надо подавать заявление на отпуск?");
    const { m } = await send("ок, давай дальше с процентами");
    expect(m.content).not.toContain("Понял. Если хотите");
    expect(m.content).toMatch(/%/);
  });

  it("in English, «let's do percentages instead» starts that lesson", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("help me explain fractions to my son, grade 5, he doesn't get adding fractions with different denominators");
    const { m } = await send("let's do percentages instead, he struggles with them");
    expect(m.content).not.toContain("Got it. Tell me");
    expect(m.content).toMatch(/percent/i);
  });

  for (const bye of ["хватит уроков на сегодня", "на сегодня всё", "на сегодня хватит, спасибо"]) {
    it(`«${bye}» leaves the skill`, async () => {
      const send = await lesson();
      await send(bye);
      expect(chatSkill(send)).toBeNull();
    });
  }

  it("«enough for today» leaves the skill in English", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("help me explain fractions to my son, grade 5, he doesn't get adding fractions with different denominators");
    await send("enough for today, thanks");
    expect(chatSkill(send)).toBeNull();
  });

  it("«хватит сладкого» inside nutrition is still what the person tells the skill", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу сбросить вес. мне 38 лет, рост 180, вешу 92 кг. сколько мне нужно калорий в день?");
    await send("хватит сладкого");
    expect(chatSkill(send)).toBe("nutrition");
  });
});

const MINUTES = "оформи протокол совещания: были я, Мария Иванова и Дмитрий Соколов; обсуждали запуск сайта; решили: Дмитрий до пятницы готовит тексты";

/** The lines under a «## heading» of a markdown draft, up to the next heading. */
const section = (doc: string, head: RegExp): string => doc.split(/^## /m).find((p) => head.test(p.split("\n")[0])) ?? "";

// Walk 18b, item 5: with the minutes on screen, «добавь задачу: …» entered the tutor («задачу» read as a school problem),
// and «…и дата совещания — сегодня» was taken for a new calendar event.
describe("a task added to the minutes in words goes into the minutes", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());

  it("«добавь задачу: Мария Иванова согласует макеты до 12 декабря» adds it to the tasks and stays in the minutes", async () => {
    const send = await sameChat({ tools: true });
    await send(MINUTES);
    const { m } = await send("добавь задачу: Мария Иванова согласует макеты до 12 декабря");
    expect(m.content).not.toContain("Учитель");
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBe("meeting-minutes");
    const doc = send.services.drafts.listPending(send.chatId).at(-1)?.body ?? "";
    expect(section(doc, /^Задачи/)).toMatch(/Мария Иванова — согласует макеты, срок: 12\.12\.2026/);
    expect(section(doc, /^Задачи/)).toMatch(/Дмитрий Соколов — готовит тексты/);
  });

  it("«добавь ещё задачу: Мария согласует макеты до 12 декабря. и дата совещания — сегодня» adds the task and today's date", async () => {
    const send = await sameChat({ tools: true });
    await send(MINUTES);
    const { m } = await send("добавь ещё задачу: Мария согласует макеты до 12 декабря. и дата совещания — сегодня");
    expect(m.content).not.toContain("календарь здесь только для чтения");
    const doc = send.services.drafts.listPending(send.chatId).at(-1)?.body ?? "";
    expect(doc).toContain("Дата: 02.12.2026");
    expect(section(doc, /^Задачи/)).toMatch(/Мария Иванова — согласует макеты, срок: 12\.12\.2026/);
    expect(doc).not.toMatch(/[Дд]ата совещания — сегодня/);
  });

  it("a new event asked for inside the minutes is still the calendar's", async () => {
    const send = await sameChat({ tools: true });
    await send(MINUTES);
    const { m } = await send("добавь в календарь встречу с Марией на пятницу");
    expect(m.content).toContain("только для чтения");
  });
});

// Walk 18c: «всё, хватит считать» in the calorie counter got «Понял. Поправьте, если нужно…» and stayed.
describe("enough of the skill's work, said by its verb, leaves the skill", () => {
  it("«всё, хватит считать» and «stop counting» leave; «хватит сладкого» in nutrition does not", async () => {
    const send = await sameChat({ tools: true });
    await send("посчитай калории: гречка 200 г и котлета 100 г");
    expect((await send("всё, хватит считать")).m.content).toMatch(/обычный режим/);
    const en = await sameChat({ tools: true, lang: "en" });
    await en("count the calories: 200 g of buckwheat and a 100 g cutlet");
    expect((await en("stop counting")).m.content).toMatch(/ordinary|usual|normal/i);
  });
});
