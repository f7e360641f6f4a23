import { describe, expect, it } from "bun:test";
import { conceptsOfWord, evidenceTerms, salienceOf, termsOf } from "../../src/answering/salience.ts";
import { pickSentences } from "../../src/answering/extractive.ts";
import { judge } from "../../src/answering/answerability.ts";
import type { Fragment } from "../../src/retrieval/types.ts";
import { answerOnce, retrieve } from "../../src/answering/answer.ts";
import { asksForQuantity, holdsFigure, measureKind, measureWords, opensQuestion } from "../../src/text/measure-questions.ts";
import { actionNounOf, looksLikeVerb } from "../../src/text/verb-forms.ts";
import { HANDBOOK, SECURITY, kbOf } from "./helpers.ts";

// A small handbook written for these tests: the facts are stated as documents state them, not in the question's words.
const OFFICE = `# Правила офиса

## График
Рабочий день — с 9:30 до 18:30.

## Отпуск
Заявление на отпуск подают через портал не позднее чем за две недели до его начала.

## Поддержка
Не работает почта или VPN | Срок реакции: 30 минут | Срок решения: 4 часа

## Командировки
Поезд оплачивается в купе, самолёт — эконом-классом. Суточные: 1 000 рублей по России и 50 евро в день за рубежом.

## Курение
Курение разрешено только в курилке у ворот № 2.

## Наставничество
Наставник отвечает на вопросы нового сотрудника до конца испытательного срока.
`;

describe("the form of a question is not the thing asked about", () => {
  it("treats «часто», «быстро», «заранее», «начинается» in a measure question as the measure asked for", () => {
    expect([...measureWords("Как часто нужно менять пароль?")]).toEqual(["часто"]);
    expect([...measureWords("Не работает VPN, как быстро починят?")]).toEqual(["быстро"]);
    expect([...measureWords("За сколько заранее подавать заявление?")]).toEqual(["заранее"]);
    expect([...measureWords("Во сколько начинается рабочий день?")]).toEqual(["начинается"]);
    expect([...measureWords("До скольки работает склад?")]).toEqual(["скольки"]);
    expect([...measureWords("В какой срок отвечают на жалобу?")]).toEqual(["срок"]);
  });

  it("keeps the same words when the question does not ask for a measure", () => {
    expect(measureWords("Часто ли бывают учения по пожарной безопасности?").size).toBe(0);
    expect(measureWords("Что делать, если начинается пожар?").size).toBe(0);
    expect(measureWords("Что входит в срок испытания?").size).toBe(0);
    expect(measureWords("До какой суммы закупку согласует начальник?").has("начальник")).toBe(false);
  });

  it("answers measure questions with the sentence that states the figure, citing it", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE });
    for (const [q, fact] of [
      ["Во сколько начинается рабочий день?", "9:30"],
      ["За сколько заранее подавать заявление на отпуск?", "две недели"],
      ["Не работает VPN, как быстро починят?", "4 часа"],
    ]) {
      const r = await answerOnce(q, undefined, deps);
      expect(r.state).toBe("answered");
      expect(r.answer).toContain(fact);
      expect(r.citations.length).toBeGreaterThan(0);
    }
  });

  it("does not answer a «сколько» question with a passage that states no figure", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE });
    const r = await answerOnce("Сколько длится испытательный срок?", undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(asksForQuantity("Сколько длится испытательный срок?")).toBe(true);
    expect(holdsFigure("Наставник помогает новому сотруднику в первые месяцы")).toBe(true);
    expect(holdsFigure("Наставник отвечает на вопросы нового сотрудника")).toBe(false);
    expect(measureKind("В какой срок сдают отчёт?")).toBe("time");
    expect(holdsFigure("Расходы до 10 000 рублей согласует руководитель", "time")).toBe(false);
    expect(holdsFigure("Отчёт сдают в течение 7 рабочих дней", "time")).toBe(true);
  });
});

