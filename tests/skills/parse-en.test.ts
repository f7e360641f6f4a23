import { describe, expect, it } from "bun:test";
import { loadSkillDir, parseSkillFile } from "../../src/skills/parse.ts";
import { skillNameIn } from "../../src/skills/names.ts";
import { PLATFORM_DIR } from "./helpers.ts";

const file = (front: string) => `---\nid: hs-code\nname: Подбор кода ТН ВЭД\ndescription: Подобрать код ТН ВЭД для товара\n${front}---\n1. Выясни, из чего товар.\n`;

describe("English fields of a skill file", () => {
  it("reads name_en and description_en, also when the description has a colon in it", () => {
    const k = parseSkillFile(file("name_en: HS code lookup\ndescription_en: Find the HS code: what it is made of, the duty\n"), "x.md", "company");
    expect(k.nameEn).toBe("HS code lookup");
    expect(k.descriptionEn).toBe("Find the HS code: what it is made of, the duty");
    expect(skillNameIn(k, "en")).toBe("HS code lookup");
    expect(skillNameIn(k, "ru")).toBe("Подбор кода ТН ВЭД");
  });

  it("a skill without them keeps its own name in the English interface", () => {
    const k = parseSkillFile(file(""), "x.md", "company");
    expect("nameEn" in k).toBe(false);
    expect(skillNameIn(k, "en")).toBe("Подбор кода ТН ВЭД");
  });

  it("every platform skill has a one-line English name and description, in plain Latin letters", () => {
    const { skills, errors } = loadSkillDir(PLATFORM_DIR, "platform");
    expect(errors).toEqual([]);
    expect(skills.length).toBe(52);
    for (const k of skills) {
      expect(k.nameEn && !/[а-яё]/i.test(k.nameEn) ? k.id : `${k.id}: ${k.nameEn}`).toBe(k.id);
      expect(k.descriptionEn && !/[а-яё]/i.test(k.descriptionEn) ? k.id : `${k.id}: ${k.descriptionEn}`).toBe(k.id);
    }
  });
});
