import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";

// Session 13: the lead's own phrasings over the sample documents (data/samples), as an employee types them.
const samples = () => freshChats({ tools: true });

describe("what happened to the person is the situation, the question after it is what is asked", () => {
  it("«я простыл, можно поработать из дома?» gets the remote-work rule, not the introduction", async () => {
    const { answer } = await (await samples())("я простыл, можно поработать из дома?");
    expect(answer.content).toMatch(/до двух дней[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });

  it("«я потерял ноутбук, что делать?» still wants the loss itself covered: nothing on it in the samples is asserted", async () => {
    const { answer } = await (await samples())("я потерял ноутбук, что делать?");
    expect(answer.content).not.toMatch(/^[^«]*\[\d\]/);
  });
});

// Walk 13a: a clinic's own documents after «Удалить примеры» (no mailbox); tests/fixtures/walk13a/docs.
const CLINIC = resolve(import.meta.dir, "../fixtures/walk13a/docs");

describe("a letter is never reported sent without an address", () => {
  async function letter() {
    const { app, services } = await webApp();
    await seedSamples(services, CLINIC);
    const me = person(app);
    const chatId = chatIdOf(await (await me.get("/")).text());
    // The senior administrator has a phone in the directory and no address (the senior nurse's, «Старшая медицинская
    // сестра», is found since session 14).
    await (await me.post(`/c/${chatId}/messages`, form({ text: "напиши письмо старшему администратору, что я хочу поменяться сменой 12 декабря с Ивановой" }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    const draft = (m.meta.tools as { result: { draftId: string; to?: string; toKnown?: boolean } }[])[0].result;
    return { me, chatId, draft, services };
  }

  it("confirming a letter whose address nobody knows says so, sends nothing and keeps the draft", async () => {
    const { me, chatId, draft } = await letter();
    expect(draft.toKnown).toBe(false);
    const page = await (await me.get(`/c/${chatId}`)).text();
    // The card asks for the address where the person can type it.
    expect(page).toMatch(/<input[^>]*name="to"/);
    const done = await (await me.post(`/c/${chatId}/drafts/${draft.draftId}/confirm`, form({}))).text();
    expect(done).not.toMatch(/(?<!не )отправлено/);
    expect(done).toMatch(/адрес/i);
    expect(await (await me.get("/outbox")).text()).not.toContain("Ивановой");
    expect(await (await me.get(`/c/${chatId}`)).text()).toContain(`drafts/${draft.draftId}/confirm`);
  });

  it("an address typed into the card is where the letter goes, and «Исходящие» shows it", async () => {
    const { me, chatId, draft } = await letter();
    const bad = await (await me.post(`/c/${chatId}/drafts/${draft.draftId}/confirm`, form({ to: "медсестре" }))).text();
    expect(bad).not.toMatch(/(?<!не )отправлено/);
    const done = await (await me.post(`/c/${chatId}/drafts/${draft.draftId}/confirm`, form({ to: "st.sestra@klinika-vita.ru" }))).text();
    expect(done).toContain("st.sestra@klinika-vita.ru");
    const outbox = await (await me.get("/outbox")).text();
    expect(outbox).toContain("st.sestra@klinika-vita.ru");
    expect(outbox).toContain("Ивановой");
  });
});

describe("a follow-up inside a skill goes on with the skill", () => {
  it("«а можно без гречки? не люблю» after the sample day recounts without it, not the documents' refusal naming HR", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["подбери мне питание, я хочу похудеть", "мужчина, 30 лет, 80 кг, 180 см, сижу в офисе", "нет", "да, распиши"]) await send(m);
    const { m } = await send("а можно без гречки? не люблю");
    expect(m.content).not.toContain("hr@severveter.ru");
    expect(m.content).toMatch(/ограничения: без гречки/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "nutrition" });
    // Asked for the day again, it leaves the buckwheat out.
    expect((await send("да, распиши")).m.content).not.toContain("гречка");
  });

  it("a company question inside the skill is still answered from the documents, the skill kept", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["подбери мне питание, я хочу похудеть", "мужчина, 30 лет, 80 кг, 180 см, сижу в офисе"]) await send(m);
    const { m } = await send("а сколько дней отпуска положено?");
    expect(m.content).toMatch(/28 календарных дней[^[]*\[\d\]/);
  });
});

describe("a skill worked from its method uses what the person told it", () => {
  it("a detailed first message is not asked for again, and «25–35 лет» of an audience is no age of the person", async () => {
    const { answer, skill } = await (await samples())("Нужен контент-план для инстаграма нашей кофейни: аудитория — молодые семьи 25–35 лет, 3 поста в неделю, цель — больше заказов навынос");
    expect(skill).toBe("content-plan");
    expect(answer.content).not.toContain("возраст");
    expect(answer.content).not.toMatch(/Уточните, пожалуйста, площадки/);
    expect(answer.content).toContain("3 поста в неделю");
  });

  it("the letter's method is shown without the limits it sets the assistant («не отправляй сам»)", async () => {
    const { answer, skill } = await (await samples())("Помоги написать официальное деловое письмо в ООО «Бумага+»: просим перенести поставку бумаги с 15 на 22 октября из-за ремонта склада, подпись — Анна Петрова");
    expect(skill).toBe("business-letter");
    expect(answer.content).not.toMatch(/не отправл/);
    expect(answer.content).not.toMatch(/Уточните, пожалуйста, адресата/);
  });

  it("figures given after the result are kept and shown with it, not met with «Понял» alone", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги разобрать бюджет отдела: план и факт по статьям за квартал");
    const { m } = await send("обучение план 100 000 факт 180 000, канцелярия план 100 000 факт 150 000");
    expect(m.content).toContain("обучение план 100 000 факт 180 000");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "budget-review" });
  });
});

