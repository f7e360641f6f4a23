import { describe, expect, it } from "bun:test";
import { Clarify } from "../../views/chat/bits.tsx";
import { strings } from "../../src/web/i18n.ts";

const question = "Уточните, что нужно: «план проекта» или «план обучения сотрудников»?";
const options = [{ label: "План проекта", value: "project-plan", kind: "skill" as const }, { label: "План обучения", value: "training-plan", kind: "skill" as const }];
const count = (html: string, s: string) => html.split(s).length - 1;

describe("clarify buttons", () => {
  it("do not repeat the question the answer text above them already asks", () => {
    const html = Clarify({ id: "c1", chatId: "x", question, options, said: question, t: strings("ru") }) as string;
    expect(html).not.toContain("<p");
    expect(count(html, "план проекта»")).toBe(1); // only in the group's aria-label, for screen readers
    expect(count(html, "<button")).toBe(2);
  });

  it("show the question when the answer has no text of its own", () => {
    const html = Clarify({ id: "c1", chatId: "x", question, options, t: strings("ru") }) as string;
    expect(html).toContain("<p");
    expect(count(html, "план проекта»")).toBe(2); // the visible question and the aria-label
  });
});
