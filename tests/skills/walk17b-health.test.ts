import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

// Walk 17b: a sudden worst-ever headache with a stiff neck, said as the reply to the medicines question, was filed as
// medicines and answered «Тревожных признаков нет… терапевту в 1–2 дня». Every reply is checked for signs that cannot wait.
const URGENT_RU = /не ждите[^.]*скорую[^.]*103/i;
const URGENT_EN = /do not wait[^.]*call emergency/i;

describe("the health skill hears a sign that cannot wait in the reply to any of its questions", () => {
  it("«стало резко очень сильно болеть, как никогда в жизни, и шея не сгибается» to the medicines question calls 103/112 now", async () => {
    const send = await sameChat({ tools: true });
    await send("с утра болит голова, несильно. что делать?");
    await send("температуры нет");
    const { m } = await send("ой, стало резко очень сильно болеть, как никогда в жизни, и шея не сгибается");
    expect(m.content).toMatch(URGENT_RU);
    expect(m.content).not.toContain("Тревожных признаков в рассказе нет");
    expect(m.content).not.toContain("болезни, лекарства, аллергия: ой");
  });

  it("the same in English: «the worst headache of my life, came suddenly, and my neck is stiff» calls emergency services now", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("I've had a headache since morning, mild, what should I do?");
    await send("no fever, nothing like that");
    const { m } = await send("wait, now it's the worst headache of my life, came suddenly, and my neck is stiff");
    expect(m.content).toMatch(URGENT_EN);
    expect(m.content).not.toContain("No warning signs");
    expect(m.content).not.toContain("medicines, allergies: wait");
  });

  it("a sign said in reply to the question of when it began is not taken for the date, and the ambulance comes first", async () => {
    const send = await sameChat({ tools: true });
    await send("болит голова, что делать?");
    const { m } = await send("голова болит как никогда в жизни, началось внезапно, и шею не могу согнуть");
    expect(m.content).toMatch(URGENT_RU);
    expect(m.content).not.toContain("с какого времени: голова");
  });

  it("«I have a headache and a stiff neck» at the first message calls emergency services; a lost voice with a sore throat does not", async () => {
    const en = await sameChat({ tools: true, lang: "en" });
    expect((await en("I have a bad headache and a stiff neck, what should I do?")).m.content).toMatch(URGENT_EN);
    const ru = await sameChat({ tools: true });
    expect((await ru("голос пропал, не могу говорить, горло болит третий день")).m.content).not.toMatch(/вызовите скорую/i);
  });

  it("a stiff neck from sitting at a desk with no headache or fever calls no ambulance", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("шея затекла от сидения за компьютером, что делать?");
    expect(m.content).not.toMatch(/вызовите скорую/i);
  });
});

// Walk 17b item 25: the call for help after the advice opened with «Пересчитал.» and pasted «слушай, а сейчас…» into the signs.
describe("the call for help after the advice", () => {
  it("does not open with «Пересчитал.» and lists the signs, not the sentence they were said in", async () => {
    const send = await sameChat({ tools: true });
    await send("у меня второй день насморк и горло першит, температура 37.2, что делать?");
    await send("хронического ничего, пила только чай с лимоном");
    const { m } = await send("слушай, а сейчас стало резко тяжело дышать и губы какие-то синие");
    expect(m.content).toMatch(URGENT_RU);
    expect(m.content).not.toMatch(/^Пересчитал/);
    expect(m.content).not.toContain("слушай");
  });
});

// Walk 18b: after the sore-throat advice, «горло совсем опухло, рот еле открываю и слюну не могу проглотить» got «Понял…».
describe("a throat that closes is a sign that cannot wait", () => {
  it("«…рот еле открываю и слюну не могу проглотить» after the advice calls for help (103 / 112)", async () => {
    const send = await sameChat({ tools: true });
    await send("болит горло, температура 37.8 со вчерашнего дня, что делать?");
    await send("взрослый, 30 лет, хронических болезней нет");
    const { m } = await send("горло совсем опухло, рот еле открываю и слюну не могу проглотить");
    expect(m.content).toMatch(/103|112/);
  });

  it("in English, «I can't swallow and I'm drooling» calls for help too (999 is the NHS's; here 112)", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("I have a sore throat and 37.8 fever since yesterday, what should I do?");
    const { m } = await send("my throat is so swollen I can't swallow and I'm drooling");
    expect(m.content).toMatch(/112|103/);
  });
});
