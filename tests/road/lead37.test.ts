import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { chatWithFile, freshChats, SAMPLES, sameChat, samplesWith } from "./helpers.ts";

// Session 37, the lead's Chromium walk. An admin uploaded a cinema's staff memo as a PDF (tests/fixtures/lead37, printed from
// pamyatka-oktava.source.html by mkpdf.ts in Chromium) beside the samples; a new cashier then asked in their own words.
const memo = () => samplesWith(resolve(import.meta.dir, "../fixtures/lead37/pamyatka-oktava.pdf"));

describe("a noun meets the relative adjective made from it", () => {
  // «что делать при пожаре» was refused («В документах компании нет ответа»), though the memo says «При срабатывании
  // пожарной сигнализации включите свет в зале…»: Snowball stems «пожаре» and «пожарной» apart.
  it("«что делать при пожаре» gives the memo's fire alarm steps", async () => {
    const r = await (await freshChats({ docs: memo() }))("что делать при пожаре");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("откройте запасные выходы");
  });
});

describe("a section named for two matters tells the one asked", () => {
  // «я заболел что делать» got the section «Отпуск и больничный» whole: the leave's 28 days and its schedule came before
  // «Если заболели, сообщите администратору…».
  it("«я заболел что делать» gives the sick-leave steps without the leave schedule", async () => {
    const r = await (await freshChats({ docs: memo() }))("я заболел что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("сообщите администратору до начала смены");
    expect(r.answer.content).not.toContain("График отпусков");
  });
});

describe("a shortage told with the verb negated", () => {
  // «в кассе не хватает 700 рублей что делать» got the ticket refund rules and the frozen register's restart: the section
  // «Касса и возвраты» was told whole, and «не хватает» met nothing of «Недостача в кассе выше 500 рублей…».
  it("«в кассе не хватает 700 рублей что делать» gives the shortage rule alone", async () => {
    const r = await (await freshChats({ docs: memo() }))("в кассе не хватает 700 рублей что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("оформляется актом");
    expect(r.answer.content).not.toContain("Билет можно вернуть");
  });
});

describe("a person asked by name in the nominative meets the name in any case", () => {
  // «кто такой Павел Громов» was refused: the memo says «сообщите дежурному инженеру Павлу Громову…», and Snowball stems
  // «Громов» as «гром» and «Павел» keeps the vowel «Павлу» drops.
  it("«кто такой Павел Громов» gives the sentence naming the duty engineer", async () => {
    const r = await (await freshChats({ docs: memo() }))("кто такой Павел Громов");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("инженеру Павлу Громову");
  });
});

describe("an address written is the mail asked for", () => {
  // «какая почта у управляющего» was hedged with «Двухфакторная аутентификация обязательна для почты и VPN»: «Управляющий
  // кинотеатром — Андрей Лукин, a.lukin@oktava-kino.ru» was not taken to say «почта».
  // Reading every address as «почта» answered two leave-one-out questions from another document's address (heldout-fitness,
  // blind heldout-rental), so the rule was undone; what is left is a question of which address a question asks.
  it.failing("«какая почта у управляющего» gives the manager's address", async () => {
    const r = await (await freshChats({ docs: memo() }))("какая почта у управляющего");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("a.lukin@oktava-kino.ru");
    expect(r.answer.content).not.toContain("Двухфакторная");
  });
});

describe("a section whose heading names nothing of the question is no procedure for it", () => {
  // «что делать с просроченными продуктами» got the whole «Кинобар» section: the popcorn machine's cleaning, the staff's free
  // drink and discount around «Просроченные продукты списывают по акту, брать их себе запрещено».
  it("«что делать с просроченными продуктами» gives the write-off rule alone", async () => {
    const r = await (await freshChats({ docs: memo() }))("что делать с просроченными продуктами");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("списывают по акту");
    expect(r.answer.content).not.toContain("Попкорн-машину чистят");
  });
});

describe("a letter asked for with whom to and what for is drafted, not asked about again", () => {
  const draftOf = (m: { meta: unknown }) => ((m.meta as { tools?: { result?: { kind?: string; to?: string; body?: string } }[] }).tools ?? []).map((t) => t.result).find((r) => r?.kind === "draft");
  // «напиши письмо поставщику с просьбой перенести поставку на пятницу» entered the business-letter skill and was asked
  // «Уточните, пожалуйста, адресата, цель письма и что должно произойти после его прочтения?»: all three had been said.
  it("«напиши письмо поставщику с просьбой перенести поставку на пятницу» drafts the request to the supplier", async () => {
    const { m } = await (await sameChat({ tools: true }))("напиши письмо поставщику с просьбой перенести поставку на пятницу");
    expect(m.content).not.toContain("адресата, цель письма");
    const draft = draftOf(m);
    expect(draft?.body).toContain("перенести поставку на пятницу");
    expect(draft?.to).toContain("поставщик");
  });

  // «составь письмо в налоговую с запросом о сверке расчетов» drafted a letter «Кому: налоговуй»: the accusative adjective
  // was declined back as a dative.
  it("«составь письмо в налоговую…» addresses the draft to «налоговая»", async () => {
    const { m } = await (await sameChat({ tools: true }))("составь письмо в налоговую с запросом о сверке расчетов");
    expect(draftOf(m)?.to?.toLowerCase()).toContain("налоговая");
  });
});

describe("the person's own file, asked about as a whole", () => {
  const source = resolve(import.meta.dir, "../fixtures/lead37/pamyatka-oktava.source.html");
  // «что в этом файле?» with the memo attached was told «Редакция от 1 сентября 2026 года. Памятка обязательна для
  // кассиров…», the two sentences the search ranked first, and nothing of what its sections hold.
  it("«что в этом файле?» opens the file's sections in its order, each cited", async () => {
    const ask = await chatWithFile(`${SAMPLES}/docs`, source);
    const text = await ask("что в этом файле?");
    expect(answerStateOf(text)).toBe("answered");
    expect(text).toContain("Кинотеатр открыт с 9:30");
    expect(text).toContain("бордовую футболку");
    expect(text.indexOf("Кинотеатр открыт")).toBeLessThan(text.indexOf("бордовую футболку"));
    expect(text).toMatch(/\[3\]/);
  });

  // Asked next, «сколько в этом файле платят кассиру?» was hedged: «Про «файле» в найденном ничего не сказано».
  it("«сколько в этом файле платят кассиру?» after it gives the cashier's 290", async () => {
    const ask = await chatWithFile(`${SAMPLES}/docs`, source);
    await ask("что в этом файле?");
    const text = await ask("сколько в этом файле платят кассиру?");
    expect(answerStateOf(text)).toBe("answered");
    expect(text).toContain("290");
  });
});
