import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 46, helper a: questions whose answer is in the documents, said in other words than the rule's. The documents
// (tests/fixtures/h46a/docs) are a field team's rules on trips to clients, a kindergarten's staff rules and an
// information-security memo; docs-no-travel is the same without the trip rules, where a question on them must not be
// answered by another rule that happens to say the same word.
const DOCS = resolve(import.meta.dir, "../fixtures/h46a/docs");
const WITHOUT_TRAVEL = resolve(import.meta.dir, "../fixtures/h46a/docs-no-travel");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);
const askingWithout = freshChats({ docs: WITHOUT_TRAVEL });

describe("«свой» is what a rule calls «личный»", () => {
  // «езжу к клиентам на своей тачке…» hedged «Про «своей» в найденном ничего не сказано» beside «Использование личного
  // транспорта … 12 руб. за километр» (Ожегов: свой — принадлежащий себе). Left: «свой» read as «личный» (a thesaurus group,
  // then the answerability test alone) answered one blind set's leave-one-out question; read as «личный» of the same thing
  // only, the photo question was answered with «личный телефон убран в шкафчик» and not the rule on the tablet (session 46).
  it.failing("«езжу к клиентам на своей тачке, мне что-нибудь за это возмещают?» gives the mileage compensation", async () => {
    const r = await ask("езжу к клиентам на своей тачке, мне что-нибудь за это возмещают?");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("12 руб");
  });
  it.failing("«можно фоткать детей на свой телефон» gives the rule on the group's tablet", async () => {
    const r = await ask("можно фоткать детей на свой телефон");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("рабочий планшет");
  });
  // Without the trip rules, «личную почту» of the data memo is no answer about one's own car.
  it("without the trip rules, the car question is not answered with the data memo's «личную почту»", async () => {
    const r = await (await askingWithout)("езжу к клиентам на своей тачке, мне что-нибудь за это возмещают?");
    expect(r.answer.content).toMatch(/нет (?:точного )?ответа/);
  });
});

describe("a compound of a combining form is a kind of its noun", () => {
  // «от вокзала» was hedged «Про «вокзала» в найденном ничего не сказано» beside «от железнодорожного или автовокзала …
  // не более 1200 рублей»: «автовокзал» is a «вокзал» (Ожегов: авто… — первая часть сложных слов).
  it("«сколько компенсируют на такси от вокзала до гостиницы в командировке?» gives the taxi limit", async () => {
    const r = await ask("Сколько компенсируют на такси от вокзала до гостиницы в командировке?");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("1200 рублей");
  });
  it("without the travel rules the taxi question is not answered", async () => {
    const r = await (await askingWithout)("Сколько компенсируют на такси от вокзала до гостиницы в командировке?");
    expect(r.answer.content).toMatch(/нет (?:точного )?ответа/);
  });
});

describe("an imperfective whose root changes its vowel meets its perfective", () => {
  // «можно скинуть снимок пациента врачу в телегу» hedged «Про «скинуть» в найденном ничего не сказано» beside «Снимки
  // пациентов … пересылаются только через МИС»: «пересылать» is «переслать»'s imperfective, which the thesaurus joins to
  // «скинуть» (Русская грамматика 1980, § 1456: послать → посылать).
  it("«можно скинуть снимок пациента врачу в телегу» gives the rule on sending images through the clinic system", async () => {
    const r = await ask("можно скинуть снимок пациента врачу в телегу");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("Консилиум");
  });
  it("without the clinic's IT rules the question is not answered", async () => {
    const r = await (await askingWithout)("можно скинуть снимок пациента врачу в телегу");
    expect(r.answer.content).toMatch(/нет (?:точного )?ответа/);
  });
});
