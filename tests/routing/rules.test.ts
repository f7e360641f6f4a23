import { describe, expect, test } from "bun:test";
import { interviewContinuation, generationMode, photoIntent, openFileEdit } from "../../src/routing/rules/index.ts";
import { MARKER_WORDS } from "../../src/routing/markers.ts";
import { input } from "./helpers.ts";

const asked = (q: string) => [{ role: "user" as const, content: "начнём" }, { role: "assistant" as const, content: q }];

describe("interview_continuation", () => {
  const rule = interviewContinuation();
  test("a short answer to the skill's question stays in the skill", () => {
    const d = rule.decide(input("с утра, 38 и 2", { skill: "health" }, { history: asked("Когда поднялась температура?") }));
    expect(d?.outcome).toBe("skill");
    expect(d?.skill).toBe("health");
  });
  test("English answers continue too", () => {
    expect(rule.decide(input("twice a week", { skill: "fitness" }, { history: asked("How often do you train?") }))?.skill).toBe("fitness");
  });
  test("no skill, no continuation", () => {
    expect(rule.decide(input("с утра", {}, { history: asked("Когда?") }))).toBeNull();
  });
  test("the assistant's last line must end with a question mark", () => {
    expect(rule.decide(input("ещё вопрос", { skill: "health" }, { history: asked("Выздоравливайте!") }))).toBeNull();
  });
  test("a reply of 240 characters or more is a new request", () => {
    expect(rule.decide(input("а".repeat(240), { skill: "health" }, { history: asked("Сколько лет?") }))).toBeNull();
    expect(rule.decide(input("а".repeat(239), { skill: "health" }, { history: asked("Сколько лет?") }))).not.toBeNull();
  });
  test("a marker word in any form breaks out (matched by stems)", () => {
    for (const m of ["покажи письма от врача", "что в календаре завтра", "поищи товары для дома", "find the email from the clinic"]) {
      expect(rule.decide(input(m, { skill: "health" }, { history: asked("Что беспокоит?") }))).toBeNull();
    }
  });
  test("the marker list is one module that covers the seed's words", () => {
    for (const w of ["письмо", "календарь", "документ", "найди", "товар", "пост", "видео"]) expect(MARKER_WORDS).toContain(w);
  });
  test("asking to leave in words is not an answer", () => {
    expect(rule.decide(input("давай не про здоровье", { skill: "health" }, { history: asked("Где болит?") }))).toBeNull();
  });
});

describe("generation_mode", () => {
  const rule = generationMode();
  test("with a mode on, the text is the prompt even with marker words", () => {
    expect(rule.decide(input("письмо в бутылке на берегу моря", { mode: "image" }))?.outcome).toBe("mode");
  });
  test("no mode, no decision", () => expect(rule.decide(input("нарисуй кота"))).toBeNull());
});

describe("photo_intent", () => {
  const rule = photoIntent();
  const face = { attachments: [{ kind: "image", hasFace: true }] };
  test("a face plus «make me …» draws", () => {
    expect(rule.decide(input("сделай меня рыцарем в доспехах", face))?.outcome).toBe("mode");
    expect(rule.decide(input("put me on a beach in Bali", face))?.outcome).toBe("mode");
  });
  test("describing the photo falls through to text", () => {
    expect(rule.decide(input("какого цвета у меня куртка на фото", face))).toBeNull();
  });
  test("without a face the request is not about the person", () => {
    expect(rule.decide(input("сделай меня у моря", { attachments: [{ kind: "image", hasFace: false }] }))).toBeNull();
  });
});

describe("open_file_edit", () => {
  const rule = openFileEdit();
  const open = { uiHint: "document:Продажи.xlsx" };
  test("an unambiguous edit of the open file goes to document_edit with that file", () => {
    const d = rule.decide(input("удали строку с мартом", open));
    expect(d?.tools?.[0]).toMatchObject({ name: "document_edit", arguments: { file: "Продажи.xlsx" } });
    expect(rule.decide(input("переименуй второй лист в «Итоги»", open))?.outcome).toBe("tool");
  });
  test("a clause added to an open contract is an edit of it", () => {
    const d = rule.decide(input("добавь пункт: предоплата 50% до начала работ", { uiHint: "document:Договор.docx" }));
    expect(d?.tools?.[0]).toMatchObject({ name: "document_edit", arguments: { file: "Договор.docx" } });
  });
  test("a request for a new file is not an edit", () => {
    expect(rule.decide(input("создай новую таблицу и вставь туда итоги", open))).toBeNull();
  });
  test("no open document, no rule", () => expect(rule.decide(input("удали строку с мартом"))).toBeNull());
  test("a vague wish with a file open is left to the router", () => {
    expect(rule.decide(input("сделай красиво", open))).toBeNull();
  });
});
