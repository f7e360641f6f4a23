import type { ToolCall, ToolSpec } from "../models/types.ts";
import type { RouteInput, RouteMessage } from "./types.ts";
import { USE_SKILL } from "../tools/ids.ts";

/** How many recent messages (the new one included) the router sees. */
export const ROUTER_HISTORY = 6;
/** The router may ask for at most this many calls, in execution order. */
export const MAX_CALLS = 2;
/** The use_skill value that leaves the active skill. */
export const NO_SKILL = "none";

/** Everything the router is shown for one message. */
export interface RouterContext {
  /** The last six messages, oldest first; the new user message is the last. */
  messages: RouteMessage[];
  skill: string | null;
  draftShown: boolean;
  uiHint: string | null;
  /** The tools offered, passed in by the caller (use_skill is added from `skills`). */
  tools: ToolSpec[];
  /** Skills use_skill may switch to (auto-switchable only); "none" is always allowed besides. */
  skills: { id: string; description: string }[];
}

/** A tool candidate with its score, for the clarify gate; only routers that score report these. */
export interface Candidate {
  name: string;
  score: number;
  /** The words the score rests on; two tools picked by the very same words differ only by vocabulary noise. */
  evidence?: string;
}

/** What a message said of a tool: its verbs and its objects, as the router's cue phrases. */
export interface ToolCues {
  verbs: string[];
  objects: string[];
  /** Non-word evidence the pick also rested on: a budget («до 5000»), a calendar period («завтра»). */
  supported?: boolean;
}

export interface RouterResult {
  calls: ToolCall[];
  raw: string;
  candidates?: Candidate[];
  /** The router judged the message small talk (greeting, thanks): nothing to do but talk. */
  smallTalk?: boolean;
  /** Calls chosen on a verb alone («проверь», «сделай»): the message never named the tool's object. */
  verbOnly?: string[];
  /** The verb and object cues («подготовь», «заметк*») the chosen tool (or use_skill) was picked on, by tool id; a model reports none. */
  cues?: Record<string, ToolCues>;
}

/** Picks zero to two calls for a message; never throws (a failure is a plain answer). */
export interface RouterModel {
  route(ctx: RouterContext): Promise<RouterResult>;
  /**
   * Skills whose own cue words the message names («fever» → health), to be shown to the router even when
   * retrieval leaves them out of its shortlist (an English complaint is far from a Russian description).
   * `minObjects`: how many of its cue words a skill must name (default one). Absent for a model, which reads the shortlist it is given.
   */
  namedSkills?(message: string, minObjects?: number): string[];
}

/** Builds the router's view of the chat from a routing input. */
export function routerContext(input: RouteInput, tools: ToolSpec[], skills: { id: string; description: string }[]): RouterContext {
  const messages: RouteMessage[] = [...input.history, { role: "user", content: input.message }];
  return {
    messages: messages.slice(-ROUTER_HISTORY),
    skill: input.state.skill,
    draftShown: input.state.draftShown,
    uiHint: input.state.uiHint,
    tools,
    skills,
  };
}

/** The use_skill spec: its enum holds exactly the allowed skill ids plus "none" (the first of two checks). */
export function useSkillSpec(skills: { id: string; description: string }[]): ToolSpec {
  const list = skills.map((s) => `${s.id} — ${s.description}`).join("; ");
  return {
    name: USE_SKILL,
    description: `Войти в навык (режим беседы) или выйти из него значением "${NO_SKILL}". Навыки: ${list}`,
    parameters: {
      type: "object",
      properties: { skill: { type: "string", enum: [...skills.map((s) => s.id), NO_SKILL] } },
      required: ["skill"],
    },
  };
}

/**
 * The second check: drops use_skill with a skill outside the list, fails on a tool nobody offered or
 * on arguments that are not an object. Returns the calls kept, or an error that makes the turn plain.
 */
export function checkCalls(calls: ToolCall[], ctx: RouterContext): { calls: ToolCall[]; error: string | null; dropped: string[] } {
  const offered = new Set(ctx.tools.map((t) => t.name));
  const skills = new Set([...ctx.skills.map((s) => s.id), NO_SKILL]);
  const kept: ToolCall[] = [];
  const dropped: string[] = [];
  for (const call of calls) {
    if (call.name === USE_SKILL) {
      const skill = call.arguments?.skill;
      if (typeof skill === "string" && skills.has(skill)) kept.push(call);
      else dropped.push(`use_skill(${JSON.stringify(skill)}): not an allowed skill`);
      continue;
    }
    if (!offered.has(call.name)) return { calls: [], error: `unknown tool «${call.name}»`, dropped };
    if (!call.arguments || typeof call.arguments !== "object" || Array.isArray(call.arguments)) {
      return { calls: [], error: `malformed arguments for «${call.name}»`, dropped };
    }
    kept.push(call);
  }
  return { calls: kept.slice(0, MAX_CALLS), error: null, dropped };
}
