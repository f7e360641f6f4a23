import { describe, it, expect } from "bun:test";
import { loadSkillDir } from "../../src/skills/parse.ts";
import { procedureSteps } from "../../src/skills/represent.ts";
import { TOOL_IDS } from "../../src/tools/ids.ts";
import { PLATFORM_DIR } from "./helpers.ts";

const { skills, errors } = loadSkillDir(PLATFORM_DIR, "platform");
const SEEDS = ["health", "fitness", "nutrition", "calories", "teacher", "documents"];

describe("platform skill library", () => {
  it("loads every file without errors", () => {
    expect(errors).toEqual([]);
    expect(skills.length).toBeGreaterThanOrEqual(36);
  });

  it("holds the six seed skills, and only Documents is not auto-switchable", () => {
    for (const id of SEEDS) expect(skills.find((s) => s.id === id)).toBeDefined();
    expect(skills.filter((s) => !s.autoSwitch).map((s) => s.id)).toEqual(["documents"]);
  });

  it("gives every generic method 5–8 procedure steps, known tool ids and a Russian description", () => {
    for (const s of skills.filter((x) => !SEEDS.includes(x.id))) {
      const n = procedureSteps(s).length;
      expect(n >= 5 && n <= 8 ? s.id : `${s.id}: ${n} steps`).toBe(s.id);
      for (const t of s.tools) expect(TOOL_IDS as readonly string[]).toContain(t);
      expect(s.description).toMatch(/[а-яё]/i);
    }
  });

  it("declares prefetch 2–3 for research methods and none for drafting ones", () => {
    for (const id of ["competitor-research", "regulation-reading", "market-sizing", "tender-preparation"]) {
      const p = skills.find((s) => s.id === id)!.prefetch;
      expect(p >= 2 && p <= 3).toBe(true);
    }
    for (const id of ["business-letter", "meeting-minutes", "press-release"]) expect(skills.find((s) => s.id === id)!.prefetch).toBe(0);
  });
});
