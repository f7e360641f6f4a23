import { describe, expect, it } from "bun:test";
import { kindOf, partsOf } from "../../src/skills/interview/method-steps.ts";
import { stepAsQuestion } from "../../src/skills/interview/generic.ts";
import { interviewTurn } from "../../src/skills/interview/interview.ts";
import { documentFromInterview } from "../../src/skills/interview/letter-draft.ts";
import { skill } from "./helpers.ts";
import type { InterviewState } from "../../src/skills/interview/types.ts";

// Walk 17b (issue 16): what a method's step is for the embedded face — asked, said, advised, looked up, or the
// assistant's own work, which is never shown — and the result made of the person's words in the parts of the result.
describe("a method's step is turned into what the person is asked, told or advised", () => {
  it("a reminder is said as a reminder, without a later order of the step", () => {
    expect(kindOf("Напомнить, что заявление подают за две недели", [])).toEqual({ kind: "tell", said: "заявление подают за две недели", lead: "remind" });
    expect(kindOf("Напомни, что итоговое решение за юристом, и покажи список замечаний", [])).toMatchObject({ kind: "tell", said: "итоговое решение за юристом" });
  });

  it("a hand-over to someone is advice to the person, its condition and later orders in the polite plural", () => {
    const [part] = partsOf("Если жалоба на обслуживание, передай её старшему администратору Кузнецовой.");
    expect(kindOf(part, [])).toEqual({ kind: "advise", said: "Если жалоба на обслуживание, передайте её старшему администратору Кузнецовой." });
    expect(kindOf("Если жалоба затрагивает угрозы — сразу передай проректору, не отвечай самостоятельно", [])).toMatchObject({ said: expect.stringContaining("не отвечайте самостоятельно") });
  });

  it("telling the person the assistant's own answer is no hand-over («Сообщи результат с расчётом…»)", () => {
    expect(kindOf("Сообщи результат с расчётом и ссылкой на норму", []).kind).toBe("work");
  });

  it("a look-up names a tool only when the skill has it", () => {
    expect(kindOf("Проверить календарь на эти даты", ["calendar_search"])).toMatchObject({ kind: "look", tools: ["calendar_search"] });
    expect(kindOf("Проверить календарь на эти даты", []).kind).toBe("work");
  });

  it("a thing asked for is named, a matter told about is told, and the person is addressed as «вы»", () => {
    expect(stepAsQuestion("Спросить желаемые даты.")).toBe("Назовите, пожалуйста, желаемые даты?");
    expect(stepAsQuestion("Спроси, что беспокоит.")).toBe("Расскажите, пожалуйста, что беспокоит?");
    expect(stepAsQuestion("Попроси человека описать, как он делает это сейчас.")).toBe("Опишите, пожалуйста, как вы делаете это сейчас?");
    expect(stepAsQuestion("Выясни у сотрудника, кто пациент и что случилось.")).toBe("Уточните, пожалуйста, кто пациент и что случилось?");
  });

  it("a question stops where the assistant's own work begins, and an order to the person after a dash takes «вы»", () => {
    expect(stepAsQuestion("Уточни модель и артикул, найди товар в каталоге и собери исходные данные.")).toBe("Уточните, пожалуйста, модель и артикул?");
    expect(stepAsQuestion("Уточни желаемую дату поступления и проверь ближайший рейс внутренней логистики.")).toBe("Уточните, пожалуйста, желаемую дату поступления?");
    expect(stepAsQuestion("Попроси перечислить, что проверяли на выезде, и собери замечания по одному.")).toBe("Перечислите, пожалуйста, что проверяли на выезде?");
    expect(stepAsQuestion("Выясни общий бюджет с НДС или без — уточни, что именно клиент имеет в виду.")).toBe("Уточните, пожалуйста, общий бюджет с НДС или без — уточните, что именно клиент имеет в виду?");
    expect(stepAsQuestion("Уточни цель встречи и участников.")).toBe("Уточните, пожалуйста, цель встречи и участников?");
  });
});

const NEGOTIATION = skill("talks", "Подготовиться к переговорам — цели, позиция, уступки, аргументы, запасной вариант", {
  name: "Переговоры", procedure: "1. Уточни, с кем переговоры и о чём.\n2. Составь список аргументов.", tools: ["document_create"],
});

function walk(s: typeof NEGOTIATION, lines: string[], lang: "ru" | "en" = "ru"): { text: string; state: InterviewState } {
  let state: InterviewState | null = null;
  let text = "";
  for (const l of lines) ({ text, state } = interviewTurn(s, state, l, lang));
  return { text, state: state! };
}

describe("the result lays the person's words out in the parts of the result", () => {
  it("points given under their labels fill the description's parts; the empty ones are named in one line", () => {
    const { text } = walk(NEGOTIATION, ["помоги с переговорами", "с ООО «ОфисТорг» о скидке на бумагу",
      "цель — скидка 10%, позиция: мы берём 200 пачек в месяц, уступки: можем платить авансом, запасной вариант — другой поставщик"]);
    expect(text).toContain("• Цели: Скидка 10%");
    expect(text).toContain("• Позиция: Мы берём 200 пачек в месяц");
    expect(text).toContain("• Запасной вариант: Другой поставщик");
    expect(text).toContain("Пока ничего нет для разделов: аргументы.");
    expect(text).not.toMatch(/составить список аргументов|Составь список/i);
  });

  it("the person's own list of parts replaces the description's, and «дата — сегодня» is today's date in the document", () => {
    const minutes = skill("minutes", "Оформить протокол — участники, решения", { name: "Протокол", procedure: "1. Попроси заметки.\n2. Выдели решения.", tools: ["document_create"] });
    const { state } = walk(minutes, ["Оформи протокол: были Олег и Маша, решили перенести релиз, Олег до 10 декабря готовит план", "разложи по разделам: присутствовали, итоги, поручения. дата — сегодня"]);
    const doc = documentFromInterview(state, minutes, { lang: "ru", today: "2026-12-02" })!.content;
    expect(doc).toContain("Дата: 02.12.2026");
    expect(doc).toMatch(/## Присутствовали\n- Олег и Маша\./);
    expect(doc).toMatch(/## Итоги\n- Перенести релиз\./);
    expect(doc).toMatch(/## Поручения\n- Олег — готовит план, срок: 10\.12\.2026\./);
    expect(doc).not.toMatch(/разложи|сегодня/i);
  });

  it("works the same in English, with the English description's parts", () => {
    const minutes = skill("minutes", "Оформить протокол — участники, решения", { name: "Протокол", nameEn: "Minutes", descriptionEn: "Write up the minutes: attendees, decisions, tasks", procedure: "1. Попроси заметки.", tools: ["document_create"] });
    const { state } = walk(minutes, ["write up the minutes: attendees were me and Maria Ivanova, we decided to test two systems, Maria prepares a comparison by December 10"], "en");
    const doc = documentFromInterview(state, minutes, { lang: "en", today: "2026-12-02" })!.content;
    expect(doc).toMatch(/^# Minutes/);
    expect(doc).toMatch(/## Attendees\n- Me and Maria Ivanova\./);
    expect(doc).toMatch(/## Tasks\n- Maria Ivanova — prepares a comparison, due 2026-12-10\./);
  });
});
