/** A minimal mbox reader: From_ separators, folded headers, RFC 2047 words, MIME bodies. */

export interface ParsedMail {
  id: string;
  from: string;
  /** Bare address from the From header, for replies. */
  fromAddress: string;
  to: string;
  subject: string;
  /** ISO 8601 (UTC), or "" when the Date header is unreadable. */
  date: string;
  /** The text/plain body, or the text of text/html when that is all there is. */
  text: string;
}

type Headers = Map<string, string>;

/** Bytes ↔ "binary" strings (one char per byte), so charsets are decoded only once we know them. */
const toBinary = (b: Uint8Array) => Buffer.from(b).toString("latin1");
const fromBinary = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

function decode(bytes: Uint8Array, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?=, =?koi8-r?Q?...?=) and raw 8-bit UTF-8. */
export function decodeHeader(raw: string): string {
  const text = decode(fromBinary(raw));
  return text
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_, cs: string, enc: string, data: string) => {
      const bytes = enc.toUpperCase() === "B"
        ? Uint8Array.from(atob(data.replace(/[^A-Za-z0-9+/=]/g, "")), (c) => c.charCodeAt(0))
        : fromBinary(qp(data.replace(/_/g, " ")));
      return decode(bytes, cs);
    });
}

/** Quoted-printable to a binary string. */
function qp(s: string): string {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function splitEntity(raw: string): { headers: Headers; body: string } {
  const cut = raw.indexOf("\n\n");
  const head = cut < 0 ? raw : raw.slice(0, cut);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const m = line.match(/^([!-9;-~]+):\s*(.*)$/);
    if (m && !headers.has(m[1].toLowerCase())) headers.set(m[1].toLowerCase(), m[2].trim());
  }
  return { headers, body: cut < 0 ? "" : raw.slice(cut + 2) };
}

function contentType(h: Headers): { type: string; params: Record<string, string> } {
  const [type, ...rest] = (h.get("content-type") ?? "text/plain").split(";");
  const params: Record<string, string> = {};
  for (const p of rest) {
    const m = p.match(/^\s*([^=\s]+)\s*=\s*"?([^"]*)"?\s*$/);
    if (m) params[m[1].toLowerCase()] = m[2];
  }
  return { type: type.trim().toLowerCase(), params };
}

function bodyText(headers: Headers, body: string): { plain: string | null; html: string | null } {
  const { type, params } = contentType(headers);
  if (type.startsWith("multipart/") && params.boundary) {
    const parts = body.split(`--${params.boundary}`).slice(1);
    let plain: string | null = null, html: string | null = null;
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const e = splitEntity(part.replace(/^\n/, ""));
      const t = bodyText(e.headers, e.body);
      plain ??= t.plain;
      html ??= t.html;
    }
    return { plain, html };
  }
  if (!type.startsWith("text/")) return { plain: null, html: null };
  const cte = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const bin = cte === "base64" ? atob(body.replace(/[^A-Za-z0-9+/=]/g, "")) : cte === "quoted-printable" ? qp(body) : body;
  const text = decode(fromBinary(bin), params.charset ?? "utf-8");
  return type === "text/html" ? { plain: null, html: text } : { plain: text, html: null };
}

function htmlToText(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<br\s*\/?>|<\/p>/gi, "\n").replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/** Parses one message (headers + body, LF line ends). */
export function parseMessage(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const h = (k: string) => decodeHeader(headers.get(k) ?? "");
  const from = h("from");
  const date = new Date(headers.get("date") ?? "");
  const { plain, html } = bodyText(headers, body);
  const id = (headers.get("message-id") ?? "").replace(/[<>]/g, "").trim()
    || `m${Bun.hash(`${from}|${headers.get("date")}|${headers.get("subject")}`).toString(36)}`;
  return {
    id, from, to: h("to"), subject: h("subject"),
    fromAddress: from.match(/<([^>]+)>/)?.[1] ?? from.trim(),
    date: Number.isNaN(date.getTime()) ? "" : date.toISOString(),
    text: (plain ?? (html ? htmlToText(html) : "")).replace(/[ \t]+\n/g, "\n").trim(),
  };
}

/** Splits an mbox file on its "From " separator lines and parses every message. */
export function parseMbox(bytes: Uint8Array): ParsedMail[] {
  const text = toBinary(bytes).replace(/\r\n/g, "\n");
  return text.split(/^From .*\n/m).filter((chunk) => chunk.trim() !== "")
    .map((chunk) => parseMessage(chunk.replace(/^>(>*From )/gm, "$1")));
}
