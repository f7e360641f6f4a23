import { describe, it, expect } from "bun:test";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { PLATFORM_DIR, skill } from "./helpers.ts";

const embedder = createHashEmbedder();
const few = [
  skill("invoice", "Выставить счёт клиенту за оказанные услуги"),
  skill("vacation", "Оформить заявление на отпуск сотрудника"),
  skill("trip", "Спланировать командировку: билеты и гостиница"),
];

describe("shortlist with up to 8 enabled skills", () => {
  it("returns the full list, every skill with a score, best first", async () => {
    const lib = createSkillLibrary({ embedder, extra: few });
    const sl = await lib.shortlist("Нужно выставить счёт клиенту");
    expect(sl.mode).toBe("full");
    expect(sl.candidates.map((c) => c.skill.id).sort()).toEqual(["invoice", "trip", "vacation"]);
    expect(sl.candidates[0].skill.id).toBe("invoice");
  });

  it("leaves out disabled skills", async () => {
    const lib = createSkillLibrary({ embedder, extra: few });
    lib.setEnabled("trip", false);
    expect((await lib.shortlist("командировка")).candidates.map((c) => c.skill.id)).not.toContain("trip");
  });
});

describe("shortlist above 8 enabled skills", () => {
  it("returns a top-15 vector search that contains the right skill", async () => {
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: few });
    const sl = await lib.shortlist("Подготовь заявку на участие в тендере");
    expect(sl.mode).toBe("search");
    expect(sl.candidates.length).toBe(15);
    expect(sl.candidates.map((c) => c.skill.id)).toContain("tender-preparation");
    expect(sl.candidates[0].skill.id).toBe("tender-preparation");
  });

  it("finds a company skill added later and forgets a removed one", async () => {
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR });
    await lib.ready();
    lib.add(skill("hs-code", "Подобрать код ТН ВЭД для товара и проверить ставку пошлины"));
    expect((await lib.shortlist("Какой код ТН ВЭД у силиконовых чехлов?")).candidates[0].skill.id).toBe("hs-code");
    lib.remove("hs-code");
    expect((await lib.shortlist("Какой код ТН ВЭД у силиконовых чехлов?")).candidates.map((c) => c.skill.id)).not.toContain("hs-code");
  });

  it("refuses a company skill that takes a platform id", () => {
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_DIR });
    expect(() => lib.add(skill("health", "чужой"))).toThrow("platform");
  });
});
