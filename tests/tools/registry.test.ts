import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { TOOL_IDS } from "../../src/tools/ids.ts";
import type { Tool } from "../../src/tools/types.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

const CONSEQUENTIAL: string[] = ["mail_reply_draft", "sell_listing_draft", "post_draft", "metrics_manage", "document_create", "document_edit"];

describe("tool registry", () => {
  it("holds exactly the 14 reference tool ids", () => {
    const ids = createToolRegistry().list().map((t) => t.id);
    expect(ids).toHaveLength(14);
    expect([...ids].sort()).toEqual([...TOOL_IDS].sort());
  });

  it("gives every tool a JSON-schema object, a one-line description and a chip in both languages", () => {
    for (const spec of createToolRegistry().specs()) {
      expect(spec.parameters.type).toBe("object");
      expect(typeof spec.parameters.properties).toBe("object");
      expect(spec.description.length).toBeGreaterThan(10);
      expect(spec.description).not.toContain("\n");
      const props = Object.keys(spec.parameters.properties as object);
      for (const key of (spec.parameters.required as string[] | undefined) ?? []) expect(props).toContain(key);
    }
    for (const t of createToolRegistry().list()) expect(t.chip.ru && t.chip.en).toBeTruthy();
  });

  it("marks exactly the tools with effects as consequential", () => {
    const marked: string[] = createToolRegistry().list().filter((t) => t.consequential).map((t) => t.id);
    expect(marked.sort()).toEqual([...CONSEQUENTIAL].sort());
  });

  it("returns specs only for the ids asked for", () => {
    expect(createToolRegistry().specs(["web_search", "mail_search"]).map((s) => s.name)).toEqual(["web_search", "mail_search"]);
  });

  it("lets an extra tool replace the built-in of the same id", async () => {
    const fake: Tool = { ...createToolRegistry().get("mail_search")!, run: async () => ({ kind: "mail", messages: [], total: 0 }) };
    const r = await createToolRegistry([fake]).run({ name: "mail_search", arguments: { query: "договор" } }, ctx);
    expect(r).toEqual({ kind: "mail", messages: [], total: 0 });
    expect(createToolRegistry([fake]).list()).toHaveLength(14);
  });

  it("turns unknown tools and thrown errors into error results", async () => {
    const reg = createToolRegistry([{ ...createToolRegistry().get("ad_revenue")!, run: async () => { throw new Error("boom"); } }]);
    expectKind(await reg.run({ name: "send_money", arguments: {} }, ctx), "error");
    expect(expectKind(await reg.run({ name: "ad_revenue", arguments: {} }, ctx), "error").message).toContain("boom");
  });

  it("delegates search_documents to the wired RAG pipeline, and errors when none is wired", async () => {
    const reg = createToolRegistry();
    expectKind(await reg.run({ name: "search_documents", arguments: { query: "отпуск" } }, ctx), "error");
    const r = await reg.run({ name: "search_documents", arguments: { query: "отпуск" } }, { ...ctx, searchDocuments: async (q) => ({ answer: `про ${q}` }) });
    expect(r).toEqual({ kind: "documents", data: { answer: "про отпуск" } });
  });
});
