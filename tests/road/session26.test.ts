import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { presentStemOfA } from "../../src/text/derivation.ts";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Session 26's own fixes, from walk 25b's open defects on the optician chain's documents.
const OPTICIANS = resolve(import.meta.dir, "../fixtures/walk25a/docs");
const LOG = "журнал происшествий салона в течение 1 часа";

describe("verbs that alternate their root through the present", () => {
  it("«записать» meets «Запишите», «искать» meets «ищите»; other verbs are left alone", () => {
    expect(presentStemOfA("записать", "записа")).toBe("запиш");
    expect(presentStemOfA("искала", "иска")).toBe("ищ");
    expect(presentStemOfA("читать", "чита")).toBeNull();
    expect(presentStemOfA("записка", "записк")).toBeNull();
  });
});

describe("the incident log after a customer fell ill", () => {
  // Walk 25b #1: the follow-up lost its topic to the FAQ's «Можно ли записать клиента на проверку…» and was refused.
  it("«а куда потом записать это всё и до когда» after the story names the incident log and its hour", async () => {
    const send = await sameChat({ docs: OPTICIANS });
    await send("клиентке стало плохо в зале, она упала, что делать");
    const r = await send("а куда потом записать это всё и до когда");
    expect(answerStateOf(r.m.content)).toBe("answered");
    expect(r.m.content).toContain(LOG);
    expect(r.m.content).not.toContain("CRM «Окулус»");
  });

  // The rule lists what the record holds with question words («…: время, что случилось, кто помогал») and was taken for
  // a sentence that asks rather than tells, so it was never an answer.
  for (const q of ["что написать в журнале происшествий?", "если пришлось вызвать скорую клиенту, это надо где-то записать?"]) {
    it(`«${q}» quotes the incident log rule`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS }))(q);
      expect(r.answer.content).toContain(LOG);
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }
});

// Walk 25a ru66: «правда что аванс 5-го числа?» was hedged without a file and, with the person's own note of the rumour
// attached, answered with the note, cited. A claim put to the test is answered by what the documents say of its subject.
describe("a claim the person heard, put to the test", () => {
  for (const [q, fact] of [
    ["правда что аванс 5-го числа?", "25-е число"],
    ["правда, что испытательный срок полгода?", "3 месяца"],
    ["скидка сотрудникам 50%, это правда?", "скидку 30%"],
  ] as const) {
    it(`«${q}» answers with the documents' rule, «${fact}», led by «По документам:»`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(/^По документам: /);
      expect(r.answer.content).toContain(fact);
    });
  }

  it("«is it true that staff get a 50% discount?» in the English UI leads with «The documents say:»", async () => {
    const r = await (await freshChats({ docs: OPTICIANS, lang: "en" }))("is it true that staff get a 50% discount?");
    expect(r.answer.content).toMatch(/^The documents say: /);
    expect(r.answer.content).toMatch(/25%|30%/);
  });

  it("inside a skill's interview, «скидка сотрудникам 50%, это правда?» is answered from the documents, not taken as a reply", async () => {
    const send = await sameChat({ docs: OPTICIANS });
    await send("помоги составить план адаптации для нового консультанта");
    const r = await send("скидка сотрудникам 50%, это правда?");
    expect(r.m.content).toContain("скидку 30%");
    expect(r.m.content).not.toMatch(/Что вы рассказали|Дополнил/);
  });

  it("a claim about something the documents never mention is still not answered", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("правда что у нас бесплатный фитнес для сотрудников?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

// The person's own file attached in the chat (tests/fixtures/walk25a/own: a consultant's December, with a note of a rumour).
const OWN_FILE = resolve(import.meta.dir, "../fixtures/walk25a/own/moy-grafik.txt");

describe("the company's rule outranks a note in the person's file", () => {
  for (const q of ["когда аванс?", "правда что аванс 5-го числа?"]) {
    it(`«${q}» with a file noting «аванс … 5-го числа» gives the rule «25-е число», not the note`, async () => {
      const a = await (await chatWithFile(OPTICIANS, OWN_FILE))(q);
      expect(a).toContain("25-е число");
      expect(a).not.toContain("девочки говорили");
    });
  }

  it("what is said of the person is still read from their file: «когда у меня смены?» lists its days", async () => {
    expect(await (await chatWithFile(OPTICIANS, OWN_FILE))("когда у меня смены?")).toMatch(/2, 3, 6, 7, 10/);
  });
});

// Walk 26a (a dry-cleaning chain's own documents, tests/fixtures/walk26a/docs): the «Точнее подскажут» contact named the
// laboratory's head for a lateness and a price — «заведующая лабораторией» read as the person's own manager.
const LAUNDRY26 = resolve(import.meta.dir, "../fixtures/walk26a/docs");

// Left failing: the manager's remit (shifts, lateness, prices) is read into any head's line, and two such lines tie; making a
// tie own nothing sent a kindergarten's nurse questions to accounting (session 20's two nurses), and withholding the remit
// from heads of units lost a robbery's security line (h25e). Both need the remit to know whose workplace a head runs.
describe("whom to ask, when a head runs a unit of their own", () => {
  it("«опоздал 3 раза за месяц» names HR (the documents' own default), not the laboratory", async () => {
    const r = await (await freshChats({ docs: LAUNDRY26 }))("опоздал 3 раза за месяц");
    expect(r.answer.content).toContain("hr@belaya-tsaplya.ru");
    expect(r.answer.content).not.toContain("lab@");
  });

  // Passes since session 27 (h27d): the price row answers it, and an answer names no contact.
  it("«сколько стоит почистить пуховик» does not send a price question to the laboratory", async () => {
    const r = await (await freshChats({ docs: LAUNDRY26 }))("сколько стоит почистить пуховик");
    expect(r.answer.content).not.toContain("lab@");
  });
});

// Walk 26a R32: «пожар куда звонить» was hedged over the fire section (its call step was never picked: a number to call is
// whom «куда звонить» asks for) and named HR.
describe("where to call in a fire", () => {
  for (const q of ["пожар куда звонить", "при пожаре куда звонить?"]) {
    it(`«${q}» gives the number 101 or 112 from the safety instruction, cited, not a hedge`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY26 }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(/101 или 112[^[]*\[\d\]/);
      expect(r.answer.content).not.toContain("hr@");
    });
  }
});
