import { describe, expect, it } from "bun:test";
import { createDb } from "../../src/db/index.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import { EMBEDDED_TUNING } from "../../src/retrieval/floors.ts";
import { createRouteDeps } from "../../src/wiring.ts";
import { createChatRoad, readRendered, type ChatAnswer } from "../../src/evaluation/chat-road.ts";
import { chatFigures, scoreChatCase } from "../../src/evaluation/chat-score.ts";
import type { QuestionCase } from "../../src/evaluation/pilot-set.ts";

const DOC = `# Правила\n\n## Обед\n\nПерерыв на обед длится 60 минут, с 13:00 до 14:00.\n\n## Такси\n\nТакси после 22:00 компенсируется до 1 500 рублей за поездку.\n`;

async function road() {
  const db = createDb(":memory:");
  const embedder = createHashEmbedder();
  const kb = createKnowledgeBase({ db, embedder, stateDir: null, hybrid: EMBEDDED_TUNING.hybrid });
  await kb.ingest("rules.md", new TextEncoder().encode(DOC));
  const routing = await createRouteDeps({ chat: null });
  return createChatRoad({ db, kb, routing, face: "embedded", answer: { chat: null, floor: EMBEDDED_TUNING.floor, confident: EMBEDDED_TUNING.confident } });
}

const q = (question: string, expect: QuestionCase["expect"]): QuestionCase => ({ id: "t", question, expect });

describe("asking a pilot question through the chat's own turn", () => {
  it("scores the answer the chat stored and drew: facts in the shown text, each [n] a link to a listed source", async () => {
    const r = await road();
    const a = await r.ask("Сколько длится перерыв на обед?");
    r.close();
    expect(a.error).toBeNull();
    expect(a.stored?.status).toBe("done");
    expect(a.links.length).toBeGreaterThan(0);
    const c = scoreChatCase(q("Сколько длится перерыв на обед?", { answerable: true, doc: "rules.md", section: "Обед", facts: ["60 минут"] }), a);
    expect(c.state).toBe("answered");
    expect(c.citations.every((x) => x.resolved && x.correct)).toBe(true);
    expect(c.verdict).toBe("pass");
  });

  it("sends a follow-up after its previous question in the same chat", async () => {
    const r = await road();
    const a = await r.ask("а после 22:00?", "Компенсируют ли такси?");
    r.close();
    expect(a.previousError).toBeNull();
    expect(a.stored).not.toBeNull();
  });
});

describe("scoring a chat answer", () => {
  const base: ChatAnswer = { stored: null, html: "", shown: "", links: [], sources: [], citations: [], error: null, decision: null };

  it("counts an answer the chat could not draw as an error answer, never a skip", () => {
    const c = scoreChatCase(q("В какой срок нужно подать отчёт?", { answerable: true, facts: ["3"] }), { ...base, error: "the chat failed to draw the answer: items.slice is not a function" });
    expect(c.state).toBe("error");
    expect(c.verdict).toBe("fail");
    expect(chatFigures([c]).errors).toBe(1);
  });

  it("fails an [n] that no shown source backs", () => {
    const html = `<article><div class="text">Обед 60 минут [2].</div></article>`;
    const c = scoreChatCase(q("обед?", { answerable: true, facts: ["60 минут"] }), { ...base, ...readRendered(html) });
    expect(c.citations).toEqual([{ n: 2, resolved: false, correct: false }]);
    expect(c.verdict).toBe("fail");
  });

  it("passes an unanswerable question only when refused without citations", () => {
    const refused = scoreChatCase(q("Есть ли спортзал?", { answerable: false }), { ...base, shown: "В документах компании нет ответа на этот вопрос. Обратитесь, пожалуйста: hr@example.ru." });
    expect(refused.verdict).toBe("pass");
    const asserted = scoreChatCase(q("Есть ли спортзал?", { answerable: false }), { ...base, shown: "Такси компенсируется [1]." });
    expect(asserted.state).toBe("answered");
    expect(asserted.verdict).toBe("fail");
  });
});
