import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 22a: a cinema chain's own documents (three cinemas, ushers and cashiers). In a cinema «зал» is where people work:
// the fitness skill started on it for a fire alarm, a power cut, a broken projector and a viewer on the phone, kept every
// emergency told inside it as an answer about training, and «I'm sick today» or a phone found under a seat went to the
// health skill and the product catalogue instead of the staff rules.

const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
/** The fitness interview's own questions: none may follow a message that is no answer to it. */
const FITNESS_QUESTION = /цель тренировок|уровень подготовки|раз в неделю готовы|What is the goal|What is your level/;

describe("a hall where people work is no gym: «зал» alone does not start the fitness skill", () => {
  const told: [string, RegExp | null][] = [
    ["в 3 зале сработала пожарка, люди сидят, что мне делать по шагам", /остановить показ|покинуть зал/],
    ["свет вырубился посреди сеанса во 2 зале, темно, что делать", null],
    ["у меня проектор в 4 зале показывает без звука, кому звонить", /Мельников/],
    ["зритель в зале разговаривает по телефону, мешает всем", /шёпотом/],
    // Our own wordings, kept out of the tuning.
    // (Which contact row answers it is the answer's matter, not the skill's.)
    ["во 2 зале сломалось кресло, кому сказать?", null],
    ["в большом зале после сеанса разлили колу на ступеньках", null],
  ];
  for (const [q, answer] of told) {
    it(`«${q}» is answered from the rules, no fitness interview`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("skill");
      expect(r.answer.content).not.toMatch(FITNESS_QUESTION);
      if (answer) expect(r.answer.content).toMatch(answer);
    });
  }

  it("a trainee's «how long is my training and who is my mentor?» gets the guide, not the fitness coach", async () => {
    const ask = await freshChats({ docs: CINEMA, lang: "en" });
    const r = await ask("hi, I'm Tom, trainee shift manager from Dublin, started Monday. how long is my training and who is my mentor?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toMatch(/12 weeks/);
    expect(r.answer.content).not.toMatch(FITNESS_QUESTION);
    const own = await ask("when does my training start and where do I go?");
    expect(own.skill).toBeNull();
  });

  it("a person going to the gym still gets the fitness coach", async () => {
    const ask = await freshChats({ docs: CINEMA });
    for (const q of ["хожу в зал три раза в неделю, составь программу", "занимаюсь в зале 3 раза в неделю, хочу программу", "хочу начать ходить в зал"]) {
      expect((await ask(q)).skill).toBe("fitness");
    }
    expect((await (await freshChats({ docs: CINEMA, lang: "en" }))("make me a gym routine for beginners")).skill).toBe("fitness");
  });
});

describe("inside a skill, an emergency, a thanks or «не про спорт» is no answer to it", () => {
  it("someone fainting in the hall leaves the fitness interview and gets the ambulance and the first aid", async () => {
    const send = await sameChat({ docs: CINEMA });
    expect((await send("хочу начать тренироваться")).d.skill).toBe("fitness");
    const r = await send("женщине стало плохо в зале, она упала в обморок, не отвечает");
    expect(r.m.content).toMatch(/103|112/);
    expect(r.m.content).not.toMatch(FITNESS_QUESTION);
    expect(currentSkill(send)).toBeNull();
    // The next message about the emergency is no count of workouts.
    const next = await send("уже 20 минут прошло, что делать");
    expect(next.m.content).not.toMatch(/тренировок в неделю/);
    expect(next.m.content).not.toMatch(FITNESS_QUESTION);
  });

  it("a fire told inside the skill leaves it too (our wording)", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("хочу накачать пресс");
    const r = await send("в зале пожар, дым идёт из проекторной");
    expect(r.m.content).not.toMatch(FITNESS_QUESTION);
    expect(currentSkill(send)).toBeNull();
  });

  it("«спасибо большое, ты очень помогла!» closes the interview, it is not recorded as an answer", async () => {
    for (const [start, thanks, lang] of [["хочу начать тренироваться", "спасибо большое, ты очень помогла!", "ru"], ["make me a workout plan", "thank you so much, that was really helpful", "en"]] as const) {
      const send = await sameChat({ docs: CINEMA, lang });
      await send(start);
      const r = await send(thanks);
      expect(r.m.content).not.toMatch(FITNESS_QUESTION);
      expect(currentSkill(send)).toBeNull();
    }
  });

  it("«это не про спорт, я капельдинер» leaves the skill, and does not start it in a plain chat", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("хочу начать тренироваться");
    const r = await send("это не про спорт, я капельдинер в кинотеатре");
    expect(r.m.content).not.toMatch(FITNESS_QUESTION);
    expect(currentSkill(send)).toBeNull();
    const fresh = await (await freshChats({ docs: CINEMA }))("это не про спорт, я капельдинер в кинотеатре");
    expect(fresh.skill).toBeNull();
    const own = await sameChat({ docs: CINEMA });
    await own("хочу накачать пресс");
    await own("я вообще не про тренировки спрашивала");
    expect(currentSkill(own)).toBeNull();
  });

  it("after «выйти» the next hall question does not start the skill again", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("хочу начать тренироваться");
    await send("выйти");
    const r = await send("зритель в зале разговаривает по телефону, мешает всем");
    expect(currentSkill(send)).toBeNull();
    expect(r.m.content).toMatch(/шёпотом/);
  });

  it("a real answer to the interview is still taken («в зале, 3 раза в неделю»)", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("хочу начать тренироваться");
    await send("новичок");
    await send("в зале, 3 раза в неделю");
    expect(currentSkill(send)).toBe("fitness");
  });
});

describe("being sick today asks the company's rules, not the health interview", () => {
  it("«I'm sick today, what should I do?» inside another skill gets the guide's rule, and no symptom is recorded", async () => {
    const send = await sameChat({ docs: CINEMA, lang: "en" });
    await send("make me a workout plan");
    await send("what time does the evening shift end on a friday?");
    const r = await send("I'm sick today, what should I do?");
    expect(r.d.skill === "health").toBe(false);
    expect(r.m.content).toMatch(/4 hours/);
    expect(currentSkill(send)).not.toBe("health");
    const next = await send("how many hours before the shift do I need to call? the russian colleague told me 2 hours");
    expect(next.m.content).not.toMatch(/fever|vomiting|rash/);
  });

  it("in a fresh chat too, in English and in Russian", async () => {
    const en = await (await freshChats({ docs: CINEMA, lang: "en" }))("I'm sick today, what should I do?");
    expect(en.skill).toBeNull();
    expect(en.answer.content).toMatch(/4 hours/);
    const ask = await freshChats({ docs: CINEMA });
    for (const q of ["блин я заболела, температура 38, завтра утренняя смена. что делать кому писать", "кажется простыла, горло болит, а завтра вечерняя смена, кого предупредить?"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).toMatch(/за 2 часа/);
    }
  });
});

describe("a thing found in the hall is the staff rule, not the product catalogue", () => {
  const found = [
    "нашла в зале чужой телефон под креслом, что с ним делать",
    // Our own wordings, kept out of the tuning.
    "после сеанса под креслом остались чьи-то очки, куда их девать?",
    "кто-то забыл в 3 зале рюкзак, что с ним делать",
  ];
  for (const q of found) {
    it(`«${q}» quotes the found-things rule`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      expect(r.tools).not.toContain("product_search");
      expect(r.answer.content).toMatch(/Забытые вещи сдаются старшему смены/);
    });
  }
});

function currentSkill(send: Awaited<ReturnType<typeof sameChat>>): string | null {
  return (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null } | null)?.skill ?? null;
}
