import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 29, helper D: skills and routing, from walk 28a on the cinema chain «Янтарный экран» (its documents as a fixture;
// nobody tuned to them). Each test is what a person met in the chat, asked in the walk's words and in new ones.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");

const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null } | null)?.skill ?? null;

describe("a benefit asked is a company question, not a skill's", () => {
  // Walk 28a E17: «Do we get a gym membership?» entered «Fitness coach» («Noted: where: in a gym. What is the goal…»); the
  // documents say nothing of a gym, so the answer is their refusal naming whom to ask (HR).
  for (const q of ["Do we get a gym membership?", "do we get a discount at a fitness club?"]) {
    it(`«${q}» is answered from the documents, no skill entered`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang: "en" }))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("skill");
      expect(r.answer.content).not.toMatch(/Fitness coach|What is the goal/);
    });
  }
});

describe("a benefit asked in Russian as what one is entitled to", () => {
  // New words for E17's kind: «положен» is what the rules give; «мне положен абонемент в зал?» entered fitness («где: в зале»).
  for (const q of ["мне положен абонемент в зал?", "положен ли мне абонемент в бассейн?"]) {
    it(`«${q}» is the documents' refusal naming whom to ask, no skill`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("Фитнес-тренер");
      expect(r.answer.content).toContain("hr@yantar-kino.ru");
    });
  }
});

describe("inside a skill, a company question never gets the tools' buttons", () => {
  // Walk 28a E22: four questions answered aside inside «Fitness coach», then «phone number of the Yantar-City manager?» got
  // «Please specify what exactly you need:» with «Ad revenue / My page stats / Site traffic».
  it("the manager's phone after asides inside fitness is answered with the badge kept", async () => {
    const send = await sameChat({ docs: CINEMA, lang: "en" });
    await send("make me a workout plan, 3 times a week");
    expect(skillOf(send)).toBe("fitness");
    for (const q of ["What's the Wi-Fi password for guests?", "what if I'm 40 minutes late?", "Where can I smoke?"]) await send(q);
    for (const q of ["phone number of the Yantar-City manager?", "what's the number of the Yantar-Mega manager?"]) {
      const { m, d } = await send(q);
      expect(d.outcome).not.toBe("clarify");
      expect(m.content).not.toMatch(/Please specify|Ad revenue|Site traffic/);
      // Which cinema's row answers is the answerer's matter (a named place must match: helper E); here, no buttons.
      expect(m.content).toMatch(/\+7 921 710-4|do not answer/);
      expect(skillOf(send)).toBe("fitness");
    }
  });
});

describe("inside a skill, a question is no reply because a tool was picked on one of its words", () => {
  // «номер телефона менеджера Янтарь-Заречье?» inside fitness after two answers given aside: the catalogue was picked on
  // «телефона», set aside as «a reply told to the skill», and the person got «Понял. Какая цель тренировок…».
  it("the manager's phone is answered from the contacts, the fitness badge kept", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("составь план тренировок 3 раза в неделю");
    for (const q of ["где курить можно?", "а где взять расчётный листок?"]) await send(q);
    const { m } = await send("номер телефона менеджера Янтарь-Заречье?");
    expect(m.content).not.toContain("Какая цель тренировок");
    expect(m.content).toContain("Роман Тихомиров");
    expect(skillOf(send)).toBe("fitness");
  });
});

describe("a question whether something will happen to me is the company's", () => {
  // Walk 28a R64: «мне повысят зарплату через полгода?» → «Уточните, что нужно: «описание вакансии», «оффер кандидату» или
  // «подготовка к переговорам»?» — a fact question never gets a question between skills.
  for (const q of ["мне повысят зарплату через полгода?", "нам поднимут ставку в следующем году?"]) {
    it(`«${q}» is no question between skills`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      expect(r.outcome).not.toBe("clarify");
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toMatch(/Уточните, что нужно|оффер кандидату/);
    });
  }
});

describe("the calorie counter knows a cinema's snacks and a drink's litres", () => {
  // Walk 28a S5: «посчитай калории: хот-дог с беконом, большой попкорн и кола 0,5» → «Не знаю «хот-дог», «беконом», «большой
  // попкорн»», «кола, 165 г*: 61 ккал» (0,5 read as half a can), total ≈ 61 ккал.
  it("the hot dog, the bacon, the popcorn and half a litre of cola are all counted", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("посчитай калории: хот-дог с беконом, большой попкорн и кола 0,5");
    expect(r.skill).toBe("calories");
    expect(r.answer.content).not.toContain("Не знаю");
    expect(r.answer.content).toMatch(/хот-дог, \d+ г/);
    expect(r.answer.content).toMatch(/попкорн, \d+ г/);
    expect(r.answer.content).toContain("кола, 500 г");
    const total = Number(/Итого ≈ (\d+)/.exec(r.answer.content)?.[1]);
    expect(total).toBeGreaterThan(800);
  });

  it("in new words: «сколько калорий в двух хотдогах и соке 0.33»", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько калорий в двух хотдогах и соке 0.33?");
    expect(r.answer.content).toMatch(/хот-дог, 200 г/);
    expect(r.answer.content).toContain("сок, 330 г");
  });
});

describe("negotiation prep hears what is paid now and for how long", () => {
  // Walk 28a S2: «я кассир 8 месяцев, хочу просить 260 в час вместо 230» inside «Подготовка к переговорам» echoed the words and
  // «Пока ничего нет для разделов…»; now the goal is read, and the current rate and the tenure must be too.
  it("the goal, the current rate with the rise, and the months worked are said back", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("помоги подготовиться к разговору о повышении зарплаты");
    expect(skillOf(send)).toBe("negotiation-prep");
    const { m } = await send("я кассир 8 месяцев, хочу просить 260 в час вместо 230");
    expect(m.content).toContain("до 260 в час");
    expect(m.content).toContain("сейчас 230 в час — это +13%");
    expect(m.content).toContain("За 8 месяцев работы");
    expect(m.content).not.toContain("Пока ничего нет");
  });
});
