import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "bun:test";
import { webSearch, NOT_CONFIGURED } from "../../src/tools/web.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

/** A stand-in SearXNG: answers /search?format=json, or the status asked for in the query. */
let server: ReturnType<typeof Bun.serve>;
const seen: string[] = [];
beforeAll(() => {
  server = Bun.serve({
    port: 0,
    fetch(req) {
      const url = new URL(req.url);
      seen.push(url.pathname + url.search);
      if (url.searchParams.get("q") === "forbidden") return new Response("Forbidden", { status: 403 });
      if (url.searchParams.get("format") !== "json") return new Response("html", { status: 400 });
      return Response.json({
        query: url.searchParams.get("q"),
        results: [
          { title: "Курс доллара ЦБ РФ на сегодня", url: "https://cbr.example/rates", content: "Официальный  курс\nна 30 ноября", engine: "x" },
          { title: "Без ссылки" },
          { title: "Курс валют — Банк «Северный»", url: "https://severny-bank.example/rates", content: "Покупка и продажа" },
        ],
      });
    },
  });
});
afterAll(() => server.stop(true));

describe("web_search", () => {
  it("says plainly that it is not configured when there is no SEARXNG_URL", async () => {
    const r = await webSearch.run({ query: "курс доллара" }, ctx);
    expect(r).toEqual({ kind: "web", configured: false, message: NOT_CONFIGURED });
    expect(NOT_CONFIGURED).toBe("Веб-поиск не настроен: укажите SEARXNG_URL");
  });

  it("returns title, url and snippet from a SearXNG-compatible endpoint", async () => {
    const r = expectKind(await webSearch.run({ query: "курс доллара" }, { ...ctx, searxngUrl: `${server.url.origin}/` }), "web");
    if (!r.configured) throw new Error("expected configured");
    expect(r.results).toEqual([
      { title: "Курс доллара ЦБ РФ на сегодня", url: "https://cbr.example/rates", snippet: "Официальный курс на 30 ноября" },
      { title: "Курс валют — Банк «Северный»", url: "https://severny-bank.example/rates", snippet: "Покупка и продажа" },
    ]);
    expect(seen.at(-1)).toBe(`/search?q=${encodeURIComponent("курс доллара")}&format=json`);
  });

  it("explains a 403 as the json format being switched off", async () => {
    const r = expectKind(await webSearch.run({ query: "forbidden" }, { ...ctx, searxngUrl: server.url.origin }), "error");
    expect(r.message).toContain("json");
  });

  it("turns a network failure into a plain error result", async () => {
    const failing = (async () => { throw new TypeError("fetch failed"); }) as unknown as typeof fetch;
    const r = expectKind(await webSearch.run({ query: "погода" }, { ...ctx, searxngUrl: "http://search.invalid", fetch: failing }), "error");
    expect(r.message).toBe("Веб-поиск недоступен: не удалось подключиться к серверу поиска.");
  });

  it("passes a timeout signal and reports a timeout with a plain message", async () => {
    let signal: AbortSignal | undefined;
    // Stands in for the abort AbortSignal.timeout fires after 5 s, without waiting for it.
    const timingOut = (async (_: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      throw new DOMException("The operation timed out.", "TimeoutError");
    }) as unknown as typeof fetch;
    const r = expectKind(await webSearch.run({ query: "погода" }, { ...ctx, searxngUrl: "http://slow.example", fetch: timingOut }), "error");
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(r.message).toBe("Веб-поиск не ответил за 5 секунд.");
  });
});
