import { describe, expect, it } from "bun:test";
import { createEmbeddedRouter } from "../../src/routing/embedded-router.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { chooseSkill } from "../../src/skills/select.ts";
import { routeMessage, type RouteDeps } from "../../src/conversation/route.ts";
import type { RouterState } from "../../src/routing/types.ts";
import type { SkillShortlist } from "../../src/skills/types.ts";
import { PLATFORM_DIR, skill } from "./helpers.ts";
import { join } from "node:path";

const state = (over: Partial<RouterState> = {}): RouterState => ({ skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false, ...over });

/** A company skill whose head says «журнал температуры», while its steps name what a person would mention. */
const COLD = skill("cold-chain", "Вести журнал температуры холодильного оборудования и реагировать на отклонения", {
  name: "Журнал холода",
  procedure: [
    "1. Спроси номер камеры и показания термометра на момент проверки.",
    "2. Сравни с нормой для того, что там хранится: мясо, рыба, молочная продукция, заморозка.",
    "3. Если показания вышли за норму — отметь затронутую партию и время, когда это заметили.",
    "4. Вызови техника по холодильникам и перенеси товар в исправную камеру.",
    "5. Реши с технологом судьбу партии: продажа, уценка или списание с актом.",
  ].join("\n"),
});

function deps(): RouteDeps {
  const embedder = createHashEmbedder();
  return { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, extra: [COLD] }) };
}

describe("support: the request's words a skill's whole text holds, weighted by rarity", () => {
  it("counts a word only one skill's procedure holds as 1 and a word no skill holds as 0", async () => {
    const lib = createSkillLibrary({ embedder: createHashEmbedder(), extra: [COLD, skill("other", "Составить план отпусков отдела")] });
    const sl = await lib.shortlist("термометр зебра");
    const cold = sl.candidates.find((c) => c.skill.id === "cold-chain")!;
    expect(cold.support).toBeCloseTo(1, 5);
    expect(sl.candidates.find((c) => c.skill.id === "other")!.support).toBe(0);
  });

  it("picks the candidate whose text covers the request clearly better when the scores tie", () => {
    const a = skill("a", "Первый"), b = skill("b", "Второй");
    const sl = (supportB: number): SkillShortlist => ({
      candidates: [{ skill: a, score: 0.12, named: [], evidence: 0, support: 0.8 }, { skill: b, score: 0.119, named: [], evidence: 0, support: supportB }],
      spread: 1.5, bunched: true, words: 12,
    });
    const picked = chooseSkill(sl(3.2));
    expect(picked.kind === "skill" && picked.skill.id).toBe("b");
    expect(picked.kind === "skill" && picked.supported).toBe(true);
    expect(chooseSkill(sl(1.2)).kind).not.toBe("skill");
  });

  it("takes a candidate retrieval ranks below its third only when its procedure leads twice as clearly", () => {
    const others = ["a", "b", "c", "d"].map((id, i) => ({ skill: skill(id, id), score: 0.09 - i * 0.01, named: [], evidence: 0, support: 1.5 }));
    const route = skill("route", "Маршрут");
    const sl = (support: number): SkillShortlist => ({ candidates: [...others, { skill: route, score: 0.04, named: [], evidence: 0, support }], spread: 2.7, bunched: false, words: 14 });
    const far = chooseSkill(sl(2.53));
    expect(far.kind === "skill" && far.skill.id).toBe("route");
    expect(chooseSkill(sl(2.3)).kind).not.toBe("skill");
  });

  it("needs a smaller lead in support when retrieval's first also stands 1.2 times over its second (supportAgree, session 44)", () => {
    const a = skill("a", "Первый"), b = skill("b", "Второй"), c = skill("c", "Третий");
    const sl = (second: number): SkillShortlist => ({
      candidates: [{ skill: a, score: 0.24, named: [], evidence: 0, support: 3.4 }, { skill: b, score: second, named: [], evidence: 0, support: 3.0 }, { skill: c, score: 0.09, named: [], evidence: 0, support: 0.8 }],
      spread: 3.4, bunched: false, words: 18,
    });
    const agreed = chooseSkill(sl(0.11));
    expect(agreed.kind === "skill" && agreed.skill.id).toBe("a");
    expect(chooseSkill(sl(0.21)).kind).not.toBe("skill");
  });

  it("lets a supported candidate that ties on score beat a first picked by its description's words", () => {
    const menu = skill("menu", "Меню на день"), start = skill("start", "Выход врача");
    const sl = (startScore: number): SkillShortlist => ({
      candidates: [{ skill: menu, score: 0.102, named: ["понедельник", "день"], evidence: 1.5, support: 0.9 }, { skill: start, score: startScore, named: [], evidence: 0, support: 3 }],
      spread: 2.5, bunched: false, words: 14,
    });
    const tie = chooseSkill(sl(0.096));
    expect(tie.kind === "skill" && tie.skill.id).toBe("start");
    const apart = chooseSkill(sl(0.06));
    expect(apart.kind === "skill" && apart.skill.id).toBe("menu");
  });
});

