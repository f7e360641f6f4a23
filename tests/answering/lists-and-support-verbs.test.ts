import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { sentences } from "../../src/answering/extractive.ts";
import { kbOf } from "./helpers.ts";

// A guest-service handbook written for these tests: the figures sit in list items under a lead-in line.
const SERVICE = `# Стандарты обслуживания

## Работа с жалобами
Любая жалоба гостя — возможность сохранить его лояльность. Устная жалоба решается на месте в течение 15 минут.

Полномочия по компенсации:

- администратор службы приёма — до 3000 рублей (комплимент от ресторана, скидка на проживание);
- дежурный менеджер — до 10 000 рублей;
- больше 10 000 рублей — только директор отеля.

Все жалобы регистрируются в журнале обращений до конца смены.

## Забытые вещи
Забытые вещи хранятся 6 месяцев, документы передаются в полицию через 3 суток.
`;


describe("answers held in lists", () => {
  it("answers from a list item, read with the line that introduces the list", async () => {
    const { deps } = await kbOf({ "service.md": SERVICE });
    const r = await answerOnce("На какую сумму администратор может сам дать компенсацию по жалобе гостя?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("до 3000 рублей");
    expect(r.answer).toMatch(/\[\d\]/);
  });

  it("never shows a list's lead-in line alone as an answer", async () => {
    const { deps } = await kbOf({ "service.md": SERVICE });
    const r = await answerOnce("какие полномочия по компенсации у дежурного менеджера?", undefined, deps);
    expect(r.answer).not.toMatch(/Полномочия по компенсации:\s*\[\d\]/);
    expect(r.answer).toContain("10 000 рублей");
  });

  it("reads a nested list's items with every lead-in above them, and a sibling never with another's", () => {
    expect(sentences("Полномочия:\n- администратор:\n  - до 3000 рублей\n- менеджер — до 10 000 рублей\nВсе жалобы регистрируются."))
      .toEqual(["Полномочия: администратор: до 3000 рублей", "Полномочия: менеджер — до 10 000 рублей", "Все жалобы регистрируются."]);
  });

  // Walk 17a: «Plant (issued at warehouse No. 4)» was cut at «No.», and the answer lost the warehouse's number.
  it("does not end a sentence at an abbreviation before a number («No. 4», «p. 5», «fig. 2»)", () => {
    expect(sentences("Hard hats are issued at warehouse No. 4. See p. 5 and fig. 2 for details."))
      .toEqual(["Hard hats are issued at warehouse No. 4.", "See p. 5 and fig. 2 for details."]);
  });
});
