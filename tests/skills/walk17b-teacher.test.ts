import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

const FIRST = "помоги разобраться с дробями, у сына домашка, 5 класс, не понимаю как объяснить сложение дробей с разными знаменателями";

// Walk 17b: the tutor asked «на чём застряли?» though the message said it, and its «тема:» line held the raw sentence.
describe("the tutor hears the topic and the sticking point in the first message", () => {
  it("explains at once, with the topic named and what is unclear as said", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send(FIRST);
    expect(m.content).not.toContain("на чём застряли");
    expect(m.content).toContain("Разберём по шагам (для 5 класса)");
    expect(m.content).toMatch(/тема: дроби\n/);
    expect(m.content).toContain("что непонятно: сложение дробей с разными знаменателями");
    expect(m.content).not.toContain("у сына домашка");
  });

  it("works through the example the person gave with the question", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("объясни сыну сложение дробей с разными знаменателями, 5 класс, например 1/3 + 1/4");
    expect(m.content).toContain("4/12 + 3/12 = 7/12");
  });
});

// Walk 17b: after an accepted answer, «давай пример 1/3 + 1/4 разберём» was graded as a wrong answer «1/4».
describe("a request for an example is no answer", () => {
  const accepted = async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    expect((await send("2/9?")).m.content).toContain("Пока не так");
    expect((await send("а, понял, 3/6, то есть половина")).m.content).toMatch(/^Верно!/);
    return send;
  };

  it("«давай пример 1/3 + 1/4 разберём» works the example step by step and sets a new one to try", async () => {
    const send = await accepted();
    const { m } = await send("давай пример 1/3 + 1/4 разберём");
    expect(m.content).not.toContain("Пока не так");
    expect(m.content).toContain("12");
    expect(m.content).toContain("4/12 + 3/12 = 7/12");
    expect(m.content).toMatch(/Попробуйте сами: .*\?/);
  });

  it("«давай ещё пример» sets a new question, and the answer to it is checked against it", async () => {
    const send = await accepted();
    const next = (await send("давай ещё пример")).m.content;
    expect(next).not.toContain("Пока не так");
    const asked = /Сколько будет (\d+)\/(\d+) \+ (\d+)\/(\d+)\?/.exec(next);
    expect(asked).not.toBeNull();
    const [a, b, c, d] = asked!.slice(1).map(Number);
    const { m } = await send(`${a * d + c * b}/${b * d}`);
    expect(m.content).toMatch(/^Верно!/);
  });

  it("in English, «let's do another example» is not graded either", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("help me explain fractions to my son, grade 5, he doesn't get adding fractions with different denominators");
    await send("1/2");
    const { m } = await send("let's do another example");
    expect(m.content).not.toContain("Not quite");
    expect(m.content).toMatch(/\d+\/\d+ \+ \d+\/\d+\?/);
  });
});

describe("a new topic asked for after a lesson", () => {
  it("«объясни проценты» after fractions explains percentages, and «дочке 9 класс» is a grade, not an age", async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    const { m } = await send("объясни проценты, дочке 9 класс");
    expect(m.content).toContain("тема: проценты");
    expect(m.content).not.toContain("возраст");
  });
});

// Walk 17c: while the tutor asked for the grade, «3/4 + 5/6 = 8/10?» was read as «класс: 10» and the lesson went on
// about the first example; the child's wrong 8/10 was never addressed.
describe("a sum with its answer is checked, never read as the grade", () => {
  it("«3/4 + 5/6 = 8/10?» while the grade is asked says 8/10 is not it, works 3/4 + 5/6 through, and reads no grade", async () => {
    const send = await sameChat({ tools: true });
    await send("объясни ребёнку, как складывать дроби с разными знаменателями, например 2/3 + 1/6");
    const { m } = await send("3/4 + 5/6 = 8/10?");
    expect(m.content).not.toContain("10 класс");
    expect(m.content).toContain("а не 8/10");
    expect(m.content).toContain("9/12 + 10/12 = 19/12");
  });

  it("a right sum is confirmed: «1/2 + 1/4 = 3/4?»", async () => {
    const send = await sameChat({ tools: true });
    await send(FIRST);
    const { m } = await send("1/2 + 1/4 = 3/4?");
    expect(m.content).toMatch(/^Верно/);
    expect(m.content).not.toContain("Пока не так");
  });

  it("in English, «3/4 + 5/6 = 8/10?» is checked too", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("help my son with adding fractions with different denominators, grade 5");
    const { m } = await send("3/4 + 5/6 = 8/10?");
    expect(m.content).toContain("not 8/10");
    expect(m.content).toContain("19/12");
  });

  it("«explain to my daughter how to add fractions, she is in 5th grade» reads grade 5 and does not ask it", async () => {
    const { m } = await (await sameChat({ tools: true, lang: "en" }))("explain to my daughter how to add fractions, she is in 5th grade");
    expect(m.content).not.toContain("For which grade");
    expect(m.content).toContain("grade: 5");
  });
});

// Session 18 (helper on the English tutor): «explain photosynthesis to my daughter, grade 6» got «no free conversation».
describe("an English request for a lesson with the grade enters the tutor", () => {
  for (const said of ["explain photosynthesis to my daughter, grade 6", "explain percentages to my son, he is in 6th grade"]) {
    it(`«${said}» enters the tutor`, async () => {
      const { m } = await (await sameChat({ tools: true, lang: "en" }))(said);
      expect(m.content).toMatch(/^Using the “Teacher” skill/);
    });
  }
});
