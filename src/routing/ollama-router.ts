import type { ChatMessage, ChatModel, ToolCall } from "../models/types.ts";
import { checkCalls, useSkillSpec, type RouterContext, type RouterModel, type RouterResult } from "./router-model.ts";
import { ROUTER_SYSTEM_PROMPT, contextNote } from "./router-prompt.ts";

export interface OllamaRouterOptions {
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
  /** How long to wait for a model that queues or loads before it starts (only for models that signal the start). */
  waitMs?: number;
}

/** Characters of text without a tool call after which the router stops reading (about ten tokens). */
export const STOP_AFTER_CHARS = 40;

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
      let rejectTimeout: (err: Error) => void = () => {};
      const timeout = new Promise<never>((_, reject) => { rejectTimeout = reject; });
      // The budget counts from the moment the model has the request: a queue or a cold load before it
      // (a model that says so) must not use it up, or a cold first message loses its tool.
      const arm = (ms: number, why: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => { abort.abort(); rejectTimeout(new Error(why)); }, ms);
      };
      if (chatModel.signalsStart) arm(opts.waitMs ?? 600_000, `router gave up waiting for the model after ${opts.waitMs ?? 600_000} ms`);
      else arm(timeoutMs, `router timeout after ${timeoutMs} ms`);
      const run = async (): Promise<{ text: string; calls: ToolCall[]; cut: string | null }> => {
        let text = "";
        let cut: string | null = null;
        const calls: ToolCall[] = [];
        const stream = chatModel.chat({
          messages, tools, temperature: opts.temperature ?? 0, maxTokens: opts.maxTokens ?? 500, timeoutMs, signal: abort.signal,
          onStart: () => arm(timeoutMs, `router timeout after ${timeoutMs} ms`),
        });
        for await (const chunk of stream) {
          text += chunk.text;
          for (const c of chunk.toolCalls ?? []) calls.push({ name: String(c.name ?? ""), arguments: argsOf(c.arguments) });
          if (chunk.done && chunk.doneReason === "length") cut = `output cut at ${opts.maxTokens ?? 500} tokens (done_reason length)`;
          // Text instead of a tool call is a plain answer: stop reading, which aborts the request and
          // frees the model's one slot instead of generating up to 500 throwaway tokens. A short preamble
          // («Сейчас найду.») may still precede a call, so the cut waits for a sentence's worth of text.
          if (!calls.length && text.replace(/\s+/g, "").length >= STOP_AFTER_CHARS) { cut = "stopped reading: the model wrote text, not a tool call"; break; }
        }
        return { text, calls, cut };
      };
      try {
        const out = await Promise.race([run(), timeout]);
        const raw = (out.cut ? `${out.cut}; ` : "") + JSON.stringify({ text: out.text, calls: out.calls });
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
