import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

// Walk 18b: «I'm vegetarian. oh and I'm actually 72 kg, not 70» kept the weight and dropped «vegetarian»; the sample
// day then had chicken and fish, and «but I said I'm vegetarian, no meat or fish please» redid nothing.
const MEAT_OR_FISH = /chicken|fish|beef|pork|куриная|рыба|говядина|свинина/iu;

const toLimits = async () => {
  const send = await sameChat({ tools: true, lang: "en" });
  await send("help me plan my meals to lose weight");
  await send("female, 29 years old, 168 cm, 70 kg");
  const { m } = await send("desk job, I walk the dog every evening though");
  expect(m.content).toContain("Any food limits");
  return send;
};

describe("a vegetarian is planned for as one", () => {
  it("«I'm vegetarian» said with a corrected weight keeps both, and the sample day has no meat or fish", async () => {
    const send = await toLimits();
    const { m } = await send("I'm vegetarian. oh and I'm actually 72 kg, not 70");
    expect(m.content).toContain("weight: 72 kg");
    expect(m.content).toMatch(/limitations: [^\n]*vegetarian/);
    const day = (await send("yes please")).m.content;
    expect(day).toContain("A sample day");
    expect(day).not.toMatch(MEAT_OR_FISH);
  });

  it("a restriction said after the sample day redoes the day without meat or fish", async () => {
    const send = await toLimits();
    await send("no");
    expect((await send("yes please")).m.content).toMatch(MEAT_OR_FISH);
    const { m } = await send("but I said I'm vegetarian, no meat or fish please");
    expect(m.content).toContain("A sample day");
    expect(m.content.slice(m.content.indexOf("A sample day"))).not.toMatch(MEAT_OR_FISH);
  });

  it("a bare «vegetarian» after the result is kept, and the day then has no meat or fish", async () => {
    const send = await toLimits();
    await send("no");
    const { m } = await send("vegetarian");
    expect(m.content).toMatch(/limitations: [^\n]*vegetarian/);
    const day = (await send("yes")).m.content;
    expect(day).toContain("A sample day");
    expect(day).not.toMatch(MEAT_OR_FISH);
  });

  const ruLimits = async () => {
    const send = await sameChat({ tools: true });
    await send("хочу понять сколько мне надо есть в день чтобы похудеть");
    await send("женщина, 34 года, рост 165, вес 72");
    const { m } = await send("работа сидячая");
    expect(m.content).toContain("ограничения в еде");
    return send;
  };

  it("«я вегетарианка» is kept, and the day has neither meat nor fish", async () => {
    const send = await ruLimits();
    const { m } = await send("я вегетарианка");
    expect(m.content).toMatch(/ограничения: [^\n]*вегетариан/);
    expect(m.content).not.toMatch(/белок \([^)]*(?:мясо|рыба)/);
    expect((await send("да")).m.content).not.toMatch(MEAT_OR_FISH);
  });

  it("«не ем мясо» leaves meat out of the day", async () => {
    const send = await ruLimits();
    await send("не ем мясо");
    const day = (await send("да")).m.content;
    expect(day).toContain("Пример дня");
    expect(day).not.toMatch(/куриная|говядина|свинина/u);
  });
});

// Walk 18b: a daily target asked with every figure in one English message went to the documents' refusal.
describe("a daily calorie target asked with every figure", () => {
  it("is computed at once, food limits asked at its end", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const { m } = await send("give me a daily calorie target: female, 29, 168 cm, 70 kg, desk job, want to lose weight");
    expect(m.content).toContain("maintenance ≈ 1733 kcal");
    expect(m.content).toContain("If you have food limits");
    const again = (await send("I'm vegan")).m.content;
    expect(again).toMatch(/limitations: [^\n]*vegan/);
  });

  it("«what should my daily calorie intake be?» with the figures goes to the nutrition skill, computed at once", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const { m } = await send("what should my daily calorie intake be? I'm a woman, 29, 168 cm, 70 kg, want to lose a few kilos, desk job");
    expect(m.content).not.toContain("company documents do not answer");
    expect(m.content).toContain("age: 29");
    expect(m.content).toContain("Mifflin–St Jeor: resting energy ≈ 1444 kcal");
    expect(m.content).toContain("maintenance ≈ 1733 kcal");
    expect(m.content).toContain("≈ 1473 kcal");
  });
});

// Walk 18b: «want to build strength», «get stronger, mostly upper body» were no goal; the gym plan was walks and a plank.
describe("strength at the gym", () => {
  const FIRST = "I want a workout plan, 3 times a week at the gym, I'm a beginner and want to build strength";

  it("«build strength» is the goal: it is not asked", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const { m } = await send(FIRST);
    expect(m.content).not.toContain("What is the goal");
  });

  it("«get stronger, mostly upper body» is a goal with a focus, and the gym plan uses the gym's weights for the upper body", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("I want a workout plan, 3 times a week at the gym, I'm a beginner");
    const asked = await send("get stronger, mostly upper body");
    expect(asked.m.content).not.toContain("What is the goal");
    const { m } = await send("no injuries");
    expect(m.content).toContain("goal: build strength");
    expect(m.content).toContain("focus: upper body");
    expect(m.content).toMatch(/bench press/);
    expect(m.content).toMatch(/lat pulldown/);
    expect(m.content).not.toContain("30 min walk");
    expect(m.content).not.toContain("no equipment");
  });
});

// Walk 18b: answers in a person's own words were not understood, and the question was asked again.
describe("the fitness interview in everyday Russian", () => {
  it("«хочу подкачаться» in the first message is the goal", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("составь мне программу тренировок, хочу подкачаться, тренируюсь дома");
    expect(m.content).not.toContain("Какая цель тренировок");
    expect(m.content).toContain("цель: набрать массу");
  });

  it("«раньше в зал ходил, года два назад бросил» answers the level, «раза три» the sessions, and the bar brings pull-ups", async () => {
    const send = await sameChat({ tools: true });
    await send("составь мне программу тренировок, хочу набрать массу, тренируюсь дома");
    const level = await send("ну раньше в зал ходил, года два назад бросил, подтянуться раз 8 могу");
    expect(level.m.content).not.toContain("Какой у вас уровень");
    expect(level.m.content).toContain("Сколько раз в неделю");
    const days = await send("раза три, есть турник и гантели до 10 кг");
    expect(days.m.content).not.toContain("Сколько раз в неделю");
    const { m } = await send("нет");
    expect(m.content).toContain("тренировок в неделю: 3");
    expect(m.content).toMatch(/инвентарь: [^\n]*турник/);
    expect(m.content).toContain("подтягивания");
  });

  it("«добавь подтягивания на турнике» after the plan adds the bar and the pull-ups", async () => {
    const send = await sameChat({ tools: true });
    await send("составь план тренировок, хочу набрать массу, средний уровень, 3 раза в неделю, дома, есть гантели, травм нет");
    const { m } = await send("давай лучше 4 тренировки в неделю и добавь подтягивания на турнике");
    expect(m.content).toContain("тренировок в неделю: 4");
    expect(m.content).toMatch(/инвентарь: [^\n]*турник/);
    expect(m.content).toMatch(/подтягивания на турнике/);
  });
});
