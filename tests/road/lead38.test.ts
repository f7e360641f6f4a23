import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 38, the lead's Chromium walk. An admin uploaded a bookshop chain's staff memo as a Word file (tests/fixtures/lead38,
// built by build.py) and removed the samples; a new shop assistant then asked in their own words.
const MEMO = resolve(import.meta.dir, "../fixtures/lead38/docs");

describe("a yes/no question of what is allowed is no request for work", () => {
  // «можно ли работать на полставки» was asked «оценка потенциального клиента или еженедельный отчёт?»: «работать» and
  // «ставки» are words of two skills, but the question asks whether the rules allow it.
  it("«можно ли работать на полставки» asks no skill and names whom to ask", async () => {
    const r = await (await freshChats({ docs: MEMO }))("можно ли работать на полставки");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("kadry@pereplet.ru");
  });
});

describe("a company event named with a weekday is asked of the documents", () => {
  // «кто встречает авторов в субботу» ran the calendar («В календаре на этот период ничего нет»), though the memo says who
  // works at the Saturday author meetings.
  it("«кто встречает авторов в субботу» gives the memo's author meetings", async () => {
    const r = await (await freshChats({ docs: MEMO, tools: true }))("кто встречает авторов в субботу");
    expect(r.tools).not.toContain("calendar_search");
    expect(r.answer.content).toContain("встречи с авторами");
  });
});

describe("everyday words of a shop assistant meet the memo's", () => {
  // «человек» now reads as «кто-то» (indefinite-subject.ts) and the answer is hedged, not refused; still left: «просит» is
  // weighed as a word no rule holds, and with it dropped «которой нет» (the book not in stock) picks nothing, so the reserve
  // rule came first (tried and undone in session 38).
  it.failing("«человек просит книгу которой нет, что делать» gives the order from the warehouse, no refusal over «человек»", async () => {
    const r = await (await freshChats({ docs: MEMO }))("человек просит книгу которой нет, что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("заказать со склада");
  });

  // The pay verbs' whole paradigm asks a sum (measure-questions.ts): «получать» had asked for any figure, and the shift's
  // length answered.
  it("«сколько я буду получать за смену» gives the rate a shift, not the lunch break", async () => {
    const r = await (await freshChats({ docs: MEMO }))("сколько я буду получать за смену");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("2 600 рублей");
  });

  it("«можно проверить сумку у покупателя?» gives «Досматривать сумки нельзя» as the answer", async () => {
    const r = await (await freshChats({ docs: MEMO }))("можно проверить сумку у покупателя?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Досматривать сумки нельзя");
  });

  it("«а на ручки и тетради тоже?» after the staff discount says it does not cover stationery", async () => {
    const send = await sameChat({ docs: MEMO });
    await send("какая скидка на книги для своих");
    const { m } = await send("а на ручки и тетради тоже?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("канцелярские товары");
  });
});

describe("a figure asked is not answered by a contacts row", () => {
  // «сколько дней отпуска» was answered with the contacts table's row «Зарплата, отпуск, больничный: … kadry@…» cited as the
  // answer: the memo holds no leave length, so the person is told so and whom to ask.
  // Asked after «я заболел кому сообщить»: a question of its own (its own measure and thing) borrowed the «кому» before it.
  it("«сколько дней отпуска» after «я заболел кому сообщить» is not asserted from the contacts row, and names kadry@", async () => {
    const send = await sameChat({ docs: MEMO });
    await send("я заболел кому сообщить");
    const { m } = await send("сколько дней отпуска");
    expect(answerStateOf(m.content)).not.toBe("answered");
    expect(m.content).toContain("kadry@pereplet.ru");
  });
});

describe("a place that works till an hour is open then", () => {
  // «до скольки магазин работает» got the author meetings' «в зале работают два продавца» and their 17:00.
  it("«до скольки магазин работает» gives the opening hours", async () => {
    const r = await (await freshChats({ docs: MEMO }))("до скольки магазин работает");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("с 10:00 до 21:00");
    expect(r.answer.content).not.toContain("встречи с авторами");
  });
});

describe("a sentence that says the whole question needs no heading's words", () => {
  // «можно ли мне взять книгу из резерва себе» got three sentences of the reserve section, whose heading lent them «книг»,
  // and not the staff rule «Книги из резерва покупателей сотрудникам не продаются…» under «Скидки для сотрудников». Lifting
  // such a sentence over the heading's words was built and undone: it took «Положение устанавливает порядок…» for the daily
  // allowance (pharmacy q04), a 14-day leave for the 28-day one (hotel q01).
  it.failing("«можно ли мне взять книгу из резерва себе» gives the rule for staff", async () => {
    const r = await (await freshChats({ docs: MEMO }))("можно ли мне взять книгу из резерва себе");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("сотрудникам не продаются");
  });
});

describe("a term that ran out has expired", () => {
  // «а если резерв кончился?» after the staff rule on reserved books was hedged over «кончился» beside «…до истечения срока
  // резерва».
  it("«а если резерв кончился?» gives the staff rule «до истечения срока резерва»", async () => {
    const send = await sameChat({ docs: MEMO });
    await send("можно ли мне взять книгу из резерва себе");
    const { m } = await send("а если резерв кончился?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("до истечения срока резерва");
  });
});

describe("a theft told with its verb", () => {
  // «покупатель украл книгу что делать» is hedged over «украл» with the reserve rule: the thesaurus joins «украл» and «кража»,
  // but the security section is not retrieved above the floor for it (alone; after «что делать при пожаре» it came merged,
  // with the fire rule). Left for the next session.
  it.failing("«покупатель украл книгу что делать» gives the security rule on theft", async () => {
    const r = await (await freshChats({ docs: MEMO }))("покупатель украл книгу что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("при подозрении на кражу");
  });
});

// Left by the walk for the next session, each as the person met it (skills and tools beside the memo and the samples).
describe("requests the walk left unserved", () => {
  // The calendar ran on «собеседованию» and showed «Защита бюджета закупок» (its description says «Подготовить…»); h38c's
  // rule (a skill's own tool picked on an object yields to a request for work) passes it since the merge.
  it("«помоги подготовиться к собеседованию на аналитика» runs no calendar search", async () => {
    const r = await (await freshChats({ tools: true }))("помоги подготовиться к собеседованию на аналитика");
    expect(r.tools).not.toContain("calendar_search");
  });

  // The nutrition skill's cues say «скинуть вес», «скинуть килограмм», not a figure with «кг» between: no skill, and the
  // embedded face's «свободную беседу я не веду».
  it.failing("«хочу скинуть 5 кг, рост 170 вес 80, мне 35, сижу в офисе» enters the nutrition skill", async () => {
    const r = await (await freshChats({ tools: true }))("хочу скинуть 5 кг, рост 170 вес 80, мне 35, сижу в офисе");
    expect(r.skill).toBe("nutrition");
  });

  // Inside the calorie skill, more food told as «а если ещё…?» went to the documents («нет ответа»).
  it("«а если ещё чай с сахаром?» inside the calorie skill adds the tea to the total", async () => {
    const send = await sameChat({ tools: true });
    await send("посчитай калории: на обед съел гречку с курицей грамм 300 и салат");
    const { m } = await send("а если ещё чай с сахаром?");
    expect(m.content).toContain("чай");
    expect(m.content).toContain("Итого");
  });
});
