import { describe, expect, it } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testApp } from "../helpers/app.ts";
import { askRequest, DEV_SET } from "../helpers/app.ts";
import { sampleServices } from "../conversation/helpers.ts";
import type { createApp } from "../../src/app.ts";

const QUESTIONS = readFileSync(join(DEV_SET, "questions.jsonl"), "utf8").trim().split("\n").slice(0, 8).map((l) => JSON.parse(l).question as string);

async function answers(app: ReturnType<typeof createApp>) {
  const out: unknown[] = [];
  for (const question of QUESTIONS) {
    const r = await (await app.handle(askRequest({ question }))).json();
    out.push({ answer: r.answer, cites: r.citations.map((c: { docName: string; text: string }) => [c.docName, c.text]) });
  }
  return out;
}

const sh = (cmd: string[]) => {
  const r = Bun.spawnSync(cmd, { stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")}: ${r.stderr.toString()}`);
};

/** The data folder as docs/operations.md says to fill it for the test: samples, a chat, a dev-set document. */
async function populated() {
  const t = await sampleServices();
  await t.services.kb.ingest("labour-rules.docx", new Uint8Array(readFileSync(join(DEV_SET, "docs/labour-rules.docx"))));
  const chat = t.services.chats.create("u1");
  for await (const _ of t.services.conversation.turn(chat, "Сколько дней отпуска положено?"));
  return { ...t, chatId: chat.id };
}

describe("backup and restore of data/ (docs/operations.md)", () => {
  it("cold: stop, tar data/, wipe, untar, start — same answers, chats and index", async () => {
    const { services, app, dir, chatId } = await populated();
    const before = await answers(app);
    const messages = services.chats.messages(chatId).map((m) => [m.role, m.content]);
    services.db.close(); // the server is stopped
    const archive = join(mkdtempSync(join(tmpdir(), "backup-")), "data.tar.gz");
    sh(["tar", "-C", dir, "-czf", archive, "."]);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    sh(["tar", "-C", dir, "-xzf", archive]);
    const restored = await testApp({}, dir);
    expect(await answers(restored.app)).toEqual(before);
    expect(restored.services.chats.messages(chatId).map((m) => [m.role, m.content])).toEqual(messages);
    expect(restored.logs.join("\n")).not.toContain("index repaired");
  });

  it("hot: VACUUM INTO while running plus the rest of data/, then restore — same answers", async () => {
    const { services, app, dir, chatId } = await populated();
    const before = await answers(app);
    expect(before.some((a) => (a as { cites: unknown[] }).cites.length > 0)).toBe(true);
    const out = mkdtempSync(join(tmpdir(), "backup-"));
    services.db.run("VACUUM INTO ?", [join(out, "assistant.sqlite")]); // consistent copy of a live database
    sh(["tar", "-C", dir, "--exclude=./state/assistant.sqlite*", "-czf", join(out, "rest.tar.gz"), "."]);
    services.db.close();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    sh(["tar", "-C", dir, "-xzf", join(out, "rest.tar.gz")]);
    sh(["cp", join(out, "assistant.sqlite"), join(dir, "state/assistant.sqlite")]);
    expect(existsSync(join(dir, "state/assistant.sqlite-wal"))).toBe(false);
    const restored = await testApp({}, dir);
    expect(await answers(restored.app)).toEqual(before);
    expect(restored.services.chats.messages(chatId).length).toBe(2);
    expect(restored.services.kb.size()).toBe(restored.services.kb.store.chunkIds().length);
  });
});
