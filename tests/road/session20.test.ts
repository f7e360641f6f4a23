import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 20: defects found walking the app as a person, each a failing test first.

const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");

// Walk 19c: «если выйду в праздник 1 мая, как заплатят?» was hedged «Про «1» в найденном ничего не сказано», though the
// rule on holidays answers it; without the date it was answered. The day of a date whose month no document names is the
// person's occasion, like «завтра»: it says when, not what the rules must hold.
describe("a date the person names is their occasion, not a subject", () => {
  it("«если выйду в праздник 1 мая, как заплатят?» answers the double pay, cited", async () => {
    const r = await (await freshChats({ docs: VET }))("если выйду в праздник 1 мая, как заплатят?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("в двойном размере");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
});

// Walk 19c: «какие требования к паролю» was refused «ничего не сказано про «требования»», though the section «Пароли» lists
// them. A shell noun («требования», «правила», «условия») no document holds names the answer's kind, not its subject.
describe("a shell noun asks for what the rules say", () => {
  it("«какие требования к паролю» answers the length rule, cited", async () => {
    const r = await (await freshChats({ docs: VET }))("какие требования к паролю");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("12 символов");
  });

  it("«какие требования к паролю, скока символов» answers too", async () => {
    const r = await (await freshChats({ docs: VET }))("какие требования к паролю, скока символов");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("12 символов");
  });
});

// Walk 19c: follow-ups hedged on a word the rule says otherwise: «провести» (the support verb of «возврат», as
// «провести собрание»), «деньгами» (money, which a pay rule states as «в двойном размере», never as «деньги»).
describe("a follow-up is answered when its rule says it in other words", () => {
  // Fails since session 23's merge: the first message's documents answer became partial under the thing-held rule
  // (answerability.ts: «деньги» not held), so the skill reserve entered a skill and the follow-up stayed in it. Left open.
  it("«а если возврат 7000 рублей, я сама могу через кассу провести?» answers the over-5 000 rule", async () => {
    const send = await sameChat({ docs: VET });
    await send("клиент хочет вернуть деньги за корм, как оформить возврат?");
    const { m } = await send("а если возврат 7000 рублей, я сама могу через кассу провести?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("свыше 5 000");
  });

  it("«а если я хочу не деньгами, а отгулом?» after holiday pay answers the day off", async () => {
    const send = await sameChat({ docs: VET });
    await send("сколько платят за работу в праздничный день?");
    const { m } = await send("а если я хочу не деньгами, а отгулом?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toMatch(/отгул/);
  });
});

const KINDERGARTEN = resolve(import.meta.dir, "../fixtures/walk20a/docs");

// Walk 20a: «сколько стоит обед для сотрудников?» was answered with the parents' fee table (a row «до обеда»), though the
// food rules say «Сотрудники могут обедать из детского меню за 150 рублей»: the verb holds its suffixless noun («обед»).
// «сколько дней отпуска у нянечки» was hedged on «нянечки»: a diminutive is held by its plain noun («няням»).
describe("a document's verb and a person's diminutive meet the question's words", () => {
  it("«сколько стоит обед для сотрудников?» answers the staff lunch price", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("сколько стоит обед для сотрудников?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("150 рублей");
    expect(r.answer.content).not.toContain("34 500");
  });

  it("«сколько дней отпуска у нянечки» answers the nannies' 31 days", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("сколько дней отпуска у нянечки");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("31 день");
  });
});

// Walk 20a: a contact table of roles only («Медсестра», «Завхоз», «Заведующая») — every refusal named the accountant,
// whose line says «по всем вопросам расчёта зарплаты… обращайтесь». The role whose duties the question speaks of is named.
describe("a refusal names the role that answers for the question's matter", () => {
  const cases: [string, string][] = [
    ["у ребенка аллергия на мед, что делать?", "med@solkrug-ekb.ru"],
    ["сломался стул в группе, кому сказать?", "hoz@solkrug-ekb.ru"],
    ["где сделать медкнижку?", "med@solkrug-ekb.ru"],
    ["можно курить на территории?", "director@solkrug-ekb.ru"],
  ];
  for (const [q, email] of cases) {
    it(`«${q}» names ${email}`, async () => {
      const r = await (await freshChats({ docs: KINDERGARTEN }))(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
      expect(r.answer.content).toContain(email);
      expect(r.answer.content).not.toContain("buh@");
    });
  }
});

// Walk 20a: «отпускные когда платят» quoted «Раньше — только отпуск без сохранения заработной платы…», whose «раньше»
// points at a sentence not shown. A sentence leaning on the one before is quoted only with it.
describe("a sentence that leans on the one before is not quoted alone", () => {
  it("«отпускные когда платят» answers the 3 days before leave without the stray «Раньше —»", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("отпускные когда платят");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("за 3 дня до начала отпуска");
    expect(r.answer.content).not.toMatch(/Раньше —/);
  });
});

// Walk 20b: «а кто у нас согласует расходы на замену мебели, есть правило?» was hedged «Про «правило»…» while quoting the
// approval rule. «есть правило?», «по правилам» ask what the rules say, not for a thing called «правило».
describe("asking whether there is a rule asks what the rule says", () => {
  it("«…, есть правило?» answers who approves the expenses", async () => {
    const r = await (await freshChats())("а кто у нас согласует расходы на замену мебели, есть правило?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("согласует непосредственный руководитель");
  });
});

// Walk 20b: sums said as a shop says them went to the catalogue or got a refusal: a discount applies to the amount before
// it, a count «по» a price is multiplied, a tax «on» a sum is its share.
describe("a sum said in words is worked out", () => {
  const cases: [string, "ru" | "en", RegExp][] = [
    ["посчитай: 12 мониторов по 14990 со скидкой 5%", "ru", /170\s886/],
    ["how much is 25 laptops at 62990 each with a 7% discount?", "en", /1,464,517\.5/],
    ["what's 18% VAT on 1 200 000?", "en", /216,000/],
    ["1574750 - 7%", "ru", /1\s464\s517,5/],
    ["179880 минус 5%", "ru", /170\s886/],
  ];
  for (const [q, lang, shown] of cases) {
    it(`«${q}» is computed, no catalogue and no refusal`, async () => {
      const r = await (await freshChats({ tools: true, lang }))(q);
      expect(r.tools).toEqual([]);
      expect(r.answer.content.replace(/\u00a0|\u202f/g, " ")).toMatch(shown);
    });
  }
});

// Walk 20b: «how did site traffic look this week?» on a Wednesday showed the week ending on Sunday, the export's last day,
// with nothing saying so: read as this week's figures. The card says where the export ends.
describe("site figures say where the counter's export ends", () => {
  it("«как посещаемость сайта на этой неделе?» says the export ends on its last day", async () => {
    const r = await (await freshChats({ tools: true }))("как посещаемость сайта на этой неделе?");
    const card = r.cards.find((c) => c.tool === "site_metrics")?.result as { summary?: string } | undefined;
    expect(card?.summary).toMatch(/Выгрузка счётчика — по \d{2}\.\d{2}/);
  });
});

// Walk 20a: «when are the open lessons for parents this year» got «Twice a year (December and May)…» without the next
// sentence's «Dates for 2026/2027: 16–18 December 2026 and 19–21 May 2027»: the days themselves say when more exactly.
describe("asked when, the days themselves are given", () => {
  it("«when are the open lessons for parents this year» gives the December and May dates", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN, lang: "en" }))("when are the open lessons for parents this year");
    expect(r.answer.content).toContain("16–18 December 2026");
  });
});

// Walk 20b (left by h20e): «leave the minutes, I'll write them myself» and «спасибо, протокол готов, выходим» were answered
// inside the minutes skill and the badge stayed. Taking the work over in one's own words leaves the skill.
describe("taking the work over in one's own words leaves the skill", () => {
  it("«leave the minutes, I'll write them myself» leaves the minutes skill", async () => {
    const send = await sameChat({ lang: "en" });
    await send("take meeting minutes: attendees Anna, Maria, Dmitry. decided: pilot starts Jan 15. tasks: Maria - budget by Dec 10");
    await send("leave the minutes, I'll write them myself");
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBeNull();
  });

  it("«спасибо, протокол готов, выходим» leaves it in Russian", async () => {
    const send = await sameChat();
    await send("составь протокол совещания: были Анна, Мария, Дмитрий. решили: пилот с 15 января. задачи: Мария — бюджет до 10 декабря");
    await send("спасибо, протокол готов, выходим");
    const chat = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(chat.skill).toBeNull();
  });
});

// Walk 20b (left by h20e): the meeting notes the minutes skill asked for were longer than a short reply (240 characters)
// and were taken for a new request. Material the skill asked for is as long as it is.
describe("notes the minutes skill asked for are read whatever their length", () => {
  it("long English notes after «Please send the notes…» become the minutes' tasks", async () => {
    const send = await sameChat({ lang: "en" });
    await send("I need to write meeting minutes from today's Sklad 2.0 meeting");
    const notes = "present: me, Maria Ivanova, Dmitry Sokolov. we agreed to launch the new warehouse system pilot on Jan 15 after a long discussion of the risks. "
      + "Maria prepares the budget by Dec 10, Dmitry updates the site landing page by Dec 20. open question: who trains the warehouse staff";
    expect(notes.length).toBeGreaterThan(240);
    const { m, d } = await send(notes);
    expect(d.outcome).toBe("skill");
    const body = String((m.meta.tools as { result: { body?: string } }[] | undefined)?.find((c) => c.result.body)?.result.body ?? m.content);
    expect(body).toMatch(/Maria Ivanova/);
    expect(body).toMatch(/budget/);
  });
});

// Walk 20c (a recheck in new words): «…says he's her uncle. he's not on the list» got «Give the price you want to sell
// for» (a sale listing on «list»); «child stung by a bee, lips swelling and he is wheezing» got «I do not hold free
// conversation». «list» after a preposition is the noun, and a situation whose tool was cut is the documents'; swelling
// lips and wheezing are the anaphylaxis red flag (NHS).
describe("a child in danger in English gets no sale listing and no refusal to talk", () => {
  it("«…he's not on the list» runs no sale listing", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN, lang: "en" }))("some guy I've never seen wants to take Sasha home, says he's her uncle. he's not on the list");
    expect(r.tools).not.toContain("sell_listing_draft");
    expect(r.answer.content).not.toMatch(/price you want to sell|free conversation/);
  });

  it("«child stung by a bee, lips swelling and he is wheezing» says to call 112", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN, lang: "en" }))("child stung by a bee, lips swelling and he is wheezing");
    expect(r.answer.content).toContain("112");
    expect(r.answer.content).not.toMatch(/free conversation/);
  });
});

