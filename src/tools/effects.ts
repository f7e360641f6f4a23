import type { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Draft } from "./drafts.ts";
import { outDir } from "./files.ts";

/**
 * Performs what a confirmed draft asks for and returns one plain sentence about it.
 * Synchronous on purpose: it runs inside the confirm transaction, so a failure leaves the draft pending.
 */
export function applyEffect(db: Database, dataDir: string, d: Draft, lang: "ru" | "en" = "ru"): string {
  const now = new Date().toISOString();
  const a = d.args;
  const en = lang === "en";
  switch (d.kind) {
    case "post":
      db.run("INSERT INTO posts (id, draft_id, chat_id, title, body, published_at) VALUES (?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, d.title, d.body, now]);
      return en ? "The post is published in the feed" : "Пост опубликован в ленте";
    case "reply":
      db.run("INSERT INTO sent_mail (id, draft_id, chat_id, to_addr, subject, body, in_reply_to, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, String(a.to), d.title, d.body, (a.inReplyTo as string) ?? null, now]);
      return en ? `Reply sent to ${a.to}` : `Ответ отправлен: ${a.to}`;
    case "listing":
      db.run("INSERT INTO listings (id, draft_id, chat_id, title, price, currency, body, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [crypto.randomUUID(), d.id, d.chatId, d.title, Number(a.price), String(a.currency ?? "RUB"), d.body, now]);
      return en ? "The listing is published" : "Объявление опубликовано";
    case "document":
      return writeDocument(dataDir, d, en);
    case "metrics_change":
      return changeCounter(db, d, now, en);
  }
}

function writeDocument(dataDir: string, d: Draft, en = false): string {
  const dir = outDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = String(d.args.fileName);
  if (d.args.op === "edit") {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(`Файл ${name} больше не существует`);
    const text = d.args.mode === "replace" ? d.body : `${readFileSync(path, "utf8").replace(/\n*$/, "\n")}${d.body}\n`;
    writeFileSync(path, text);
    return en ? `File ${name} changed` : `Файл ${name} изменён`;
  }
  // Never overwrite on create: a second «создай таблицу расходов» gets "Расходы (2).csv".
  const dot = name.lastIndexOf(".");
  let file = name;
  for (let i = 2; existsSync(join(dir, file)); i++) file = `${name.slice(0, dot)} (${i})${name.slice(dot)}`;
  writeFileSync(join(dir, file), d.body.endsWith("\n") ? d.body : `${d.body}\n`);
  return en ? `File ${file} created` : `Файл ${file} создан`;
}

function changeCounter(db: Database, d: Draft, now: string, en = false): string {
  const a = d.args;
  if (a.action === "delete") {
    const res = db.run("DELETE FROM counter_settings WHERE id = ?", [String(a.id)]);
    if (res.changes === 0) throw new Error(`Настройка ${a.id} уже удалена`);
    return en ? `Deleted: ${d.title}` : `Удалено: ${d.title}`;
  }
  const id = `${a.entity}-${crypto.randomUUID().slice(0, 8)}`;
  db.run("INSERT INTO counter_settings (id, kind, name, condition, created_at) VALUES (?, ?, ?, ?, ?)",
    [id, String(a.entity), String(a.name), String(a.condition ?? ""), now]);
  return en ? `Added to the counter: ${a.name}` : `Добавлено в счётчик: ${a.name}`;
}
