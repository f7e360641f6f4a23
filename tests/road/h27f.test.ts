import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { seedSamples } from "../../src/seed.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Helper F of session 27: sums the dry-cleaning chain's documents imply, and the person's own attached schedule (walk 26a §5, §7).
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk26a/docs");
const SCHEDULE = resolve(import.meta.dir, "../fixtures/walk26a/own/my-grafik.txt");

/** One chat whose first message carries the person's schedule, as the browser sends a file with its text. */
async function withSchedule(first: string) {
  const { app, services } = await webApp();
  await seedSamples(services, CLEANERS);
  const p = person(app);
  const id = await newChatId(p);
  const file = new File([readFileSync(SCHEDULE, "utf8")], basename(SCHEDULE), { type: "text/plain" });
  await (await p.post(`/c/${id}/messages`, form({ text: first, file }))).text();
  const ask = async (text: string) => {
    await (await p.post(`/c/${id}/messages`, form({ text }))).text();
    return services.chats.messages(id).at(-1)!.content;
  };
  return { first: services.chats.messages(id).at(-1)!.content, ask };
}

describe("the person's own schedule, attached", () => {
  // Walk 26a R64: «31 декабря — выходной» reached the list's line glued to it and was counted as a ninth shift.
  it("«сколько у меня смен в декабре?» counts 8, and the day off is no shift", async () => {
    const { first } = await withSchedule("вот мой график, сколько у меня смен в декабре?");
    expect(first).toContain("8");
    expect(first).not.toMatch(/\b9 \(смен/);
    expect(first).not.toContain("31 декабря — выходной");
  });

  // R65: the role is in the file's title («…, приёмщик»), the rate in the company's table: 8 × 2 400.
  for (const q of ["сколько я заработаю за эти смены", "сколько мне заплатят за декабрь по моему графику?"]) {
    it(`«${q}» works out the file's shifts × the receptionist's rate`, async () => {
      const { ask } = await withSchedule("сколько у меня смен в декабре?");
      const a = await ask(q);
      expect(a).toMatch(/8 × 2 ?400 = 19 ?200/);
      expect(a).toContain("Приёмщик пункта");
      expect(a).toMatch(/\[2\]/);
    });
  }
});

describe("where the person works, from their file", () => {
  // R66: «где я работаю по графику?» got the company's rate table; the file says «Пункт: ТЦ «Радуга», 1 этаж».
  for (const q of ["где я работаю по графику?", "а на какой точке я выхожу на смены?"]) {
    it(`«${q}» is the file's «Пункт» line, cited`, async () => {
      const { ask } = await withSchedule("сколько у меня смен в декабре?");
      const a = await ask(q);
      expect(a).toContain("ТЦ «Радуга», 1 этаж");
      expect(a).toMatch(/\[1\]/);
      expect(a).not.toContain("2 400");
    });
  }

  it("«где я могу покурить?» is no question about the person's place of work", async () => {
    const { ask } = await withSchedule("сколько у меня смен в декабре?");
    expect(await ask("где я могу покурить?")).not.toContain("ТЦ «Радуга»");
  });
});

describe("the person's leave and the notice the rules ask", () => {
  // R67: the file's «Отпуск: с 20 по 27 декабря» and the leave table's «не позднее чем за 14 дней»: until 6 December.
  for (const [q, verdict] of [
    ["а отпуск у меня когда и успела ли я подать заявление если сегодня 3 декабря?", "вы успеваете"],
    ["сегодня 10 декабря, я ещё успею подать заявление на свой отпуск?", "срок уже прошёл"],
  ] as const) {
    it(`«${q}» gives the last day, 6 December, and «${verdict}»`, async () => {
      const { ask } = await withSchedule("сколько у меня смен в декабре?");
      const a = await ask(q);
      expect(a).toContain("с 20 по 27 декабря");
      expect(a).toContain("до 6 декабря");
      expect(a).toContain(verdict);
      expect(a).toMatch(/не позднее чем за 14 дней» \[2\]/);
    });
  }
});

describe("sums the price list implies", () => {
  // R39: the urgent surcharge is «+50% к цене» with no word after «цене»: the price asked before is its base.
  it("«а срочно?» after the down jacket's price is 1 690 + 50%", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("сколько стоит почистить пуховик");
    const r = await send("а срочно?");
    expect(r.m.content).toMatch(/1 ?690 \+ 50% = 1 ?690 \+ 845 = 2 ?535/);
    expect(r.m.content).toMatch(/\[\d\]/);
  });

  it("a rush for a fur coat, which the surcharge leaves out, is refused with the rule", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("почём химчистка шубы из натурального меха?");
    const r = await send("а если срочно, сколько будет?");
    expect(r.m.content).not.toMatch(/6 ?500 \+ 50%/);
  });

  it("«сколько стоит срочная чистка пальто?» is the coat's 1 450 + 50%; a rush for a carpet is refused", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    expect((await ask("сколько стоит срочная чистка пальто?")).answer.content).toMatch(/1 ?450 \+ 50% = 1 ?450 \+ 725 = 2 ?175/);
    const carpet = (await ask("сколько будет срочно почистить шерстяной ковер?")).answer.content;
    expect(carpet).toMatch(/^Нет: /);
    expect(carpet).toContain("кроме ковров и шуб");
  });

  // R40: a carpet's sides said as «3 на 4» are its area, priced per м².
  for (const q of ["клиент хочет почистить шерстяной ковер 3 на 4 сколько выйдет", "сколько будет стоить синтетический ковёр 2х3 м?"]) {
    it(`«${q}» multiplies the sides and the price per м²`, async () => {
      const r = await (await freshChats({ docs: CLEANERS }))(q);
      expect(r.answer.content).toMatch(q.includes("шерст") ? /3 × 4 = 12 м² × 490 = 5 ?880/ : /2 × 3 = 6 м² × 350 = 2 ?100/);
      expect(r.answer.content).toMatch(/\[1\]/);
    });
  }
});

