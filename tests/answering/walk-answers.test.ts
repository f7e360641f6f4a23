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

// Shapes from the same tester's documents: an initial before a name, an ordinal with its case ending,
// a measure question's verb, colloquial words for work clothes and a burn.
const RULES = `# Положение о выплатах

Утверждено генеральным директором Е. В. Смирновой.

## Сроки выплаты
Аванс выплачивается 20-го числа. Если день выплаты выпадает на выходной, деньги перечисляют накануне.

## Испытательный срок
Испытательный срок — 3 месяца.

## Спецодежда
Стирку спецодежды организует компания по средам.

## Первая помощь
При ожоге место охлаждают холодной водой 15 минут.

## Брак
О браке с производства сообщают диспетчеру по телефону 222-33-44.
`;

describe("more of a tester's questions", () => {
  it("keeps «Е. В. Смирновой» in its sentence", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("кто у нас генеральный директор", undefined, deps);
    expect(r.answer).toContain("Смирновой");
  });

  it("reads «20-го числа» as 20 and «воскресенье» as a day of the weekend", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("а если 20 число в воскресенье?", "когда аванс", deps);
    expect(r.answer).toContain("накануне");
  });

  it("«сколько длится испытательный» is met by «— 3 месяца»", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("сколько длится испытательный", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("3 месяца");
  });

  it("«кому звонить» asks for a contact: «кому» is no word the documents must hold", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    expect((await answerOnce("пришёл брак с производства, кому звонить", undefined, deps)).answer).toContain("222-33-44");
  });
});

// A car service's grades and complaint rules, written for these tests in the shapes a tester's documents had.
const GRADES = `# Разряды и претензии

## Разряды
| Разряд | Оклад | Требование |
|---|---|---|
| 4-й | 68 000 | стаж от 1 года |
| 5-й | 82 000 | стаж от 3 лет и экзамен по электрике |

## Претензии
Решение по претензии сообщается клиенту не позднее 10 календарных дней.

## Отпуск
Отпуск — 28 календарных дней. Заявление подаётся за 14 дней.
`;

