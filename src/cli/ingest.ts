import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { bootCli } from "./boot.ts";

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error("usage: bun run ingest <files or folders>");
  process.exit(2);
}
const files = (p: string): string[] => (statSync(p).isDirectory() ? readdirSync(p).flatMap((n) => files(join(p, n))) : [p]);
const s = await bootCli();
let failed = 0;
for (const path of args.flatMap(files)) {
  try {
    const doc = await s.kb.ingest(basename(path), new Uint8Array(await Bun.file(path).arrayBuffer()));
    console.log(`${doc.name}: version ${doc.version}, ${doc.chunks} fragments`);
  } catch (err) {
    failed++;
    console.error(`${path}: ${(err as Error).message}`);
  }
}
console.log(`${s.kb.list().length} documents, ${s.kb.size()} fragments in the index`);
process.exit(failed ? 1 : 0);
