import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 17: the walkers' defects, typed as the browser sends them. Walk 17a: a machine-building plant's own six
// documents (one in English); walk 17b: a working day on the samples with mail, calendar, drafts and skills.
const PLANT = resolve(import.meta.dir, "../fixtures/walk17a/docs");

type Sent = Awaited<ReturnType<Awaited<ReturnType<typeof sameChat>>>>;
const cardsOf = (r: Sent) => (r.m.meta.tools as { tool: string; result: Record<string, unknown> }[] | undefined) ?? [];
const eventsOf = (r: Sent) => (cardsOf(r).find((c) => c.tool === "calendar_search")?.result.events as { title: string; start: string }[] | undefined) ?? null;

describe("a follow-up after the calendar stays in the calendar", () => {
  // The sample calendar holds the first weeks of December 2026: the day is pinned to one of them (a Wednesday).
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());

  it("«а в пятницу?» after «что у меня завтра?» lists Friday's events, not the handbook's shorter Friday", async () => {
    const send = await sameChat({ tools: true });
    await send("что у меня завтра?");
    const r = await send("а в пятницу?");
    const events = eventsOf(r);
    expect(events).not.toBeNull();
    expect(events!.every((e) => e.start.startsWith("2026-12-04"))).toBe(true);
    expect(r.m.content).not.toContain("рабочий день короче");
  });

  it("«а во вторник после обеда?» and «а в четверг утром?» after more calendar follow-ups are the calendar's", async () => {
    const send = await sameChat({ tools: true });
    await send("что у меня завтра?");
    await send("а в пятницу?");
    const tuesday = await send("а во вторник после обеда?");
    expect(eventsOf(tuesday)).not.toBeNull();
    expect(tuesday.m.content).not.toContain("В документах");
    const thursday = await send("а в четверг утром?");
    expect(eventsOf(thursday)).not.toBeNull();
  });

  it("in English, «anything on Thursday morning?» and «what about next week?» after the calendar are the calendar's", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("What do I have tomorrow?");
    const thursday = await send("anything on Thursday morning?");
    expect(eventsOf(thursday)).not.toBeNull();
    const next = await send("what about next week?");
    const events = eventsOf(next);
    expect(events).not.toBeNull();
    expect(events!.every((e) => e.start >= "2026-12-07" && e.start < "2026-12-14")).toBe(true);
  });
});

// Walk 17c: «что у меня послезавтра?» was refused, «а на след неделе» repeated Friday, «а 14-го?» showed tomorrow or a leave rule.
describe("the calendar reads «послезавтра», «след. неделя» and a bare day of the month", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  const days = (r: Sent) => [...new Set((eventsOf(r) ?? []).map((e) => e.start.slice(0, 10)))];

  it("«что у меня послезавтра?» and «what do I have the day after tomorrow?» list Friday the 4th", async () => {
    const ru = await (await sameChat({ tools: true }))("что у меня послезавтра?");
    expect(days(ru)).toEqual(["2026-12-04"]);
    const en = await (await sameChat({ tools: true, lang: "en" }))("what do I have the day after tomorrow?");
    expect(days(en)).toEqual(["2026-12-04"]);
  });

  it("«а на след неделе» and «а 14-го?» after the calendar list next week and the 14th", async () => {
    const send = await sameChat({ tools: true });
    await send("что у меня завтра?");
    const next = await send("а на след неделе");
    expect(days(next).length).toBeGreaterThan(0);
    expect(days(next).every((d) => d >= "2026-12-07" && d <= "2026-12-13")).toBe(true);
    const fourteenth = await send("а 14-го?");
    expect(days(fourteenth)).toEqual(["2026-12-14"]);
  });
});

describe("a question about what someone sent asks the mailbox", () => {
  const mailOf = (r: Sent) => cardsOf(r).find((c) => c.tool === "mail_search");

  it("«есть что-нибудь от бухгалтерии?» after a mail card lists the accounting department's letter, not the expenses rule", async () => {
    const send = await sameChat({ tools: true });
    await send("покажи письма от Игоря Петрова");
    const r = await send("есть что-нибудь от бухгалтерии?");
    expect(mailOf(r)).toBeDefined();
    expect(r.m.content).not.toContain("Авансовый отчёт");
    const maria = await send("а от Марии?");
    expect(mailOf(maria)).toBeDefined();
  });

  // Walk 17c: in other words these went to the documents.
  it("«бухгалтерия мне что-нибудь присылала?», «did accounting send me anything?», «what did Igor Petrov send me?» search the mail", async () => {
    for (const [q, lang] of [["бухгалтерия мне что-нибудь присылала?", undefined], ["did accounting send me anything?", "en"], ["what did Igor Petrov send me?", "en"]] as const) {
      const send = await sameChat({ tools: true, ...(lang ? { lang } : {}) });
      expect(mailOf(await send(q))).toBeDefined();
    }
  });

  it("«что пишет Мария?» and «anything from Igor?» search the mail", async () => {
    const ru = await sameChat({ tools: true });
    expect(mailOf(await ru("что пишет Мария?"))).toBeDefined();
    const en = await sameChat({ tools: true, lang: "en" });
    expect(mailOf(await en("anything from Igor?"))).toBeDefined();
  });
});