describe("inside a skill, a tool runs only when the message asks for it", () => {
  it("«закрыл две сделки, провёл встречу с Альфой…» to the weekly report is recorded, no calendar is searched; «а теперь найди письма от бухгалтерии» still searches the mail", async () => {
    const send = await sameChat({ tools: true });
    await send("нужен еженедельный отчёт для руководителя");
    const told = await send("закрыл две сделки, провёл встречу с Альфой, отправил КП Бете");
    expect(told.d.outcome).toBe("skill");
    expect(told.m.content).toContain("закрыл две сделки");
    const asked = await send("а теперь найди письма от бухгалтерии");
    expect(JSON.stringify(asked.d.tools)).toContain("mail_search");
  });
});

const clinic = () => freshChats({ docs: CLINIC, tools: true });

describe("a day said in passing is no calendar", () => {
  it("«как дела? устала сегодня жуть» and «сегодня столько пациентов было, ног не чувствую» search no calendar; «что у меня завтра?» does", async () => {
    const ask = await clinic();
    expect((await ask("как дела? устала сегодня жуть")).tools).not.toContain("calendar_search");
    expect((await ask("сегодня столько пациентов было, ног не чувствую")).tools).not.toContain("calendar_search");
    expect((await ask("что у меня завтра?")).tools).toContain("calendar_search");
  });
});

