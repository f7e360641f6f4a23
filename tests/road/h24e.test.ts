import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 24 (helper h24e): emergencies told as stories, whom a refusal names for a safety matter, and sickness reporting
// as a work question (walk23b-defects.md items 1, 3, 4 and the safety parts of 2 and 8). Each a failing test first,
// through the chat as the browser posts it, over the flower-delivery company's and the cinema chain's own documents; the
// held-out wordings (at the end) were written before the fixes and not tuned on.

const FLOWERS = resolve(import.meta.dir, "../fixtures/walk23a/docs");
const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
type Lang = "ru" | "en";
const NO_TALK = /свободную беседу|free conversation/;
const REFUSED = /нет ответа на этот вопрос|do not answer this question/;

// Walk 23b #1: «дочка… пропала» got steps 5–6 only (no security, no announcement, no halls checked); a power cut got the
// announcement alone. A situation told is asked as its procedure: every step of the section, in order.
describe("an emergency told as a story gets all its section's steps", () => {
  const cases: [string, string, RegExp[], Lang][] = [
    [CINEMA, "женщина в панике, дочка 7 лет отошла за попкорном и пропала", [/Сообщите охране/, /громкой связи/, /проверяют залы/, /102/], "ru"],
    [CINEMA, "во время фильма во 2 зале всё погасло, горят только аварийные лампы", [/Гуляев/, /15 минут/, /30 минут/, /оставайтесь на своих местах/], "ru"],
    [CINEMA, "a mom says her 6 year old son disappeared near the popcorn stand", [/охран|security/i, /102|112/], "en"],
    [CINEMA, "a guy in hall 3 is shouting and shoving people, what do i do", [/555-40-20/], "en"],
    [FLOWERS, "вывихнул ногу на складе, упал со стремянки", [/103/, /ответственному за охрану труда в течение 1 часа/], "ru"],
  ];
  for (const [docs, q, e, lang] of cases) {
    it(`«${q}» (${lang} UI) quotes its section, cited`, async () => {
      const r = await (await freshChats({ docs, lang }))(q);
      for (const x of e) expect(r.answer.content).toMatch(x);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(NO_TALK);
      expect(r.answer.content).not.toMatch(REFUSED);
    });
  }
});

// Walk 23b #1, #4: «уже минут 20 ищем, её нигде нет» after the lost child ran the product catalogue («Товаров: 0»); in
// English «its been 20 minutes and we still cant find him» was refused naming training@. «а стоимость букетов с меня потом
// удержат?» after a robbery quoted the damaged-bouquet deduction (30%), though the robbery rule says nothing is deducted.
describe("a follow-up of an emergency is asked of its section", () => {
  const cases: [string, string, string, RegExp, Lang][] = [
    [CINEMA, "женщина в панике, дочка 7 лет отошла за попкорном и пропала", "уже минут 20 ищем, её нигде нет", /15 минут/, "ru"],
    [CINEMA, "a mom says her 6 year old son disappeared near the popcorn stand", "its been 20 minutes and we still cant find him", /15 минут|102/, "en"],
    [FLOWERS, "у подъезда мужик с ножом забрал деньги и телефон, я в шоке", "а стоимость букетов с меня потом удержат?", /не удерживается/, "ru"],
  ];
  for (const [docs, first, next, e, lang] of cases) {
    it(`«${next}» (${lang} UI) after «${first}» answers from the same section`, async () => {
      const send = await sameChat({ docs, lang });
      await send(first);
      const r = await send(next);
      expect(r.m.content).toMatch(e);
      expect(r.m.content).not.toMatch(REFUSED);
      expect(r.m.content).not.toMatch(/не более 30%|Товаров|Nothing found/);
      expect(((r.m.meta.tools as { tool: string }[] | undefined) ?? []).map((c) => c.tool)).not.toContain("product_search");
    });
  }
});

// Walk 23b #2, #3: «кто отвечает за охрану труда и какой у него номер?» quoted the IT row (its «не работает» met «труда»,
// its phone «номер»); the safety officer's line gives the extension «внутр. 140», which is a number too.
describe("whom the documents name for labour safety", () => {
  for (const q of ["кто отвечает за охрану труда и какой у него номер?", "кто у нас главный по охране труда?"]) {
    it(`«${q}» names the safety officer, not IT`, async () => {
      const r = await (await freshChats({ docs: FLOWERS }))(q);
      expect(r.answer.content).toMatch(/Роберт Мухаметшин, внутр\. 140/);
      expect(r.answer.content).not.toMatch(/Нуриев|it@/);
    });
  }
});

