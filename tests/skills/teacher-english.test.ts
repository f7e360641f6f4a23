import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";
import topicTable from "../../src/skills/interview/topics.json" with { type: "json" };

const CYRILLIC = /[А-Яа-яЁё]/;

/** One English-UI chat with the tutor; every assistant answer is kept so none may slip into Russian. */
async function englishLesson() {
  const send = await sameChat({ tools: true, lang: "en" });
  const said: string[] = [];
  const say = async (text: string) => {
    const { m } = await send(text);
    said.push(m.content);
    return m.content;
  };
  return { say, said };
}

const noRussian = (said: string[]) => said.forEach((text) => expect(text).not.toMatch(CYRILLIC));

// Walk 18a: in the English UI the tutor answered with Russian lesson text («— topic: дроби», «Сколько будет 1/3 + 1/6?»).
describe("the tutor teaches in English in the English UI", () => {
  it("a fractions lesson — entering, the lesson, wrong and right answers, «why?», another example — has no Russian", async () => {
    const { say, said } = await englishLesson();
    await say("help my son with adding fractions with different denominators, grade 5");
    const lesson = await say("3/4 + 5/6 = 8/10?");
    expect(lesson).toContain("topic: fractions");
    expect(lesson).toContain("What is 1/3 + 1/6?");
    const wrong = await say("2/9");
    expect(wrong).toContain("Not quite: What is 1/3 + 1/6? — 1/2, not 2/9.");
    expect(wrong).toContain("numerators and the denominators separately");
    // Its answer shown, the same exercise is not set again (walk 20b): «why?» explains and sets the next one.
    expect(await say("why?")).toContain("Try it yourself: What is 1/2 + 1/3?");
    expect(await say("5/6")).toMatch(/^Correct!/);
    expect(await say("another example")).toContain("Another one: What is");
    noRussian(said);
  });

  it("a percentages lesson is in English throughout, and its answers are checked", async () => {
    const { say, said } = await englishLesson();
    await say("explain percentages to my daughter, it is her homework, grade 6");
    const lesson = await say("she mixes up what to divide by");
    expect(lesson).toContain("topic: percentages");
    expect(lesson).toContain("What is 10% of 350?");
    expect(await say("40")).toContain("Not quite: What is 10% of 350? — 35, not 40.");
    expect(await say("why?")).toContain("Try it yourself: What is 20% of 450?");
    expect(await say("90")).toMatch(/^Correct!/);
    expect(await say("another example")).toContain("Another one: What is");
    noRussian(said);
  });

  it("a topic the app has no lesson for gets the general steps and check in English", async () => {
    const { say, said } = await englishLesson();
    await say("explain photosynthesis to my daughter, her homework, grade 6");
    const lesson = await say("she mixes up the words");
    expect(lesson).toContain("topic: photosynthesis");
    expect(lesson).toContain("Check yourself:");
    await say("why?");
    await say("another example");
    await say("2/9");
    noRussian(said);
  });

  // Every lesson the app holds, not only fractions: its name, steps, check question, practice and retelling.
  for (const t of topicTable.topics) {
    const name = t.en.name;
    it(`the lesson on ${name} is in English, and its right answers are accepted`, async () => {
      const { say, said } = await englishLesson();
      await say(`explain ${name} to my son, it is his homework, grade 7`);
      const lesson = await say("he is stuck on the basics");
      expect(lesson).toContain(`topic: ${name}`);
      expect(lesson).toContain(t.en.check);
      expect(await say("why?")).toContain(t.en.check);
      expect(await say(t.en.answers[0])).toMatch(/^Correct!/);
      for (const p of t.en.practice) {
        expect(await say("another example")).toContain(p.q);
        expect(await say(p.a[0])).toMatch(/^Correct!/);
      }
      noRussian(said);
    });
  }
});

describe("the Russian UI keeps its Russian lessons", () => {
  it("«объясни проценты» in Russian still names «проценты» and asks in Russian", async () => {
    const send = await sameChat({ tools: true });
    await send("объясни проценты дочке, домашка, 6 класс");
    const { m } = await send("путает, на что делить");
    expect(m.content).toContain("тема: проценты");
    expect(m.content).toContain("Сколько составит 10% от 350?");
  });
});
