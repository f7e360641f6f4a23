// Diagnostic: an English question's search over a folder: the query as searched, each word's thesaurus groups and whether
// the documents hold it, and the top fragments with no floor. bun scripts/en-probe.ts <docs dir> "question"
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { searchedAsHeld } from "../src/answering/english-query.ts";
import { conceptsOfWord } from "../src/answering/salience.ts";
import { CONCEPT_GROUPS } from "../src/text/thesaurus.ts";
import { stem, words } from "../src/text/tokens.ts";
import { writtenOut } from "../src/text/spoken.ts";

const [dir, ...qs] = process.argv.slice(2);
const emb = createHashEmbedder();
const t = tuningFor(emb);
const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: t.hybrid });
for (const f of readdirSync(dir)) await kb.ingest(f, new Uint8Array(await Bun.file(join(dir, f)).arrayBuffer()));
for (const q of qs) {
  const searched = searchedAsHeld(writtenOut(q), kb.lexical as any);
  console.log(`## ${q}\n  searched: ${searched}  (floor ${t.floor})`);
  for (const w of words(searched)) {
    const gs = conceptsOfWord(w);
    const held = (kb.lexical as any).holdsTerm?.(stem(w));
    console.log(`   ${w} [${stem(w)}] held=${held} ${gs.map((g) => `#${g}(${[...CONCEPT_GROUPS[g]!].slice(0, 6).join(",")}) held=${(kb.lexical as any).holdsTerm?.("#" + g)}`).join(" ")}`);
  }
  const hits = await kb.search(searched, { k: 8, floor: 0 });
  for (const h of hits) console.log(`  ${h.score.toFixed(3)} v${h.vectorScore?.toFixed(2)} l${h.lexicalScore?.toFixed(2)} ${h.docName} § ${h.headingPath.join(" › ")} | ${h.text.slice(0, 100).replace(/\n/g, " ")}`);
}
