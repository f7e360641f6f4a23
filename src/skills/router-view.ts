import type { Embedder } from "../models/types.ts";
import { cosine } from "../models/embedded/embedder.ts";
import type { SkillLibrary } from "./library.ts";
import { FULL_LIST_MAX } from "./library.ts";
import { skillText } from "./represent.ts";
import type { Skill, SkillCandidate } from "./types.ts";

/** The skills a router model is shown for a message, found with the face's own (semantic) embedder. */
export interface RouterView {
  /** Up to k enabled skills by cosine, all of them up to FULL_LIST_MAX; null when the embedder failed (reported once to `onError`). */
  shortlist(message: string, k?: number): Promise<SkillCandidate[] | null>;
}

/**
 * A second view of the library for the router model. Why: the skill gate's thresholds are calibrated on
 * the weight-free embedder, so the gate keeps reading that library; but a real embedding model brings a
 * request written without the skill's words («лежал биллинг, надо понять почему») into the list the
 * model chooses from, which the weight-free one cannot. Vectors follow the library: a skill added or
 * edited is embedded on the next call. A few hundred skills are compared by brute force
 * (a fraction of a millisecond), so there is no second index to keep in step.
 */
export function createRouterView(library: SkillLibrary, embedder: Embedder, onError: (message: string) => void = () => {}): RouterView {
  // Keyed by the Skill object: the library stores a new one whenever a skill is added or edited.
  const vectors = new Map<string, { skill: Skill; v: Float32Array }>();
  let failing = false;
  return {
    async shortlist(message, k = 15) {
      const on = library.enabled();
      try {
        const stale = on.filter((s) => vectors.get(s.id)?.skill !== s);
        if (stale.length) {
          const vs = await embedder.embed(stale.map(skillText), "passage");
          stale.forEach((s, i) => vectors.set(s.id, { skill: s, v: vs[i] }));
        }
        const [q] = await embedder.embed([message], "query");
        failing = false;
        const scored = on.map((skill) => ({ skill, score: cosine(q, vectors.get(skill.id)!.v) })).sort((a, b) => b.score - a.score);
        return on.length <= FULL_LIST_MAX ? scored : scored.slice(0, k);
      } catch (err) {
        // Said once per outage, not on every message while the embedder is down.
        if (!failing) onError(`skills for the router are the weight-free shortlist until ${embedder.id} answers: ${(err as Error).message}`);
        failing = true;
        return null;
      }
    },
  };
}
