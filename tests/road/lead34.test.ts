import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 34, the lead's Chromium walk over the samples as a new employee, phrasings nobody wrote code for.

describe("a rule met in two halves from two sections is no answer", () => {
  // «кто утверждает командировку» was answered with the ticket rule of «Командировки» beside the remote-work rule's «по
  // согласованию с руководителем»: no sentence says who approves a business trip.
  // It came second in a chat, after «дадут ли мне ноутбук домой»: a question complete in itself is read alone.
  it("«кто утверждает командировку» after a laptop question is not asserted from the ticket and remote-work rules", async () => {
    const send = await sameChat();
    await send("дадут ли мне ноутбук домой");
    const { m } = await send("кто утверждает командировку");
    expect(answerStateOf(m.content)).not.toBe("answered");
    expect(m.content).not.toContain("из дома");
  });
});

describe("a follow-up keeps the thing it follows", () => {
  // «а когда можно первый раз взять?» after «сколько дней отпуска у новичка» was answered with «Новый сотрудник получает
  // ноутбук и гарнитуру в первый рабочий день»: the leave asked of is in no sentence of it.
  it("«а когда можно первый раз взять?» after a leave question is not asserted from the laptop rule", async () => {
    const send = await sameChat();
    await send("сколько дней отпуска у новичка");
    const { m } = await send("а когда можно первый раз взять?");
    expect(answerStateOf(m.content)).not.toBe("answered");
  });
});

describe("a question of how long is not a shopping request", () => {
  // «как долго чинят ноутбук» opened with «Подходящих товаров не нашёл»: the catalogue ran on «ноутбук», though the person
  // asked how long a repair takes, which only the IT rules can say.
  it("«как долго чинят ноутбук», «сколько ждать ремонта ноутбука» run no catalogue search", async () => {
    const ask = await freshChats({ tools: true });
    for (const q of ["как долго чинят ноутбук", "сколько ждать ремонта ноутбука"]) {
      const r = await ask(q);
      expect(r.answer.content).not.toContain("товаров");
      expect(r.d.tool_ids ?? "").not.toContain("product_search");
    }
  });
  it("«подбери ноутбук до 60 тысяч» still searches the catalogue", async () => {
    const r = await (await freshChats({ tools: true }))("подбери ноутбук до 60 тысяч");
    expect(r.d.tool_ids).toContain("product_search");
  });
});

describe("coming to work asks when the working day begins", () => {
  // Left (session 34): «во сколько приходить на работу?» is refused though «Рабочий день длится с 9:30 до 18:30»: «работу»
  // and «рабочий» stem apart (работ/рабоч), and reading «прийти на работу» as «рабочий день» (as «уйти домой» is read) did
  // not help: the search ranks the remote-work rule («работать») first and the turn comes back with no fragment at all.
  // Helper h35a: the fragment was lost before the search: withoutWorkplace took «на работу» out as the setting, leaving
  // «во сколько приходить?»; coming to work is now read as «на рабочий день» (thesaurus-phrases.ts comingToWorkPlainly).
  it("«во сколько приходить на работу?» is answered with the working day's 9:30", async () => {
    const r = await (await freshChats())("во сколько приходить на работу?");
    expect(r.answer.content).toContain("9:30");
  });
});
