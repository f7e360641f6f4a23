import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 29 (h29b): what the documents say in two languages (walk 28a §5 and §8). The cinema chain «Янтарный экран» has
// Russian rules and an English onboarding guide that mostly says the same, and differs on four points (probation 3 months,
// bar discount 30 %, a free film once a week, sick calls 2 hours before the shift).
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");
const DIFFERS = /сказано иначе|расходятся|says otherwise|different figures/;

describe("a guide line that says what a Russian rule says is no difference", () => {
  // R1/F5: «28 календарных дней» was told «В документе на английском сказано иначе: «You get 28 calendar days…»»: the guide's
  // line had been paired with the unpaid-leave row (5 days) shown beside the annual row, though the annual row says 28 too.
  it("leave days in Russian: 28 days, nothing «сказано иначе»", async () => {
    const ask = await freshChats({ docs: CINEMA });
    for (const q of ["скока дней отпуска положено?", "сколько у нас отпуска в году?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("28 календарных дней");
      expect(r.answer.content).not.toMatch(DIFFERS);
    }
  });

  // E1: the unpaid-leave row was shown as «the company's Russian rule» and the guide's true 28 days as differing.
  it("leave days in English: 28 days, not the unpaid leave against the guide", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["How many days of annual leave do I get?", "how long is my paid vacation per year?"]) {
      const r = await ask(q);
      expect(r.answer.content).toMatch(/28 calendar days|28 календарных дней/);
      expect(r.answer.content).not.toMatch(DIFFERS);
      expect(r.answer.content).not.toContain("без сохранения");
    }
  });

  // R9, R8: the wedding's unpaid leave and the sick-leave row were each set against the guide's annual 28 days.
  it("a wedding or being sick is not set against the annual leave's 28 days", async () => {
    const ask = await freshChats({ docs: CINEMA });
    for (const q of ["у меня свадьба, дадут выходные?", "я заболел что делать", "женюсь в мае, сколько дней могу не выходить?"]) {
      const r = await ask(q);
      expect(r.answer.content).not.toContain("28 calendar days");
      expect(r.answer.content).not.toMatch(/расходятся в цифрах/);
    }
  });
});

describe("a difference only between passages on the same matter", () => {
  // E8: the Russian-lessons line was «said otherwise» than the medical-book compensation (both a sum refunded after a
  // receipt is brought to accounting); R7/E3 added the lessons line to the real probation difference.
  it("Russian lessons are the guide's 5 000 roubles, not a medical book's 2 000 set against them", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["Does the company pay for Russian lessons?", "will they cover my russian language course?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("5 000");
      expect(r.answer.content).not.toMatch(DIFFERS);
      expect(r.answer.content).not.toContain("медкнижк");
    }
  });

  it("probation: the rules' 2 months with the guide's 3 months named, and no Russian lessons", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько длится испытательный срок у кассира");
    expect(r.answer.content).toContain("2 месяца");
    expect(r.answer.content).toMatch(/иначе[\s\S]*3 months/);
    expect(r.answer.content).not.toContain("Russian lessons");
  });
});

describe("a real difference on the same matter is named", () => {
  // E4 kept: the children's ticket «скидка 30%» states the guide's 30 % too, but of another matter than the bar.
  it("the bar discount is the rules' 50 %, the guide's 30 % named as differing", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("What's the staff discount at the bar?");
    expect(r.answer.content).toContain("50%");
    expect(r.answer.content).toMatch(/says otherwise[\s\S]*30%/);
  });

  // E5: «once a week» from the guide alone, though the Russian rules (which prevail, the guide says) allow 2 a month.
  it("free films: the rules' 2 times a month, with the guide's once a week named as differing", async () => {
    const en = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["How often can I watch a movie for free?", "how many free movies do staff get?"]) {
      const r = await en(q);
      expect(r.answer.content).toContain("2 раза в месяц");
      expect(r.answer.content).toMatch(/says otherwise[\s\S]*once a week/);
    }
    const r = await (await freshChats({ docs: CINEMA }))("как часто сотрудник может бесплатно сходить в кино?");
    expect(r.answer.content).toContain("2 раза в месяц");
    expect(r.answer.content).toMatch(/иначе[\s\S]*once a week/);
  });
});

describe("a refusal names no difference between unrelated passages", () => {
  // E24: «what about on weekends?» after night hours was refused with «The two documents give different figures».
  it("«what about on weekends?» after night hours says nothing of differing figures", async () => {
    const chat = await sameChat({ docs: CINEMA, lang: "en" });
    await chat("How much extra do I get for night hours?");
    const r = await chat("what about on weekends?");
    expect(r.m.content).not.toMatch(DIFFERS);
  });
});

describe("English questions reach the passage that answers them", () => {
  // E6: the guide's sick line was swapped for the Russian shift timetable (its «2/2» read as the line's «2 hours»), with it@.
  it("being sick: whom to tell and when, not the shift timetable", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["I'm sick, who do I tell and when?", "I'm ill today and can't work, who do I need to inform?"]) {
      const r = await ask(q);
      expect(r.answer.content).toMatch(/2 hours before your shift|до начала смены/);
      expect(r.answer.content).not.toContain("09:30");
      expect(r.answer.content).not.toContain("it@");
    }
  });

  // E16: «till» and «freezes» met no word of the FAQ's «Касса зависла, что делать?» and the question was refused.
  it("a frozen till gets the FAQ's steps", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["Who do I call if the till freezes?", "the till is frozen, what now?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("Перезапуск смены");
    }
  });

  // E19: «notice» before quitting is the rules' «Заявление об увольнении… за 14 календарных дней»; it was refused.
  it("notice before quitting is 14 calendar days", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["How much notice do I need to give before quitting?", "how many days notice to resign?"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("14 календарных дней");
    }
  });
});

describe("an English heading's words reach the Russian section", () => {
  // E13: «How do we evacuate a dark cinema hall?» was refused naming HR: «dark», «cinema», «hall» met nothing of the
  // section «Эвакуация из тёмного зала».
  it("evacuating a dark hall gets the section's steps", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    for (const q of ["How do we evacuate a dark cinema hall?", "how do I evacuate people from a dark hall?"]) {
      const r = await ask(q);
      expect(r.answer.content).toMatch(/эвакуац/);
      expect(r.answer.content).not.toContain("hr@");
    }
  });
});
