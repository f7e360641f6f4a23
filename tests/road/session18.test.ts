import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";
import { sentences } from "../../src/answering/extractive.ts";

// Session 18: defects found walking the app as a person (and in blind pilot sets' own questions), each a failing test first.
const PLANT = resolve(import.meta.dir, "../fixtures/walk17a/docs");
// Walk 18a: a smart-metering company's own seven documents (one in English), written by the walker.
const METERING = resolve(import.meta.dir, "../fixtures/walk18a/docs");
// Walk 18d: a dental clinic chain's five documents (one in English), written by the walker.
const DENTAL = resolve(import.meta.dir, "../fixtures/walk18d/docs");
const CARSERVICE = resolve(import.meta.dir, "../fixtures/pilot/carservice/docs");

// A blind set's «я заболел, что делать?» entered the health interview («С какого дня это началось…») although the
// company's sick-leave rules say what to do; said with no symptom, falling ill is a matter of whom to tell at work.
describe("falling ill, said with no symptom, asks the company's sick-leave rules", () => {
  it("«я заболел, что делать?» and «заболела. что мне делать?» answer with the sick-leave rule, cited", async () => {
    const ask = await freshChats({ docs: PLANT });
    for (const q of ["я заболел, что делать?", "заболела. что мне делать?", "я приболел, что делать"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).toContain("мастеру смены");
      expect(r.answer.content).toContain("[1]");
    }
  });

  it("«I got sick, what should I do?» in the English UI is the company's rules too", async () => {
    const r = await (await freshChats({ docs: PLANT, lang: "en" }))("I got sick, what should I do?");
    expect(r.skill).toBeNull();
  });

  it("a symptom keeps the health skill: «я заболел, температура 38 и болит горло, что делать?»", async () => {
    const r = await (await freshChats({ docs: PLANT }))("я заболел, температура 38 и болит горло, что делать?");
    expect(r.skill).toBe("health");
  });
});

// Walk 18a: «флешку на 2 недели можно получить?» was answered «За 2 недели до конца испытательного срока…», on the figure alone.
describe("a figure is a detail of the question, not its subject", () => {
  it("«флешку на 2 недели можно получить?» is not asserted from a sentence that only shares «2 недели»", async () => {
    const r = await (await freshChats({ docs: METERING }))("флешку на 2 недели можно получить?");
    expect(r.answer.content).toMatch(/^В документах нет точного ответа|^В документах компании нет ответа/);
    expect(r.answer.content).toContain("флешк");
  });
});

// Walk 18a: «пришло письмо от энергосбыта с архивом, открывать?» ran the mail search («Найдено писем: 0»).
describe("whether to open a letter that came is a question for the rules", () => {
  it("«пришло письмо от энергосбыта с архивом, открывать?» answers from the phishing rules", async () => {
    const r = await (await freshChats({ docs: METERING, tools: true }))("пришло письмо от энергосбыта с архивом, открывать?");
    expect(r.tools).not.toContain("mail_search");
    expect(r.answer.content).toContain("Не открывайте вложения");
    expect(r.answer.content).toContain("[1]");
  });
});

// Walk 18a: «I'm sick and won't come tomorrow, who should I tell?» entered the health interview.
describe("missing work said in English is the company's rules", () => {
  it("«I'm sick and won't come tomorrow, who should I tell?» is no health interview", async () => {
    const r = await (await freshChats({ docs: METERING, lang: "en" }))("I'm sick and won't come tomorrow, who should I tell?");
    expect(r.skill).toBeNull();
  });
});

