import type { Decision, RouteInput, SkillInfo } from "../routing/types.ts";
import { decide } from "../routing/decide.ts";
import type { RouterModel } from "../routing/router-model.ts";
import type { ToolRegistry } from "../tools/registry.ts";
import type { SkillLibrary } from "../skills/library.ts";
import { chooseSkill } from "../skills/select.ts";
import { availableTools } from "../skills/procedure-first.ts";
import { USE_SKILL } from "../tools/ids.ts";

export interface RouteDeps {
  router: RouterModel;
  tools: ToolRegistry;
  skills: SkillLibrary;
  /** The agent's own tools, offered on every turn; default: every registered tool. Others come only with their skill. */
  agentTools?: string[];
}

/**
 * The chat's routing: the skill shortlist (full list up to eight, retrieval above), decide() over the
 * tools this turn may use (a skill's own tools only once it is loaded), then the skill gate of seed 004
 * on a message the router left as plain text — a confident skill, or one question when scores are bunched.
 */
export async function routeMessage(input: RouteInput, deps: RouteDeps): Promise<Decision> {
  const t0 = performance.now();
  const shortlist = await deps.skills.shortlist(input.message);
  const skillMs = performance.now() - t0;
  const all = deps.skills.enabled();
  const active = input.state.skill ? deps.skills.get(input.state.skill) ?? null : null;
  const agentTools = deps.agentTools ?? deps.tools.list().map((t) => t.id as string);
  const offered = availableTools(agentTools, active, all).filter((id) => id !== USE_SKILL);
  const infos: SkillInfo[] = shortlist.candidates.map((c) => ({ id: c.skill.id, description: c.skill.description, autoSwitch: c.skill.autoSwitch }));
  const d = await decide(input, { router: deps.router, tools: deps.tools.specs(offered), skills: infos });
  d.timings.skills = skillMs;
  if (d.outcome === "text" && !d.rule && !input.state.skill && d.guards.length === 0 && !d.webSearch && !d.smallTalk) {
    const choice = chooseSkill(shortlist);
    if (choice.kind === "skill") {
      Object.assign(d, { outcome: "skill", skill: choice.skill.id });
      d.reasons.push(`skill gate: «${choice.skill.id}» stands out (score ${choice.score.toFixed(3)}, spread ${shortlist.spread.toFixed(2)})`);
    } else if (choice.kind === "clarify") {
      d.outcome = "clarify";
      d.clarify = { question: choice.question, options: choice.options.map((s) => ({ label: s.name, value: s.id, kind: "skill" as const })) };
      d.reasons.push(`skill gate: top scores bunched (spread ${shortlist.spread.toFixed(2)}): ask`);
    }
  }
  return d;
}
