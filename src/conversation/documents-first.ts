import type { Decision, RouteInput } from "../routing/types.ts";
import { opensAsQuestion } from "../routing/decide.ts";
import { USE_SKILL } from "../tools/ids.ts";

/** How well the documents (and this chat's attachments) answer a message: the best fragment's score, or null. */
export type DocumentsEvidence = (message: string, previous?: string) => Promise<number | null>;

/**
 * Cue words a router picked a tool or skill on; null when a model chose (it reports none). A pick a
 * budget or a calendar period also supports («что у меня на этой неделе?») rests on more than a word.
 */
function cueCount(d: Decision, id: string): number | null {
  const c = d.cues?.[id];
  return c ? c.verbs.length + c.objects.length + (c.supported ? 2 : 0) : null;
}

/**
 * Why a question should go to the documents instead of what routing chose, or null. Only weak choices
 * yield: a tool or skill picked on one lone word («Куда пересылать подозрительное письмо?» → mail, on
 * «письмо»), a skill the gate took a plain answer for, a clarifying question. A model's choice, a rule,
 * a skill already active and a request naming both what to do and with what («найди письма от…») stand.
 */
function weakChoice(d: Decision): string | null {
  if (d.rule || d.smallTalk) return null;
  if (d.outcome === "clarify") return "a clarifying question";
  if (d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name !== "search_documents") {
    const n = cueCount(d, d.tools[0].name);
    return n !== null && n <= 1 ? `${d.tools[0].name} picked on one word` : null;
  }
  if (d.outcome === "skill" && d.skill && d.skill !== "none") {
    const n = cueCount(d, USE_SKILL);
    if (n !== null && n <= 1) return `skill «${d.skill}» entered on one word`;
    if (d.reasons.some((r) => r.startsWith("skill gate:"))) return `skill «${d.skill}» taken by the gate`;
  }
  return null;
}

/**
 * A question about the company's own matters reaches the documents when they answer it confidently:
 * the weak choice yields to a documents search (its chip and cited answer). The documents' best score
 * must reach `confident`, the same bar the answer uses to trust a match.
 */
export async function preferDocuments(d: Decision, input: RouteInput, evidence: DocumentsEvidence, confident: number): Promise<Decision> {
  if (input.state.skill || !(opensAsQuestion(input.message) || input.message.includes("?"))) return d;
  const why = weakChoice(d);
  if (!why) return d;
  const previous = [...input.history].reverse().find((m) => m.role === "user")?.content;
  const score = await evidence(input.message, d.outcome === "clarify" ? previous : undefined).catch(() => null);
  if (score === null || score < confident) return d;
  d.reasons.push(`documents first: a question the documents answer (best ${score.toFixed(3)} ≥ ${confident}); ${why} yields`);
  Object.assign(d, { outcome: "tool", tools: [{ name: "search_documents", arguments: { query: input.message } }] });
  delete d.skill;
  delete d.clarify;
  return d;
}
