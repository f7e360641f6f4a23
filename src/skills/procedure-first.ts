import { USE_SKILL } from "../tools/ids.ts";
import type { Skill } from "./types.ts";

/** A tool call as the model returns it; only the name matters here. */
export interface ToolCallLike {
  name: string;
}

/**
 * The tools callable this turn. The agent's own tools are always there; a skill's own tools only
 * once that skill is loaded — enforced in code because a measured model, offered procedure and tools
 * together, searched three times and never opened the procedure (seed 004). `use_skill` is added
 * while any enabled skill exists, so the procedure can always be loaded first.
 */
export function availableTools(agentTools: string[], activeSkill: Skill | null, allSkills: Skill[]): string[] {
  const out = new Set(agentTools);
  if (activeSkill) for (const t of activeSkill.tools) out.add(t);
  if (allSkills.some((s) => s.enabled)) out.add(USE_SKILL);
  return [...out];
}

/** Null when the call may run; otherwise why it is refused (names the skill to load, if one brings the tool). */
export function checkToolCall(call: ToolCallLike, available: string[], allSkills: Skill[] = []): string | null {
  if (available.includes(call.name)) return null;
  const owners = allSkills.filter((s) => s.enabled && s.tools.includes(call.name)).map((s) => s.id);
  return owners.length
    ? `tool "${call.name}" is not available yet: load the skill first (${owners.slice(0, 3).join(", ")}) and read its procedure`
    : `tool "${call.name}" is not available this turn`;
}
