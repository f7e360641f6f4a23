import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Helper C of session 29: sums from the documents of walk 28a's cinema chain («Янтарный экран»), asked as a person asks.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");
const SCHEDULE = resolve(import.meta.dir, "../fixtures/walk28a/own/moi-grafik-dekabr.txt");
const flat = (s: string) => s.replace(/[\s\u00a0]/g, "");

describe("a shift's hours are the shift table's, not a worked example's", () => {
  // R79: «15 × 8 × 220 = 26 400» stated with confidence — the night cleaning shift is 7 hours, 5 of them night hours (+40 %),
  // and the 8 was read from the example «Кассир отработал 12 дневных смен по 8 часов».
  it("«я уборщик, сколько выйдет за месяц если 15 смен» → 29 700 ₽", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я уборщик, сколько выйдет за месяц если 15 смен");
    expect(flat(r.answer.content)).toContain("29700");
    expect(flat(r.answer.content)).not.toContain("26400");
  });

  it("a night cleaner's ten shifts, asked in other words → 19 800 ₽", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("работаю ночным уборщиком, отработала 10 смен — сколько мне начислят?");
    expect(flat(r.answer.content)).toContain("19800");
  });

  // R17: after «кассир, 15 смен по 8 часов» (27 600 ✓) «а если все смены вечерние?» got the bar's worked example.
  it("«а если все смены вечерние?» after a cashier's 15 shifts → 31 740 ₽", async () => {
    const send = await sameChat({ docs: CINEMA });
    expect(flat((await send("я кассир, 15 смен по 8 часов, сколько получу")).m.content)).toContain("27600");
    const r = await send("а если все смены вечерние?");
    expect(flat(r.m.content)).toContain("31740");
    expect(flat(r.m.content)).not.toContain("2208");
  });

  it("an usher's twelve evening shifts → 22 080 ₽ (8 × 200 and 3 night hours at +40 %)", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я билетёр, 12 вечерних смен, сколько заработаю?");
    expect(flat(r.answer.content)).toContain("22080");
  });
});

describe("a position named by its trade's word", () => {
  // R24: «бармен» is the row «Сотрудник бара» (240 ₽): «напишите вашу часовую ставку» though it was named.
  it("«я бармен, переработал 3 часа, сколько доплатят» → 1 200 ₽", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я бармен, переработал 3 часа, сколько доплатят");
    expect(flat(r.answer.content)).toContain("1200");
    expect(r.answer.content).not.toContain("Напишите вашу часовую ставку");
  });

  it("a barmaid's 10 day shifts → 19 200 ₽", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("барменша, 10 дневных смен, сколько получу?");
    expect(flat(r.answer.content)).toContain("19200");
  });
});

describe("in English", () => {
  // E10: the Russian wording works; the English one got the night-hours and sick-note sentences.
  it("«I work as a cashier, I did 10 day shifts. How much will I earn?» → 18 400", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("I work as a cashier, I did 10 day shifts. How much will I earn?");
    expect(flat(r.answer.content)).toContain("18400");
  });
});

describe("my own schedule", () => {
  // F2: the attached schedule lists 14 evening shifts of a cashier: 14 × (8 × 230 + 3 × 230 × 40 %) = 29 624 ₽.
  it("«сколько я заработаю за декабрь если все смены вечерние» → 29 624 ₽", async () => {
    const ask = await chatWithFile(CINEMA, SCHEDULE);
    const a = await ask("сколько я заработаю за декабрь если все смены вечерние");
    expect(flat(a)).toContain("29624");
  });

  it("«сколько мне заплатят за мои смены в декабре?» → 29 624 ₽", async () => {
    const ask = await chatWithFile(CINEMA, SCHEDULE);
    expect(flat(await ask("сколько мне заплатят за мои смены в декабре?"))).toContain("29624");
  });
});