// Walk 18a: «ударило током слегка, вроде норм, надо к врачу?» entered the health interview («С какого дня это началось…»)
// and kept the next company questions in it; the rules say an electric injury is always seen by a doctor and reported.
describe("an accident at work is a question for the company's rules", () => {
  it("«ударило током слегка, вроде норм, надо к врачу?» answers from the accident rules, not the health interview", async () => {
    const r = await (await freshChats({ docs: METERING }))("ударило током слегка, вроде норм, надо к врачу?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("Электротравма");
  });

  it("«I got an electric shock at the site, should I see a doctor?» in English is no health interview either", async () => {
    const r = await (await freshChats({ docs: METERING, lang: "en" }))("I got an electric shock at the site, should I see a doctor?");
    expect(r.skill).toBeNull();
  });

  it("an accident with a sign that cannot wait still calls for help", async () => {
    const r = await (await freshChats({ docs: METERING }))("коллегу ударило током, он потерял сознание, что делать?");
    expect(r.answer.content).toMatch(/103|112/);
  });
});

describe("the emergency line is for signs that cannot wait, not for words alike", () => {
  it("«перекосило дверь склада, кому писать?» and «где сдать кровь на анализ?» get no call for an ambulance", async () => {
    const ask = await freshChats({ docs: METERING });
    for (const q of ["перекосило дверь склада, кому писать?", "где сдать кровь на анализ?"]) {
      expect((await ask(q)).answer.content).not.toContain("скорую");
    }
  });
});

// Walk 18a: refusals on car-fleet and IT matters named the HR clerk (kadry@), the fallback, though the contact table gives
// «Служебные автомобили, путевые листы, ДТП — … avtopark@» and the helpdesk for computers.
describe("a refusal names the contact whose topic means the same as the question", () => {
  it("«машина заглохла на трассе и не заводится» names the car fleet's dispatcher, not HR", async () => {
    const r = await (await freshChats({ docs: METERING }))("машина заглохла на трассе и не заводится");
    expect(r.answer.content).toContain("avtopark@intelluchet.ru");
  });
});

// Walk 18a: «дмс когда дадут?» quoted a bare «ДМС.» (the bold run-in heading of «<b>ДМС.</b> Полис… оформляется после…»),
// and an English sentence was cut at «Rodionova St.», losing the building number.
describe("sentences are cut where they end, not at a run-in heading or an address abbreviation", () => {
  it("«дмс когда дадут?» never quotes a bare «ДМС.»: a run-in heading leads its sentence", async () => {
    const r = await (await freshChats({ docs: METERING }))("дмс когда дадут?");
    expect(r.answer.content).not.toMatch(/«ДМС\.»/);
    // The sentence the run-in heading leads is one: «ДМС: Полис… оформляется после окончания испытательного срока.»
    expect(sentences("ДМС. Полис оформляется после окончания испытательного срока. Родственников можно прикрепить.")[0]).toBe("ДМС: Полис оформляется после окончания испытательного срока.");
    expect(sentences("1. Шаг первый. Потом второй.")[0]).not.toContain(":");
  });

  it("«When is the safety induction held?» keeps «Rodionova St. 190» whole", async () => {
    const r = await (await freshChats({ docs: METERING, lang: "en" }))("When is the safety induction held?");
    expect(r.answer.content).toContain("190");
  });
});

// Walk 18a: «я заболел, завтра не выйду — что делать?» got only «Откройте электронный больничный…», without the first step.
describe("what to do is told as the procedure, in its order", () => {
  it("«я заболел, завтра не выйду — что делать?» starts with «Сообщите руководителю до начала рабочего дня (до 9:00)»", async () => {
    const r = await (await freshChats({ docs: METERING }))("я заболел, завтра не выйду — что делать?");
    expect(r.answer.content).toStartWith("Сообщите руководителю до начала рабочего дня (до 9:00)");
    expect(r.answer.content).toContain("ЭЛН");
  });
});

// Walk 18c: in English «…fell off a ladder … and blacked out» got no emergency line; «я с лестницы навернулся на объекте»
// entered the health skill; «напарника током шибануло на щитке» met a face shield.
describe("accidents and signs said in everyday words", () => {
  it("«my partner fell off a ladder on site and blacked out, what do I do?» puts the emergency numbers first", async () => {
    const r = await (await freshChats({ docs: METERING, lang: "en" }))("my partner fell off a ladder on site and blacked out, what do I do?");
    expect(r.answer.content).toMatch(/^If someone is unwell right now/);
  });

  it("«я со стремянки навернулся на объекте, что делать?» and «напарника током шибануло, что делать?» are no health interview", async () => {
    const ask = await freshChats({ docs: METERING });
    for (const q of ["я со стремянки навернулся на объекте, что делать?", "напарника током шибануло, что делать?"]) expect((await ask(q)).skill).toBeNull();
  });
});

// Walk 18c: «а в какой срок надо сообщить в автопарк про аварию?» was only «possibly related» to the ДТП section's «В течение
// 30 минут сообщите диспетчеру автопарка»: a road accident is «ДТП» in the rules.
describe("a road accident is the rules' «ДТП»", () => {
  it("«а в какой срок надо сообщить в автопарк про аварию?» answers «В течение 30 минут»", async () => {
    const r = await (await freshChats({ docs: METERING }))("а в какой срок надо сообщить в автопарк про аварию?");
    expect(r.answer.content).toContain("В течение 30 минут");
    expect(r.answer.content).not.toMatch(/^В документах нет точного ответа/);
  });
});

// Walk 18a/18c: «полис ДМС когда дадут?» was only «possibly related» to «…оформляется после окончания испытательного срока»:
// a moment said by the event it follows answers «когда» with no digit.
describe("«когда» is answered by a moment said by its event", () => {
  it("«полис ДМС когда дадут?» is answered «…после окончания испытательного срока» [1]", async () => {
    const r = await (await freshChats({ docs: METERING }))("полис ДМС когда дадут?");
    expect(r.answer.content).toContain("после окончания испытательного срока");
    expect(r.answer.content).not.toMatch(/^В документах нет точного ответа/);
  });
});

// Walk 18c: «приболел, завтра не приду — что делать?» was refused naming the HR clerk: «приболел» is no word of the rules,
// whose section is «Если заболели», and «делать» was counted as a word the answer must hold.
describe("saying one is ill in one's own words finds the rules on it", () => {
  it("«приболел, завтра не приду — что делать?» tells the sick-leave procedure, cited", async () => {
    const r = await (await freshChats({ docs: METERING }))("приболел, завтра не приду — что делать?");
    expect(r.answer.content).toStartWith("Сообщите руководителю до начала рабочего дня");
    expect(r.answer.content).toContain("[1]");
  });
});

// A tuning set's «я заболел, что делать?» (carservice c01) entered the health interview: falling ill said with nothing else
// asks the sick-leave rules.
describe("«я заболел, что делать?» is the sick-leave rules' wherever they are written", () => {
  it("over a car service's rules it shows «Сообщить о болезни … до 10:00», not «С какого дня это началось?»", async () => {
    const r = await (await freshChats({ docs: CARSERVICE }))("я заболел, что делать?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("до 10:00");
  });
});

// Walk 18c: «учётку заблокировало после неправильных попыток входа — на сколько?» named accounts payable (ap@), met through
// «account» in the English guide's contact table.
describe("a contact is named by meaning only in the question's own language", () => {
  it("a locked login never names accounts payable", async () => {
    const r = await (await freshChats({ docs: METERING }))("учётку заблокировало после неправильных попыток входа — на сколько?");
    expect(r.answer.content).not.toContain("ap@intelluchet.ru");
  });
});

// Walk 18c: «можно ли взять отгул за работу в субботу?» was answered with the helpdesk's weekend duty: a day off («отгул») and
// the weekend («выходные») are different things, which the thesaurus had joined through «выходной».
describe("a day off is not the weekend", () => {
  it("«можно ли взять отгул за работу в субботу?» is not answered with the helpdesk's weekend hours", async () => {
    const r = await (await freshChats({ docs: METERING }))("можно ли взять отгул за работу в субботу?");
    expect(r.answer.content).not.toContain("дежурный инженер");
  });
});

// Walk 18a/18c: «а справку бумажную из поликлиники надо нести?» was hedged though «Справка из поликлиники на бумаге не нужна»
// answers it: «бумажную» is «бумага»'s adjective, its root's consonant alternated.
describe("an adjective is met by the noun it is made from", () => {
  it("«а справку бумажную из поликлиники надо нести?» is answered «…на бумаге не нужна»", async () => {
    const r = await (await freshChats({ docs: METERING }))("а справку бумажную из поликлиники надо нести?");
    expect(r.answer.content).toMatch(/^Справка из поликлиники на бумаге не нужна/);
  });
});

// Walk 18d: «i sent a patient's xray to the wrong email by mistake omg» searched the mailbox («You have not sent any letters yet»).
describe("a mistake told is an incident for the rules, not a search", () => {
  it("«i sent a patient's xray to the wrong email by mistake omg» runs no mail search", async () => {
    const r = await (await freshChats({ docs: DENTAL, tools: true, lang: "en" }))("i sent a patient's xray to the wrong email by mistake omg");
    expect(r.tools).not.toContain("mail_search");
  });
});

// Walk 18d: «укололась иглой после пациента, что делать?» got only «…снимите перчатки… промойте…», the first of its steps.
describe("a longer procedure goes on from the step the question met", () => {
  it("«укололась иглой после пациента, что делать?» tells the first steps in order: wash, disinfect, report", async () => {
    const r = await (await freshChats({ docs: DENTAL }))("укололась иглой после пациента, что делать?");
    const text = r.answer.content;
    expect(text).toContain("снимите перчатки");
    expect(text).toContain("обработайте ранку");
    expect(text.indexOf("снимите перчатки")).toBeLessThan(text.indexOf("обработайте ранку"));
  });
});

// Walk 18d: «я заболела походу… что делать кому звонить?» entered the health interview.
describe("falling ill with a hedge and two asks is still the rules'", () => {
  it("«я заболела походу… что делать кому звонить?» is no health interview", async () => {
    const r = await (await freshChats({ docs: DENTAL }))("я заболела походу… что делать кому звонить?");
    expect(r.skill).toBeNull();
  });
});
