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

  it("parts two questions joined by «и» / «and» without a count announced, each naming its own thing", () => {
    expect(questionsIn("сколько дней отпуска и когда зарплата?")).toEqual(["сколько дней отпуска", "когда зарплата?"]);
    expect(questionsIn("how long is probation and when is the advance paid?")).toEqual(["how long is probation", "when is the advance paid?"]);
  });

  it("parts a second question that asks another circumstance of the first one's thing, naming the thing in it", () => {
    expect(questionsIn("где сидит нотариус и когда принимает")).toEqual(["где сидит нотариус", "когда принимает нотариус"]);
    expect(questionsIn("когда начинается смена и во сколько заканчивается?")).toEqual(["когда начинается смена", "во сколько заканчивается смена?"]);
  });

  it("keeps one question that holds «и» or two question words", () => {
    expect(questionsIn("когда и где проходит инструктаж?")).toEqual(["когда и где проходит инструктаж?"]);
    expect(questionsIn("сколько стоит ночная доставка и до скольки она?")).toEqual(["сколько стоит ночная доставка и до скольки она?"]);
    expect(questionsIn("Можно вопрос? Клиент не открывает дверь")).toEqual(["Можно вопрос? Клиент не открывает дверь"]);
    expect(questionsIn("что делать? клиент не открывает уже 20 мин")).toEqual(["что делать? клиент не открывает уже 20 мин"]);
    expect(questionsIn("how much is the night rate and when is it paid?")).toEqual(["how much is the night rate and when is it paid?"]);
    expect(questionsIn("Сколько процентов начисляется бонусами и сколько можно ими оплатить?")).toEqual(["Сколько процентов начисляется бонусами и сколько можно ими оплатить?"]);
    expect(questionsIn("кто и когда проводит инструктаж?")).toEqual(["кто и когда проводит инструктаж?"]);
    expect(questionsIn("какие требования к паролю, сколько символов и как часто менять")).toEqual(["какие требования к паролю, сколько символов и как часто менять"]);
  });
});
