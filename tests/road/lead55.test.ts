import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 55, the lead's walk: a translation bureau's staff rules (.docx with a pay table), quality and deadlines (.pdf), the
// notary procedure (.md), IT and access (.txt) and contacts (.html) uploaded to an empty app (tests/fixtures/lead55), asked by a
// new translator.
const docs = resolve(import.meta.dir, "../fixtures/lead55/docs");
const bureau = freshChats({ docs });
const ask = async (q: string) => (await bureau)(q);
const HEDGE = /нет точного ответа|нет ответа/;

describe("who asks is no part of what is asked", () => {
  // «привет! я новенькая, переводчик английского. во сколько…» was hedged over the working hours' own sentence: «новенькая», a
  // word of who asks that no document holds, was counted as asked; then «а обед когда» was hedged for the same word.
  it("a newcomer introducing herself gets the working hours", async () => {
    const a = (await ask("привет! я новенькая, переводчик английского. во сколько начинается рабочий день?")).answer.content;
    expect(a).toContain("с 9:30 до 18:30");
    expect(a).not.toMatch(HEDGE);
  });
  it("her follow-up «а обед когда» gets the lunch hour", async () => {
    const say = await sameChat({ docs });
    await say("привет! я новенькая, переводчик английского. во сколько начинается рабочий день?");
    const a = (await say("а обед когда")).m.content;
    expect(a).toContain("обед с 13:00 до 14:00");
    expect(a).not.toMatch(HEDGE);
  });
  it("a question naming a matter no document holds is still not answered", async () => {
    const a = (await ask("привет! я новенькая. какой дресс-код в офисе?")).answer.content;
    expect(a).toMatch(HEDGE);
  });
});

describe("an initial before a surname ends no sentence", () => {
  // «Лицензию memoQ выдаёт системный администратор Д. Орлов по заявке…» was quoted as «…системный администратор Д [1].»
  it("«как получить memoQ» quotes the administrator's name and the rest of the rule", async () => {
    const a = (await ask("как получить memoQ")).answer.content;
    expect(a).toContain("Д. Орлов по заявке руководителя отдела");
  });
});

describe("the contact under an answer is the one the answer names", () => {
  // «я заболела, кому сообщить» was answered with the sick-leave rule, then «Контакт: kim@…» (the notary manager: «менеджер»
  // met «руководителю» through the thesaurus); the rule names the person's own head of department, whom no row lists, and
  // the personnel officer, whose row does.
  it("«я заболела, кому сообщить» names the personnel officer's address, not the notary manager's", async () => {
    const a = (await ask("я заболела, кому сообщить")).answer.content;
    expect(a).toContain("до 10:00");
    expect(a).not.toContain("kim@");
    expect(a).toContain("kadry@lingva-plus.ru");
  });
});

describe("a measure asked after an answer is asked of its matter", () => {
  // «до скольки» after the sick-leave answer was refused: read with the previous question, no passage reached the floor.
  it("«до скольки» after «я заболела, кому сообщить» gives the hour", async () => {
    const say = await sameChat({ docs });
    await say("я заболела, кому сообщить");
    const a = (await say("до скольки")).m.content;
    expect(a).toContain("до 10:00");
    expect(a).not.toMatch(HEDGE);
  });
  it("«до скольки» after a question the documents do not answer is not answered from elsewhere", async () => {
    const say = await sameChat({ docs });
    await say("есть ли у нас ДМС");
    const a = (await say("до скольки")).m.content;
    expect(a).not.toMatch(/\[1\]/);
  });
});

