import { afterAll, beforeAll, describe, expect, it, setSystemTime } from "bun:test";
import { SAMPLES, freshChats, sameChat } from "./helpers.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";

// Walk 18b: a working day on the samples' calendar, mail and catalogue, typed as the browser sends it. The sample
// calendar holds the first weeks of December 2026: the day is pinned to one of them (Wednesday the 2nd).
beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
afterAll(() => setSystemTime());

type Sent = Awaited<ReturnType<Awaited<ReturnType<typeof sameChat>>>>;
type Card = { tool: string; result: Record<string, unknown> };
const cardsOf = (r: Sent) => (r.m.meta.tools as Card[] | undefined) ?? [];
const eventsOf = (cards: Card[]) => (cards.find((c) => c.tool === "calendar_search")?.result.events as { title: string; start: string }[] | undefined) ?? null;
const lettersOf = (cards: Card[]) => (cards.find((c) => c.tool === "mail_search")?.result.messages as { from: string; subject: string; text?: string }[] | undefined) ?? null;
const productsOf = (cards: Card[]) => (cards.find((c) => c.tool === "product_search")?.result.cards as { title: string; price: number }[] | undefined) ?? null;
const draftOf = (cards: Card[]) => cards.find((c) => c.result.kind === "draft")?.result as { draftId: string; body: string; to?: string } | undefined;

describe("an event named in a question is shown from the calendar", () => {
  for (const q of ["во сколько завтра согласование с ПринтЛайн?", "когда согласование договора с ПринтЛайн?"]) {
    it(`«${q}» shows the contract talks with ПринтЛайн on 3 December at 14:30`, async () => {
      const r = await (await freshChats({ tools: true }))(q);
      const events = eventsOf(r.cards);
      expect(events).not.toBeNull();
      const talks = events!.find((e) => e.title.includes("ПринтЛайн"));
      expect(talks?.start).toStartWith("2026-12-03T14:30");
      expect(r.answer.content).not.toContain("В документах компании нет ответа");
    });
  }
});

describe("a calendar follow-up that names only a period asks for that period", () => {
  const days = (r: Sent) => [...new Set((eventsOf(cardsOf(r)) ?? []).map((e) => e.start.slice(0, 10)))];

  it("«а на этой?» after «что у меня на следующей неделе?» lists this week's events", async () => {
    const send = await sameChat({ tools: true });
    await send("что у меня на следующей неделе?");
    const r = await send("а на этой?");
    expect(eventsOf(cardsOf(r))).not.toBeNull();
    expect(days(r).length).toBeGreaterThan(0);
    expect(days(r).every((d) => d >= "2026-11-30" && d <= "2026-12-06")).toBe(true);
    expect(r.m.content).not.toContain("В документах компании нет ответа");
  });

  it("«а что на следующей неделе?» after «когда созвон с филиалом в Екатеринбурге?» lists the whole week, not only that call", async () => {
    const send = await sameChat({ tools: true });
    await send("когда созвон с филиалом в Екатеринбурге?");
    const r = await send("а что на следующей неделе?");
    const events = eventsOf(cardsOf(r)) ?? [];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(days(r).every((d) => d >= "2026-12-07" && d <= "2026-12-13")).toBe(true);
  });

  it("«что у меня на следующей неделе?» asked again after other talk is shown again, not refused", async () => {
    const send = await sameChat({ tools: true });
    await send("что у меня на следующей неделе?");
    await send("перенеси созвон с поставщиками на пятницу");
    const r = await send("что у меня на следующей неделе?");
    expect((eventsOf(cardsOf(r)) ?? []).length).toBeGreaterThan(0);
    expect(r.m.content).not.toContain("В документах компании нет ответа");
  });
});

