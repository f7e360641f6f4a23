import { describe, expect, it } from "bun:test";
import { join, resolve } from "node:path";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { freshChats, sameChat } from "./helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";
import { readMeal } from "../../src/skills/interview/meal.ts";

// Session 14: the lead's own phrasings and the walkers' defects, typed as the browser sends them.
const samples = () => freshChats({ tools: true });
const ZOO = resolve(import.meta.dir, "../fixtures/walk13d/docs");

describe("a letter asked for is written, not searched for", () => {
  it("«составь деловое письмо» starts the business-letter skill, no search of the inbox", async () => {
    const { tools, skill, answer } = await (await samples())("составь деловое письмо");
    expect(tools).not.toContain("mail_search");
    expect(skill).toBe("business-letter");
    expect(answer.content).not.toContain("Писем по запросу не нашёл");
  });

  it("«найди письмо от бухгалтерии» still searches the inbox", async () => {
    expect((await (await samples())("найди письмо от бухгалтерии")).tools).toContain("mail_search");
  });
});

describe("a letter to a role in the dative, without the word «письмо», is a letter", () => {
  it("«напиши управляющему что завтра поставка задержится» drafts a letter to the store manager's address", async () => {
    const { cards } = await (await freshChats({ docs: ZOO }))("напиши управляющему магазином что завтра поставка задержится");
    const r = cards[0]?.result as { draftKind?: string; to?: string } | undefined;
    expect(r?.draftKind).not.toBe("post");
    expect(r?.to ?? "").toContain("upr@zoomir.ru");
  });

  it("«напиши бухгалтеру, что я задержу отчёт» drafts a letter, not the greeting", async () => {
    const { tools, answer } = await (await samples())("напиши бухгалтеру, что я задержу отчёт");
    expect(tools).toContain("mail_reply_draft");
    expect(answer.content).not.toContain("Я ассистент компании");
  });

  it("«напиши коллегам, что…» stays a post to everyone, «напиши заметку, что…» no letter", async () => {
    const ask = await samples();
    expect((await ask("напиши коллегам, что в пятницу субботник")).tools).toContain("post_draft");
    expect((await ask("напиши заметку что в пятницу субботник")).tools).not.toContain("mail_reply_draft");
  });
});

describe("a letter named by its topic is drafted to its addressee, about that topic", () => {
  const letter = async (text: string) => {
    const { cards } = await (await samples())(text);
    return cards[0]?.result as { draftKind?: string; to?: string; text?: string; title?: string; body?: string } | undefined;
  };

  it("«составь письмо поставщику о задержке оплаты» is a letter to the supplier whose text speaks of the delay", async () => {
    const r = await letter("составь письмо поставщику о задержке оплаты");
    expect(r?.draftKind).toBe("letter");
    expect(JSON.stringify(r)).toContain("о задержке оплаты");
  });

  it("«напиши письмо в бухгалтерию о переносе сроков» goes to accounting; «…, что я беру отгул с понедельника» says that", async () => {
    expect(JSON.stringify(await letter("напиши письмо в бухгалтерию о переносе сроков"))).toContain("о переносе сроков");
    const said = JSON.stringify(await letter("напиши письмо в отдел кадров, что я беру отгул с понедельника"));
    expect(said).toContain("Я беру отгул с понедельника");
  });
});

// Walk 14a: a coffee-shop chain's documents after «Удалить примеры» (tests/fixtures/walk14a/docs: .md, .docx, a Chromium PDF, .txt, .html).
const COFFEE = resolve(import.meta.dir, "../fixtures/walk14a/docs");
const coffee = () => freshChats({ docs: COFFEE });

