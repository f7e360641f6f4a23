import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 35, helper C (issue 12, documents nobody tuned to): phrasings of walk33's kindergarten walk, asked of documents
// and in words of our own, through the chat turn as the browser sends it.
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

function docsWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "road-h35c-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const PAY = `# Оплата труда склада

## Оклады

| Должность | Оклад, руб. в месяц | Премия |
| --- | --- | --- |
| Кладовщик | 48 000 | до 10% |
| Грузчик | 39 000 | нет |

## Переработки

Если смена задержалась, каждый начатый час оплачивается кладовщику как 350 руб. сверх оклада.

## Отпуск

Ежегодный отпуск — 28 календарных дней. Заявление подают за две недели.

## Спецодежда

Куртку, перчатки и ботинки выдаёт завхоз раз в год.

## Пропуск

Пропуск на склад выдаёт охрана в первый рабочий день.
`;

const WALK33 = resolve(import.meta.dir, "../fixtures/pilot/walk33/docs");

describe("a pay table whose header names the period holds a sum", () => {
  // «Оклад, руб. в месяц: 36 000» was read as holding no money, so «сколько получает…» (a sum asked) was hedged over the
  // row it retrieved.
  it("«сколько получает помощник воспитателя» gives the row's 36 000", async () => {
    const r = await (await freshChats({ docs: WALK33 }))("сколько получает помощник воспитателя");
    expect(r.answer.content).toContain("36 000");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });
});

const POOL = `# Секция плавания

## Абонементы

| Группа | Возраст | Стоимость в месяц |
| --- | --- | --- |
| Малыши | 4–6 лет | 5 000 руб. |
| Юниоры | 7–10 лет | 6 000 руб. |
| Подростки | 11–14 лет | 7 000 руб. |

## Что взять с собой

Шапочку, очки, полотенце и сланцы. Справку от педиатра приносят на первое занятие.

## Пропуски

Пропущенное по болезни занятие переносят на другой день по справке.
`;

describe("a table question gives the row whose span holds the figure asked", () => {
  // «для 8 лет» is the row «7–10 лет»; the rows «4–6 лет» and «11–14 лет» were listed beside it as if they applied too.
  it("«сколько стоит плавание для 8 лет» gives the 7–10 row only", async () => {
    const r = await (await freshChats({ docs: docsWith({ "pool.md": POOL }) }))("сколько стоит плавание в месяц для 8 лет");
    expect(r.answer.content).toContain("6 000");
    expect(r.answer.content).not.toContain("5 000");
    expect(r.answer.content).not.toContain("7 000");
  });
});

describe("«пьяный» is the rule's «в состоянии опьянения»", () => {
  // Викисловарь: пьяный — находящийся в состоянии опьянения. Only the late-parent steps were given before.
  // Left: the group «пьяный нетрезвый опьянение drunk» (english-general.json) was undone after the fresh-clone run found
  // it changed the contact named under «my colleague cut her hand, what do I do?» (tests/road/h25b) to hr@.
  it.failing("«пьяный родитель пришел за ребенком» gives the rule on a drunk person", async () => {
    const r = await (await freshChats({ docs: WALK33 }))("пьяный родитель пришел за ребенком");
    expect(r.answer.content).toContain("опьянения");
  });
});

const SHIFTS = `# Режим работы склада

## График смен

| Смена | Время | Что входит |
| --- | --- | --- |
| Дневная | 8:00 – 20:00 | приёмка, отгрузка |
| Ночная | 20:00 – 8:00 | инвентаризация, уборка |

Поменяться сменой можно только с коллегой своего участка, предупредив начальника склада за два дня.

## Отпуск

Ежегодный отпуск — 28 календарных дней, заявление пишут за две недели.

## Спецодежда

Куртку и ботинки выдаёт кладовщик раз в год.
`;

describe("how to do a thing leads with the sentence that says it", () => {
  // The table's rows meet «поменяться» only through «смена»'s thesaurus group; the sentence says the swap itself.
  it("«как поменяться сменой» gives the swap rule without the shift rows", async () => {
    const r = await (await freshChats({ docs: docsWith({ "rezhim.md": SHIFTS }) }))("как поменяться сменой");
    expect(r.answer.content).toContain("за два дня");
    expect(r.answer.content).not.toContain("8:00 – 20:00");
  });

  // A question of the shifts themselves still gets the rows.
  it("«какие бывают смены» still gives the rows", async () => {
    const r = await (await freshChats({ docs: docsWith({ "rezhim.md": SHIFTS }) }))("какие бывают смены");
    expect(r.answer.content).toContain("8:00 – 20:00");
  });
});
