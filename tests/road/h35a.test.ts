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

describe("left failing: found walking the samples as a new employee, not fixed by the deadline", () => {
  // «кто подписывает заявление на отпуск» was answered «Заявление подают через портал…» [1]: «подписывает», held by no
  // document, was dropped as phrasing and «заявление», «отпуск» were met, though the sentence names no one who signs. A
  // «кто» question whose verb no document holds is answered only by a sentence naming someone (Salience.wantsWho is set for
  // «who is in charge» questions only); not measured in time.
  it("«кто подписывает заявление на отпуск» is not asserted from the application's deadline", async () => {
    const r = await (await freshChats())("кто подписывает заявление на отпуск");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // «в пятницу до скольки работаем» was hedged showing only «В пятницу рабочий день короче на один час»: the end of the day
  // (18:30) is in the sentence before, and the answer is the two together (17:30).
  it.failing("«в пятницу до скольки работаем» gives the day's 18:30 with Friday's hour less", async () => {
    const r = await (await freshChats())("в пятницу до скольки работаем");
    expect(r.answer.content).toContain("18:30");
    expect(r.answer.content).toContain("короче на один час");
  });
  // «кто согласует мой отпуск?» is hedged, rightly, but shows the expenses' approver as possibly related: the picker kept
  // only the sentence meeting «согласует» (the leave sentences weigh under 0.75 of it), so the passages holding the leave
  // asked of were not there to show (answerability.ts ofTheThing shows them when they are picked, as in English).
  it("«кто согласует мой отпуск?» does not show who approves expenses", async () => {
    const r = await (await freshChats())("кто согласует мой отпуск?");
    expect(r.answer.content).not.toContain("10 000");
  });
});