describe("which days are asked as weekdays (left: a trade)", () => {
  // «в какие дни ездить к нотариусу» was hedged over «Нотариус принимает по вторникам и четвергам…»: the days asked were read as
  // the thing asked about, and «ездить» (the rule says «едет») as a second thing the documents do not say.
  // Reading «дни» after «в какие» as the figure asked gained a case each on two blind sets and lost kodservice k02 («в какие дни
  // надо приезжать в офис», answered with the office hours «в будни»): a trade, left (session 55).
  it.failing("«в какие дни ездить к нотариусу» is answered with the notary's weekdays", async () => {
    const a = (await ask("в какие дни ездить к нотариусу")).answer.content;
    expect(a).toContain("по вторникам и четвергам");
    expect(a).not.toMatch(HEDGE);
  });
  it.failing("«во сколько» after it gives the hours", async () => {
    const say = await sameChat({ docs });
    await say("в какие дни ездить к нотариусу");
    const a = (await say("во сколько")).m.content;
    expect(a).toContain("с 11:00 до 16:00");
    expect(a).not.toMatch(HEDGE);
  });
  it("«в какие дни ездить в налоговую» (no document names it) is not answered with the notary's days", async () => {
    const a = (await ask("в какие дни ездить в налоговую")).answer.content;
    expect(a).not.toContain("по вторникам и четвергам [1]");
  });
});

describe("an empty period is said once", () => {
  // «посчитай сколько знаков в 20 страницах» (no web analytics at all) drew «Нет данных по вашей странице за этот период.» in the
  // answer and the same sentence again in an empty metrics card.
  it("the chat shows the no-data sentence once, with no empty metrics card", async () => {
    const say = await sameChat({ docs });
    await say("посчитай сколько знаков в 20 страницах");
    const page = await say.page();
    const said = page.match(/Нет данных[^<]*/g) ?? [];
    expect(said.length).toBeLessThanOrEqual(1);
    expect(page).not.toContain("metrics-card");
  });
});

describe("«где взять» asks from whom, not for a place", () => {
  // «где взять подменный ноутбук» was hedged over «…сдают системному администратору, подменный ноутбук выдают в тот же день»:
  // «взять», too short for the verb reader, left «где» asking for a place.
  // «взять» read as an infinitive after «где» (places.ts asksPlace) answered it, and lost a blind optician's case (session 55):
  // left as failing.
  it.failing("«где взять подменный ноутбук» is answered with the administrator's rule", async () => {
    const a = (await ask("где взять подменный ноутбук")).answer.content;
    expect(a).toContain("подменный ноутбук выдают в тот же день");
    expect(a).not.toMatch(HEDGE);
  });
  it("«где нотариус» still asks for the place, and gets the address", async () => {
    const a = (await ask("где нотариус")).answer.content;
    expect(a).toContain("Садовая, 12");
  });
});

describe("a follow-up naming only a measure is asked of the previous question's thing", () => {
  // «сколько дней» after «в какие дни можно работать удаленно» was answered, read alone, with the password's «каждые 60 дней».
  it("«сколько дней» after the remote-work question is not answered with the password rule", async () => {
    const say = await sameChat({ docs });
    await say("в какие дни можно работать удаленно");
    const a = (await say("сколько дней")).m.content;
    expect(a).not.toContain("Пароль");
    expect(a).toContain("два дня в неделю");
  });
});

describe("the person's own working asked by the clock is the working day", () => {
  // «здравствуйте, я новый редактор. со скольки до скольки работаем?» was answered with the remote days' «…на связи в рабочем
  // чате с 10:00 до 18:00» alone: «работаем» met «Работать из дома», not «Рабочий день … с 9:30 до 18:30».
  it("«со скольки до скольки работаем?» opens with the working day's hours", async () => {
    const a = (await ask("здравствуйте, я новый редактор. со скольки до скольки работаем?")).answer.content;
    expect(a).toMatch(/^Рабочий день[^.]*с 9:30 до 18:30/);
  });
  it("«до скольки работает нотариус» still asks the notary's hours", async () => {
    const a = (await ask("до скольки работает нотариус")).answer.content;
    expect(a).toContain("с 11:00 до 16:00");
    expect(a).not.toContain("9:30");
  });
});
