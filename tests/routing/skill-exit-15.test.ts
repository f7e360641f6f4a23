import { describe, expect, it } from "bun:test";
import { asksToLeaveSkill } from "../../src/routing/skill-exit.ts";
import { tokens } from "../../src/routing/lexicon.ts";
import { measureKind } from "../../src/text/measure-questions.ts";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const leaves = (m: string, skillName = "") => asksToLeaveSkill(tokens(m), m, "", skillName);

// The review of session 15: ways out this session added, firing on replies.
describe("a reply that states a fact is no way out of the skill", () => {
  it("«проект завершён», «трансфер пока не нужен», «заканчиваю с отчётом, потом созвон…» stay in the skill", () => {
    for (const m of ["проект завершён", "ремонт закончен", "трансфер пока не нужен", "заканчиваю с отчётом, потом созвон с клиентом в 15:00, потом презентация для директора"]) expect(leaves(m)).toBe(false);
  });

  it("«забудь про банан» in the calorie counter edits the meal; «забудь про протокол» in the minutes skill leaves it", () => {
    expect(leaves("забудь про банан", "КБЖУ-счётчик")).toBe(false);
    expect(leaves("забудь про протокол", "Протокол совещания")).toBe(true);
    expect(leaves("ok forget the calories, I'm done", "Calorie counter")).toBe(true);
  });

  it("«отбой, оффер пока не нужен» and «всё, на сегодня урок окончен» still leave", () => {
    expect(leaves("отбой, оффер пока не нужен")).toBe(true);
    expect(leaves("всё, на сегодня урок окончен")).toBe(true);
  });
});

describe("a question about a schedule that asks who or whether is no question of hours", () => {
  it("«можно перейти на гибкий график работы?», «кто утверждает график работы склада?» ask no clock times", () => {
    expect(measureKind("можно перейти на гибкий график работы?")).not.toBe("span");
    expect(measureKind("кто утверждает график работы склада?")).not.toBe("span");
    expect(measureKind("какие часы работы бухгалтерии?")).toBe("span");
  });
});

describe("a line of dashes between paragraphs of plain text", () => {
  it("is a separator: the sentence above it stays a sentence, not a heading", async () => {
    const doc = await extractDocument("memo.txt", new TextEncoder().encode("Пропуск в офис выдаёт охрана на первом этаже.\n-----\nПо вопросам зарплаты пишите в бухгалтерию: buh@example.ru.\n"));
    expect(doc.sections.flatMap((s) => s.headingPath)).not.toContain("Пропуск в офис выдаёт охрана на первом этаже.");
    expect(doc.text).toContain("Пропуск в офис выдаёт охрана на первом этаже.");
  });
});

describe("walk 15d: ways out said with more words around them", () => {
  it("«Ладно, с едой на сегодня закончили, спасибо.» and «Всё, спасибо, мне уже лучше, давай закончим с этим.» leave", () => {
    expect(leaves("Ладно, с едой на сегодня закончили, спасибо.")).toBe(true);
    expect(leaves("Всё, спасибо, мне уже лучше, давай закончим с этим.")).toBe(true);
  });

  it("«я закончил с бегом, теперь только зал» and «заканчиваю с отчётом, потом созвон» still stay", () => {
    expect(leaves("я закончил с бегом, теперь только зал")).toBe(false);
    expect(leaves("заканчиваю с отчётом, потом созвон с клиентом в 15:00")).toBe(false);
  });
});
