import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";

// Walk 17b: a letter or post draft on screen changed, called off or confirmed in the person's own words, and the
// letters the drafts start from (subject, greeting, whom they speak to). Over the samples' mailbox, whose senders are
// the contacts a new letter's address is found among (Мария Иванова <m.ivanova@…>, Дмитрий Соколов <d.sokolov@…>).
const SAMPLES = resolve(import.meta.dir, "../../data/samples");

interface Card { draftId: string; title: string; body: string; to?: string; toKnown?: boolean; status?: string }

/** One person's chat over the samples, as the browser sends it; the draft card shown first and what the page shows. */
async function chat(lang: "ru" | "en" = "ru") {
  const { app, services } = await webApp();
  await seedSamples(services, `${SAMPLES}/docs`);
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get(lang === "en" ? "/?lang=en" : "/")).text());
  const send = async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    return m.content;
  };
  /** The card of the first draft as a reload draws it (every edit in words is written into it). */
  // «покажи черновик» moves the card under the newest answer: it is looked for in whichever message shows it now.
  const card = (): Card => {
    const shown = services.chats.messages(chatId).flatMap((m) => ((m.meta.tools ?? []) as { result: Card & { kind?: string } }[]).map((c) => c.result)).filter((r) => r.kind === "draft");
    return shown[0];
  };
  const draft = () => services.drafts.get(card().draftId)!;
  const page = async () => (await p.get(`/c/${chatId}`)).text();
  const confirm = async (fields: Record<string, string> = {}) => (await p.post(`/c/${chatId}/drafts/${card().draftId}/confirm`, form(fields))).text();
  /** What the last answer carries (its cards), as a reload draws it. */
  const lastMeta = () => JSON.stringify(services.chats.messages(chatId).at(-1)!.meta);
  return { send, card, draft, page, confirm, lastMeta };
}

const REFUSAL = /свободную беседу|Я ассистент компании|free conversation|I am the company assistant|не просили написать пост/;

describe("the recipient of a letter draft changed in words", () => {
  const toDmitry = async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что отчёт по сайту получила, спасибо, посмотрю до пятницы");
    expect(c.card().to).toContain("d.sokolov@severveter.ru");
    return c;
  };

  for (const words of ["ой, нет, отправь это не Дмитрию, а Марии Ивановой", "поменяй получателя на Марию Иванову", "кому: m.ivanova@severveter.ru"]) {
    it(`«${words}» sends the letter to Мария Иванова, her address found in the mailbox`, async () => {
      const c = await toDmitry();
      const said = await c.send(words);
      expect(said).not.toMatch(REFUSAL);
      expect(said).toMatch(/получател/i);
      expect(String(c.draft().args.to)).toContain("m.ivanova@severveter.ru");
      expect(c.card().to).toContain("Мария Иванова");
      expect(c.card().to).toContain("m.ivanova@severveter.ru");
      expect(c.card().toKnown).toBe(true);
      expect(c.draft().status).toBe("pending");
    });
  }

  it("the letter greets the new recipient, and the press of «Подтвердить» sends it to her", async () => {
    const c = await toDmitry();
    await c.send("поменяй получателя на Марию Иванову");
    expect(c.card().body).toStartWith("Добрый день, Мария!");
    expect(c.card().body).not.toContain("Дмитрий");
    const done = await c.confirm({ body: c.card().body, to: c.card().to! });
    expect(done).toContain("m.ivanova@severveter.ru");
    expect(done).not.toContain("d.sokolov");
  });

  it("a name the mailbox does not know becomes the recipient, and the card asks for the address", async () => {
    const c = await toDmitry();
    await c.send("поменяй получателя на Петра Сидорова");
    expect(c.card().to).toBe("Петр Сидоров");
    expect(c.card().toKnown).toBe(false);
    expect(await c.page()).toContain("адрес не нашёл");
  });

  // Walk 17c: a known contact's name typed into the card's «Кому» got «не знаю адреса «Мария Иванова»» at «Подтвердить».
  it("a contact's name typed into «Кому» is sent to that contact's address", async () => {
    const c = await toDmitry();
    await c.send("поменяй получателя на Петра Сидорова");
    const done = await c.confirm({ body: c.card().body, to: "Мария Иванова" });
    expect(done).toContain("m.ivanova@severveter.ru");
    expect(done).not.toContain("не знаю адреса");
  });

  it("«actually send it to Dmitry Sokolov instead» (English) readdresses the letter to Maria", async () => {
    const c = await chat("en");
    await c.send("write an email to Maria Ivanova saying I'll send her the WMS comparison by Friday");
    expect(c.card().to).toContain("m.ivanova@severveter.ru");
    const said = await c.send("actually send it to Dmitry Sokolov instead");
    expect(said).not.toMatch(REFUSAL);
    expect(String(c.draft().args.to)).toContain("d.sokolov@severveter.ru");
    expect(c.card().to).toContain("d.sokolov@severveter.ru");
  });

  it("the pending card has a «Кому» field holding the address, so it can be edited before confirming", async () => {
    const c = await toDmitry();
    const page = await c.page();
    const value = /<input[^>]*?name="to"[^>]*?value="([^"]*)"/.exec(page)?.[1] ?? "";
    expect(value.replace(/&lt;/g, "<").replace(/&gt;/g, ">")).toBe("Дмитрий Соколов <d.sokolov@severveter.ru>");
    expect(page).toContain("Кому:");
  });

  it("«перешли его в бухгалтерию» sends it to the accounting department's address, greeting no one by name", async () => {
    const c = await toDmitry();
    await c.send("перешли его в бухгалтерию");
    expect(c.card().to).toContain("buh@severveter.ru");
    expect(c.card().body).toStartWith("Добрый день!");
  });

  it("«тема: …» sets the letter's subject", async () => {
    const c = await toDmitry();
    const said = await c.send("тема: Отчёт по сайту — спасибо");
    expect(said).not.toMatch(REFUSAL);
    expect(c.card().title).toBe("Отчёт по сайту — спасибо");
    expect(c.draft().title).toBe("Отчёт по сайту — спасибо");
  });

  it("a new letter is not readdressed: «напиши письмо Марии Ивановой, что…» with a letter on screen is a new draft", async () => {
    const c = await toDmitry();
    await c.send("напиши письмо Марии Ивановой, что совещание переносится на понедельник");
    expect(c.card().to).toContain("d.sokolov@severveter.ru");
  });
});

