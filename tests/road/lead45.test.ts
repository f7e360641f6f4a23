import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 45, the lead's Chromium walk. An admin uploaded a jewellery chain's staff rules (a .docx with a table of the
// seller's percentage, built by tests/fixtures/lead45/mk.py), the workshop's metal accounting (.pdf), the sales rules
// (.md), IT and access (.txt) and the contacts page (.html), and removed the samples; a new seller asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead45/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead45/own/zakazy.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a day asked of the person's own list, written with abbreviated weekdays", () => {
  // With her engraving orders attached («Пн 7 декабря — кольцо…», «Ср 9 декабря — кулон…», «Пт 11 декабря — браслет…»),
  // «что у меня в среду по гравировке?» was answered with Monday's ring, and «а в пятницу?» with the workshop's hours.
  it("«что у меня в среду по гравировке?» gives Wednesday's order", async () => {
    const send = await chatWithFile(DOCS, OWN);
    const wednesday = await send("что у меня в среду по гравировке?");
    expect(wednesday).toContain("С любовью, мама");
    expect(wednesday).not.toContain("Навсегда");
    const friday = await send("а в пятницу?");
    expect(friday).toContain("инициалы А.К.");
    expect(friday).not.toContain("Мастерская работает");
  });
});

describe("a seller's question about a customer stays with the documents", () => {
  // «клиент хочет поменять цепочку на другую, можно?» entered the cold-letter skill («Уточните… кому пишем»), and «клиент
  // хочет оплатить по qr» asked which of three skills was meant (a commercial offer, a cash forecast, a complaint reply):
  // the sales rules say «Ювелирные изделия надлежащего качества обмену и возврату не подлежат» and «оплату по QR-коду через СБП».
  it("«клиент хочет поменять цепочку на другую, можно?» enters no skill", async () => {
    const r = await ask("клиент хочет поменять цепочку на другую, можно?");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
  });
  it("«клиент хочет оплатить по qr» is answered from the sales rules", async () => {
    const r = await ask("клиент хочет оплатить по qr");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).toContain("QR-коду");
  });
});

describe("the least of a figure is where it starts", () => {
  // «минимальная сумма для рассрочки» was refused («ничего не сказано про „минимальная“») beside «Рассрочка на 6 месяцев…
  // оформляется… при покупке от 15 000 руб.»: a figure after «от» is a lower bound, and «минимальная сумма» asks for one.
  it("«минимальная сумма для рассрочки» gives «от 15 000 руб.»", async () => {
    const r = await ask("минимальная сумма для рассрочки");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("от 15 000 руб");
  });
  it("«максимальный срок рассрочки» is not asserted from a sentence that states no maximum", async () => {
    const r = await ask("максимальный срок рассрочки");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("a customer's wish told is for the rules, never small talk", () => {
  // «покупательница просит отложить кольцо до завтра, так можно?» was greeted («Здравствуйте! Я ассистент компании…»): its
  // «так можно?» was near a chat example. «гость хочет померить кольцо» got «свободную беседу я не веду»: with nothing to
  // run, a customer's wish is the rules' to answer, or their refusal names whom to ask.
  it("«…, так можно?» after a customer's request is answered from the documents or refused with a contact", async () => {
    const r = await ask("покупательница просит отложить кольцо до завтра, так можно?");
    expect(r.answer.content).not.toContain("Здравствуйте");
    expect(r.outcome).toBe("tool");
    expect(String(r.d.tools)).toContain("search_documents");
    expect(r.answer.content).toContain("@aurum-jewel.ru");
  });
  it("«гость хочет померить кольцо» goes to the documents and names whom to ask", async () => {
    const r = await ask("гость хочет померить кольцо");
    expect(r.outcome).toBe("tool");
    expect(String(r.d.tools)).toContain("search_documents");
    expect(r.answer.content).toContain("@aurum-jewel.ru");
  });
});

describe("seen in walk 45, not fixed yet", () => {
  // A second follow-up in a row («а в пятницу?», then «а что в понедельник?») is merged with the first follow-up alone, which
  // says nothing of the person: «что у меня… по гравировке» is lost, and the workshop's «с понедельника по пятницу» answers.
  it("«а что в понедельник?» after two days asked of her own list gives Monday's order", async () => {
    const send = await chatWithFile(DOCS, OWN);
    await send("что у меня в среду по гравировке?");
    await send("а в пятницу?");
    const monday = await send("а что в понедельник?");
    expect(monday).toContain("Навсегда");
  });
  // «кто принимает зачёт» was hedged with the returns rule («обмену и возврату не подлежат»): the thesaurus files «зачёт» (an
  // offset) with refunds, and that group outweighed the training rule's own «сдаёт зачёт старшему продавцу».
  it.failing("«кто принимает зачёт» shows the training rule, not the returns rule", async () => {
    const r = await ask("кто принимает зачёт");
    expect(r.answer.content).toContain("старшему продавцу");
    expect(r.answer.content).not.toContain("обмену и возврату");
  });
});
