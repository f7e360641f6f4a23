import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Walk 21a: emergencies told as they happen («сработала пожарка что делать», «гость порезал палец об стакан», «the guest
// in 312 is drunk and threatening me») got the false-alarm sentence, a refusal or the greeting, though the hotel's safety
// instruction has a section for each. A situation is asked of the documents by the name such rules give it, and a
// section named for the situation answers with its procedure from the start.

const HOTELS = resolve(import.meta.dir, "../fixtures/walk21a/docs");

describe("an emergency told as it happens gets the section's procedure", () => {
  const cases: [string, RegExp[], "ru" | "en"][] = [
    ["сработала пожарка что делать", [/101/, /эвакуаци/, /Лифтами пользоваться запрещено/], "ru"],
    ["пожарная тревога сработала на 3 этаже, мои действия?", [/101/, /эвакуаци/], "ru"],
    ["пьяный гость орёт и замахивается на меня", [/тревожную кнопку/, /Щит/], "ru"],
    ["the guest in 312 is drunk and threatening me", [/тревожную кнопку/, /65-00-65/], "en"],
    ["гость поскользнулся на лестнице, жалуется на ногу, может перелом", [/не поднимать/, /103/], "ru"],
    ["гость порезал палец об стакан", [/пластыр/], "ru"],
    ["a guest cut his finger on a glass", [/пластыр/], "en"],
    ["в номере 410 течёт с потолка", [/Перекрыть кран/], "ru"],
    ["A guest fainted in the lobby, what should I do?", [/Проверить дыхание/], "en"],
    ["a guest is stuck in the lift", [/21-00-21/, /Двери самостоятельно не открывать/], "en"],
  ];
  for (const [q, expected, lang] of cases) {
    it(`«${q}» quotes the section's steps, cited`, async () => {
      const r = await (await freshChats({ docs: HOTELS, lang }))(q);
      for (const e of expected) expect(r.answer.content).toMatch(e);
      expect(r.answer.content).toMatch(/\[\d\]/);
      expect(r.answer.content).not.toMatch(/hr@|lost@|kuznetsova@|свободную беседу|company assistant/);
    });
  }

  it("«кто отвечает за пожарную безопасность?» still names the chief engineer, not the alarm steps", async () => {
    const r = await (await freshChats({ docs: HOTELS }))("кто отвечает за пожарную безопасность?");
    expect(r.answer.content).toMatch(/Мухин/);
    expect(r.answer.content).not.toMatch(/101/);
  });
});

// «гость повесил табличку не беспокоить уже 2 дня висит, что делать» became a .csv draft («табличка» read as a table to
// make): asking what to do is no errand to make a file; the rules on the sign answer it.
describe("a situation asking what to do is answered by the rules, not drafted as a document", () => {
  it("«гость повесил табличку не беспокоить уже 2 дня висит, что делать» quotes the sign's rules, no draft", async () => {
    const r = await (await freshChats({ docs: HOTELS }))("гость повесил табличку не беспокоить уже 2 дня висит, что делать");
    expect(r.tools).not.toContain("document_create");
    expect(r.cards.every((c) => c.tool === "search_documents")).toBe(true);
    expect(r.answer.content).toMatch(/Табличка «Не беспокоить»|табличка «Не беспокоить»/);
  });

  it("«сделай табличку дежурств, что делать по дням» still makes the table it asks for", async () => {
    const r = await (await freshChats({ docs: HOTELS }))("сделай табличку дежурств, что делать по дням");
    expect(r.tools).toContain("document_create");
  });
});
