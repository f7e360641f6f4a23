import type { SkillCandidate } from "./types.ts";
import type { Skill } from "./types.ts";
import { headKeys, requestWordKeys, wordsNamed } from "./represent.ts";

/**
 * The embedded router enters a skill on a cue word («похудеть» → nutrition). When retrieval ranks that
 * skill below its top three and retrieval's first names more words of the request, none of which the router's
 * skill names («Составь план тренировок, хочу похудеть»: fitness names «составь», «тренировок»), the first is the job
 * and the cue word its purpose. Returns the skill to take instead, or null.
 */
export function outrankedCueSkill(message: string, routerSkill: Skill | undefined, top: SkillCandidate | undefined, floor: number, cued = 0): Skill | null {
  if (!routerSkill || !top || top.skill.id === routerSkill.id || !top.skill.autoSwitch || top.score < floor) return null;
  const own = top.named ?? [];
  if (!own.length) return null;
  const theirs = new Set(wordsNamed(requestWordKeys(message), headKeys(routerSkill)));
  // It must also name more of the request: «хочу план тренировок» — «план» for a product launch, «тренировок»
  // for fitness — is no reason to leave the router's fitness.
  // The cue words the router entered on count for its skill too: «раскалывается голова» names no word of
  // health's head, yet it is health's, not the nutrition skill's «день».
  return own.some((w) => theirs.has(w)) || own.length <= theirs.size + cued ? null : top.skill;
}
