import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { chatWithFile, freshChats } from "./helpers.ts";

// Session 40, the lead's Chromium walk. An admin uploaded a driving school's rules for its instructors (a .docx built by
// tests/fixtures/lead40/mk.py), a newcomers' memo (.md) and the price list (.txt), and removed the samples; a new
// instructor then asked in their own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead40/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a few words naming what the documents hold are a question", () => {
  // «скидка студентам какая» and «код от шлагбаума» got the introduction («Здравствуйте! Я ассистент компании…»): the
  // router took them for small talk, and neither opens as a question.
  it("«скидка студентам какая» gives the students' discount", async () => {
    const r = await ask("скидка студентам какая");
    expect(r.answer.content).toContain("студентам очной формы — 5%");
  });
  it("«код от шлагбаума» says who gives the barrier's code", async () => {
    const r = await ask("код от шлагбаума");
    expect(r.answer.content).not.toContain("Здравствуйте");
    expect(r.answer.content).toContain("код шлагбаума выдаёт диспетчер");
  });
  it("«привет» still gets the introduction", async () => {
    const r = await ask("привет");
    expect(r.answer.content).toContain("Здравствуйте");
  });
});

describe("where to get a paper the documents name is asked of them", () => {
  // «справку 2-ндфл где взять» made a draft: the contacts row «Зарплата, расчётные листки, справки 2-НДФЛ | Бухгалтерия» says.
  it("«справку 2-ндфл где взять» names the accounts office, with no draft", async () => {
    const r = await ask("справку 2-ндфл где взять");
    expect(r.tools).not.toContain("document_create");
    expect(r.answer.content).toContain("buh@zv-school.ru");
  });
});

describe("falling ill is asked of the rules, not of a health skill", () => {
  // «заболел, кого предупредить» entered the platform's «Здоровье» skill and asked about symptoms.
  it("«заболел, кого предупредить» names the senior instructor", async () => {
    const r = await ask("заболел, кого предупредить");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("старшему инструктору");
  });
});

describe("what the documents never say of a thing is not answered with other rules about it", () => {
  // «можно ли курить в учебной машине» was answered with the car's assignment and the ban on private trips.
  it("«можно ли курить в учебной машине» is not asserted", async () => {
    const r = await ask("можно ли курить в учебной машине");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("a limit asked in other words", () => {
  // «сколько занятий в день можно брать максимум» was refused beside «Не более 6 занятий в день».
  it("«сколько занятий в день можно брать максимум» gives six", async () => {
    const r = await ask("сколько занятий в день можно брать максимум");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Не более 6 занятий в день");
  });
  // «сколько платят за одно занятие на механике» was hedged: «Про «одно» в найденном ничего не сказано».
  it("«за одно занятие» asks the price of a lesson, «одно» is no matter of its own", async () => {
    const r = await ask("сколько платят за одно занятие на механике");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("1 100 руб");
  });
});

describe("a plain-text document's title line is a heading", () => {
  // «сколько стоит обучение на автомат» opened with «ЦЕНЫ НА ОБУЧЕНИЕ И ПРАВИЛА ДЛЯ КУРСАНТОВ (…) [1].» as a sentence.
  it("the capitals title of a .txt is not quoted as a fact", async () => {
    const r = await ask("сколько стоит обучение на автомат");
    expect(r.answer.content).toContain("58 000 руб");
    expect(r.answer.content).not.toContain("ЦЕНЫ НА ОБУЧЕНИЕ");
  });
});

describe("a thing out of order is asked of the contacts table", () => {
  // «не работает приложение автопилот» was answered with the schedule rule that names the app.
  it("«не работает приложение автопилот» names the help desk", async () => {
    const r = await ask("не работает приложение автопилот");
    expect(r.answer.content).toContain("help@zv-school.ru");
  });
});

describe("a verb asked meets the documents' noun of the same action", () => {
  // «машину где мыть» was refused beside «Мойка автомобиля — раз в неделю…»; «сколько ошибок можно…» was hedged beside
  // «можно ошибиться не больше двух раз». Both are held as the verb (derivation.ts): «мойка» is built on «мою», the present
  // of «мыть»; «ошибиться» is a verb Russian has only as reflexive, whose noun names nothing else.
  it("«машину где мыть» gives the car wash rule", async () => {
    const r = await ask("машину где мыть");
    expect(r.answer.content).toContain("на мойке «Бриз»");
  });
  it("«сколько ошибок можно на внутреннем экзамене по теории» gives two", async () => {
    const r = await ask("сколько ошибок можно на внутреннем экзамене по теории");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("не больше двух раз");
  });
});

describe("a deadline may be a day of the week", () => {
  // «до какого числа открывать окна в графике» got the leave schedule's «до 15 декабря»: both sections hold «окна в графике».
  // Left: session 51 answered it with «открывать» read as «открыть» as well as «открытые», but the infinitive's short stem,
  // searched beside, lowered road h32b's contacts line under the floor (verb-forms.ts keeps the participle alone).
  it.failing("«до какого числа открывать окна в графике» says Thursday", async () => {
    const r = await ask("до какого числа открывать окна в графике");
    expect(r.answer.content).toContain("не позднее четверга");
  });
});

describe("in the English interface", () => {
  const english = freshChats({ docs: DOCS, lang: "en" });
  // «a student didn't show up, do I still get paid?» got the introduction: the yes/no question opened its last clause.
  it("a yes/no question after what happened is asked of the documents", async () => {
    const r = await (await english)("a student didn't show up, do I still get paid?");
    expect(r.answer.content).not.toContain("Hello!");
  });
  // «thanks, bye» got «All right, I have stopped. What else can I help with?»: «bye» was read as «stop».
  it("«ok thanks, bye» is answered with a goodbye", async () => {
    const r = await (await english)("ok thanks, bye");
    expect(r.answer.content).not.toContain("stopped");
  });
  // «I'm sick today, who should I tell?» was answered with the senior instructor's rule and «Contact: buh@…»: the rule's
  // «в день открытия листка» met the accounts row's «расчётные листки».
  it("the contact under «who should I tell» is the one the rule names", async () => {
    const r = await (await english)("I'm sick today, who should I tell?");
    expect(r.answer.content).toContain("старшему инструктору");
    expect(r.answer.content).toContain("+7 912 400-11-22");
    expect(r.answer.content).not.toContain("buh@");
  });
});

describe("a measure asked last, with its preposition", () => {
  // «площадка на Луговой во сколько» (a place no document names) was met with «Уточните, что нужно: «анализ отзывов клиентов»
  // или «организация мероприятия»?»: four words before «сколько» made it no question.
  it("«площадка на Луговой во сколько» is asked of the documents, not which skill", async () => {
    const r = await ask("площадка на Луговой во сколько");
    expect(r.outcome).not.toBe("clarify");
    expect(answerStateOf(r.answer.content)).toBe("refused");
  });
});

describe("the person's own schedule, attached", () => {
  // With «Мой график» attached («Пн, Ср, Пт — с 8:00 до 14:00, площадка на Луговой…»), «когда я работаю на площадке?» was
  // hedged with the company's rules. Left: a file of one passage scores under the floor (its words have no spread to be
  // weighed against), and asked whatever its score it was still not judged to answer.
  it.failing("«когда я работаю на площадке?» is read from the file", async () => {
    const mine = await chatWithFile(DOCS, resolve(import.meta.dir, "../fixtures/lead40/own/moy-grafik.md"));
    expect(await mine("когда я работаю на площадке?")).toContain("с 8:00 до 14:00");
  });
});
