import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { sameChat } from "./helpers.ts";

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
