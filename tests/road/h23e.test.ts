import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 23 (helper h23e): which of answer, skill, tool or emergency steps a turn gets (walk22b-defects.md items 1, 2,
// 5, 12, 14; walk22a-defects.md items 1-3). Each a failing test first, through the chat as the browser posts it, with
// wordings of the same need the walks did not use; the held-out ones (at the end) were not tuned on.

const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
const HOTELS = resolve(import.meta.dir, "../fixtures/walk21a/docs");
type Lang = "ru" | "en";
const NO_TALK = /свободную беседу|free conversation/;

// Walk 22b #12: «накидай вопросов для собеседования…» showed a calendar card, «какие вопросы задать на собеседовании…?» an
// empty calendar, and the English question was refused: the calendar was picked on «собеседование» alone, the object of
// the skill's own job, and kept the turn although retrieval's first skill named that object and the questions asked for.
describe("a request for interview questions enters the interview-questions skill", () => {
  const cases: [string, Lang][] = [
    ["накидай вопросов для собеседования менеджера по продажам", "ru"],
    ["какие вопросы задать на собеседовании бухгалтеру?", "ru"],
    ["what questions should I ask when interviewing a sales manager?", "en"],
    ["подкинь вопросов на собеседование администратора зала", "ru"],
    ["what should I ask a barista candidate in the interview?", "en"],
  ];
  for (const [q, lang] of cases) {
    it(`«${q}» (${lang} UI) enters «Interview questions», no calendar card`, async () => {
      const r = await (await freshChats({ tools: true, lang }))(q);
      expect(r.skill).toBe("interview-questions");
      expect(r.tools).not.toContain("calendar_search");
    });
  }
  // The calendar stays the calendar's when it is the interview itself that is asked about.
  const calendar: [string, Lang][] = [["когда у меня собеседование с кандидатом?", "ru"], ["покажи собеседования на этой неделе", "ru"]];
  for (const [q, lang] of calendar) {
    it(`«${q}» still asks the calendar`, async () => {
      const r = await (await freshChats({ tools: true, lang }))(q);
      expect(r.skill).not.toBe("interview-questions");
      expect(r.tools).toContain("calendar_search");
    });
  }
});

// Walk 22b #12: «I want to ask my boss for a raise on friday, can you help me get ready» entered the weekly report on
// «boss», «ready»; the Russian wording is asked between skills that include negotiation.
describe("getting ready to ask for a raise is not the weekly report", () => {
  const raise = async (q: string, lang: Lang) => {
    const r = await (await freshChats({ tools: true, lang }))(q);
    const options = ((r.answer.meta.clarify as { options: { value: string }[] } | undefined)?.options ?? []).map((o) => o.value);
    expect(r.skill).not.toBe("weekly-report");
    expect(r.skill === "negotiation-prep" || (r.outcome === "clarify" && options.includes("negotiation-prep"))).toBe(true);
  };
  it("«I want to ask my boss for a raise on friday, can you help me get ready» (en UI) enters negotiation preparation or offers it", () =>
    raise("I want to ask my boss for a raise on friday, can you help me get ready", "en"));
  // Negotiation's English head said «a salary raise» only; «pay rise» is the British wording of the same thing (h24d).
  it("«I'd like to ask my manager for a pay rise next week, help me prepare» (en UI) enters negotiation preparation or offers it", () =>
    raise("I'd like to ask my manager for a pay rise next week, help me prepare", "en"));
});

// Walk 22b #14: «ладно, закончили с этим» after a documents answer repeated that answer (the follow-up search read it as a
// question about the same thing); other ways to close a topic got «свободную беседу я не веду» or a skill question.
describe("closing a topic gets a short acknowledgement", () => {
  const cases: [string, string, Lang][] = [
    ["сколько дней отпуска положено?", "ладно, закончили с этим", "ru"],
    ["сколько дней отпуска положено?", "всё, с этим разобрались", "ru"],
    ["how many vacation days do we get?", "ok, we're done with that", "en"],
  ];
  for (const [first, closing, lang] of cases) {
    it(`«${closing}» (${lang} UI) after an answer is acknowledged, not answered again`, async () => {
      const send = await sameChat({ tools: true, lang });
      const before = await send(first);
      const r = await send(closing);
      expect(r.m.content).not.toBe(before.m.content);
      expect(r.m.content).not.toMatch(/28 календарных|\[\d\]/);
      expect(r.m.content).not.toMatch(NO_TALK);
      expect(r.d.outcome).not.toBe("clarify");
      expect(r.m.content.length).toBeLessThan(200);
    });
  }
});

// Walk 22b #5: «убирала 3 зал после сеанса, под креслом нашла чей-то кошелёк» entered the fitness skill: «3 зал», a
// numbered hall, is a room of the company's, never the gym a person goes to.
describe("a thing found in a numbered hall is not a workout", () => {
  const cases: [string, Lang][] = [
    ["убирала 3 зал после сеанса, под креслом нашла чей-то кошелёк, куда его?", "ru"],
    ["проверяла 2 зал после последнего сеанса, нашла на полу сумку — что с ней делать?", "ru"],
  ];
  for (const [q, lang] of cases) {
    // The documents' answer is the answering's («кошелёк», «сумку» meet no word of «Забытые вещи…»; left to h23b-d).
    it(`«${q}» is asked of the documents, no fitness skill`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toMatch(/Фитнес|тренировок/);
    });
  }
  it("«хожу в зал 3 раза в неделю, составь программу» still enters the fitness skill", async () => {
    const r = await (await freshChats({ tools: true }))("хожу в зал 3 раза в неделю, составь программу");
    expect(r.skill).toBe("fitness");
  });
});

