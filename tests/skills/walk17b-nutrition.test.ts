import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

// Walk 17b: «desk job» was read as high activity, because «daily» in «daily calorie target» is a stem of daily training.
describe("a desk job is a sedentary day in both languages", () => {
  it("«give me a daily calorie target: male, 41, 182 cm, 90 kg, desk job, want to lose weight» uses ×1.2", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const first = await send("give me a daily calorie target: male, 41, 182 cm, 90 kg, desk job, want to lose weight");
    expect(first.m.content).toContain("activity: sedentary");
    const { m } = await send("no restrictions");
    expect(m.content).toContain("×1.2)");
    expect(m.content).toContain("maintenance ≈ 2206 kcal");
  });

  it("«ежедневно по 8 часов в офисе» is sedentary too: «ежедневно» alone says nothing of training", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу понять сколько мне надо есть в день чтобы похудеть");
    const { m } = await send("женщина, 34 года, рост 165, вес 72, ежедневно по 8 часов в офисе, ограничений нет");
    expect(m.content).toContain("×1.2)");
  });
});

describe("«каждый день» said alone to the activity question", () => {
  it("is daily activity (×1.725)", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу понять сколько мне надо есть в день чтобы похудеть");
    const asked = await send("женщина, 34 года, рост 165, вес 72");
    expect(asked.m.content).toContain("Насколько вы активны");
    await send("каждый день");
    const { m } = await send("нет");
    expect(m.content).toContain("×1.725)");
  });
});

// Walk 17b: «ой, я соврала, вешу на самом деле 78. пересчитай» got «Понял» and no recount («мой вес 78 кг» worked).
describe("a change of mind in everyday words is used", () => {
  const advised = async () => {
    const send = await sameChat({ tools: true });
    await send("хочу понять сколько мне надо есть в день чтобы похудеть");
    await send("женщина, 34 года, рост 165, вешу 72");
    await send("работа сидячая, но хожу на йогу 2 раза в неделю");
    const { m } = await send("нет, ем всё");
    expect(m.content).toContain("вес: 72 кг");
    return send;
  };

  it("«вешу на самом деле 78. пересчитай» recounts for 78 kg", async () => {
    const { m } = await (await advised())("ой, я соврала, вешу на самом деле 78. пересчитай");
    expect(m.content).toContain("вес: 78 кг");
    expect(m.content).toContain("≈ 1730 ккал");
  });

  it("«мне вообще-то уже 35» and «рост у меня на самом деле 168» recount", async () => {
    const send = await advised();
    expect((await send("мне вообще-то уже 35")).m.content).toContain("возраст: 35");
    expect((await send("рост у меня на самом деле 168")).m.content).toContain("рост: 168 см");
  });

  it("«передумала, хочу держать вес» changes the goal", async () => {
    const { m } = await (await advised())("передумала, хочу просто держать вес");
    expect(m.content).toContain("цель: держать форму");
  });

  it("the fitness skill takes «на самом деле я могу 4 раза в неделю» after its plan", async () => {
    const send = await sameChat({ tools: true });
    await send("составь план тренировок, хочу похудеть, я новичок, 3 раза в неделю, дома, травм нет");
    const { m } = await send("на самом деле я могу 4 раза в неделю");
    expect(m.content).toContain("тренировок в неделю: 4");
  });
});
