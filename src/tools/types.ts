import type { Database } from "bun:sqlite";
import type { ToolId } from "./ids.ts";

/** What a draft becomes once confirmed. */
export type DraftKind = "post" | "reply" | "listing" | "document" | "metrics_change";

export interface MailMessage {
  /** Message-ID without angle brackets, or a stable hash when the message has none. */
  id: string;
  from: string;
  subject: string;
  /** ISO 8601 with the person's zone offset, as calendar times are; empty when the Date header is unreadable. */
  date: string;
  snippet: string;
  /** The whole text, when the person asked to see the letter whole (only the one letter shown then). */
  text?: string;
}

export interface CalendarEvent {
  title: string;
  /** ISO 8601 with the person's zone offset; a bare date (YYYY-MM-DD) for all-day events, end inclusive. */
  start: string;
  end: string;
  location: string | null;
  url: string | null;
  description?: string;
  allDay?: boolean;
  /** A series that ends (RRULE COUNT or UNTIL): the day of its last occurrence, YYYY-MM-DD. */
  repeatsUntil?: string;
}

export interface ProductCard {
  id: string;
  title: string;
  price: number;
  currency: string;
  url: string;
  rating: number | null;
  category?: string;
}

export interface Dataset {
  label: string;
  data: number[];
}

export interface WebResult {
  title: string;
  url: string;
  snippet: string;
}

/** What a tool hands back; the chat renders each kind as its own card. */
export type ToolResult =
  | { kind: "documents"; data: unknown }
  // `latest`: with a period that holds no letter, the date of the newest letter the search would otherwise find.
  // `folder: "sent"`: the person's sent letters, each with its addressee where a received one has its sender.
  // `noSource`: there was nothing to search at all (no mailbox, no catalogue, no metrics export): the documents may still answer.
  | { kind: "mail"; messages: MailMessage[]; total: number; latest?: string; folder?: "sent"; noSource?: true }
  | { kind: "calendar"; events: CalendarEvent[]; from: string; to: string }
  | { kind: "products"; cards: ProductCard[]; total: number; noSource?: true }
  // `empty`: the period asked for holds no data (the summary says which period the data covers).
  | { kind: "metrics"; labels: string[]; datasets: Dataset[]; summary: string; empty?: boolean; noSource?: true }
  // A new letter is stored as a reply without a letter it answers; shown as «letter», with whom it goes to.
  | { kind: "draft"; draftId: string; draftKind: DraftKind | "letter"; title: string; body: string; status: "pending"; to?: string; toKnown?: boolean; /** The company document «Кому» was found in, when the mailbox had no address. */ toFrom?: string }
  | { kind: "web"; configured: true; results: WebResult[] }
  | { kind: "web"; configured: false; message: string }
  | { kind: "error"; message: string };

/** Everything a tool may touch, passed in per call. */
export interface ToolContext {
  db: Database;
  /** Root of the data folder; sample backends read `<dataDir>/samples/...`. */
  dataDir: string;
  fetch?: typeof fetch;
  searxngUrl?: string | null;
  chatId?: string;
  /** The RAG pipeline, wired by the caller; search_documents delegates to it. */
  searchDocuments?: (query: string) => Promise<unknown>;
  /** Clock for "today" and "next week"; defaults to the real time. */
  now?: Date;
  /** IANA zone the person lives in; defaults to Europe/Moscow. */
  timeZone?: string;
  /** The interface's language: texts a tool writes for the person (card summaries) are written in it. */
  lang?: "ru" | "en";
}

/** A tool the router may call. Consequential tools only ever produce a pending draft. */
export interface Tool {
  id: ToolId;
  /** One line the router model reads. */
  description: string;
  /** Shown in the chat while the tool runs, e.g. «Ищу в вашей почте». */
  chip: { ru: string; en: string };
  /** JSON schema of the arguments (type "object"). */
  parameters: Record<string, unknown>;
  consequential: boolean;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult>;
}
