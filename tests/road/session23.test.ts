import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 23's own fixes from walk 23a (a flower-delivery company's documents nobody tuned to).
const FLOWERS = resolve(import.meta.dir, "../fixtures/walk23a/docs");

// Walk 23a: the courier handbook names a phone only inside its road-accident rule; that whole rule, cut at the phone,
// became «Точнее подскажут: При ДТП курьер в первую очередь…» under every other handbook question.
// («можно ли велокурьеру работать в мороз» is answered since h24c: «мороз» names a temperature, which the −10 °C rule bounds;
// a question the handbook still leaves open takes its place.)
describe("the contact under a hedged or refused answer", () => {
  for (const said of ["сколько я получу за ночную смену?", "велокурьерам компенсируют ремонт велосипеда?"]) {
    it(`«${said}» names a contact, not a rule cut at its phone`, async () => {
      const r = await (await freshChats({ docs: FLOWERS }))(said);
      expect(r.answer.content).not.toMatch(/(подскажут|Обратитесь, пожалуйста): При ДТП/);
      expect(r.answer.content).toMatch(/(подскажут|подскажет|Обратитесь, пожалуйста):? \S/);
    });
  }
});

// Walk 23a: «у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале» was refused whole on «аванс», though the
// HR rules answer the vacation half («В периоды 10–15 февраля… отпуска не предоставляются»).
describe("two questions in one message", () => {
  for (const said of ["у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале", "Можно ли взять отпуск в феврале? И где находится склад?"]) {
    it(`«${said}» answers the February vacation part with its citation`, async () => {
      const r = await (await freshChats({ docs: FLOWERS }))(said);
      expect(r.answer.content).toMatch(/10–15 февраля/);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).toMatch(/«(когда аванс|И где находится склад)»/);
    });
  }
});

// Walk 23a: «какой лимит на топливной карте» quoted the three sentences that repeat «топливная карта», not «Лимит — 6000
// рублей в месяц.», which names only the measure asked while the section's heading names the card.
describe("the sentence that names the measure asked", () => {
  for (const said of ["какой лимит на топливной карте", "а лимит по топливной карте какой?"]) {
    it(`«${said}» quotes the limit`, async () => {
      const r = await (await freshChats({ docs: FLOWERS }))(said);
      expect(r.answer.content).toMatch(/6000 рублей в месяц \[\d\]/);
    });
  }
});

// Walk 23a: «отказалась» met the site's bounces («отказы»), and a delivery story opened with «Нет данных о посещаемости».
describe("a refusal told in a story is no bounce rate", () => {
  it("«получательница отказалась брать букет…» runs no site metrics and quotes the refused-bouquet rule", async () => {
    const r = await (await freshChats({ docs: FLOWERS }))("получательница отказалась брать букет, говорит не от того человека");
    expect(JSON.stringify(r.answer.meta.tools ?? [])).not.toContain("site_metrics");
    expect(r.answer.content).toMatch(/возвращает букет на склад \[\d\]/);
  });

  it("«какой процент отказов на сайте за неделю?» still shows the site's figures", async () => {
    const r = await (await freshChats({ tools: true }))("какой процент отказов на сайте за неделю?");
    expect(JSON.stringify(r.answer.meta.tools ?? [])).toContain("site_metrics");
  });
});

// Walk 22b: a wallet found under a seat («нашла кошелёк под креслом, куда его деть?») names no «чужой»: it was refused, and
// «а сколько дней его будут хранить?» got the popcorn's storage time; the cinema's rule: «Забытые вещи сдаются старшему
// смены…; хранятся 30 дней».
describe("a thing found at work, and how long it is kept", () => {
  const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
  for (const said of ["убирала 3 зал и нашла кошелёк под креслом, куда его деть?", "нашёл телефон на полу в фойе, кому его отдать?"]) {
    it(`«${said}» gets the forgotten-things rule, and the follow-up its 30 days`, async () => {
      const send = await sameChat({ docs: CINEMA });
      expect((await send(said)).m.content).toMatch(/сдаются старшему смены/);
      expect((await send("а сколько дней его будут хранить?")).m.content).toMatch(/хранятся 30 дней \[\d\]/);
    });
  }

  it("«я забыла свой телефон дома, что делать?» is not someone's lost property", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я забыла свой телефон дома, что делать?");
    expect(r.answer.content).not.toMatch(/Забытые вещи сдаются/);
  });
});

// Walk 23b: a road accident and a robbery told as stories were refused (hr@, buh@), and in English the accident ran the
// site's traffic figures; the courier handbook and the safety instruction name both.
describe("a road accident and a robbery told as stories", () => {
  const cases: [string, "ru" | "en", RegExp][] = [
    ["блин меня подрезали и я въехал в столб, фара разбита, вроде никто не пострадал, что мне делать??", "ru", /112.*старшему курьеру/s],
    ["a car hit me from behind at a traffic light, im ok but the bouquets are crushed. what should i do", "en", /255-41-08/],
    ["у подъезда мужик с ножом забрал деньги и телефон, я в шоке", "ru", /Не сопротивляться/],
    ["какие-то двое ограбили меня у метро, забрали букеты", "ru", /102/],
  ];
  for (const [said, lang, expected] of cases) {
    it(`«${said}» (${lang} UI) gets the section's steps`, async () => {
      const r = await (await freshChats({ docs: FLOWERS, lang }))(said);
      expect(r.answer.content).toMatch(expected);
      expect(JSON.stringify(r.answer.meta.tools ?? [])).not.toMatch(/site_metrics|product_search/);
    });
  }
});

// Walk 23b: «уже минут 20 ищем, её нигде нет» after a lost child's story ran the catalogue on «ищем» («Товаров: 0»).
describe("a search verb alone continuing the talk", () => {
  // Still wrong: the answer is the documents' nearest lines, not the police after 15 minutes (see the closing note).
  it("«уже минут 20 ищем, её нигде нет» after a lost child runs no catalogue", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/walk22a/docs") });
    await send("женщина в панике, дочка 7 лет отошла за попкорном и пропала");
    const r = await send("уже минут 20 ищем, её нигде нет");
    expect(JSON.stringify(r.m.meta.tools ?? [])).not.toContain("product_search");
    expect(r.m.content).not.toMatch(/Товаров|товаров не нашёл/);
  });

  it("«подбери наушники до 5000» still searches the catalogue", async () => {
    const send = await sameChat({ tools: true });
    await send("привет");
    const r = await send("подбери наушники до 5000");
    expect(JSON.stringify(r.m.meta.tools ?? [])).toContain("product_search");
  });
});
