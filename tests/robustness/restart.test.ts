import { describe, expect, it } from "bun:test";
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../../src/db/index.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import type { Embedder } from "../../src/models/types.ts";
import { cleanStaleTemp } from "../../src/stale-temp.ts";
import { tempDataDir } from "../helpers/app.ts";

const doc = (name: string, n: number, v = 1) =>
  new TextEncoder().encode(`# ${name}\n\n${Array.from({ length: n }, (_, i) => `## Раздел ${i}\nПравило ${i} документа ${name}, версия ${v}: склад ${i} закрывается в ${i % 24} часов.`).join("\n\n")}`);

/** The hash embedder, counting the passages it embeds. */
function counting(): Embedder & { passages: number } {
  const inner = createHashEmbedder();
  const e = {
    ...inner,
    passages: 0,
    embed: async (texts: string[], kind: "query" | "passage") => { if (kind === "passage") e.passages += texts.length; return inner.embed(texts, kind); },
  };
  return e;
}

describe("a restart after a crash", () => {
  it("removes temporary files of dead writers and keeps a live writer's", () => {
    const dir = tempDataDir();
    mkdirSync(join(dir, "state"), { recursive: true });
    mkdirSync(join(dir, "originals"), { recursive: true });
    const dead = 2 ** 22 + 12345; // above the usual pid_max: no such process
    writeFileSync(join(dir, "state", `chunks-hash.usearch.tmp-${dead}`), new Uint8Array(1024));
    writeFileSync(join(dir, "originals", `${"a".repeat(64)}.tmp-${dead}-k3j2`), "x");
    writeFileSync(join(dir, "state", `chunks-hash.usearch.tmp-${process.pid}`), "mine");
    writeFileSync(join(dir, "state", "chunks-hash.usearch"), "snapshot");
    expect(cleanStaleTemp(dir).length).toBe(2);
    expect(readdirSync(join(dir, "state")).sort()).toEqual(["chunks-hash.usearch", `chunks-hash.usearch.tmp-${process.pid}`]);
    expect(readdirSync(join(dir, "originals"))).toEqual([]);
  });

  it("re-embeds only the fragments the old snapshot lacks, not every fragment", async () => {
    const dir = tempDataDir();
    const stateDir = join(dir, "state");
    const db = createDb(join(dir, "kb.sqlite"));
    const kb = createKnowledgeBase({ db, embedder: createHashEmbedder(), stateDir });
    await kb.ingest("big.md", doc("big", 60));
    await kb.ingest("small.md", doc("small", 4));
    const snapshot = readdirSync(stateDir).find((f) => f.endsWith(".usearch"))!;
    copyFileSync(join(stateDir, snapshot), join(dir, "old.usearch"));
    const replaced = await kb.ingest("small.md", doc("small", 4, 2));
    // The crash: the database has version 2, the snapshot on disk is still the one before it.
    copyFileSync(join(dir, "old.usearch"), join(stateDir, snapshot));
    const embedder = counting();
    const again = createKnowledgeBase({ db, embedder, stateDir });
    const r = await again.repair();
    expect(r).toEqual({ added: replaced.chunks, removed: replaced.chunks });
    expect(embedder.passages).toBe(replaced.chunks);
    expect(again.size()).toBe((db.query("SELECT COUNT(*) AS n FROM chunks").get() as { n: number }).n);
    const hits = await again.search("документа small, версия 2", { k: 3 });
    expect(hits.length).toBe(3);
    expect(hits.some((h) => h.text.includes("версия 2"))).toBe(true);
    expect(hits.some((h) => h.docName === "small.md" && h.text.includes("версия 1"))).toBe(false);
  });
});
