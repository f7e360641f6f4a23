import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 25 (helper h25b): emergencies told as stories in words no heading of the documents uses (walk 24a, the dry
// cleaner's safety instruction: fire, a burn from the press or the iron, a robbery). Each a failing test first, through
// the chat as the browser posts it.

const CLEANERS = resolve(import.meta.dir, "../fixtures/walk24a/docs");
type Lang = "ru" | "en";
const REFUSED = /нет ответа на этот вопрос|do not answer this question|do not answer this exactly|нет точного ответа/;
const NO_TALK = /свободную беседу|free conversation/;

// The section's procedure, cited, and never a refusal or the wrong desk (robbery → it@, a burn → hr@).
describe("an incident told as a story quotes its section of the safety instruction", () => {
  const cases: [string, RegExp[], Lang][] = [
    ["на кассе парень выхватил деньги и убежал", [/тревожн/, /102/], "ru"],
    ["обжёгся паром от утюга", [/15–20 минут/], "ru"],
    ["в зале пахнет горелым", [/101|112/, /огнетушител|Пожар/], "ru"],
    ["someone grabbed cash from the till", [/тревожн|alarm button/i, /102/], "en"],
  ];
  for (const [q, e, lang] of cases) {
    it(`«${q}» (${lang} UI) quotes its section, cited`, async () => {
      const r = await (await freshChats({ docs: CLEANERS, lang }))(q);
      for (const x of e) expect(r.answer.content).toMatch(x);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(REFUSED);
      expect(r.answer.content).not.toMatch(NO_TALK);
      expect(r.answer.content).not.toMatch(/it@|hr@/);
    });
  }
});

// Where the instruction has no section of its own (no fainting, no cut), the person still gets what to do now and the
// number to call, not «в документах этого нет».
describe("an emergency the documents hold no section on gets first aid and the number, no refusal", () => {
  const cases: [string, Lang][] = [
    ["у клиента закружилась голова и он упал", "ru"],
    ["коллега порезалась ножом для ткани, кровь не останавливается", "ru"],
    ["a customer fainted", "en"],
    ["my colleague cut her hand, what do I do?", "en"],
  ];
  for (const [q, lang] of cases) {
    it(`«${q}» (${lang} UI) names 103/112 and is not refused`, async () => {
      const r = await (await freshChats({ docs: CLEANERS, lang }))(q);
      expect(r.answer.content).toMatch(/103|112/);
      expect(r.answer.content).not.toMatch(REFUSED);
      expect(r.answer.content).not.toMatch(NO_TALK);
      expect(r.answer.content).not.toMatch(/it@|hr@/);
    });
  }
});

// Wordings of my own, written after the fixes above (the first four passed unchanged; «воняет палёной проводкой» failed
// and is met since by every case of «горелый», «палёный» rather than the one form the walk used).
describe("more incidents told as stories", () => {
  const cases: [string, RegExp, Lang][] = [
    ["приёмщица ошпарила руку кипятком из чайника", /15–20 минут/, "ru"],
    ["мужик вырвал из рук телефон клиентки и сбежал", /тревожную кнопку/, "ru"],
    ["I burned my hand on the press, what now?", /15–20 минут/, "en"],
    ["a man snatched the cash box and ran off", /тревожную кнопку/, "en"],
    ["в цеху воняет палёной проводкой", /101 или 112/, "ru"],
  ];
  for (const [q, e, lang] of cases) {
    it(`«${q}» (${lang} UI) quotes its section, cited`, async () => {
      const r = await (await freshChats({ docs: CLEANERS, lang }))(q);
      expect(r.answer.content).toMatch(e);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(REFUSED);
    });
  }
  it("«сотрудник упал со стремянки и ударился головой» gets the general step, its source, and the documents' silence named", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сотрудник упал со стремянки и ударился головой");
    expect(r.answer.content).toMatch(/В документах нет порядка на этот случай/);
    expect(r.answer.content).toMatch(/не перемещайте/);
    expect(r.answer.content).toMatch(/103 или 112/);
    expect(r.answer.content).toMatch(/Источник: Приказ Минздрава России/);
  });
});
