import type { Embedder } from "../models/types.ts";
import { createVectorIndex, type VectorIndex } from "../retrieval/vector-index.ts";
import { createLexicalIndex } from "../retrieval/lexical.ts";
import type { Skill } from "./types.ts";

/** How a skill is represented in one space: the text it is embedded and indexed as, and its head and body match keys. */
export interface SkillRepresentation {
  text: (skill: Skill) => string;
  head: (skill: Skill) => Set<string>;
  body: (skill: Skill) => Set<string>;
  /** The keys of each word of the skill's name, when a request naming it in full adds to its evidence. */
  name?: (skill: Skill) => string[][];
}

/**
 * One representation of the library's skills: vectors, the BM25 index over the same texts, and the head and body keys
 * with the skills that hold each key. Why a unit of its own: the library keeps two of them (the Russian one every request
 * has always seen, and one with the skills' English lines for English requests only), and the two must never mix.
 * A skill put or edited is represented anew on the next ready(); until then it is in neither index.
 */
export interface SkillSpace {
  readonly index: VectorIndex;
  readonly lexical: ReturnType<typeof createLexicalIndex>;
  vector(id: string): Float32Array | undefined;
  head(id: string): Set<string> | undefined;
  body(id: string): Set<string> | undefined;
  name(id: string): string[][];
  /** Skills holding the key in their head (name and description) or body (the whole text). */
  readonly headOwners: Map<string, Set<string>>;
  readonly bodyOwners: Map<string, Set<string>>;
  /** Forgets the skill's representation (edited or removed); `key` is its number in the indexes. */
  drop(id: string, key: number): void;
  setEnabled(skill: Skill, key: number, on: boolean): void;
  /** Represents every skill not represented yet. */
  ready(skills: Skill[], keyOf: (id: string) => number): Promise<void>;
}

export function createSkillSpace(embedder: Embedder, rep: SkillRepresentation): SkillSpace {
  const vectors = new Map<string, Float32Array>();
  const heads = new Map<string, Set<string>>();
  const bodies = new Map<string, Set<string>>();
  const names = new Map<string, string[][]>();
  // Which skills hold each key, kept with heads and bodies: a request's document frequencies are then a
  // few set unions per word, not a scan of every skill's keys on every message.
  const headOwners = new Map<string, Set<string>>();
  const bodyOwners = new Map<string, Set<string>>();
  const own = (owners: Map<string, Set<string>>, id: string, ks: Set<string> | undefined, add: boolean) => {
    for (const k of ks ?? []) {
      const set = owners.get(k) ?? new Set<string>();
      if (add) set.add(id); else set.delete(id);
      if (set.size) owners.set(k, set); else owners.delete(k);
    }
  };
  const index = createVectorIndex({ dims: embedder.dims });
  // Word rarity across the library: a word only one skill uses («дежурство») says more than «клиент».
  const lexical = createLexicalIndex();
  return {
    index, lexical, headOwners, bodyOwners,
    vector: (id) => vectors.get(id),
    head: (id) => heads.get(id),
    body: (id) => bodies.get(id),
    name: (id) => names.get(id) ?? [],
    drop(id, key) {
      own(headOwners, id, heads.get(id), false);
      own(bodyOwners, id, bodies.get(id), false);
      heads.delete(id);
      bodies.delete(id);
      names.delete(id);
      vectors.delete(id);
      index.remove([key]);
      lexical.remove(key);
    },
    setEnabled(skill, key, on) {
      const v = vectors.get(skill.id);
      if (!on) { index.remove([key]); lexical.remove(key); }
      else if (v) { index.add([key], [v]); lexical.add(key, rep.text(skill)); }
    },
    async ready(skills, keyOf) {
      const todo = skills.filter((s) => !vectors.has(s.id));
      if (!todo.length) return;
      const vs = await embedder.embed(todo.map(rep.text), "passage");
      todo.forEach((s, i) => {
        const head = rep.head(s);
        const body = rep.body(s);
        heads.set(s.id, head);
        bodies.set(s.id, body);
        if (rep.name) names.set(s.id, rep.name(s));
        own(headOwners, s.id, head, true);
        own(bodyOwners, s.id, body, true);
        vectors.set(s.id, vs[i]);
        if (s.enabled) index.add([keyOf(s.id)], [vs[i]]);
        if (s.enabled) lexical.add(keyOf(s.id), rep.text(s));
      });
    },
  };
}
