import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 35, helper A: the employee's chat road over the sample documents (issue 12), as a new employee writes it.

describe("coming to work asks when the working day begins", () => {
  // «во скока приезжать на работу», «к скольки приходить на работу» were refused as lead34's «во сколько приходить на
  // работу?»: «на работу» was taken out as the setting, and «работа» does not stem as «рабочий».
  it("«во скока приезжать на работу», «к скольки приходить на работу» get the working day's 9:30", async () => {
    const ask = await freshChats();
    for (const q of ["во скока приезжать на работу", "к скольки приходить на работу"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("9:30");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    }
  });
});

describe("a verb asked of a thing is met of that thing", () => {
  // «who approves my leave?» was answered with the expenses' «Расходы … согласует непосредственный руководитель» beside the
  // leave rule's «Заявление подают…»: no sentence says who approves a leave. Who approves expenses is still answered.
  it("«who approves my leave?» asserts nothing; «who approves expenses over 15000?» names the finance director", async () => {
    const ask = await freshChats({ lang: "en" });
    const leave = await ask("who approves my leave?");
    expect(answerStateOf(leave.answer.content)).not.toBe("answered");
    const expenses = await ask("who approves expenses over 15000?");
    expect(answerStateOf(expenses.answer.content)).toBe("answered");
    expect(expenses.answer.content).toContain("финансовый директор");
  });
});

describe("an English phrasal verb is the verb it means", () => {
  // «can I ask for a second monitor?» was hedged «say nothing about “monitor”» beside the HR contacts line: «ask» (asking a
  // question) pulled the search to the contacts; «ask for» is «request», which meets «по заявке». «who signs off on expenses
  // over 15000?» was refused: «sign off on» is «approve», which meets «согласует».
  it("«can I ask for a second monitor?» and «who signs off on expenses over 15000?» are answered", async () => {
    const ask = await freshChats({ lang: "en" });
    const monitor = await ask("can I ask for a second monitor?");
    expect(monitor.answer.content).toContain("Второй монитор");
    expect(answerStateOf(monitor.answer.content)).toBe("answered");
    const expenses = await ask("who signs off on expenses over 15000?");
    expect(expenses.answer.content).toContain("финансовый директор");
  });
});