describe("what is not about letters keeps away from the mailbox", () => {
  it("«есть что-то от головной боли в аптечке офиса?» is no mail search", async () => {
    const r = await (await freshChats({ tools: true }))("есть что-то от головной боли в аптечке офиса?");
    expect(r.tools).not.toContain("mail_search");
  });
});

// Walk 17a: «Я простыл и завтра не выйду, что мне делать?» entered the health interview and kept the next company questions in it.
describe("missing work through illness is a question for the company's rules", () => {
  const plant = () => freshChats({ docs: PLANT });

  it("«Я простыл и завтра не выйду, что мне делать?» answers from the sick-leave rules, not the health interview", async () => {
    const r = await (await plant())("Я простыл и завтра не выйду, что мне делать?");
    expect(r.skill).toBeNull();
    expect(String(r.d.tool_ids)).toBe("|search_documents|");
    expect(r.answer.content).not.toMatch(/С какого дня/);
  });

  it("in English, «I'm sick and can't come to work tomorrow, what should I do?» is the company's rules too", async () => {
    const r = await (await freshChats({ docs: PLANT, lang: "en" }))("I'm sick and can't come to work tomorrow, what should I do?");
    expect(r.skill).toBeNull();
  });

  it("a sign that cannot wait still gets the call for help", async () => {
    const r = await (await plant())("я не выйду завтра, у меня сильная боль в груди и тяжело дышать, что делать?");
    expect(r.answer.content).toMatch(/103|112/);
  });

  it("one's own cold without missing work still enters the health skill", async () => {
    const r = await (await plant())("я простыл, болит горло, что делать?");
    expect(r.skill).toBe("health");
  });
});

// Walk 17a: with the samples removed, «What number do I call…?» got «Please specify: My page stats / Ad revenue / Site traffic».
describe("a phone number asked in English is a contact the documents give", () => {
  const plantEn = () => freshChats({ docs: PLANT, lang: "en" });

  it("«What number do I call for the plant medical station in case of injury?» answers from the safety rules", async () => {
    const r = await (await plantEn())("What number do I call for the plant medical station in case of injury?");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).not.toMatch(/page stats|Ad revenue/i);
    // A contact of the company is named (the Russian rule's safety engineer is not found from the English words).
    expect(r.answer.content).toMatch(/@uralstanok\.ru/);
  });

  // Cross-language retrieval: the Russian rule «вызвать здравпункт завода по тел. 03 (внутренний) или 112» is not found
  // for the English words by the weight-free embedder.
  it.todo("answers it with «03» or «112» from the Russian safety rules");

  it("«What is the IT helpdesk phone number?» gives the helpdesk's number", async () => {
    const r = await (await plantEn())("What is the IT helpdesk phone number?");
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("55-55");
  });
});

// Walk 17a: «Сколько дней отпуска мне положено?» was answered with the two «14 календарных дней» rules (a part of the leave,
// the notice to move it) and never said 28.
describe("a figure asked for is the one said of the thing asked about", () => {
  it("«Сколько дней отпуска мне положено?» answers 28 days", async () => {
    const r = await (await freshChats({ docs: PLANT }))("Сколько дней отпуска мне положено?");
    expect(r.answer.content).toContain("28 календарных дней");
  });
});

// Walk 17a: «какие документы у тебя есть?» was answered with a sentence about lodging, «list all documents you have» refused.
describe("the assistant names the documents it answers from", () => {
  it("«какие документы у тебя есть?» and «list all documents you have» list the company's documents", async () => {
    const ru = await (await freshChats({ docs: PLANT }))("какие документы у тебя есть?");
    expect(ru.answer.content).toContain("okhrana-truda.txt");
    const en = await (await freshChats({ docs: PLANT, lang: "en" }))("list all documents you have");
    expect(en.answer.content).toContain("contractors-policy-en.md");
  });
});

// Walk 17b: a daily target asked with the body's figures went to the calorie counter («Не знаю «мужчина год», «см»»).
describe("a daily calorie target is the nutrition skill's", () => {
  it("«рассчитай норму калорий: мужчина 41 год, 182 см, 90 кг, сидячая работа, хочу похудеть» enters nutrition", async () => {
    const r = await (await freshChats())("рассчитай норму калорий: мужчина 41 год, 182 см, 90 кг, сидячая работа, хочу похудеть");
    expect(r.skill).toBe("nutrition");
    expect(r.answer.content).not.toContain("Не знаю");
  });

  // Walk 17c: in other words the target still went to the counter («Не знаю «года», «рост», «вешу»»).
  it("«рассчитай мою норму калорий: мужчина 41 год, 182 см, 90 кг, работа сидячая» and «сколько мне надо есть калорий в день? …вешу 72…» enter nutrition", async () => {
    const ask = await freshChats();
    for (const q of ["рассчитай мою норму калорий: мужчина 41 год, 182 см, 90 кг, работа сидячая", "сколько мне надо есть калорий в день? я женщина, 34 года, рост 165, вешу 72, сижу в офисе за компом"]) {
      const r = await ask(q);
      expect(r.skill).toBe("nutrition");
    }
  });

  it("«give me a daily calorie target: male, 41, 182 cm, 90 kg, desk job» enters nutrition; a lunch's calories stay the counter's", async () => {
    const en = await (await freshChats({ lang: "en" }))("give me a daily calorie target: male, 41, 182 cm, 90 kg, desk job, want to lose weight");
    expect(en.skill).toBe("nutrition");
    const lunch = await (await freshChats())("посчитай калории: борщ 300 г и котлета");
    expect(lunch.skill).toBe("calories");
  });
});

