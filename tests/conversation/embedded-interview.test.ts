import { describe, expect, it } from "bun:test";
import { embeddedSkillReply, stepAsQuestion } from "../../src/conversation/embedded-interview.ts";
import { skill } from "../skills/helpers.ts";

describe("the embedded face's skill interview", () => {
  it("turns an instruction to the assistant into a question to the person", () => {
    expect(stepAsQuestion("Спроси, что беспокоит и как давно.")).toBe("Расскажите, пожалуйста, что беспокоит и как давно?");
    expect(stepAsQuestion("Уточни сервис и время начала инцидента.")).toBe("Уточните, пожалуйста, сервис и время начала инцидента?");
  });

  it("asks only for what the person can give, not for the assistant's own work after «;»", () => {
    expect(stepAsQuestion("Попроси заметки или запись встречи; найди событие в календаре, чтобы взять дату.")).toBe("Пришлите, пожалуйста, заметки или запись встречи?");
  });

  it("never shows a step that is the assistant's own work as a question", () => {
    expect(stepAsQuestion("Выдели решения и ответственных.")).toBeNull();
  });

  it("asks the procedure's questions one a turn, then gives a result instead of «Шаг N из M»", () => {
    const s = skill("minutes", "Оформить протокол совещания", { name: "Протокол", procedure: "1. Попроси заметки.\n2. Выдели решения." });
    const first = embeddedSkillReply(s, null, "Протокол");
    expect(first.text).toBe("Работаю по навыку «Протокол». Расскажите, пожалуйста, подробнее, что нужно сделать?");
    const second = embeddedSkillReply(s, first.state, "Оформить протокол планёрки");
    expect(second.text).toBe("Понял. Пришлите, пожалуйста, заметки?");
    const third = embeddedSkillReply(s, second.state, "Решили перенести релиз");
    // Walk 17b (issue 16): the result says what was told, never the method's own work («1. выделить решения»).
    expect(third.text).toContain("Решили перенести релиз");
    expect(third.text).not.toMatch(/выделить решения|Выдели решения/);
    expect(third.text).not.toMatch(/Шаг \d/);
  });
});
