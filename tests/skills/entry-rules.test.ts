import { describe, expect, it } from "bun:test";
import { chooseSkill } from "../../src/skills/select.ts";
import { asksForWork, latinCompounds, requestText, requestWordKeys } from "../../src/skills/represent.ts";
import type { SkillShortlist } from "../../src/skills/types.ts";
import { skill } from "./helpers.ts";

const tail = Array.from({ length: 12 }, (_, i) => ({ skill: skill(`t${i}`, `хвост ${i}`), score: 0.09 - i * 0.005, named: [], evidence: 0, support: 0.2 }));

describe("a second skill whose head names the request more fully", () => {
  const general = skill("content-plan", "Контент-план публикаций");
  const own = skill("content-calendar", "Контент-план для соцсетей: рубрики, даты, форматы");
  const sl = (second: number): SkillShortlist => ({
    candidates: [
      { skill: general, score: 0.7, named: ["контент-план", "даты"], evidence: 1.4, support: 3 },
      { skill: own, score: second, named: ["контент-план", "даты", "рубрики"], evidence: 2.4, support: 3 },
      ...tail,
    ],
    spread: 2.8, bunched: false, words: 7,
  });

  it("is entered when it scores near enough to be offered with the first", () => {
    const c = chooseSkill(sl(0.6));
    expect(c.kind === "skill" && c.skill.id).toBe("content-calendar");
  });

  it("is not when retrieval leaves it far behind: the two words they share cannot tell them apart", () => {
    expect(chooseSkill(sl(0.4)).kind).not.toBe("skill");
  });
});

describe("a short request for work whose words several skills name", () => {
  const plans = ["project-plan", "product-launch", "onboarding-plan"].map((id, i) => ({ skill: skill(id, "План"), score: 0.24 - i * 0.015, named: ["план"], evidence: 0.05, support: 0.26 }));
  const sl = (asks: boolean): SkillShortlist => ({ candidates: [...plans, ...tail], spread: 2.1, bunched: false, words: 3, asksForWork: asks });

  it("asks which job is meant even when every score is weak («Набросай план на март»)", () => {
    const c = chooseSkill(sl(true));
    expect(c.kind).toBe("clarify");
    expect(c.kind === "clarify" && c.options.map((s) => s.id)).toEqual(["project-plan", "product-launch", "onboarding-plan"]);
  });

  it("is left alone when it asks for nothing to be made («планы на март?»)", () => {
    expect(chooseSkill(sl(false)).kind).toBe("none");
  });

  it("is told by a making verb, not by need or help, which questions hold as often", () => {
    expect(asksForWork("Набросай план на март")).toBe(true);
    expect(asksForWork("Составь контент-план")).toBe(true);
    expect(asksForWork("как часто нужно менять пароль")).toBe(false);
    expect(asksForWork("помоги разобраться с отпускными")).toBe(false);
  });
});

describe("English word pairs that Russian writes as one", () => {
  it("are joined and spelled in Cyrillic («media plan» → «медиаплан»)", () => {
    expect(latinCompounds("Can you draft a media plan for us?").get("media")).toBe("медиаплан");
    expect(requestText("a media plan")).toContain("медиаплан");
  });

  it("give the first word of the pair the compound's keys, so a head saying «Медиаплан» names it", () => {
    const media = requestWordKeys("draft a media plan").find((w) => w.word === "media")!;
    expect(media.keys).toContain("=медиаплан");
  });

  it("leave Cyrillic text and short Latin words alone", () => {
    expect(latinCompounds("медиа план").size).toBe(0);
    expect(latinCompounds("a TV ad").size).toBe(0);
  });
});