describe("a question whose topic comes first is still a question", () => {
  it("«чаевые как делятся» gets the tips rule, not the greeting", async () => {
    const { answer } = await (await coffee())("чаевые как делятся");
    expect(answer.content).not.toContain("Я ассистент компании");
    expect(answer.content).toMatch(/поровну[^[]*\[\d\]/);
  });

  it("«привет как дела» is still small talk", async () => {
    const { answer } = await (await coffee())("привет как дела");
    expect(answer.content).not.toContain("[1]");
  });
});

describe("falling ill at work is a company question, not the health skill", () => {
  it("«я заболела, температура. что делать кому писать» names whom to tell, no skill entered", async () => {
    const { skill, answer } = await (await coffee())("я заболела, температура. что делать кому писать");
    expect(skill).toBeNull();
    expect(answer.content).not.toContain("навыку «Здоровье»");
  });

  it("«я заболела. кому сообщить?» gets the rule to tell the shift manager and HR", async () => {
    const { answer } = await (await coffee())("я заболела. кому сообщить?");
    expect(answer.content).toMatch(/менеджеру смены[^[]*\[\d\]/);
  });

  // «температура» is met in the storage rules, so the situation's word is required of the sick-leave rule too; the
  // refusal then names quality@ (see closing note 14).
  it.todo("«я заболела, температура. что делать кому писать» names hr@ with the sick-leave rule");
});

describe("a letter to a department finds its address under the contacts' heading", () => {
  const to = async (text: string) => ((await (await coffee())(text)).cards[0]?.result as { to?: string } | undefined)?.to ?? "";

  it("«в техподдержку» is «Техническая поддержка» (support@), «в закупки» is «Закупки и склад» (zakupki@)", async () => {
    expect(await to("напиши письмо в техподдержку: кофемашина течёт из-под группы")).toContain("support@zernoipar.ru");
    expect(await to("напиши письмо в закупки: закончилось овсяное молоко")).toContain("zakupki@zernoipar.ru");
  });
});

describe("a stump compound meets the directory's full words", () => {
  it("«письмо старшей медсестре» finds «Старшая медицинская сестра — … st.sestra@»", async () => {
    const ask = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk13a/docs") });
    const { cards } = await ask("напиши письмо старшей медсестре, что я хочу поменяться сменой 12 декабря");
    expect((cards[0]?.result as { to?: string }).to).toContain("st.sestra@klinika-vita.ru");
  });
});

describe("an English request to post in the feed is a post", () => {
  it("“post to the company feed: …” drafts the post", async () => {
    const { tools } = await (await freshChats({ docs: COFFEE, tools: true }))("post to the company feed: mystery guest results for November — 96%, thanks to the whole team!");
    expect(tools).toContain("post_draft");
  });
});

describe("«опубликуй в ленте, что…» is a post", () => {
  it("drafts the post about the Friday clean-up, not «Вы не просили написать пост»", async () => {
    const { tools, answer } = await (await samples())("опубликуй в ленте, что в пятницу субботник, сбор в 15:00 у главного входа");
    expect(tools).toContain("post_draft");
    expect(answer.content).not.toContain("Вы не просили");
  });
});

// Walk 14b: skills and tools over the sample documents, mailbox and calendar.
describe("everyday errands typed as people type them", () => {
  it("«напиши письмо офис-менеджеру, что нужны билеты…» drafts a letter to office@, not a refusal about «билеты»", async () => {
    const { cards } = await (await samples())("напиши письмо офис-менеджеру, что нужны билеты в Казань на 15 декабря");
    expect((cards[0]?.result as { to?: string } | undefined)?.to ?? "").toContain("office@severveter.ru");
  });

  it("«перенеси согласование с ПринтЛайн на пятницу» looks the event up in the calendar", async () => {
    const { tools } = await (await samples())("перенеси согласование с ПринтЛайн на пятницу");
    expect(tools).toContain("calendar_search");
  });

  it("«не, не отправляй, отмени» calls the pending letter off", async () => {
    const send = await sameChat({ tools: true });
    await send("напиши письмо в отдел кадров, что я беру отгул в пятницу");
    const { m } = await send("не, не отправляй, отмени");
    expect(m.content).toMatch(/отмен/i);
    expect(send.services.drafts.listPending(send.chatId)).toEqual([]);
  });

  it("«привет! я новенький, какие у тебя есть навыки?» lists the skills", async () => {
    const { answer } = await (await samples())("привет! я новенький, какие у тебя есть навыки?");
    expect(answer.content).toContain("Деловое письмо");
  });
});

describe("the health skill hears what the person said and lets them go", () => {
  async function afterResult() {
    const send = await sameChat({ tools: true });
    await send("у меня температура 37.5 и болит горло со вчерашнего дня");
    const r = await send("хуже не становится, лекарств не пью, аллергии нет");
    return { send, result: r.m.content };
  }

  it("keeps «37.5» whole in the summary", async () => {
    expect((await afterResult()).result).toMatch(/что беспокоит:[^\n]*37\.5/);
  });

  it("«не, вопросы не надо. спасибо, всё понятно» after its offer leaves the skill", async () => {
    const { send } = await afterResult();
    await send("не, вопросы не надо. спасибо, всё понятно");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });
});

describe("a letter-writing skill ends with the letter, made of the person's words", () => {
  const LETTER = "помоги написать деловое письмо поставщику ООО «ОфисТорг»: хотим скидку 10% на бумагу, так как берём 200 пачек в месяц";
  type Card = { tool: string; result: { draftId?: string; body?: string; to?: string; draftKind?: string } };
  const cardsOf = (m: { meta: Record<string, unknown> }) => ((m.meta.tools as Card[] | undefined) ?? []);

  it("the first detailed request gets a letter draft to the supplier saying what was asked", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send(LETTER);
    const letter = cardsOf(m).find((c) => c.tool === "mail_reply_draft")?.result;
    expect(letter?.to).toContain("ОфисТорг");
    expect(letter?.body).toContain("Хотим скидку 10% на бумагу");
  });

  it("«ну так напиши уже текст письма» after a signature redoes the letter with it, no post, the first draft called off", async () => {
    const send = await sameChat({ tools: true });
    const first = cardsOf((await send(LETTER)).m)[0]?.result.draftId;
    await send("подпись: Анна Петрова, менеджер по закупкам");
    const { m } = await send("ну так напиши уже текст письма");
    expect(cardsOf(m).map((c) => c.tool)).toEqual(["mail_reply_draft"]);
    expect(cardsOf(m)[0].result.body).toMatch(/С уважением,\nАнна Петрова/);
    expect(cardsOf(m)[0].result.body).not.toContain("напиши");
    expect(send.services.drafts.listPending(send.chatId).map((x) => x.id)).not.toContain(first);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "business-letter" });
  });

  it("with no addressee said, no letter is made up", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("составь деловое письмо");
    expect(cardsOf(m)).toEqual([]);
  });
});

