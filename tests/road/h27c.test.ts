import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 27, helper C: whom a hedge or a refusal names (issue 14 item 4). Walk 26a, a dry-cleaning chain's own documents:
// the «Точнее подскажут / Обратитесь» contact was the wrong department in 16 answers — the laboratory for pay, prices and
// lateness, the night chief for hazard pay and smoking, accounting for unpaid leave, HR for the IT person and for a sick
// note the quoted sentence itself sends to accounting.
const LAUNDRY = resolve(import.meta.dir, "../fixtures/walk26a/docs");
const EMAIL = /[\w.-]+@[\w.-]+\w/g;
const named = (text: string) => text.match(EMAIL) ?? [];

describe("a head of a unit does not take the workplace's matters", () => {
  // «Лаборатория — Лаптева (заведующая лабораторией)» and «Начальник ночной смены» were read as the person's own manager.
  for (const q of ["если я постоянно опаздываю, меня уволят?", "опоздала уже третий раз в этом месяце, что мне будет?"]) {
    it(`«${q}» names HR, not the laboratory or security`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      if (answerStateOf(r.answer.content) !== "answered") expect(named(r.answer.content)).toEqual(["hr@belaya-tsaplya.ru"]);
      expect(r.answer.content).not.toMatch(/lab@|sb@|night@/);
    });
  }

  for (const q of ["почем у вас чистка кожаной куртки с мехом?", "сколько стоит почистить кроссовки"]) {
    it(`a price «${q}» is not the laboratory's`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(r.answer.content).not.toContain("lab@");
    });
  }
});

describe("what one is paid is accounting's", () => {
  for (const q of ["сколько платят за вредность на фабрике", "положена ли надбавка за вредные условия в цеху?", "сколько доплачивают за тяжёлые условия на фабрике?"]) {
    it(`«${q}» names accounting, not the night chief`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
      expect(named(r.answer.content)).toEqual(["buh@belaya-tsaplya.ru"]);
    });
  }

  it("a courier's earnings for a shift are not the laboratory's or the night chief's", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("я курьер, сделал за смену 12 заказов, сколько заработал");
    expect(r.answer.content).not.toMatch(/lab@|night@/);
  });
});

describe("a line scoped to the night answers for the night only", () => {
  it("«где на фабрике курилка?» does not name the night chief", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("где на фабрике курилка?");
    expect(r.answer.content).not.toContain("night@");
  });

  it("asked of the night, the night chief is still whom to call", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("кому звонить ночью если сломалась машина на фабрике?");
    expect(r.answer.content).toContain("night@belaya-tsaplya.ru");
  });
});

describe("unpaid leave said as «за свой счёт» is HR's", () => {
  for (const q of ["можно взять отгул за свой счет на неделю?", "можно за свой счёт взять 3 дня?"]) {
    it(`«${q}» does not name accounting`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(r.answer.content).not.toContain("buh@");
      if (answerStateOf(r.answer.content) !== "answered") expect(named(r.answer.content)).toEqual(["hr@belaya-tsaplya.ru"]);
    });
  }
});

describe("the IT person, in either language", () => {
  it("«кто у нас айтишник?» names IT support", async () => {
    const r = await (await freshChats({ docs: LAUNDRY }))("кто у нас айтишник?");
    expect(r.answer.content).toContain("it@belaya-tsaplya.ru");
    expect(r.answer.content).not.toContain("hr@");
  });

  it("«who is the IT guy?» names IT support, not HR", async () => {
    const r = await (await freshChats({ docs: LAUNDRY, lang: "en" }))("who is the IT guy?");
    expect(r.answer.content).toContain("it@belaya-tsaplya.ru");
    expect(r.answer.content).not.toContain("hr@");
  });
});

describe("the sentence shown says whom to turn to", () => {
  it("«а номер больничного кому отдавать?» after the sickness rule names accounting, as its quoted sentence does", async () => {
    const send = await sameChat({ docs: LAUNDRY });
    await send("заболел, что делать");
    const r = (await send("а номер больничного кому отдавать?")).m.content;
    expect(r).toContain("бухгалтери");
    expect(r).not.toContain("hr@");
    if (answerStateOf(r) !== "answered") expect(named(r)).toEqual(["buh@belaya-tsaplya.ru"]);
  });
});

describe("a procedure shown names whom it tells the person to report to", () => {
  // Walk 26a R30: a solvent leak told as a story was hedged over the leak section, whose «Сообщите начальнику смены и
  // заведующей лабораторией» went unread, and HR was named. The only shift chief listed is the night one: by day, the lab.
  for (const q of ["в цеху пахнет растворителем и лужа под машиной", "в цеху воняет растворителем, под машиной натекло"]) {
    it(`«${q}» does not send the person to HR`, async () => {
      const r = await (await freshChats({ docs: LAUNDRY }))(q);
      expect(r.answer.content).not.toContain("hr@");
      if (answerStateOf(r.answer.content) !== "answered") expect(named(r.answer.content)).toEqual(["lab@belaya-tsaplya.ru"]);
    });
  }
});
