import type { Decision, RouteInput } from "../routing/types.ts";
import type { RouteDeps } from "./route.ts";
import { chooseSkill, DEFAULT_GATE } from "../skills/select.ts";
import { skillNameIn } from "../skills/names.ts";
import { pickedOnOneWord } from "./documents-first.ts";
import { settled } from "./draft-in-words.ts";
import { builtInCues, cueHits, cueWeight } from "../routing/embedded/cues.ts";
import { tokens } from "../routing/lexicon.ts";
import { USE_SKILL } from "../tools/ids.ts";

/**
 * «составь мне план питания на неделю» after an admin switched the nutrition skill off: the person hears that this help
 * is switched off, not a refusal to write a post or another skill's method (walk 16b). A switched-off skill the message names
 * by its own cue words, or the one the skill gate would choose were the switched-off skills back among the rest,
 * is said to be off and nothing runs.
 * A tool the message asks for outright keeps its turn; only a plain answer, a question or a weak pick yields.
 */
export async function switchedOff(d: Decision, input: RouteInput, deps: Pick<RouteDeps, "skills" | "gate" | "router">, lang: "ru" | "en" = "ru"): Promise<Decision> {
  const off = deps.skills.all().filter((s) => !s.enabled);
  if (input.state.skill || d.rule || !off.length) return d;
  if (d.outcome === "tool" && !pickedOnOneWord(d) && !d.verbOnly?.length) return d;
  if (!["text", "tool", "clarify", "skill"].includes(d.outcome)) return d;
  // The skill the message names by its own cue words («план питания», «meal plan»), or the one the gate would choose.
  const named = (deps.router.namedSkills?.(input.message) ?? []).map((id) => off.find((s) => s.id === id)).find((s) => s !== undefined);
  const choice = named ? null : chooseSkill(await deps.skills.shortlist(input.message, 15, true), { ...DEFAULT_GATE, ...deps.gate });
  const skill = named ?? (choice?.kind === "skill" && !choice.skill.enabled ? choice.skill : null);
  if (!skill) return d;
  // An enabled skill the router entered on cues at least as strong as the switched-off one's fits the request: the neighbour
  // is no reason to refuse it (walk 20b: «what should my daily calories be?» went to nutrition on «daily calories», yet
  // the calorie counter, off, on «calories» alone was said to be the help). «план питания…, хочу похудеть» with nutrition
  // off names nutrition's own «питания» besides the goal fitness shares: that one is said to be off.
  const entered = d.outcome === "skill" && d.skill ? deps.skills.get(d.skill) : undefined;
  if (entered?.enabled && cueWeight(d.cues?.[USE_SKILL]?.objects ?? []) >= cueWeight(cueHits(builtInCues(), skill.id, tokens(input.message)).objects)) return d;
  return settled([...d.reasons, `skill «${skill.id}» fits the request but an administrator switched it off`],
    { modelCalls: d.modelCalls, modelRaw: d.modelRaw, timings: d.timings, skillDisabled: skillNameIn(skill, lang) });
}
