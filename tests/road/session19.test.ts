import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat, freshChats } from "./helpers.ts";
import { asksToLeaveSkill } from "../../src/routing/skill-exit.ts";
import { tokens } from "../../src/routing/lexicon.ts";

// Session 19: defects found walking the app as a person, each a failing test first.

// Walk 18b: «хватит калорий» inside the calorie counter was read as an answer («Понял. Поправьте…»): enough of the
// skill's own subject, named in its description, ends it; «хватит сладкого» in the nutrition skill stays an answer.
describe("enough of the skill's own subject leaves the skill", () => {
  it("«хватит калорий» after a count leaves the calorie counter", async () => {
    const send = await sameChat();
    await send("посчитай калории: овсянка 200 г и банан");
    const { d } = await send("хватит калорий");
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("none");
  });

  it("«enough with the calories, thanks» in English leaves it too", async () => {
    const send = await sameChat({ lang: "en" });
    await send("count the calories: oatmeal 200 g and a banana");
    const { d } = await send("enough with the calories, thanks");
    expect(d.skill).toBe("none");
  });
});

// Walk 18b: «как дела? устала сегодня» got «В документах компании нет ответа… hr@…», and inside a skill the skill's
// last result again. Said of how one feels, it is talk: answered in kind, the skill kept.
describe("how the person feels is answered in kind", () => {
  it("«как дела? устала сегодня» gets a kind word, no refusal and no contact", async () => {
    const r = await (await freshChats())("как дела? устала сегодня");
    expect(r.answer.content).not.toContain("нет ответа");
    expect(r.answer.content).not.toContain("@");
    expect(r.answer.content).toMatch(/устал/i);
  });

  it("«I'm so tired today» in the English UI is answered in English, in kind", async () => {
    const r = await (await freshChats({ lang: "en" }))("I'm so tired today");
    expect(r.answer.content).toMatch(/tired/i);
    expect(r.answer.content).not.toMatch(/[а-я]/i);
  });

  it("inside the calorie counter it does not repeat the count, and the skill stays", async () => {
    const send = await sameChat();
    await send("посчитай калории: овсянка 200 г и банан");
    const { m } = await send("как дела? устала сегодня");
    expect(m.content).not.toContain("Итого");
    expect(m.content).toMatch(/устал/);
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBe("calories");
  });
});

// Walk 18a (English UI, Russian documents): «How many vacation days do I get?» was answered with the contractor guide's
// «Invoices are sent … by the 5th working day»: the English «days» weighed more than «vacation». The unit counted is the
// figure's, met by a count in it («28 календарных дней»), and not a lead time («за 3 дня до начала отпуска»).
describe("the unit a question counts in is the figure's, not its subject", () => {
  it("«How many vacation days do I get?» answers the 28 days of leave, not the invoices' working day", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk18a/docs"), lang: "en" }))("How many vacation days do I get?");
    expect(r.answer.content).toContain("28 календарных дней");
    expect(r.answer.content).not.toContain("Invoices");
  });
});

// Walk 19a: «Поиск в интернете на этом сервере не настроен…» stood under 72 answers though the person never turned web
// search on: the question rule's flag on an answer the documents gave whole is no search missed. A refusal keeps it,
// and so does the person's own toggle.
describe("the web-search note stays away from answers the documents gave", () => {
  it("«Сколько компенсируют за такси?» is answered without the note; «Сколько стоит абонемент в спортзал?» keeps it", async () => {
    const ask = await freshChats();
    const taxi = await ask("Сколько компенсируют за такси?");
    expect(taxi.answer.content).toContain("1 200 рублей");
    expect(taxi.d.web_search).toBe(1);
    expect(taxi.answer.meta.webNote).toBeUndefined();
    const gym = await ask("Сколько стоит абонемент в спортзал?");
    expect(gym.answer.meta.webNote).toBeTruthy();
  });
});

