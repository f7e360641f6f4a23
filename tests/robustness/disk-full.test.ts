import { afterAll, describe, expect, it } from "bun:test";
import { mkdirSync, readdirSync, statfsSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../../src/db/index.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import { createVectorIndex } from "../../src/retrieval/vector-index.ts";
import { tempDataDir } from "../helpers/app.ts";

/** A real full disk: a 1 MiB tmpfs (needs root and mount; otherwise the test says it is skipped). */
function tinyDisk(): string | null {
  const dir = join(tempDataDir(), "state");
  mkdirSync(dir, { recursive: true });
  const r = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", dir], { stderr: "pipe" });
  return r.exitCode === 0 ? dir : null;
}
const disk = tinyDisk();
afterAll(() => {
  if (disk && Bun.spawnSync(["umount", disk]).exitCode !== 0) Bun.spawnSync(["umount", "-l", disk]);
});
if (!disk) console.warn("disk-full: tmpfs mount not permitted here (not root?); the ENOSPC test is skipped");

const doc = (name: string, n: number) => new TextEncoder().encode(`# ${name}\n\n${Array.from({ length: n }, (_, i) => `## Раздел ${i}\nПравило ${i} документа ${name}: склад ${i} закрывается в ${i % 24} часов.`).join("\n\n")}`);

describe.skipIf(!disk)("a full disk during a snapshot write", () => {
  it("keeps the previous snapshot loadable, reports the error and stays consistent after a restart", async () => {
    const dbDir = tempDataDir();
    const db = createDb(join(dbDir, "kb.sqlite"));
    const logs: string[] = [];
    const kb = createKnowledgeBase({ db, embedder: createHashEmbedder(), stateDir: disk!, log: (l) => logs.push(l) });
    await kb.ingest("small.md", doc("small", 30));
    expect(kb.snapshotError()).toBeNull();
    const snapshot = readdirSync(disk!).find((f) => f.endsWith(".usearch"))!;
    const before = kb.size();
    const fs = statfsSync(disk!);
    const filler = join(disk!, "filler");
    writeFileSync(filler, new Uint8Array(fs.bavail * fs.bsize - 200 * 1024)); // leave 200 KiB

    const big = await kb.ingest("big.md", doc("big", 300)); // the new snapshot (≈ 2 KB a chunk) does not fit beside the old one
    expect(big.chunks).toBeGreaterThan(100);
    expect(kb.snapshotError()).toMatch(/not written \(.*; 0\.[0-2] MB free on disk\)/);
    expect(logs.join("\n")).toMatch(/snapshot not written/);
    expect(readdirSync(disk!).filter((f) => f.includes(".tmp-"))).toEqual([]);
    const previous = createVectorIndex({ dims: 1024 }, { path: join(disk!, snapshot) });
    expect(previous.size()).toBe(before);
    expect((await kb.search("склад 100 документа big", { k: 3 })).length).toBe(3);

    // Restart on the old snapshot: the database wins and the index catches up.
    const again = createKnowledgeBase({ db, embedder: createHashEmbedder(), stateDir: disk!, log: () => {} });
    expect(again.size()).toBe(before);
    await again.repair();
    expect(again.size()).toBe((db.query("SELECT count(*) AS n FROM chunks").get() as { n: number }).n);

    // Space back: the next write succeeds and the error clears.
    unlinkSync(filler);
    await again.remove(big.id);
    expect(again.snapshotError()).toBeNull();
    expect(createVectorIndex({ dims: 1024 }, { path: join(disk!, snapshot) }).size()).toBe(before);
  });
});
