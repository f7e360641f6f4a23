import { describe, it, expect } from "bun:test";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { chooseSkill, spreadOf } from "../../src/skills/select.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import type { SkillShortlist } from "../../src/skills/types.ts";
import { PLATFORM_DIR, skill } from "./helpers.ts";

const lib = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_DIR });

describe("chooseSkill", () => {
  it("picks confidently on a specific request", async () => {
    const c = chooseSkill(await lib.shortlist("Составь протокол совещания по заметкам: решения, задачи, ответственные"));
    expect(c.kind === "skill" && c.skill.id).toBe("meeting-minutes");
  });

  it("asks one question with 2–3 options on a vague request", async () => {
    const c = chooseSkill(await lib.shortlist("Помоги с клиентом"));
    expect(c.kind).toBe("clarify");
    if (c.kind !== "clarify") return;
    expect(c.options.length).toBeGreaterThanOrEqual(2);
    expect(c.options.length).toBeLessThanOrEqual(3);
    expect(c.question).toEndWith("?");
  });

  it("does not enter a skill on one word many skills share, however high the score", async () => {
    const sl = await lib.shortlist("не работает VPN");
    expect(sl.candidates[0].score).toBeGreaterThan(0.13);
    expect(chooseSkill(sl).kind).toBe("none");
  });

  it("does not enter a skill that names one word of a longer request («корпоративный» portal vs corporate event)", async () => {
    const sl = await lib.shortlist("Забыл пароль от корпоративного портала");
    expect(sl.candidates[0].skill.id).toBe("event-planning");
    expect(sl.candidates[0].named).toHaveLength(1);
    expect(chooseSkill(sl).kind).toBe("none");
  });

  it("asks which report is meant on «Сделай отчёт», though one description says «сделано»", async () => {
    const reports = createSkillLibrary({ embedder: createHashEmbedder(), extra: [
      skill("weekly", "Собрать еженедельный отчёт для руководителя — сделано за неделю, планы, проблемы", { name: "Еженедельный отчёт" }),
      skill("fuel", "Отчёт по расходу топлива автопарка за месяц", { name: "Отчёт по топливу" }),
      skill("web", "Отчёт по посещаемости сайта и источникам трафика за период", { name: "Отчёт по сайту" }),
    ] });
    expect(chooseSkill(await reports.shortlist("Сделай отчёт")).kind).toBe("clarify");
    const weekly = chooseSkill(await reports.shortlist("Сделай отчёт о том, что сделано за неделю"));
    expect(weekly.kind === "skill" && weekly.skill.id).toBe("weekly");
  });

  it("asks on a short request whose words several skills' descriptions share", async () => {
    const c = chooseSkill(await lib.shortlist("Нужен план"));
    expect(c.kind).toBe("clarify");
    if (c.kind === "clarify") expect(c.options.map((o) => o.id)).toContain("project-plan");
  });

  it("reports which of the request's words the picked skill names", async () => {
    const c = chooseSkill(await lib.shortlist("Составь протокол совещания по заметкам: решения, задачи, ответственные"));
    expect(c.kind === "skill" && c.named).toEqual(expect.arrayContaining(["протокол", "совещания"]));
  });

  it("picks a skill under the floor when two words rare across the library name it (English to Russian skills)", () => {
    const pm = skill("postmortem", "Разобрать инцидент и оформить постмортем");
    const other = skill("notice", "Уведомить клиентов о сбое");
    const cand = (evidence: number) => ({ candidates: [{ skill: pm, score: 0.09, named: ["postmortem", "outage"], evidence }, { skill: other, score: 0.05, named: ["outage"], evidence: 0.5 }], spread: 3, bunched: false });
    const strong = chooseSkill(cand(1.5));
    expect(strong.kind === "skill" && strong.skill.id).toBe("postmortem");
    expect(chooseSkill(cand(0.6)).kind).toBe("none");
  });

  it("finds no skill for small talk", async () => {
    expect(chooseSkill(await lib.shortlist("Привет! Как настроение?")).kind).toBe("none");
  });

  it("never auto-switches into Documents, even when it scores best", () => {
    const docs = skill("documents", "Создать файл", { autoSwitch: false });
    const other = skill("budget", "Анализ бюджета");
    const sl: SkillShortlist = { candidates: [{ skill: docs, score: 0.9 }, { skill: other, score: 0.05 }], spread: 9, bunched: false };
    const c = chooseSkill(sl);
    expect(c.kind === "skill" && c.skill.id === "documents").toBe(false);
    expect(c.kind).toBe("none");
  });
});

describe("spreadOf", () => {
  it("is high when one score stands out and low when the scores are bunched", () => {
    const lone = [0.5, ...Array(14).fill(0.1)];
    const bunched = Array.from({ length: 15 }, (_, i) => 0.3 - i * 0.005);
    expect(spreadOf(lone)).toBeGreaterThan(3);
    expect(spreadOf(bunched)).toBeLessThan(2);
  });
});

describe("a situation told at length", () => {
  const list = (scores: number[], words: number) => ({
    candidates: scores.map((score, i) => ({ skill: skill(`s${i}`, `навык ${i}`), score, named: [], evidence: 0 })),
    spread: 0, bunched: false, words,
  });
  const tail = [0.05, 0.045, 0.04, 0.04, 0.035, 0.03, 0.03, 0.025, 0.02, 0.02, 0.015, 0.01, 0.01];

  it("enters the first skill when it scores the margin over the second and stands out, though it names no word", () => {
    const c = chooseSkill(list([0.2, 0.1, ...tail], 12));
    expect(c.kind).toBe("skill");
    expect(c.kind === "skill" && c.skill.id).toBe("s0");
  });

  it("asks between the first ones when the margin is not met, instead of falling back to no skill", () => {
    const c = chooseSkill(list([0.2, 0.18, ...tail], 12));
    expect(c.kind).toBe("clarify");
    expect(c.kind === "clarify" && c.options.map((s) => s.id)).toEqual(["s0", "s1"]);
  });

  it("leaves a short request and a weak top alone", () => {
    expect(chooseSkill(list([0.2, 0.1, ...tail], 5)).kind).toBe("none");
    expect(chooseSkill(list([0.11, 0.05, ...tail], 12)).kind).toBe("none");
  });
});