describe("words the documents write otherwise", () => {
  it("finds a word inside a hyphenated compound («классом» in «эконом-классом»)", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE });
    const r = await answerOnce("Каким классом можно лететь в командировку?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("эконом");
  });

  it("meets «за границей» with «за рубежом» through the thesaurus", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE });
    const r = await answerOnce("а за границей?", "Какие суточные по России?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("50 евро");
  });

  it("holds a verb by its action noun: «курить» is answered by «Курение разрешено…»", async () => {
    expect(actionNounOf("курить")).toBe("курение");
    expect(actionNounOf("опоздать")).toBe("опоздание");
    expect(actionNounOf("сеть")).toBeNull();
    const { deps } = await kbOf({ "office.md": OFFICE, "handbook.md": HANDBOOK });
    const r = await answerOnce("Где можно курить?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("ворот № 2");
  });

  it("takes a prefixed plural («выдадут») for a verb the documents phrase otherwise, not for a missing topic", async () => {
    expect(["выдадут", "заберут", "пришлют"].every(looksLikeVerb)).toBe(true);
    expect(["маршрут", "институт", "парашют"].some(looksLikeVerb)).toBe(false);
    const laptop = "# Первый день\n\nНовый сотрудник получает ноутбук и гарнитуру в первый рабочий день.\n";
    const { deps } = await kbOf({ "laptop.md": laptop, "security.md": SECURITY, "handbook.md": HANDBOOK });
    const r = await answerOnce("Когда новому сотруднику выдадут ноутбук?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("первый рабочий день");
  });

  it("counts an unseen short word the thesaurus knows as a missing topic, so it is not answered without it", async () => {
    const overtime = "# Переработка\n\nЕсли сотрудник задержался на работе, переработка оплачивается в двойном размере.\n";
    const { deps } = await kbOf({ "security.md": SECURITY, "overtime.md": overtime });
    expect((await answerOnce("Оплачивается ли переработка, если задержался на работе?", undefined, deps)).state).toBe("answered");
    const r = await answerOnce("Оплачивают ли такси, если задержался на работе?", undefined, deps);
    expect(r.state).not.toBe("answered");
  });
});

describe("the partial answer in the interface's language", () => {
  it("writes the partial answer in English when the interface is English, and it still reads as partial", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("Компенсируется ли такси в аэропорт?", undefined, { ...deps, lang: "en" });
    expect(r.state).toBe("partial");
    expect(r.answer.startsWith("The documents do not answer this exactly.")).toBe(true);
    expect(r.answer).not.toMatch(/[а-яё]{3,} [а-яё]{3,} ничего/i);
    expect(r.answer).not.toContain("Возможно");
  });
});

describe("the thing asked about may be named by common words together", () => {
  const word = (w: string, weight: number) => ({ word: w, terms: termsOf(w), weight, exact: false, context: false, unseen: false });
  const fragment = { docName: "d.md", headingPath: [], text: "" } as unknown as Fragment;
  const picked = (text: string) => [{ fragment: 0, text, score: 1 }];

  it("takes two common words held together («рабочий день») as specific, though neither is alone", () => {
    const s = { words: [word("рабочий", 0.2), word("день", 0.2)], anchor: 1 };
    expect(judge(s, [fragment], picked("рабочий день с 9:30")).state).toBe("answered");
  });

  it("still does not answer a question resting on one common word", () => {
    const s = { words: [word("фабрика", 0.2)], anchor: 0 };
    expect(judge(s, [fragment], picked("фабрика")).state).not.toBe("answered");
  });
});

