import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { kbOf } from "./helpers.ts";
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
Поздний выезд до 18:00 оплачивается в размере половины суточного тарифа, после 18:00 — по полному тарифу за сутки.

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
    const r = await answerOnce("а если гость уезжает после шести вечера", "Сколько стоит поздний выезд?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("по полному тарифу");
  });

  it("reads a city's everyday name as the official one the documents write: «а в Питере?» is Санкт-Петербург", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("а в Питере?", "Какой лимит на гостиницу в командировке?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("6 500 рублей");
  });

  it("does not meet «больше 300 тысяч» with a price of 300 roubles", async () => {
    const { deps } = await kbOf({ "rules.md": "# Пропуска\n\n## Утеря пропуска\nПри утере пропуска работник сообщает в бюро пропусков; новый пропуск стоит 300 рублей.\n\n## Парковка\nПарковка для сотрудников бесплатна.\n" });
    const r = await answerOnce("пропуск за 300 тысяч — кто согласует?", undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(r.answer).not.toContain("тысяч»");
  });

  it("meets a figure typed without the documents' thousands space: «1500 рублей» is «1 500 рублей»", async () => {
    const doc = "# Такси\n\n## Поздние поездки\nПоездка на такси после 22:00 возмещается в пределах 1 500 рублей.\n\n## Парковка\nПарковка бесплатна.\n";
    const { deps } = await kbOf({ "taxi.md": doc });
    const r = await answerOnce("такси возмещают до 1500 рублей?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("1 500 рублей");
  });
});
