import { Elysia, t } from "elysia";
import type { Services } from "../../../services.ts";
import { answerOnce } from "../../../answering/answer.ts";

/** POST /api/ask: a question (and the chat's previous one) in, a cited answer out. */
export const askApi = (s: Services) =>
  new Elysia({ name: "api-ask" }).post("/api/ask", async ({ body }) => {
    const r = await answerOnce(body.question, body.previous || undefined, s.answerDeps());
    return {
      answer: r.answer,
      answered: r.answered,
      face: r.face,
      citations: r.citations,
      fragments: r.fragments.map((f) => ({ n: r.fragments.indexOf(f) + 1, id: f.id, document: f.docName, section: f.headingPath, page: f.page, score: f.score, text: f.text })),
      timings: r.timings,
      tokensPerSecond: r.tokensPerSecond,
      error: r.error ?? null,
    };
  }, {
    body: t.Object({ question: t.String({ minLength: 1, maxLength: 4000 }), previous: t.Optional(t.String({ maxLength: 4000 })) }),
  });
