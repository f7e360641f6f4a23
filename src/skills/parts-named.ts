import type { SkillShortlist } from "./types.ts";

type Candidate = SkillShortlist["candidates"][number];

/**
 * The share of the first's score the other options must reach, and the evidence (Σ 1/df over the request's words a head names)
 * each option's head must have. Session 55 (h55c, issue 16 point 3) read the seen sets' requests the chat's routing left with no
 * skill, with their shortlists' first three (scripts/skill-ask-probe.ts, nineteen sets and their document questions). By score
 * closeness alone, any share 0.6–0.9 from any floor 0.1–0.2 asks as many everyday messages and document questions as requests
 * the sets expect a question for; heads naming different words at 0.8 and evidence 0.2–0.3 ask none of those. Through the chat:
 * tune48s s39 and skills-bank s35 (both expected questions) are asked, no other request of the eighteen skills sets moves.
 */
export const PART_SHARE = 0.8;
export const PART_EVIDENCE = 0.3;

/**
 * Two or three skills scoring near each other whose heads each name a DIFFERENT part of the request, none of them specifically enough
 * to be entered: the request speaks of both jobs and the evidence cannot choose, so the person is asked, the skills as options
 * («Сеть ругается на нашу партию качотты, разберись»: the recall notice names «сеть», «партию», the shelf-price check «сеть», «нашу»
 * — a claim, a recall or a price war). Options whose named words one of the others names all are one reading, not two: a head
 * naming «жалобами», «клиентов» beside another naming the same words offers jobs the words cannot tell apart (route.ts
 * `onWordsAllShare` keeps those out of a question too). Returns the options, or null.
 */
export function partlyNamed(auto: Candidate[], floor: number): Candidate[] | null {
  const top = auto[0];
  if (!top || top.score < floor) return null;
  const near = auto.slice(0, 3).filter((c) => c.score >= PART_SHARE * top.score);
  if (near.length < 2 || !near.every((c) => !!c.named?.length && (c.evidence ?? 0) >= PART_EVIDENCE)) return null;
  const within = (a: Candidate, b: Candidate) => a.named!.every((w) => b.named!.includes(w));
  return near.some((a) => near.some((b) => a !== b && within(a, b))) ? null : near;
}
