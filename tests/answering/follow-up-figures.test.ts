import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { HANDBOOK, kbOf } from "./helpers.ts";
import { spokenClockTimes } from "../../src/text/numerals.ts";

// A handbook written for these tests; each fact is stated as documents state it, not in the questions' words.
const RULES = `# Правила компании

## Согласование закупок
Закупку до 50 000 рублей согласует руководитель отдела. Закупку от 50 000 до 300 000 рублей согласует финансовый директор. Закупки свыше 300 000 рублей проводятся через конкурсную комиссию.

## Проживание в командировке
Статья | Норма | Исключения
Гостиница | до 3 500 рублей в сутки | Москва и Санкт-Петербург — до 6 500 рублей
Командировки на отраслевые выставки в Москве согласует коммерческий директор.

## Гости
Разовый пропуск для гостя заказывает принимающий сотрудник в системе «Вход» не позднее 17:00 рабочего дня, предшествующего визиту.

## Выезд из номера
Поздний выезд постояльца до 18:00 оплачивается в размере половины суточного тарифа, после 18:00 — по полному тарифу за сутки.

## Парковка
Парковка для сотрудников бесплатна, места распределяет административный отдел.
`;

describe("follow-ups and figures", () => {
  it("answers a follow-up that names a new amount with the rule for that amount, not the previous one's", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("а если сумма больше 300 тысяч?", "Кто согласует закупку на 100 тысяч рублей?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("конкурсную комиссию");
    expect(r.answer).toMatch(/\[\d\]/);
  });

  it("keeps the previous question's measure in a follow-up that asks none of its own", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("а если еду в Москву?", "Какой лимит на гостиницу в командировке?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("6 500 рублей");
  });

  it("does not take «завтра» for the subject of a question a document answers for every day", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("До какого времени надо заказать пропуск гостю, если он придёт завтра?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("17:00");
  });

  it("still refuses a question about a thing no document holds, said with «завтра»", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("Будет ли завтра корпоративный концерт?", undefined, deps);
    expect(r.state).not.toBe("answered");
  });

  it("reads spoken time as the clock time documents write: «после шести вечера» is «после 18:00»", async () => {
    expect(spokenClockTimes("после шести вечера")).toBe("после 18:00");
    expect(spokenClockTimes("в 9 утра и до двух ночи, в 11 ночи")).toBe("в 9:00 и до 2:00, в 23:00");
    expect(spokenClockTimes("три дня отпуска")).toBe("три дня отпуска");
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("а если постоялец уезжает после шести вечера", "Сколько стоит поздний выезд?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("по полному тарифу");
  });
});

describe("a question about money wants an amount", () => {
  const SHIFTS = `# Режим работы

## Смены
Для врачей установлен сменный график «2 через 2» с продолжительностью смены 12 часов. В ночное время экстренная помощь оказывается только в стационаре.

## Оплата труда
Ночные часы оплачиваются с надбавкой 20% к часовой ставке.
`;
  it("reads «сколько платят», «сколько стоит», «на какую сумму» as asking for money, and «12 часов» as no amount", async () => {
    const { measureKind, holdsFigure } = await import("../../src/text/measure-questions.ts");
    for (const q of ["Сколько платят за ночное дежурство?", "сколько стоит парковка", "На какую сумму можно купить подарок?"]) expect(measureKind(q)).toBe("money");
    expect(measureKind("Сколько длится смена?")).toBe("duration");
    expect(holdsFigure("сменный график с продолжительностью смены 12 часов", "money")).toBe(false);
    expect(holdsFigure("лимит 1 500 рублей за поездку", "money")).toBe(true);
    expect(holdsFigure("с надбавкой 20% к ставке", "money")).toBe(true);
  });
  it("answers «Сколько платят за ночные часы?» with the 20% and does not assert the shift length for a night-duty pay question", async () => {
    const { deps } = await kbOf({ "shifts.md": SHIFTS, "handbook.md": HANDBOOK });
    expect((await answerOnce("Сколько платят за ночные часы?", undefined, deps)).answer).toContain("20%");
    expect((await answerOnce("Сколько платят за ночное дежурство в стационаре?", undefined, deps)).state).not.toBe("answered");
  });
});

describe("«какое число» asks for a date", () => {
  it("reads «какое число», «какого числа» as the measure asked for, answered by a term", async () => {
    const { measureKind, measureWords } = await import("../../src/text/measure-questions.ts");
    expect(measureKind("какое число сдавать авансовый отчёт?")).toBe("time");
    expect([...measureWords("Какого числа приходит зарплата?")]).toContain("числа");
    const { deps } = await kbOf({ "handbook.md": HANDBOOK });
    const r = await answerOnce("какое число подавать заявление на отпуск?", undefined, deps);
    expect(r.answer).toContain("14 дней");
  });
});