describe("a request told in the procedure's words, through the chat's routing", () => {
  it("enters the skill whose steps name what the person describes, though its name and description do not", async () => {
    for (const message of ["В третьей камере термометр показывает плюс девять, а там лежит рыба — что теперь с партией", "Утром в камере номер два было плюс восемь, внутри мясо и молочка"]) {
      const d = await routeMessage({ state: state(), history: [], message }, deps());
      expect(d.outcome).toBe("skill");
      expect(d.skill).toBe("cold-chain");
      expect(d.reasons.join("\n")).toMatch(/procedure covers the request/);
    }
  });

  it("takes a tool the router picked on objects alone in a long request («…в магазине… с товаром» → product search)", async () => {
    const message = "Ночью в магазине на Лесной камера с рыбой грелась до плюс девяти, термометр это записал, утром продавцы заметили — что делать с партией и товаром";
    const d = await routeMessage({ state: state(), history: [], message }, deps());
    expect(d.skill).toBe("cold-chain");
    expect(d.tools).toEqual([]);
    expect(d.reasons.join("\n")).toMatch(/product_search was chosen on .* alone/);
  });

  it("takes a turn where the router could not pick between two tools («…у магазина есть трек-номер…»: product or documents search)", async () => {
    const embedder = createHashEmbedder();
    const fintech: RouteDeps = { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, companyDir: join(import.meta.dir, "../fixtures/pilot/fintech/skills") }) };
    const message = "Mastercard открыла спор по оплате на 12 000 ₽: покупатель говорит, что посылку не получил, а у магазина есть трек-номер и подпись курьера";
    const d = await routeMessage({ state: state(), history: [], message }, fintech);
    expect(d.skill).toBe("chargeback-dispute");
    expect(d.reasons.join("\n")).toMatch(/tools were too close to pick/);
  });

  it("takes a question two of whose words the skill's name and description also name («Можно ли … под лицензией GPL?»)", async () => {
    const embedder = createHashEmbedder();
    const dev: RouteDeps = { router: createEmbeddedRouter(embedder), tools: createToolRegistry(), skills: createSkillLibrary({ embedder, platformDir: PLATFORM_DIR, companyDir: join(import.meta.dir, "../fixtures/pilot/dev/skills") }) };
    const asked = await routeMessage({ state: state(), history: [], message: "Можно ли использовать в нашем продукте библиотеку под лицензией GPL?" }, dev);
    expect(asked.skill).toBe("license-compliance-check");
    const howTo = await routeMessage({ state: state(), history: [], message: "Как оформить постмортем, если инцидент уже закрыт, а хронологии нет?" }, dev);
    expect(howTo.skill).toBe("incident-postmortem");
    // «оформить» no longer picks a new document (arranging paperwork is no file): the skill takes the turn either way.
    expect(howTo.outcome).toBe("skill");
    const told = await routeMessage({ state: state(), history: [], message: "Как рассказать пользователям об изменениях в новой сборке? Вот тикеты" }, dev);
    expect(told.skill).toBe("release-notes");
  });

  it("leaves a question that asks to be told to the documents", async () => {
    const d = await routeMessage({ state: state(), history: [], message: "Сколько градусов допустимо в камере для молочной продукции?" }, deps());
    expect(d.outcome).not.toBe("skill");
  });
});

describe("the shortlist keeps places for the skills whose whole text covers the request best", () => {
  const { withSecondList } = require("../../src/skills/library.ts") as typeof import("../../src/skills/library.ts");
  const c = (id: string, score: number) => ({ skill: skill(id, id), score });
  const ranked = ["a", "b", "c", "d", "e", "f"].map((id, i) => c(id, 1 - i / 10));

  it("puts the second list's first ones in place of the last by score, still ordered by score", () => {
    expect(withSecondList(ranked, ["f", "a"], 4, 2).map((x) => x.skill.id)).toEqual(["a", "b", "c", "f"]);
    expect(withSecondList(ranked, ["e", "f", "a"], 4, 2).map((x) => x.skill.id)).toEqual(["a", "b", "e", "f"]);
  });

  it("changes nothing when the second list's first ones are already in", () => {
    expect(withSecondList(ranked, ["b", "a"], 4, 2)).toEqual(ranked.slice(0, 4));
  });

  it("holds a procedure's job that the mixed score ranks past fifteen («…грозится накатать в Росздравнадзор» is the complaint procedure)", async () => {
    const lib = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_DIR, companyDir: join(import.meta.dir, "../fixtures/pilot/clinic/skills") });
    const message = "Мужик на ресепшене в Южном орал, что его два часа мурыжили в очереди к лору, грозится накатать в Росздравнадзор — что делаем?";
    expect((await lib.shortlist(message)).candidates.map((x) => x.skill.id)).toContain("medline-patient-complaint");
    const without = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_DIR, companyDir: join(import.meta.dir, "../fixtures/pilot/clinic/skills"), supportSlots: 0 });
    expect((await without.shortlist(message)).candidates.map((x) => x.skill.id)).not.toContain("medline-patient-complaint");
  });
});
