import { describe, expect, it } from "bun:test";
import { everyday, oneChat } from "./helpers.ts";
import { sampleServices, say } from "../conversation/helpers.ts";

// Defects a tester found walking the app in Chromium with phrasings of their own (session 7).

describe("a question is never a request to change the counter", () => {
  it("«удаленка сколько дней можно» gets the documents' answer, not a draft deleting a goal named «дней»", async () => {
    const send = await everyday();
    const r = await send("удаленка сколько дней можно");
    expect(r.tools).not.toContain("metrics_manage");
    expect(r.answer.content).not.toContain("счётчик");
  });

  it("«удаленка отправка заявки» proposes no deletion of the goal «Отправка заявки»", async () => {
    const send = await everyday();
    const r = await send("удаленка отправка заявки");
    expect(r.tools).not.toContain("metrics_manage");
  });
});

describe("an everyday word of a tool's is not that tool's request", () => {
  it("a complaint about a website project's deadline shows no site metrics", async () => {
    const send = await everyday();
    const r = await send("Клиент прислал жалобу: сорвали сроки по сайту на две недели. Помоги разобрать и подготовить ответ");
    expect(r.tools).not.toContain("site_metrics");
  });

  it("«my vpn is broken who do i call» is no calendar search", async () => {
    const send = await everyday();
    const r = await send("my vpn is broken who do i call");
    expect(r.tools).not.toContain("calendar_search");
  });

  it("«we're three weeks behind schedule on building 2» is no calendar search; «is there a call at 3?» still is", async () => {
    const send = await everyday();
    expect((await send("We're three weeks behind schedule on building 2 — analyse why and propose a catch-up plan")).tools).not.toContain("calendar_search");
    expect((await send("is there a call at 3?")).tools).toEqual(["calendar_search"]);
  });

  it("«whats on my calendar this week» searches the calendar for the week, not for the word «whats»", async () => {
    const send = await everyday();
    const r = await send("whats on my calendar this week");
    expect(r.tools).toEqual(["calendar_search"]);
    const ru = await send("что у меня на этой неделе?");
    expect(JSON.stringify(r.cards[0].result)).toBe(JSON.stringify(ru.cards[0].result));
  });
});

describe("colloquial thousands", () => {
  it("«кто согласует расход 15 тыщ» is read as 15 000, not as a question about «15»", async () => {
    const send = await oneChat();
    const { m } = await send("кто согласует расход 15 тыщ");
    expect(m.content).not.toContain("«15»");
  });
});

describe("a skill never traps, in a tester's words", async () => {
  const { services: s } = await sampleServices();
  it("«а сколько дней больничного в год можно взять?» inside the fitness skill is answered from the documents", async () => {
    const chat = s.chats.create("u1", "t");
    expect((await say(s, chat.id, "составь план тренировок, хочу похудеть")).decision?.skill).toBe("fitness");
    await say(s, chat.id, "3 раза в неделю, дома, есть гантели");
    const r = await say(s, chat.id, "а сколько дней больничного в год можно взять?");
    expect(r.text).not.toMatch(/Понял|травм/);
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("fitness");
  });

  it("«слушай а во сколько обед у нас?» inside the tutor skill is answered from the documents", async () => {
    const chat = s.chats.create("u1", "t");
    expect((await say(s, chat.id, "объясни сыну что такое дроби, он в 5 классе")).decision?.skill).toBe("teacher");
    const r = await say(s, chat.id, "слушай а во сколько обед у нас?");
    expect(r.text).not.toMatch(/Понял|Поправьте/);
  });
});

describe("leaving a skill with a goodbye", async () => {
  const { services: s } = await sampleServices();
  it("«thanks bye» inside the calorie skill ends it instead of being recorded as what was eaten", async () => {
    const chat = s.chats.create("u1", "t");
    expect((await say(s, chat.id, "посчитай калории: овсянка 200 г и банан")).decision?.skill).toBe("calories");
    const r = await say(s, chat.id, "thanks bye");
    expect(r.text).not.toMatch(/What exactly did you eat|Что именно/);
    expect(s.chats.get(chat.id, "u1")!.skill).toBeNull();
  });
});

describe("small things a tester met", () => {
  it("«спасибо, ты лучший» gets no note about web search under the reply", async () => {
    const send = await everyday();
    const r = await send("спасибо, ты лучший");
    expect(r.answer.meta.webNote).toBeUndefined();
  });

  it("a refusal about an IT matter names the IT address the documents give, not HR's", async () => {
    const send = await everyday();
    const r = await send("кто дежурный инженер ит в праздники?");
    expect(r.answer.content).toContain("it@");
    expect(r.answer.content).not.toContain("hr@");
  });

  it("«find a humidifier under 5000» finds the Russian catalogue's humidifiers within the price", async () => {
    const send = await everyday();
    const r = await send("find a humidifier under 5000");
    expect(r.tools).toEqual(["product_search"]);
    const items = (r.cards[0].result as { cards?: { title: string; price: number }[] }).cards ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /увлажнитель|humidifier/i.test(i.title) && i.price <= 5000)).toBe(true);
  });
});

