import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 33, helper E: the English interface over the sample company's Russian documents (issue 12), and the defects a
// new employee met walking it in Chromium. Each test is the person's own phrasing through the chat turn.
const english = () => freshChats({ tools: true, lang: "en" });
const events = (r: { cards: { result: Record<string, unknown> }[] }) => (r.cards[0]?.result.events as unknown[] | undefined) ?? [];

describe("whether the person is free is their calendar over that period", () => {
  // The samples' calendar holds fixed dates: the week is pinned to one whose Friday has events (on a Saturday «Friday» is
  // next week's, which has none, and the test failed on the day, not on the product).
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  // «am I free on Friday?» showed «Nothing in the calendar for this period.» while «what do I have on Friday?» listed
  // Friday's event: the calendar was searched for events called «free». Free or busy is what the answer tells, not a name.
  it("«am I free on Friday?», «am I busy on Friday?» list Friday as «what do I have on Friday?» does", async () => {
    const ask = await english();
    const plain = events(await ask("what do I have on Friday?"));
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ["am I free on Friday?", "am I busy on Friday?"]) expect(events(await ask(q))).toEqual(plain);
  });
  // The Russian question in either interface was the handbook's «В пятницу рабочий день короче» hedged.
  it("«свободен ли я в пятницу?» lists Friday as «что у меня в пятницу?» does", async () => {
    const ask = await freshChats({ tools: true });
    const plain = events(await ask("что у меня в пятницу?"));
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ["свободен ли я в пятницу?", "занята ли я в пятницу?"]) {
      const r = await ask(q);
      expect(r.tools).toEqual(["calendar_search"]);
      expect(events(r)).toEqual(plain);
    }
  });
});

describe("an IT problem told in English is no search of the person's letters or the catalogue", () => {
  // «my email is down, how long until it's fixed?» ran the mail search (0 letters): «is down» was no report of a malfunction
  // (TROUBLE_REPORT knew «can't log in», «broken», not English predicates of state), and «my email» kept the mailbox as the
  // person's own data. What broke is the mailbox, not letters to find.
  it("«my email is down, how long until it's fixed?» searches no letters and names IT", async () => {
    const r = await (await english())("my email is down, how long until it's fixed?");
    expect(r.tools).not.toContain("mail_search");
    expect(r.answer.content).toContain("it@severveter.ru");
  });
  it("«my email is not working» quotes the IT table's row", async () => {
    const r = await (await english())("my email is not working");
    expect(r.tools).not.toContain("mail_search");
    expect(r.answer.content).toContain("4 часа");
  });
});

describe("a duration asked after a need is the rules' figure, no skill's plan", () => {
  // «I need access to a new system, how long does that take?» entered «New hire onboarding plan» on «access», «new» (the
  // router's file to make stood in for by the documents, then the gate): how long something takes is a figure the IT table
  // sets («Новый доступ к системе | 4 часа | 2 рабочих дня»), which a plan for a new hire does not give.
  it("«I need access to a new system, how long does that take?» enters no skill", async () => {
    const r = await (await english())("I need access to a new system, how long does that take?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("onboarding plan");
  });
});

describe("English open compounds the Russian rules name by one word", () => {
  // Found walking the English interface: «what is the daily allowance for business trips?» was refused, though the handbook
  // says «Суточные составляют 1 000 рублей в день…»: «per diem» is «a daily allowance» (Merriam-Webster), and the thesaurus
  // knew only «per diem». «what are the office hours?» was refused too: the handbook's «График» says «Рабочий день длится с
  // 9:30 до 18:30»; office, working or business hours are a work schedule («режим работы»).
  it("«what is the daily allowance for business trips?» quotes the 1 000 roubles", async () => {
    const r = await (await english())("what is the daily allowance for business trips?");
    expect(r.answer.content).toContain("1 000");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
  it("«what are the office hours?», «what are the working hours?» quote 9:30 to 18:30", async () => {
    const ask = await english();
    for (const q of ["what are the office hours?", "what are the working hours?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("9:30");
    }
  });
});

describe("«vacation pay» is the rules' «отпускные»", () => {
  // Found walking: «when is vacation pay transferred?» was hedged «say nothing about “pay”» over «Отпускные перечисляют за
  // три дня до его начала»: «vacation pay» (AmE; «holiday pay» BrE) is one noun, the Russian «отпускные».
  it("«when is vacation pay transferred?» gives three days before the leave, cited", async () => {
    const r = await (await english())("when is vacation pay transferred?");
    expect(r.answer.content).toContain("за три дня");
    expect(r.answer.content).not.toContain("“pay”");
  });
});

describe("left failing: found walking the English interface, not fixed by the deadline", () => {
  // «should I ask» puts «ask» where only a verb can stand (english-verbs.ts), yet the answer hedged «say nothing about “ask”»
  // over «Билеты покупает офис-менеджер по заявке не позднее чем за пять рабочих дней до поездки».
  // Helper h35a: «ask for» is read as the verb it means, «request» (english-phrasal.ts), which meets «заявка».
  it("«how many days before a trip should I ask for tickets?» gives five working days, with no «ask» missing", async () => {
    const r = await (await english())("how many days before a trip should I ask for tickets?");
    expect(r.answer.content).toContain("пять рабочих дней");
    expect(r.answer.content).not.toContain("“ask”");
  });
  // «who approves my vacation?» opened with the expenses rule «Расходы до 10 000 рублей согласует непосредственный
  // руководитель…» («approves» met «согласует»): the expenses' approver is no answer about a vacation.
  // Helper h35a: an English verb by its place (english-verbs.ts) now asks of its noun, as a Russian one does (salience.ts),
  // and the verb must be met of that noun in one passage (answerability.ts saidOfItsThing).
  it("«who approves my vacation?» does not answer with who approves expenses", async () => {
    const r = await (await english())("who approves my vacation?");
    expect(r.answer.content).not.toContain("10 000");
  });
});
