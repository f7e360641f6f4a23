// Diagnostic: the fragments a document is cut into (heading path and the first characters).
// bun scripts/chunks-probe.ts <file> [chars]
import { basename } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
const [file, n] = process.argv.slice(2);
const emb = createHashEmbedder();
const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
await kb.ingest(basename(file), new Uint8Array(await Bun.file(file).arrayBuffer()));
for (const c of kb.store.allChunks()) console.log(`[${c.headingPath.join(" › ")}] ${c.text.slice(0, Number(n ?? 120)).replace(/\n/g, " ⏎ ")}`);
