import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { HANDBOOK, SECURITY, kbOf } from "./helpers.ts";

// A reviewer's cases against session 9's answering rules (bounds, «кто отвечает», prices, dates, who asks).
const ask = async (q: string, extra: Record<string, string> = {}) => answerOnce(q, undefined, (await kbOf({ "h.md": HANDBOOK, "s.md": SECURITY, ...extra })).deps);

describe("a bound meets only a figure of its own kind", () => {
  it("«стаж 5 лет» is not met by «до 40 календарных дней» of study leave", async () => {
    const r = await ask("сколько дней отпуска дают при стаже 5 лет?");
    expect(r.answer).not.toMatch(/до 40 календарных дней[^»]*\[\d\]/);
  });
});

describe("«кто отвечает за…» wants someone named", () => {
  it("«в отдельном шкафу» names nobody", async () => {
    const r = await ask("кто отвечает за спецодежду?", { "w.md": "# Склад\n\n## Спецодежда\nСпецодежда хранится в отдельном шкафу на втором этаже и выдаётся по заявке.\n\n## Уборка\nУборка проводится ежедневно.\n" });
    expect(r.state).not.toBe("answered");
  });
});

describe("a price asked for is a figure, not the word «стоимость»", () => {
  it("«сколько стоит обед» is not answered by «Стоимость обеда устанавливает администрация»", async () => {
    const r = await ask("сколько стоит обед в столовой?", { "c.md": "# Столовая\n\n## Обед\nСтоимость обеда в столовой устанавливает администрация бизнес-центра.\n\n## Часы\nСтоловая работает с 12:00 до 15:00.\n" });
    expect(r.state).not.toBe("answered");
  });
});

describe("«какого числа» is met by a day, not by any decimal", () => {
  it("«районный коэффициент 1.2» is no date", async () => {
    const r = await ask("какого числа выплачивают зарплату?", { "p.md": "# Оплата труда\n\n## Зарплата\nЗарплата выплачивается на карту с учётом надбавок; районный коэффициент 1.2 применяется ко всем выплатам.\n\n## Премии\nПремия выплачивается раз в квартал.\n" });
    expect(r.state).not.toBe("answered");
  });
});

describe("who asks is context only when it is who, not what", () => {
  it("«я хочу взять учебный отпуск, сколько дней дают?» is answered", async () => {
    const r = await ask("я хочу взять учебный отпуск, сколько дней дают?");
    expect(r.state).toBe("answered");
  });
});