describe("follow-ups: what the previous message lends", () => {
  it("answers «а в какой срок?» about the previous question's subject, the message naming only the measure", async () => {
    const expenses = "# Авансовые отчёты\n\nАвансовый отчёт с чеками подают в бухгалтерию в течение 7 рабочих дней после расхода.\n";
    const { deps } = await kbOf({ "expenses.md": expenses, "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("а в какой срок?", "Куда сдавать авансовый отчёт?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("7 рабочих дней");
  });

  it("takes no subject from a previous message no document speaks to (a skill's turn)", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("Сколько дней ежегодного отпуска положено?", "Посчитай калории: гречка с курицей, порция 300 г", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("28 календарных дней");
  });
});

describe("a question about the open document", () => {
  it("answers «Какие тут сроки?» from the open document only, though another one says «срок» more often", async () => {
    const expenses = "# Авансовые отчёты\n\nАвансовый отчёт с чеками подают в бухгалтерию в течение 7 рабочих дней после расхода.\n";
    const it_ = "# Заявки\n\nСрок реакции на заявку — 30 минут, срок решения — 4 часа. Сроки выдачи оборудования — 2 рабочих дня.\n";
    const { deps } = await kbOf({ "expenses.md": expenses, "it.md": it_ });
    const r = await answerOnce("Какие тут сроки?", undefined, { ...deps, focus: "expenses.md" });
    expect(r.answer).toContain("7 рабочих дней");
    expect(r.answer).not.toContain("30 минут");
    expect(r.citations.every((c) => c.docName === "expenses.md")).toBe(true);
  });
});

describe("a short passive participle is phrasing", () => {
  it("«сказано», «указано», «написаны» read as verbs; nouns of the same length do not", async () => {
    const { looksLikeVerb } = await import("../../src/text/verb-forms.ts");
    for (const w of ["сказано", "указано", "написаны", "установлено"]) expect(looksLikeVerb(w)).toBe(true);
    for (const w of ["обучение", "отпуск", "бюджет", "парковка"]) expect(looksLikeVerb(w)).toBe(false);
  });
});

// A day's schedule that names moments but neither the length of lunch nor when the working day ends.
const FIRST_DAY = `# Первый день

## Расписание
В первый рабочий день приходите к 10:00 на ресепшен.

## Знакомство
В 11:30 — встреча с руководителем, в 13:00 — обед с командой за счёт компании.
`;

describe("a question that asks for both bounds or a length of time", () => {
  it("does not answer «начинается и заканчивается» with one clock time", async () => {
    const { deps } = await kbOf({ "first-day.md": FIRST_DAY });
    const r = await answerOnce("Во сколько начинается и заканчивается рабочий день?", undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(measureKind("Во сколько начинается и заканчивается рабочий день?")).toBe("span");
  });

  it("answers «начинается и заканчивается» with a passage that gives both bounds", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE });
    const r = await answerOnce("Во сколько начинается и заканчивается рабочий день?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("18:30");
  });

  it("does not answer «сколько длится» with a moment («в 13:00 — обед»)", async () => {
    const { deps } = await kbOf({ "first-day.md": FIRST_DAY });
    const r = await answerOnce("Сколько длится обед?", undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(measureKind("Сколько длится перерыв на обед?")).toBe("duration");
    expect(holdsFigure("Перерыв продолжительностью 60 минут предоставляется с 12:00 до 15:00", "duration")).toBe(true);
    expect(holdsFigure("В 11:30 — встреча, в 13:00 — обед с командой", "duration")).toBe(false);
    expect(holdsFigure("Испытательный срок составляет три месяца", "duration")).toBe(true);
  });

  it("answers «во сколько» with a moment of the day, not a length in days", async () => {
    expect(measureKind("во сколько нужно быть на работе?")).toBe("clock");
    expect(measureKind("В какой срок сдают отчёт?")).toBe("time");
    expect(holdsFigure("Сотрудник может работать из дома до двух дней в неделю", "clock")).toBe(false);
    expect(holdsFigure("Склад работает с 8 до 17, в субботу до 14 часов", "clock")).toBe(true);
    expect(holdsFigure("с 8 до 17 лет", "clock")).toBe(false);
    expect(holdsFigure("Декларантам положено ещё 3 дополнительных календарных дня", "clock")).toBe(false);
    expect(measureKind("до скольки лет ребёнку платят пособие?")).not.toBe("clock");
    const { deps } = await kbOf({ "office.md": "# Офис\n\n## Удалённая работа\nРаботать из офиса нужно не меньше трёх дней в неделю, из дома — до двух дней.\n\n## Приход\nОфис открыт с 8 до 20, сотрудник приходит к 10 часам.\n" });
    const r = await answerOnce("во сколько нужно приходить в офис?", undefined, deps);
    expect(r.answer).toContain("к 10 часам");
  });

  it("answers «сколько длится» with a length of time", async () => {
    const { deps } = await kbOf({ "lunch.md": "# Обед\n\n## Перерыв\nОбед длится 60 минут в промежутке с 12:00 до 15:00.\n" });
    const r = await answerOnce("Сколько длится обед?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("60 минут");
  });
});

// A shuttle described by its departure only: where it stops is nowhere said (the visitors' page names other stops).
const SHUTTLE = `# Развозка

## Служебный автобус
Служебный автобус для второй смены уходит от проходной в 0:15 по двум маршрутам.
`;
const VISITORS = `# Гостям

## Как добраться
Ближайшие остановки общественного транспорта — «Завод» и «Рынок», от них пять минут пешком.
`;
const ASKS_TWO = "Во сколько уходит служебный автобус второй смены, какие остановки?";

describe("a message that asks two questions", () => {
  it("does not answer «…, какие остановки?» with a passage that names none", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE, "handbook.md": HANDBOOK, "shuttle.md": SHUTTLE, "visitors.md": VISITORS });
    const r = await answerOnce(ASKS_TWO, undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(opensQuestion(" какие остановки")).toBe(true);
    expect(opensQuestion(" если того нет дома")).toBe(false);
  });

  it("answers both questions when the passage meets each", async () => {
    const { deps } = await kbOf({ "office.md": OFFICE, "handbook.md": HANDBOOK, "shuttle.md": `${SHUTTLE}Остановки: метро «Парк культуры», ТЦ «Звезда».\n`, "visitors.md": VISITORS });
    const r = await answerOnce(ASKS_TWO, undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("Остановки");
  });
});

describe("the form of a definition question", () => {
  it("does not take «такое» of «Что такое…» for the subject (it matched «Такие дни…» elsewhere)", async () => {
    const doc = `# Правила

## Дни здоровья
Трижды в течение года сотрудник может не выйти на работу из-за лёгкого недомогания.

## Удалённая работа
Удалённо можно работать два дня в неделю. Такие дни согласуются с руководителем заранее.
`;
    const { deps } = await kbOf({ "rules.md": doc, "office.md": OFFICE });
    const r = await answerOnce("Что такое дни здоровья и сколько их можно взять за год?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("Трижды");
    expect(r.answer).not.toContain("Такие дни");
  });
});

describe("citing another section", () => {
  it("does not cite a sentence from another section that only repeats the question's words", async () => {
    const plans = "Тариф «Стандарт»: время реакции — 4 часа. Тариф «Премиум»: время реакции — 15 минут.";
    const credit = "Если время реакции превышено, клиент получает кредит за каждый час; для тарифа «Премиум» — за каждые 15 минут.";
    const { deps } = await kbOf({ "office.md": OFFICE, "prices.md": `# Цены\n\n## Тарифные планы\n${plans}\n\n## Компенсация при нарушении SLA\n${credit}\n` });
    // Both passages as retrieval returns them, nearly equal in score.
    const fragments = [
      { docName: "prices.md", headingPath: ["Цены"], text: plans, score: 0.9 },
      { docName: "prices.md", headingPath: ["Компенсация"], text: credit, score: 0.88 },
    ] as unknown as Fragment[];
    const salience = salienceOf("Какое время реакции на тарифе «Премиум»?", undefined, deps.kb.lexical)!;
    const picked = pickSentences("Какое время реакции на тарифе «Премиум»?", fragments, 3, salience);
    expect(picked.some((p) => p.text.includes("15 минут") && p.fragment === 0)).toBe(true);
    expect(picked.every((p) => p.fragment === 0)).toBe(true);
  });
});

describe("synonyms through a short stem", () => {
  it("does not let «купе» meet «закупку» because Snowball cuts «купить» to «куп»", () => {
    const asked = termsOf("закупку").filter((t) => t.startsWith("#"));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((t) => evidenceTerms("Проезд железной дорогой: норма — купе").has(t))).toBe(false);
    expect(asked.some((t) => evidenceTerms("Мебель можно купить в салоне").has(t))).toBe(true);
    expect(conceptsOfWord("сто")).not.toEqual(conceptsOfWord("стоимость"));
  });
});

describe("a sentence that asks rather than tells", () => {
  it("answers «кто отвечает» with the person named, not with «…и кто за это отвечает»", async () => {
    const policy = `# Политика обработки персональных данных

## Общие положения
Политика определяет, какие персональные данные обрабатывает компания, с какой целью, как долго они хранятся и кто за это отвечает.

## Ответственные лица
Ответственный за организацию обработки персональных данных — руководитель службы комплаенса Игорь Лебедев.
`;
    const { deps } = await kbOf({ "policy.md": policy, "office.md": OFFICE });
    const r = await answerOnce("Кто в компании отвечает за обработку персональных данных?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("Игорь Лебедев");
    expect(r.answer).not.toContain("Политика определяет");
  });
});

describe("a five-letter stem", () => {
  it("meets the longer forms of its word («записан» and «по записи»)", () => {
    const held = evidenceTerms("Время ожидания приёма по записи не должно превышать 15 минут");
    expect(termsOf("записан").some((t) => held.has(t))).toBe(true);
    expect(termsOf("запись").some((t) => evidenceTerms("Клиент записан на приём").has(t))).toBe(true);
  });
});

describe("the hour of a clock time", () => {
  it("does not take «11:30» for «к одиннадцати», but takes «11:00»", () => {
    const eleven = termsOf("одиннадцати");
    expect(eleven.some((t) => evidenceTerms("В 11:30 — вводная встреча с руководителем").has(t))).toBe(false);
    expect(eleven.some((t) => evidenceTerms("Начать рабочий день можно с 8:00 до 11:00").has(t))).toBe(true);
  });

  it("still meets a clock time the question writes itself («в 11:30»)", async () => {
    const { deps } = await kbOf({ "first-day.md": FIRST_DAY, "office.md": OFFICE });
    const r = await retrieve("Что будет в 11:30 в первый день?", undefined, deps);
    const hour = r.verdict!.picked.map((p) => p.text).join(" ");
    expect(hour).toContain("11:30");
    expect(r.verdict!.missing).not.toContain("11");
  });
});
