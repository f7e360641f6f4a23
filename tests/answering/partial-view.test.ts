import { describe, expect, it } from "bun:test";
import { createDb } from "../../src/db/index.ts";
import { createChatRoad } from "../../src/evaluation/chat-road.ts";
import { createRouteDeps } from "../../src/wiring.ts";
import { EMBEDDED_TUNING } from "../../src/retrieval/floors.ts";
import { AnswerText } from "../../views/chat/answer-text.tsx";
import { strings } from "../../src/web/i18n.ts";
import { HANDBOOK, kbOf } from "./helpers.ts";

const links = { panel: (n: number) => `/p/${n}`, source: () => "/d" };

describe("a partial answer in the chat", () => {
  it("is drawn apart from an answer: a note with the nearby passages as a «possibly related» list and no [n] links", () => {
    const text = "В документах нет точного ответа на этот вопрос. Возможно, к нему относится это (не ответ, проверьте сами):\n— «Такси после 22:00 компенсируется до 1 500 рублей.» (handbook.md › Такси)\nТочнее подскажут: buh@example.ru.";
    const html = AnswerText({ text, citations: [], links, t: strings("ru") }) as string;
    expect(html).toContain('class="text partial-answer"');
    expect(html).toContain('data-state="partial"');
    expect(html).toMatch(/<ul class="related"><li>«Такси после 22:00/);
    expect(html).not.toContain('class="cite"');
  });

  it("reaches the person through the chat's own turn", async () => {
    const { kb } = await kbOf({ "handbook.md": HANDBOOK });
    const road = createChatRoad({ db: createDb(":memory:"), kb, routing: await createRouteDeps({ chat: null }), face: "embedded", answer: { chat: null, floor: EMBEDDED_TUNING.floor, confident: EMBEDDED_TUNING.confident } });
    const a = await road.ask("Какой лимит компенсации такси в аэропорт");
    road.close();
    expect(a.error).toBeNull();
    expect(a.html).toContain("partial-answer");
    expect(a.links).toEqual([]);
  });
});
