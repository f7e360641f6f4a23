import { describe, expect, it } from "bun:test";
import { PartialText } from "../../views/chat/answer-text.tsx";

// A partial answer drawn after another exit's words («Подходящих товаров не нашёл.»): the person reads the
// lines in the order written, the «possibly related» passages right under the line that introduces them.

const text = [
  "Подходящих товаров не нашёл.",
  "",
  "В документах нет точного ответа на этот вопрос. Про «мышку» в найденном ничего не сказано. Возможно, к нему относится это (не ответ, проверьте сами):",
  "— «Покупки до 5 000 рублей возмещаются по чеку.» (komandirovki.md › Прочие расходы)",
  "Точнее подскажут: office@kodservice.ru.",
].join("\n");

const order = (html: string, ...parts: string[]) => parts.map((p) => html.indexOf(p));

describe("a partial answer after another exit's words", () => {
  it("keeps the passages under the line that introduces them, not above it", () => {
    const html = PartialText({ text }) as string;
    const [tool, lead, passage, contact] = order(html, "Подходящих товаров", "Возможно, к нему относится", "Покупки до 5 000", "Точнее подскажут");
    expect(Math.min(tool, lead, passage, contact)).toBeGreaterThanOrEqual(0);
    expect(tool).toBeLessThan(lead);
    expect(lead).toBeLessThan(passage);
    expect(passage).toBeLessThan(contact);
  });

  it("draws the passages as a «possibly related» list", () => {
    const html = PartialText({ text }) as string;
    expect(html).toMatch(/<ul class="related"><li>«Покупки до 5 000/);
  });
});
