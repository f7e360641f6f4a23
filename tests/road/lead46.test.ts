import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 46, the lead's Chromium walk. An admin uploaded a greenhouse farm's staff rules (a .docx with a table of extra
// pay, built by tests/fixtures/lead46/mk.py), its crop-protection safety rules (.pdf), the packing and shipping rules
// (.md), an IT memo (.txt) and the contacts page (.html), and removed the samples; a new packer asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead46/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead46/own/moi-smeny.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("the person's own shift list answers what is on it", () => {
  // With her December shifts attached («05.12 сб — ночь 19:00–7:00», «09.12 ср — день 7:00–19:00, наставник…»), «когда у
  // меня ночные смены?» got the list's title line and the company's night-shift pay, and «а девятого что у меня?» was hedged
  // with the pay table.
  it("«когда у меня ночные смены?» names her night shifts", async () => {
    const send = await chatWithFile(DOCS, OWN);
    const nights = await send("когда у меня ночные смены?");
    expect(nights).toContain("05.12");
    expect(nights).toContain("06.12");
    expect(nights).not.toContain("40% часовой ставки");
    const ninth = await send("а девятого что у меня?");
    expect(ninth).toContain("наставник для новенькой");
  });
});

describe("a day of the month asked of the person's own list", () => {
  // The list writes dates in figures («09.12 ср — день 7:00–19:00, наставник…»); she asks «9 декабря», then «а 5-го?».
  it("«во сколько у меня смена 9 декабря?» gives the ninth's line, «а 5-го?» the fifth's", async () => {
    const send = await chatWithFile(DOCS, OWN);
    const ninth = await send("во сколько у меня смена 9 декабря?");
    expect(ninth).toContain("09.12");
    expect(ninth).not.toContain("10.12");
    const fifth = await send("а 5-го?");
    expect(fifth).toContain("05.12");
    expect(fifth).not.toContain("09.12");
  });
  // «сколько всего смен у меня в декабре?» listed the first three of her six shifts.
  it("«сколько всего смен у меня в декабре?» reads the whole list", async () => {
    const send = await chatWithFile(DOCS, OWN);
    const all = await send("сколько всего смен у меня в декабре?");
    for (const day of ["01.12", "02.12", "05.12", "06.12", "09.12", "10.12"]) expect(all).toContain(day);
  });
});

describe("a follow-up that names another case of a table gets that case's row", () => {
  // «сколько доплачивают за ночь» then «а если работаю в праздник?» listed the night rate again beside the holiday's.
  it("«а если работаю в праздник?» after the night rate gives the holiday rate alone", async () => {
    const chat = await sameChat({ docs: DOCS });
    const night = await chat("сколько доплачивают за ночь");
    expect(night.m.content).toContain("40% часовой ставки");
    const holiday = await chat("а если работаю в праздник?");
    expect(holiday.m.content).toContain("двойная ставка");
    expect(holiday.m.content).not.toContain("40% часовой ставки");
  });
});

describe("a follow-up naming another place asks of that place", () => {
  // «во сколько начинается смена в теплице» then «а на упаковке?» quoted «Урожай из теплиц поступает в цех упаковки…» first.
  it("«а на упаковке?» after the greenhouse shift gives the packing shop's hours alone", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("во сколько начинается смена в теплице");
    const packing = await chat("а на упаковке?");
    expect(packing.m.content).toContain("с 7:00 до 19:00");
    expect(packing.m.content).not.toContain("Урожай из теплиц");
  });
});

describe("what the safety rules say is said, in the person's words", () => {
  // «меня укусил шмель» got first aid's general step under «В документах нет порядка на этот случай», beside the rules'
  // «Если шмель ужалил, сразу обратитесь в медпункт (корпус 1, доб. 103)».
  it("«меня укусил шмель» sends the person to the medical post the rules name", async () => {
    const r = await ask("меня укусил шмель");
    expect(r.answer.content).toContain("медпункт");
    expect(r.answer.content).not.toContain("нет порядка");
  });
  // «можно попить воды в теплице?» was refused beside «Есть, пить и курить в теплице запрещено».
  it("«можно попить воды в теплице?» is answered: drinking in the greenhouse is forbidden", async () => {
    const r = await ask("можно попить воды в теплице?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("пить и курить в теплице запрещено");
  });
  it("«можно ли есть в теплице» is answered from the same rule", async () => {
    const r = await ask("можно ли есть в теплице");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("пить и курить в теплице запрещено");
  });
  // «очень жарко в теплице, можно отдохнуть?» was refused beside «Если температура в теплице выше 35 °C, каждый час положен
  // перерыв 10 минут в комнате отдыха» («отдохнуть» and «отдыха» part ways in Snowball's stems).
  it("«очень жарко в теплице, можно отдохнуть?» gives the break in the heat", async () => {
    const r = await ask("очень жарко в теплице, можно отдохнуть?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("перерыв 10 минут");
  });
  // «что делать с гнилыми помидорами» was refused beside «Томаты сортируются…», «Плоды с… гнилью откладываются в нестандарт».
  it("«что делать с гнилыми помидорами» sends them to the non-standard bin", async () => {
    const r = await ask("что делать с гнилыми помидорами");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("нестандарт");
  });
});

describe("a compound holds the noun joined to it", () => {
  // «во сколько автобус от вокзала» was hedged beside «Служебный автобус ходит от автовокзала Липецка в 5:20…» (fixed by
  // h46a's combining forms, compounds.ts joinedNoun).
  it("«во сколько автобус от вокзала» gives the staff bus's times", async () => {
    const r = await ask("во сколько автобус от вокзала");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("5:20");
  });
});

describe("seen in walk 46, not fixed yet", () => {
  // «кто в службе безопасности» was answered with «Обработку растений… проводят только сотрудники агрохимической службы»
  // under the heading «Инструкция по безопасности…», the contacts row «Служба безопасности | Олег Ветров» ranked second: the
  // pair «служба безопасности» is one name, met apart (the sentence's «службы», the heading's «безопасности»).
  it("«кто в службе безопасности» names the security service's contact", async () => {
    const r = await ask("кто в службе безопасности");
    expect(r.answer.content).toContain("Ветров");
    expect(r.answer.content).not.toContain("агрохимической");
  });
  // «как добраться до работы из липецка» was answered with the rules' header «АО «Зелёная долина», Липецкая область», not the
  // staff bus from Lipetsk's bus station.
  it.failing("«как добраться до работы из липецка» gives the staff bus", async () => {
    const r = await ask("как добраться до работы из липецка");
    expect(r.answer.content).toContain("Служебный автобус");
  });
  // «сколько стоит обед в столовой» was hedged with «Обед для сотрудников стоит 150 руб.»: the anchor is the place
  // («столовой», said in the sentence before), not the lunch the figure is of.
  it.failing("«сколько стоит обед в столовой» answers 150 руб.", async () => {
    const r = await ask("сколько стоит обед в столовой");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("150 руб");
  });
});