describe("the same request twice", () => {
  it("«покажи цели в счётчике» again points to the list above, without «I do not chat»", async () => {
    const send = await oneChat({ tools: true });
    await send("покажи цели в счётчике");
    const { m } = await send("покажи цели в счётчике");
    expect(m.content).toContain("уже показано выше");
    expect(m.content).not.toContain("свободную беседу");
  });
});

describe("a skill uses what the person already said", async () => {
  const { services: s } = await sampleServices();
  it("the calorie skill takes sour cream out on «а если без сметаны», after counting it in «борща со сметаной»", async () => {
    const chat = s.chats.create("u1", "t");
    const first = await say(s, chat.id, "сколько калорий в тарелке борща со сметаной?");
    expect(first.text).toContain("сметана");
    const r = await say(s, chat.id, "а если без сметаны");
    expect(r.text).not.toContain("сметана");
    expect(r.text).toContain("борщ");
  });

  it("the health skill does not ask about a fever it was told there is none of", async () => {
    const chat = s.chats.create("u1", "t");
    const texts = [(await say(s, chat.id, "у ребенка 5 лет болит живот, температуры нет")).text];
    for (const m of ["с утра, не хуже", "нет"]) texts.push((await say(s, chat.id, m)).text);
    expect(texts.join("\n")).not.toMatch(/Есть ли температура/);
  });
});

describe("names in the other script", () => {
  it("«reply to maria that wednesday works for me» answers Мария's letter, as «ответь марии…» does", async () => {
    const send = await everyday();
    const en = await send("reply to maria that wednesday works for me");
    const ru = await send("ответь марии что среда подходит");
    const title = (r: typeof en) => (r.cards[0].result as { title?: string }).title;
    expect(title(en)).toBe(title(ru));
    expect(String((en.cards[0].result as { body?: string }).body)).toContain("Мария");
  });
});

describe("a question meant for the skill stays in it", async () => {
  const { services: s } = await sampleServices();
  it("«сколько калорий в обеде?» inside the calorie skill and «а сколько дней?» inside fitness are the skill's", async () => {
    const c1 = s.chats.create("u1", "t");
    await say(s, c1.id, "посчитай калории: овсянка 200 г и банан");
    await say(s, c1.id, "сколько калорий в обеде?");
    expect(s.chats.get(c1.id, "u1")!.skill).toBe("calories");
    const last1 = s.chats.messages(c1.id).at(-1)!;
    expect(last1.content).not.toContain("В документах");
    const c2 = s.chats.create("u1", "t");
    await say(s, c2.id, "составь план тренировок, хочу похудеть");
    const r = await say(s, c2.id, "а сколько дней?");
    expect(r.text).not.toContain("В документах");
  });
});

describe("figures and telephone numbers", () => {
  it("a telephone number asked about is not merged into one figure («8 800 555-01-23»)", async () => {
    const send = await oneChat();
    const { m } = await send("телефон 8 800 555-01-23 чей?");
    expect(m.content).not.toContain("8800555");
  });
});

describe("questions asked in everyday words", () => {
  it("«курсы английского компания оплатит?» enters no skill on «компания» and «оплатит»", async () => {
    const send = await everyday();
    const r = await send("курсы английского компания оплатит?");
    expect(r.outcome).not.toBe("skill");
  });

  it("«а ноут когда дадут?» is answered: «дадут» is a support verb, not a topic the documents lack", async () => {
    const send = await everyday();
    const r = await send("а ноут когда дадут?");
    expect(r.answer.content).toContain("ноутбук");
    expect(r.answer.content).toMatch(/\[\d\]/);
  });
});

describe("a workout plan asked for plainly", () => {
  it("«хочу план тренировок» and «нужен план тренировок» enter the fitness skill, not a product launch or staff training", async () => {
    const send = await everyday();
    for (const m of ["хочу план тренировок", "нужен план тренировок"]) {
      const r = await send(m);
      expect(r.outcome).toBe("skill");
      expect(r.answer.content).toContain("Фитнес-тренер");
    }
  });
});

