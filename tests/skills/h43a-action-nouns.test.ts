import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { createRouteDeps } from "../../src/wiring.ts";
import { verbOfAction } from "../../src/text/action-nouns.ts";

// Session 43, helper A (issue 16, recall): a request's verb meets the action noun a skill's text is written with.
const SKILLS = resolve(import.meta.dir, "../fixtures/h43a/skills");

describe("an action noun is read as the verb it is made from", () => {
  it("reads «-ние», «-тие» and «-ация» nouns back to their verbs, the root's alternation undone", () => {
    expect(verbOfAction("питание")).toBe("питать");
    expect(verbOfAction("исправления")).toBe("исправить");
    expect(verbOfAction("обращение")).toBe("обратить");
    expect(verbOfAction("фиксация")).toBe("фиксировать");
    expect(verbOfAction("развитие")).toBe("развить");
    expect(verbOfAction("здание")).toBeNull();
    expect(verbOfAction("станция")).toBeNull();
  });
});

describe("a request in a verb finds the skill named by its action noun", () => {
  // Before: «питаться» (stem «пита») never met «Питание и рацион» («питан»): the nutrition skill was outside the fifteen.
  for (const q of ["как правильно питаться в ночную смену, чтобы под утро не тянуло на сладкое", "как ещё нормально питаться на выездах, чтоб не жрать одно печенье с чаем"]) {
    it(`«${q}» has the nutrition skill in the shortlist`, async () => {
      const deps = await createRouteDeps({ chat: null, companySkillsDir: SKILLS });
      const sl = await deps.skills.shortlist(q);
      expect(sl.candidates.map((c) => c.skill.id)).toContain("nutrition");
    });
  }
});
