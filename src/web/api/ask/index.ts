import { Elysia, t } from "elysia";
import type { Services } from "../../../services.ts";
import { answerOnce } from "../../../answering/answer.ts";
import { personKey } from "../../person-key.ts";

/** Said to a request to /api/ask that names nobody. */
export const NO_PERSON = "Нужна личность: откройте чат в браузере (cookie), войдите через прокси единого входа или пришлите API-токен (Authorization: Bearer …)";

/**
 * POST /api/ask: a question (and the chat's previous one) in, a cited answer out. Only for a person:
 * the chat's cookie, the single-sign-on header from the proxy, an admin session or an API token —
 * anyone else gets 401 before the request parses its body or takes an answer slot.
 */
export const askApi = (s: Services) =>
  new Elysia({ name: "api-ask" })
    .onRequest(({ request, server }) => {
      if (request.method !== "POST" || new URL(request.url).pathname !== "/api/ask") return;
      if (!personKey(request, server, { config: s.config, auth: s.admin.auth, tokens: s.admin.tokens })) {
        return Response.json({ error: NO_PERSON }, { status: 401, headers: { "www-authenticate": "Bearer" } });
      }
    })
    .post("/api/ask", async ({ body }) => {
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