// Walk 22b #2 / 22a #2: sick-day questions that name the shift went to the Health skill (or the calendar).
describe("a sick day before a shift is the staff rules' question", () => {
  const cases: [string, Lang][] = [
    ["у меня поднялась температура, завтра утренняя смена с полдесятого. кому звонить и до какого часа надо успеть?", "ru"],
    ["I'm feeling rough, fever, can't do my shift tomorrow. who do I tell and how early?", "en"],
    ["температурю, в субботу вечерняя смена, кого предупредить и за сколько?", "ru"],
    ["got the flu, can't come in for my shift tomorrow, who do I call and when?", "en"],
  ];
  for (const [q, lang] of cases) {
    it(`«${q}» (${lang} UI) asks the documents, no skill, no calendar`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(q);
      expect(r.skill).toBeNull();
      expect(r.tools).not.toContain("calendar_search");
      expect(r.answer.content).not.toMatch(/Здоровье|Health|[Cc]alendar|календар/);
    });
  }
  for (const [q, lang] of cases.slice(0, 3)) {
    it(`«${q}» (${lang} UI) quotes «не позднее чем за 2 часа»`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(q);
      expect(r.answer.content).toMatch(/за 2 часа/);
    });
  }
  // Failed on h23e's branch alone (the contacts' «Свет, электричество…» row was quoted); passes with h23b's flu in the
  // illness group merged.
  it("«got the flu, can't come in for my shift tomorrow, who do I call and when?» (en UI) quotes «не позднее чем за 2 часа»", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("got the flu, can't come in for my shift tomorrow, who do I call and when?");
    expect(r.answer.content).toMatch(/за 2 часа/);
  });
});

// Walk 22b #1: emergencies told as they happen, by what the person sees. The section's own sentences answer, cited.
const POWER = /электроэнерг|Гуляев|Gulyaev|15 минут/;
const LOST_CHILD = /ребён|охран|102|объявление/;
const FAINTED = [/103/, /дыхани|дышит/];
const FRACTURE = [/не поднимать и не двигать/, /103/];
describe("an emergency told as a story gets its own section", () => {
  const cinema: [string, RegExp, Lang][] = [
    ["посреди фильма всё погасло, в зале 1 только аварийки горят, люди встают", POWER, "ru"],
    ["lights just died mid-movie in auditorium 2, it's pitch black", POWER, "en"],
    ["the power's gone in screen 5 halfway through the film", POWER, "en"],
    ["ко мне подбежала женщина — не может найти дочку, девочке лет пять, в розовой куртке", LOST_CHILD, "ru"],
    ["a kid got separated from his dad in the lobby, dad is freaking out", LOST_CHILD, "en"],
    ["в фойе мужчина мечется, говорит сын пропал, лет семь", LOST_CHILD, "ru"],
  ];
  for (const [q, e, lang] of cinema) {
    it(`«${q}» (${lang} UI) quotes the section, cited`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(q);
      expect(r.answer.content).toMatch(e);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(NO_TALK);
      expect(r.skill).toBeNull();
    });
  }
  const hotel: [string, RegExp[], Lang][] = [
    ["пожилой гость в ресторане схватился за грудь и упал, не отвечает", FAINTED, "ru"],
    ["гость за ужином побледнел, схватился за сердце и осел на пол, не реагирует", FAINTED, "ru"],
    ["a guest slipped by the pool and her ankle looks busted", FRACTURE, "en"],
    ["гость оступился на ступеньках, лодыжка распухла, наступить не может", FRACTURE, "ru"],
  ];
  for (const [q, e, lang] of hotel) {
    it(`«${q}» (${lang} UI) quotes the section's steps, not another's`, async () => {
      const r = await (await freshChats({ docs: HOTELS, lang }))(q);
      for (const x of e) expect(r.answer.content).toMatch(x);
      // The section's other rows may follow; the bruise's cold is never the answer given first.
      const bruise = r.answer.content.indexOf("К ушибу");
      expect(bruise === -1 || bruise > r.answer.content.search(e[0]!)).toBe(true);
      expect(r.answer.content).not.toMatch(NO_TALK);
    });
  }
});

