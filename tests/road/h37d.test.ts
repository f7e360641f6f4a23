import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, samplesWith } from "./helpers.ts";

// Session 37, helper D (issue 12): an employee in the English interface (?lang=en) asks in English over a cleaning
// company's Russian staff memo (tests/fixtures/lead36/pamyatka-blesk.docx, uploaded beside the samples as in session 36's
// walk). The memo's own line must answer, cited, and what the app writes itself must be English.
const memo = () => samplesWith(resolve(import.meta.dir, "../fixtures/lead36/pamyatka-blesk.docx"));
const english = () => freshChats({ docs: memo(), lang: "en" });

describe("pay day asked in English over a Russian memo", () => {
  // «when is payday?» was refused naming buh@ («The company documents do not answer this question»), though the memo says
  // «Выплаты производятся два раза в месяц — 10 и 25 числа — на карту»: «payday» met only «зарплата», not «выплата».
  it("«when is payday?» gives the 10th and the 25th, cited", async () => {
    const r = await (await english())("when is payday?");
    expect(r.answer.content).toContain("10 и 25 числа");
    expect(r.answer.content).toMatch(/\[\d\]/);
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("travel to a work site asked in English", () => {
  // «is travel to the site paid?» was refused naming hr@ of the samples: «travel» met only the business-trip group, «site»
  // nothing of the memo's «объект», «paid» nothing of «компенсируется».
  it("«is travel to the site paid?» gives the memo's up to 600 rubles a shift", async () => {
    const r = await (await english())("is travel to the site paid?");
    expect(r.answer.content).toContain("600");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("the company's rule for an emergency before general first aid", () => {
  // «I got chemicals in my eye, what do I do?» got first aid's general step («…at least 20 minutes…») with «The documents do
  // not hold a procedure for this», though the memo says «Если химия попала в глаза, промойте их проточной водой не менее
  // 15 минут и сообщите бригадиру».
  it("«I got chemicals in my eye, what do I do?» quotes the memo's rinse-and-tell-the-foreman rule", async () => {
    const r = await (await english())("I got chemicals in my eye, what do I do?");
    expect(r.answer.content).toContain("проточной водой");
    expect(r.answer.content).toContain("бригадиру");
    expect(r.answer.content).not.toContain("do not hold a procedure");
  });
});

describe("English question forms read as the measure the Russian rule gives", () => {
  // «how far in advance do I apply for vacation?» was hedged «say nothing about “advance”»: «advance» met only «аванс»
  // (a prepayment); «in advance» is «заранее», which a rule states as the lead time («не позднее чем за две недели»).
  it("«how far in advance do I apply for vacation?» gives the two weeks' lead time, with no hedge on «advance»", async () => {
    const r = await (await english())("how far in advance do I apply for vacation?");
    expect(r.answer.content).toContain("за две недели");
    expect(r.answer.content).not.toContain("“advance”");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  // «when do I have to tell the foreman I'm late?» quoted the eye rule («…и сообщите бригадиру»): «tell» met «сообщить» but
  // not the lateness rule's «предупредите бригадира… не позже чем за час».
  // «tell»/«notify» in the group of «предупредить» took h22d's English sick call to the contacts table at the merge: undone.
  it.failing("«when do I have to tell the foreman I'm late?» gives the hour before the shift, not the eye rule", async () => {
    const r = await (await english())("when do I have to tell the foreman I'm late?");
    expect(r.answer.content).toContain("не позже чем за час");
    expect(r.answer.content).not.toContain("глаза");
  });
});
