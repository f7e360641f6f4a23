import { describe, expect, it } from "bun:test";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { chooseSkill } from "../../src/skills/select.ts";
import { loadSkillDir } from "../../src/skills/parse.ts";
import type { Skill } from "../../src/skills/types.ts";
import { freshChats } from "../road/helpers.ts";
import { PLATFORM_DIR } from "./helpers.ts";

// Session 21: a skill's English lines (name_en, description_en) are read by English requests only. Joined to the text
// every request sees (session 20), they made Russian requests of the blind company sets enter the wrong skill.

const embedder = createHashEmbedder();
const platform = () => loadSkillDir(PLATFORM_DIR, "platform").skills;
const withoutEnglish = (s: Skill): Skill => ({ ...s, nameEn: undefined, descriptionEn: undefined });
const ranking = async (skills: Skill[], message: string) => {
  const sl = await createSkillLibrary({ embedder, extra: skills }).shortlist(message);
  return sl.candidates.map((c) => `${c.skill.id} ${c.score.toFixed(6)} ${c.named?.join(",") ?? ""} ${c.evidence?.toFixed(6) ?? ""} ${c.support?.toFixed(6) ?? ""}`);
};

describe("a Russian request sees the skills as it did before they had English lines", () => {
  for (const message of [
    "помоги подготовиться к переговорам с поставщиком о цене",
    "Подготовь вопросы для собеседования с дизайнером",
    "напиши претензию поставщику: стулья привезли с опозданием",
    "Сделай план онбординга для нового менеджера, он выходит в понедельник",
  ]) {
    it(`«${message}» gets the same shortlist, scores and named words`, async () => {
      expect(await ranking(platform(), message)).toEqual(await ranking(platform().map(withoutEnglish), message));
    });
  }
});

describe("an English request reads a company skill written only in Russian through its English gloss", () => {
  const investor: Skill = {
    id: "investor-weekly", name: "Еженедельный отчёт инвестору", source: "company", enabled: true, autoSwitch: true, tools: [], prefetch: 0,
    description: "Подготовить еженедельный отчёт инвестору о ходе стройки: выполнение за неделю, освоение бюджета, риски, фото",
    procedure: "1. Уточни объект и отчётную неделю.\n2. Собери выполнение работ за неделю и освоение бюджета.\n3. Перечисли риски и приложи фото.",
  };

  it("«prepare the weekly progress report for the investor: budget spent, risks» is the company's investor report, not the platform's weekly report", async () => {
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: [investor] });
    const choice = chooseSkill(await lib.shortlist("prepare the weekly progress report for the investor: budget spent, risks, photos"));
    expect(choice.kind === "skill" && choice.skill.id).toBe("investor-weekly");
  });
});

describe("an English request that says a skill's English name enters it", () => {
  const cases: [string, string][] = [
    ["I need interview questions for a backend developer", "interview-questions"],
    ["negotiation prep for tomorrow's call with the landlord", "negotiation-prep"],
  ];
  for (const [text, skill] of cases) {
    it(`«${text}» enters ${skill}`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(r.skill).toBe(skill);
    });
  }

});