// Walk 23b #4: reporting sickness is a work question: whom to tell and how is the company's rule, not the health
// interview («С какого дня это началось?») nor a choice between Health and the documents.
describe("reporting sickness is answered from the company's rule", () => {
  const cases: [string, string, RegExp, Lang][] = [
    [FLOWERS, "спина болит после вчерашней смены, могу завтра не выходить? кого предупредить?", /не позднее чем за 2 часа/, "ru"],
    [CINEMA, "у меня температура 38, можно я старшему в телегу напишу что не выйду?", /мессенджере без звонка не считается/, "ru"],
    [CINEMA, "заболела, температура, можно просто написать старшему смены в вотсап, а не звонить?", /мессенджере без звонка не считается/, "ru"],
    [CINEMA, "i have a fever, can i just text the shift manager on whatsapp instead of calling?", /мессенджере без звонка не считается|Call the shift manager/, "en"],
  ];
  for (const [docs, q, e, lang] of cases) {
    it(`«${q}» (${lang} UI) quotes the sickness rule, no skill, no choice asked`, async () => {
      const r = await (await freshChats({ docs, lang }))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("clarify");
      expect(r.answer.content).toMatch(e);
    });
  }
});

// Held out: wordings of the same needs written before tuning on them, run at the end.
describe("held-out wordings of the same needs", () => {
  const stories: [string, string, RegExp[], Lang][] = [
    [CINEMA, "мама плачет, сын 5 лет исчез где-то у касс", [/Сообщите охране/, /громкой связи/], "ru"],
    [CINEMA, "посреди сеанса в 3 зале пропал свет, люди сидят в темноте", [/Гуляев/, /15 минут/], "ru"],
    [CINEMA, "some drunk guy keeps shoving people in the lobby", [/555-40-20/], "en"],
    [FLOWERS, "упала с лестницы на складе, сильно ушибла руку", [/103/, /охрану труда/], "ru"],
  ];
  for (const [docs, q, e, lang] of stories) {
    it(`«${q}» (${lang} UI) quotes its section`, async () => {
      const r = await (await freshChats({ docs, lang }))(q);
      for (const x of e) expect(r.answer.content).toMatch(x);
      expect(r.answer.content).not.toMatch(NO_TALK);
      expect(r.answer.content).not.toMatch(REFUSED);
    });
  }
  it("«прошло уже 15 минут, мальчика так и не нашли» after a lost child quotes the police step", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("у женщины потерялся сын возле туалетов");
    const r = await send("прошло уже 15 минут, мальчика так и не нашли");
    expect(r.m.content).toMatch(/102/);
    expect(r.m.content).not.toMatch(/Товаров|нет ответа на этот вопрос/);
  });
  const sick: [string, string, RegExp, Lang][] = [
    [FLOWERS, "голова раскалывается, можно я диспетчеру напишу что сегодня не выйду?", /2 часа/, "ru"],
    [CINEMA, "I feel sick, can I just message my manager that I won't come tomorrow?", /мессенджере без звонка|Call the shift manager/, "en"],
  ];
  for (const [docs, q, e, lang] of sick) {
    it(`«${q}» (${lang} UI) quotes the sickness rule, no skill`, async () => {
      const r = await (await freshChats({ docs, lang }))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("clarify");
      expect(r.answer.content).toMatch(e);
    });
  }
  // Still fails (held out, left as found): the message as said is «answered» by the filming rule's «…сообщает старшему
  // смены», which the sick-leave rule's name (asked only when the words are not answered, work-situation.ts) never replaces.
  it("«горло болит, завтра смена — можно предупредить старшего сообщением?» quotes the messenger rule", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("горло болит, завтра смена — можно предупредить старшего сообщением?");
    expect(r.answer.content).toMatch(/мессенджере без звонка/);
  });
  it("«а кто главный по технике безопасности?» does not name IT", async () => {
    const r = await (await freshChats({ docs: FLOWERS }))("а кто главный по технике безопасности?");
    expect(r.answer.content).not.toMatch(/Нуриев|it@/);
  });
});
