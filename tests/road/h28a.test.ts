import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Session 28, helper A: sums from the documents (pay) over walk 27a's dark-store chain. The rates are per hour in one table,
// a shift's paid hours in another («оплачиваются 11 часов»), the surcharges, the orders and the rent in a third: a person
// asks for the money of a shift and gets the arithmetic with each row it used.
const DARKSTORES = resolve(import.meta.dir, "../fixtures/walk27a/docs");
const SCHEDULE = resolve(import.meta.dir, "../fixtures/walk27a/own/my-schedule.txt");

describe("a shift's pay across the rates table and the shifts table", () => {
  it("«сколько получает сборщик за дневную смену?» is 11 paid hours × 230 ₽, both rows quoted", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сколько получает сборщик за дневную смену?");
    expect(r.answer.content).toMatch(/11 × 230 = 2\s?530/);
    expect(r.answer.content).toContain("оплачиваются 11 часов");
    expect(r.answer.content).toContain("Сборщик заказов");
  });

  it("a courier «на велике» for 3 day shifts gets the bicycle courier's 260 ₽ × 11 h × 3, not the own-transport allowance", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    for (const q of ["я курьер на велике, 3 дневные смены, сколько выйдет без учета заказов", "развожу на велосипеде, отработал три дневные смены — сколько мне начислят?"]) {
      const r = await ask(q);
      expect(r.answer.content).toMatch(/8\s?580/);
      expect(r.answer.content).not.toContain("3 × 150");
      expect(r.tools).not.toContain("ad_revenue");
    }
  });

  it("then «а если за одну смену 20 заказов развез?» adds 20 × 45 ₽ to one shift", async () => {
    const send = await sameChat({ docs: DARKSTORES });
    await send("я курьер на велике, 3 дневные смены, сколько выйдет без учета заказов");
    const { m } = await send("а если за одну смену 20 заказов развез?");
    expect(m.content).toMatch(/20 × 45 = 900/);
    expect(m.content).toMatch(/3\s?760/);
  });

  it("a courier on the company's scooter with 10 orders: 11 × 240 + 10 × 55 − the scooter's rent 300 = 2 890", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("беру самокат компании, за дневную смену развёз 10 заказов, сколько заработаю?");
    expect(r.answer.content).toMatch(/2\s?890/);
    expect(r.answer.content).toMatch(/− 300/);
  });

  it("on one's own scooter the FAQ's 150 ₽ a shift for one's own transport is added and no rent is taken", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("курьер на своём самокате, 15 заказов за вечернюю смену, сколько получу?");
    expect(r.answer.content).toMatch(/15 × 55 = 825/);
    expect(r.answer.content).toMatch(/\+ 150/);
    expect(r.answer.content).not.toMatch(/− 300/);
    expect(r.answer.content).toContain("своего транспорта");
  });

  it("the night warehouse worker's shift: 7,5 paid hours × 250 ₽ and the 20 % on its night hours", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("кладовщик ночной пересменки за одну смену сколько получит?");
    expect(r.answer.content).toMatch(/7,5 × 250 = 1\s?875/);
    expect(r.answer.content).toMatch(/20%/);
    expect(r.answer.content).toContain("Ночные часы");
    expect(r.skill).toBeNull();
  });

  it("a picker on a holiday is paid the shift × 2 (5 060 ₽); on Saturday the ordinary rate, the weekend row quoted", async () => {
    const ask = await freshChats({ docs: DARKSTORES });
    const holiday = await ask("сборщица, выйду в праздник на дневную смену — сколько заплатят?");
    expect(holiday.answer.content).toMatch(/5\s?060/);
    const send = await sameChat({ docs: DARKSTORES });
    await send("сколько получает сборщик за дневную смену?");
    const weekend = await send("а в выходные?");
    expect(weekend.m.content).toMatch(/2\s?530/);
    expect(weekend.m.content).toContain("без надбавки");
    expect(weekend.m.content).not.toContain("день выплаты");
    const send2 = await sameChat({ docs: DARKSTORES });
    await send2("сколько получает сборщик за дневную смену?");
    const feast = await send2("а в праздник?");
    expect(feast.m.content).toMatch(/5\s?060/);
  });

  it("a picker's overtime «я сборщик, переработал 3 часа» is worked out at the table's 230 ₽, not asked for a rate", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("я сборщик, переработал 3 часа сверх смены, как оплатят");
    expect(r.answer.content).toMatch(/1\s?150/);
    expect(r.answer.content).not.toContain("Напишите вашу часовую ставку");
  });
});

describe("a follow-up of its own matter is not a shift's pay", () => {
  it("after a picker's pay, «а сколько дней отпуска у сборщика?» and «а отпуск?» get the leave rules, not a sum", async () => {
    for (const next of ["а сколько дней отпуска у сборщика?", "а отпуск?"]) {
      const send = await sameChat({ docs: DARKSTORES });
      await send("сколько получает сборщик за дневную смену?");
      const { m } = await send(next);
      expect(m.content).not.toContain("Расчёт");
      expect(m.content).toContain("отпуск");
    }
  });
});

describe("a price by the order's band with its add-ons", () => {
  it("after «сколько стоит доставка заказа на 1200», «а ночью и экспрессом?» is 99 + 149 + 99 = 347 ₽", async () => {
    const send = await sameChat({ docs: DARKSTORES });
    await send("сколько стоит доставка заказа на 1200");
    const { m } = await send("а ночью и экспрессом?");
    expect(m.content).toMatch(/= 347/);
    expect(m.content).toContain("от 1 000 до 1 499");
  });
  it("«заказ на 800 рублей привезти ночью — сколько доставка?» is 199 + 99", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("заказ на 800 рублей привезти ночью — сколько доставка?");
    expect(r.answer.content).toMatch(/199 \+ 99 = 298/);
  });
});

describe("words that say when are not whose rate", () => {
  it("«ночные доплата сколько» asks the rate: «ночные» does not make the person the night shift's warehouse worker", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("ночные доплата сколько");
    expect(r.answer.content).toContain("20%");
    expect(r.answer.content).not.toMatch(/× 250 × 20%/);
  });
  it("«сборщик за ночную смену сколько получит?» is the picker's 230 ₽ over the night shift's 7,5 paid hours", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сборщик за ночную смену сколько получит?");
    expect(r.answer.content).toMatch(/7,5 × 230/);
  });
});

describe("one's own schedule", () => {
  it("«сколько я заработаю за дневные смены из моего графика?» counts the file's 4 day shifts × 11 h × 230 ₽", async () => {
    const ask = await chatWithFile(DARKSTORES, SCHEDULE);
    const a = await ask("сколько я заработаю за дневные смены из моего графика?");
    expect(a).toMatch(/10\s?120/);
    expect(a).not.toContain("Отпуск");
  });
});
