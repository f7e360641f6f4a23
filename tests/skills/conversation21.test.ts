import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "../road/helpers.ts";

// Walk 21b (English UI, sample company) and walk 21a item 4: what goes wrong inside a skill's conversation.

type Card = { tool: string; result: Record<string, unknown> };
const draftOf = (m: { meta: Record<string, unknown> }) =>
  ((m.meta.tools as Card[] | undefined) ?? []).map((c) => c.result).findLast((r) => r.kind === "draft") as { title: string; body: string; to?: string } | undefined;
const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;

describe("the job offer letter is written from the facts, each once (walk 21b)", () => {
  it("greets the candidate by name, lists the salary once and never the candidate as a term", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("write a job offer for Ivan Orlov, sales manager, 120k salary");
    const r = await send("Candidate Ivan Orlov, position sales manager, manager Anna Smirnova, salary 120 000 rubles, start date 11 January 2027");
    const letter = draftOf(r.m)!;
    expect(letter.body).toStartWith("Dear Ivan,");
    expect(letter.body).not.toContain("Hello,");
    expect(letter.body).toContain("120 000");
    // The salary said again with its figure replaces the first mention: said once.
    expect(letter.body.match(/salary/giu)?.length).toBe(1);
    expect(letter.body).not.toMatch(/— Candidate/u);
    expect(letter.body).not.toMatch(/— sales manager;/u);
    expect(letter.body).toContain("start date 11 January 2027");
  });
});

describe("the nutrition skill leaves out a food the person hates (walk 21b)", () => {
  it("«no, but I hate fish» is a limit: no fish in the sample day", async () => {
    const send = await sameChat({ lang: "en" });
    await send("I want to eat healthier, can you make me a diet?");
    await send("lose weight. I'm a woman, 34, 165 cm, 72 kg, desk job");
    const target = await send("no, but I hate fish");
    expect(target.m.content).not.toMatch(/limitations: none/u);
    expect(target.m.content).toMatch(/limitations: .*fish/u);
    const day = await send("yes please, sample day");
    expect(day.m.content).toMatch(/dinner/u);
    expect(day.m.content).not.toMatch(/fish/iu);
  });

  it("RU: «рыбу терпеть не могу» leaves the fish out too", async () => {
    const send = await sameChat();
    await send("составь мне рацион, хочу похудеть");
    await send("женщина, 34 года, 165 см, 72 кг, сидячая работа");
    await send("нет, только рыбу терпеть не могу");
    const day = await send("да, распиши пример дня");
    expect(day.m.content).toMatch(/ужин/u);
    expect(day.m.content).not.toMatch(/рыба|минтай/iu);
  });
});

describe("«ok stop, I'm fine» leaves the health skill (walk 21b)", () => {
  it("is never recorded as medical history", async () => {
    const send = await sameChat({ lang: "en" });
    await send("I've had a headache for three days, what could it be?");
    await send("no fever, no vomiting. it gets worse in the evening after work at the computer");
    const r = await send("ok stop, I'm fine");
    expect(r.m.content).not.toContain("ok stop");
    expect(skillOf(send)).toBeNull();
  });

  it("what was told beside the signs stays in the summary", async () => {
    const send = await sameChat({ lang: "en" });
    await send("I've had a headache for three days, what could it be?");
    await send("no fever, no vomiting. it gets worse in the evening after work at the computer");
    const r = await send("no chronic conditions, no medicines");
    expect(r.m.content).toMatch(/worse in the evening after work at the computer/u);
  });

  it("RU: «хватит, мне уже лучше» leaves; «стоп, не 3 яйца, а 2» in the calorie counter is a correction", async () => {
    const send = await sameChat();
    await send("голова болит второй день, что это может быть?");
    await send("температуры нет");
    await send("хватит, мне уже лучше");
    expect(skillOf(send)).toBeNull();
    const food = await sameChat();
    await food("посчитай калории: 3 яйца и тост");
    await food("стоп, не 3 яйца, а 2");
    expect(skillOf(food)).toBe("calories");
  });
});

