import { describe, it, expect } from "bun:test";
import { chooseSkill } from "../../src/skills/select.ts";
import type { SkillCandidate, SkillShortlist } from "../../src/skills/types.ts";
import { skill } from "./helpers.ts";

// Issue 16 (session 46, the gate): bunched scores, yet the first's head names the request at the gate's bar and its procedure
// covers the request more than any other of the fifteen — two signals agree where retrieval has no opinion.
const cand = (id: string, score: number, support: number, named: string[] = [], evidence = 0): SkillCandidate =>
  ({ skill: skill(id, `Навык ${id}`), score, support, named, evidence });
const bunched = (candidates: SkillCandidate[]): SkillShortlist => ({ candidates, spread: 1.6, bunched: true, mode: "search", words: 9, asksForWork: true });
// One of the others covers the request nearly as much (1.93): no clear lead (`supportMargin`), so only the agreement decides.
const tail = Array.from({ length: 12 }, (_, i) => cand(`other-${i}`, 0.18 - i * 0.002, i === 5 ? 1.93 : 0.6));

describe("a first named at the bar whose procedure covers the request best, among bunched scores", () => {
  it("is entered, and marked supported for the router's take-over", () => {
    const c = chooseSkill(bunched([cand("nurse-onboarding", 0.19, 2.24, ["новенькой", "должна"], 0.58), cand("event-planning", 0.188, 0.6, ["программу"], 0.2), ...tail]));
    expect(c.kind === "skill" && c.skill.id).toBe("nurse-onboarding");
    expect(c.kind === "skill" && c.supported).toBe(true);
  });
  it("is not entered when its procedure covers the request under the support bar", () => {
    const c = chooseSkill(bunched([cand("nurse-onboarding", 0.19, 1.9, ["новенькой", "должна"], 0.58), cand("event-planning", 0.188, 0.6, ["программу"], 0.2), ...tail]));
    expect(c.kind === "skill" && c.skill.id).not.toBe("nurse-onboarding");
  });
  it("is not entered when another skill's procedure covers as much", () => {
    const c = chooseSkill(bunched([cand("nurse-onboarding", 0.19, 2.24, ["новенькой", "должна"], 0.58), cand("event-planning", 0.188, 2.24, ["программу"], 0.2), ...tail]));
    expect(c.kind === "skill" && c.skill.id).not.toBe("nurse-onboarding");
  });
});
