import type { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Draft } from "./drafts.ts";
import { outDir } from "./files.ts";
import { holdsEmail } from "../text/email.ts";
import { toolPhrases, type ToolPhrases } from "./phrases.ts";

type Effects = ToolPhrases["effect"];


/**
 * Performs what a confirmed draft asks for and returns one plain sentence about it.
 * Synchronous on purpose: it runs inside the confirm transaction, so a failure leaves the draft pending.
 */
export function applyEffect(db: Database, dataDir: string, d: Draft, lang: "ru" | "en" = "ru"): string {
  const now = new Date().toISOString();
  const a = d.args;
  const P = toolPhrases(lang).effect;
  switch (d.kind) {
    case "post":
      db.run("INSERT INTO posts (id, draft_id, chat_id, title, body, published_at) VALUES (?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, d.title, d.body, now]);
      return P.post;
    case "reply":
      // «старшей медсестре» with no address found: nothing can be sent, and nothing is said to be (the draft stays pending).
      if (!holdsEmail(String(a.to ?? ""))) throw new Error(P.noAddress(String(a.to ?? "")));
      db.run("INSERT INTO sent_mail (id, draft_id, chat_id, to_addr, subject, body, in_reply_to, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, String(a.to), d.title, d.body, (a.inReplyTo as string) ?? null, now]);
      return a.inReplyTo ? P.reply(String(a.to)) : P.letter(String(a.to));
    case "listing":
      db.run("INSERT INTO listings (id, draft_id, chat_id, title, price, currency, body, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, d.title, Number(a.price), String(a.currency ?? "RUB"), d.body, now]);
      return P.listing;
    case "document":
      return writeDocument(dataDir, d, P);
    case "metrics_change":
      return changeCounter(db, d, now, toolPhrases(lang));
  }
}

function writeDocument(dataDir: string, d: Draft, P: Effects): string {
  const dir = outDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = String(d.args.fileName);
  if (d.args.op === "edit") {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(P.fileGone(name));
    const text = d.args.mode === "replace" ? d.body : `${readFileSync(path, "utf8").replace(/\n*$/, "\n")}${d.body}\n`;
    writeFileSync(path, text);
    return P.fileChanged(name);
  }
  // Never overwrite on create: a second «создай таблицу расходов» gets "Расходы (2).csv".
  const dot = name.lastIndexOf(".");
  let file = name;
  for (let i = 2; existsSync(join(dir, file)); i++) file = `${name.slice(0, dot)} (${i})${name.slice(dot)}`;
  writeFileSync(join(dir, file), d.body.endsWith("\n") ? d.body : `${d.body}\n`);
  return P.fileCreated(file);
}

/** What changed, named by its kind and name in the confirming person's language (not the draft's title, a command). */
function changeCounter(db: Database, d: Draft, now: string, T: ToolPhrases): string {
  const a = d.args;
  const P = T.effect;
  const kind = (k: unknown) => T.counter.kind[k as "goal"] ?? String(k ?? "");
  if (a.action === "delete") {
    const res = db.run("DELETE FROM counter_settings WHERE id = ?", [String(a.id)]);
    if (res.changes === 0) throw new Error(P.settingGone(String(a.id)));
    return P.deleted(kind(a.entity), String(a.name ?? a.id));
  }
  const id = `${a.entity}-${crypto.randomUUID().slice(0, 8)}`;
  db.run("INSERT INTO counter_settings (id, kind, name, condition, created_at) VALUES (?, ?, ?, ?, ?)",
    [id, String(a.entity), String(a.name), String(a.condition ?? ""), now]);
  return P.added(kind(a.entity), String(a.name));
}
