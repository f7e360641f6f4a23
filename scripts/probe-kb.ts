// The knowledge base the diagnostic probes read a pilot set through: its documents indexed in memory by the embedded face,
// and the answering dependencies `retrieve` takes, with the face's own floors. Shared by ask-, loo- and verdict-probe.
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";

export async function probeKb(dir: string) {
  const set = await readPilotSet(dir);
  const emb = createHashEmbedder();
  const tuning = tuningFor(emb);
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuning.hybrid });
  for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
  // What `retrieve` needs of the turn: no model, the floors, no contact lookup.
  const deps = { kb, chat: null, floor: tuning.floor, confident: tuning.confident, contact: () => null } as any;
  return { set, kb, deps };
}