// Walk 19a: «Где искал в документах: …», up to six sections, stood in front of 34 answers, pushing the answer off screen.
describe("where the documents were searched is one closed line above the answer", () => {
  it("the list of searched sections is folded into a closed <details>, the answer in full view", async () => {
    const send = await sameChat();
    await send("найди в документах про такси");
    const page = await send.page();
    expect(page).toMatch(/<details class="looked"><summary>Где искал в документах \(\d+\)<\/summary>/);
    expect(page).not.toContain("<details class=\"looked\" open");
  });
});

// Walk 19a: a locum in the English UI got twelve refusals of questions only the Russian documents answer, none saying so:
// the hint was given only when every document was Russian, and the clinic had one English guide beside six Russian ones.
describe("an English question refused over documents mostly in Russian says some are in Russian", () => {
  it("«Who do I call when the clinic software is down at night?» refused or hedged adds that part of the documents is in Russian", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk19a/docs"), lang: "en" }))("Who do I call when the clinic software is down at night?");
    // Session 22: whom to call is answered by the contact table's IT row (directory.ts), cited; a refusal still gives the hint.
    // Session 39: with two-column rows read as contacts too, the night row («Ночью…: дежурный инженер +7 912…») answers it.
    if (/(?:it@vetdrug\.ru|дежурный инженер \+7 912 400-09-99)[^\n]*\[1\]/.test(r.answer.content)) return;
    expect(r.answer.content).toMatch(/^The (?:company )?documents do not answer/);
    expect(r.answer.content).toContain("Part of the company's documents is written in Russian");
  });
});

// Walk 19a: the quoted sentence answered the question, yet «В документах нет точного ответа… Про «писать» / «надолго» /
// «платят» / «максимум» ничего не сказано». Writing an application is submitting it (a support verb), «надолго?» asks
// for a length, the pay asked for is met by a sum or a multiple of pay, and «не более 120 часов» is the maximum.
describe("words that only say what is asked are met by the answer's figure", () => {
  const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");
  const cases: [string, string][] = [
    ["за сколько дней заявление на отпуск писать", "14 календарных дней"],
    ["меня заблочило после неправильного пароля, надолго?", "15 минут"],
    ["сколько платят за работу в праздник?", "в двойном размере"],
    ["переработка сколько часов в год максимум?", "120 часов в год"],
  ];
  for (const [q, fact] of cases) {
    it(`«${q}» is answered with «${fact}», cited`, async () => {
      const r = await (await freshChats({ docs: VET }))(q);
      expect(r.answer.content).not.toMatch(/^В документах (?:компании )?нет/);
      expect(r.answer.content).toContain(fact);
      expect(r.answer.content).toMatch(/\[1\]/);
    });
  }
});

// Walk 19b: ways out in the person's own words stayed in the skill («Понял. Если хотите что-то добавить…»).
describe("leaving a skill in one's own words", () => {
  const leaves = (m: string) => asksToLeaveSkill(tokens(m), m, "Что-то ещё?", "");
  for (const m of ["супер, меню у меня есть, больше по еде ничего не надо", "на сегодня с математикой всё, он уже спит",
    "ладно, сама разберусь с переговорами", "выйти", "thanks, let's stop with the health stuff", "ok stop counting, I don't want to know anymore"]) {
    it(`«${m}» leaves the skill`, () => expect(leaves(m)).toBe(true));
  }
  for (const m of ["хватит сладкого", "не надо больше трёх раз в неделю", "на сегодня всё съела, что ещё посчитать?", "больше по еде ограничений нет"]) {
    it(`«${m}» is still an answer to the skill`, () => expect(leaves(m)).toBe(false));
  }

  it("«ладно, сама разберусь с переговорами» in the chat leaves the negotiation skill", async () => {
    const send = await sameChat();
    await send("помоги подготовиться к переговорам");
    const { d } = await send("ладно, сама разберусь с переговорами");
    expect(d.skill).toBe("none");
  });
});

