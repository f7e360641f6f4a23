import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 43, the lead's Chromium walk. An admin uploaded a translation bureau's staff rules (a .docx with a table of
// rates, built by tests/fixtures/lead43/mk.py), the freelancers' terms (.pdf), the order rules (.md: urgency table,
// prices, refunds, complaints), the IT memo (.txt) and the contacts page (.html), and removed the samples; a new
// translator asked in their own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead43/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a product the documents write in Latin letters, typed as it sounds", () => {
  // «не работает традос что делать» was refused: «В них ничего не сказано про «традос»», though the IT memo names
  // «Trados Studio 2024» and who hands out its licences.
  it("«где взять лицензию традоса» answers with the Trados rule", async () => {
    const r = await ask("где взять лицензию традоса");
    expect(r.answer.content).not.toContain("нет ответа");
    expect(r.answer.content).toContain("лицензии выдаёт системный администратор");
  });
});

describe("a thing out of order is what the question is about", () => {
  // «не работает vpn» was hedged with the working hours («Штатные переводчики работают с 10:00…»): the verb of
  // functioning, searched as three terms («работа», «~работ», its group), outweighed the thing that fails, searched as one;
  // the IT memo ranked fourth. Left: weighing a word once whatever its terms is a change to every search's scores.
  it.failing("«не работает vpn» is not answered with the working hours", async () => {
    const r = await ask("не работает vpn");
    expect(r.answer.content).not.toContain("10:00 до 19:00");
    expect(r.answer.content).toContain("VPN");
  });
  it.failing("«не работает традос что делать» answers with the Trados rule", async () => {
    const r = await ask("не работает традос что делать");
    expect(r.answer.content).toContain("Trados");
  });
});

describe("a participle is its verb", () => {
  // «удалил файл случайно можно вернуть?» was refused, naming the accountant: «Удалённый файл можно восстановить в
  // течение 30 дней» is the verb «удалить» said as a participle.
  it("«удалил файл случайно можно вернуть?» gives the 30 days to restore it", async () => {
    const r = await ask("удалил файл случайно можно вернуть?");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("30 дней");
  });
});

describe("a rate per day is not a duration in days", () => {
  // «сколько страниц в день можно сдавать клиенту по одному заказу» was answered, with [1], by the refund rule
  // («…возвращается на карту в течение 7 дней»): its «дней» met «в день».
  it("pages a day per order gives the 10 pages a working day", async () => {
    const r = await ask("сколько страниц в день можно сдавать клиенту по одному заказу");
    expect(r.answer.content).not.toContain("в течение 7 дней");
    expect(r.answer.content).toContain("до 10 страниц в рабочий день");
  });
});

describe("a definition question stands on its own in a running chat", () => {
  // In one chat, «что такое учётная страница» after «чек самозанятого когда присылать» was refused: its «такое» was read as
  // pointing back, the question judged with the receipts' words and «когда».
  it("«что такое учётная страница» after another question gives the 1800 characters", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("чек самозанятого когда присылать");
    const { m } = await chat("что такое учётная страница");
    expect(m.content).toContain("1800 знаков");
  });
});

describe("the hours from one clock time to another are a schedule", () => {
  // «what are the office hours?» was hedged with «Отпуск — 28 календарных дней в год, график отпусков…»: the English
  // compound is the thesaurus's «график», which only the leave schedule wrote; the office's hours say «с 9:00 до 18:00».
  it("«what are the office hours?» gives the office's 9:00 to 18:00", async () => {
    const r = await ask("what are the office hours?");
    expect(r.answer.content).toContain("9:00");
    expect(r.answer.content).not.toContain("график отпусков");
  });
});

describe("a letter to a colleague named in lowercase", () => {
  // «напиши письмо ольге петровой что я не получил оплату за октябрь» showed «Кому: ольга петровой — адрес не нашёл»,
  // though the contacts page writes «бухгалтер Ольга Петрова, buh@lingva-pro.ru»: only a capitalised name was looked up.
  it("takes the address the contacts page gives and writes the name as it does", async () => {
    const send = await sameChat({ docs: DOCS });
    const { m } = await send("напиши письмо ольге петровой что я не получил оплату за октябрь");
    const card = ((m.meta.tools ?? []) as { result: { kind: string; to?: string; toKnown?: boolean; body: string } }[]).map((t) => t.result).find((r) => r.kind === "draft")!;
    expect(card.to).toBe("Ольга Петрова <buh@lingva-pro.ru>");
    expect(card.toKnown).toBe(true);
    expect(card.body).toContain("Добрый день, Ольга!");
  });
});

describe("a refusal names the contact for the thing asked, typed as it sounds", () => {
  // With the IT memo deleted, «кто выдает лицензии традоса» was refused naming hr@, though the contacts page's row
  // «Компьютеры, Trados, VPN — системный администратор…, it@lingva-pro.ru» names the product.
  it("«кто выдает лицензии традоса» without the IT memo names it@", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead43-"));
    cpSync(DOCS, dir, { recursive: true });
    rmSync(join(dir, "it.txt"));
    const r = await (await freshChats({ docs: dir }))("кто выдает лицензии традоса");
    expect(r.answer.content).toContain("it@lingva-pro.ru");
    expect(r.answer.content).not.toContain("hr@lingva-pro.ru");
  });
});

describe("seen in walk 43, not fixed yet", () => {
  // Answered, cited, with the clients' prices («с немецкого и французского — 750 руб.») and «до 10 страниц в рабочий
  // день»: the pay for pages over the norm is the rates table's «Немецкий, французский | 300 руб.».
  it.failing("«если я переведу 10 страниц с немецкого за день, сколько доплатят» gives the rate over the norm", async () => {
    const r = await ask("если я переведу 10 страниц с немецкого за день, сколько доплатят");
    expect(r.answer.content).toContain("300 руб");
    expect(r.answer.content).not.toContain("750 руб");
  });
  // Hedged over «Обычный срок — до 10 страниц в рабочий день…»: the rules say «Штатные переводчики работают с 10:00 до
  // 19:00», which the question's «приходить на работу» (read as «рабочий день») does not meet.
  it.failing("«во сколько мне приходить на работу» gives the translators' 10:00", async () => {
    const r = await ask("во сколько мне приходить на работу");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("10:00");
  });
});