describe("a patient's pain at work is the clinic's matter", () => {
  it("«звонит пациент с острой болью, можем принять его сегодня?» gets the two daily slots, not the health interview", async () => {
    const { answer, skill } = await (await clinic())("звонит пациент с острой болью, можем принять его сегодня?");
    expect(skill).toBeNull();
    expect(answer.content).toMatch(/12:00 и в 17:00[^[]*\[\d\]/);
  });

  it("«no no, I am not sick, stop this» leaves the health skill", async () => {
    const send = await sameChat({ tools: true });
    await send("у меня болит голова");
    const { d } = await send("no no, I am not sick, stop this");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
    expect(d.outcome).not.toBe("clarify");
  });
});

describe("an English command for a tool is a command", () => {
  it("«show my emails» with no mailbox says no letters were found, not a documents passage about suspicious mail", async () => {
    const { answer, tools } = await (await freshChats({ docs: CLINIC }))("show my emails");
    expect(tools).toContain("mail_search");
    expect(answer.content).not.toMatch(/\[\d\]/);
  });
});

describe("what the assistant says of itself", () => {
  it("«какие у тебя есть навыки?» lists the skills by name, not the documents' refusal naming HR", async () => {
    const { answer } = await (await clinic())("какие у тебя есть навыки?");
    expect(answer.content).toContain("Питание и рацион");
    expect(answer.content).not.toContain("kadry@");
  });

  it("«hi! a patient is 20 minutes late, do we still see him?» is asked of the documents, not met with the greeting alone", async () => {
    const { answer } = await (await clinic())("hi! a patient is 20 minutes late, do we still see him?");
    expect(answer.content).not.toMatch(/^Здравствуйте! Я ассистент/);
  });
});

describe("what happened is looked for by its noun too", () => {
  it("«укололась иглой после пациента, что делать?» reaches the emergency section («укол, порез…»), not the sterilisation table", async () => {
    const { answer } = await (await clinic())("укололась иглой после пациента, что делать?");
    expect(answer.content).toContain("место укола");
  });
});

describe("a directory line names its duties after the address", () => {
  it("«кому писать про расходные материалы?» names the senior nurse, whose line lists them after her address, not HR", async () => {
    const { answer } = await (await clinic())("кому писать про расходные материалы?");
    expect(answer.content).toContain("st.sestra@klinika-vita.ru");
    expect(answer.content).not.toContain("kadry@");
  });
});

describe("a derived preposition is a function word", () => {
  it("«кому писать по поводу пароля?» never says the documents are silent about «поводу»", async () => {
    const { answer } = await (await samples())("кому писать по поводу пароля?");
    expect(answer.content).not.toContain("поводу»");
    expect(answer.content).toContain("12 символов");
  });
});

// Walk 13c: a construction firm's documents (tests/fixtures/walk13c/docs), one a PDF printed by Chromium.
const stroy = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk13c/docs") });

describe("an answer says what its sentence is", () => {
  it("«подарок от поставщика можно взять?» is answered with the prohibition, its section's heading said for the list's lost lead-in", async () => {
    const { answer } = await (await stroy())("подарок от поставщика можно взять?");
    expect(answer.content).toMatch(/^Что запрещено: принимать от поставщиков подарки дороже 3 000 рублей \[\d\]/);
  });

  it("initials after a surname end no sentence: «…старшая медицинская сестра Павлова Е. В., график администраторов…»", async () => {
    const { answer } = await (await clinic())("кто составляет график смен медсестёр?");
    expect(answer.content).toContain("Павлова Е. В.");
  });

  it("the PDF's payments table answers with its own row: «Сколько компенсация за питание, если столовой нет?» → 450 руб. в день", async () => {
    const { answer } = await (await stroy())("Сколько компенсация за питание, если столовой нет?");
    expect(answer.content).toMatch(/450 руб\. в день[^[]*\[\d\]/);
  });
});

describe("a letter to a role or a unit the documents name", () => {
  const letterTo = async (text: string) => {
    const { cards } = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk13c/docs"), tools: true }))(text);
    return cards.map((c) => c.result as { kind: string; to?: string; toKnown?: boolean })[0];
  };

  it("«Напиши письмо инженеру по охране труда, что…» drafts a letter to ot@, not a mail search", async () => {
    const r = await letterTo("Напиши письмо инженеру по охране труда, что на объекте на Лесной нужен внеплановый инструктаж");
    expect(r.kind).toBe("draft");
    expect(r.to).toContain("ot@stroymontazh.ru");
  });

  it("«напиши в снабжение что нужна арматура…» drafts a letter to snab@, not «you did not ask for a post»", async () => {
    const r = await letterTo("напиши в снабжение что нужна арматура 12мм 2 тонны на пятницу");
    expect(r.to).toContain("snab@stroymontazh.ru");
  });

  it("«…диспетчеру транспортного участка…» finds «транспортный участок, диспетчер Смирнова Елена, transport@…»", async () => {
    expect((await letterTo("Напиши письмо диспетчеру транспортного участка, что завтра нужен самосвал")).to).toContain("transport@stroymontazh.ru");
  });

  it("«руководителю», one word, is whoever the writer means: its address stays unknown", async () => {
    expect((await letterTo("напиши письмо руководителю, что я заболел")).toKnown).toBe(false);
  });

  it("«чо у меня в календаре на этой неделе» lists the week, searching no «чо»", async () => {
    const { cards } = await (await freshChats({ tools: true }))("чо у меня в календаре на этой неделе");
    expect(JSON.stringify(cards[0]!.result)).not.toContain("чо");
    expect((cards[0]!.result as { events?: unknown[] }).events?.length ?? 0).toBeGreaterThan(0);
  });
});

describe("the health skill's alarm is for what cannot wait", () => {
  it("«горло сильно болит» is no emergency: the summary does not tell to call an ambulance now", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["болит горло, температура 38.2", "вчера вечером"]) await send(m);
    const { m } = await send("горло сильно болит, глотать больно");
    expect(m.content).toContain("Что вы рассказали");
    expect(m.content).not.toContain("Не ждите — вызовите скорую");
  });
});

describe("body figures given as a list", () => {
  it("«male, 30, 80 kg, 180 cm» gives the age too: the skill asks for activity next, not «How old are you?»", async () => {
    const send = await sameChat({ tools: true });
    await send("help me plan my diet, I want to lose weight");
    const { m } = await send("male, 30, 80 kg, 180 cm");
    expect(m.content).not.toMatch(/How old|Сколько вам лет/);
  });
});

