import type { Tool, WebResult } from "./types.ts";
import { int, str } from "./args.ts";
import { toolPhrases } from "./phrases.ts";

/** How long a search may take before the turn goes on without it. */
export const WEB_TIMEOUT_MS = 5000;

/** The unconfigured notice in Russian; `toolPhrases(lang).web.notConfigured` has it in each language. */
export const NOT_CONFIGURED = toolPhrases("ru").web.notConfigured;

interface SearxResponse {
  results?: { title?: string; url?: string; content?: string }[];
}

/** web_search: a SearXNG-compatible endpoint (`/search?format=json`); off when no URL is configured. */
export const webSearch: Tool = {
  id: "web_search",
  description: "Поиск в интернете: цены, курсы, новости, погода, отзывы и всё, чего нет во внутренних данных",
  chip: { ru: "Ищу в интернете", en: "Searching the web" },
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Поисковый запрос" },
      limit: { type: "integer", minimum: 1, maximum: 10 },
    },
    required: ["query"],
  },
  consequential: false,
  async run(args, ctx) {
    const P = toolPhrases(ctx.lang).web;
    if (!ctx.searxngUrl) return { kind: "web", configured: false, message: P.notConfigured };
    const query = str(args, "query");
    if (!query) return { kind: "error", message: P.empty };
    const url = `${ctx.searxngUrl.replace(/\/+$/, "")}/search?q=${encodeURIComponent(query)}&format=json`;
    let res: Response;
    try {
      res = await (ctx.fetch ?? fetch)(url, { signal: AbortSignal.timeout(WEB_TIMEOUT_MS), headers: { accept: "application/json" } });
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
      return { kind: "error", message: timedOut ? P.timeout : P.down };
    }
    // SearXNG answers 403 when the json format is not enabled in its settings.yml.
    if (res.status === 403) return { kind: "error", message: P.refused };
    if (!res.ok) return { kind: "error", message: P.status(res.status) };
    let body: SearxResponse;
    try {
      body = (await res.json()) as SearxResponse;
    } catch {
      return { kind: "error", message: P.notJson };
    }
    const results: WebResult[] = (body.results ?? [])
      .filter((r) => r.url && r.title)
      .slice(0, int(args, "limit", 5, 1, 10))
      .map((r) => ({ title: r.title!.trim(), url: r.url!, snippet: (r.content ?? "").replace(/\s+/g, " ").trim() }));
    return { kind: "web", configured: true, results };
  },
};