// Walk 19b: «quick one: how many vacation days do we get a year?» was hedged «The passages found say nothing about
// “quick”»; «стоп, вопрос по работе: …» named «вопрос», «работе» as missing. A lead announcing the question is no topic.
describe("a lead that only announces a question is not its topic", () => {
  it("«quick one: how many vacation days do we get a year?» answers the 28 days", async () => {
    const r = await (await freshChats({ lang: "en" }))("quick one: how many vacation days do we get a year?");
    expect(r.answer.content).toContain("28");
    expect(r.answer.content).not.toContain("quick");
  });

  it("«стоп, вопрос по работе: до какого числа подают заявление на отпуск?» names neither «вопрос» nor «работе»", async () => {
    const r = await (await freshChats())("стоп, вопрос по работе: до какого числа подают заявление на отпуск?");
    expect(r.answer.content).toContain("за две недели");
    expect(r.answer.content).not.toMatch(/«вопрос»|«работе»/);
  });
});

// Walk 19a: a short paragraph repeated by the overlap of two fragments was quoted twice, as [1] and [2].
describe("a sentence two fragments share is quoted once", () => {
  it("«кто выдаёт краги и дозиметры» says «…выдаёт старший ассистент…» once, with one [n]", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk19a/docs") }))("кто выдаёт краги и дозиметры");
    expect(r.answer.content.match(/выдаёт старший ассистент/g)?.length).toBe(1);
  });
});

// Walk 19b: «how's it going?» in English got a documents refusal naming hr@ and «ask in Russian»; «как дела?» is greeted.
describe("English small talk is greeted as Russian small talk is", () => {
  it("«how's it going?» and «what's up?» get the greeting, no refusal", async () => {
    const ask = await freshChats({ lang: "en" });
    for (const q of ["how's it going?", "what's up?", "how are you doing?"]) {
      const r = await ask(q);
      expect(r.answer.content).not.toContain("documents do not answer");
      expect(r.answer.content).not.toContain("@");
    }
  });
});

// Walk 19b: «что я сегодня отправил?» opened today's calendar («Ничего не найдено»): the person's sent letters were asked.
describe("what the person sent is their sent letters, not the calendar", () => {
  it("«что я сегодня отправил?» and «what did I send today?» search the sent letters", async () => {
    const ask = await freshChats({ tools: true });
    for (const q of ["что я сегодня отправил?", "what did I send today?"]) {
      const r = await ask(q);
      expect(r.tools).toEqual(["mail_search"]);
      expect(r.answer.content).toContain("Отправленных писем");
    }
  });
});

// Walk 19a: «что делать если укусила собака пациента» was refused «ничего не сказано про «собака»»: the clinic's rules say
// «если вас укусило животное». A kind no document names is met by the word its kind goes by, one way (hypernyms.ts).
describe("a dog the rules call an animal", () => {
  it("«что делать если укусила собака пациента» tells the bite procedure in order, cited", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk19a/docs") }))("что делать если укусила собака пациента");
    expect(r.answer.content).toContain("проточной водой с мылом не менее 15 минут");
    expect(r.answer.content).toContain("травмпункт");
    expect(r.answer.content).toMatch(/\[\d\]/);
  });
});

// With «врач» no longer entering the health skill (walk 19a), «Кого назначить…» read as asking only for a person left a
// clinic's onboarding request to a mail search on «проверить»: a second «что/как + infinitive» asks for the work.
describe("a question whom to choose and what to do is the skill's work", () => {
  it("«Кого назначить наставником новому врачу и что проверить по аккредитации?» enters the clinic's onboarding skill", async () => {
    const r = await (await freshChats({ skillsOf: "clinic" }))("Кого назначить наставником новому врачу и что проверить по аккредитации?");
    expect(r.skill).toBe("medline-doctor-onboarding");
  });
});

// Walk 19a: «it's bleeding a lot» got the emergency line and then the whole introduction («Hello! I am the company assistant…»).
describe("the emergency line stands alone when nothing else answers", () => {
  it("«it's bleeding a lot» is the emergency numbers, without the greeting after them", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk19a/docs"), lang: "en" }))("it's bleeding a lot");
    expect(r.answer.content).toContain("112");
    expect(r.answer.content).not.toContain("I am the company assistant");
    expect(r.answer.content).not.toMatch(/free conversation|свободную беседу/);
  });
});