describe("a question pointing at the attached file is answered from it", () => {
  const SHIFTS = "Смены Анны Смирновой (бариста) — декабрь\n\n2 декабря, вторник — утро 7:00–15:00\n\nАттестация на бариста: 12 декабря в 16:00, учебный центр на Новодмитровской.\nМедкнижка действительна до 20 декабря.\n";

  it("«когда у меня аттестация по этому файлу?» answers 12 декабря from the attachment, citing it", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, COFFEE);
    const me = person(app);
    const chatId = chatIdOf(await (await me.get("/")).text());
    await (await me.post(`/c/${chatId}/messages`, form({ text: "", file: new File([SHIFTS], "moi-smeny-dekabr.txt", { type: "text/plain" }) }))).text();
    await (await me.post(`/c/${chatId}/messages`, form({ text: "когда у меня аттестация по этому файлу?" }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    expect(answer.content).toMatch(/12 декабря[^[]*\[1\]/);
    expect(JSON.stringify(answer.meta.citations ?? answer.meta)).toContain("moi-smeny-dekabr.txt");
  });
});

describe("the calorie counter hears weights and corrections as people say them", () => {
  const count = async (...msgs: string[]) => {
    const send = await sameChat({ tools: true });
    let last = "";
    for (const m of msgs) last = (await send(m)).m.content;
    return last;
  };

  it("«овсянку 60 г сухой» counts dry oats (≈211 kcal), not 60 g of porridge", async () => {
    expect(await count("посчитай калории: на завтрак съел овсянку 60 г сухой на воде и банан")).toMatch(/овсяные хлопья, 60 г: 211 ккал/);
  });

  it("«порция примерно 250 г гречки и грудка 150» sets those weights; «банан я не ел» and «убери яблоко» take them out", async () => {
    const after = await count("посчитай калории: на завтрак съел овсянку 60 г сухой на воде и банан",
      "банан был большой, грамм 150 наверное. а на обед гречка с курицей, порция примерно 250 г гречки и грудка 150");
    expect(after).toMatch(/гречка, 250 г: 253 ккал/);
    expect(after).toMatch(/куриная грудка, 150 г: 248 ккал/);
    expect(after).not.toContain("Не знаю «грудка»");
    const fixed = await count("посчитай калории: на завтрак съел овсянку 60 г сухой на воде и банан", "хотя стоп, банан я не ел, это было яблоко", "убери яблоко");
    expect(fixed).not.toMatch(/банан|яблоко/);
    expect(fixed).toMatch(/Итого ≈ 211 ккал/);
  });
});

describe("the nutrition skill counts workouts and takes corrections", () => {
  const START = ["подбери мне питание, хочу похудеть", "женщина, 28 лет, 65 кг, рост 168"];

  it("«сижу в офисе, иногда в зал хожу, раза два в неделю» is 1–3 workouts (×1.375), not a desk job", async () => {
    const send = await sameChat({ tools: true });
    for (const m of START) await send(m);
    await send("сижу в офисе, иногда в зал хожу, раза два в неделю");
    const { m } = await send("молочное не переношу");
    expect(m.content).toContain("×1.375");
    // The day's protein sources leave dairy out.
    expect(m.content).not.toContain("творог");
  });

  it("«ой, я соврала, в зал я хожу 4 раза в неделю, пересчитай» after the sample day recounts nutrition (×1.55), not the fitness skill", async () => {
    const send = await sameChat({ tools: true });
    for (const m of [...START, "сижу в офисе, иногда в зал хожу, раза два в неделю", "нет", "да, распиши"]) await send(m);
    const { m } = await send("ой, я соврала, в зал я хожу 4 раза в неделю, пересчитай");
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: "nutrition" });
    expect(m.content).toContain("×1.55");
  });
});

