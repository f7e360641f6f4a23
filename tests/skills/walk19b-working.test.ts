import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "../road/helpers.ts";

type Card = { tool: string; result: Record<string, unknown> };
const draftOf = (m: { meta: Record<string, unknown> }) =>
  ((m.meta.tools as Card[] | undefined) ?? []).map((c) => c.result).findLast((r) => r.kind === "draft") as
    { title: string; body: string; to: string; toKnown: boolean } | undefined;

describe("a letter skill writes the letter from the facts (walk 19b)", () => {
  it("a business letter asks in a sentence of its own, its subject names the matter, the address said goes to «Кому»", async () => {
    const send = await sameChat({ tools: true });
    const first = await send("нужно официальное письмо в ООО «КомпМаркет» с просьбой продлить нам отсрочку платежа до 30 дней, подпись — Ольга Белова, отдел закупок");
    const d1 = draftOf(first.m)!;
    expect(d1.body).toContain("продлить нам отсрочку платежа до 30 дней");
    expect(d1.body).toMatch(/^Добрый день!\n\n\S/u);
    expect(d1.body).toMatch(/С уважением,\nОльга Белова, отдел закупок$/u);
    expect(d1.to).toBe("ООО «КомпМаркет»");
    expect(d1.title).not.toContain("с просьбой");
    expect(d1.title.toLowerCase()).toContain("отсрочк");
    const second = await send("адрес у них info@kompmarket.example");
    const d2 = draftOf(second.m)!;
    expect(d2.to).toContain("info@kompmarket.example");
    expect(d2.body).not.toContain("info@kompmarket.example");
    expect(d2.body).toContain("отсрочку платежа");
  });

  it("a job offer congratulates the candidate by name, lists the terms and keeps the command out", async () => {
    const send = await sameChat({ tools: true });
    const r = await send("берём дизайнера Анну Ким, оклад 150 тысяч, выход 15 января, испытательный 3 месяца — подготовь ей предложение о работе");
    const d = draftOf(r.m)!;
    expect(d.body).toContain("Анна");
    expect(d.body).toContain("дизайнера");
    expect(d.body).toContain("оклад 150 тысяч");
    expect(d.body).toContain("выход 15 января");
    expect(d.body).not.toMatch(/подготовь|берём/iu);
    expect(d.to).toBe("Анна Ким");
    expect(d.title).toMatch(/предложение о работе/iu);
    const more = await send("её почта anna.kim@mail.example");
    const d2 = draftOf(more.m)!;
    expect(d2.to).toContain("anna.kim@mail.example");
    expect(d2.body).not.toContain("anna.kim@mail.example");
  });

  it("a cold letter offers in a sentence, ends with a question and goes to the address said", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги с холодным письмом незнакомому клиенту");
    const r = await send("сеть кофеен «Зерно», директору по закупкам, предлагаем аренду офисных принтеров с обслуживанием за 3 000 в месяц. адрес zakupki@zerno.example");
    const d = draftOf(r.m)!;
    expect(d.to).toContain("zakupki@zerno.example");
    expect(d.body).toMatch(/[Пп]редлагаем аренду офисных принтеров с обслуживанием за 3 000 в месяц/u);
    expect(d.body).not.toMatch(/адрес zakupki/u);
    expect(d.body).toMatch(/\?/u);
    expect(d.title).toMatch(/^Аренда офисных принтеров/u);
  });

  it("a complaint reply apologises, offers what was said and goes to the customer, never to a letter in the mailbox", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги ответить на жалобу клиента");
    await send("клиент пишет, что курьер привёз ноутбук с трещиной на экране и требует вернуть деньги. надо ему ответить");
    await send("предложим на выбор: замену ноутбука или возврат денег в течение 10 дней. клиента зовут Сергей Павлов, почта s.pavlov@mail.example");
    const r = await send("так напиши уже сам ответ");
    const d = draftOf(r.m)!;
    expect(d.to).toContain("s.pavlov@mail.example");
    expect(d.body).toContain("Сергей");
    expect(d.body).toContain("трещиной на экране");
    expect(d.body).toContain("замену ноутбука или возврат денег в течение 10 дней");
    expect(d.body).toMatch(/извин/iu);
    expect(d.body).not.toMatch(/надо ему ответить|клиента зовут|График отпусков/u);
  });
});

describe("a meeting to write up enters the minutes, not the calendar (walk 19b)", () => {
  it("everyday wordings of minutes, Russian and English, enter «Протокол совещания»", async () => {
    const ask = await freshChats({ tools: true });
    for (const text of ["записывай, что мы решили на планёрке", "надо протокол по итогам встречи набросать", "составь протокол совещания", "запиши протокол встречи", "помоги оформить итоги сегодняшнего совещания отдела"]) {
      const r = await ask(text);
      expect({ text, skill: r.skill, tools: r.tools }).toEqual({ text, skill: "meeting-minutes", tools: [] });
    }
    const en = await freshChats({ tools: true, lang: "en" });
    for (const text of ["take meeting minutes", "I need meeting minutes: attendees me, Kate and Igor; we decided to raise prices; Kate updates the price list by Friday"]) {
      const r = await en(text);
      expect({ text, skill: r.skill }).toEqual({ text, skill: "meeting-minutes" });
    }
  });

  it("minutes told at once are filled: the decision and the task with its owner and a dated deadline, no traffic report", async () => {
    const ask = await freshChats({ tools: true });
    const r = await ask("Протокол планёрки: были я, Мария Иванова и Дмитрий Соколов. Решили перенести запуск сайта на 15 декабря, Дмитрий готовит отчёт по трафику до пятницы.");
    expect(r.skill).toBe("meeting-minutes");
    const doc = r.cards.map((c) => c.result).find((x) => x.kind === "draft") as { body: string } | undefined;
    expect(doc?.body).toContain("Перенести запуск сайта на 15 декабря");
    expect(doc?.body).toMatch(/Дмитрий Соколов — готовит отчёт по трафику, срок: \d\d\.\d\d\.\d{4}/u);
  });

  it("the calendar is still asked for what is planned", async () => {
    const ask = await freshChats({ tools: true });
    expect((await ask("что у меня завтра?")).tools).toEqual(["calendar_search"]);
    expect((await ask("когда совещание по итогам квартала?")).tools).toEqual(["calendar_search"]);
  });
});

describe("a draft called off in words inside a skill is cancelled (walk 19b)", () => {
  it("«это вообще не то, отмени этот черновик» cancels the complaint reply; «не, такой документ не нужен, отмени» the minutes", async () => {
    const send = await sameChat({ tools: true });
    const made = await send("составь ответ на жалобу клиенту Сергею Павлову s.pavlov@mail.example: ноутбук пришёл с трещиной на экране, извиняемся и предлагаем замену или возврат денег в течение 10 дней");
    const id = (draftOf(made.m) as unknown as { draftId: string }).draftId;
    await send("это вообще не то, отмени этот черновик");
    expect(send.services.drafts.listPending(send.chatId).map((x) => x.id)).not.toContain(id);
    const minutes = await sameChat({ tools: true });
    await minutes("Протокол планёрки: были я, Мария Иванова и Дмитрий Соколов. Решили перенести запуск сайта на 15 декабря.");
    expect(minutes.services.drafts.listPending(minutes.chatId).length).toBe(1);
    const r = await minutes("не, такой документ не нужен, отмени");
    expect(minutes.services.drafts.listPending(minutes.chatId).length).toBe(0);
    expect(r.m.content).not.toContain("Дополнил");
  });
});
