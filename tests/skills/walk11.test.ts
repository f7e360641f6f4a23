import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "../road/helpers.ts";

// Walk 11b: an admin wrote a company skill's steps as infinitives («Спросить, есть ли чек…»); the chat read
// «Расскажите, пожалуйста, ть, есть ли чек» and «1. проверитить… 2. помочить… 3. объяснитить».
const shop = () => sameChat({ skillsDir: resolve(import.meta.dir, "../fixtures/walk11b/skills") });

describe("a company skill written with infinitives", () => {
  it("asks its first step as a plain question and lists the rest as written", async () => {
    const send = await shop();
    const first = await send("Покупательница принесла обратно чайник, хочет вернуть товар. Как оформить возврат?");
    const second = first.m.meta.skill ? first : await send("оформить возврат товара покупателю");
    const asked = [second.m.content, (await send("чек есть, купила неделю назад")).m.content, (await send("да")).m.content].join("\n");
    expect(asked).toContain("есть ли чек");
    expect(asked).not.toMatch(/пожалуйста, ть|итить|очить/);
  });
});

// Walk 11b: a reply telling the skill about the person's case switched to another skill on that skill's words.
describe("a reply about one's own case stays in the skill", () => {
  it("«Работаю в офисе, спортом не занимаюсь, не ем рыбу» to the nutrition skill is not a fitness request", async () => {
    const send = await sameChat();
    const skill = () => send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId);
    await send("Хочу похудеть на 5 кг к лету, мне 32 года, вешу 78 при росте 170, помогите с едой");
    expect(skill()).toEqual({ skill: "nutrition" });
    await send("Работаю в офисе, спортом не занимаюсь, не ем рыбу");
    expect(skill()).toEqual({ skill: "nutrition" });
  });

  it("a request for another skill's work still leaves («объясни дроби ребёнку 5 класса»)", async () => {
    const send = await sameChat();
    await send("помоги составить рацион на неделю, хочу похудеть");
    await send("объясни дроби ребёнку 5 класса");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "teacher" });
  });
});

describe("a food limit said in passing", () => {
  it("«не ем рыбу» told before the question is kept, and the sample day has no fish", async () => {
    const send = await sameChat();
    await send("Хочу похудеть на 5 кг к лету, мне 32 года, вешу 78 при росте 170, помогите с едой");
    await send("Работаю в офисе, спортом не занимаюсь, не ем рыбу");
    const result = (await send("женщина")).m.content;
    expect(result).toContain("не ем рыбу");
    const day = (await send("да, распиши")).m.content;
    expect(day).toMatch(/ужин/);
    expect(day).not.toMatch(/рыба/);
  });
});

// Walk 11b: inside a skill, questions of the person's own were recorded as the skill's facts, and «забудь про…» trapped.
describe("a skill never traps a question", () => {
  it("«забудь про тренировки, вопрос по работе: во сколько начинается рабочий день?» leaves fitness and answers", async () => {
    const send = await sameChat();
    await send("составь мне план тренировок, хочу начать бегать");
    const { m } = await send("забудь про тренировки, вопрос по работе: во сколько начинается рабочий день?");
    expect(m.content).toContain("9:30");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });

  it("inside health, «Оплатят ли мне курсы английского?», «Ты кто?», «А больничный полностью оплачивают?» are never symptoms", async () => {
    const send = await sameChat();
    await send("заболел, что делать?");
    for (const q of ["Оплатят ли мне курсы английского?", "Ты кто?", "А больничный полностью оплачивают?"]) {
      const { m } = await send(q);
      expect(m.content).not.toMatch(/^Понял|Записал/);
    }
    await send("со вчерашнего вечера, стало хуже");
    await send("температура 37,8");
    const { m } = await send("нет");
    expect(m.content).not.toMatch(/курсы английского|Ты кто|больничный полностью/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "health" });
  });
});

describe("a skill switched off mid-conversation", () => {
  it("the next answer says the admin switched it off, and the badge goes", async () => {
    const send = await sameChat();
    await send("Посчитай калории: борщ и котлета с пюре");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "calories" });
    send.services.routing.skills.setEnabled("calories", false);
    const { m } = await send("ещё компот");
    expect(m.content).toMatch(/отключил администратор/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});

// Walk 11c: a dental clinic's documents; inside the health skill, work questions were recorded as symptoms.
const clinic = () => sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs") });

describe("inside health, the clinic's own questions are answered", () => {
  it("«сколько держать инструменты в дезрастворе?» is answered aside, not the health summary again", async () => {
    const send = await clinic();
    await send("я заболела, температура, что мне делать?");
    const { m } = await send("сколько держать инструменты в дезрастворе?");
    expect(m.content).not.toMatch(/Тревожных признаков|Записал|^Понял/);
  });

  it("«всё, с самочувствием разобрались, спасибо» leaves the skill", async () => {
    const send = await clinic();
    await send("я заболела, температура, что мне делать?");
    await send("всё, с самочувствием разобрались, спасибо");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});

describe("«ок, пока хватит с уроками»", () => {
  it("leaves the tutor (walk 11c)", async () => {
    const send = await sameChat();
    await send("объясни дроби ребёнку 5 класса");
    await send("ок, пока хватит с уроками");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});

// Walk 11c: after a company skill's summary, «а кому из начальства сообщить?» got the whole summary again.
describe("a question about a company skill's own method", () => {
  it("is answered with the step that speaks to it", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs"), skillsDir: resolve(import.meta.dir, "../fixtures/walk11c/skills") });
    await send("пациентка недовольна: поставили пломбу позавчера, выпала, требует вернуть деньги. Помоги разобрать жалобу");
    for (const t of ["лечила доктор Петрова, пациентка карта 1543", "устная, хочет деньги назад", "да"]) await send(t);
    const { m } = await send("а кому сообщить о жалобе на качество лечения?");
    expect(m.content).toMatch(/Миронов/);
    expect(m.content).not.toMatch(/сообщи /);
  });
});

describe("the nutrition skill hears everyday wording (walk 11c)", () => {
  it("«скинуть кило 5» is the goal, «на ногах весь день, спорта нет» the activity, «молочное не ем» keeps dairy off the sample day", async () => {
    const send = await sameChat();
    const first = (await send("хочу скинуть кило 5, мне 30, рост 165, вес 70, женщина")).m.content;
    expect(first).toContain("цель: снизить вес");
    const second = (await send("на ногах весь день, спорта нет")).m.content;
    expect(second).not.toMatch(/Насколько вы активны/);
    await send("молочное не ем");
    const day = (await send("да, распиши")).m.content;
    expect(day).toMatch(/ужин/);
    expect(day).not.toMatch(/творог|кефир|молоко|йогурт|сыр/);
  });
});

describe("a question the person marks as about work", () => {
  it("«да мне не лечиться, мне про работу — кому звонить и что с больничным?» inside health is answered, not recorded", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs") });
    await send("я заболела, температура, что мне делать?");
    const { m } = await send("да мне не лечиться, мне про работу — кому звонить и что с больничным?");
    expect(m.content).not.toMatch(/^Понял|Записал|Что вы рассказали/);
  });
});
