import { describe, expect, it } from "bun:test";
import { everyday, oneChat, SAMPLES } from "./helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";
import { sampleServices, say } from "../conversation/helpers.ts";

// Defects met walking the app with phrasings of one's own (sessions 7 and 8), on the sample documents.

describe("a question about the company is answered, not turned into a skill or a tool", () => {
  it("«есть ли в столовой вегетарианское меню?» asks whether something exists: no nutrition skill, the documents' refusal", async () => {
    const send = await everyday();
    const r = await send("есть ли в столовой вегетарианское меню?");
    expect(r.outcome).toBe("text");
    expect(r.answer.content).toContain("В документах компании нет ответа");
  });

  it("«забыл пароль от почты» is a problem to be told about, not a search of the person's mail: the documents' password rules", async () => {
    const send = await everyday();
    const r = await send("забыл пароль от почты");
    expect(r.tools).toEqual(["search_documents"]);
    expect(r.answer.content).toMatch(/Пароль|it@severveter\.ru/);
  });

  it("«не работает почта» gets the IT service times from the documents instead of a list of letters", async () => {
    const send = await everyday();
    const r = await send("не работает почта");
    expect(r.tools).toEqual(["search_documents"]);
    expect(r.answer.content).toContain("30 минут");
  });

  it("«не открывается календарь» asserts no «28 календарных дней» (a reviewer's case): possibly related at most", async () => {
    const send = await everyday();
    const r = await send("не открывается календарь");
    expect(r.answer.content).not.toMatch(/28 календарных дней[^»]*\[1\]/);
  });

  it("«найди письмо от Петрова» still searches the mail", async () => {
    const send = await everyday();
    const r = await send("найди письмо от Петрова");
    expect(r.tools).toEqual(["mail_search"]);
  });
});

describe("everyday words for what the documents say", () => {
  it("«я новенький, когда мне выдадут ноут» is answered: a new employee gets the laptop on the first day", async () => {
    const send = await everyday();
    const r = await send("я новенький, когда мне выдадут ноут");
    expect(r.answer.content).toContain("в первый рабочий день");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
});

describe("a new question in a long chat is read on its own", () => {
  it("«какие суточные за рубежом» after a question about passwords is answered, not shown as «possibly related»", async () => {
    const send = await oneChat();
    await send("как часто надо менять пароль");
    const { m } = await send("какие суточные за рубежом");
    expect(m.content).toContain("50 евро");
    expect(m.content).not.toContain("нет точного ответа");
  });

  it("«во сколько начинается рабочий день» after a question about per diems gets the working hours, not the per diems", async () => {
    const send = await oneChat();
    await send("какие суточные за рубежом");
    const { m } = await send("во сколько начинается рабочий день");
    expect(m.content).toContain("9:30");
    expect(m.content).not.toContain("евро");
  });

  it("«за сколько дней подавать заявку?» after «можно работать из дома?» continues it without «а» (a reviewer's case)", async () => {
    const send = await oneChat();
    await send("можно работать из дома?");
    const { m } = await send("за сколько дней подавать заявку?");
    expect(m.content).toContain("не позднее чем за день");
  });

  it("«а если за границей?» still continues the question before it", async () => {
    const send = await oneChat();
    await send("Какие суточные по России?");
    const { m } = await send("а если за границей?");
    expect(m.content).toContain("50 евро");
  });
});

describe("leaving a skill in a tester's everyday words", async () => {
  const { services: s } = await sampleServices();
  for (const bye of ["ок спасибо, дальше я сам", "ладно, с этим потом сама разберусь, спасибо", "ладно, не важно, забей", "ладно, напишу сама, пока"]) {
    it(`«${bye}» inside the calorie skill leaves it`, async () => {
      const chat = s.chats.create("u1", "t");
      expect((await say(s, chat.id, "посчитай калории: овсянка 200 г и банан")).decision?.skill).toBe("calories");
      await say(s, chat.id, bye);
      expect(s.chats.get(chat.id, "u1")!.skill).toBeNull();
    });
  }
  for (const more of ["забыла сказать, ещё компот", "напишу сама письмо, а ты посчитай ещё чай"]) {
    it(`«${more}» stays in the skill (a reviewer's counterexamples: «забей» is no stem of «забыла»)`, async () => {
      const chat = s.chats.create("u1", "t");
      await say(s, chat.id, "посчитай калории: овсянка 200 г и банан");
      await say(s, chat.id, more);
      expect(s.chats.get(chat.id, "u1")!.skill).toBe("calories");
    });
  }
});

describe("a message to a person is a letter to draft", () => {
  it("«напиши Игорю Петрову что договор посмотрели, замечаний нет» drafts a letter, no contract-review skill", async () => {
    const send = await everyday();
    const r = await send("напиши Игорю Петрову что договор посмотрели, замечаний нет");
    expect(r.outcome).toBe("tool");
    expect(r.tools).toEqual(["mail_reply_draft"]);
  });

  it("«ответь Петрову, что договор подпишем» drafts the reply, and «что за проект Бирюза» asks which skill of nobody", async () => {
    const send = await everyday();
    expect((await send("ответь Петрову, что договор подпишем")).tools).toEqual(["mail_reply_draft"]);
    expect((await send("Напиши Игорю Петрову что договор посмотрели")).tools).toEqual(["mail_reply_draft"]);
    const r = await send("что за проект Бирюза");
    expect(r.outcome).not.toBe("clarify");
  });
});

describe("a citation of a document deleted since", () => {
  it("says the document was deleted and offers no link to it", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, `${SAMPLES}/docs`);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    await (await p.post(`/c/${chatId}/messages`, form({ text: "Сколько дней отпуска положено?" }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    const n = (answer.meta.citations as { n: number }[])[0].n;
    await services.kb.remove(services.kb.store.byName("employee-handbook.md")!.id);
    const panel = await (await p.get(`/c/${chatId}/m/${answer.id}/cite/${n}`)).text();
    expect(panel).toContain("удалён");
    expect(panel).not.toContain("/docs/");
  });
});

describe("the quiet web-search note only where a web search could have added something", () => {
  it("a greeting and a calendar question get no note; a question the documents leave open still does", async () => {
    const send = await everyday();
    expect((await send("привет, как дела?")).answer.meta.webNote).toBeUndefined();
    const cal = await send("что у меня завтра в календаре?");
    expect(cal.tools).toEqual(["calendar_search"]);
    expect(cal.answer.meta.webNote).toBeUndefined();
    expect((await send("Сколько стоит абонемент в спортзал?")).answer.meta.webNote).toBeTruthy();
  });
});

describe("a table asked with its columns", () => {
  it("«…табличку в экселе для учёта переработок: ФИО, дата, часы, причина» drafts a table with those columns (it was «Название,Значение»)", async () => {
    const send = await everyday();
    const r = await send("сделай табличку в экселе для учёта переработок: ФИО, дата, часы, причина");
    expect(r.tools).toEqual(["document_create"]);
    const draft = r.cards[0].result as { title: string; body: string };
    expect(draft.body.split("\n")[0]).toBe("ФИО,дата,часы,причина");
    expect(draft.title).not.toContain("причина");
  });
});
