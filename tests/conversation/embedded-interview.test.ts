import { describe, expect, it } from "bun:test";
import { interviewReply, stepAsQuestion } from "../../src/conversation/embedded-interview.ts";
import { skill } from "../skills/helpers.ts";

describe("the embedded face's skill interview", () => {
  it("turns an instruction to the assistant into a question to the person", () => {
    expect(stepAsQuestion("Спроси, что беспокоит и как давно.")).toBe("Расскажите, пожалуйста, что беспокоит и как давно?");
    expect(stepAsQuestion("Уточни сервис и время начала инцидента.")).toBe("Уточните, пожалуйста, сервис и время начала инцидента?");
  });

  it("asks only for what the person can give, not for the assistant's own work after «;»", () => {
    const q = stepAsQuestion("Попроси заметки или запись встречи; найди событие в календаре, чтобы взять дату.");
    expect(q).toBe("Пришлите, пожалуйста, заметки или запись встречи?");
  });

  it("walks the procedure a step a turn, then says how to leave", () => {
    const s = skill("minutes", "Оформить протокол совещания", { name: "Протокол", procedure: "1. Попроси заметки.\n2. Выдели решения." });
    const first = interviewReply(s, 0, true);
    expect(first.text).toStartWith("Режим «Протокол»: оформить протокол совещания.");
    expect(first.text).toContain("Шаг 1 из 2. Пришлите, пожалуйста, заметки?");
    const second = interviewReply(s, first.step, false);
    expect(second.text).toContain("Шаг 2 из 2. Следующий шаг: выдели решения.");
    expect(interviewReply(s, second.step, false).text).toContain("Все шаги процедуры пройдены");
  });
});