describe("the fitness skill keeps what it was told", () => {
  it("a level said in passing («последний раз в универе бегал») changes no goal; «давай 4 тренировки» is four a week; dumbbells are the equipment", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу начать заниматься дома, мужчина 35 лет, вешу 92 кг, цель сбросить живот, есть только гантели");
    await send("да почти ноль, последний раз в универе бегал");
    await send("давай 4 тренировки");
    const { m } = await send("нет");
    expect(m.content).toContain("цель: снизить вес");
    expect(m.content).toContain("уровень: новичок");
    expect(m.content).toContain("тренировок в неделю: 4");
    expect(m.content).toContain("инвентарь: гантели");
    expect(m.content).not.toMatch(/велосипед|плавание/);
  });
});

describe("an English question over Russian documents is told how to ask", () => {
  it("a refusal of “What's the cash float at the start of the day?” says the documents are in Russian", async () => {
    const { answer } = await (await coffee())("What's the cash float at the start of the day?");
    expect(answer.content).toContain("спросите по-русски");
  });

  it("a Russian question's refusal says nothing of the kind", async () => {
    const { answer } = await (await coffee())("какой пароль от вайфая в офисе на новодмитровской?");
    expect(answer.content).not.toContain("по-русски");
  });
});

// «оплачивать» in the paying group answered «ночью больше платят?», but two blind sets each asserted one more question
// they do not answer (print, museum): kept open.
describe("«оплачивается» is a form of paying", () => {
  it.todo("«ночью больше платят?» gets the night rate, «а в выходные?» after it the weekend rule");
});

// Walk 14c: a software company's four documents added to the samples (tests/fixtures/walk14c/docs: .docx, a Chromium PDF, .md, .html).
describe("walk 14c: a code in Latin letters, the next meeting, a post that asks, a greeting that introduces", () => {
  const IT = () => {
    const dir = mkdtempSync(join(tmpdir(), "walk14c-"));
    cpSync(resolve(import.meta.dir, "../../data/samples/docs"), dir, { recursive: true });
    cpSync(resolve(import.meta.dir, "../fixtures/walk14c/docs"), dir, { recursive: true });
    return freshChats({ docs: dir, tools: true });
  };

  it("«время реакции sev3» gets the SEV3 row from the incident rules, not the social-media card", async () => {
    const { tools, answer } = await (await IT())("время реакции sev3");
    expect(tools).not.toContain("page_stats");
    expect(answer.content).toMatch(/4 рабочих часа[^[]*\[\d\]/);
  });

  it("«когда у меня ближайшая встреча?» shows the first event ahead, not «nothing in the calendar»", async () => {
    const { cards, answer } = await (await IT())("когда у меня ближайшая встреча?");
    expect((cards[0]?.result as { events?: unknown[] }).events?.length).toBe(1);
    expect(answer.content).not.toContain("ничего нет");
  });

  it("«опубликуй пост в ленту: ребята, кто знает…?» drafts the post with its question mark, no skill", async () => {
    const { tools, skill, cards } = await (await IT())("опубликуй пост в ленту: ребята, кто-нибудь знает, где взять переходник USB-C на HDMI в офисе?");
    expect(skill).toBeNull();
    expect(tools).toContain("post_draft");
    const text = (cards[0].result as { body?: string }).body ?? "";
    expect(text).toMatch(/^Ребята, кто-нибудь знает[^?]*\?/);
    expect(text).not.toContain("учтите это в своих планах");
  });

  it("“hi, I'm Kate, new support engineer, started today” is greeted, not told the assistant holds no conversation", async () => {
    const { answer } = await (await IT())("hi, I'm Kate, new support engineer, started today");
    expect(answer.content).not.toMatch(/свободную беседу|free conversation/);
  });
});

// Walk 14d: the skills once more, as a person talks to them.
describe("walk 14d: skills hear dishes, answers and work questions as said", () => {
  it("«овсянка на молоке» counts the milk it is cooked on as an addition, not a glass; «toast» is bread", () => {
    const oats = readMeal("на завтрак овсянка на молоке, тарелка");
    expect(oats.mentions.find((m) => m.food.name === "молоко")?.grams).toBe(30);
    expect(readMeal("two eggs and a toast").unknown).toEqual([]);
  });

  it("the tutor takes «говорит 3/6, то есть половина» for 1/3 + 1/6 as right, and quotes only the figure when wrong", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["объясни дочке сложение дробей, она в 5 классе", "не понимает разные знаменатели"]) await send(m);
    expect((await send("она говорит 2/9")).m.content).toContain("а не 2/9.");
    expect((await send("ой, она пересчитала, говорит 3/6, то есть половина")).m.content).toMatch(/^Верно!/);
  });

  it("inside health, «а если на больничный уйду, кому в компании сообщать?» is answered as a work question, the skill kept", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["у меня температура 37.5 и болит горло со вчерашнего дня", "хуже не становится, лекарств не пью, аллергии нет"]) await send(m);
    const { m } = await send("а если на больничный уйду, кому в компании сообщать?");
    expect(m.content).not.toContain("Что вы рассказали");
    expect(m.content).toContain("hr@severveter.ru");
  });
});

