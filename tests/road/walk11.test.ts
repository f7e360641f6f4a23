import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { companyChat, freshChats } from "./helpers.ts";

// Session 11: the lead's own phrasings of situations a retail chain's staff type, over its company skills.

describe("a long situation is not a search for the things it mentions", () => {
  it("a delivery story that asks where to start asks which job is meant, not a product search", async () => {
    const send = await companyChat("retail");
    const { outcome, tools, answer } = await send("Поставщик привёз товар, половину коробок помяли, часть партии надо сразу перекинуть в магазин на Профсоюзной. Что делать сначала?");
    expect(tools).not.toContain("product_search");
    expect(outcome).toBe("clarify");
    expect((answer.meta.clarify as { options: { value: string }[] }).options.map((o) => o.value)).toContain("supply-acceptance-discrepancy");
  });

  it("a short search for letters still searches the mail", async () => {
    const send = await companyChat("retail");
    expect((await send("найди письмо от поставщика Атлант про накладную")).tools).toContain("mail_search");
  });
});

// The first tester's own firm (an accounting and audit office): five documents uploaded as an admin, one .docx.
const firm = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11a/docs"), tools: true });

describe("a security incident told as a statement reaches the rules for it", () => {
  it("«у меня украли ноутбук в метро» shows the rule on a stolen laptop (whom to tell within the hour), not a product search", async () => {
    const send = await firm();
    const { tools, answer } = await send("у меня украли ноутбук в метро");
    expect(tools).not.toContain("product_search");
    // «в метро» is not in the documents: the rule is shown as possibly related, which is honest.
    expect(answer.content).toContain("1 часа");
  });

  it("«кажется мою почту взломали» reaches the documents, not a mail search", async () => {
    const send = await firm();
    const { tools, d } = await send("кажется мою почту взломали");
    expect(tools).not.toContain("mail_search");
    expect(JSON.parse(String(d.tools))[0].name).toBe("search_documents");
  });

  // Open: the sentence with «взлом» sits in the third fragment; «Почта»'s heading and rank win the choice. Giving the
  // thing asked about a bonus in the choice answered it but asserted more unanswerable questions on three sets.
  it.todo("«кажется мою почту взломали» says to tell the security service");

  it("«пришло странное письмо, похоже на фишинг» gives the address to forward it to", async () => {
    const send = await firm();
    const { tools, answer } = await send("пришло странное письмо, похоже на фишинг");
    expect(tools).not.toContain("mail_search");
    expect(answer.content).toContain("phishing@balans-audit.ru");
  });
});

describe("a refusal names the contact of the question's own topic", () => {
  // Each of the firm's documents ends with its own contact line (accounting, IT, HR, security).
  it("a travel-class question the documents leave open names accounting, not HR", async () => {
    const send = await firm();
    const { answer } = await send("на сапсане можно в бизнес-классе?");
    if (/нет ответа|нет точного/.test(answer.content)) expect(answer.content).toContain("buh@balans-audit.ru");
  });

  it("a question about installing an app on the work laptop names IT", async () => {
    const send = await firm();
    const { answer } = await send("можно поставить себе телеграм на ноут?");
    expect(answer.content).toMatch(/it@balans-audit\.ru/);
  });

  it("a question about cameras in the office the documents do not hold names the office's own contact, not a guess", async () => {
    const send = await firm();
    const { answer } = await send("есть ли в офисе видеонаблюдение?");
    expect(answer.content).not.toMatch(/\[1\]/);
    expect(answer.content).toMatch(/@balans-audit\.ru/);
  });
});

