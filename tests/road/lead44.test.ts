import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 44, the lead's Chromium walk. An admin uploaded a real-estate agency's agent rules (a .docx with a table of
// the agent's share, built by tests/fixtures/lead44/mk.py), the deal procedure (.pdf), the listings and CRM rules (.md),
// pay and leave (.txt) and the contacts page (.html), and removed the samples; a new agent asked in their own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead44/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("where a thing is, is a place", () => {
  // «где офис находится» was answered «Офис работает с понедельника по субботу с 9:30 до 19:00 [1]»: the office's hours
  // held «офис», and nothing asked that the answer name a place; the contacts page says «Офис: ул. Баумана, 44, 3 этаж».
  it("«где офис находится» gives the address, not the hours", async () => {
    const r = await ask("где офис находится");
    expect(r.answer.content).toContain("Баумана");
    expect(r.answer.content).not.toContain("9:30 до 19:00");
  });
  it("a place that opens its sentence («В комнате отдыха…») is a place", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead44-place-"));
    cpSync(DOCS, dir, { recursive: true });
    writeFileSync(join(dir, "ofis.md"), "# Офис\n\n## Аптечка\nВ комнате отдыха есть аптечка. Её пополняет офис-менеджер раз в месяц.\n");
    const r = await (await freshChats({ docs: dir }))("где аптечка?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("В комнате отдыха");
  });
  it("«где находится бухгалтерия» is not answered with a sentence naming no place", async () => {
    const r = await ask("где находится бухгалтерия");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("a letter to a role the documents name with its person", () => {
  // «напиши письмо юристу что нужна проверка квартиры на Декабристов 12» showed «Кому: юрист — адрес не нашёл в почте»,
  // though the deal procedure says «обращайтесь к юристу Павлу Орлову, law@klyuch-nedv.ru».
  it("takes the address of the one person the documents call so", async () => {
    const send = await sameChat({ docs: DOCS });
    const { m } = await send("напиши письмо юристу что нужна проверка квартиры на Декабристов 12");
    const card = ((m.meta.tools ?? []) as { result: { kind: string; to?: string; toKnown?: boolean; body: string } }[]).map((t) => t.result).find((r) => r.kind === "draft")!;
    expect(card.to).toContain("law@klyuch-nedv.ru");
    expect(card.toKnown).toBe(true);
  });
  // «напиши письмо бухгалтеру что мне нужна справка 2-НДФЛ» showed «Кому: бухгалтер — адрес не нашёл»: «бухгалтеру» was read
  // as the stump compound «бух» + «галтеру», though the pay rules say «у бухгалтера Ирины Беловой, buh@klyuch-nedv.ru».
  it("«бухгалтеру» is the accountant the pay rules name, not a compound", async () => {
    const send = await sameChat({ docs: DOCS });
    const { m } = await send("напиши письмо бухгалтеру что мне нужна справка 2-НДФЛ");
    const card = ((m.meta.tools ?? []) as { result: { kind: string; to?: string; toKnown?: boolean } }[]).map((t) => t.result).find((r) => r.kind === "draft")!;
    expect(card.to).toBe("Ирина Белова <buh@klyuch-nedv.ru>");
  });
});

describe("seen in walk 44, not fixed yet: a word met only through its group", () => {
  // «заболел что делать» is refused: «заболел» meets «Больничный: сообщите… в день болезни» only through the thesaurus
  // group of sickness, and its forms no fragment holds (with «делать», «делание» the search adds) weigh the match below the
  // floor. Letting a grouped word's own forms weigh nothing found it, and answered seven leave-one-out questions from other
  // rules on as many sets (dev q04, bakery b04, heldout-fitness q19…): left until a search weighs a word once.
  it.failing("«заболел что делать» gives the sick-leave rule", async () => {
    const r = await ask("заболел что делать");
    expect(r.answer.content).toContain("сообщите руководителю отдела");
  });
  // «клиент дал задаток наличкой, можно оставить у себя до завтра?» is refused outright; the rule on cash held
  // («хранить деньги клиента у себя агенту запрещено») is near it, though the documents say «аванс», not «задаток».
  it.failing("a deposit in cash kept overnight is shown the cash rule, at least as possibly related", async () => {
    const r = await ask("клиент дал задаток наличкой, можно оставить у себя до завтра?");
    expect(r.answer.content).toContain("хранить деньги клиента у себя агенту запрещено");
  });
});

describe("a follow-up naming another day asks of that day alone", () => {
  // With the agent's own list of viewings attached, «а где показ в пятницу?» after «что у меня в среду?» answered with
  // Wednesday's viewing and Friday's: «пятницу» stands in the place of «среду», which is no longer asked.
  it("«а где показ в пятницу?» after Wednesday's gives Friday's viewing only", async () => {
    const send = await chatWithFile(DOCS, resolve(import.meta.dir, "../fixtures/lead44/own/moi-pokazy.md"));
    expect(await send("что у меня в среду?")).toContain("ЖК «Солнечный»");
    const friday = await send("а где показ в пятницу?");
    expect(friday).toContain("ул. Пушкина, 3");
    expect(friday).not.toContain("Солнечный");
  });
});

describe("seen in walk 44, not fixed yet", () => {
  // «как оформить отпуск» was answered «Ежегодный отпуск — 28 календарных дней [1]. Листок нетрудоспособности оформляется
  // электронно… [1]»: the pay-and-leave file's one heading «ОПЛАТА ТРУДА И ОТПУСКА» lends «отпуск» to the sick-leave
  // paragraph, so «оформляется» there reads as said of the leave. The documents say nothing of how to apply for leave.
  it("«как оформить отпуск» does not assert the sick note's electronic form", async () => {
    const r = await ask("как оформить отпуск");
    expect(r.answer.content).not.toContain("Листок нетрудоспособности оформляется электронно, больше ничего приносить не нужно [");
  });
  // «сколько ждать справку» was refused: «ждать», a verb no document holds, outweighs in the search the «справки» the pay
  // rules hold with «срок — 3 рабочих дня» (a verb left out of the search when others are held was tried: still below the floor).
  it.failing("«сколько ждать справку» gives the 3 working days", async () => {
    const r = await ask("сколько ждать справку");
    expect(r.answer.content).toContain("3 рабочих дня");
  });
  // With the deal procedure deleted, «какая комиссия агентства с клиента» was answered with the agent's salary and share:
  // «комиссии», «агентства», «клиента» are each held by the pay rules, of other things.
  it("without the deal procedure, the agency's commission is not answered with the agent's pay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead44-"));
    cpSync(DOCS, dir, { recursive: true });
    rmSync(join(dir, "sdelki.pdf"));
    const r = await (await freshChats({ docs: dir }))("какая комиссия агентства с клиента");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});
