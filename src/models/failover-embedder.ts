import type { Embedder, EmbedRole } from "./types.ts";
import { ModelError } from "./ollama.ts";

/**
 * One embedding model served by several hosts: the same model gives the same vectors, so when the host in
 * use cannot be reached the next one answers, and stays in use. Other errors (a missing model, a wrong
 * size) are the same everywhere and are thrown at once.
 */
export function createFailoverEmbedder(embedders: Embedder[]): Embedder {
  let current = 0;
  return {
    id: embedders[0].id,
    dims: embedders[0].dims,
    async embed(texts: string[], as: EmbedRole) {
      let last: unknown;
      for (let tried = 0; tried < embedders.length; tried++) {
        const i = (current + tried) % embedders.length;
        try {
          const out = await embedders[i].embed(texts, as);
          current = i;
          return out;
        } catch (err) {
          if (!(err instanceof ModelError && err.kind === "unreachable")) throw err;
          last = err;
        }
      }
      throw last;
    },
  };
}