describe("a skill whose job names the tool's thing and more takes the turn", () => {
  it("«Нужно подготовить вопросы для собеседования на позицию бухгалтера…» enters the interview-questions skill, not a calendar listing", async () => {
    const { skill, tools } = await (await samples())("Нужно подготовить вопросы для собеседования на позицию бухгалтера, опыт от 2 лет, 1С обязательно");
    expect(tools).not.toContain("calendar_search");
    expect(skill).toBe("interview-questions");
  });
});

// Walk 13d: a pet-supply chain's documents after «Удалить примеры» (tests/fixtures/walk13d/docs: .md, .docx, a Chromium PDF, .html).
describe("a letter to a unit or a role finds its address in any of the documents' contact lists", () => {
  const zoo = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk13d/docs") });
  const to = async (text: string) => ((await (await zoo())(text)).cards[0]?.result as { to?: string } | undefined)?.to ?? "";

  it("«напиши в товарный отдел что…» finds zakupki@ in the DOCX's table, «в финансовый отдел» fin@ in the PDF", async () => {
    expect(await to("напиши в товарный отдел что пришла поставка корма с помятыми мешками")).toContain("zakupki@zoomir.ru");
    expect(await to("напиши в финансовый отдел что нужна справка о доходах")).toContain("fin@zoomir.ru");
  });

  it("«в ит-поддержку» finds it@; «письмо управляющему магазинами» finds upr@, «начальнику отдела» nobody", async () => {
    expect(await to("напиши в ит-поддержку что не работает касса")).toContain("it@zoomir.ru");
    expect(await to("напиши письмо управляющему магазинами, что я заболела")).toContain("upr@zoomir.ru");
    expect(await to("напиши письмо начальнику отдела, что я заболела")).not.toContain("@");
    // Three set-ups of the PDF-holding documents: seconds each on two shared cores.
  }, 20_000);

  it("«напиши в ленту что завтра субботник» drafts a post", async () => {
    const { cards } = await (await zoo())("напиши в ленту что завтра субботник");
    expect((cards[0]?.result as { draftKind?: string } | undefined)?.draftKind).toBe("post");
  });
});

describe("with no catalogue at all, a question shows no empty product search", () => {
  it("«во сколько открываются магазины?» after «Удалить примеры» gets the documents' answer alone, no «Товаров: 0»; «найди поводок до 500 рублей» keeps its empty result", async () => {
    const ask = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk13d/docs") });
    const q = await ask("во сколько открываются магазины?");
    expect(q.answer.content).not.toContain("товаров");
    expect(q.cards.map((c) => c.tool)).not.toContain("product_search");
    expect((await ask("найди поводок до 500 рублей")).answer.content).toContain("Подходящих товаров не нашёл");
  });
});

describe("a statement after a question is not read as its follow-up", () => {
  it("«сегодня завал, я устала» after a returns question gets no returns rule, cited", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk13d/docs") });
    await send("покупатель хочет вернуть игрушку, сколько дней у него есть?");
    const { m } = await send("сегодня завал, я устала");
    expect(m.content).not.toMatch(/\[\d\]/);
  });

  it("«done, thanks» leaves a skill", async () => {
    const send = await sameChat({ tools: true });
    await send("help me plan my diet, I want to lose weight");
    await send("done, thanks");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});

describe("a name of two words is met in one sentence", () => {
  it("«когда клиника закрыта на Новый год?» is not answered with «закрытым носком» and «новый бейдж» from unrelated sentences", async () => {
    const { answer } = await (await clinic())("когда клиника закрыта на Новый год?");
    expect(answer.content).not.toMatch(/^[^«]*\[\d\]/);
  });
});

describe("what the company pays, said with another verb than the documents'", () => {
  // Found in the last walk of session 13, on a fresh clone in Chromium, and left open: «платит» is in no thesaurus group
  // with «возмещает», and putting it into the compensation group would link paying wages to refunds. The answer is
  // «Компания возмещает расходы на такси после 22:00…» (data/samples/docs/expenses-policy.md).
  it("«за такси ночью компания платит?» gets the taxi rule after 22:00, not a refusal naming HR", async () => {
    const { answer } = await (await samples())("за такси ночью компания платит?");
    expect(answer.content).toMatch(/после 22:00[^[]*\[\d\]/);
  });
});
