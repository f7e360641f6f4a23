import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 20b (defects 1, 2, 16, 17, 21, 12, 14, 8): a marketing/sales employee's day in the English interface over the
// samples. Requests that name a skill's job in English got refusals or «I do not hold free conversation» while their
// Russian equivalents entered; the salary talk reached no negotiation skill in either language; a switched-off skill
// blocked an enabled one.

type Ask = Awaited<ReturnType<typeof freshChats>>;
type Turn = Awaited<ReturnType<Ask>>;

/** The skills a turn entered or offered as options. */
const reached = (r: Turn): string[] => {
  const clarify = r.answer.meta.clarify as { options: { value: string }[] } | undefined;
  return [r.skill, ...(clarify?.options.map((o) => o.value) ?? [])].filter((s): s is string => !!s);
};

// Session 20 made these enter by joining each skill's English name and description to the text every request sees, which
// made Russian requests of the blind company sets enter the wrong skill; session 21 reads the English lines for English
// requests only (src/skills/represent-en.ts), and the negotiation skill's Russian description names a raise talk.
describe("an English request that names a skill's job enters it", () => {
  const cases: [string, string][] = [
    ["help me prepare for a salary negotiation", "negotiation-prep"],
    ["negotiation prep", "negotiation-prep"],
    ["I'm interviewing a junior graphic designer on monday, what should I ask them?", "interview-questions"],
    ["can you give me interview questions for a junior designer?", "interview-questions"],
    ["I need to write a complaint to a supplier - OfficeTorg delivered 30 office chairs 5 days late and 3 were broken. we want replacements within a week and a 10% discount", "business-letter"],
    ["help me write a complaint letter to our supplier", "business-letter"],
    ["we have a new hire starting monday, can you make an onboarding checklist?", "onboarding-plan"],
  ];
  for (const [text, skill] of cases) {
    it(`«${text.slice(0, 60)}…» reaches ${skill}, no refusal`, async () => {
      const ask = await freshChats({ lang: "en", tools: true });
      const r = await ask(text);
      expect(reached(r)).toContain(skill);
      expect(r.answer.content).not.toMatch(/do not hold free conversation|documents do not answer|No letters match/);
    });
  }
});

describe("a talk about a raise is prepared as a negotiation", () => {
  const cases: [string, "ru" | "en"][] = [
    ["помоги подготовиться к разговору о повышении зарплаты: я менеджер по продажам 2 года, сейчас получаю 90 тысяч, хочу 115, в этом году перевыполнила план на 20%", "ru"],
    ["хочу попросить прибавку к зарплате, помоги подготовиться", "ru"],
    ["I need to prepare for negotiations with my boss about a raise: I'm a sales manager, earn 90k, want 115k, beat the plan by 20% this year", "en"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text.slice(0, 60)}…» enters negotiation prep or offers it`, async () => {
      const ask = await freshChats({ lang, tools: true });
      const r = await ask(text);
      expect(reached(r)).toContain("negotiation-prep");
      expect(r.tools).not.toContain("ad_revenue");
    });
  }
});

describe("a switched-off skill does not block an enabled one that fits", () => {
  it("with the calorie counter off, «what should my daily calories be? I'm 70kg» enters nutrition", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    send.services.routing.skills.setEnabled("calories", false);
    const { m } = await send("what should my daily calories be? I'm 70kg");
    expect(m.content).not.toMatch(/switched (it )?off/);
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBe("nutrition");
  });

  it("a request only the switched-off skill fits still says it is off", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    send.services.routing.skills.setEnabled("calories", false);
    const { m } = await send("count calories: 2 eggs and toast");
    expect(m.content).toMatch(/switched (it )?off/);
  });
});

describe("a daily calorie target asked inside the fitness coach goes to nutrition", () => {
  it("«thanks! now how many calories should I eat per day to lose weight?» switches to nutrition", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("make me a workout plan, I want to lose weight");
    const state = () => (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;
    expect(state()).toBe("fitness");
    await send("thanks! now how many calories should I eat per day to lose weight?");
    expect(state()).toBe("nutrition");
  });
});

// Session 21 (helper h21c): fixed in the conversation and the tools (tests/road/tools21.test.ts has the rest of the walk).
describe("smaller English misses of the walk", () => {
  it("«anything from accounting lately?» finds the letter from Бухгалтерия", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("anything from accounting lately?");
    expect(r.tools).toContain("mail_search");
    expect(JSON.stringify(r.cards)).toContain("Бухгалтерия");
  });

  it("«what if the budget is 75k?» after laptops under 70k lists the catalogue again up to 75k", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("show me laptops under 70k");
    const { m } = await send("what if the budget is 75k?");
    expect(JSON.stringify(m.meta.tools ?? [])).toContain("71990");
    expect(m.content).not.toMatch(/documents do not answer/);
  });

  it("«ok looks good, post it» with a post draft on screen points to the Confirm button", async () => {
    const send = await sameChat({ lang: "en", tools: true });
    await send("write a post for the team: pizza on friday at 5pm in the kitchen");
    const { m } = await send("ok looks good, post it");
    expect(m.content).not.toMatch(/You did not ask to write a post/);
    expect(m.content).toMatch(/Confirm/);
  });

  it("«can you move the PrintLine meeting to friday 10am?» finds the PrintLine meeting, not Friday", async () => {
    const ask = await freshChats({ lang: "en", tools: true });
    const r = await ask("can you move the PrintLine meeting to friday 10am?");
    expect(r.tools).toContain("calendar_search");
    expect(JSON.stringify(r.cards)).toMatch(/ПринтЛайн|PrintLine/);
  });
});