describe("a second walk's findings", async () => {
  const { services: s } = await sampleServices();
  it("«кстати сколько дней отпуска положено?» inside the calorie skill gets the documents' answer", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "посчитай калории: овсянка 200 г и банан");
    const r = await say(s, chat.id, "кстати сколько дней отпуска положено?");
    expect(r.text).toContain("28 календарных дней");
  });

  it("«хочу похудеть, занимаюсь дома, 3 раза в неделю» answers the trainer's question about the goal, in the fitness skill", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "составь мне план тренировок");
    await say(s, chat.id, "хочу похудеть, занимаюсь дома, 3 раза в неделю");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("fitness");
  });

  it("«ok stop, thanks» leaves the skill", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "посчитай калории: овсянка 200 г и банан");
    await say(s, chat.id, "ok stop, thanks");
    expect(s.chats.get(chat.id, "u1")!.skill).toBeNull();
  });

  it("«i need a meal plan, im 80 kg» takes 80 kg as the weight and no age from it", async () => {
    const chat = s.chats.create("u1", "t");
    const r = await say(s, chat.id, "i need a meal plan, im 80 kg");
    expect(r.text).not.toMatch(/age: 8\b|возраст: 8\b/);
  });

  it("«adding with different denominators» inside the tutor skill is its answer, not ad revenue", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "объясни дроби ребёнку");
    await say(s, chat.id, "5 класс");
    const r = await say(s, chat.id, "adding with different denominators");
    expect(r.decision?.tools ?? []).toEqual([]);
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("teacher");
  });
});

describe("a month in the calendar and a discourse word before a question", () => {
  it("«что у меня в календаре в декабре?» lists that month's events", async () => {
    const send = await everyday();
    const r = await send("что у меня в календаре в декабре?");
    const events = (r.cards[0].result as { events?: unknown[] }).events ?? [];
    expect(events.length).toBeGreaterThan(0);
  });

  it("«ок. а за сколько заявление подавать» and «слушай а до скольки такси компенсируют» get the documents' answer, not the introduction", async () => {
    const send = await everyday();
    for (const m of ["ок. а за сколько заявление подавать", "слушай а до скольки такси компенсируют"]) {
      const r = await send(m);
      expect(r.answer.content).not.toContain("Я ассистент компании");
      expect(r.answer.content).toMatch(/\[\d\]/);
    }
  });
});

describe("the tutor checks the answer to its own question", async () => {
  const { services: s } = await sampleServices();
  it("«1/2» to «Сколько будет 1/3 + 1/6?» is right, «ответ 1/3, правильно?» is not — and neither leaves the skill", async () => {
    const chat = s.chats.create("u1", "t");
    for (const m of ["объясни дроби ребёнку", "5 класс", "складывать с разными знаменателями"]) await say(s, chat.id, m);
    expect((await say(s, chat.id, "1/2")).text).toContain("Верно");
    const wrong = await say(s, chat.id, "ответ 1/3, правильно?");
    expect(wrong.text).toContain("1/2");
    expect(wrong.text).not.toContain("В документах");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("teacher");
  });
});

describe("a correction inside the health skill", async () => {
  const { services: s } = await sampleServices();
  it("«ой ему 7, не 5» changes the age and is not recorded as the answer to another question", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "у ребенка температура 38 и кашель, что делать");
    await say(s, chat.id, "со вчера вечера, ему 5 лет");
    const r = await say(s, chat.id, "ой ему 7, не 5");
    expect(r.text).toContain("возраст: 7");
    expect(r.text).not.toMatch(/лекарства[^\n]*: ой ему 7/);
  });
});

describe("a purchase said with a budget", () => {
  it.each(["нужен увлажнитель воздуха, бюджет 5к", "show me humidifiers under 5000 rub"])("«%s» searches the catalogue within the budget", async (m) => {
    const send = await everyday();
    const r = await send(m);
    expect(r.tools).toEqual(["product_search"]);
    const items = (r.cards[0].result as { cards?: { price: number }[] }).cards ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.price <= 5000)).toBe(true);
  });

  it("a question about a rule's limit («такси до 1500 рублей компенсируют?») stays with the documents", async () => {
    const send = await everyday();
    expect((await send("такси до 1500 рублей компенсируют?")).tools).not.toContain("product_search");
  });
});

describe("a turn of talk before the question", () => {
  it("«вернёмся к командировкам. билеты кто покупает?» gets the answer, not «nothing about «вернемся»»", async () => {
    const send = await everyday();
    const r = await send("вернёмся к командировкам. билеты кто покупает?");
    expect(r.answer.content).not.toContain("вернемся");
    expect(r.answer.content).toMatch(/офис-менеджер[^\n]*\[\d\]/);
  });
});

