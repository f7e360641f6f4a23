import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "../road/helpers.ts";

// Walk 20b through the chat road: each skill's conversation ends with a result made of what the person said (issue 16).
type Card = { tool: string; result: Record<string, unknown> };
const draftOf = (m: { meta: Record<string, unknown> }) =>
  ((m.meta.tools as Card[] | undefined) ?? []).map((c) => c.result).findLast((r) => r.kind === "draft") as { title: string; body: string; to?: string } | undefined;
const questions = (t: string) => (t.match(/\?/gu) ?? []).length;

describe("interview questions when the role is the answer to the skill's question (walk 20b)", () => {
  it("a junior graphic designer with figma, typography and taking edits gets questions on each, and general ones", async () => {
    const send = await sameChat({ tools: true });
    await send("вопросы для собеседования с кандидатом");
    const r = await send("младший графический дизайнер, без опыта или с годом опыта. проверить figma, типографику, умение принимать правки");
    const doc = draftOf(r.m)!;
    expect(doc.body).toMatch(/графическ\p{L}* дизайнер/iu);
    expect(doc.body).toMatch(/## Figma/u);
    expect(doc.body).toMatch(/## Типографика/u);
    expect(doc.body).toMatch(/## Умение принимать правки/u);
    expect(doc.body).toMatch(/шрифт/u);
    expect(doc.body).toMatch(/компонент|автолейаут|auto layout/iu);
    expect(doc.body).toMatch(/## Общие вопросы/u);
    expect(questions(doc.body)).toBeGreaterThanOrEqual(10);
    expect(doc.body).not.toContain("- Младший графический дизайнер");
  });

  it("«а можешь сам придумать вопросов 10 по фигме и типографике?» gives ten questions on those two", async () => {
    const send = await sameChat({ tools: true });
    await send("вопросы для собеседования с кандидатом");
    await send("младший графический дизайнер, без опыта или с годом опыта. проверить figma, типографику, умение принимать правки");
    const r = await send("а можешь сам придумать вопросов 10 по фигме и типографике?");
    const listed = r.m.content.match(/^\d+\.\s.+\?$/gmu) ?? [];
    expect(listed.length).toBe(10);
    expect(listed.some((q) => /figma/iu.test(q))).toBe(true);
    expect(listed.some((q) => /шрифт|типограф/iu.test(q))).toBe(true);
    expect(listed.some((q) => /правк/iu.test(q))).toBe(false);
  });
});

describe("negotiation prep for a raise: our goal, our minimum, arguments and a fallback (walk 20b)", () => {
  it("every part lands in its section and the plan gives advice in money, not percentages", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги подготовиться к переговорам");
    await send("с начальником о повышении зарплаты, сейчас получаю 90 тысяч");
    await send("цель 115, минимум согласна на 105");
    await send("аргументы: план +20%, привела 3 крупных клиента");
    const r = await send("если откажут — попрошу пересмотр через полгода");
    const text = r.m.content;
    expect(text).not.toContain("Пока ничего нет для разделов");
    const section = (head: string) => text.split(/\n\n/u).find((p) => p.startsWith(head)) ?? "";
    expect(section("Цели")).toMatch(/115/u);
    expect(section("Цели")).toMatch(/105/u);
    expect(section("Аргументы")).toMatch(/план \+20\s?%/iu);
    expect(section("Аргументы")).toMatch(/3 крупных клиента/u);
    expect(section("Запасной вариант")).toMatch(/пересмотр через полгода/u);
    expect(section("Уступки")).toMatch(/11\d|10\d/u);
    expect(text).not.toMatch(/115\s?%|105\s?%/u);
    expect(text).toContain("План разговора");
  });
});

describe("meeting minutes in English (walk 20b)", () => {
  // «by Dec 10» is the coming 10 December: this year's in the week it was written, next year's from the 11th on.
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  it("the skill asks in English and English notes become attendees, decisions, tasks with owners and dates, open questions", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const first = await send("I need to write meeting minutes from today's Sklad 2.0 meeting");
    expect(first.m.content).not.toMatch(/[а-яё]/iu);
    const r = await send("present: me, Maria Ivanova, Dmitry Sokolov. we agreed to launch the pilot on January 15. Maria prepares the budget by Dec 10, Dmitry updates the landing page by Dec 20. open question: who trains the warehouse staff");
    const doc = draftOf(r.m)!;
    const part = (head: string) => doc.body.split(/\n(?=## )/u).find((p) => p.startsWith(`## ${head}`)) ?? "";
    expect(part("Attendees")).toMatch(/Maria Ivanova/u);
    expect(part("Attendees")).toMatch(/Dmitry Sokolov/u);
    expect(part("Decisions")).toMatch(/pilot on January 15|pilot starts/u);
    expect(part("Tasks")).toMatch(/Maria.*budget.*(?:Dec 10|2026-12-10)/u);
    expect(part("Tasks")).toMatch(/Dmitry.*landing page.*(?:Dec 20|2026-12-20)/u);
    expect(part("Open questions")).toMatch(/who trains the warehouse staff/iu);
    expect(doc.title).not.toMatch(/warehous\b/u);
  });

  it("facts given with their labels up front are read by label, not bulleted raw", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const r = await send("take meeting minutes: attendees Anna, Maria, Dmitry. decided: pilot starts Jan 15. tasks: Maria - budget by Dec 10; Dmitry - landing page by Dec 20");
    const doc = draftOf(r.m)!;
    const part = (head: string) => doc.body.split(/\n(?=## )/u).find((p) => p.startsWith(`## ${head}`)) ?? "";
    expect(part("Attendees")).toMatch(/Anna, Maria, Dmitry/u);
    expect(part("Attendees")).not.toMatch(/take meeting minutes/iu);
    expect(part("Tasks")).toMatch(/Maria.*budget.*(?:Dec 10|2026-12-10)/u);
    expect(part("Tasks")).toMatch(/Dmitry.*landing page.*(?:Dec 20|2026-12-20)/u);
    expect(doc.body.split(/\n## /u)[0]).not.toMatch(/Dmitry/u);
  });

  it("«this is wrong, cancel it» cancels the minutes' draft, never added to it", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("take meeting minutes: attendees Anna, Maria, Dmitry. decided: pilot starts Jan 15. tasks: Maria - budget by Dec 10; Dmitry - landing page by Dec 20");
    const r = await send("this is wrong, cancel it");
    expect(send.services.drafts.listPending(send.chatId).length).toBe(0);
    expect(draftOf(r.m)).toBeUndefined();
  });
});

describe("leaving the minutes in words (walk 20b)", () => {
  for (const [lang, words] of [["en", "leave the minutes, I'll write them myself"], ["ru", "спасибо, протокол готов, выходим"]] as const) {
    it(`«${words}» is never added to the minutes as a point`, async () => {
      const send = await sameChat({ tools: true, lang });
      await send(lang === "en" ? "take meeting minutes: attendees Anna, Maria, Dmitry. decided: pilot starts Jan 15. tasks: Maria - budget by Dec 10"
        : "оформи протокол: были Анна, Мария, Дмитрий. решили: пилот с 15 января. задачи: Мария — бюджет до 10 декабря");
      const r = await send(words);
      expect(draftOf(r.m)).toBeUndefined();
      expect(r.m.content).not.toMatch(/Added|Дополнил/u);
      expect(send.services.drafts.listPending(send.chatId).length).toBeLessThanOrEqual(1);
    });
  }
});

describe("a claim letter to a supplier told as the answer to the letter skill's question (walk 20b)", () => {
  it("the address goes to «Кому», the body is a claim in sentences, and a correction replaces the figure", async () => {
    const send = await sameChat({ tools: true });
    await send("напиши официальное письмо поставщику с претензией по поставке");
    const r = await send("ОфисТорг, office@officetorg.example. привезли 30 кресел на 5 дней позже срока, 3 сломаны. хотим замену за неделю и скидку 10%");
    const letter = draftOf(r.m)!;
    expect(letter.to).toBe("office@officetorg.example");
    expect(letter.body).not.toMatch(/officetorg\.example/iu);
    expect(letter.body).not.toMatch(/(?:^|[.!]\s)\p{Ll}/mu);
    expect(letter.body).toMatch(/30 кресел/u);
    expect(letter.body).toMatch(/Просим/u);
    expect(letter.body).toMatch(/замен\p{L}* за неделю|в течение недели/u);
    expect(letter.body).toMatch(/10\s?%/u);
    expect(letter.title).toMatch(/Претензи/u);
    expect(r.m.content).not.toContain("адресата, цель письма");
    const fixed = await send("поправь: сломаны не 3, а 4 кресла");
    const again = draftOf(fixed.m)!;
    expect(again.body).toMatch(/4/u);
    expect(again.body).not.toMatch(/(?<!\d)3 сломан|сломаны не 3|Поправь/u);
  });
});

describe("the weekly calorie figure (walk 20b)", () => {
  it("RU: «а в неделю сколько получается?» after the norm gives the daily figure times seven", async () => {
    const send = await sameChat();
    await send("рассчитай мне норму калорий на неделю для похудения");
    await send("женщина, мне 34, рост 165, вешу 80");
    await send("сидячая");
    const day = await send("нет");
    const daily = Number(/≈\s?(\d+)\s?ккал в день/u.exec(day.m.content)![1]);
    const week = await send("а в неделю сколько получается?");
    expect(week.m.content.replace(/\s/gu, "")).toContain(String(daily * 7));
  });

  it("EN: «and what's that per week?» gives the weekly figure", async () => {
    const send = await sameChat({ lang: "en" });
    await send("what should my daily calories be to lose weight? I'm a woman, 34, 165 cm, 80 kg, desk job");
    const r = await send("no restrictions");
    const daily = Number(/target: ≈\s?(\d+)/u.exec(r.m.content)![1]);
    const week = await send("and what's that per week?");
    expect(week.m.content.replace(/[\s,]/gu, "")).toContain(String(daily * 7));
  });
});

describe("the tutor answers a follow-up, not the lesson again (walk 20b)", () => {
  it("EN: «why is 1/3 bigger than 1/4 if 4 is bigger than 3?» explains the parts of a whole", async () => {
    const send = await sameChat({ lang: "en" });
    await send("my son is in 5th grade and doesn't get adding fractions with different denominators like 1/3 + 1/6");
    const before = await send("he gets lost at finding the common denominator");
    const r = await send("hmm ok, why is 1/3 bigger than 1/4 if 4 is bigger than 3? he asked me that");
    expect(r.m.content).not.toBe(before.m.content);
    expect(r.m.content).toMatch(/1\/3/u);
    expect(r.m.content).toMatch(/1\/4/u);
    expect(r.m.content).toMatch(/parts?|pieces?|slices?/iu);
  });

  it("RU: «а как найти общий знаменатель для 2/3 и 3/4? покажи на примере» works that example", async () => {
    const send = await sameChat();
    await send("помоги объяснить сыну сложение дробей с разными знаменателями, 5 класс");
    const r = await send("а как найти общий знаменатель для 2/3 и 3/4? покажи на примере");
    expect(r.m.content).toMatch(/12/u);
    expect(r.m.content).toMatch(/8\/12/u);
    expect(r.m.content).toMatch(/9\/12/u);
  });
});

describe("the tutor after showing an answer (walk 20b)", () => {
  it("EN: once 1/3 + 1/6 = 1/2 was shown, «why?» does not set the same exercise again", async () => {
    const send = await sameChat({ lang: "en" });
    await send("my son is in 5th grade and doesn't get adding fractions with different denominators like 1/3 + 1/6");
    await send("he gets lost at finding the common denominator");
    const shown = await send("he says 2/9");
    expect(shown.m.content).toMatch(/1\/2/u);
    const r = await send("why can't you just add the tops and the bottoms?");
    expect(r.m.content).not.toMatch(/What is 1\/3 \+ 1\/6\?\s*$/u);
  });
});

describe("an admin's company skill makes its result by its procedure's sections (walk 20b)", () => {
  const skillsDir = resolve(import.meta.dir, "../fixtures/admin-skills/onboarding");
  it("the question does not parrot the procedure, and the document is «До выхода / Первый день / Первая неделя»", async () => {
    const send = await sameChat({ tools: true, skillsDir });
    const first = await send("сделай чек-лист для нового сотрудника");
    expect(first.m.content).not.toMatch(/по одному вопросу/u);
    const r = await send("менеджер по продажам, выходит 7 декабря, руководитель я, наставник Дмитрий Соколов");
    const doc = draftOf(r.m)!;
    for (const head of ["До выхода", "Первый день", "Первая неделя"]) expect(doc.body).toContain(`## ${head}`);
    expect(doc.body).not.toContain("## Пропуск");
    expect(doc.body).toMatch(/ноутбук/iu);
    expect(doc.body).toMatch(/наставник/iu);
    expect(r.m.content).not.toMatch(/по одному вопросу/u);
  });
});

describe("an English fitness answer is read whole (walk 20b)", () => {
  it("frequency, the knees and the dumbbells are all taken from one message", async () => {
    const send = await sameChat({ lang: "en" });
    await send("make me a workout plan");
    const r = await send("lose weight, beginner, 3x a week at home with dumbbells, 34 y.o., 70 kg, knees are weak so nothing with jumping");
    expect(r.m.content).not.toMatch(/how many times a week/iu);
    expect(r.m.content).not.toMatch(/injur/iu);
    const week = r.m.content.split("\n").filter((l) => /^— (?:Mon|Wed|Fri):/u.test(l)).join("\n");
    expect(week).toMatch(/dumbbell/iu);
    expect(week).not.toMatch(/squat|lunge|jump/iu);
    expect(r.m.content).toMatch(/knee/iu);
  });

  it("«oh wait, no, 70 kg not 80» is acknowledged", async () => {
    const send = await sameChat({ lang: "en" });
    await send("make me a workout plan, I'm 34, 80 kg");
    const r = await send("beginner. oh wait, no, 70 kg not 80");
    expect(r.m.content).toMatch(/70 kg/u);
  });
});
