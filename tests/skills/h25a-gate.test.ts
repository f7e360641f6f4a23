import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { chooseSkill, DEFAULT_GATE } from "../../src/skills/select.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { PLATFORM_SKILLS_DIR } from "../../src/wiring.ts";

// The setting scripts/skill-sweep.ts found best for the worst tuning set (docs/skill-sweep.tsv). With it, bunched scores asked
// between skills that name only «клиент» (0.05): the bunched-ask rule must hold on any scale the gate is run on.
const SWEPT = { ...DEFAULT_GATE, floor: 0.15, takeOver: 0.3, takeOverWords: 2, askFloor: 0.2, shortRequest: 4, situationFloor: 0.12, support: 2.5, firstSupport: 1.5, firstAgree: 1.1 };

describe("bunched scores on a word many heads hold", () => {
  it("ask nothing with a BM25-heavy score and a low asking floor", async () => {
    for (const set of ["construction", "fintech", "lawfirm"]) {
      const lib = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_SKILLS_DIR, companyDir: resolve(import.meta.dir, `../fixtures/pilot/${set}/skills`), vectorWeight: 0.3 });
      const choice = chooseSkill(await lib.shortlist("клиент требует неустойку за просрочку поставки, что делать"), SWEPT);
      expect(choice.kind).not.toBe("clarify");
    }
  });

  it("still ask when the request is short («Помоги с клиентом»)", async () => {
    const lib = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_SKILLS_DIR, companyDir: resolve(import.meta.dir, "../fixtures/pilot/dev/skills"), vectorWeight: 0.3 });
    expect(chooseSkill(await lib.shortlist("Помоги с клиентом"), SWEPT).kind).toBe("clarify");
  });
});