describe("mail asked about in everyday words", () => {
  for (const q of ["есть что от бухгалтерии?", "бухгалтерия писала?"]) {
    it(`«${q}» lists the accounting department's letter, not the expenses rule`, async () => {
      const r = await (await freshChats({ tools: true }))(q);
      const letters = lettersOf(r.cards);
      expect(letters).not.toBeNull();
      expect(letters![0]?.from).toContain("buh@severveter.ru");
    });
  }

  it("«а что пишет Дмитрий про сайт?» lists Дмитрий Соколов's letter about the site", async () => {
    const send = await sameChat({ tools: true });
    await send("что мне писали про конференцию?");
    const r = await send("а что пишет Дмитрий про сайт?");
    expect(lettersOf(cardsOf(r))?.[0]?.from).toContain("d.sokolov@severveter.ru");
  });

  it("«что хотели из Ромашки?» lists Ольга Кузнецова's letter", async () => {
    const r = await (await freshChats({ tools: true }))("что хотели из Ромашки?");
    expect(lettersOf(r.cards)?.[0]?.from).toContain("o.kuznetsova@romashka.example");
  });
});

describe("a whole letter shown when asked", () => {
  it("«покажи письмо от Ольги Кузнецовой целиком» shows her letter's full text on the card", async () => {
    const send = await sameChat({ tools: true });
    const r = await send("покажи письмо от Ольги Кузнецовой целиком");
    const letters = lettersOf(cardsOf(r));
    expect(letters?.length).toBe(1);
    expect(letters![0].from).toContain("o.kuznetsova@romashka.example");
    // The snippet stops at 160 characters; the whole letter goes on to its deadline and the signature.
    expect(letters![0].text).toContain("с указанием сроков поставки и гарантии");
  });

  it("the whole letter is on the page as the browser draws it, escaped", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, `${SAMPLES}/docs`);
    seedToolSamples(services.config.dataDir, SAMPLES);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    await (await p.post(`/c/${chatId}/messages`, form({ text: "покажи письмо от Ольги Кузнецовой целиком" }))).text();
    const page = await (await p.get(`/c/${chatId}`)).text();
    expect(page).toContain("с указанием сроков поставки и гарантии");
    // Escaped at the leaf: the letter's quotes and guillemets are text, not markup.
    expect(page).toContain("экран 15,6&quot;");
    // The page's CSP allows no inline style: the letter's line breaks are kept by the stylesheet's class.
    expect(page).toMatch(/class="letter-text"(?![^>]*style=)/);
  });

  it("«open the letter from Olga Kuznetsova» in English shows it whole", async () => {
    const r = await (await freshChats({ tools: true, lang: "en" }))("open the letter from Olga Kuznetsova");
    const letters = lettersOf(r.cards);
    expect(letters?.[0]?.text).toContain("с указанием сроков поставки и гарантии");
  });

  it("a plain search of letters still shows snippets", async () => {
    const r = await (await freshChats({ tools: true }))("покажи письма от Ольги Кузнецовой");
    expect(lettersOf(r.cards)?.[0]?.text).toBeUndefined();
  });
});

describe("the catalogue in plurals", () => {
  it("«какие увлажнители есть дешевле 5 тысяч?» lists the humidifiers under 5 000", async () => {
    const r = await (await freshChats({ tools: true }))("какие увлажнители есть дешевле 5 тысяч?");
    const items = productsOf(r.cards);
    expect(items?.length).toBeGreaterThan(0);
    expect(items!.every((p) => p.title.startsWith("Увлажнитель") && p.price <= 5000)).toBe(true);
  });

  it("«покажи увлажнители воздуха» lists the humidifiers", async () => {
    const r = await (await freshChats({ tools: true }))("покажи увлажнители воздуха");
    const items = productsOf(r.cards);
    expect(items?.length).toBeGreaterThanOrEqual(5);
    expect(items!.every((p) => p.title.startsWith("Увлажнитель"))).toBe(true);
  });

  it("«собери прайс-лист для клиента по ноутбукам и мониторам» lists laptops and monitors", async () => {
    const r = await (await freshChats({ tools: true }))("собери прайс-лист для клиента по ноутбукам и мониторам");
    const items = productsOf(r.cards) ?? [];
    expect(items.some((p) => p.title.startsWith("Ноутбук"))).toBe(true);
    expect(items.some((p) => p.title.startsWith("Монитор"))).toBe(true);
  });
});

