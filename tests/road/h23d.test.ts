import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 22b (items 8, 9, 1) and 22a (items 9, 10): English questions over a company whose documents are Russian with an
// English guide beside them. Whom to call, asked in English, got a refusal naming HR or lost@ though the contacts table
// names the person; a fight told in Russian was answered by the English guide's one line, not the Russian steps; «do the
// russian rules say something else? which one counts» after a sick-day answer got an unrelated contact row.

const HOTEL = resolve(import.meta.dir, "../fixtures/walk21a/docs");
const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
const REFUSED = /do not answer|не отвечают|not an answer|не ответ|free conversation|свободную беседу/i;

type Case = [said: string, expected: RegExp[], lang: "ru" | "en"];

function contacts(title: string, docs: string, cases: Case[]) {
  describe(title, () => {
    for (const [said, expected, lang] of cases) {
      it(`«${said}» (${lang} UI) names the contacts table's person, cited`, async () => {
        const r = await (await freshChats({ docs, lang }))(said);
        for (const e of expected) expect(r.answer.content).toMatch(e);
        expect(r.answer.content).toMatch(/\[\d\]/);
        expect(r.answer.content).not.toMatch(REFUSED);
        expect(r.tools.every((t) => t === "search_documents")).toBe(true);
      });
    }
  });
}

const MUKHIN = [/Мухин/];
const KOVALEV = [/Ковал[её]в/, /555-40-40/];
const MELNIKOV = [/Мельников/, /projection@/];
const RUDENKO = [/Руденко/, /it@cinemapark/];

contacts("hotel: whom to call, asked in English, from the contacts table", HOTEL, [
  ["who do I holler at when the heating's dead in a room?", MUKHIN, "en"],
  ["the wifi's down on the 2nd floor, who do I contact?", KOVALEV, "en"],
  ["key card on 210 stopped working, who sorts that?", KOVALEV, "en"],
  // My own wordings.
  ["heating isn't working in 412 and the guest is freezing, who should I call?", MUKHIN, "en"],
  ["guest's keycard won't open the door, who do I ring?", KOVALEV, "en"],
]);

contacts("cinema: whom to call, asked in English, from the contacts table", CINEMA, [
  ["who do I ring when the projector dies?", MELNIKOV, "en"],
  ["who do I call about a broken projector?", MELNIKOV, "en"],
  // My own wordings.
  ["the projector in screen 4 just went dark, who fixes that?", MELNIKOV, "en"],
  ["принтер билетов на кассе завис, кого дёргать?", RUDENKO, "ru"],
  ["не работает терминал оплаты на кассе, к кому бежать?", RUDENKO, "ru"],
]);

// The emergencies file's «Драка или агрессивный зритель» steps, not the English guide's one line (whose phone agrees).
const FIGHT = [/Не вмешивайтесь физически/, /102/, /555-40-20/];

describe("a fight told in either language gets the Russian steps", () => {
  for (const [said, lang] of [
    ["драка в зале между зрителями, мои действия?", "ru"],
    ["two dudes are throwing punches in row F of hall 6, what do I do", "en"],
    // My own wordings.
    ["зрители подрались прямо на последнем ряду в 3 зале, что мне делать?", "ru"],
    ["a guy just started a fight with another viewer in screen 2, what should I do?", "en"],
  ] as const) {
    it(`«${said}» (${lang} UI) quotes the Russian section's steps, and no guide line that says the same`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(said);
      for (const e of FIGHT) expect(r.answer.content).toMatch(e);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(/For a fight or an aggressive guest/);
      expect(r.skill).toBeNull();
    });
  }
});

describe("which document counts, asked after an answer where the guide and the rules differ", () => {
  for (const [first, then] of [
    ["I'm feeling rough, fever, can't do my shift tomorrow. who do I tell and how early?", "hm but do the russian rules say something else? which one counts"],
    // My own wordings.
    ["how early do I have to call if I'm sick?", "so which one do I follow, the guide or the russian rules?"],
  ] as const) {
    it(`«${then}» after «${first}» shows both rules and says the Russian one applies`, async () => {
      const send = await sameChat({ docs: CINEMA, lang: "en" });
      await send(first);
      const { m } = await send(then);
      expect(m.content).toMatch(/за 2 часа/);
      expect(m.content).toMatch(/4 hours/);
      expect(m.content).toMatch(/Russian/);
      expect(m.content).not.toMatch(/Руденко|REFUSED/);
      expect(m.content).not.toMatch(REFUSED);
    });
  }
});

describe("a sick call asked with whom and how early gets the rule, not a contacts row", () => {
  it("«what's the deadline to call in sick, and is it different in the russian rules?» shows both Russian rules and both guide lines", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("what's the deadline to call in sick, and is it different in the russian rules?");
    expect(r.answer.content).toMatch(/за 2 часа/);
    expect(r.answer.content).toMatch(/4 hours/);
    expect(r.answer.content).toMatch(/3 days/);
    // The HR row is no rule: it was shown as «the company's Russian rule» against the guide's sick-note deadline.
    expect(r.answer.content).not.toMatch(/Менеджер по персоналу Ольга Ларионова; телефон/);
  });

  for (const [said, lang] of [
    ["я свалилась с гриппом, завтра смена, кому сказать и за сколько часов?", "ru"],
    ["I'm sick as a dog, can't make my shift tonight — who do I call and how far ahead?", "en"],
    // My own wording.
    ["температурю, на ночную не выйду — кого предупредить и как заранее?", "ru"],
  ] as const) {
    it(`«${said}» (${lang} UI, hotel) names the duty manager and the 4 hours`, async () => {
      const r = await (await freshChats({ docs: HOTEL, lang }))(said);
      expect(r.answer.content).toMatch(/дежурному менеджеру/);
      expect(r.answer.content).toMatch(/4 часа/);
      expect(r.answer.content).not.toMatch(/Мухин|Голубева: должность/);
    });
  }
});

describe("«к кому?» ending a message asks whom", () => {
  it("«а вайфай не работает в номере — к кому?» names the system administrator's row", async () => {
    const r = await (await freshChats({ docs: HOTEL }))("а вайфай не работает в номере — к кому?");
    for (const e of KOVALEV) expect(r.answer.content).toMatch(e);
    expect(r.answer.content).not.toMatch(REFUSED);
  });
});
