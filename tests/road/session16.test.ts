import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { asksToLeaveSkill } from "../../src/routing/skill-exit.ts";
import { tokens } from "../../src/routing/lexicon.ts";

// Session 16: the walkers' defects, typed as the browser sends them. Walk 16a: a freight forwarder's own documents
// (three in Russian, two in English); walk 16b: a working day on the samples with skills and drafts.
const FREIGHT = resolve(import.meta.dir, "../fixtures/walk16a/docs");
const freight = () => freshChats({ docs: FREIGHT, tools: true, lang: "en" });

describe("an English question over documents partly in English", () => {
  it("is not told that the company's documents are in Russian", async () => {
    const { answer } = await (await freight())("is there parking for employees at the Kronshtadtskaya office?");
    expect(answer.content).not.toContain("documents are in Russian");
  });
});

describe("a colleague's illness is a question for the company's rules", () => {
  it("«если кладовщик заболел, до какого времени он должен мне сообщить?» searches the documents, not the health skill", async () => {
    const r = await (await freshChats({ docs: FREIGHT, tools: true }))("если кладовщик заболел, до какого времени он должен мне сообщить?");
    expect(r.skill).toBeNull();
    expect(r.tools).toEqual(["search_documents"]);
  });

  it("«can I leave one storekeeper alone on the night shift if the other one is sick?» is not a health interview", async () => {
    const r = await (await freight())("can I leave one storekeeper alone on the night shift if the other one is sick?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toMatch(/since when|getting better/i);
  });

  it("a colleague's chest pain still gets the call for help", async () => {
    const r = await (await freshChats({ tools: true }))("коллеге плохо, сильная боль в груди, что делать?");
    expect(r.answer.content).toMatch(/103|112/);
  });

  it("one's own illness still enters the health skill", async () => {
    const r = await (await freshChats({ tools: true }))("у меня второй день болит горло и температура 37,5, что делать?");
    expect(r.skill).toBe("health");
  });
});

// Walk 16b: «write a letter to OfficeTorg asking for…» went to our office manager («<office@…>» began «officetorg»).
describe("a new letter goes to whom it names and says what was asked", () => {
  const letter = async (text: string, o: { lang?: "en" } = {}) => {
    const r = await (await freshChats({ tools: true, ...o }))(text);
    const card = r.cards.find((c) => c.tool === "mail_reply_draft")!;
    return { to: String(card.result.to), body: String(card.result.body ?? "") };
  };

  it("a supplier named in Latin letters is not the office manager whose address begins alike", async () => {
    const { to, body } = await letter("write a letter to OfficeTorg asking for a 10% discount on our 2027 orders", { lang: "en" });
    expect(to).not.toContain("office@");
    expect(body).toContain("I would like to ask for a 10% discount on our 2027 orders.");
  });

  it("«asking her to send…» is said to her as a request", async () => {
    const { body } = await letter("write an email to Maria Ivanova asking her to send the contract by Friday", { lang: "en" });
    expect(body).toContain("Could you please send the contract by Friday?");
  });

  it("«…, и попроси прислать до пятницы» is a request in the letter, not the person's instruction", async () => {
    const { to, body } = await letter("напиши письмо клиенту ООО «Балтика-Импорт», что для декларации не хватает упаковочного листа, и попроси прислать до пятницы");
    expect(body).toContain("Для декларации не хватает упаковочного листа. Просьба прислать до пятницы.");
    expect(body).not.toContain("попроси");
    expect(to).toContain("ООО «Балтика-Импорт»");
  });

  it("an addressee said in the dative is named in the To field, and «можно ли…» ends with a question mark", async () => {
    const { to, body } = await letter("напиши Наталье Веселовой, что у меня вопрос по коду ТН ВЭД, можно ли подойти сегодня после обеда");
    expect(to).toBe("Наталья Веселова");
    expect(body).toContain("можно ли подойти сегодня после обеда?");
  });
});

describe("a letter to someone placed by their company or role", () => {
  it("«ответь Игорю Петрову из ПринтЛайн, что…» drafts the reply, not the contract-review skill", async () => {
    const r = await (await freshChats({ tools: true }))("ответь Игорю Петрову из ПринтЛайн, что договор посмотрели и в целом согласны, но хотим обсудить рост цен на картриджи");
    expect(r.skill).toBeNull();
    expect(r.tools).toEqual(["mail_reply_draft"]);
    expect(String(r.cards[0].result.body)).toContain("хотим обсудить рост цен на картриджи");
  });

  it("«напиши офис-менеджеру, что нужен картридж» is a letter to the office manager, not the catalogue", async () => {
    const r = await (await freshChats({ tools: true }))("напиши офис-менеджеру, что нужен картридж");
    expect(r.tools).toEqual(["mail_reply_draft"]);
    expect(String(r.cards[0].result.to)).toContain("office@severveter.ru");
  });
});

// Walk 16b: a reply draft on screen could not be changed in words («свободную беседу не веду»), and several ways of
// calling it off ran a mail search instead.
describe("the draft on screen is changed or called off in words", () => {
  const withReply = async () => {
    const send = await sameChat({ tools: true });
    const first = await send("Ответь Игорю, что договор посмотрели и согласны");
    const card = () => (send.services.chats.message(first.m.id)!.meta.tools as { result: Record<string, unknown> }[])[0].result;
    return { send, card };
  };

  it("«добавь, что…», «подпись: …» and «сделай тон повежливее» change the letter the card shows", async () => {
    const { send, card } = await withReply();
    const added = await send("добавь, что счёт на предоплату оплатим после подписания");
    expect(added.m.content).toContain("Добавил в черновик");
    await send("подпись: Анна Смирнова, отдел закупок");
    await send("сделай тон помягче и повежливее");
    const body = String(card().body);
    expect(body).toContain("Счёт на предоплату оплатим после подписания.");
    expect(body).toContain("С уважением,\nАнна Смирнова, отдел закупок");
    expect(body).toContain("Заранее спасибо за понимание!");
    const pending = send.services.drafts.listPending(send.chatId).at(-1)!;
    expect(pending.body).toBe(body);
  });

  for (const words of ["ладно, не надо, отмени это письмо", "не отправляй письмо Игорю", "no, cancel that, it's not what I meant", "forget it, cancel"]) {
    it(`«${words}» cancels the pending reply`, async () => {
      const { send } = await withReply();
      const r = await send(words);
      expect(r.m.content).toMatch(/Черновик отменён|Draft cancelled/);
      expect(send.services.drafts.listPending(send.chatId)).toHaveLength(0);
    });
  }
});

// Walk 16b: after the health skill called for help, two company questions got the ambulance block again.
describe("a company question inside the health skill after its call for help", () => {
  const escalated = async () => {
    const send = await sameChat({ tools: true });
    await send("у сына 3 года температура 39 и кашель, что делать?");
    const { m } = await send("он дышит очень часто и губы синеватые");
    expect(m.content).toMatch(/103|112/);
    return send;
  };

  it("«…сколько дней отпуска по уходу за ребёнком можно взять у нас?» is answered by the documents' side", async () => {
    const send = await escalated();
    const { m } = await send("а кстати, сколько дней отпуска по уходу за ребёнком можно взять у нас?");
    expect(m.content).not.toMatch(/103|112/);
    expect(m.content).toContain("hr@severveter.ru");
  });

  it("«…поработать из дома, если ребёнок болеет? какие правила?» gets the remote-work rule, not the ambulance again", async () => {
    const send = await escalated();
    const { m } = await send("а можно мне завтра поработать из дома, если ребёнок болеет? какие правила?");
    expect(m.content).not.toMatch(/103|112/);
    expect(m.content).toContain("работать из дома до двух дней");
  });

  it("«у нас температура опять 39,5» is still the child's, and the skill's", async () => {
    const send = await escalated();
    const { m } = await send("у нас температура опять 39,5, что делать?");
    expect(m.content).toMatch(/103|112/);
  });
});

// Walk 16b: with the nutrition skill switched off, a meal plan got «Вы не просили написать пост» or another skill's method.
describe("a request for a skill an admin switched off", () => {
  it("says the skill is switched off, in Russian and in English", async () => {
    const ru = await sameChat({ tools: true });
    ru.services.routing.skills.setEnabled("nutrition", false);
    const { m } = await ru("составь мне план питания на неделю, хочу похудеть на 5 кг");
    expect(m.content).toContain("администратор его отключил");
    expect(m.content).not.toContain("пост");
    const en = await sameChat({ tools: true, lang: "en" });
    en.services.routing.skills.setEnabled("nutrition", false);
    const r = await en("can you make me a meal plan for the week?");
    expect(r.m.content).toContain("switched it off");
  });

  it("other requests are not told about it", async () => {
    const send = await sameChat({ tools: true });
    send.services.routing.skills.setEnabled("nutrition", false);
    const { m } = await send("сколько дней отпуска положено?");
    expect(m.content).not.toContain("отключил");
    expect(m.content).toContain("28");
  });
});

// Walk 16b: natural ways of leaving a skill that kept it.
describe("a skill is left in the person's own words", () => {
  const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
    (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;
  const cases: [string, string[], string, "ru" | "en"][] = [
    ["nutrition", ["составь мне рацион на неделю, хочу похудеть", "мне 35, рост 170, вес 80, женщина, сидячая работа"], "спасибо, с рационом всё, хватит", "ru"],
    ["fitness", ["make me a workout plan, 3 times a week at home"], "I'm done with the workout plan, thanks", "en"],
    ["fitness", ["make me a workout plan, 3 times a week at home"], "leave this skill please", "en"],
    ["fitness", ["make me a workout plan, 3 times a week at home"], "never mind, let's switch topics", "en"],
  ];
  for (const [skill, before, exit, lang] of cases) {
    it(`«${exit}» leaves ${skill}`, async () => {
      const send = await sameChat({ tools: true, lang });
      for (const m of before) await send(m);
      expect(skillOf(send)).toBe(skill);
      await send(exit);
      expect(skillOf(send)).toBeNull();
    });
  }

  it("«отлично, письмо ушло. на этом всё» after the skill's letter closes the talk, not after its question", () => {
    const said = "отлично, письмо ушло. на этом всё";
    expect(asksToLeaveSkill(tokens(said), said, "Подготовил черновик — проверьте и подтвердите кнопкой.")).toBe(true);
    expect(asksToLeaveSkill(tokens("нет, на этом всё"), "нет, на этом всё", "Что-то ещё беспокоит?")).toBe(false);
  });

  it("«make me a workout plan, 3 times a week at home» is fitness: how often names no weekly report", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("make me a workout plan, 3 times a week at home");
    expect(skillOf(send)).toBe("fitness");
  });

  it("«нет, на этом всё» answering the health skill's question keeps the skill", async () => {
    const send = await sameChat({ tools: true });
    await send("второй день болит горло, температура 37,5");
    await send("с позавчера, после холодного лимонада, становится хуже");
    const { m } = await send("нет, на этом всё");
    expect(skillOf(send)).toBe("health");
    expect(m.content).not.toContain("обычном режиме");
  });
});

describe("the contact of a refusal is read from the documents' contact table", () => {
  it("«что делать если потерялся токен КЭП?» names IT, whose row lists «КЭП», not HR", async () => {
    const { answer } = await (await freshChats({ docs: FREIGHT }))("что делать если потерялся токен КЭП?");
    expect(answer.content).toContain("it@transgran.ru");
    expect(answer.content).not.toContain("hr@transgran.ru");
  });
});

// Walk 16a: «а парковка у офиса на Кронштадтской есть?» asserted the entry-pass rule; the thanks after it got that rule again.
describe("whether a thing exists is answered only by a passage naming it", () => {
  it("«а парковка у офиса на Кронштадтской есть?» is not answered with the office's entry pass", async () => {
    const send = await sameChat({ docs: FREIGHT });
    const { m } = await send("а парковка у офиса на Кронштадтской есть?");
    expect(m.content).not.toMatch(/пропуску[^[]*\[\d\]/);
    const thanks = await send("спасибо, ты очень помогаешь 🙂 как у тебя дела?");
    expect(thanks.m.content).not.toContain("пропуск");
  });
});

// Walk 16b: «что у меня завтра после обеда?» searched for a meeting called «обеда»; «do I have anything on Friday?» for «anything».
describe("the calendar by the part of the day and in English", () => {
  // The sample calendar holds the first weeks of December 2026: the day is pinned to one of them.
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  const titles = (r: { cards: { result: Record<string, unknown> }[] }) => ((r.cards[0]?.result.events as { title: string; start: string }[]) ?? []);

  it("«что у меня завтра после обеда?» lists tomorrow's afternoon events", async () => {
    const r = await (await freshChats({ tools: true }))("что у меня завтра после обеда?");
    const events = titles(r);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) if (e.start.length > 10) expect(Number(e.start.slice(11, 13))).toBeGreaterThanOrEqual(12);
  });

  it("«do I have anything on Friday?» lists Friday as «что у меня в пятницу?» does", async () => {
    const en = titles(await (await freshChats({ tools: true, lang: "en" }))("do I have anything on Friday?"));
    const ru = titles(await (await freshChats({ tools: true }))("что у меня в пятницу?"));
    expect(en.length).toBeGreaterThan(0);
    expect(en.map((e) => e.title)).toEqual(ru.map((e) => e.title));
  });
});

// Walk 16a: with no mailbox (the samples removed), «есть новые письма от клиентов?» was answered with a customs rule;
// walk 16b: «что мне писали про пароль?» went to the password policy instead of the helpdesk's letter.
describe("a question about the person's own mail", () => {
  it("with no mailbox, «есть новые письма от клиентов?» and «any emails from customs today?» say the mailbox is empty", async () => {
    const ru = await (await freshChats({ docs: FREIGHT }))("есть новые письма от клиентов?");
    expect(ru.answer.content).toContain("нет ни одного письма");
    expect(ru.answer.content).not.toContain("[1]");
    const en = await (await freshChats({ docs: FREIGHT, lang: "en" }))("any emails from customs today?");
    expect(en.answer.content).toContain("no letters");
  });

  it("«что мне писали про пароль?» searches the mail", async () => {
    const r = await (await freshChats({ tools: true }))("что мне писали про пароль?");
    expect(r.tools).toEqual(["mail_search"]);
  });
});

// Walk 16a: «Добрый день! Я новый декларант, вышла сегодня. Во сколько…» was told nothing is said about «новый».
describe("who asks, said in a sentence of its own, is not what is asked", () => {
  it("the introduction is context, and a count of days is no answer to «во сколько»", async () => {
    const { answer } = await (await freshChats({ docs: FREIGHT }))("Добрый день! Я новый декларант, вышла сегодня. Во сколько у нас начинается рабочий день?");
    expect(answer.content).not.toContain("«новый»");
    expect(answer.content).not.toMatch(/календарных дня[^[]*\[\d\]/);
  });
});

// Walk 16b: the traffic report's skill re-listed its method and never showed the November figures the app has.
describe("a skill with data tools shows the data when it gives its result", () => {
  it("the traffic report's result shows the site metrics for what the person said", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги разобрать посещаемость и конверсии сайта — источники трафика, что изменилось");
    const { m } = await send("наш сайт, ноябрь, сравнить с октябрём");
    const cards = (m.meta.tools as { tool: string; result: { kind: string } }[] | undefined) ?? [];
    expect(cards.some((c) => c.tool === "site_metrics" && c.result.kind === "metrics")).toBe(true);
  });
});

// Walk 16c (a recheck in new words): draft edits and call-offs, replies with a request, mail «from», exits, a team's illness.
describe("walk 16c: the same flows in other words", () => {
  const withReply = async (lang?: "en") => {
    const send = await sameChat({ tools: true, lang });
    await send("Ответь Игорю, что договор посмотрели и согласны");
    return send;
  };

  for (const words of ["ладно, не отправляй, передумал", "забудь про это письмо", "не нужно это письмо, отмени", "всё, не надо отвечать, удали черновик", "forget it", "scrap the email too"]) {
    it(`«${words}» calls the pending reply off`, async () => {
      const send = await withReply();
      await send(words);
      expect(send.services.drafts.listPending(send.chatId)).toHaveLength(0);
    });
  }

  it("«add a line: …» and «also mention that…» add to the letter, no metrics goal", async () => {
    const send = await withReply("en");
    const a = await send("add a line: we also expect about 20% more volume next year");
    expect(a.m.content).toContain("Added to the draft");
    await send("also mention that the invoice is paid on Friday");
    const body = send.services.drafts.listPending(send.chatId).at(-1)!.body;
    expect(body).toContain("We also expect about 20% more volume next year.");
    expect(body).toContain("The invoice is paid on Friday.");
  });

  it("«сделай поофициальнее» on a letter already greeting «Добрый день!» claims no change", async () => {
    const send = await sameChat({ tools: true });
    await send("напиши письмо в бухгалтерию, что я сдам отчёт в понедельник");
    const { m } = await send("сделай поофициальнее");
    expect(m.content).not.toContain("Сделал приветствие официальнее");
  });

  it("a reply's «и уточни у неё, сколько…» and «please ask him to…» are put to the reader, in the reply's language", async () => {
    const ru = await (await freshChats({ tools: true }))("Напиши ответ Ольге из Ромашки: КП пришлём до понедельника, и уточни у неё, сколько нужно ноутбуков");
    const ruBody = String(ru.cards.find((c) => c.tool === "mail_reply_draft")!.result.body);
    expect(ruBody).toContain("Подскажите, пожалуйста, сколько нужно ноутбуков?");
    expect(ruBody).not.toContain("уточни у неё");
    const en = await (await freshChats({ tools: true, lang: "en" }))("Reply to Igor from PrintLine: we're fine with the new delivery terms, but please ask him to send the contract draft before December 10");
    const enBody = String(en.cards.find((c) => c.tool === "mail_reply_draft")!.result.body);
    expect(enBody).toContain("Could you please send the contract draft before December 10?");
    expect(enBody).not.toMatch(/С уважением|Здравствуйте/);
  });

  it("«пришло ли что-нибудь от отдела кадров?» searches the mail", async () => {
    const r = await (await freshChats({ tools: true }))("пришло ли что-нибудь от отдела кадров?");
    expect(r.tools).toEqual(["mail_search"]);
  });

  it("«If someone on my team gets sick…, who covers for them?» is no health interview; one's own ache still is", async () => {
    const team = await (await freshChats({ tools: true, lang: "en" }))("If someone on my team gets sick in the middle of their on-call week, who covers for them?");
    expect(team.skill).toBeNull();
    const own = await (await freshChats({ tools: true }))("мы с командой ходили в бассейн, у меня второй день болит ухо, что делать?");
    expect(own.skill).toBe("health");
  });

  it("«ok that's enough training talk, thanks», «спасибо, вызываю скорую» leave their skills", () => {
    for (const said of ["ok that's enough training talk, thanks", "спасибо, вызываю скорую", "всё, больше ничего не нужно"]) {
      expect(asksToLeaveSkill(tokens(said), said, "")).toBe(true);
    }
  });
});

// The last walk on a fresh clone: three defects in words nobody had tried.
describe("the last walk on a fresh clone", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());

  it("«а ещё упомяни, что…» adds to the reply on screen", async () => {
    const send = await sameChat({ tools: true });
    await send("ответь Марии Ивановой, что на встречу приду, и попроси прислать повестку");
    const { m } = await send("а ещё упомяни, что опоздаю минут на 10");
    expect(m.content).toContain("Добавил в черновик");
    expect(send.services.drafts.listPending(send.chatId).at(-1)!.body).toContain("Опоздаю минут на 10.");
  });

  it("«что у меня в четверг утром?» is the calendar, not the introduction", async () => {
    const r = await (await freshChats({ tools: true }))("что у меня в четверг утром?");
    expect(r.tools).toEqual(["calendar_search"]);
  });

  it("«мой коллега слёг с температурой, кто за него доделает задачи?» is no health interview", async () => {
    const r = await (await freshChats({ tools: true }))("мой коллега слёг с температурой, кто за него доделает задачи?");
    expect(r.skill).toBeNull();
  });
});
