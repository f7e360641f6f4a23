// Load: 50 concurrent employees for 60 s (LOAD_SECONDS, LOAD_CONNECTIONS) against the real server over
// loopback, embedded face, sample + dev-set documents, mixed dev-set questions over POST /api/ask and the chat's SSE endpoint;
// compared with one client measured in the same run. `bun run bench load`.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { rng, table } from "./corpus.ts";

const ROOT = resolve(import.meta.dir, "..");
const QUESTIONS = readFileSync(resolve(ROOT, "tests/fixtures/pilot/dev/questions.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { question: string; previous?: string });

/** Server mode (a child process, so the load generator never competes with it for the event loop). */
async function serve(dataDir: string): Promise<void> {
  const { loadConfig } = await import("../src/config.ts");
  const { createServices } = await import("../src/services.ts");
  const { createApp } = await import("../src/app.ts");
  const { seedSamples, seedToolSamples } = await import("../src/seed.ts");
  seedToolSamples(dataDir, join(ROOT, "data/samples"));
  const s = await createServices(loadConfig({ DATA_DIR: dataDir }), { log: () => {} });
  await seedSamples(s, join(ROOT, "data/samples/docs"));
  // The dev pilot set's own documents too, so its questions meet the documents that answer them.
  const dev = resolve(ROOT, "tests/fixtures/pilot/dev/docs");
  for (const name of readdirSync(dev).sort()) await s.kb.ingest(name, new Uint8Array(readFileSync(join(dev, name))));
  const app = createApp(s).listen({ port: 0, hostname: "127.0.0.1" });
  console.log(`listening ${app.server!.port} face=${s.face.kind} chunks=${s.kb.size()}`);
}

interface Person { cookie: string; chatId: string }

/** Signs `n` employees in (each gets the id cookie and a chat of their own). */
async function people(base: string, n: number): Promise<Person[]> {
  return Promise.all(Array.from({ length: n }, async () => {
    const res = await fetch(`${base}/`);
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const chatId = /\/c\/([0-9a-f-]{36})\/messages/.exec(await res.text())![1];
    return { cookie, chatId };
  }));
}

/** One person's cycle of requests: dev-set questions alternating between the API and the chat stream. */
function requestsFor(p: Person, seed: number) {
  const r = rng(seed);
  return Array.from({ length: 16 }, (_, i): { method: "POST"; path: string; headers: Record<string, string>; body: string } => {
    const q = QUESTIONS[Math.floor(r() * QUESTIONS.length)];
    return i % 2 === 0
      ? { method: "POST", path: "/api/ask", headers: { "content-type": "application/json", cookie: p.cookie }, body: JSON.stringify({ question: q.question, ...(q.previous ? { previous: q.previous } : {}) }) }
      : { method: "POST", path: `/c/${p.chatId}/messages`, headers: { "content-type": "application/x-www-form-urlencoded", cookie: p.cookie, "hx-request": "true" }, body: new URLSearchParams({ text: q.question }).toString() };
  });
}

async function drive(base: string, persons: Person[], seconds: number) {
  const autocannon = (await import("autocannon")).default;
  let next = 0;
  return new Promise<import("autocannon").Result>((done, fail) => {
    autocannon({
      url: base, connections: persons.length, duration: seconds, timeout: 30,
      requests: requestsFor(persons[0], 1),
      setupClient: (client: { setRequests(r: unknown[]): void }) => { const k = next++ % persons.length; client.setRequests(requestsFor(persons[k], 100 + k)); },
    }, (err: Error | null, res: import("autocannon").Result) => (err ? fail(err) : done(res)));
  });
}

const row = (phase: string, r: import("autocannon").Result, baseline?: import("autocannon").Result) => {
  const codes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, (v as { count: number }).count]));
  const busy = codes["503"] ?? 0;
  const other = r.non2xx - busy;
  return {
    phase, connections: r.connections, requests: r.requests.total, "req/s": r.requests.average.toFixed(1),
    p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max,
    errors: r.errors + r.timeouts + other, busy_503: busy,
    "p99 vs 1 client": baseline ? `${(r.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(1)}x` : "1.0x",
  };
};

/** Starts the server, measures one client, then the crowd; prints the table and fails on errors. */
export async function run(): Promise<void> {
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
  const dataDir = mkdtempSync(join(tmpdir(), "load-"));
  const child = Bun.spawn([process.execPath, import.meta.path, "--serve", dataDir], { stdout: "pipe", stderr: "inherit" });
  try {
    const reader = child.stdout.getReader();
    let line = "";
    while (!/listening (\d+)/.test(line)) { const { value, done } = await reader.read(); if (done) throw new Error(`server ended: ${line}`); line += new TextDecoder().decode(value); }
    const base = `http://127.0.0.1:${/listening (\d+)/.exec(line)![1]}`;
    const crowd = await people(base, connections);
    const baseline = await drive(base, crowd.slice(0, 1), Math.max(5, Math.round(seconds / 6)));
    const load = await drive(base, crowd, seconds);
    table(`Load over loopback, embedded face (${line.trim()}): ${connections} employees for ${seconds} s vs one client, dev-set questions, half /api/ask, half chat SSE`, [row("1 client (baseline)", baseline), row(`${connections} clients`, load, baseline)]);
    const failures = row("", load).errors + row("", baseline).errors;
    if (failures > 0) throw new Error(`${failures} failed requests (non-2xx other than 503 busy, socket errors or timeouts)`);
  } finally {
    child.kill();
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  if (process.argv[2] === "--serve") await serve(process.argv[3]);
  else await run();
}
