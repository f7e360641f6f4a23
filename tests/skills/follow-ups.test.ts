import { describe, expect, it } from "bun:test";
import { sampleServices, say } from "../conversation/helpers.ts";

// Two testers' walks (session 8): a skill's offer taken up got «Понял. Поправьте…», «спасибо, всё» was recorded as
// an answer, the tutor said «Верно!» to a question, and the health skill asked when it began after «третий день».
describe("a skill does what its result offers, and lets the person go", async () => {
  const { services: s } = await sampleServices();
  const chat = () => s.chats.create("u1", "t").id;

  it("health: «третий день» is when it began; «да, подготовь вопросы к врачу» gets questions built from the complaint; «спасибо, всё» leaves", async () => {
    const c = chat();
    const first = await say(s, c, "болит голова третий день, температуры нет");
    expect(first.text).not.toContain("С какого дня");
    let r = first;
    for (const reply of ["нет", "нет, ничего не принимал"]) if (!/Хотите, помогу подготовить вопросы/.test(r.text)) r = await say(s, c, reply);
    expect(r.text).toContain("Хотите, помогу подготовить вопросы к врачу?");
    const questions = await say(s, c, "да, подготовь вопросы к врачу");
    expect(questions.text).toContain("Вопросы врачу:");
    expect(questions.text).toContain("болит голова");
    await say(s, c, "спасибо, всё");
    expect(s.chats.get(c, "u1")!.skill).toBeNull();
  });

  it("nutrition: «ограничений нет» in the first message is an answer; «да, распиши» lays out a day whose grams meet the target", async () => {
    const c = chat();
    const r = await say(s, c, "помоги с питанием: хочу похудеть, женщина 41 год, рост 165, вес 72, сидячая работа, ограничений нет");
    expect(r.text).toContain("≈ 1413 ккал");
    const day = await say(s, c, "да, распиши");
    expect(day.text).toContain("Пример дня на ≈ 1413 ккал");
    expect(day.text).toMatch(/овсянка \d+ г/);
    await say(s, c, "спасибо большое, буду пробовать");
    expect(s.chats.get(c, "u1")!.skill).toBeNull();
  });

  it("tutor: a question after a wrong answer gets the steps again, never «Верно!»", async () => {
    const c = chat();
    await say(s, c, "объясни сложение дробей, 6 класс, не понимаю общий знаменатель");
    await say(s, c, "как складывать с разными знаменателями");
    expect((await say(s, c, "2/9")).text).toContain("Пока не так");
    const why = await say(s, c, "а почему 1/2? не понял как найти общий знаменатель");
    expect(why.text).not.toContain("Верно");
    expect(why.text).toContain("Попробуйте сами");
  });
});

describe("an answer to a skill's question stays an answer; a company question still escapes", async () => {
  const { services: s } = await sampleServices();
  it("«yes my lower back hurts…» to the fitness skill's question about pain stays in fitness (it switched to health)", async () => {
    const c = s.chats.create("u1", "t").id;
    for (const m of ["i want to start training at home, i'm 34, sit at a desk all day", "beginner", "three times a week, evenings"]) await say(s, c, m);
    const r = await say(s, c, "yes my lower back hurts from sitting, no blood pressure problems");
    expect(r.decision?.skill).toBe("fitness");
    expect(s.chats.get(c, "u1")!.skill).toBe("fitness");
  });

  it("«кстати, а если я заболею надолго, сколько у нас дней отпуска в году?» after the health result is answered from the documents", async () => {
    const c = s.chats.create("u1", "t").id;
    for (const m of ["болит голова третий день, температуры нет", "нет", "нет, ничего не принимал"]) await say(s, c, m);
    const r = await say(s, c, "кстати, а если я заболею надолго, сколько у нас вообще дней отпуска в году?");
    expect(r.text).not.toContain("Понял. Поправьте");
    expect(r.text).toContain("28");
  });

  it("«спорта почти нет» is no mailbox («почти» is not «почта»)", async () => {
    const c = s.chats.create("u1", "t").id;
    const r = await say(s, c, "сижу в офисе, спорта почти нет, иногда гуляю");
    expect(r.decision?.tools?.map((t: { name: string }) => t.name) ?? []).not.toContain("mail_search");
  });
});

describe("a health complaint in everyday words enters the health skill (a tester's walk)", async () => {
  const { services: s } = await sampleServices();
  it("«уже третий день раскалывается голова, что со мной может быть?» is health, not nutrition nor a documents refusal", async () => {
    const c = s.chats.create("u1", "t").id;
    const r = await say(s, c, "уже третий день раскалывается голова, что со мной может быть?");
    expect(r.decision?.skill).toBe("health");
    expect(r.text).not.toContain("С какого дня");
  });
});