describe("the trainer hears experience and a changed number of days", async () => {
  const { services: s } = await sampleServices();
  it("«опыт около года» is a level, and «не, лучше 4 дня в неделю» changes the days instead of becoming a health limitation", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "составь план тренировок, хочу похудеть, 3 раза в неделю дома");
    await say(s, chat.id, "опыт около года");
    const texts: string[] = [];
    for (const m of ["нет", "не, лучше 4 дня в неделю"]) texts.push((await say(s, chat.id, m)).text);
    const last = texts.at(-1)!;
    expect(last).not.toMatch(/ограничения[^\n]*лучше 4 дня/i);
    expect(last).toMatch(/4/);
  });
});

describe("the second review's findings", async () => {
  const { services: s } = await sampleServices();
  it("a sum in a statement or a command is no purchase: «расходы на такси до 1500 рублей компенсируются», «оплати счёт до 5000»", async () => {
    const send = await everyday();
    for (const m of ["расходы на такси до 1500 рублей компенсируются", "оплати счёт до 5000"]) expect((await send(m)).tools).not.toContain("product_search");
  });

  it("«my schedule for monday» and «what's on my schedule» search the calendar; «как сайт за 30 дней» shows site metrics", async () => {
    const send = await everyday();
    expect((await send("my schedule for monday")).tools).toEqual(["calendar_search"]);
    expect((await send("what's on my schedule")).tools).toEqual(["calendar_search"]);
    expect((await send("как сайт за 30 дней")).tools).toEqual(["site_metrics"]);
  });

  it("«уже дней 10, после садика» is no age of 10", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "У ребёнка кашель, ему 4 года");
    const r = await say(s, chat.id, "уже дней 10, после садика");
    expect(r.text).not.toContain("возраст: 10");
  });

  it("«спасибо, что ответил. оформи служебку на отгул» is a command, not a question for the documents", async () => {
    const send = await everyday();
    expect((await send("спасибо, что ответил. оформи служебку на отгул")).tools).toEqual(["document_create"]);
  });

  it("the tutor does not take «15» or «x = -5» for the answer 5", async () => {
    const chat = s.chats.create("u1", "t");
    for (const m of ["объясни уравнения", "7 класс", "не понимаю как переносить"]) await say(s, chat.id, m);
    expect((await say(s, chat.id, "15")).text).not.toContain("Верно");
    expect((await say(s, chat.id, "x = -5")).text).not.toContain("Верно");
  });

  it("«никакого опыта» is a beginner", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "составь план тренировок, хочу похудеть");
    expect((await say(s, chat.id, "никакого опыта")).text).toContain("новичок");
  });

  it("after the trainer's plan, «составь рацион питания на неделю, хочу похудеть» moves to the nutrition skill", async () => {
    const chat = s.chats.create("u1", "t");
    for (const m of ["составь план тренировок, хочу похудеть, 3 раза в неделю дома", "новичок", "нет"]) await say(s, chat.id, m);
    await say(s, chat.id, "составь рацион питания на неделю, хочу похудеть");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("nutrition");
  });

  it("«создай таблицу сравнения поставщиков по цене и срокам» makes the table: a command naming verb and object stays a command", async () => {
    const send = await everyday();
    expect((await send("создай таблицу сравнения поставщиков по цене и срокам")).tools).toEqual(["document_create"]);
  });

  it("«встречи с Мартыновым в марте» keeps the name in the search and takes March as the dates", async () => {
    const send = await everyday();
    const r = await send("встречи с Мартыновым в марте");
    expect(JSON.stringify(r.cards[0]?.result ?? {})).not.toContain("2026-11-01");
  });
});

describe("a price asked about", () => {
  it("«Сколько стоит питание в школьной столовой в день?» enters no nutrition skill; «сколько калорий в борще?» still counts calories", async () => {
    const send = await everyday();
    expect((await send("Сколько стоит питание в школьной столовой в день?")).outcome).not.toBe("skill");
    expect((await send("сколько калорий в борще?")).outcome).toBe("skill");
  });
});

describe("a third walk's findings", () => {
  it("«могу ли я взять отпуск в первый месяц» is a question for the documents, not the onboarding-plan skill", async () => {
    const send = await everyday();
    const r = await send("могу ли я взять отпуск в первый месяц");
    expect(r.outcome).not.toBe("skill");
    expect(r.answer.content).toMatch(/@|\[\d\]/);
  });

  it("«во скок начинается рабочий день» is a question, not a greeting", async () => {
    const send = await everyday();
    const r = await send("во скок начинается рабочий день");
    expect(r.answer.content).not.toContain("Я ассистент компании");
  });
});

describe("colloquial questions from the third walk", () => {
  it("«мне нужен второй монитор, че делать» asks to be told («че» is «что»): the monitor rule, not an empty product search", async () => {
    const send = await everyday();
    expect((await send("мне нужен второй монитор, че делать")).answer.content).toMatch(/монитор[^\n]*\[\d\]/);
  });
});
