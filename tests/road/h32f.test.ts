import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Helper F of session 32 (issue 12): a new employee who reads English, in the English interface, asking the sample company's
// Russian documents (data/samples/docs) in their own words. Each answer must quote the Russian rule that answers, cited.
const english = () => freshChats({ tools: true, lang: "en" });

describe("an English word the Russian rules write only through the thesaurus", () => {
  // «can I take a cab home at 11pm» scored 0.13 against «…расходы на такси после 22:00…»: «cab» is met only as the taxi
  // group, and its own stem, which no Russian text can hold, counted as a word the rule lacks (the floor is 0.15).
  // Left again (session 37, h37d): the search is what misses (the taxi rule scores 0.10 under the floor 0.15, «cab» met only
  // as one hashed group feature). Searching each English word with the documents' own word of its groups («cab» → «такси»)
  // passed it, but let a blind set's leave-one-out answer one more question with its source document removed; reverted.
  it.failing("«will the company pay for my cab if I stay late at work?» quotes the taxi rule", async () => {
    const r = await (await english())("will the company pay for my cab if I stay late at work?");
    expect(r.answer.content).toContain("1 200");
    expect(r.answer.content).toMatch(/\[1\]/);
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  // «how often do I need to change…»: «need» and «change» stand where only verbs can (english-verbs.ts); the rule says
  // «меняется», which no English verb meets. They are phrasing, not a topic the rule lacks.
  it("«how often must I update my password?» gives every 90 days, cited", async () => {
    const r = await (await english())("how often must I update my password?");
    expect(r.answer.content).toContain("90");
    expect(r.answer.content).toMatch(/\[1\]/);
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("a weekday named in English", () => {
  // «is Friday a shorter day?» was refused («They say nothing about “Friday”…»): the handbook says «В пятницу рабочий
  // день короче на один час».
  it("«do we finish earlier on Friday?» quotes the Friday rule", async () => {
    const r = await (await english())("do we finish earlier on Friday?");
    expect(r.answer.content).toContain("пятницу");
    expect(r.answer.content).not.toContain("nothing about “Friday”");
  });
});

describe("the verb after «who» is phrasing", () => {
  // «who books my train tickets?» was hedged («say nothing about “books”»): the travel rule says «Билеты покупает
  // офис-менеджер», and «books», the finite verb of a «who» question, is what the rule says as «покупает».
  it("«who books my train tickets?» names the office manager, cited", async () => {
    const r = await (await english())("who books my train tickets?");
    expect(r.answer.content).toContain("офис-менеджер");
    expect(r.answer.content).not.toContain("nothing about “books”");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("an English compound typed as two words", () => {
  // «how do I request time off?» was answered with the remote-work request («Заявку оставляют… не позднее чем за день» about a
  // day at home): «time» met «в любое время», «request» met «заявку». «time off» is the thesaurus's «timeoff» (отгул), which
  // the remote-work rule does not say.
  it("«how do I request time off?» is not answered with the remote-work request", async () => {
    const r = await (await english())("how do I request time off?");
    expect(r.answer.content).not.toContain("удалённого");
    expect(r.answer.content).not.toContain("за день [");
  });
});

describe("English function words are no topic", () => {
  // «I stayed late because my boss asked, can I expense the taxi?» was hedged «say nothing about “because”, “asked”»:
  // «because» is on Snowball's English stop list, which stopwords.ts cites but had left it out of (with «as», «until», «while»).
  it("«I stayed late because my boss asked, can I expense the taxi?» names no «because» as missing", async () => {
    const r = await (await english())("I stayed late because my boss asked, can I expense the taxi?");
    expect(r.answer.content).not.toContain("“because”");
    expect(r.answer.content).toContain("такси");
  });
});

describe("an IT request told in English stays with the documents", () => {
  // Left failing (found in the walk, not fixed by the deadline): «I need access to a new system, how long does that take?»
  // entered «New hire onboarding plan» (its description_en says «access»), which then took the next message («my headset
  // broke…») as an answer to its question. The IT table says «Новый доступ к системе | 4 часа | 2 рабочих дня».
  // Session 37 (h37d): it no longer enters the skill (documents first yields it), and «need», a marginal modal (stopwords.ts),
  // is no longer weighed; left failing for the search, which scores the IT table under the floor (as the taxi rule above).
  it.failing("«I need access to a new system, how long does that take?» enters no skill and gives 2 working days", async () => {
    const r = await (await english())("I need access to a new system, how long does that take?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("2 рабочих дня");
  });
  // Left failing: «my email is down, how long until it's fixed?» ran the mail search (0 letters) and was refused; the IT table
  // says «Не работает почта или VPN | 30 минут | 4 часа». A broken mailbox is no letter to look for. Session 37 (h37d): it now
  // searches the documents, no letters, but is hedged: «down» (OALD: of a computer system, not working) meets nothing of «не
  // работает», and «email» alone weighs too little to name the thing asked. Left: a group for «down» ~ «не работает» would
  // add a feature to every Russian text saying «не работает», unmeasured by the deadline.
  it.failing("«my email is down, how long until it's fixed?» searches no letters and gives 4 hours", async () => {
    const r = await (await english())("my email is down, how long until it's fixed?");
    expect(r.tools).not.toContain("mail_search");
    expect(r.answer.content).toContain("4 часа");
  });
});
