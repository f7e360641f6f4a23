import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 15: the lead's own phrasings and the walkers' defects, typed as the browser sends them.
const samples = () => freshChats({ tools: true });

describe("hours of work are asked as both bounds of the day", () => {
  it("«what are the working hours?» is not answered with the IT service times", async () => {
    const { answer } = await (await samples())("what are the working hours?");
    expect(answer.content).not.toMatch(/4 часа[^[]*\[\d\]/);
  });

  // «работаем» (stem «работ») never meets «рабочий день» (stem «рабоч»); joining «рабочий» to the work group answered
  // these but also met «сервис деск в субботу работает?» with «в течение 2 рабочих часов» (a leave-one-out answer asserted): kept open.
  it.todo("«какой график работы?» gets the working day 9:30–18:30 and the shorter Friday");
  it.todo("«до скольки работаем в пятницу?» gets the shorter Friday, not the remote-work rule");
});

describe("a part of the day is met by the clock times in it", () => {
  it("«до какой суммы компенсируют такси, если задержался вечером?» gets the 1 200 roubles after 22:00", async () => {
    const { answer } = await (await samples())("до какой суммы компенсируют такси, если задержался вечером?");
    expect(answer.content).toMatch(/1 200 рублей[^[]*\[\d\]/);
  });

  it("«такси утром компенсируют?» is not answered with the rule for after 22:00", async () => {
    const { answer } = await (await samples())("такси утром компенсируют?");
    expect(answer.content).not.toMatch(/после 22:00[^[]*\[\d\]/);
  });
});

// Walk 15b: signs that cannot wait, said in the health skill before or after its advice.
describe("the health skill hears a sign that cannot wait at any turn", () => {
  const chat = () => sameChat({ tools: true });
  const stomach = async () => {
    const send = await chat();
    await send("у сына с утра болит живот и тошнит, ему 6 лет, что делать?");
    const advice = await send("нет, ничего не давали. температура 37,8");
    expect(advice.m.content).toContain("Тревожных признаков в рассказе нет");
    return send;
  };

  it("a hard tummy and severe pain after the advice call for an ambulance now", async () => {
    const send = await stomach();
    const { m } = await send("сейчас ещё вырвало, и живот стал твёрдый, сильная боль");
    expect(m.content).toMatch(/не ждите[^.]*скорую/i);
    expect(m.content).not.toContain("Если хотите что-то добавить");
  });

  it("pain low on the right in a child after the advice is not met with «Понял»", async () => {
    const send = await stomach();
    const { m } = await send("болит справа внизу, и он не может выпрямиться, плачет");
    expect(m.content).toMatch(/не ждите[^.]*скорую/i);
  });

  it("a rash that does not fade under a glass is an emergency at the first message", async () => {
    const send = await chat();
    const { m } = await send("у дочки (2 года) температура 39 и какая-то сыпь, пятнышки не бледнеют, если надавить стаканом");
    expect(m.content).toMatch(/не ждите[^.]*скорую/i);
  });

  it("a toddler who is floppy after a fever medicine that did not help gets the ambulance, not «today»", async () => {
    const send = await chat();
    await send("у дочки 2 года температура 39");
    await send("со вчера");
    const { m } = await send("она вялая и сонная, давали нурофен, не помог");
    expect(m.content).toMatch(/не ждите[^.]*скорую/i);
  });

  it("an adult feeling sluggish with a mild fever is not sent to the ambulance", async () => {
    const send = await chat();
    const { m } = await send("я какой-то вялый, температура 37,2, что делать?");
    expect(m.content).not.toMatch(/не ждите[^.]*скорую/i);
  });
});

// Walk 15b: the business-letter skill asked for a letter in so many words.
describe("a letter skill drafts the letter it was asked for, from the person's words", () => {
  const LETTER = "нужно официальное письмо поставщику ООО «ПринтЛайн»: просим перенести поставку картриджей с 5 на 12 декабря из-за ремонта склада";
  type Card = { tool: string; result: { kind?: string; to?: string; body?: string; toKnown?: boolean } };
  const cards = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
  const drafted = (m: { meta: Record<string, unknown> }) => cards(m).find((c) => c.result.kind === "draft")?.result;

  it("«нужно официальное письмо поставщику…: просим…» drafts that letter at once", async () => {
    const { m, d } = await (await sameChat({ tools: true }))(LETTER);
    expect(d.skill).toBe("business-letter");
    expect(drafted(m)?.body ?? "").toContain("Просим перенести поставку картриджей с 5 на 12 декабря");
    // The method's own steps («найти прошлую переписку…», «подготовить черновик…») are the skill's work, done: not shown.
    expect(m.content).not.toContain("подготовить черновик");
    expect(m.content).toContain("Черновик письма — ниже");
  });

  it("the supplier named in quotes is found by the signature of its letter in the mailbox", async () => {
    const { m } = await (await sameChat({ tools: true }))(LETTER);
    expect(drafted(m)?.to ?? "").toContain("i.petrov@printline.example");
  });

  it("«тон официальный, подпиши от имени…. составь черновик» redoes the letter signed so, without the instructions in it", async () => {
    const send = await sameChat({ tools: true });
    await send(LETTER);
    const { m } = await send("тон официальный, подпиши от имени Игоря Смирнова, менеджера по закупкам. составь черновик");
    const body = drafted(m)?.body ?? "";
    expect(body).toContain("Просим перенести поставку");
    expect(body).toMatch(/С уважением,\nИгорь Смирнов, менеджер по закупкам$/);
    expect(body).not.toMatch(/тон официальный|составь черновик/i);
  });

  it("«нужно ли письмо от врача для больничного?» is still a question, not a letter", async () => {
    const { answer } = await (await freshChats({ tools: true }))("нужно ли письмо от врача для больничного?");
    expect(drafted(answer)).toBeUndefined();
  });
});

// Walk 15a: a regional provider's five documents (tests/fixtures/walk15a/docs: .md, .docx, a Chromium PDF, .txt, .html).
const PROVIDER = resolve(import.meta.dir, "../fixtures/walk15a/docs");
const provider = () => freshChats({ docs: PROVIDER });

describe("words of the question the documents write otherwise", () => {
  it("«топливную карту потерял что делать» gets the lost card's rule: tell the mechanic within an hour", async () => {
    const { answer } = await (await provider())("топливную карту потерял что делать");
    expect(answer.content).toMatch(/сообщить механику в течение 1 часа[^[]*\[\d\]/);
  });

  it("«what's» with an apostrophe is no word of the subject, as «whats» is not", async () => {
    const { answer } = await (await provider())("what's the AHT target?");
    expect(answer.content).not.toContain("what's");
    expect(answer.content).toContain("5 минут 30 секунд");
  });
});

describe("a role named by a person's suffix is an addressee, though a thing shares its letters", () => {
  it("«напиши механику Носову что на Ларгусе 214 стучит подвеска» drafts a letter to the fleet mechanic", async () => {
    const { cards, answer } = await (await freshChats({ docs: PROVIDER, tools: true }))("напиши механику Носову что на Ларгусе 214 стучит подвеска, нужна проверка");
    const r = cards[0]?.result as { draftKind?: string; to?: string } | undefined;
    expect(r?.draftKind).toBe("letter");
    expect(r?.to ?? "").toContain("garage@severnet.ru");
    expect(answer.content).not.toContain("Вы не просили написать пост");
  });
});

// Walk 15b: ways out of a skill said in the person's own words, each inside the skill it was said in.
describe("a skill is left in the person's own words", () => {
  const leaves = async (opening: string[], exit: string) => {
    const send = await sameChat({ tools: true });
    for (const o of opening) await send(o);
    const { d } = await send(exit);
    return d;
  };
  const cases: [string[], string][] = [
    [["хочу план тренировок, чтобы подтянуть спину"], "всё, дальше разберусь сам"],
    [["объясни дроби, я забыл как их складывать"], "всё, на сегодня урок окончен"],
    [["помоги составить оффер кандидату"], "отбой, оффер пока не нужен"],
    [["оформи протокол совещания по моим заметкам"], "забудь про протокол"],
    [["count the calories of my lunch: two eggs and toast"], "ok forget the calories, I'm done"],
    [["клиент пишет, что мы привезли стулья с царапинами и курьер опоздал на три часа. помоги ответить ему вежливо, предложим скидку 10% на следующий заказ"], "ладно, ответ клиенту напишу сам, выходим"],
  ];
  for (const [opening, exit] of cases) {
    it(`«${exit}» leaves the skill`, async () => {
      const d = await leaves(opening, exit);
      expect(d.outcome).toBe("skill");
      expect(d.skill).toBe("none");
    });
  }

  it("«я закончил с бегом, теперь только зал» inside fitness is news, not a way out", async () => {
    const d = await leaves(["хочу план тренировок, чтобы подтянуть спину"], "я закончил с бегом, теперь только зал");
    expect(d.skill).not.toBe("none");
  });
});

describe("a reply is drafted only to a letter the person named", () => {
  it("«начни с черновика ответа, клиента зовут Олег Викторович» drafts no reply to the supplier's contract letter", async () => {
    const send = await sameChat({ tools: true });
    await send("клиент пишет, что мы привезли стулья с царапинами и курьер опоздал на три часа. помоги ответить ему вежливо, предложим скидку 10% на следующий заказ");
    const { m } = await send("начни с черновика ответа, клиента зовут Олег Викторович");
    const tools = (m.meta.tools as { result: { title?: string } }[] | undefined) ?? [];
    expect(tools.map((t) => t.result.title ?? "").join(" ")).not.toContain("картриджей");
  });
});

// Walk 15a: a question in the same chat is answered by sentences about what it adds, not the previous answer again.
describe("a question after another is answered by what it asks itself", () => {
  const chat = () => sameChat({ docs: PROVIDER });
  it("«а когда первый отпуск можно взять» after the leave days gets the first leave, not the 28 days again", async () => {
    const send = await chat();
    await send("скока дней отпуска у монтажника");
    const { m } = await send("а когда первый отпуск можно взять");
    expect(m.content).toMatch(/после 6 месяцев работы[^[]*\[\d\]/);
    expect(m.content).not.toContain("28 календарных дней");
  });

  it("«я заболел чё делать кому звонить» after the leave questions says nothing of leave", async () => {
    const send = await chat();
    await send("скока дней отпуска у монтажника");
    await send("а когда первый отпуск можно взять");
    const { m } = await send("я заболел чё делать кому звонить");
    expect(m.content).not.toContain("Первый отпуск");
    expect(m.content).toMatch(/больничн/);
  });
});

// The review of this session's diff: each case a rule of this session misfired on, run before it was fixed.
describe("review 15: signs heard only where they are said", () => {
  const advised = async (msgs: string[]) => {
    const send = await sameChat({ tools: true });
    for (const t of msgs) await send(t);
    return send;
  };
  const THROAT = ["у меня болит горло третий день", "температура 37.5, сыпи нет", "хронических нет, пил чай с мёдом"];
  const URGENT = /не ждите[^.]*скорую/i;

  it("a question about a blood test after the advice is no sign of bleeding", async () => {
    const { m } = await (await advised(THROAT))("а анализ крови сдавать нужно?");
    expect(m.content).not.toMatch(URGENT);
  });

  it("«сильной боли нет, просто першит» is no severe pain", async () => {
    const { m } = await (await advised(THROAT))("сильной боли нет, просто першит");
    expect(m.content).not.toMatch(URGENT);
  });

  it("a tooth aching low on the right and a child's runny nose drops that do not help call no ambulance", async () => {
    for (const t of ["у меня болит зуб справа внизу, второй день", "у сына насморк третий день, капли не помогают"]) {
      const { m } = await (await sameChat({ tools: true }))(t);
      expect(m.content).not.toMatch(/вызовите скорую/i);
    }
  });

  it("«живот стал очень твёрдый, сыпь не исчезает если прижать стакан» after the advice calls the ambulance", async () => {
    const send = await advised(["у дочки болит живот с утра, ей 6 лет", "температура 37.8, рвоты нет", "хронических нет, лекарств не давали"]);
    const { m } = await send("живот у неё стал очень твёрдый, сыпь не исчезает если прижать стакан");
    expect(m.content).toMatch(URGENT);
  });

  it("a sign said with a new fact after the advice is not lost in the recount", async () => {
    const send = await advised(["у меня болит живот с утра", "температура 37.2, рвоты нет", "хронических нет, ничего не пил"]);
    const { m } = await send("забыл сказать, мне 45 лет. и живот стал твёрдый");
    expect(m.content).toMatch(URGENT);
    expect(m.content).not.toContain("Тревожных признаков в рассказе нет");
  });
});

describe("review 15: answers of the documents and drafts not taken by this session's rules", () => {
  it("«нужно писать отчёт после командировки» asks a rule, it drafts no document", async () => {
    const { tools } = await (await freshChats({ tools: true }))("нужно писать отчёт после командировки");
    expect(tools).not.toContain("document_create");
  });

  it("«куда приходит мой расчётный листок, на почту?» is the documents', not the mailbox's", async () => {
    const { tools } = await (await freshChats({ docs: PROVIDER, tools: true }))("куда приходит мой расчётный листок, на почту?");
    expect(tools).not.toContain("mail_search");
  });

  it("«напиши характеристику на Петрова, что он ответственный» is no letter to «характеристику»", async () => {
    const { cards } = await (await freshChats({ tools: true }))("напиши характеристику на Петрова, что он ответственный и пунктуальный");
    expect(cards.map((c) => (c.result as { to?: string }).to ?? "").join(" ")).not.toContain("характеристику");
  });

  it("«тонер, 10 коробок…» added to a letter keeps «тонер»; «от имени Павла Сергеева» signs «Павел Сергеев»", async () => {
    const send = await sameChat({ tools: true });
    await send("нужно официальное письмо поставщику ООО «ПринтЛайн»: просим перенести поставку картриджей с 5 на 12 декабря из-за ремонта склада");
    await send("тонер, 10 коробок, тоже к 12 декабря");
    const { m } = await send("подпиши от имени Павла Сергеева. составь черновик");
    const body = ((m.meta.tools as { result: { kind?: string; body?: string } }[] | undefined) ?? []).find((c) => c.result.kind === "draft")?.result.body ?? "";
    expect(body).toContain("Тонер, 10 коробок");
    expect(body).toMatch(/Павел Сергеев$/);
  });
});

// Walk 15c: a building-materials chain's four documents (tests/fixtures/walk15c/docs), one a .txt typed with hard line breaks.
describe("a plain-text document typed with hard line breaks answers in whole sentences", () => {
  const store = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk15c/docs") });
  it("«какой срок возврата для участников программы СтройДвор Клуб» gets the 30 days, not «…срок»", async () => {
    const { answer } = await (await store())("какой срок возврата для участников программы СтройДвор Клуб");
    expect(answer.content).toMatch(/продлён до 30 дней[^[]*\[\d\]/);
  });

  it("«куда покупатель может оставить жалобу» keeps the phone and the address on the next line", async () => {
    const { answer } = await (await store())("куда покупатель может оставить жалобу");
    expect(answer.content).toContain("8-800-505-17-17");
    expect(answer.content).toContain("claims@stroydvor.ru");
  });
});

describe("an English letter's verb of saying opens what it tells", () => {
  const store = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk15c/docs"), tools: true });
  it("«Write an email to Andrey Shishkin saying that…» is addressed to Andrey Shishkin, not «Andrey Shishkin saying»", async () => {
    const { cards } = await (await store())("Write an email to Andrey Shishkin saying that rack row C was damaged");
    const r = cards[0]?.result as { to?: string; body?: string } | undefined;
    expect(r?.to ?? "").not.toContain("saying");
    expect(r?.body ?? "").toContain("Rack row C was damaged");
  });

  it("«Write a letter to Dmitry Valiev asking him to…» drafts a letter, it searches no mail", async () => {
    const { tools } = await (await store())("Write a letter to Dmitry Valiev asking him to run the repeat safety briefing on Friday");
    expect(tools).toEqual(["mail_reply_draft"]);
  });
});

describe("a sum of fractions is said as a fraction too", () => {
  it("«сколько будет 1/3 + 1/4?» in a fractions lesson answers 7/12", async () => {
    const send = await sameChat({ tools: true });
    await send("объясни дроби, я забыл как их складывать");
    const { m } = await send("сколько будет 1/3 + 1/4?");
    expect(m.content).toContain("7/12");
  });

  it("«посчитай 1500*3 + 200» stays a plain number", async () => {
    const { answer } = await (await freshChats({ tools: true }))("посчитай 1500*3 + 200");
    expect(answer.content).toMatch(/4\s700/u);
    expect(answer.content).not.toContain("/");
  });
});

// Walk 15d: a child's breathing signs after the advice; a letter's instructions said in a sentence of their own.
describe("walk 15d: breathing that cannot wait, and what is said of a letter", () => {
  it("«дышит очень часто, губы синеватые, кожа между рёбрами западает» after the advice calls the ambulance", async () => {
    const send = await sameChat({ tools: true });
    await send("Дочке полтора года, третий день сопли и кашляет, как ей помочь?");
    await send("Температура 37,4, рвоты и сыпи нет, дышит нормально.");
    await send("Хронических болезней нет, аллергии нет, лекарств не давали.");
    const { m } = await send("Сейчас глянула ещё раз: дышит очень часто, губы синеватые, а при вдохе кожа между рёбрами западает.");
    expect(m.content).toMatch(/не ждите[^.]*скорую/i);
  });

  it("«Добавь, что…», «Тон вежливый, но твёрдый», «подпись от имени Анны Кравцовой…» shape the letter, not its text", async () => {
    const send = await sameChat({ tools: true });
    await send("Составь деловое письмо поставщику ООО «ТехноСнаб»: просим ускорить поставку по договору № 14, она задерживается на две недели");
    const { m } = await send("Добавь, что трое новых сотрудников выходят 15 декабря и останутся без техники. Тон вежливый, но твёрдый, подпись от имени Анны Кравцовой, руководителя отдела закупок. Покажи черновик.");
    const body = ((m.meta.tools as { result: { kind?: string; body?: string } }[] | undefined) ?? []).find((c) => c.result.kind === "draft")?.result.body ?? "";
    expect(body).toContain("Трое новых сотрудников выходят 15 декабря");
    expect(body).not.toMatch(/добавь|тон вежливый|но твёрдый|покажи черновик/i);
    expect(body).toMatch(/С уважением,\nАнна Кравцова, руководитель отдела закупок$/);
  });
});

describe("a question the router took for small talk", () => {
  it("«Когда у нас индексируют зарплаты?» gets the documents' refusal, not the introduction", async () => {
    const { answer } = await (await freshChats({ tools: true }))("Когда у нас индексируют зарплаты?");
    expect(answer.content).not.toContain("Я ассистент компании");
    expect(answer.content).toMatch(/нет ответа|нет точного ответа/);
  });
});

describe("a letter asked for with its signature at the end (the final walk on a fresh clone)", () => {
  it("«напиши письмо в бухгалтерию: прошу…. подпись — Ольга Ким» closes with the signature, not «подпись» in the text", async () => {
    const { cards } = await (await freshChats({ tools: true }))("напиши письмо в бухгалтерию: прошу перенести сдачу авансового отчёта на понедельник. подпись — Ольга Ким");
    const r = cards[0]?.result as { body?: string; title?: string } | undefined;
    expect(r?.body ?? "").toMatch(/С уважением,\nОльга Ким$/);
    expect(`${r?.body} ${r?.title}`).not.toMatch(/подпись/i);
  });
});

describe("«на неделе» is this week (the last walk on a fresh clone)", () => {
  it("«что у меня в календаре на неделе?» lists this week's events, not half a year's", async () => {
    const { cards } = await (await freshChats({ tools: true }))("что у меня в календаре на неделе?");
    const r = cards.find((c) => c.tool === "calendar_search")?.result as { from?: string; to?: string } | undefined;
    expect(r?.from).toBeDefined();
    const days = (Date.parse(r!.to!) - Date.parse(r!.from!)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(7);
  });
});

// The last walk on a fresh clone, left open: the samples hold no sick-leave rule, and «на работе» met «работать из дома».
describe("a question the samples do not answer", () => {
  // «на работе» is where every company document is about (deixis.ts): the message is about falling ill, which they do not hold.
  it("«если я приболела, кому сообщить на работе?» is refused naming HR, not answered with the remote-work rule", async () => {
    const { answer } = await (await samples())("если я приболела, кому сообщить на работе?");
    expect(answer.content).not.toContain("из дома");
    expect(answer.content).toContain("hr@severveter.ru");
  });
});
