// `bun run bench`: every benchmark, each reported against a baseline measured in the same run.
// `bun run bench <name>` runs one: vector-search, ingest-latency, load, routing, skills, decisions, inference.
const all: Record<string, () => Promise<void>> = {
  "vector-search": async () => (await import("./vector-search.ts")).run(),
  "ingest-latency": async () => (await import("./ingest-latency.ts")).run(),
  load: async () => (await import("./load.ts")).run(),
  routing: async () => (await import("./routing.ts")).run(),
  skills: async () => (await import("./skills.ts")).run(),
  decisions: async () => (await import("./decisions.ts")).run(),
  inference: async () => (await import("./inference.ts")).run(),
};
const only = process.argv[2];
console.log(`# Benchmarks — ${new Date().toISOString()}, ${navigator.hardwareConcurrency} cores, Bun ${Bun.version}`);
for (const [name, run] of Object.entries(all)) {
  if (only && name !== only) continue;
  await run();
}

export {};