describe("a making skill ends with its document, made of the person's points", () => {
  type Card = { tool: string; result: { body?: string; draftId?: string } };
  const cards = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
  const MINUTES = "Оформи протокол совещания. Были: я, Олег, Маша, Дмитрий Сергеевич. Решили: Олег делает дизайн до 15 ноября, Маша — тексты до 10-го. Следующая встреча 20 ноября";

  // Walk 17b: the points are laid out in the minutes' parts, each task with its owner and deadline (writing17.test.ts).
  it("meeting minutes: a document draft whose points are what the person said, the command left out", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send(MINUTES);
    const doc = cards(m).find((c) => c.tool === "document_create")?.result.body ?? "";
    expect(doc).toMatch(/\n- Олег — делает дизайн, срок: [^\n]*/);
    expect(doc).toMatch(/\n- Маша — тексты, срок: 10-го/);
    expect(doc).not.toContain("Оформи протокол");
  });

  it("«Покажи протокол» redoes it and calls the earlier draft off", async () => {
    const send = await sameChat({ tools: true });
    const first = cards((await send(MINUTES)).m)[0]?.result.draftId;
    const { m } = await send("Покажи протокол");
    expect(cards(m).map((c) => c.tool)).toEqual(["document_create"]);
    expect(send.services.drafts.listPending(send.chatId).map((x) => x.id)).not.toContain(first);
  });
});

describe("a question that enters a making skill gets no draft", () => {
  it("a long «как правильно оформить протокол совещания и какие разделы нужны?» makes no document of the question", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("у нас каждую неделю совещание отдела продаж на час с разбором сделок и планов, как правильно оформить протокол совещания и какие разделы нужны?");
    expect(((m.meta.tools as { tool: string }[] | undefined) ?? []).map((c) => c.tool)).not.toContain("document_create");
  });
});

// The last walk of session 14, on a fresh clone in Chromium.
describe("a sick employee inside another skill is told whom to tell, not interviewed", () => {
  it("«я заболела, кому сообщить?» after a business letter answers from the documents with the skill kept, not the health skill", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги составить деловое письмо в бухгалтерию: прошу перенести сдачу авансового отчёта на понедельник, подпись Мария Иванова");
    const { m } = await send("я заболела, кому сообщить?");
    expect(m.content).not.toContain("навыку «Здоровье»");
    expect(m.content).toContain("hr@severveter.ru");
  });
});

describe("a greeting before a letter's command takes nothing from it", () => {
  it("«добрый день! напиши письмо в бухгалтерию, что чеки за такси занесу завтра» drafts the letter, no mail search", async () => {
    const { tools, cards } = await (await samples())("добрый день! напиши письмо в бухгалтерию, что чеки за такси занесу завтра");
    expect(tools).toEqual(["mail_reply_draft"]);
    expect((cards[0].result as { to?: string }).to).toContain("buh@severveter.ru");
  });
});

describe("a question opening with «а» in a new chat follows nothing", () => {
  it("«а кто у нас отвечает за ноутбуки?» as a chat's first message names who is in charge, no laptop list", async () => {
    const { tools } = await (await samples())("а кто у нас отвечает за ноутбуки?");
    expect(tools).not.toContain("product_search");
  });
});
