import type { ChatMessage, ChatModel, ToolCall } from "../models/types.ts";
import { checkCalls, useSkillSpec, type RouterContext, type RouterModel, type RouterResult } from "./router-model.ts";
import { ROUTER_SYSTEM_PROMPT, contextNote } from "./router-prompt.ts";

export interface OllamaRouterOptions {
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
}

/** Parses arguments that some models send as a JSON string; throws on anything that is not an object. */
function argsOf(raw: unknown): Record<string, unknown> {
  const value = typeof raw === "string" ? JSON.parse(raw) : raw ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("tool arguments are not an object");
  return value as Record<string, unknown>;
}

/**
 * The router over a function-calling chat model (tool_choice auto: calling nothing is allowed).
 * Temperature 0, 500 tokens, 15 s; any error, timeout, malformed output or unknown tool is a plain answer.
 */
export function createOllamaRouter(chatModel: ChatModel, opts: OllamaRouterOptions = {}): RouterModel {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return {
    async route(ctx: RouterContext): Promise<RouterResult> {
      const messages: ChatMessage[] = [
        { role: "system", content: ROUTER_SYSTEM_PROMPT },
        { role: "system", content: contextNote(ctx) },
        ...ctx.messages.filter((m) => m.role === "user" || m.role === "assistant").map((m) => ({ role: m.role, content: m.content })),
      ];
      const tools = ctx.skills.length ? [...ctx.tools, useSkillSpec(ctx.skills)] : ctx.tools;
      const abort = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => { abort.abort(); reject(new Error(`router timeout after ${timeoutMs} ms`)); }, timeoutMs);
      });
      const run = async (): Promise<{ text: string; calls: ToolCall[] }> => {
        let text = "";
        const calls: ToolCall[] = [];
        const stream = chatModel.chat({
          messages, tools, temperature: opts.temperature ?? 0, maxTokens: opts.maxTokens ?? 500, timeoutMs, signal: abort.signal,
        });
        for await (const chunk of stream) {
          text += chunk.text;
          for (const c of chunk.toolCalls ?? []) calls.push({ name: String(c.name ?? ""), arguments: argsOf(c.arguments) });
        }
        return { text, calls };
      };
      try {
        const out = await Promise.race([run(), timeout]);
        const raw = JSON.stringify({ text: out.text, calls: out.calls });
        const checked = checkCalls(out.calls, { ...ctx, tools: ctx.tools });
        if (checked.error) return { calls: [], raw: `error: ${checked.error}; ${raw}` };
        const note = checked.dropped.length ? `dropped: ${checked.dropped.join("; ")}; ` : "";
        return { calls: checked.calls, raw: note + raw };
      } catch (err) {
        return { calls: [], raw: `error: ${err instanceof Error ? err.message : String(err)}` };
      } finally {
        clearTimeout(timer);
        abort.abort();
      }
    },
  };
}