describe("the tutor works the person's own fractions and checks the child's answer to them (walk 21b)", () => {
  it("«how to add 1/2 and 1/3» is worked to 5/6; «he says 2/5» is told wrong, with 5/6", async () => {
    const send = await sameChat({ lang: "en" });
    await send("my kid needs help with fractions homework");
    await send("5th grade");
    const lesson = await send("he doesn't get how to add 1/2 and 1/3");
    expect(lesson.m.content).toMatch(/1\/2 \+ 1\/3/u);
    expect(lesson.m.content).toMatch(/5\/6/u);
    const checked = await send("he says the answer is 2/5, is that right?");
    expect(checked.m.content).toMatch(/Not quite/u);
    expect(checked.m.content).toMatch(/1\/2 \+ 1\/3 = 5\/6, not 2\/5/u);
  });

  it("the idea told again works another sum than the check question it then asks", async () => {
    const send = await sameChat({ lang: "en" });
    await send("my kid needs help with fractions homework");
    await send("5th grade");
    await send("he doesn't get how to add fractions");
    const again = await send("why can't you just add the tops and the bottoms?");
    const asked = /(?:Try it yourself|Check yourself|Another one): What is (\d+\/\d+) \+ (\d+\/\d+)\?/u.exec(again.m.content);
    expect(asked).not.toBeNull();
    // Its two fractions are not worked out before the question asks for them.
    expect(again.m.content.split(asked![1]!).length + again.m.content.split(asked![2]!).length).toBeLessThanOrEqual(5);
  });
});

describe("meeting minutes are made when asked for (walk 21b)", () => {
  it("«that's all, give me the final minutes» gives the minutes document with what was said", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("can you help me write the minutes of today's meeting?");
    await send("we met with Maria and Dmitry about Sklad 2.0. Decided to launch the pilot on Dec 15. Dmitry will prepare the server by Dec 10, Maria will train the warehouse staff. Next meeting Dec 9.");
    await send("attendees were me (Anna), Maria Ivanova and Dmitry Sokolov. topic: Sklad 2.0 pilot launch");
    const r = await send("that's all, give me the final minutes");
    expect(r.m.content).not.toContain("you'll take it from here");
    const doc = draftOf(r.m)!;
    expect(doc.body).toContain("Dec 15");
    expect(doc.body).toContain("prepare the server");
    expect(doc.body).toContain("train the warehouse staff");
    // Maria's task is her own line, without Dmitry's deadline.
    expect(doc.body).toMatch(/Maria[^\n]*train the warehouse staff/u);
    expect(doc.body).not.toMatch(/prepare the server[^\n]*Maria/u);
    // The bid is no point of the minutes.
    expect(doc.body).not.toMatch(/give me/iu);
  });

  it("«that's all, thanks» still hands the work over", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("can you help me write the minutes of today's meeting?");
    await send("we met with Maria and Dmitry about Sklad 2.0. Decided to launch the pilot on Dec 15. Dmitry will prepare the server by Dec 10.");
    const r = await send("that's all, thanks");
    expect(draftOf(r.m)).toBeUndefined();
  });
});

describe("a company skill an admin wrote gives its result (walk 21b)", () => {
  const skillsDir = resolve(import.meta.dir, "../fixtures/skills21");
  it("the first question speaks to the person, not of «the person»", async () => {
    const send = await sameChat({ lang: "en", skillsDir });
    const r = await send("I need a stretching break");
    expect(r.m.content).toMatch(/Desk stretch break/u);
    expect(r.m.content).not.toMatch(/the person/u);
    expect(r.m.content).toMatch(/how long you have been sitting/u);
  });

  it("the answer gets the stretches the procedure names and its reminder", async () => {
    const send = await sameChat({ lang: "en", skillsDir });
    await send("I need a stretching break");
    const r = await send("about 4 hours, my neck hurts a bit");
    expect(r.m.content).toMatch(/neck rolls/u);
    expect(r.m.content).toMatch(/wrist circles/u);
    expect(r.m.content).toMatch(/every hour/u);
  });
});