describe("a price with what the list adds to it", () => {
  // T9: «3д» is «3D»; the weekend's 500 and the 3D surcharge +100.
  it("«сколько стоит билет в субботу вечером на 3д» → 600", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько стоит билет в субботу вечером на 3д");
    expect(flat(r.answer.content)).toContain("500+100=600");
  });

  // R41: the large popcorn 420 and a flavour +50.
  it("«сколько стоит большой попкорн с карамелью» → 470", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько стоит большой попкорн с карамелью");
    expect(flat(r.answer.content)).toContain("420+50=470");
  });

  it("a medium cheese popcorn, asked in other words → 370", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("почём средний попкорн с сыром?");
    expect(flat(r.answer.content)).toContain("320+50=370");
  });

  // T10: a weekday evening's 450, the students' 20 % on Wednesdays, the 3D surcharge.
  it("«а если в среду студент на 3д в 19:00?» after the Saturday 3D ticket → 460", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("сколько стоит билет в субботу вечером на 3д");
    const r = await send("а если в среду студент на 3д в 19:00?");
    expect(flat(r.m.content)).toContain("460");
  });

  // The list says «Скидки … не действуют в VIP-зале»: a student in the VIP hall pays it whole, and «3D» picks no «3D-очки».
  it("a student's 3D ticket in the VIP hall is 900 + 100, the discount barred", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("студент в VIP-зал на 3д, сколько стоит билет?");
    expect(flat(r.answer.content)).toContain("900+100=1000");
    expect(r.answer.content).toContain("не действуют в VIP-зале");
  });

  it("a plain ticket with nothing added is not worked out as a sum", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько стоит билет в будни до 12:00?");
    expect(r.answer.content).toContain("250");
    expect(r.answer.content).not.toMatch(/Расчёт/);
  });
});

describe("the person's own role's row", () => {
  // R47: the shift manager's «компенсацию до 1 000 рублей» was the answer to a cashier — who may give only a small popcorn
  // or a 0.5 l drink.
  it("«какую компенсацию я как кассир могу дать сам» → the cashier's row, not the manager's 1 000", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("какую компенсацию я как кассир могу дать сам");
    expect(r.answer.content).toContain("Бесплатный малый попкорн или напиток 0,5 л");
    expect(r.answer.content).not.toContain("1 000 рублей");
  });

  it("a barman asking what he may give a guest without asking anyone gets the bar's row", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я бармен, что я могу дать гостю без согласования, если он недоволен?");
    expect(r.answer.content).toContain("Бесплатный малый попкорн");
    expect(r.answer.content).not.toContain("до 3 000");
  });
});

describe("a party's price", () => {
  // R42: a weekday 15:00 show is 350; the child under 12 gets 30 % off before 18:00.
  it("«семья: 2 взрослых и ребенок 8 лет в будни на сеанс в 15:00, сколько за билеты» → 945", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("семья: 2 взрослых и ребенок 8 лет в будни на сеанс в 15:00, сколько за билеты");
    expect(flat(r.answer.content)).toContain("945");
  });

  // R50: «Мини» is for up to 10 children; each one over it is 990.
  it("«сколько стоит праздник на 12 детей» → 14 900 + 2 × 990 = 16 880, or the «Макси» 24 900", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько стоит праздник на 12 детей");
    expect(flat(r.answer.content)).toContain("14900+2×990=16880");
    expect(flat(r.answer.content)).toContain("24900");
  });

  // The children's discount is «на сеансы до 18:00»: a ticket's, not the bar's.
  it("a child's large caramel popcorn is not given the children's ticket discount", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("ребенок 7 лет, сколько стоит большой попкорн с карамелью?");
    expect(r.answer.content).not.toMatch(/30\s*%\s*=/);
  });

  it("a children's party is no ticket on a holiday with a children's discount", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько стоит праздник для детей в субботу?");
    expect(flat(r.answer.content)).not.toContain("350");
  });
});

describe("what a set saves", () => {
  // R68: 420 + 2 × 210 + 2 × 260 = 1 360 against the family combo's 1 190.
  it("«сколько сэкономит гость если купит семейное комбо вместо всего по отдельности» → 170", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько сэкономит гость если купит семейное комбо вместо всего по отдельности");
    expect(flat(r.answer.content)).toContain("1360−1190=170");
  });

  it("the combo for two, asked in other words → 320 + 2 × 150 − 560 = 60", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("комбо вдвоём выгоднее чем брать отдельно? на сколько?");
    expect(flat(r.answer.content)).toContain("620−560=60");
  });
});

describe("a night surcharge is on the night hours the shift holds", () => {
  // R78: 8 × 220 × 40 % = 704 for the rule's whole 22:00–06:00, though a night cleaning shift (01:00–08:00) holds 5.
  it("«сколько доплатят уборщику за ночные часы за смену?» → 5 × 220 × 40 % = 440", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько доплатят уборщику за ночные часы за смену?");
    expect(flat(r.answer.content)).toContain("5×220×40%=440");
    expect(flat(r.answer.content)).not.toContain("704");
  });

  it("a cashier's night surcharge for an evening shift is 3 hours' → 276", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("я кассир, сколько доплатят за ночные часы в вечернюю смену?");
    expect(flat(r.answer.content)).toContain("3×230×40%=276");
  });
});