describe("a draft called off or confirmed in everyday words", () => {
  const letter = async () => {
    const c = await chat();
    await c.send("напиши письмо Марии Ивановой, что я пришлю ей сравнение WMS до пятницы");
    return c;
  };

  for (const words of ["хотя нет, не надо ей пока ничего отправлять, удали черновик", "ладно, забей, не отправляй", "передумала, не надо"]) {
    it(`«${words}» cancels the letter`, async () => {
      const c = await letter();
      const said = await c.send(words);
      expect(said).toContain("Черновик отменён");
      expect(c.draft().status).toBe("cancelled");
    });
  }

  for (const words of ["нет", "ладно"]) {
    it(`«${words}» alone decides nothing about the letter`, async () => {
      const c = await letter();
      await c.send(words);
      expect(c.draft().status).toBe("pending");
    });
  }

  for (const words of ["подтверждаю", "отправляй", "ок, отправляй"]) {
    it(`«${words}» is told to press «Подтвердить» on the card; nothing is sent by words`, async () => {
      const c = await letter();
      const said = await c.send(words);
      expect(said).not.toMatch(REFUSAL);
      expect(said).toContain("«Подтвердить»");
      expect(c.draft().status).toBe("pending");
    });
  }

  it("«подтверждаю» under a document draft and «Ок. Отправляй.» in two sentences are told the same", async () => {
    const c = await chat();
    await c.send("создай таблицу учёта переработок: ФИО, дата, часы");
    expect(await c.send("подтверждаю")).toContain("«Подтвердить»");
    expect(await c.send("Ок. Отправляй.")).toContain("«Подтвердить»");
    expect(c.draft().status).toBe("pending");
  });

  it("«ок, публикуй» under a post is told the same", async () => {
    const c = await chat();
    await c.send("напиши пост в ленту: в пятницу в 16:00 в переговорной Ладога будет тортик в честь дня рождения Марии. Приходите поздравить!");
    const said = await c.send("ок, публикуй");
    expect(said).not.toMatch(REFUSAL);
    expect(said).toContain("«Подтвердить»");
    expect(c.draft().status).toBe("pending");
  });

  it("«ok, send it» (English) is told to press «Confirm»", async () => {
    const c = await chat("en");
    await c.send("write an email to Maria Ivanova saying I'll send her the WMS comparison by Friday");
    const said = await c.send("ok, send it");
    expect(said).not.toMatch(REFUSAL);
    expect(said).toContain("“Confirm”");
    expect(c.draft().status).toBe("pending");
  });
});

