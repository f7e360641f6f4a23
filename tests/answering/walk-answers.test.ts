import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { kbOf } from "./helpers.ts";

// A bakery's rules written for these tests, in the shapes a tester's documents had: a list under a lead-in,
// a percentage, a table with an empty cell, a phone extension «доб.».
const BAKERY = `# Правила пекарни

## Питание на смене
Во время смены сотрудник может бесплатно взять один напиток и две единицы выпечки.

## Скидка сотрудникам
Скидка сотрудника на всю продукцию — 25% по личной карте.

## Премия
Премия составляет до 10% оклада и зависит от показателей:
- выполнение плана продаж;
- доля списания не выше 5%;
- оценка тайного покупателя.

## Ставки
| Должность | Ставка, руб./час | Ночная смена, руб./час |
|---|---|---|
| Кассир | 250 | — |
| Пекарь | 320 | 400 |

## Контакты
Отпуск и справки: отдел персонала, kadry@example.ru, доб. 201. Зарплата: бухгалтерия, доб. 120.
`;

describe("answers a tester's everyday questions over a bakery's rules", () => {
  it("«какой процент скидки…» is met by «25%»", async () => {
    const { deps } = await kbOf({ "bakery.md": BAKERY });
    const r = await answerOnce("какой процент скидки по карте сотрудника", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("25%");
  });

  it("«поесть» is food («питание»)", async () => {
    const { deps } = await kbOf({ "bakery.md": BAKERY });
    const r = await answerOnce("что можно бесплатно поесть на смене", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("выпечки");
  });

  it("says a list's lead-in once, its items after it", async () => {
    const { deps } = await kbOf({ "bakery.md": BAKERY });
    const r = await answerOnce("от чего зависит премия", undefined, deps);
    expect(r.answer.match(/Премия составляет/g)?.length).toBe(1);
    expect(r.answer).toContain("доля списания");
  });

  it("keeps «доб. 201» in one sentence and leaves an empty table cell unread", async () => {
    const { deps } = await kbOf({ "bakery.md": BAKERY });
    const r = await answerOnce("кому писать про справки", undefined, deps);
    expect(r.answer).toContain("доб. 201");
    const rates = await answerOnce("сколько платят кассиру в час", undefined, deps);
    expect(rates.answer).not.toMatch(/— —/);
  });
});
