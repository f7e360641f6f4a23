import type { MailMessage, ToolContext } from "./types.ts";
import { DEFAULT_ZONE, isoInZone } from "./time.ts";
import { toolPhrases } from "./phrases.ts";

type Row = { id: string; to_addr: string; subject: string; body: string; sent_at: string };

const hasTable = (ctx: ToolContext, name: string) =>
  ctx.db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;

/**
 * The person's sent letters, newest first: the replies they confirmed. `sent_mail` holds what went out; the
 * outbox (src/conversation/outbox.ts, the «Исходящие» page) says whose it was, kept per person so a deleted
 * chat loses none, and the chat of this turn names the person. Without those tables (the tools alone) the
 * chat's own letters are all there is to show.
 */
function sentRows(ctx: ToolContext): Row[] {
  const cols = "s.id, s.to_addr, s.subject, s.body, s.sent_at";
  if (hasTable(ctx, "outbox") && hasTable(ctx, "chats")) {
    return ctx.db.query(`SELECT ${cols} FROM sent_mail s JOIN outbox o ON o.draft_id = s.draft_id
      WHERE o.user_id = (SELECT user_id FROM chats WHERE id = ?) ORDER BY s.sent_at DESC`).all(ctx.chatId ?? null) as Row[];
  }
  return ctx.db.query(`SELECT ${cols} FROM sent_mail s WHERE s.chat_id IS ? ORDER BY s.sent_at DESC`).all(ctx.chatId ?? null) as Row[];
}

/** Sent letters as the mail card shows letters: the addressee where a received letter has its sender. */
export function sentLetters(ctx: ToolContext, snippet: (text: string) => string): MailMessage[] {
  const zone = ctx.timeZone ?? DEFAULT_ZONE;
  const to = toolPhrases(ctx.lang).sentTo;
  return sentRows(ctx).map((r) => ({ id: r.id, from: to(r.to_addr), subject: r.subject, date: isoInZone(Date.parse(r.sent_at), zone), snippet: snippet(r.body) }));
}