describe("a charge per day after the free days", () => {
  // R49: «хранятся бесплатно 30 дней…, далее — 50 ₽ за каждый день хранения».
  for (const [q, sum] of [["вещь висит уже 2 месяца, клиент не забирает, сколько с него взять за хранение?", /\(60 − 30\) × 50 = 30 × 50 = 1500/], ["клиент пришёл за пальто через 45 дней после готовности, сколько доплатить за хранение?", /\(45 − 30\) × 50 = 15 × 50 = 750/]] as const) {
    it(`«${q}» counts the days beyond 30`, async () => {
      const r = await (await freshChats({ docs: CLEANERS }))(q);
      expect(r.answer.content).toMatch(sum);
      expect(r.answer.content).toContain("бесплатно 30 дней");
    });
  }
});

describe("pay sums the rate table implies", () => {
  // R19: the courier's row pays «2 000 ₽ за смену + 150 ₽ за каждый выполненный заказ».
  for (const q of ["я курьер, сделал за смену 12 заказов, сколько заработал", "курьер за смену развёз 8 заказов — сколько получит?"]) {
    it(`«${q}» is the shift rate plus each order`, async () => {
      const r = await (await freshChats({ docs: CLEANERS }))(q);
      const n = q.includes("12") ? 12 : 8;
      expect(r.answer.content).toContain(`${n} × 150 = ${n * 150}`);
      expect(r.answer.content.replace(/\s/g, "")).toContain(`${2000 + n * 150}руб`);
    });
  }

  // R20: a per-kilometre compensation with no threshold is the kilometres × the rate.
  for (const [q, sum] of [["проехал на своей машине 80 км, сколько компенсируют?", /80 × 12 = 960/], ["накатал на личной машине 150 км за неделю, сколько вернут за бензин?", /150 × 12 = 1800/]] as const) {
    it(`«${q}» is the kilometres × 12 ₽`, async () => {
      const r = await (await freshChats({ docs: CLEANERS }))(q);
      expect(r.answer.content).toMatch(sum);
      expect(r.answer.content).toContain("12 ₽ за километр");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    });
  }
});