describe("a reply said after a colon", () => {
  it("«ладно, всё-таки ответь Ольге: КП по ноутбукам пришлём в четверг» drafts a reply to Ольга Кузнецова, no catalogue", async () => {
    const r = await (await freshChats({ tools: true }))("ладно, всё-таки ответь Ольге: КП по ноутбукам пришлём в четверг");
    expect(r.tools).not.toContain("product_search");
    const draft = draftOf(r.cards);
    expect(draft?.to).toContain("o.kuznetsova@romashka.example");
    expect(draft?.body).toContain("КП по ноутбукам пришлём в четверг");
  });
});

describe("a day in a reply changed in words", () => {
  const reply = async () => {
    const send = await sameChat({ tools: true });
    const first = await send("ответь Ольге, что КП по ноутбукам пришлём в четверг");
    const draft = draftOf(cardsOf(first))!;
    expect(draft.body).toContain("в четверг");
    const now = () => send.services.drafts.get(draft.draftId)!;
    return { send, now };
  };

  for (const words of ["поменяй четверг на понедельник", "не в четверг, а в понедельник напиши"]) {
    it(`«${words}» puts Monday in the text and keeps the recipient and the greeting`, async () => {
      const { send, now } = await reply();
      const r = await send(words);
      expect(r.m.content).not.toMatch(/какой файл|получател/i);
      const d = now();
      expect(d.body).toContain("в понедельник");
      expect(d.body).not.toContain("в четверг");
      expect(d.body).toContain("Ольга");
      expect(String(d.args.to)).toContain("o.kuznetsova@romashka.example");
    });
  }

  // Walk 18c: «хотя нет, не в понедельник, а во вторник» after the first change got the free-talk refusal.
  it("a second change said with «хотя нет, …» changes the day again, and «поменяй четверг на вторник» writes «во вторник»", async () => {
    const { send, now } = await reply();
    await send("не в четверг, а в понедельник напиши");
    const r = await send("хотя нет, не в понедельник, а во вторник");
    expect(r.m.content).not.toMatch(/свободную беседу/);
    expect(now().body).toContain("во вторник");
    const other = await reply();
    await other.send("поменяй четверг на вторник");
    expect(other.now().body).toContain("во вторник");
  });
});

// A kind of goods named in a story is no catalogue search (session 18: retail's return requests ran the catalogue).
describe("goods told of are not goods asked for", () => {
  it("«Мужчина принёс утюг, купил 5 дней назад, коробку выкинул… Можем забрать?» runs no catalogue search", async () => {
    const r = await (await freshChats({ tools: true }))("Мужчина принёс утюг, купил 5 дней назад, коробку выкинул, говорит просто не понравился. Можем забрать?");
    expect(r.tools).not.toContain("product_search");
  });

  it("«какие утюги есть?» and «утюг до 3000» still do", async () => {
    const ask = await freshChats({ tools: true });
    for (const q of ["какие утюги есть?", "утюг до 3000"]) expect((await ask(q)).tools).toContain("product_search");
  });
});

// Walk 18c: «напомни, что там у меня на след неделе» searched the calendar for «напомни» (nothing found), and «напомни,
// что у меня в пятницу» ran nothing.
describe("«напомни, что у меня…» asks the calendar what is planned", () => {
  beforeAll(() => setSystemTime(new Date("2026-12-02T10:00:00+03:00")));
  afterAll(() => setSystemTime());
  for (const q of ["напомни, что там у меня на след неделе", "напомни, что у меня в пятницу"]) {
    it(`«${q}» lists the period's events`, async () => {
      const r = await (await sameChat({ tools: true }))(q);
      expect((eventsOf(cardsOf(r)) ?? []).length).toBeGreaterThan(0);
    });
  }
});
