import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 22 (walk 21c, items 8, 3 and 22): whom a refusal or an answer names. The hotel's contact table says who answers for
// what («Денис Ковалёв | системный администратор | ключ-карты, Wi-Fi… | +7 911 555-40-40»); a «whom do I turn to» question
// its row answers is answered with that row, cited, and a refusal names the person whose matter the question is about.

const HOTELS = resolve(import.meta.dir, "../fixtures/walk21a/docs");

describe("a «whom do I turn to» question the contact table answers is answered with its row, cited", () => {
  const cases: [string, "ru" | "en" | undefined, RegExp][] = [
    ["у гостя в 207 не ловит вайфай, к кому бежать?", undefined, /Денис Ковалёв[\s\S]*\+7 911 555-40-40/],
    ["у гостя карточка от двери перестала открывать, кто этим занимается?", undefined, /Денис Ковалёв[\s\S]*\+7 911 555-40-40/],
    ["батареи в номере еле тёплые, гость мёрзнет — кому звонить?", undefined, /Сергей Мухин[\s\S]*\+7 921 245-33-07/],
    ["guest's key card won't open his door, who fixes that?", "en", /Денис Ковалёв[\s\S]*\+7 911 555-40-40/],
    ["who is the contact for broken heating?", "en", /Сергей Мухин[\s\S]*\+7 921 245-33-07/],
    // Wordings not in the walk's log.
    ["в номере не работает интернет, кого дёргать?", undefined, /Денис Ковалёв/],
    ["who do I call when the lift breaks down?", "en", /Сергей Мухин/],
  ];
  for (const [q, lang, who] of cases) {
    it(`«${q}» names the row's person and phone as the answer`, async () => {
      const r = await (await freshChats({ docs: HOTELS, lang }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(who);
      expect(r.answer.content).toMatch(/\[1\]/);
    });
  }

  it("«а если отопление не работает?» after asking who handles Wi-Fi names the chief engineer", async () => {
    const send = await sameChat({ docs: HOTELS });
    await send("кто у нас отвечает за вайфай и за ключ-карты? дай телефон");
    const { m } = await send("а если отопление не работает?");
    expect(m.content).toMatch(/Сергей Мухин|engineer@severbereg\.ru/);
  });
});

describe("contact rows alone do not answer a question asking nothing of whom", () => {
  for (const q of ["есть ли у нас скидка для сотрудников, если я сама хочу пожить в нашей гостинице?", "положена ли сотрудникам скидка на проживание в наших отелях?"]) {
    it(`«${q}» is refused honestly, naming HR, not the managers of guest discounts`, async () => {
      const r = await (await freshChats({ docs: HOTELS }))(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
      expect(r.answer.content).toContain("hr@severbereg.ru");
      expect(r.answer.content).not.toMatch(/ryabov@|titova@|kuznetsova@/);
    });
  }
});

// A leak told is an emergency now (first-aid.json): its steps answer, with the chief engineer to call.
describe("a leak told as it happens names the chief engineer in its steps", () => {
  it("«у гостя течёт из-под раковины и заливает соседей снизу» → shut the tap, call the chief engineer", async () => {
    const r = await (await freshChats({ docs: HOTELS }))("у гостя течёт из-под раковины и заливает соседей снизу");
    expect(r.answer.content).toMatch(/главному инженеру/);
    expect(r.answer.content).not.toMatch(/lost@|buh@|kuznetsova@|titova@/);
  });
});

describe("a refusal names the person whose matter the question is about", () => {
  const cases: [string, string][] = [
    ["кто оформляет медкнижку новым сотрудникам?", "hr@severbereg.ru"],
    ["куда мне ставить машину, есть ли места для персонала?", "hr@severbereg.ru"],
    // Not in the walk's log.
    ["есть ли бесплатная парковка для сотрудников?", "hr@severbereg.ru"],
  ];
  for (const [q, contact] of cases) {
    it(`«${q}» names ${contact}`, async () => {
      const r = await (await freshChats({ docs: HOTELS }))(q);
      expect(r.answer.content).toContain(contact);
      expect(r.answer.content).not.toMatch(/lost@|buh@|kuznetsova@|titova@/);
    });
  }
});