// Walk 19b: «принтер от 20 до 50 тыс. руб.» listed a 15 990 printer (the lower bound was lost), and «беспроводные наушники
// до 5 тысяч» listed a wireless mouse (it shares «беспроводная»).
describe("the catalogue keeps both price bounds and the kind asked for", () => {
  const titles = (r: { cards: { result: Record<string, unknown> }[] }) => ((r.cards[0]?.result.cards ?? []) as { title: string; price: number }[]);
  it("«принтер от 20 до 50 тыс. руб. подберёшь?» shows no printer under 20 000", async () => {
    const r = await (await freshChats({ tools: true }))("принтер от 20 до 50 тыс. руб. подберёшь?");
    expect(titles(r).length).toBeGreaterThan(0);
    expect(titles(r).every((p) => p.price >= 20000 && p.price <= 50000)).toBe(true);
  });
  it("«нужны беспроводные наушники до 5 тысяч» shows headphones only", async () => {
    const r = await (await freshChats({ tools: true }))("нужны беспроводные наушники до 5 тысяч");
    expect(titles(r).length).toBeGreaterThan(0);
    expect(titles(r).some((p) => /мышь/i.test(p.title))).toBe(false);
  });
});

// Walk 19b: «поменяй пятницу на среду» over a reply saying «…до пятницы» got «Не понял, какой файл править»: the days are
// named in the accusative, the letter has the genitive. The day is found in any case and put in that case.
describe("a weekday swapped in a letter takes the case the letter's word is in", () => {
  it("«поменяй пятницу на среду» turns «до пятницы» into «до среды»", async () => {
    const send = await sameChat({ tools: true });
    const first = await send("ответь Игорю Петрову, что договор подпишем до пятницы");
    const draftId = String((first.m.meta.tools as { result: { draftId?: string } }[]).find((t) => t.result.draftId)!.result.draftId);
    expect(send.services.drafts.get(draftId)!.body).toContain("до пятницы");
    const r = await send("поменяй пятницу на среду");
    expect(r.m.content).not.toContain("какой файл");
    const body = send.services.drafts.get(draftId)!.body;
    expect(body).toContain("до среды");
    expect(body).not.toContain("пятниц");
  });
});

// Walk 19b: «сколько было заходов с поисковиков в ноябре?» got a documents refusal naming hr@; the site's figures hold it.
describe("visits said in everyday words are the site's figures", () => {
  it("«сколько было заходов с поисковиков в ноябре?» shows the site metrics; «как заходить на портал из дома?» does not", async () => {
    const ask = await freshChats({ tools: true });
    expect((await ask("сколько было заходов с поисковиков в ноябре?")).tools).toEqual(["site_metrics"]);
    expect((await ask("как заходить на портал из дома?")).tools).not.toContain("site_metrics");
  });
});

// Walk 19b: «найди в интернете отзывы о принтере Pantum M6500W» asked «Уточните, что нужно» with the catalogue, the calendar
// and the mail as buttons. Asked of the internet, it is no choice between those: the printer is shown and web search noted.
describe("a request to the internet is no choice between the person's tools", () => {
  it("«найди в интернете отзывы о принтере Pantum M6500W» shows the printer, no clarifying buttons", async () => {
    const r = await (await freshChats({ tools: true }))("найди в интернете отзывы о принтере Pantum M6500W");
    expect(r.outcome).not.toBe("clarify");
    expect(r.tools).toEqual(["product_search"]);
    expect(r.answer.meta.webNote).toBeTruthy();
  });
});