// Walk 22b #1: «а на лифте можно людей вывести? там бабушка с палочкой» right after the fire steps was refused, though
// those steps say «Лифтами не пользоваться».
describe("a follow-up about the lifts after the fire steps", () => {
  const cases: [string, string, RegExp][] = [
    ["в 3 зале сработала пожарная тревога, что делать?", "а на лифте можно людей вывести? там бабушка с палочкой", /Лифтами не пользоваться/],
    ["в 3 зале сработала пожарная тревога, что делать?", "а лифтом можно бабушку спустить?", /Лифтами не пользоваться/],
  ];
  for (const [first, next, e] of cases) {
    it(`«${next}» quotes the lifts step`, async () => {
      const send = await sameChat({ docs: CINEMA });
      await send(first);
      const r = await send(next);
      expect(r.m.content).toMatch(e);
      expect(r.m.content).not.toMatch(/не ответ|В документах компании нет ответа/);
    });
  }
});

// Held out: written before the fixes, run once at the end, not tuned on.
describe("held-out wordings of the same needs", () => {
  const entered: [string, string, Lang][] = [
    ["помоги с вопросами к собеседованию водителя", "interview-questions", "ru"],
    ["what do I ask a job applicant for a cashier role?", "interview-questions", "en"],
  ];
  for (const [q, skill, lang] of entered) {
    it(`«${q}» (${lang} UI) enters «${skill}»`, async () => {
      const r = await (await freshChats({ tools: true, lang }))(q);
      expect(r.skill).toBe(skill);
    });
  }
  const closings: [string, string, Lang][] = [
    ["сколько дней отпуска положено?", "ладно, с этим всё", "ru"],
    ["how many vacation days do we get?", "alright, never mind", "en"],
  ];
  for (const [first, closing, lang] of closings) {
    it(`«${closing}» (${lang} UI) after an answer is acknowledged`, async () => {
      const send = await sameChat({ tools: true, lang });
      await send(first);
      const r = await send(closing);
      expect(r.m.content).not.toMatch(/28 календарных|\[\d\]/);
      expect(r.m.content).not.toMatch(NO_TALK);
    });
  }
  it("«осматривала 4 зал, нашла под сиденьем очки — куда их?» enters no fitness skill", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("осматривала 4 зал, нашла под сиденьем очки — куда их?");
    expect(r.skill).toBeNull();
  });
  const sick: [string, Lang][] = [
    ["слегла с температурой, а у меня завтра смена — кому сообщить и когда?", "ru"],
    ["I woke up with a fever and I'm on shift tonight, who should I let know?", "en"],
  ];
  for (const [q, lang] of sick) {
    it(`«${q}» (${lang} UI) asks the documents, no skill, no calendar`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(q);
      expect(r.skill).toBeNull();
      expect(r.tools).not.toContain("calendar_search");
    });
  }
  const stories: [string, string, RegExp[], Lang][] = [
    [CINEMA, "в 6 зале вырубило электричество, зрители в полной темноте", [POWER], "ru"],
    [HOTELS, "мужчина в лобби рухнул на пол и не приходит в себя", FAINTED, "ru"],
    [HOTELS, "a guest tripped on the stairs and now her knee is swollen and she can't walk", FRACTURE, "en"],
  ];
  for (const [docs, q, e, lang] of stories) {
    it(`«${q}» (${lang} UI) quotes its section`, async () => {
      const r = await (await freshChats({ docs, lang }))(q);
      for (const x of e) expect(r.answer.content).toMatch(x);
      expect(r.answer.content).not.toMatch(NO_TALK);
    });
  }
  it("«а лифт для эвакуации использовать можно?» after the hotel's fire steps quotes the lifts rule", async () => {
    const send = await sameChat({ docs: HOTELS });
    await send("сработала пожарная сигнализация на 4 этаже, что делать?");
    const r = await send("а лифт для эвакуации использовать можно?");
    expect(r.m.content).toMatch(/Лифтами пользоваться запрещено/);
  });
});

// Held out at the end of session 23: «lost her mum» tells the child as the one who lost someone. Passes since session 25
// (h25b): the lost-child group holds Wiktionary's sense of «lose» (to become separated from someone in a crowd).
describe("a held-out wording of a lost child", () => {
  it("«a little girl lost her mum somewhere near the popcorn stand» (en UI) quotes the lost-child section", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("a little girl lost her mum somewhere near the popcorn stand");
    expect(r.answer.content).toMatch(LOST_CHILD);
    expect(r.answer.content).not.toMatch(NO_TALK);
  });
});
