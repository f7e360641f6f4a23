import type { Decision } from "../routing/types.ts";
import type { SkillChoice, SkillShortlist } from "../skills/types.ts";
import { lexicon, tokens } from "../routing/lexicon.ts";
import { isStopword } from "../text/tokens.ts";

/** Words asking for help and nothing more («помоги с…», «help with…»). */
const HELP = new Set(["помоги", "помогите", "помочь", "помощь", "нужна", "help"]);

/** Tools that make a file from the request: a bare request gives them nothing to make. */
const MAKING = new Set(["document_create"]);

/**
 * «Сделай отчёт»: a making tool picked on a request that holds nothing but the tool's own verb and object.
 * An empty «Отчёт.md» helps nobody; when skills name that object (weekly report, web analytics report),
 * ask which is meant, with the plain document as one more option. Returns the decision changed, or null.
 */
export function askWhichOne(d: Decision, message: string, shortlist: SkillShortlist, choice: SkillChoice, toolLabel: (id: string) => string): Decision | null {
  if (d.outcome !== "tool" || d.tools.length !== 1 || d.rule) return null;
  const tool = d.tools[0].name;
  const cues = d.cues?.[tool];
  if (!cues?.objects.length) return null;
  // «Помоги с письмом»: any tool picked on its object alone, asked for help with nothing else said (walk 11b ran an
  // empty mail search) — find the letter, write one, or the skill that writes letters?
  const helpOnly = !MAKING.has(tool) && !cues.verbs.length;
  if (!MAKING.has(tool) && !helpOnly) return null;
  const own = lexicon([...cues.verbs, ...cues.objects]);
  const content = tokens(message).words.filter((w) => !isStopword(w) && !(helpOnly && HELP.has(w)));
  if (helpOnly && content.length === tokens(message).words.filter((w) => !isStopword(w)).length) return null;
  if (!content.every((w) => own.find(tokens(w)) !== null)) return null;
  const objects = lexicon(cues.objects);
  const skills = choice.kind === "clarify" ? choice.options : shortlist.candidates.slice(0, 3).map((c) => c.skill);
  const naming = skills.filter((s) => s.autoSwitch !== false && shortlist.candidates.find((c) => c.skill.id === s.id)?.named?.some((w) => objects.find(tokens(w)) !== null));
  if (naming.length === 0) return null;
  d.reasons.push(`a bare request («${message.trim()}»): ${helpOnly ? `${tool} was picked on its object alone` : `${tool} has nothing to make`}; skills ${naming.map((s) => s.id).join(", ")} name its object: ask`);
  Object.assign(d, { outcome: "clarify", tools: [] });
  d.clarify = {
    question: helpOnly ? "С чем именно помочь?" : "Что именно подготовить?",
    options: [...naming.slice(0, 2).map((s) => ({ label: s.name, value: s.id, kind: "skill" as const })), { label: toolLabel(tool), value: tool, kind: "tool" as const }],
  };
  return d;
}
