import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

// Walk 17b: «хочу подтянуть спину и пресс» was asked the goal anyway, «укрепить мышцы» became «набрать массу», the whole
// sentence became the limitation, and the plan had nothing for the back or the abs, «без инвентаря» despite dumbbells.
const FIRST = "составь мне план тренировок, хочу подтянуть спину и пресс";
const DETAILS = "новичок, последний раз спортом занималась в школе. могу 3 раза в неделю по 40 минут дома, есть коврик и гантели по 2 кг";

const days = (plan: string) => plan.split("\n").filter((l) => /^— (?:Пн|Вт|Ср|Чт|Пт|Сб|Вс): разминка/.test(l));

describe("the fitness plan is for what was asked", () => {
  it("«хочу подтянуть спину и пресс» names the goal and the focus: the goal is not asked", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send(FIRST);
    expect(m.content).not.toContain("Какая цель тренировок");
    expect(m.content).toContain("упор: спина, пресс");
  });

  it("«ну скорее укрепить мышцы, спина болит от сидения» keeps only the pain as the limitation; the plan works back and abs with the dumbbells", async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    await send("ну скорее укрепить мышцы, спина болит от сидения");
    const { m } = await send(DETAILS);
    expect(m.content).toContain("цель: укрепить мышцы");
    expect(m.content).not.toContain("набрать массу");
    expect(m.content).toContain("ограничения: спина болит от сидения\n");
    expect(m.content).not.toContain("укрепить мышцы, спина болит");
    expect(m.content).not.toContain("без инвентаря");
    const sessions = days(m.content);
    expect(sessions).toHaveLength(3);
    for (const s of sessions) expect(s).toMatch(/спина — .*гантел/);
    for (const s of sessions) expect(s).toMatch(/пресс — /);
  });

  it("«давай лучше 4 тренировки в неделю и побольше упражнений на пресс» gives four sessions with more abs work, and says so", async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    await send("ну скорее укрепить мышцы, спина болит от сидения");
    const before = (await send(DETAILS)).m.content;
    const { m } = await send("давай лучше 4 тренировки в неделю и побольше упражнений на пресс");
    const sessions = days(m.content);
    expect(sessions).toHaveLength(4);
    const abs = (s: string) => /пресс — ([^;]*)/.exec(s)?.[1] ?? "";
    expect(abs(sessions[0]).length).toBeGreaterThan(abs(days(before)[0]).length);
    expect(m.content).toContain("упор: спина, пресс (побольше)");
  });

  it("an edit the plan cannot make is said plainly, not met with «пересчитаю»", async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    await send("ну скорее укрепить мышцы, спина болит от сидения");
    await send(DETAILS);
    const { m } = await send("добавь ещё плавание по выходным");
    expect(m.content).not.toContain("пересчитаю");
    expect(m.content).toContain("не умею");
  });

  it("«травм нет» in the first message is no limitation", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("составь план тренировок, хочу похудеть, я новичок, 3 раза в неделю, дома, травм нет");
    expect(m.content).not.toMatch(/ограничения: (?!нет)/);
  });
});
