import { describe, expect, it } from "bun:test";
import { everyday, oneChat } from "./helpers.ts";
import { sampleServices, say } from "../conversation/helpers.ts";

// Defects met walking the app in session 9 (a dental clinic's documents, then the built-in skills and tools),
// replayed on the sample documents as the browser sends them.

describe("a question about a rule or a contact is no errand for a tool", () => {
  it("«телефон отдела кадров» asks for a contact: the documents, not a phone from the catalogue", async () => {
    const send = await everyday();
    const r = await send("телефон отдела кадров");
    expect(r.tools).not.toContain("product_search");
  });

  it("«картриджи кончились в принтере» reports a problem: no product search", async () => {
    const send = await everyday();
    const r = await send("картриджи кончились в принтере");
    expect(r.tools).not.toContain("product_search");
  });

  it("«can i take the office laptop home» asks what is allowed: no laptops for sale", async () => {
    const send = await everyday();
    const r = await send("can i take the office laptop home");
    expect(r.tools).not.toContain("product_search");
  });

  it("«можно поменяться сменой с коллегой» asks what is allowed: no «which file to edit?»", async () => {
    const send = await everyday();
    const r = await send("можно поменяться сменой с коллегой");
    expect(r.answer.content).not.toContain("какой файл править");
  });

  it("«how do i report a phishing email» asks how to: no list of the person's letters", async () => {
    const send = await everyday();
    const r = await send("how do i report a phishing email");
    expect(r.tools).not.toContain("mail_search");
  });
});

describe("a personal matter said in everyday words reaches its skill", () => {
  it("«давит в груди и дышать тяжело» enters health and says at once to call 103 or 112", async () => {
    const send = await everyday();
    const r = await send("что-то давит в груди и дышать тяжело уже полчаса");
    expect(r.skill).toBe("health");
    expect(r.answer.content).toMatch(/103 или 112/);
  });

  it("«my kid has had a fever… like 38.5» enters health, not page statistics («like» is no like of a post)", async () => {
    const send = await everyday();
    const r = await send("my kid has had a fever since yesterday, like 38.5, what should I do?");
    expect(r.tools).not.toContain("page_stats");
    expect(r.skill).toBe("health");
  });

  it("«my back is killing me» enters health", async () => {
    const send = await everyday();
    const r = await send("my back is killing me");
    expect(r.skill).toBe("health");
  });

  it("«хочу к лету прийти в форму» and «I want to start working out» enter fitness", async () => {
    const send = await everyday();
    expect((await send("хочу к лету прийти в форму, с чего начать?")).skill).toBe("fitness");
    expect((await send("хочу начать заниматься, а то совсем форму потерял")).skill).toBe("fitness");
    expect((await send("I want to start working out, can you make me a plan?")).skill).toBe("fitness");
  });

  it("a lunch listed dish by dish («тарелку борща, две котлеты с пюре и компот») enters calories", async () => {
    const send = await everyday();
    const r = await send("сегодня на обед съел тарелку борща, две котлеты с пюре и компот. это много вообще?");
    expect(r.skill).toBe("calories");
  });
});

describe("letters and drafts said in everyday words", () => {
  it("«напиши в отдел кадров, что я хочу взять отпуск…» drafts a letter, not a refused post", async () => {
    const send = await everyday();
    const r = await send("напиши в отдел кадров, что я хочу взять отпуск с 20 по 31 декабря");
    expect(r.tools).toContain("mail_reply_draft");
    expect(r.answer.content).not.toContain("не просили написать пост");
  });

  it("«не, не отправляй пока» cancels the draft on screen and says so; a reload shows it cancelled", async () => {
    const send = await oneChat({ tools: true });
    const first = await send("напиши письмо в отдел кадров, что хочу перенести отпуск на август");
    expect(JSON.stringify(first.m.meta.tools)).toContain("\"status\":\"pending\"");
    const { m, d } = await send("не, не отправляй пока");
    expect(m.content).toContain("Черновик отменён");
    expect(d.outcome).toBe("text");
    expect(JSON.stringify(first.stored().meta.tools)).toContain("\"status\":\"cancelled\"");
  });

  it("«cancel this draft» with nothing pending cancels nothing and is no error", async () => {
    const send = await oneChat({ tools: true });
    const { m } = await send("cancel this draft");
    expect(m.content).not.toContain("Черновик отменён");
  });
});

describe("a skill never traps a company question said in passing", () => {
  it("«btw how many vacation days do we get?» inside fitness is answered from the documents, the skill kept", async () => {
    const send = await oneChat();
    await send("хочу накачать пресс");
    const { m, d } = await send("btw how many vacation days do we get?");
    expect(d.outcome).toBe("text");
    expect(m.content).toContain("28 календарных дней");
  });

  it("«ок понял. а сколько дней отпуска положено» inside health is answered, not recorded as a symptom", async () => {
    const send = await oneChat();
    await send("болит спина после работы");
    const { m } = await send("ок понял. а сколько дней отпуска положено");
    expect(m.content).toContain("28 календарных дней");
  });

  it("«а кстати куда писать если ноут сломался?» inside fitness goes to the documents, not the next training question", async () => {
    const send = await oneChat();
    await send("хочу накачать пресс");
    const { m, d } = await send("а кстати куда писать если ноут сломался?");
    expect(d.outcome).toBe("text");
    expect(m.content).not.toContain("Какая цель тренировок");
  });

  it("«no thanks, I'm done» leaves the skill", async () => {
    const send = await oneChat();
    await send("болит спина после работы");
    const { d } = await send("no thanks, I'm done");
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("none");
  });
});

// A clinic's HR rules (several sections, as a real handbook has), one of them on sick leave.
const CLINIC_HR = `# Кадровые правила клиники

## Больничный лист
Если вы заболели: до 9:00 сообщите старшей медсестре своей клиники, откройте электронный больничный лист (ЭЛН) в поликлинике и в день закрытия пришлите номер ЭЛН на hr@example.ru.

## Испытательный срок
Испытательный срок для всех новых сотрудников — 3 месяца. За новым сотрудником закрепляется наставник.

## Премии
Медсестра получает ежемесячную премию до 15% оклада. Годовая премия выплачивается в феврале.

## Форма
Форму выдаёт завхоз в первый рабочий день бесплатно и меняет раз в год.

## Стерилизация
Тест Бови-Дика проводится ежедневно перед первым циклом автоклава.
`;

describe("a question the documents answer is not taken for a skill", () => {
  it("«заболела что делать», typed without the comma, gets the documents' sick-leave steps, not the health interview", async () => {
    const { services: s } = await sampleServices();
    await s.kb.ingest("clinic-hr.md", new TextEncoder().encode(CLINIC_HR));
    const chat = s.chats.create("u1", "t");
    const r = await say(s, chat.id, "заболела что делать");
    expect(r.decision?.outcome).toBe("tool");
    expect(r.text).toContain("ЭЛН");
  });
});

describe("an admin's and an employee's smaller findings", () => {
  it("a skill the admin switches off ends a conversation in it: the next message is no answer to the skill", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "хочу похудеть, составь меню");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("nutrition");
    s.routing.skills.setEnabled("nutrition", false);
    const r = await say(s, chat.id, "мужчина");
    expect(s.chats.get(chat.id, "u1")!.skill).toBeNull();
    expect(r.text).not.toContain("Записал");
  });

  it("«какое сегодня число?» is answered without the note that web search is not set up", async () => {
    const send = await everyday();
    const r = await send("какое сегодня число?");
    expect(r.answer.meta.webNote).toBeUndefined();
  });
});
