import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 35, helper E (issue 12, answerable questions answered): a support verb no document writes («дают»: the rules say
// «перечисляется», «выплачивается») was searched as two terms of a missing word, which pulled the pay rules under the
// floor: «когда дают зп» found nothing and was refused (heldout-print p11). The answerability test already drops such a
// verb (salience.ts). Left it.failing: leaving such a verb out of the search (lexical.ts, documents' search only) found
// the pay rules, but with them left out it let other passages through to be answered — heldout-print p11 answered the
// per-diem rule («не выплачиваются»), carservice c06 lost its fact — so the search is not widened while the judge
// accepts those passages; the defect stands. Documents and phrasings of our own.
// Session 36, helper A: reading «зп» as the rules' «зарплата» (colloquial.ts) makes it pass, but heldout-print's
// leave-one-out p11 then answered «когда дают зп» with a canteen's «компенсация питания… за рабочий день», so «зп» is
// not read so and the defect stands.
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

function docsWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "road-h35e-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const HANDBOOK = `# Памятка сотрудника пекарни «Колос»

## Рабочее время
Смена пекаря начинается в 4:00 и длится 8 часов. Перерыв на обед — 30 минут.

## Заработная плата
Зарплата перечисляется на карту два раза в месяц: аванс — 20-го числа, остаток — 5-го числа следующего месяца.

## Отпуск
Ежегодный отпуск — 28 календарных дней. Заявление подаётся за две недели.

## Отпуск без сохранения заработной платы
Отпуск за свой счёт до 5 дней в год согласуется с управляющим.

## Премия
Квартальная премия — до 15% оклада при выполнении плана выпечки.

## Больничный
Выплата по больничному листу производится в ближайший день выплаты заработной платы.

## Доплаты
Работа в праздничный день оплачивается в двойном размере оклада.

## Форма
Фартук и колпак выдаются бесплатно, стирка формы — в пекарне по пятницам.
`;

const CONTACTS = `# Контакты

| Вопрос | Кто отвечает | Как связаться |
| --- | --- | --- |
| Расчётные листки, справки | Бухгалтер Ольга Петровна Смирнова | buh@kolos-bread.ru, доб. 12 |
| Смены, подмены | Старший пекарь | доб. 15 |
`;

describe("a support verb the documents never write does not keep the rule asked about from being found", () => {
  it.failing("«когда дают зп» over pay rules that say «Зарплата перечисляется…»: the pay dates are shown, not a bare refusal", async () => {
    const r = await (await freshChats({ docs: docsWith({ "pamyatka.md": HANDBOOK, "kontakty.md": CONTACTS }) }))("когда дают зп");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toMatch(/20-го/);
  });
});
