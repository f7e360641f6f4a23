import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 22b (item 3) and walk 22a (item 5): confident wrong answers made of an unrelated rule, marked «answered» with a
// `[1]`. «а сколько дней его будут хранить?» (a found wallet) got the bar's popcorn and syrup storage times; «не работает
// терминал оплаты на кассе, к кому бежать?» the pay regulations' title; «а если у гостя не открывается дверь картой?» the
// stuck lift's «Двери самостоятельно не открывать»; «я свалилась с гриппом, завтра смена…» the chief engineer; a guest who
// clutched his chest and fell, not responding, the fracture lines. The answer must hold the thing asked about.

const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
const HOTEL = resolve(import.meta.dir, "../fixtures/walk21a/docs");

const answered = (text: string) => /\[\d\]/.test(text) && !/нет точного ответа|нет ответа|do not answer/i.test(text);

describe("a question whose thing the passage does not name is not answered with that passage", () => {
  for (const q of ["а сколько дней его будут хранить?", "а долго его хранят?", "а сколько он будет там храниться?"]) {
    it(`«${q}» opening a chat (its thing said in no turn the documents heard) does not assert the bar's storage times`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      // Shown at most as possibly related, never asserted with a citation.
      expect(answered(r.answer.content)).toBe(false);
    });
  }

  for (const q of ["не работает терминал оплаты на кассе, к кому бежать?", "сломался терминал оплаты, кому звонить?"]) {
    it(`«${q}» names the IT support row for payment terminals, not the pay regulations' title`, async () => {
      const r = await (await freshChats({ docs: CINEMA }))(q);
      expect(r.answer.content).toMatch(/Руденко|555-40-40/);
      expect(r.answer.content).not.toMatch(/Положение об оплате труда/);
    });
  }
});

describe("a follow-up about a key card gets the key cards' administrator, not the stuck lift's doors", () => {
  it("«а если у гостя не открывается дверь картой?» after a whom-to-call question names Денис Ковалёв", async () => {
    const send = await sameChat({ docs: HOTEL });
    await send("в 308 батарея холодная, гостю дубак — кого дёргать?");
    const { m } = await send("а если у гостя не открывается дверь картой?");
    expect(m.content).toMatch(/Ковал[её]в|ключ-карт/);
    expect(m.content).not.toMatch(/Двери самостоятельно не открывать/);
  });

  it("«у гостя ключ-карта не открывает номер, кому звонить?» in a fresh chat does not quote the lift's doors as the answer", async () => {
    const r = await (await freshChats({ docs: HOTEL }))("у гостя ключ-карта не открывает номер, кому звонить?");
    expect(r.answer.content).not.toMatch(/Двери самостоятельно не открывать/);
  });
});

describe("an illness named by its kind meets the rules on calling in sick", () => {
  for (const q of ["я свалилась с гриппом, завтра смена, кому сказать и за сколько часов?", "у меня ангина, на смену завтра не выйду — кого предупредить и за сколько?"]) {
    it(`«${q}» gets the duty manager and the 4 hours, not the chief engineer`, async () => {
      const r = await (await freshChats({ docs: HOTEL }))(q);
      expect(r.answer.content).toMatch(/дежурному менеджеру/);
      expect(r.answer.content).toMatch(/4 час/);
      expect(r.answer.content).not.toMatch(/Мухин|главный инженер/);
      expect(answered(r.answer.content)).toBe(true);
    });
  }
});

describe("a person who fell and does not respond is first an unconscious person, not a fall", () => {
  const cases: [string, "ru" | "en"][] = [
    ["пожилой гость в ресторане схватился за грудь и упал, не отвечает", "ru"],
    ["an old man collapsed in the lobby clutching his chest", "en"],
  ];
  for (const [q, lang] of cases) {
    it(`«${q}» (${lang} UI) gets the ambulance and the breathing check, not the fracture lines`, async () => {
      const r = await (await freshChats({ docs: HOTEL, lang }))(q);
      expect(r.answer.content).toMatch(/103/);
      expect(r.answer.content).toMatch(/дыхани|дышит|breath/);
      expect(r.answer.content).not.toMatch(/перелом|ушиб/);
    });
  }
});
