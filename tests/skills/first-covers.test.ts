import { describe, it, expect } from "bun:test";
import { chooseSkill, firstCovers, DEFAULT_GATE } from "../../src/skills/select.ts";
import type { SkillCandidate, SkillShortlist } from "../../src/skills/types.ts";
import { skill } from "./helpers.ts";

// Issue 16 §3: retrieval's first and the procedure's rare words agreeing enter a skill its head names weakly.
const cand = (id: string, score: number, support: number, named: string[] = []): SkillCandidate =>
  ({ skill: skill(id, `Навык ${id}`), score, support, named, evidence: named.length ? 0.2 : 0 });
const list = (candidates: SkillCandidate[], words = 6): SkillShortlist => ({ candidates, spread: 3, bunched: false, mode: "search", words });
const tail = Array.from({ length: 12 }, (_, i) => cand(`other-${i}`, 0.1 - i * 0.005, 0.5));

describe("a weakly named first that retrieval and the procedure agree on", () => {
  it("is entered: far first by score, its procedure covering the request best", () => {
    const sl = list([cand("workload", 0.28, 2.05, ["табелям"]), cand("brief", 0.15, 1.05), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(true);
    const c = chooseSkill(sl);
    expect(c.kind === "skill" && c.skill.id).toBe("workload");
  });

  it("is not entered when another skill's procedure covers more of the request", () => {
    const sl = list([cand("workload", 0.28, 2.05, ["табелям"]), cand("brief", 0.15, 2.4), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(false);
  });

  it("is entered on a tie in coverage with a rival whose head names no more of the request", () => {
    const sl = list([cand("billing", 0.32, 2.4, ["клиент", "должен"]), cand("intake", 0.2, 2.4, ["клиент"]), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(true);
  });

  it("is not entered on a tie in coverage with a rival whose head names more of the request", () => {
    const sl = list([cand("billing", 0.32, 2.4, ["клиент"]), cand("intake", 0.2, 2.4, ["клиент", "должен"]), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(false);
  });

  it("is not entered when the second scores near it: retrieval has no clear opinion", () => {
    const sl = list([cand("workload", 0.28, 2.05, ["табелям"]), cand("brief", 0.25, 1.05), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(false);
  });

  it("is not entered when its head names none of the request's words (a web question on a procedure's tool name)", () => {
    const sl = list([cand("tech-debt", 0.37, 2.1), cand("brief", 0.15, 1.05), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(false);
    expect(chooseSkill(sl).kind).not.toBe("skill");
  });

  it("is not entered when its procedure covers little of the request", () => {
    const sl = list([cand("workload", 0.28, 1.2, ["табелям"]), cand("brief", 0.15, 1.05), ...tail]);
    expect(firstCovers(sl.candidates, DEFAULT_GATE)).toBe(false);
    expect(chooseSkill(sl).kind).toBe("none");
  });
});
