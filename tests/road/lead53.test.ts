import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 53, the lead's walk. First what session 52's walk left wrong over the pottery studio (tests/fixtures/lead51) and the
// ice arena (tests/fixtures/lead52), asked again; then a climbing gym's staff rules (.docx with a pay table), safety (.pdf),
// prices (.md), groups (.txt) and contacts (.html) uploaded to an empty app (tests/fixtures/lead53), asked by a new administrator.
const studio = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead51/docs") });
const askStudio = async (q: string) => (await studio)(q);
const arena = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead52/docs") });
const askArena = async (q: string) => (await arena)(q);
const gym = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead53/docs") });
const askGym = async (q: string) => (await gym)(q);
const HEDGE = /нет точного ответа|нет ответа/;

describe("what one has on is not where a thing is", () => {
  // «где хранить глазурь» was answered with confidence by «Сухие глазури… разводят только в респираторе FFP2 и перчатках»:
  // «в респираторе» says what one wears (ГОСТ 12.4.011's protective equipment), not a place. The documents say where clay is
  // kept, not glaze: the answer is hedged.
  it("«где хранить глазурь» is not answered with the respirator rule as a place", async () => {
    const a = (await askStudio("где хранить глазурь")).answer.content;
    expect(a).toMatch(HEDGE);
  });
  it("«где находится склад» is still answered with its place", async () => {
    const a = (await askStudio("где находится склад")).answer.content;
    expect(a).toContain("за печной комнатой");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("who holds a post is a person named", () => {
  // «кто главный инженер» was answered with confidence by «…звонят главному инженеру, затем 112», a sentence that mentions the
  // post and names no one; the contacts name Пётр Шатров.
  it("«кто главный инженер» is answered by the contacts row naming him, not by a sentence that only mentions the post", async () => {
    const a = (await askArena("кто главный инженер")).answer.content;
    expect(a).toContain("Пётр Шатров");
    expect(a).not.toContain("аммиак");
    expect(a).toMatch(/\[1\]/);
  });
  it("«кто у нас бухгалтер» names the accountant from the contacts with her address", async () => {
    const a = (await askGym("кто у нас бухгалтер")).answer.content;
    expect(a).toContain("Нина Федосеева");
    expect(a).toContain("buh@vertikal-climb.ru");
    expect(a).not.toMatch(HEDGE);
  });
  it("«кто у нас охранник», a post no document names, is not answered", async () => {
    expect((await askGym("кто у нас охранник")).answer.content).toMatch(HEDGE);
  });
  it("«кто наш директор» is answered by the director named", async () => {
    const a = (await askArena("кто наш директор")).answer.content;
    expect(a).toContain("Соболев");
    expect(a).not.toMatch(HEDGE);
  });
  it("«кто отвечает за лёд» still names the chief engineer from the contacts", async () => {
    const a = (await askArena("кто отвечает за лёд")).answer.content;
    expect(a).toContain("Пётр Шатров");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("the verb of standing is not a price", () => {
  // «Под лазающим никто не стоит и не сидит на матах» ranked first for every «сколько стоит…»: the present of «стоять» is
  // spelled as the present of «стоить». «сколько стоит парковка» was hedged with it.
  it("«сколько стоит парковка», which no document prices, is refused without the bouldering rule", async () => {
    const a = (await askGym("сколько стоит парковка")).answer.content;
    expect(a).not.toContain("Под лазающим");
    expect(a).toMatch(HEDGE);
  });
  it("«сколько стоит прокат туфель» gives the shoes' price (the plural «туфель» is «туфли»)", async () => {
    const a = (await askGym("сколько стоит прокат туфель")).answer.content;
    expect(a).toContain("200 ₽");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a question word is no thing asked", () => {
  it("«с какого возраста можно лазать без инструктора» answers with the age of 14", async () => {
    const a = (await askGym("с какого возраста можно лазать без инструктора")).answer.content;
    expect(a).toContain("до 14 лет");
    expect(a).not.toContain("какого");
    expect(a).not.toMatch(HEDGE);
  });
  // «в какой день зал закрыт утром» is still hedged «Про «день»…» over the first-Tuesday rule: a weekday meeting «день» took
  // kodservice k02's «в какие дни надо приезжать в офис» to «Офис открыт … в будни» over «2 дня в офисе (вторник и четверг)».
  it.failing("«в какой день зал закрыт утром» gives the first Tuesday", async () => {
    const a = (await askGym("в какой день зал закрыт утром")).answer.content;
    expect(a).toContain("первый вторник");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a customer's wish retold asks of the wish", () => {
  // «клиент хочет…»: the administrator retells what the one served wants; the rule speaks of the act, not of «клиент».
  it("«клиент хочет передать абонемент жене можно?» says the pass is personal", async () => {
    const a = (await askGym("клиент хочет передать абонемент жене можно?")).answer.content;
    expect(a).toContain("именной");
    expect(a).not.toMatch(HEDGE);
  });
  it("«клиент хочет вернуть деньги за абонемент что делать» gives the refund rule", async () => {
    const a = (await askGym("клиент хочет вернуть деньги за абонемент что делать")).answer.content;
    expect(a).toContain("по заявлению");
    expect(a).not.toMatch(HEDGE);
  });
  it("«клиент хочет лазать бесплатно можно?» is not answered with the staff's own perk", async () => {
    const a = (await askGym("клиент хочет лазать бесплатно можно?")).answer.content;
    expect(a).toMatch(HEDGE);
  });
});

describe("someone down and not moving", () => {
  // «человек упал и не шевелится что делать» was hedged with «Абонемент именной, передавать его другому человеку нельзя».
  it("gets first aid's steps and 112, not a rule on passes", async () => {
    const a = (await askGym("человек упал и не шевелится что делать")).answer.content;
    expect(a).toContain("112");
    expect(a).not.toContain("Абонемент");
  });
});

describe("a fall told of a person is an injury", () => {
  // «что делать если человек сорвался и ударился головой», «девочка упала с боулдеринга и плачет, что делать» were refused
  // though the safety rules hold «При падении или травме…».
  it("«человек сорвался и ударился головой» gets the injury rules with 112", async () => {
    const a = (await askGym("что делать если человек сорвался и ударился головой")).answer.content;
    expect(a).toContain("112");
    expect(a).toContain("не двигайте пострадавшего");
  });
  it("«девочка упала с боулдеринга и плачет» gets the injury rules", async () => {
    const a = (await askGym("девочка упала с боулдеринга и плачет, что делать")).answer.content;
    expect(a).toContain("При падении или травме");
  });
});

describe("the company's hall whose hours are asked is no fitness request", () => {
  // «зал работает 1 января?» entered the fitness skill on «зал».
  it("«зал работает 1 января?» enters no skill", async () => {
    const r = await askGym("зал работает 1 января?");
    expect(r.skill).toBeNull();
  });
  it("«хожу в зал, составь программу тренировок» still enters fitness", async () => {
    const r = await askGym("хожу в зал, составь программу тренировок");
    expect(r.skill).toBe("fitness");
  });
});

describe("the one asked of before is whom «с ним» means", () => {
  it("«кто у нас техник» then «как с ним связаться» gives the technician's phone alone", async () => {
    const chat = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/lead53/docs") });
    await chat("кто у нас техник");
    const a = (await chat("как с ним связаться")).m.content;
    expect(a).toContain("+7 913 200-66-77");
    expect(a).not.toContain("krylova@");
    expect(a).not.toContain("buh@");
  });
});

describe("a wish retold with a verb of asking", () => {
  it("«девушка спрашивает можно ли прийти с ребенком 4 лет» gives the rule for children under 7", async () => {
    const a = (await askGym("девушка спрашивает можно ли прийти с ребенком 4 лет")).answer.content;
    expect(a).toContain("до 7 лет");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("whom a thing is told to", () => {
  // Dev's leave-one-out: «До какого времени нужно сообщить руководителю, что я заболел?» was answered with «…сообщает номер ЭЛН
  // в отдел персонала…», a telling to someone else.
  const sick = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead53/telling") });
  it("«до какого времени сообщить руководителю, что я заболел» is not answered with a rule on telling HR", async () => {
    const a = (await (await sick)("До какого времени нужно сообщить руководителю, что я заболел?")).answer.content;
    expect(a).toMatch(HEDGE);
  });
  it("«за сколько дней сообщить номер больничного в отдел кадров» is answered with 3 working days", async () => {
    const a = (await (await sick)("за сколько дней нужно сообщить номер больничного в отдел кадров")).answer.content;
    expect(a).toContain("3 рабочих дней");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a person's phone and a visitor are not the catalogue's or the site's", () => {
  it("«дай его телефон» after «кто наш техник» runs no product search and gives his phone", async () => {
    const chat = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/lead53/docs") });
    await chat("кто наш техник");
    const r = await chat("дай его телефон");
    expect(r.m.content).not.toContain("товаров");
    expect(r.m.content).toContain("+7 913 200-66-77");
  });
  it("«у посетителя закружилась голова» runs no site metrics", async () => {
    const a = (await askGym("у посетителя закружилась голова и он сел на мат")).answer.content;
    expect(a).not.toContain("посещаемости");
  });
  it("«сколько стоят туфли напрокат» gives the shoes' price («напрокат» is «на прокат»)", async () => {
    const a = (await askGym("сколько стоят туфли напрокат")).answer.content;
    expect(a).toContain("200 ₽");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("money received is no one coming", () => {
  // «привет, я новый инструктор, во сколько мне приходить?» was answered with the pay table and «…деньги приходят в последний
  // рабочий день»: money «приходит» as it is received, no one comes.
  it("«во сколько мне приходить?» is not answered by the pay-day rule", async () => {
    const a = (await askGym("привет, я новый инструктор, во сколько мне приходить?")).answer.content;
    if (!HEDGE.test(a)) expect(a).not.toContain("деньги приходят");
  });
  it("«если 25 число суббота, когда придут деньги» still gives the working day before", async () => {
    const a = (await askGym("если 25 число суббота, когда придут деньги")).answer.content;
    expect(a).toContain("последний рабочий день");
  });
});
