import { Elysia } from "elysia";
import type { Services } from "./services.ts";
import { errorHandler } from "./web/errors.ts";
import { documentsApi } from "./web/api/documents/index.ts";
import { askApi } from "./web/api/ask/index.ts";
import { chatPages } from "./web/chat/index.ts";
import { adminArea } from "./web/admin/index.ts";
import { bodyLimit, concurrencyLimit, securityHeaders } from "./web/security.ts";
import { shareKey } from "./web/person-key.ts";

/** Composes the feature modules into one app; tests call `app.handle(new Request(…))` on it. */
export function createApp(s: Services) {
  return new Elysia()
    .use(errorHandler(s.log))
    .use(securityHeaders())
    .use(bodyLimit(s.config.maxUploadMb))
    // The limit guards this server's own CPU. With a model server, a chat mostly waits in the model's queue
    // (shown to the person with its place) and costs nothing here, so many more may wait than may compute.
    .use(concurrencyLimit({ capacity: s.face.kind === "ollama" ? 128 : 16, ownerOf: shareKey({ config: s.config, auth: s.admin.auth, tokens: s.admin.tokens }) }))
    .get("/health", () => ({ ok: true, face: s.face.kind, describe: s.face.describe, degraded: s.face.degraded, pull: s.face.pull ?? [], chunks: s.kb.size(), snapshotError: s.kb.snapshotError() }))
    .use(documentsApi(s))
    .use(askApi(s))
    .use(chatPages(s))
    .use(adminArea(s));
}

export type App = ReturnType<typeof createApp>;
