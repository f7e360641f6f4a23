import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { oneEditApart, meantWord } from "../../src/text/typos.ts";
import { createLexicalIndex } from "../../src/retrieval/lexical.ts";
import { freshChats } from "../road/helpers.ts";

// Typing slips in a question are read as the words the documents write; a real word the documents do not
// use is never «corrected» into a neighbour one letter off.

describe("one edit apart", () => {
  it("counts a dropped, an added, a changed letter and two swapped neighbours", () => {
    expect(oneEditApart("отпска", "отпуска")).toBe(true);
    expect(oneEditApart("отпууска", "отпуска")).toBe(true);
    expect(oneEditApart("отпуцка", "отпуска")).toBe(true);
    expect(oneEditApart("отпsука", "отпуска")).toBe(false);
    expect(oneEditApart("оптуска", "отпуска")).toBe(true);
    expect(oneEditApart("отпуска", "отпуска")).toBe(false);
    expect(oneEditApart("отпск", "отпуска")).toBe(false);
  });

  it("reads «скольк» and «сколко» as «сколько» before any content word", () => {
    expect(meantWord("скольк", ["скользк"], () => 9)).toBe("сколько");
    expect(meantWord("сколко", [], () => 0)).toBe("сколько");
  });
});

describe("a question's typing slips among the documents' words", () => {
  const lexical = createLexicalIndex(undefined, { pooled: true });
  lexical.add(1, "Дежурство. За неделю дежурства доплачивается 7 000 рублей.", 1);
  lexical.add(2, "Отпуск. Ежегодный отпуск — 28 календарных дней. Части отпуска согласуются с руководителем. Обучение сотрудников проводится раз в год.", 2);

  it("reads a misspelt word as the document's word one edit away", () => {
    expect(lexical.respelled("сколко доплачивают за дежрство")).toBe("сколько доплачивают за дежурство");
    expect(lexical.respelled("скольк дней отпска дают")).toBe("сколько дней отпуска дают");
  });

  it("reads a code typed on the Russian layout as the documents' Latin code («п1» → «p1»)", () => {
    const codes = createLexicalIndex(undefined, { pooled: true });
    codes.add(1, "Приоритеты. P1 — реакция в течение 15 минут. P2 — 1 час.", 1);
    expect(codes.respelled("за сколько надо отреагировать на п1")).toBe("за сколько надо отреагировать на p1");
    expect(codes.respelled("что такое р7")).toBe("что такое р7");
  });

  it("leaves a real word the documents do not use, and every word they do", () => {
    expect(lexical.respelled("какая доза облучения допустима")).toBe("какая доза облучения допустима");
    expect(lexical.respelled("нашел волос в булке, что делать")).toBe("нашел волос в булке, что делать");
    expect(lexical.respelled("до скольки длится обучение")).toBe("до скольки длится обучение");
  });
});

describe("a misspelt question in the chat", () => {
  it("is answered with the document's figure and its citation", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs") });
    const { answer } = await send("сколко доплачивают за дежурсво");
    expect(answer.content).toContain("7 000");
    expect(answer.content).toMatch(/\[1\]/);
    expect(answer.content).not.toMatch(/дежурсво|сколко/);
  });
});

describe("homonymous stems", () => {
  it("«удалённо» (remote) is not «удалением» (a tooth's removal)", async () => {
    const { stem } = await import("../../src/text/tokens.ts");
    expect(stem("удаленно")).not.toBe(stem("удалением"));
    expect(stem("удаленно")).toBe(stem("удаленный"));
  });
});
