import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 34, helper A (issue 14, leave-one-out): with the rule on a matter absent, a contacts line was shown as the answer
// to a work situation or an emergency («я заболел что делать» got the HR row, a smell of smoke the fire-safety officer's
// extension), cited and asserted. A contacts line says whom to ask, so the documents' silence is said and the contact named.
// Documents and phrasings of our own.
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

function docsWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "road-h34a-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const PAY = `# Оплата труда

## Сроки выплаты
Зарплата выплачивается два раза в месяц: аванс 20-го числа, остаток 5-го числа следующего месяца.

## Премии
Премия за квартал составляет до 15% оклада и начисляется по итогам аттестации.
`;

// A contacts table whose column headers are worded as questions («Кто отвечает», «Как связаться»).
const TABLE = `# Контакты магазина «Тюльпан»

Сотрудникам: кому писать и звонить по рабочим темам.

| Вопрос | Кто отвечает | Как связаться |
| --- | --- | --- |
| Зарплата, расчётные листки, вычеты | Бухгалтерия, Нина Петровна Ершова | buh@tulip-shop.ru, доб. 301 |
| Отпуска, больничные, справки с места работы | Отдел персонала, Галина Юрьевна Пахомова | staff@tulip-shop.ru, доб. 305 |
| Смены, подмены, стажёры | Старший продавец своего магазина | через чат магазина |
| Касса, сканер, пароли | Техподдержка | it@tulip-shop.ru, +7 (495) 700-11-22 |
| Приёмка товара, пересорт, холодильники | Склад, Олег Ильич Рябов | sklad@tulip-shop.ru, доб. 320 |
| Доставка, курьеры | Диспетчер доставки | delivery@tulip-shop.ru, +7 (495) 700-11-30 |
| Жалобы покупателей, возвраты | Служба заботы | care@tulip-shop.ru, доб. 340 |
| Уборка, ремонт, освещение | Завхоз Тимур Аликович Баев | доб. 350 |
`;

// A contacts list in plain text: a person with their phone, then the matters they answer for on the next line.
const PLAIN = `КОНТАКТЫ СОТРУДНИКОВ

ПЕРСОНАЛ
Руководитель службы персонала — Елисеева Ольга Игоревна, тел. 8 (48153) 2-33-10, доб. 110, staff@park-lib.ru, кабинет 7.
Вопросы: приём на работу, отпуска, больничные листы, справки с места работы.

БЕЗОПАСНОСТЬ
Инженер по охране труда и пожарной безопасности — Блинов Сергей Павлович, доб. 145, safety@park-lib.ru.
Дежурный пост охраны: +7 (48153) 2-90-90, круглосуточно.
`;

const SILENCE = /нет ответа|не нашлось|не отвечают|do not answer/i;

describe("a contacts line is no answer to a work situation the documents hold no rule on", () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ["a table row under question-worded headers", { "kontakty.md": TABLE, "oplata.md": PAY }, "я заболел что делать", /staff@tulip-shop\.ru|305/],
    ["a person's line followed by the matters they answer for", { "kontakty.txt": PLAIN, "oplata.md": PAY }, "я заболела, что делать?", /staff@park-lib\.ru|110/],
  ];
  for (const [what, files, q, contact] of cases) {
    it(`«${q}» over ${what}: the silence is said and the contact named, nothing asserted`, async () => {
      const r = await (await freshChats({ docs: docsWith(files) }))(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
      expect(r.answer.content).toMatch(SILENCE);
      expect(r.answer.content).toMatch(contact);
    });
  }
});

describe("a contacts line answers an emergency only when its matters name that emergency", () => {
  it("«в читальном зале пахнет дымом что делать» with only the fire-safety officer's line: silence said, no cited assertion", async () => {
    const r = await (await freshChats({ docs: docsWith({ "kontakty.txt": PLAIN, "oplata.md": PAY }) }))("в читальном зале пахнет дымом что делать");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  it("«посетитель дерётся в холле что делать» with a row «Драки, агрессивные посетители | Охрана | phone»: the row is the answer", async () => {
    const row = `# Кто за что отвечает\n\n| Вопрос | Кто | Телефон |\n| --- | --- | --- |\n| Драки, агрессивные посетители, кражи | Охрана ЧОП «Кедр» | +7 915 300-20-10 |\n| Свет, отопление, двери | Завхоз Ильин | +7 915 300-20-11 |\n`;
    const r = await (await freshChats({ docs: docsWith({ "kontakty.md": row, "oplata.md": PAY }) }))("посетитель дерётся в холле, что делать");
    expect(r.answer.content).toMatch(/300-20-10/);
  });
  it("«кому звонить по больничному?» is still answered by the contacts row", async () => {
    const r = await (await freshChats({ docs: docsWith({ "kontakty.md": TABLE, "oplata.md": PAY }) }))("кому звонить по больничному?");
    expect(r.answer.content).toMatch(/staff@tulip-shop\.ru|305/);
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