describe("a post's title", () => {
  const post = async () => {
    const c = await chat();
    await c.send("напиши пост в ленту: в пятницу в 16:00 в переговорной Ладога будет тортик в честь дня рождения Марии. Приходите поздравить!");
    return c;
  };

  it("is short by default: what the post announces, not its first sentence cut with «…»", async () => {
    const c = await post();
    expect(c.card().title).toBe("Тортик в честь дня рождения Марии");
  });

  it("«заголовок сделай: Тортик для Марии!» changes the title of the post on screen", async () => {
    const c = await post();
    const said = await c.send("заголовок сделай: Тортик для Марии!");
    expect(said).not.toMatch(REFUSAL);
    expect(said).toMatch(/заголов/i);
    expect(c.card().title).toBe("Тортик для Марии!");
    expect(c.draft().title).toBe("Тортик для Марии!");
    expect(await c.page()).toContain("Тортик для Марии!");
  });

  // Walk 17c: «заголовок сделай такой: Новый год вместе!» titled the post «такой: Новый год вместе!», and «назови пост
  // по-другому — «Встречаем 2027 вместе»» «по-другому — «Встречаем 2027 вместе» with its closing quote lost.
  it("a new title said with «такой», «по-другому», in quotes, or as «пусть заголовок будет…» is the title alone", async () => {
    const cases: [string, string][] = [
      ["заголовок сделай такой: Новый год вместе!", "Новый год вместе!"],
      ["назови пост по-другому — «Встречаем 2027 вместе»", "Встречаем 2027 вместе"],
      ["пусть заголовок будет «Сладкая пятница»", "Сладкая пятница"],
      ["давай назовём пост «Торт для Марии»", "Торт для Марии"],
      ["переименуй пост в «Праздник у Марии»", "Праздник у Марии"],
    ];
    for (const [said, title] of cases) {
      const c = await post();
      await c.send(said);
      expect(c.card().title).toBe(title);
    }
  });
});

describe("a new letter speaks to its addressee", () => {
  it("«…saying I'll send her the WMS comparison by Friday» says «you» to Maria and greets her", async () => {
    const c = await chat("en");
    await c.send("write an email to Maria Ivanova saying I'll send her the WMS comparison by Friday");
    expect(c.card().body).toContain("I'll send you the WMS comparison by Friday.");
    expect(c.card().body).toStartWith("Hello Maria,");
    expect(c.card().title).toBe("WMS comparison by Friday");
  });

  it("«…, что я пришлю ей сравнение WMS до пятницы» says «Вам» to Мария and greets her by name", async () => {
    const c = await chat();
    await c.send("напиши письмо Марии Ивановой, что я пришлю ей сравнение WMS до пятницы");
    expect(c.card().body).toContain("Я пришлю Вам сравнение WMS до пятницы.");
    expect(c.card().body).toStartWith("Добрый день, Мария!");
  });

  it("«ей» in a letter to a man is someone else and stays", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что я передам ей отчёт завтра");
    expect(c.card().body).toContain("Я передам ей отчёт завтра.");
  });

  // Walk 18a: «…, что я заболел и завтра не выйду, номер ЭЛН пришлю позже» got the subject «И завтра не выйду».
  it("the subject never starts from a clause's «и»: «я заболел и завтра не выйду» stays whole", async () => {
    const c = await chat();
    await c.send("напиши письмо в отдел кадров, что я заболел и завтра не выйду, номер ЭЛН пришлю позже");
    expect(c.card().title).not.toMatch(/^(?:И|А|Но) /);
    expect(c.card().title).toContain("заболел");
  });

  it("the subject is what the letter is about, not its whole first sentence", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что отчёт по сайту получила, спасибо, посмотрю до пятницы");
    expect(c.card().title).toBe("Отчёт по сайту");
    expect(c.card().body).toStartWith("Добрый день, Дмитрий!");
  });

  it("a reply to the office manager greets without a role for a name and shows whom it goes to", async () => {
    const c = await chat();
    await c.send("ответь офис-менеджеру, что приду на корпоратив");
    expect(c.card().body).toStartWith("Здравствуйте!");
    expect(c.card().to).toContain("office@severveter.ru");
    expect(await c.page()).toContain("Кому:");
  });
});