// Walk 19b: «I'd like to lose some weight, where do I start?» got a documents refusal naming hr@, and «I want to get back
// in shape after the holidays» the free-talk refusal: losing weight and getting fit said in everyday English.
describe("losing weight and getting fit in everyday English reach the body skills", () => {
  it("«I'd like to lose some weight, where do I start?» enters a body skill with the goal of losing weight", async () => {
    const r = await (await freshChats({ lang: "en" }))("I'd like to lose some weight, where do I start?");
    expect(["nutrition", "fitness"] as (string | null)[]).toContain(r.skill);
    expect(r.answer.content).toContain("lose weight");
    expect(r.answer.content).not.toContain("start moving");
  });
  it("«I want to get back in shape after the holidays» enters the fitness coach", async () => {
    const r = await (await freshChats({ lang: "en" }))("I want to get back in shape after the holidays");
    expect(r.skill).toBe("fitness");
  });
});

// Walk 19a: with her own schedule attached («Наставник: Горелова Дарья»), «кто мой наставник?» was answered from the company
// memo («Каждому новичку … назначается наставник»). What is the person's own is asked of their own file first.
describe("what is the person's own is asked of the file they attached", () => {
  it("«кто мой наставник?» answers from the attached schedule, not the company memo", async () => {
    const { webApp, person, chatIdOf, form } = await import("../web/helpers.ts");
    const { seedSamples } = await import("../../src/seed.ts");
    const { readFileSync } = await import("node:fs");
    const { app, services } = await webApp();
    await seedSamples(services, resolve(import.meta.dir, "../fixtures/walk19a/docs"));
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    const schedule = readFileSync(resolve(import.meta.dir, "../fixtures/walk19a/grafik_smirnova_dekabr.txt"), "utf8");
    await (await p.post(`/c/${chatId}/messages`, form({ text: "", file: new File([schedule], "grafik_smirnova_dekabr.txt", { type: "text/plain" }) }))).text();
    await (await p.post(`/c/${chatId}/messages`, form({ text: "кто мой наставник?" }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    expect(answer.content).toContain("Горелова");
    expect(answer.content).toMatch(/\[1\]/);
  });
});

// Walk 19a: «меня собака укусила за руку, что делать??» was hedged «Про «руку» ничего не сказано», and the self-injected
// sedative «…в палец, голова кружится» over «палец», «голова»: told with an injury, a part of the body says where it happened.
describe("where on the body an injury happened is no subject the rules must hold", () => {
  const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");
  it("«меня собака укусила за руку, что делать??» tells the bite procedure, not a hedge over «руку»", async () => {
    const r = await (await freshChats({ docs: VET }))("меня собака укусила за руку, что делать??");
    expect(r.answer.content).not.toMatch(/^В документах/);
    expect(r.answer.content).toContain("проточной водой с мылом");
  });
  it("«случайно вколола себе немного седатива в палец, голова кружится» quotes the self-injection rule as the answer", async () => {
    const r = await (await freshChats({ docs: VET }))("случайно вколола себе немного седатива в палец, голова кружится");
    expect(r.answer.content).not.toMatch(/^В документах/);
    expect(r.answer.content).toContain("немедленно сообщите старшему врачу смены");
  });
});

// Walk 19b: «a customer emailed that our delivery was 5 days late… help me reply» drafted a reply to the office manager's
// party letter: «emailed» was taken for the sender. A verb of writing names no sender; no such letter, no guess.
describe("a reply is never drafted to a letter the request does not name", () => {
  it("«a customer emailed that our delivery was 5 days late… help me reply» says the letter was not found", async () => {
    const r = await (await freshChats({ tools: true, lang: "en" }))("a customer emailed that our delivery was 5 days late and he wants compensation. help me reply");
    expect(JSON.stringify(r.cards)).not.toContain("корпоратив");
    expect(r.answer.content).toContain("did not find the letter");
  });
});

// Walk 19c: «меня кошка укусила за руку что делать срочно» was hedged «Про «срочно» в найденном ничего не сказано»: how
// urgently the person asks is said to the assistant, no subject the rules must hold.
describe("urgency said to the assistant is no subject", () => {
  it("«меня кошка укусила за руку что делать срочно» tells the bite procedure", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk19a/docs") }))("меня кошка укусила за руку что делать срочно");
    expect(r.answer.content).not.toMatch(/^В документах/);
    expect(r.answer.content).toContain("проточной водой с мылом");
  });
});
