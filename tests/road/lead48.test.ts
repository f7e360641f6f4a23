import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 48, the lead's Chromium walk. An admin uploaded a city library's staff rules (a .docx with a table of extra pay,
// built by tests/fixtures/lead48/mk.py), a librarian's safety instruction (.pdf), the rules for serving readers (.md, a table
// of loan periods), an IT memo (.txt) and the staff phone list (.html), and removed the samples; a new librarian asked in
// her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead48/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead48/own/moy-plan-meropriyatiy.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("pay written as a multiple of the rate answers how much", () => {
  // The pay table's row «За работу в воскресенье | всем сотрудникам | двойная часовая ставка» was shown as «possibly
  // related» («Про «доплачивают» в найденном ничего не сказано»): a doubled rate is how much is paid, as «в двойном размере».
  for (const q of ["сколько платят за работу в воскресенье", "сколько доплачивают за работу в воскресенье"]) {
    it(`«${q}» answers with the doubled hourly rate`, async () => {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("двойная часовая ставка");
    });
  }
});

describe("a verb of paying is met by the sum a pay table states", () => {
  // «доплачивают ли за ведение клуба?» hedged beside the row «За ведение кружка или клуба | библиотекарям | 2 000 руб. в
  // месяц»: no sentence writes «доплачивают», the table writes the sum.
  it("«доплачивают ли за ведение клуба?» answers 2 000 roubles a month", async () => {
    const r = await ask("доплачивают ли за ведение клуба?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("2 000 руб");
  });
  // «если я веду клуб, мне доплатят?» picks the mentor's «доплату 3 000 руб.» over the club's row, and its refusal (and
  // «сколько доплачивают за работу в воскресенье» before the fix above) named the labour-safety officer: the rules' title
  // «Правила внутреннего трудового распорядка» meets «охране труда» on his line.
  it.failing("«если я веду клуб, мне доплатят?» gives the club's 2 000 roubles", async () => {
    const r = await ask("если я веду клуб, мне доплатят?");
    expect(r.answer.content).toContain("2 000 руб");
    expect(r.answer.content).not.toContain("ot@");
  });
});

describe("who asks is not what is asked", () => {
  // «привет! я новый библиотекарь, с чего начать?» asserted «Читательский билет бесплатный; при утере новый билет выдаётся
  // за 50 руб. [1]»: the speaker's «новый» met the new reader's card.
  it("«привет! я новый библиотекарь, с чего начать?» asserts no sentence about a reader's card", async () => {
    const r = await ask("привет! я новый библиотекарь, с чего начать?");
    expect(answerStateOf(r.answer.content) === "answered" && r.answer.content.includes("билет")).toBe(false);
  });
  it("«я новенькая, сколько длится испытательный срок у библиотекаря?» still gets the three months", async () => {
    const r = await ask("я новенькая, сколько длится испытательный срок у библиотекаря?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("3 месяца");
  });
});

describe("a date asked is met by that date", () => {
  // A second employee asked «что запланировано на 12 декабря?» and got «График отпусков утверждается до 15 декабря на
  // следующий год [1]» asserted: the 12th fell «within» the bound «до 15».
  it("«что запланировано на 12 декабря?» asserts nothing written for the 15th", async () => {
    const r = await ask("что запланировано на 12 декабря?");
    expect(answerStateOf(r.answer.content) === "answered" && r.answer.content.includes("15 декабря")).toBe(false);
  });
});

describe("the person's own plan answers what the calendar does not hold", () => {
  // She attached her December events plan; «что у меня запланировано на 12 декабря?» and «сколько человек придёт на встречу с
  // писателем?» ran the calendar («В календаре на этот период ничего нет»): a meeting named or «запланировано» is a calendar
  // word, but the calendar held nothing and her file did.
  it("«что у меня запланировано на 12 декабря?» gives the master class from her plan", async () => {
    const send = await chatWithFile(DOCS, OWN);
    expect(await send("что у меня запланировано на 12 декабря?")).toContain("мастер-класс");
  }, 60_000);
  it("«сколько человек придёт на встречу с писателем?» gives 40 places", async () => {
    const send = await chatWithFile(DOCS, OWN);
    expect(await send("сколько человек придёт на встречу с писателем?")).toContain("40 мест");
  }, 60_000);
  it("a colleague without the plan gets nothing of it", async () => {
    const send = await chatWithFile(DOCS, null);
    expect(await send("сколько человек придёт на встречу с писателем?")).not.toContain("40 мест");
  }, 60_000);
});

describe("seen in the walk, not fixed", () => {
  // The verb «жаловаться» and the noun «жалоба» stem apart; the sentence «С жалобой читателя направляйте к заместителю
  // директора по работе с читателями» was retrieved, the answer hedged with the sentence before it (answered since session 52).
  it("«куда жаловаться читателю» names the deputy director for readers", async () => {
    const r = await ask("куда жаловаться читателю");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("заместителю директора");
  });
  // «сразу» is «одновременно», «книг» the «изданий» of «Одновременно на руки выдаётся не больше 5 изданий»: refused.
  it.failing("«сколько книг можно взять сразу» gives five", async () => {
    const r = await ask("сколько книг можно взять сразу");
    expect(r.answer.content).toContain("не больше 5 изданий");
  });
  // The adjective «краеведческий» and the table's «краеведение» stem apart: refused.
  it.failing("«можно ли вынести краеведческую книгу домой» says only in the reading room", async () => {
    const r = await ask("можно ли вынести краеведческую книгу домой");
    expect(r.answer.content).toContain("только в читальном зале");
  });
  // «when do we get paid?» was refused over the Russian rules («Заработная плата выплачивается два раза в месяц…»).
  it.failing("«when do we get paid?» gives the 20th and the 5th", async () => {
    const r = await ask("when do we get paid?");
    expect(r.answer.content).toContain("20-го");
  });
  // «а аванс?» after the pay days was refused: the rules call the first payment «за первую половину месяца». Since session 55 a
  // follow-up whose merged reading finds no passage is judged on the passages that answered the previous question.
  it("«а аванс?» after «когда зарплата» gives the 20th", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("когда зарплата");
    const { m } = await send("а аванс?");
    expect(m.content).toContain("20-го");
  });
});
