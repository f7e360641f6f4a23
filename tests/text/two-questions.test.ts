import { describe, expect, it } from "bun:test";
import { questionsIn } from "../../src/text/two-questions.ts";

describe("two questions in one message", () => {
  it("parts an announced pair joined by «и» at the second question word", () => {
    expect(questionsIn("у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале")).toEqual(["когда аванс", "можно ли взять отпуск в феврале"]);
    expect(questionsIn("two questions: when is payday and can I take a day off on friday?")).toEqual(["when is payday", "can I take a day off on friday?"]);
  });

  it("parts sentences that each end in a question mark", () => {
    expect(questionsIn("Сколько стоит ночная доставка? Где находится склад?")).toEqual(["Сколько стоит ночная доставка?", "Где находится склад?"]);
  });

  it("keeps one question that holds «и» or two question words", () => {
    expect(questionsIn("когда и где проходит инструктаж?")).toEqual(["когда и где проходит инструктаж?"]);
    expect(questionsIn("сколько стоит ночная доставка и до скольки она?")).toEqual(["сколько стоит ночная доставка и до скольки она?"]);
    expect(questionsIn("Можно вопрос? Клиент не открывает дверь")).toEqual(["Можно вопрос? Клиент не открывает дверь"]);
    expect(questionsIn("что делать? клиент не открывает уже 20 мин")).toEqual(["что делать? клиент не открывает уже 20 мин"]);
  });
});