// Walk 17a: refusals named the head of IT for a wedding allowance and the safety engineer for the canteen.
describe("a refusal with no topic in the documents names the staff contact", () => {
  it("«Положена ли мне материальная помощь на свадьбу?» names the HR specialist, not the head of IT", async () => {
    const r = await (await freshChats({ docs: PLANT }))("Положена ли мне материальная помощь на свадьбу?");
    expect(r.answer.content).toContain("sokolova.iv@uralstanok.ru");
  });
});

// Walk 17a: «кто у нас инженер по охране труда и его телефон?» quoted «…тел. 33-07…» as «не ответ»: «телефон» was missing.
describe("a phone written short answers a question for the phone", () => {
  it("«кто у нас инженер по охране труда и его телефон?» is answered with the engineer and 33-07", async () => {
    const r = await (await freshChats({ docs: PLANT }))("кто у нас инженер по охране труда и его телефон?");
    expect(r.answer.content).toContain("33-07");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });
});

// Walk 17c: signs said in everyday words in a later reply got «Тревожных признаков нет… терапевту в 1–2 дня».
describe("signs that cannot wait, said in everyday words in a later reply, get the call for help", () => {
  const story = async (...replies: string[]) => {
    const send = await sameChat();
    let last: Sent | null = null;
    for (const r of replies) last = await send(r);
    return last!.m.content;
  };

  it("«правая рука как ватная и слова путаются» (a stroke's arm and speech) calls 103/112", async () => {
    const said = await story("с утра болит голова, что делать?", "температуры нет", "правая рука как ватная и слова путаются");
    expect(said).toMatch(/103|112/);
    expect(said).not.toContain("Тревожных признаков в рассказе нет");
  });

  it("«стул чёрный, как дёготь» (bleeding in the gut) calls 103/112", async () => {
    const said = await story("второй день болит живот, что делать?", "температуры нет", "стул чёрный, как дёготь");
    expect(said).toMatch(/103|112/);
    expect(said).not.toContain("Тревожных признаков в рассказе нет");
  });
});

// Walk 17c: saying one is ill and will miss work got the assistant's self-introduction.
describe("saying one will miss work through illness is no small talk", () => {
  it("«я расклеился, завтра на работу не выйду», «заболела, завтра меня не будет — что нужно сделать?», «приболел, завтра возьму больничный. кого предупредить?» get the documents' answer or refusal naming whom to ask", async () => {
    const ask = await freshChats();
    for (const q of ["я расклеился, завтра на работу не выйду", "заболела, завтра меня не будет — что нужно сделать?", "приболел, завтра возьму больничный. кого предупредить?"]) {
      const r = await ask(q);
      expect(r.answer.content).not.toContain("Я ассистент компании");
      expect(r.answer.content).toMatch(/@|\[1\]/);
    }
  });
});

// Walk 17c: «а можешь раскидать это по разделам — …?» after the minutes got «По методике «Протокол совещания»: попросить
// заметки… найти событие в календаре…» — the method read out.
describe("a question after a skill's result is never answered with its method's steps", () => {
  it("«а можешь раскидать это по разделам — дата, повестка, решения, кто что делает и к какому сроку?» gets no method step", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги оформить протокол совещания: были я, Ольга Кузнецова и Игорь Петров, обсуждали поставки картриджей. решили: Игорь пришлёт новый прайс до пятницы, я до 10 декабря согласую объёмы с бухгалтерией");
    const r = await send("а можешь раскидать это по разделам — дата, повестка, решения, кто что делает и к какому сроку?");
    expect(r.m.content).not.toContain("По методике");
    expect(r.m.content).not.toMatch(/попросить заметки|найти событие/);
  });
});

// Walk 17c: «не, всё норм» to the question about injuries was kept as a limitation («С ограничениями (не, всё норм)…»).
describe("«не, всё норм» to the fitness skill's question about injuries is none", () => {
  it("the plan has no limitation and no advice to show it to a doctor for one", async () => {
    const send = await sameChat();
    for (const m of ["хочу подкачать спину и плечи, дома есть только гантели и турник, составь программу на неделю", "ну массу набрать", "раза 3 в неделю по часу, опыт есть, год занимался"]) await send(m);
    const r = await send("не, всё норм");
    expect(r.m.content).not.toContain("всё норм");
  });
});
