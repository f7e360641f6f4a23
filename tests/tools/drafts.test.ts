import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDraftStore, DraftError } from "../../src/tools/drafts.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { listCounterSettings } from "../../src/tools/metrics-manage.ts";
import { migrateTools } from "../../src/tools/schema.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

const registry = createToolRegistry();
const count = (table: string) => (ctx.db.query(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const outFile = (name: string) => join(ctx.dataDir, "documents-out", name);

/** Each consequential tool: a call, and a probe of the world it would change. */
const CASES: { tool: string; args: Record<string, unknown>; effect: () => unknown }[] = [
  { tool: "mail_reply_draft", args: { query: "договор картриджей", body: "Игорь, замечания пришлю в среду." }, effect: () => count("sent_mail") },
  { tool: "sell_listing_draft", args: { title: "Монитор Dell 24\"", price: 7000, condition: "used" }, effect: () => count("listings") },
  { tool: "post_draft", args: { text: "Итоги ноября: запустили пилот «Склад 2.0».\nСпасибо команде!" }, effect: () => count("posts") },
  { tool: "document_create", args: { title: "Расходы", format: "csv", content: "статья,сумма\nтакси,1200" }, effect: () => existsSync(outFile("Расходы.csv")) },
  { tool: "document_edit", args: { fileName: "Заметки", content: "Вторая строка" }, effect: () => readFileSync(outFile("Заметки.md"), "utf8") },
  { tool: "metrics_manage", args: { action: "add", entity: "goal", name: "Звонок с сайта", condition: "клик по телефону" }, effect: () => listCounterSettings(ctx.db).length },
  { tool: "metrics_manage", args: { action: "delete", entity: "goal", name: "отправка заявки" }, effect: () => listCounterSettings(ctx.db).length },
];

describe("consequential tools", () => {
  for (const c of CASES) {
    it(`${c.tool} ${c.args.action ?? ""} only creates a pending draft; the effect happens on confirm`, async () => {
      mkdirSync(join(ctx.dataDir, "documents-out"));
      writeFileSync(outFile("Заметки.md"), "Первая строка\n");
      expect(registry.get(c.tool)!.consequential).toBe(true);
      const before = c.effect();
      const r = expectKind(await registry.run({ name: c.tool, arguments: c.args }, ctx), "draft");
      expect(r.status).toBe("pending");
      expect(c.effect()).toEqual(before);
      const store = createDraftStore(ctx.db, ctx.dataDir);
      expect(store.listPending("chat-1").map((d) => d.id)).toEqual([r.draftId]);
      const { effect } = store.confirm(r.draftId);
      expect(effect).not.toBe("");
      expect(c.effect()).not.toEqual(before);
      expect(store.listPending("chat-1")).toEqual([]);
    });
  }
});

describe("draft store", () => {
  it("refuses to confirm the same draft twice and performs the effect once", async () => {
    const r = expectKind(await registry.run({ name: "post_draft", arguments: { text: "Привет" } }, ctx), "draft");
    const store = createDraftStore(ctx.db, ctx.dataDir);
    store.confirm(r.draftId);
    expect(() => store.confirm(r.draftId)).toThrow(DraftError);
    expect(count("posts")).toBe(1);
  });

  it("refuses to cancel a confirmed draft, and to confirm a cancelled one", async () => {
    const store = createDraftStore(ctx.db, ctx.dataDir);
    const a = store.create({ chatId: "c", kind: "post", title: "A", body: "a" });
    const b = store.create({ chatId: "c", kind: "post", title: "B", body: "b" });
    store.confirm(a.id);
    expect(() => store.cancel(a.id)).toThrow("уже подтверждён");
    expect(store.cancel(b.id).status).toBe("cancelled");
    expect(() => store.confirm(b.id)).toThrow("уже отменён");
    expect(() => store.confirm("missing")).toThrow(DraftError);
    expect(count("posts")).toBe(1);
  });

  it("keeps a draft pending when its effect fails, so it can be retried", () => {
    const store = createDraftStore(ctx.db, ctx.dataDir);
    const d = store.create({ chatId: "c", kind: "document", title: "x", body: "new", args: { op: "edit", fileName: "gone.md", mode: "append" } });
    expect(() => store.confirm(d.id)).toThrow("больше не существует");
    expect(store.get(d.id)!.status).toBe("pending");
  });

  it("never overwrites an existing file when creating a document", async () => {
    const store = createDraftStore(ctx.db, ctx.dataDir);
    for (let i = 0; i < 2; i++) {
      const r = expectKind(await registry.run({ name: "document_create", arguments: { title: "../План", content: `версия ${i}` } }, ctx), "draft");
      store.confirm(r.draftId);
    }
    expect(readFileSync(outFile("План.md"), "utf8")).toBe("версия 0\n");
    expect(readFileSync(outFile("План (2).md"), "utf8")).toBe("версия 1\n");
  });

  it("will not draft an edit of a file that does not exist", async () => {
    expectKind(await registry.run({ name: "document_edit", arguments: { fileName: "Чужая таблица.csv", content: "x" } }, ctx), "error");
  });
});

describe("tool schema", () => {
  it("migrates idempotently and does not bring back a setting the person deleted", () => {
    ctx.db.run("DELETE FROM counter_settings WHERE id = 'goal-1'");
    migrateTools(ctx.db);
    migrateTools(ctx.db);
    expect(listCounterSettings(ctx.db).map((s) => s.id)).toEqual(["filter-1"]);
  });
});