describe("everyday wording of the first tester", () => {
  // The client-lunch limit («обед с клиентом … 5 000 рублей») still shows beside it: it holds «обед» itself, and a
  // larger bonus for the clock time asked for cost leave-one-out refusals on two sets.
  it("«обед во сколько?» asks the lunch break's clock time", async () => {
    const send = await firm();
    const { answer } = await send("обед во сколько?");
    expect(answer.content).toMatch(/13:00[^[]*\[\d\]/);
  });

  it("«во скока начинается рабочий день» reads the spoken «скока» as «сколько»", async () => {
    const send = await firm();
    expect((await send("во скока начинается рабочий день")).answer.content).toContain("9:30");
  });

  it("«когда отпускные приходят» gives the vacation-pay rule among the leave rules", async () => {
    const send = await firm();
    expect((await send("когда отпускные приходят")).answer.content).toMatch(/Отпускные перечисляются[^[]*\[\d\]/);
  });

  it("«привет! как дела?», «как ты?», «Ты кто?» get the introduction, not a rule about clients' affairs or a refusal", async () => {
    const send = await firm();
    for (const text of ["привет! как дела?", "как ты?", "Ты кто?"]) {
      const { answer } = await send(text);
      expect(answer.content).not.toMatch(/\[\d\]|нет ответа/);
      expect(answer.content).toContain("ассистент");
    }
  });

  it("«как дела у клиента Иванова?» is still asked of the documents", async () => {
    const send = await firm();
    expect((await send("как дела у клиента Иванова?")).answer.content).not.toContain("Я ассистент");
  });
});

describe("the second tester's everyday messages over the sample documents", () => {
  it("«Не работает VPN, сколько ждать?» reads the wait as a length of time: 30 minutes, 4 hours", async () => {
    const send = await freshChats();
    const { answer } = await send("Не работает VPN, сколько ждать?");
    expect(answer.content).toMatch(/4 час[а-я]*[^[]*\[\d\]/);
  });

  it("«Понятно» and «ок» are acknowledged in a line, not with the whole introduction", async () => {
    const send = await freshChats();
    for (const t of ["Понятно", "ок"]) {
      const { answer } = await send(t);
      expect(answer.content.length).toBeLessThan(80);
      expect(answer.content).not.toMatch(/нет ответа/);
    }
  });
});

describe("a yes/no question about the company's own rule", () => {
  it("«компенсирует ли компания курсы повышения квалификации?» is refused naming HR, not turned into a training plan", async () => {
    const send = await firm();
    const { answer, skill } = await send("компенсирует ли компания курсы повышения квалификации?");
    expect(skill).toBeNull();
    expect(answer.content).toMatch(/нет ответа/);
    expect(answer.content).toContain("hr@balans-audit.ru");
  });
});

describe("a bare request for help with a thing", () => {
  it("«Помоги с письмом» asks what to do with the letter, offering the letter-writing skill and the search", async () => {
    const send = await freshChats({ tools: true });
    const { outcome, answer } = await send("Помоги с письмом");
    expect(outcome).toBe("clarify");
    const values = (answer.meta.clarify as { options: { value: string }[] }).options.map((o) => o.value);
    expect(values).toContain("mail_search");
    expect(values).toContain("business-letter");
  });

  it("«найди письмо» still searches", async () => {
    const send = await freshChats({ tools: true });
    expect((await send("найди письмо")).tools).toContain("mail_search");
  });
});

describe("a verb meets the noun made from it without a suffix", () => {
  it("«порезалась инструментом, что делать» gives the first aid for a cut, not the disinfection times", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs") });
    const { answer } = await send("порезалась инструментом, что делать");
    expect(answer.content).toMatch(/выдавить кровь[^[]*\[\d\]/);
  });
});

describe("a refusal names who answers for the topic, by phone when the document gives no address", () => {
  it("«сколько держать инструменты в дезрастворе?» (not in the documents) names the head nurse and her phone", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs") });
    const { answer } = await send("сколько держать инструменты в дезрастворе?");
    if (/нет ответа|нет точного/.test(answer.content)) expect(answer.content).toMatch(/Соколова, внутренний телефон 105/);
  });
});

describe("a word processor's hyphen", () => {
  it("«Wi‑Fi» written with a non-breaking hyphen answers «пароль от вайфая для пациентов какой?»", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs") });
    const { answer } = await send("пароль от вайфая для пациентов какой?");
    expect(answer.content).toMatch(/Zhemchug_Guest[^[]*\[\d\]/);
  });
});

describe("an announcement for colleagues", () => {
  it("«сделай черновик объявления для коллег: в пятницу уборка» drafts a post, not a sale listing asking a price", async () => {
    const send = await freshChats({ tools: true });
    const { tools, answer } = await send("сделай черновик объявления для коллег: в пятницу генеральная уборка после 19:00");
    expect(tools).not.toContain("sell_listing_draft");
    expect(answer.content).not.toMatch(/цену/);
  });

  it("«составь объявление о продаже дивана» is still a sale listing", async () => {
    const send = await freshChats({ tools: true });
    expect((await send("составь объявление о продаже дивана")).tools).toContain("sell_listing_draft");
  });
});

describe("a letter to a person named without the word «письмо»", () => {
  it("«напиши Денису Олеговичу, что в 3 кабинете не работает сенсор» is a new letter to the address the documents give", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk11c/docs"), tools: true });
    const { cards, answer } = await send("напиши Денису Олеговичу, что в 3 кабинете не работает рентген-сенсор, приём стоит");
    expect(answer.content).not.toMatch(/Не нашёл письмо/);
    expect(JSON.stringify(cards)).toContain("it@zhemchug-dent.ru");
  });
});

describe("a question for whom to contact gets the contact", () => {
  it("«забыл пароль, кому писать» names IT support and its address, not only «обратитесь в ИТ-поддержку»", async () => {
    const send = await firm();
    const { answer } = await send("забыл пароль, кому писать");
    expect(answer.content).toMatch(/ИТ-поддерж[^[]*\[\d\]/);
    expect(answer.content).toContain("it@balans-audit.ru");
  });
});
