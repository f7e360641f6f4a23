import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { kbOf } from "./helpers.ts";

// Written for this test: a work-rules document whose contacts name a system called «Смена».
const RULES = `# Режим работы

## Смены
Смена администратора длится 12 часов, график публикуется до 20-го числа.

## Отпуск
Ежегодный отпуск — 28 календарных дней. Заявление подаётся за 14 дней.

## Контакты
- Отдел кадров: kadry@example.ru, доб. 201.
- Вопросы по работе портала «Смена» — ИТ-поддержка: it@example.ru, доб. 300.
`;

describe("the contact a refusal names", () => {
  it("is not chosen on a system's name: «ночные смены» is no question about the portal «Смена»", async () => {
    const { deps } = await kbOf({ "rules.md": RULES }, { contact: "office@example.ru" });
    const r = await answerOnce("дают ли доп дни к отпуску за ночные смены в выходные", undefined, deps);
    expect(r.state).not.toBe("answered");
    expect(r.answer).not.toContain("it@example.ru");
  });
});