// Walk 20c: «напиши официальное письмо-претензию поставщику…» with only the company's documents (no mailbox) said «the
// draft is below» after «Инструмент не сработал: Не нашёл письмо, на которое нужно ответить», and no draft came. A skill's
// new letter with no address yet is still a draft, «Кому» left to fill in.
describe("a letter skill's new letter is drafted without an address", () => {
  it("the claim to a supplier is a draft card, never a failed reply", async () => {
    const send = await sameChat({ docs: KINDERGARTEN });
    const { m } = await send("напиши официальное письмо-претензию поставщику ООО Урал-Овощ: в поставках 18 и 25 ноября гнилой картофель, просим замену партии и возврат 14 200 руб.");
    expect(m.content).not.toContain("Инструмент не сработал");
    const drafts = ((m.meta.tools as { result: { kind: string; body?: string } }[] | undefined) ?? []).filter((c) => c.result.kind === "draft");
    expect(drafts.length).toBe(1);
    expect(drafts[0].result.body).toContain("14 200");
  });
});

// Walk 20c: everyday words for a child's injury: «ребенка ужалила пчела на прогулке, губа опухает» got the walk rules,
// «a bee stung a child…, his face is swelling» a refusal, «мальчик упал…, ободрал ладошку» the introduction. A sting is the
// insect row's (first-aid.json, NHS «Insect bites and stings»), and an injury told is no small talk.
describe("a child's sting or graze in everyday words gets the first-aid row", () => {
  it("«ребенка ужалила пчела на прогулке, губа опухает» gets 112 and the insect row", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("ребенка ужалила пчела на прогулке, губа опухает");
    expect(r.answer.content).toContain("112");
    expect(r.answer.content).toContain("Укус насекомого");
    expect(r.answer.content).not.toContain("пересчитывает детей");
  });

  it("«a bee stung a child during the english club outside, his face is swelling» gets the insect row", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN, lang: "en" }))("a bee stung a child during the english club outside, his face is swelling");
    expect(r.answer.content).toContain("Укус насекомого");
  });

  it("«у девочки горячий лоб, градусник показал 38,2. куда её?» gets the fever row, not a refusal naming the accountant", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("у девочки горячий лоб, градусник показал 38,2. куда её?");
    expect(r.answer.content).toContain("Изолировать ребёнка в медкабинете");
    expect(r.answer.content).not.toContain("buh@");
  });

  it("«мальчик упал на площадке, ободрал ладошку, немного кровит» gets the graze row, not the introduction", async () => {
    const r = await (await freshChats({ docs: KINDERGARTEN }))("мальчик упал на площадке, ободрал ладошку, немного кровит");
    expect(r.answer.content).toContain("Ссадина");
    expect(r.answer.content).not.toContain("Я ассистент компании");
  });
});
