import { Elysia } from "elysia";
import { ExtractionError } from "../ingestion/types.ts";
import { PilotSetError } from "../evaluation/jsonl.ts";
import { HX } from "./htmx.ts";
import { langOf } from "./i18n.ts";

/** An error a person should read: an HTTP status and a plain-words message (Russian, and English when given). */
export class AppError extends Error {
  constructor(readonly status: number, message: string, readonly detail?: Record<string, unknown>, readonly en?: string) {
    super(message);
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reader's language for an error: `?lang=` or the lang cookie, Russian by default. */
const langOfRequest = (r: Request) => langOf(new URL(r.url).searchParams.get("lang"), /(?:^|;\s*)lang=(en|ru)\b/.exec(r.headers.get("cookie") ?? "")?.[1]);

function classify(error: unknown, code: string | number, request: Request): { status: number; message: string; detail?: Record<string, unknown> } {
  const en = langOfRequest(request) === "en";
  if (error instanceof AppError) return { status: error.status, message: en && error.en ? error.en : error.message, detail: error.detail };
  if (error instanceof ExtractionError) return { status: 422, message: error.messageIn(langOfRequest(request)), detail: { file: error.file, reason: error.reason } };
  if (error instanceof PilotSetError) return { status: 400, message: (en ? "The set was not taken: " : "Набор не принят: ") + error.messageIn(en ? "en" : "ru") };
  if (code === "VALIDATION") {
    // Elysia's message is a JSON report; the person reads which field and why, never the dump.
    const report = validationReport(error);
    // «/admin/routing/82.json», «/c/abc»: a path whose id is no id names no page.
    if (report.on === "params") return { status: 404, message: en ? "No such page" : "Такой страницы нет" };
    const field = report.property?.replace(/^\//, "");
    return { status: 400, message: (en ? "The request did not pass validation" : "Запрос не прошёл проверку") + (field ? (en ? `: field «${field}»` : `: поле «${field}»`) : "") + (report.summary ? ` (${report.summary.slice(0, 200)})` : "") };
  }
  if (code === "PARSE") return { status: 400, message: en ? "The request body cannot be read: send valid JSON or a form" : "Тело запроса не читается: пришлите корректный JSON или форму" };
  if (code === "NOT_FOUND") return { status: 404, message: en ? "No such page" : "Такой страницы нет" };
  const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
  return { status, message: status === 500 ? (en ? "Internal server error; the request was not carried out and no data changed" : "Внутренняя ошибка сервера; запрос не выполнен, данные не изменены") : String((error as Error)?.message ?? error) };
}

function validationReport(error: unknown): { on?: string; property?: string; summary?: string } {
  try {
    return JSON.parse((error as { message?: string }).message ?? "{}");
  } catch {
    return {};
  }
}

/** A whole page for a browser's navigation: the message and the way back, in the reader's language. */
const errorPage = (status: number, message: string, en: boolean) => `<!doctype html><html lang="${en ? "en" : "ru"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} — ${escape(message)}</title><link rel="stylesheet" href="/public/app.css"></head>
<body class="error-page"><main><h1>${escape(message)}</h1><p><a href="${en ? "/?lang=en" : "/"}">${en ? "Back to your chats" : "Вернуться к своим чатам"}</a></p></main></body></html>`;

/** One onError for the whole app: an HTML partial for HTMX requests, JSON for everything else. */
export const errorHandler = (log: (line: string) => void = console.error) =>
  new Elysia({ name: "error-handler" }).onError({ as: "global" }, ({ error, code, request, set }) => {
    const { status, message, detail } = classify(error, code, request);
    if (status >= 500) log(`error ${request.method} ${new URL(request.url).pathname}: ${(error as Error)?.stack ?? error}`);
    set.status = status;
    if (request.headers.get(HX.request) === "true") {
      set.headers["content-type"] = "text/html; charset=utf-8";
      return `<div class="error" role="alert">${escape(message)}</div>`;
    }
    // A person who followed a link (another person's chat, a stale page) gets a page, not raw JSON.
    if ((request.headers.get("accept") ?? "").includes("text/html")) {
      return new Response(errorPage(status, message, langOfRequest(request) === "en"), { status, headers: { "content-type": "text/html; charset=utf-8" } });
    }
    return Response.json({ error: message, ...detail }, { status });
  });