describe("ordinals and modal words in a tester's questions", () => {
  it("«а на пятый что нужно?» after a question about the 4th grade asks about the row «5-й»", async () => {
    const { deps } = await kbOf({ "grades.md": GRADES });
    const r = await answerOnce("а чтобы на пятый сдать что нужно?", "сколько получает слесарь 4 разряда?", deps);
    expect(r.answer).toContain("стаж от 3 лет");
  });

  it("«должны» is no word a document must hold: «за сколько дней должны ответить по претензии?» is answered", async () => {
    const { deps } = await kbOf({ "grades.md": GRADES });
    const r = await answerOnce("за сколько дней клиенту должны ответить по претензии?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("10 календарных дней");
  });
});

// A bus company's rest rules: the answer's section names «отдых» in the nominative, which Snowball stems «отд».
const REST = `# Режим труда и отдыха

## 4. Перерывы для отдыха и питания
4.1. Первый перерыв для отдыха предоставляется не позднее чем через 4 часа 30 минут непрерывного управления.

## 5. Междусменный отдых
5.1. Продолжительность ежедневного (междусменного) отдыха должна быть не менее **12 часов**.
5.2. Еженедельный непрерывный отдых составляет не менее 42 часов.
`;

describe("a noun Snowball over-stems still meets its other cases", () => {
  it("«сколько часов отдыха между сменами» is answered from the section «Междусменный отдых»", async () => {
    const { deps } = await kbOf({ "rest.md": REST, "bakery.md": BAKERY });
    const r = await answerOnce("Сколько часов отдыха должно быть между сменами?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("12 часов");
  });
});

const PASS = `# Пропуска и льготы

## Пропуска на территорию
Пропуск выдаёт бюро пропусков в день выхода на работу. Восстановление утерянного пропуска платное — 500 рублей, оплата через кассу предприятия.

## Аварийная остановка
Выставить знак аварийной остановки: в населённом пункте — не менее 15 м от транспортного средства, вне населённого пункта — не менее 30 м.

## Сводная таблица льгот
| Льгота | Условия | Размер |
|---|---|---|
| Фитнес | Корпоративная программа в сети «Фитнес-Парк» | Абонемент по корпоративному тарифу |
| Питание на сменах | Сотрудники стационара | Компенсация 350 рублей за смену |
`;

describe("a price or a distance asked for is met by its figure", () => {
  it("«сколько стоит восстановить пропуск» is answered by «500 рублей», a sentence that never says «стоит»", async () => {
    const { deps } = await kbOf({ "pass.md": PASS, "bakery.md": BAKERY });
    const r = await answerOnce("Сколько стоит восстановить утерянный пропуск?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("500 рублей");
  });

  it("«на каком расстоянии ставить знак» is answered by «15 м»", async () => {
    const { deps } = await kbOf({ "pass.md": PASS, "bakery.md": BAKERY });
    const r = await answerOnce("на каком расстоянии ставить знак аварийной остановки", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("15 м");
  });

  it("a price in the next table row is no price of the thing asked about", async () => {
    const { deps } = await kbOf({ "pass.md": PASS, "bakery.md": BAKERY });
    const r = await answerOnce("Сколько стоит абонемент в Фитнес-Парк?", undefined, deps);
    expect(r.state).not.toBe("answered");
  });
});

// A dental clinic's rules in the shapes a walker's documents had (session 9).
const CLINIC = `# Правила клиники

## Ежегодный отпуск
Отпускные перечисляются на карту не позднее чем за 3 календарных дня до начала отпуска.

## Премии
Годовая премия (13-я зарплата) выплачивается в феврале при стаже не менее 1 года.

## Контроль стерилизации
- Тест Бови-Дика — ежедневно перед первым циклом.
- Химические индикаторы — в каждой закладке.

## Аварийная ситуация
Аптечка «Анти-СПИД» есть в каждом процедурном кабинете.
`;

describe("a walker's questions over a clinic's rules", () => {
  const ask = async (q: string) => answerOnce(q, undefined, (await kbOf({ "clinic.md": CLINIC, "bakery.md": BAKERY })).deps);

  it("«когда отпускные приходят»: «приходят» only says the money reaches the person", async () => {
    const r = await ask("когда отпускные приходят");
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("3 календарных дня");
  });

  it("«когда 13я зарплата» reads «13я» as «13-я»", async () => {
    const r = await ask("когда 13я зарплата");
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("феврале");
  });

  // h30c's «a verb no document holds with a short unknown noun is too thin» hedged this: «бови», «дика» seemed unknown,
  // the documents writing them only as one hyphenated name «Бови-Дика» (two words joined so are now that name).
  it("«как часто делать тест бови дика» is met by «ежедневно»", async () => {
    const r = await ask("как часто делать тест бови дика");
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("ежедневно");
  });

  it("«где лежит аптечка антиспид» meets «Анти-СПИД» and asks only for the place", async () => {
    const r = await ask("где лежит аптечка антиспид");
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("процедурном кабинете");
  });
});

describe("«какого числа» asks for a day of the month", () => {
  const TRAVEL = "# Командировки\n\n## Суточные\nСуточные перечисляются на зарплатную карту вместе с авансом на командировку.\n\n## Гостиница\nЛимит на гостиницу — 5 000 рублей в сутки.\n";
  it("is not answered by a sentence with no date («Суточные перечисляются на зарплатную карту…»)", async () => {
    const { deps } = await kbOf({ "travel.md": TRAVEL, "bakery.md": BAKERY });
    const r = await answerOnce("Какого числа приходит зарплата и аванс?", undefined, deps);
    expect(r.state).not.toBe("answered");
  });

  it("is answered by «25-е число»", async () => {
    const { deps } = await kbOf({ "pay.md": "# Оплата\n\n## Заработная плата\nАванс выплачивается 25-е число текущего месяца, окончательный расчёт — 10-го числа следующего.\n", "bakery.md": BAKERY, "clinic.md": CLINIC });
    const r = await answerOnce("какого числа выплачивают аванс?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("25-е");
  });
});

const REFUNDS = `# Возвраты и ответственные

## Возврат денежных средств
Сумму до 5 000 рублей согласует главный врач клиники; от 5 000 до 50 000 рублей — руководитель службы качества; свыше 50 000 рублей — финансовый директор.

## Испытательный срок
Испытательный срок для всех новых сотрудников — 3 месяца.

## Обувь
Медицинская обувь — закрытая, белая, на нескользящей подошве. Обувь сотрудник покупает сам.
`;

describe("a case of one's own found within the rule", () => {
  const deps = async () => (await kbOf({ "refunds.md": REFUNDS, "bakery.md": BAKERY, "clinic.md": CLINIC })).deps;

  it("«кто согласует возврат 12 тыщ» is met by «от 5 000 до 50 000 рублей»", async () => {
    const r = await answerOnce("кто согласует возврат 12 тыщ", undefined, await deps());
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("руководитель службы качества");
  });

  it("«а если 70к» after it is met by «свыше 50 000 рублей»", async () => {
    const r = await answerOnce("а если 70к", "кто согласует возврат 12 тыщ", await deps());
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("финансовый директор");
  });

  it("a clock time is no amount: «в 22:30» is not met by «до 5 000 рублей»", async () => {
    const r = await answerOnce("закончила в 22:30, сколько согласует главный врач?", undefined, await deps());
    expect(r.answer).not.toMatch(/22:30.*\[1\]/);
  });

  it("«привет, я новенькая медсестра в химках, сколько у меня испытательный срок»: who asks is context", async () => {
    const r = await answerOnce("привет, я новенькая медсестра в химках, сколько у меня испытательный срок", undefined, await deps());
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("3 месяца");
  });

  // The rule's «Обувь сотрудник покупает сам» does say who: an answer must hold it, never the shoes' look alone.
  it("«кто отвечает за обувь» is not answered by what the rule says of shoes: it asks for someone", async () => {
    const r = await answerOnce("кто у нас отвечает за обувь", undefined, await deps());
    if (r.state === "answered") expect(r.answer).toContain("Обувь сотрудник покупает сам");
  });
});

describe("a room number keeps its sentence whole", () => {
  it("«(комн. 110)» ends no sentence", async () => {
    const { sentences } = await import("../../src/answering/extractive.ts");
    expect(sentences("Наличные сдаются в кассу (комн. 110) до 21:00 в день доставки. Карты — через терминал.")).toEqual([
      "Наличные сдаются в кассу (комн. 110) до 21:00 в день доставки.", "Карты — через терминал.",
    ]);
  });
});

describe("an answer reads as sentences, not as a pasted list", () => {
  const RULES = "# Курьеры\n\n## Наличные\n- Наличные сдаются в кассу до 21:00 в день доставки.\n- Возить с собой больше 50 000 рублей наличными запрещено.\n\n## Топливо\nРасход считается по GPS-треку маршрута:\n\n| Транспорт | Компенсация топлива |\n|---|---|\n| Авто | 7 рублей за километр |\n";
  it("drops the list marker «- »", async () => {
    const { deps } = await kbOf({ "c.md": RULES, "bakery.md": BAKERY });
    const r = await answerOnce("сколько налички можно возить с собой", undefined, deps);
    expect(r.answer).toContain("50 000");
    expect(r.answer).not.toMatch(/(?:^|\s)- \p{Lu}/u);
  });

  it("never gives a lead-in ending in «:» as the answer", async () => {
    const { deps } = await kbOf({ "c.md": RULES, "bakery.md": BAKERY });
    const r = await answerOnce("как считается расход по GPS-треку", undefined, deps);
    expect(r.answer).not.toMatch(/:\s*\[\d\]/);
  });
});
