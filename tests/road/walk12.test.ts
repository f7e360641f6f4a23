import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { companyChat, everyday, freshChats, sameChat } from "./helpers.ts";

// Session 12: the lead's own phrasings over a boiler-repair firm's rules (tests/fixtures/walk12/forms).
const firm = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12/forms") });

describe("a verb in -авать meets its present forms", () => {
  it("«куда сдавать наличные?» finds «Наличные сдаются в кассу офиса (комн. 7)»", async () => {
    const { answer } = await (await firm())("куда сдавать наличные?");
    expect(answer.content).toMatch(/комн\. 7[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });

  it("«когда подавать заявление на отпуск?» finds «подаётся не позднее чем за 10 календарных дней»", async () => {
    const { answer } = await (await firm())("когда подавать заявление на отпуск?");
    expect(answer.content).toMatch(/10 календарных дней[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });
});

// Walk 12a: a software firm's own documents, uploaded after «Удалить примеры» (no catalogue, no mailbox).
const syntagma = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12a/docs") });

describe("a question about what the company pays or allows is the documents', whatever tool its nouns suggest", () => {
  it("«хочу купить себе монитор домой, компания компенсирует?» is answered from the documents on monitors, not an empty product search", async () => {
    const { answer, tools } = await (await syntagma())("хочу купить себе монитор домой, компания компенсирует?");
    expect(tools).not.toContain("product_search");
    // The documents' answer, cited; which of the two passages on monitors leads is the sentence choice's (README: open gaps).
    expect(answer.content).toMatch(/монитор[^[]*\[\d\]/);
  });

  // «за счёт компании» is a preposition of who pays (Ожегов), what the rule says as «Не компенсируются: ноутбуки…»; read as
  // the account («счёт или акт») it had made the invoice sentence the answer (failing from session 23 to 25).
  it("«а ноут можно купить за счёт компании?» is answered from the expense rules, not an empty product search", async () => {
    const { answer, tools } = await (await syntagma())("а ноут можно купить за счёт компании?");
    expect(tools).not.toContain("product_search");
    expect(answer.content).toMatch(/\[\d\]/);
  });

  it("«мне пришло письмо от директора срочно купить подарочные карты, это норм?» gets the signs of phishing, not a mail search", async () => {
    const { answer, tools } = await (await syntagma())("мне пришло письмо от директора срочно купить подарочные карты, это норм?");
    expect(tools).not.toContain("mail_search");
    expect(answer.content).toMatch(/подарочные карты[^[]*\[\d\]/);
  });
});

describe("a situation told at length goes to the job it describes, not to a tool its figures suggest", () => {
  it("a delivery short of two fridges with a dented door reaches the acceptance-discrepancy job, not site metrics", async () => {
    const send = await companyChat("retail");
    const { tools, skill, outcome, answer } = await send("Машина от Атланта пришла, по накладной 20 холодильников, выгрузили 18, и у одного дверь помята. Водитель торопится уехать, что делать?");
    expect(tools).not.toContain("site_metrics");
    const offered = outcome === "clarify" ? (answer.meta.clarify as { options: { value: string }[] }).options.map((o) => o.value) : [skill];
    expect(offered).toContain("supply-acceptance-discrepancy");
  });
});

describe("a refusal names the department whose topic it is", () => {
  it("a leave question names HR, not the accounting address written beside «расчёт отпускных»", async () => {
    const { answer } = await (await syntagma())("а можно разбить отпуск на несколько кусков?");
    if (!/\[\d\]/.test(answer.content)) expect(answer.content).toContain("hr@syntagma.ru");
    expect(answer.content).not.toContain("buh@syntagma.ru");
  });

  it("a production incident names operations (sre@), not IT support or the office manager", async () => {
    const send = await syntagma();
    for (const q of ["прод лёг полностью, за сколько я должен отреагировать?", "нужно ли писать постмортем после SEV3?"]) {
      const { answer } = await send(q);
      if (!/\[\d\]/.test(answer.content)) expect(answer.content).toContain("sre@syntagma.ru");
      expect(answer.content).not.toMatch(/office@|it@|hr@/);
    }
  });
});

// Walk 12b: an employee over the sample documents with the tools' sample data.
describe("words about the speaker are not what a tool looks for", () => {
  it("«слушай, а найди письмо от бухгалтерии» finds the accounting letter as the plain request does", async () => {
    const { cards } = await (await everyday())("слушай, а найди письмо от бухгалтерии");
    expect((cards[0].result as { total: number }).total).toBeGreaterThan(0);
  });

  it("«покажи мои встречи на завтра, мне надо отпроситься» lists tomorrow's meetings; the reason is not a search word", async () => {
    // Compared with the same request without the reason, not with a count: which day «завтра» is moves with the clock
    // (after 21:00 UTC it is already the day after in Moscow, where the sample calendar holds nothing on a Saturday).
    const ask = await everyday();
    const { cards, d } = await ask("покажи мои встречи на завтра, мне надо отпроситься");
    expect(JSON.stringify(d.tools)).not.toContain("отпрос");
    const plain = (await ask("покажи мои встречи на завтра")).cards;
    expect(cards[0]!.tool).toBe("calendar_search");
    expect(cards[0]!.result).toEqual(plain[0]!.result);
  });
});

describe("keeping up the talk is answered in kind, never with a tool", () => {
  it("«как настроение?» runs no metrics tool and gets the introduction", async () => {
    const { tools, answer } = await (await everyday())("как настроение?");
    expect(tools).toEqual([]);
    expect(answer.content).toContain("Я ассистент компании");
  });

  it("«ок, понял» gets one line, «хорошего вечера!» a goodbye, neither the introduction nor «свободную беседу я не веду»", async () => {
    const send = await everyday();
    const ack = (await send("ок, понял")).answer.content;
    const bye = (await send("хорошего вечера!")).answer.content;
    for (const t of [ack, bye]) expect(t).not.toMatch(/Я ассистент компании|свободную беседу/);
    expect(bye).toContain("До встречи");
  });
});

describe("the sample company is one company", () => {
  it("a letter to HR goes to the address the handbook gives (hr@severveter.ru), not another company's", async () => {
    const { cards } = await (await everyday())("напиши письмо в отдел кадров, что завтра работаю из дома");
    expect(JSON.stringify(cards)).toContain("hr@severveter.ru");
  });
});

describe("«кто отвечает за…» asks whom, not for the things named", () => {
  it("«кто отвечает за ноутбуки?» names IT support from the handbook, not five laptops from the catalogue", async () => {
    const { tools, answer } = await (await everyday())("кто отвечает за ноутбуки?");
    expect(tools).not.toContain("product_search");
    expect(answer.content).toContain("it@severveter.ru");
  });
});

describe("losing weight is a goal both training and eating serve", () => {
  it("«хочу к лету похудеть и подтянуться, с чего начать заниматься?» and «…заниматься спортом?» enter fitness; «что есть, чтобы похудеть» nutrition", async () => {
    const send = await everyday();
    expect((await send("хочу к лету похудеть и подтянуться, с чего начать заниматься?")).skill).toBe("fitness");
    expect((await send("хочу похудеть, с чего начать заниматься спортом?")).skill).toBe("fitness");
    expect((await send("что есть, чтобы похудеть")).skill).toBe("nutrition");
  });
});

// Walk 12c: a logistics firm's own documents, the drivers' rules printed to PDF.
const transvolga = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12c/docs") });

describe("a penalty table in a PDF answers with its own row", () => {
  it("«что будет если превысил скорость на 30» gets the «более чем на 20 км/ч» row (50 %), never the rest-time row's 30 %", async () => {
    const { answer } = await (await transvolga())("что будет если превысил скорость на 30");
    expect(answer.content).toMatch(/более чем на 20 км\/ч[^[]*50 %[^[]*\[\d\]/);
    expect(answer.content).not.toContain("30 %");
  });
});

describe("a letter to a department is addressed as the documents give it", () => {
  it("«напиши письмо в отдел кадров…» with no mailbox goes to the HR address in the HR memo, not «адрес не нашёл»", async () => {
    const { cards } = await (await transvolga())("напиши письмо в отдел кадров, что я заболел и завтра не выйду");
    expect((cards[0].result as { to: string }).to).toContain("ok@transvolga.ru");
  });
});

describe("a sum said in words is computed", () => {
  it("«сколько будет 2500 умножить на 6» answers «= 15 000», not a cited sick-pay sentence", async () => {
    const { answer } = await (await transvolga())("сколько будет 2500 умножить на 6");
    expect(answer.content.replace(/\s/g, " ")).toContain("= 15 000");
    expect(answer.content).not.toMatch(/\[\d\]/);
  });
});

describe("with no mailbox or catalogue to search, a statement or question is the documents'", () => {
  it("«пришло странное письмо просят ввести пароль» gets the rule on suspicious letters, not only «0 letters»", async () => {
    const { answer } = await (await transvolga())("пришло странное письмо просят ввести пароль");
    expect(answer.content).toMatch(/Подозрительные письма[^[]*\[\d\]/);
  });

  it("a command («найди письмо от бухгалтерии») keeps its empty result and asks the documents nothing", async () => {
    const { answer } = await (await transvolga())("найди письмо от бухгалтерии");
    // Session 16: with no mailbox at all, the empty result says so («…пока нет ни одного письма»).
    expect(answer.content).toContain("нет ни одного письма");
    expect(answer.content).not.toMatch(/\[\d\]/);
  });
});

describe("a new question in the same chat is not answered with the previous answer again", () => {
  it("«какой пароль должен быть» after «забыл пароль от почты» gets the password rules (12 characters), not the forgotten-password line", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk12c/docs") });
    await send("забыл пароль от почты");
    const { m } = await send("какой пароль должен быть");
    expect(m.content).toMatch(/не менее 12 символов[^[]*\[\d\]/);
  });
});

describe("a skill does not ask for what the first message handed over", () => {
  it("meeting notes given after a colon are not asked for again, and the method is told without an order to the assistant", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("вот заметки со встречи: Иванов — смета до пятницы, Петрова — договор, решили перенести запуск на март. оформи протокол");
    expect(m.content).not.toContain("Пришлите");
    expect(m.content).toContain("Иванов — смета до пятницы");
    expect(m.content).not.toMatch(/(?<![\p{L}])(?:пометь|выпиши|выдели)(?![\p{L}])/u);
  });
});

describe("who is asking is context, also when said as a sentence of its own", () => {
  it("«Здравствуйте, я новый водитель. Сколько часов в день можно рулить?» answers 9 hours, not «про «новый» ничего не сказано»", async () => {
    const { answer } = await (await transvolga())("Здравствуйте, я новый водитель. Сколько часов в день можно рулить?");
    expect(answer.content).toMatch(/9 часов[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });
});

describe("«кому звонить» asks whom, and its verb is no subject the answer must hold", () => {
  it("«кому звонить по расчётному листку?» names the payroll office (zp@), also asked inside the health skill", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk12c/docs") });
    await send("у меня температура 38 и кашель");
    const { m } = await send("кому звонить по расчётному листку?");
    expect(m.content).toMatch(/zp@transvolga\.ru[^[]*\[\d\]/);
  });
});

describe("a question how to act gets the procedure's steps, in order", () => {
  it("«я попал в дтп что делать» lists the numbered steps of «Действия при ДТП», not only the medical check", async () => {
    const { answer } = await (await transvolga())("я попал в дтп что делать");
    const text = answer.content;
    expect(text).toMatch(/1\. Немедленно остановиться[^[]*\[\d\]/);
    expect(text.indexOf("Сообщить диспетчеру в течение 15 минут")).toBeGreaterThan(text.indexOf("Выставить знак аварийной остановки"));
  });
});

describe("a permission asked after how one feels is asked about, not taken for symptoms", () => {
  it("«я заболел, можно поработать из дома?» is answered with the remote-work rule: the illness is the situation, the permission the question", async () => {
    // Session 13: «заболел», held by no document, is what happened, not what is asked; «поработать» is «работать».
    const send = await sameChat({ tools: true });
    const { m } = await send("я заболел, можно поработать из дома?");
    expect(m.content).toMatch(/работать из дома до двух дней[^[]*\[\d\]/);
    expect(send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId)).toEqual({ skill: null });
  });

  it("«у меня болит голова, что делать?» still enters the health skill", async () => {
    expect((await (await everyday())("у меня болит голова, что делать?")).skill).toBe("health");
  });
});

describe("«когда» is answered by a moment, not by a length of time", () => {
  it("«когда у нас зарплата?» is not answered with «…до 5 календарных дней без сохранения зарплаты»", async () => {
    const { answer } = await (await syntagma())("когда у нас зарплата?");
    expect(answer.content).not.toMatch(/без сохранения зарплаты[^«»]*\[\d\]/);
  });
});
