import { describe, expect, it } from "bun:test";
import { tradeFirst, tradeShare } from "../../src/skills/company-trade.ts";
import type { Skill, SkillCandidate } from "../../src/skills/types.ts";

const cand = (id: string, source: Skill["source"], score: number) => ({ skill: { id, source } as Skill, score }) as SkillCandidate;

describe("the company's trade in a request (company-trade.ts)", () => {
  const owners = new Map([["набойк", ["warranty"]], ["недел", ["warranty", "weekly-report"]], ["#time", ["weekly-report"]]]);
  const isCompany = (id: string) => id === "warranty";
  it("counts the rarity of words only company skills use, not concepts or words a platform skill shares", () => {
    const asked = [{ keys: ["набойк"] }, { keys: ["недел", "#time"] }];
    expect(tradeShare(asked, [0.6, 0.4], (k) => owners.get(k) ?? [], isCompany)).toBeCloseTo(0.6);
  });
  it("puts the company's best skill ranked third or lower first, each place keeping its score", () => {
    const ranked = [cand("tasks", "platform", 0.13), cand("weekly", "platform", 0.11), cand("warranty", "company", 0.1)];
    expect(tradeFirst(ranked, 0.5)).toBe(true);
    expect(ranked.map((c) => c.skill.id)).toEqual(["warranty", "tasks", "weekly"]);
    expect(ranked.map((c) => c.score)).toEqual([0.13, 0.11, 0.1]);
  });
  it("leaves a company skill in second place, a company first and a lift too small alone", () => {
    const second = [cand("tasks", "platform", 0.13), cand("warranty", "company", 0.12), cand("weekly", "platform", 0.1)];
    expect(tradeFirst(second, 1)).toBe(false);
    expect(tradeFirst([cand("warranty", "company", 0.2), cand("tasks", "platform", 0.1)], 1)).toBe(false);
    expect(tradeFirst([cand("tasks", "platform", 0.3), cand("weekly", "platform", 0.2), cand("warranty", "company", 0.1)], 0.2)).toBe(false);
  });
});
