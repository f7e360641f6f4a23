import type { ToolCall, ToolSpec } from "../models/types.ts";
import type { Tool, ToolContext, ToolResult } from "./types.ts";
import { TOOL_IDS } from "./ids.ts";
import { toolPhrases } from "./phrases.ts";
import { searchDocuments, documentCreate, documentEdit } from "./documents.ts";
import { webSearch } from "./web.ts";
import { mailSearch, mailReplyDraft } from "./mail.ts";
import { calendarSearch } from "./calendar.ts";
import { productSearch, sellListingDraft } from "./products.ts";
import { postDraft } from "./posts.ts";
import { siteMetrics, pageStats, adRevenue } from "./metrics.ts";
import { metricsManage } from "./metrics-manage.ts";

/** The tools the router may call. */
export interface ToolRegistry {
  list(): Tool[];
  get(id: string): Tool | undefined;
  /** Function-calling specs for the router model, in registry order; only the given ids when passed. */
  specs(ids?: readonly string[]): ToolSpec[];
  /** Runs a call; unknown tools and thrown errors come back as an "error" result, never as an exception. */
  run(call: ToolCall, ctx: ToolContext): Promise<ToolResult>;
}

/** The 14 reference tools over local sample backends. */
export function referenceTools(): Tool[] {
  return [
    searchDocuments, webSearch, mailSearch, mailReplyDraft, calendarSearch, productSearch, sellListingDraft,
    postDraft, pageStats, siteMetrics, adRevenue, metricsManage, documentCreate, documentEdit,
  ];
}

/**
 * The registry of reference tools; `extra` tools replace the built-in of the same id
 * (e.g. a real IMAP mailbox instead of the sample mbox).
 */
export function createToolRegistry(extra: Tool[] = []): ToolRegistry {
  const byId = new Map<string, Tool>(referenceTools().map((t) => [t.id, t]));
  for (const t of extra) byId.set(t.id, t);
  const ordered = [...byId.values()].sort((a, b) => TOOL_IDS.indexOf(a.id) - TOOL_IDS.indexOf(b.id));
  return {
    list: () => [...ordered],
    get: (id) => byId.get(id),
    specs: (ids) => ordered.filter((t) => !ids || ids.includes(t.id))
      .map((t) => ({ name: t.id, description: t.description, parameters: t.parameters })),
    async run(call, ctx) {
      const tool = byId.get(call.name);
      if (!tool) return { kind: "error", message: toolPhrases(ctx.lang).unknownTool(call.name) };
      try {
        return await tool.run(call.arguments ?? {}, ctx);
      } catch (e) {
        return { kind: "error", message: toolPhrases(ctx.lang).toolFailed(tool.id, e instanceof Error ? e.message : String(e)) };
      }
    },
  };
}
