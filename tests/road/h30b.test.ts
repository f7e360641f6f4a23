import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { seedSamples } from "../../src/seed.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 30 (h30b): a new employee of a municipal library network («МБУК „ЦБС Верхнекамска“», walk 30b) after the
// admin uploaded seven documents in Chromium (rules .md, pay .docx, prices .html, contacts .txt, emergencies .pdf, an IT
// memo .txt, an English welcome guide .docx). Each case is the walk's own message and what the person saw.
const DOCS = resolve(import.meta.dir, "../fixtures/pilot/walk30/docs");
const ask = () => freshChats({ docs: DOCS });

describe("a question whose words the documents say otherwise", () => {
  // «скока получает заведующий филиалом» was «not in the documents» with the shift schedule's line: the pay table's
  // «Заведующий филиалом — 41 500» is what one «получает».
  // «скока» (spoken «сколько», spoken.ts) was read as written by the sums and the weighing but not by the search and the
  // sentence picker, which then asked for no figure.
  it("«скока получает заведующий филиалом» gives 41 500", async () => {
    const r = await (await ask())("скока получает заведующий филиалом");
    expect(r.answer.content).toContain("41 500");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  // «можно ли поменяться сменой с коллегой» showed the right sentence as «possibly related» («про „коллегой“ ничего не
  // сказано» — the rule says «между сотрудниками») and sent the person to IT.
  // Left: a colleague is an employee (RuWordNet), but hypernyms lift only words the documents never write, and the IT
  // memo says «с телефона коллеги».
  // h32e lifted a colleague to «сотрудник» even where the documents name colleagues, and reverted it: with the rules left
  // out the shift table's rows then asserted an answer, «смена» and «сменить» stemmed alike. The stems are parted now
  // (tokens.ts VERB_OF_CHANGE) and the lift is back (hypernyms.ts COLLEAGUES).
  it("«можно ли поменяться сменой с коллегой» answers «за 2 дня», not IT", async () => {
    const r = await (await ask())("можно ли поменяться сменой с коллегой");
    expect(r.answer.content).toContain("за 2 дня");
    expect(r.answer.content).not.toContain("it@cbs-vk.ru");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  // «читатель потерял книгу, сколько с него взять» was refused; the fines table's «Потеря книги» row answers it.
  it("«читатель потерял книгу, сколько с него взять» gives the lost book's row", async () => {
    const r = await (await ask())("читатель потерял книгу, сколько с него взять");
    expect(r.answer.content).toContain("× 3");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  // «кто у нас главбух» was refused: the contacts say «Главный бухгалтер — Ляпунова Ирина Олеговна».
  it("«кто у нас главбух» names the chief accountant", async () => {
    const r = await (await ask())("кто у нас главбух");
    expect(r.answer.content).toContain("Ляпунова");
  });
});

describe("the row asked for, not its neighbour", () => {
  // «какой штраф за просрочку» in a fresh chat gave only the exemption sentence; the 5 roubles a day were missing.
  it("«какой штраф за просрочку» gives 5 руб. a day", async () => {
    const r = await (await ask())("какой штраф за просрочку");
    expect(r.answer.content).toContain("5 руб");
  });
  // «номер охраны» gave the labour-safety specialist's extension, not the guard desk's number: the desk's «+7 (34273) …», a
  // town's five-digit code, was read as no phone (h51b). The labour-safety officer's line («по охране труда») still comes first.
  it("«номер охраны» gives the guard desk +7 (34273) 4-99-00", async () => {
    const r = await (await ask())("номер охраны");
    expect(r.answer.content).toContain("4-99-00");
  });
  // «читателю плохо», asked after the smoke, added «Объявите эвакуацию голосом» from the fire section.
  it("«читателю плохо» after the smoke calls 103 and evacuates no one", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("в библиотеке пахнет дымом что делать");
    const r = await send("читателю плохо");
    expect(r.m.content).toContain("103");
    expect(r.m.content).not.toContain("эвакуаци");
  });
});

describe("an English question over an English guide", () => {
  // «How many books can staff borrow?» opened with the Russian sanitary day and set the guide's «up to 10 books» aside
  // as «сказано иначе»; «когда санитарный день» carried the same borrowing sentence as a difference.
  it("«How many books can staff borrow?» opens with 10 books, no sanitary day", async () => {
    const r = await (await ask())("How many books can staff borrow?");
    expect(r.answer.content.indexOf("10 books")).toBeGreaterThanOrEqual(0);
    expect(r.answer.content.indexOf("10 books")).toBeLessThan(80);
    expect(r.answer.content).not.toContain("санитарный");
  });
  it("«когда санитарный день» names no «сказано иначе» about borrowing", async () => {
    const r = await (await ask())("когда санитарный день");
    expect(r.answer.content).toContain("Последняя пятница");
    expect(r.answer.content).not.toContain("borrow");
  });
});

describe("what the documents do not say", () => {
  // Asserted the accountant's contact and «компенсация проезда» as the answer, with [n].
  // Left: the accountant's contact line meets «мобильную связь» through its «тел.»/«моб.» details.
  it.failing("«положена ли мне компенсация за мобильную связь» is not answered", async () => {
    const r = await (await ask())("положена ли мне компенсация за мобильную связь");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // After two unanswerable questions in one chat, «когда будет индексация зарплаты» asserted the accountant's duties and
  // the 15% substitution pay (in a fresh chat it is rightly «possibly related»).
  it("«когда будет индексация зарплаты» after other questions is not answered", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("сколько стоит абонемент в бассейн для сотрудников");
    await send("положена ли мне компенсация за мобильную связь");
    const r = await send("когда будет индексация зарплаты");
    expect(answerStateOf(r.m.content)).not.toBe("answered");
  });
});

describe("tools and skills", () => {
  // «помоги подготовиться к аттестации, объясни что такое УДК», asked after a table draft, became a document draft
  // titled with the message.
  // A short message after a tool's card was scored as going on with it; one asking to be told something does not.
  it("«объясни что такое УДК» after a table draft makes no document draft", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("Сделай таблицу графика дежурств: ФИО, дата, филиал");
    const r = await send("помоги подготовиться к аттестации, объясни что такое УДК");
    expect(JSON.stringify(r.m.meta.tools ?? [])).not.toContain("document_create");
  });
  // The letter «в бухгалтерию» said the address was not found, though the contacts document names buh@cbs-vk.ru.
  it("a letter to «бухгалтерию» takes buh@cbs-vk.ru from the contacts", async () => {
    const r = await (await ask())("напиши письмо в бухгалтерию, что прошу выдать расчётный листок за ноябрь");
    expect(JSON.stringify(r.cards)).toContain("buh@cbs-vk.ru");
  });
  // «сколько стоит аренда конференц-зала на 3 часа» gave the hour's 1500 only.
  // A price list's row priced for «1 час» times the hours asked is now worked out (implied-unit-price.ts).
  it("«аренда конференц-зала на 3 часа» gives 4 500", async () => {
    const r = await (await ask())("сколько стоит аренда конференц-зала на 3 часа");
    expect(r.answer.content).toMatch(/4\s?500/);
  });
});

describe("the person's own attachment", () => {
  const DUTY = resolve(import.meta.dir, "../fixtures/walk30b/src/grafik-dezhurstv-dekabr.txt");
  async function chat() {
    const { app, services } = await webApp();
    await seedSamples(services, DOCS);
    const p = person(app);
    const id = await newChatId(p);
    return async (text: string, file?: string) => {
      const fields: Record<string, string | File> = { text };
      if (file) fields.file = new File([readFileSync(file, "utf8")], "grafik-dezhurstv-dekabr.txt", { type: "text/plain" });
      await (await p.post(`/c/${id}/messages`, form(fields))).text();
      return services.chats.messages(id).at(-1)!.content;
    };
  }
  // Sent with the file, «кто дежурит 12 декабря?» answered from the company's shift table and vacation schedule.
  it("«кто дежурит 12 декабря?» sent with the duty roster names Пономарёва", async () => {
    const a = await (await chat())("кто дежурит 12 декабря?", DUTY);
    expect(a).toContain("Пономарёва");
    expect(a).not.toContain("Вечерняя");
  });
  // The roster's lines (no full stops, each opening with a date) were read as one sentence, and the answer quoted all three days.
  it("«кто дежурит 19 декабря?» quotes the 19th's line alone", async () => {
    const a = await (await chat())("кто дежурит 19 декабря?", DUTY);
    expect(a).toContain("Вострикова");
    expect(a).not.toContain("Пономарёва");
  });
  // «а кто ведёт новогодние чтения?» showed the roster's three lines as «possibly related».
  it("«а кто ведёт новогодние чтения?» answers Ощепкова from the roster", async () => {
    const send = await chat();
    await send("кто дежурит 12 декабря?", DUTY);
    const a = await send("а кто ведёт новогодние чтения?");
    expect(a).toContain("Ощепкова");
    expect(answerStateOf(a)).toBe("answered");
  });
});