describe("«сделай повежливее» adds a courtesy that fits the letter", () => {
  it("a thank-you note gets thanks, not «спасибо за понимание»", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что отчёт по сайту получила, спасибо, посмотрю до пятницы");
    const before = c.card().body;
    await c.send("сделай повежливее");
    expect(c.card().body).not.toContain("понимание");
    expect(c.card().body).not.toBe(before);
    expect(c.card().body).toContain("Ещё раз спасибо!");
  });

  it("«make it more polite» on an English thank-you adds no «understanding»", async () => {
    const c = await chat("en");
    await c.send("write an email to Dmitry Sokolov saying thanks for the site report, I will read it by Friday");
    await c.send("make it more polite");
    expect(c.card().body).not.toContain("understanding");
    expect(c.card().body).toContain("Thank you again!");
  });

  it("a letter asking something is thanked in advance", async () => {
    const c = await chat();
    await c.send("напиши письмо Дмитрию Соколову, что прошу прислать отчёт до пятницы");
    await c.send("сделай повежливее");
    expect(c.card().body).toContain("Заранее спасибо!");
    expect(c.card().body).not.toContain("понимание");
  });
});

// Walk 17c: with a letter on screen, these left it pending (two started a mail search).
describe("more everyday ways of calling a letter off", () => {
  for (const off of ["слушай, забей на это письмо", "отбой, не отправляем", "я передумал, письмо не нужно"]) {
    it(`«${off}» calls the letter off`, async () => {
      const c = await chat();
      await c.send("напиши письмо Дмитрию Соколову, что отчёт будет в пятницу");
      expect(await c.send(off)).toContain("Черновик отменён");
      expect(c.draft().status).not.toBe("pending");
    });
  }
});

// Walk 17c: «письмо» after the name went into the To field; «черкни письмо» searched the mail.
describe("a new letter said with the name first or in slang", () => {
  for (const ask of ["напиши Ольге Кузнецовой письмо, что образцы продукции отправим в четверг", "черкни письмо Ольге Кузнецовой, что образцы продукции отправим в четверг"]) {
    it(`«${ask}» drafts a letter to Ольга Кузнецова with her address`, async () => {
      const c = await chat();
      await c.send(ask);
      expect(c.card().to ?? "").not.toContain("письмо");
      expect(c.card().to ?? "").toMatch(/@/);
      expect(c.card().body).toContain("Образцы продукции отправим в четверг.");
    });
  }
});

// Walk 17c: «набросай письмо в бухгалтерию: …» got «Уточните: найти письма / пост в ленту / новый документ».
describe("«набросай письмо в бухгалтерию: …» drafts a letter to the accounting department", () => {
  it("the card is a letter to buh@ saying what was given", async () => {
    const c = await chat();
    await c.send("набросай письмо в бухгалтерию: авансовый отчёт по Казани сдам в понедельник");
    expect(c.card().to ?? "").toContain("buh@severveter.ru");
    expect(c.card().body).toContain("вансовый отчёт по Казани сдам в понедельник");
  });
});

// Walk 17c, and again in session 18: «покажи черновик» with a post on screen asked which skill was meant; «show me the draft» said
// «You did not ask to write a post». The draft on screen is shown again, unchanged.
describe("asking to see the draft on screen shows it again", () => {
  for (const [lang, opening, words] of [
    ["ru", "напиши пост в ленту: в пятницу в 16:00 в переговорной Ладога будет тортик в честь дня рождения Марии", ["покажи черновик", "а где черновик?", "покажи ещё раз, что получилось"]],
    ["en", "write a post for the company feed: on Friday at 4 pm there will be cake in the Ladoga room for Maria's birthday", ["show me the draft", "where is the draft?", "let me see the post again"]],
  ] as const) {
    it(`${words.map((w) => `«${w}»`).join(", ")} show the same draft card (${lang})`, async () => {
      for (const said of words) {
        const c = await chat(lang);
        await c.send(opening);
        const before = c.card();
        const answer = await c.send(said);
        expect(answer).not.toMatch(REFUSAL);
        expect(answer).not.toMatch(/Уточните|Please specify/);
        expect(c.lastMeta()).toContain(before.draftId);
        expect(c.card().body).toBe(before.body);
      }
    });
  }
});
