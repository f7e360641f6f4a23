import type { Decision, RouteInput } from "../routing/types.ts";
import type { DocumentsEvidence } from "./documents-first.ts";

/**
 * A question the router left as a plain answer, for which the skill gate picked a skill that stands out
 * («заказчик опять хочет всё переделать, как с ним поговорить» → the client-brief skill): the documents
 * answer it when they can (a company question is theirs); when they do not, the skill does the job
 * instead of a refusal that names whom to ask. The evidence is the answerability test the answer uses.
 */
export async function enterReservedSkill(d: Decision, input: RouteInput, evidence: DocumentsEvidence): Promise<Decision> {
  const reserve = d.reserve;
  delete d.reserve;
  const searchOnly = d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name === "search_documents";
  if (!reserve || !(d.outcome === "text" || searchOnly) || input.state.skill) return d;
  const v = await evidence(input.message).catch(() => null);
  // Documents that hold the question's thing even partly («как оформить командировку на объект») answer it, or
  // show what they hold: a company matter, not the skill's work.
  // A calculation («сколько плёнки уйдёт на 40 тысяч лотков?») is answered only by a passage that answers it: one that merely names
  // its things («сырьё: плёнки ПП…») holds at most the data, which the skill's procedure reads itself.
  if (v?.answers || (v?.near && !reserve.counts)) {
    d.reasons.push(`skill gate: ${reserve.why}, but the documents ${v.answers ? "answer" : "partly answer"} the question`);
    return d;
  }
  return skillTakesTurn(d, reserve.skill, `skill gate: ${reserve.why}; the documents do not answer the question, so the skill takes it`);
}

/** A skill takes the turn the router settled otherwise: no tools, no web search (said when it had been on), no clarify. */
export function skillTakesTurn(d: Decision, skill: string, reason: string): Decision {
  if (d.webSearch) d.reasons.push(`web search off again: the skill takes the turn (it was on from ${d.webSearchSource})`);
  Object.assign(d, { outcome: "skill", skill, tools: [], webSearch: false, webSearchSource: null });
  delete d.notice;
  delete d.clarify;
  d.reasons.push(reason);
  return d;
}
