import { describe, expect, it } from "bun:test";
import { filesForm, testApp } from "../helpers/app.ts";

const SECTIONS = 5;
/** Version v of document i: every section carries the marker К{i}В{v}, so a fragment tells whose it is. */
const section = (i: number, v: number, j: number) => `Регламент склада: пункт ${j} про погрузку. Кодовое слово К${i}В${v}. Склад открыт с девяти утра.`;
const doc = (i: number, v: number) => `# Регламент ${i}\n\n${Array.from({ length: SECTIONS }, (_, j) => `## Раздел ${j}\n${section(i, v, j)}`).join("\n\n")}\n`;

/** A small seeded generator, so a failing interleaving can be replayed. */
function rng(seed: number) {
  return () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe("index under interleaved uploads, replacements, deletes and questions", () => {
  it("never answers from a deleted document or a half-indexed one", async () => {
    const { app, services } = await testApp();
    // The documents API is the admin's: an API token, as a script would use.
    const token = services.admin.tokens.create("index-concurrency").token;
    const call = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      return app.handle(new Request(`http://localhost${path}`, { ...init, headers }));
    };
    const random = rng(7);
    let seq = 0;
    const ids = new Map<number, number>(); // doc index → stored id
    const versions = new Map<number, number>();
    /** Per doc and version: when its write started and when its removal (replace/delete) finished. */
    const born = new Map<string, number>();
    const gone = new Map<string, number>();
    const checks: string[] = [];
    const invariant = () => {
      const rows = services.kb.store.chunkIds().length;
      if (services.kb.size() !== rows) checks.push(`index ${services.kb.size()} ≠ database ${rows}`);
    };

    const upload = async (i: number) => {
      const v = (versions.get(i) ?? 0) + 1;
      versions.set(i, v);
      born.set(`${i}.${v}`, ++seq);
      const existing = ids.get(i);
      const res = existing
        ? await call(`/api/documents/${existing}`, { method: "PUT", body: filesForm([{ name: `reg-${i}.md`, content: doc(i, v) }], "file") })
        : await call("/api/documents", { method: "POST", body: filesForm([{ name: `reg-${i}.md`, content: doc(i, v) }]) });
      const body = await res.json();
      if (existing) gone.set(`${i}.${v - 1}`, ++seq);
      else ids.set(i, body.uploaded[0].id);
      invariant();
    };
    const remove = async (i: number) => {
      const id = ids.get(i);
      if (id === undefined) return;
      ids.delete(i);
      const v = versions.get(i)!;
      expect((await call(`/api/documents/${id}`, { method: "DELETE" })).status).toBe(200);
      gone.set(`${i}.${v}`, ++seq);
      versions.set(i, v); // a later upload starts a new version number
      invariant();
    };
    const ask = async () => {
      const start = ++seq;
      const res = await call("/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ question: "Какое кодовое слово в регламенте склада?" }) });
      const body = await res.json();
      invariant();
      const perDoc = new Map<string, Set<string>>();
      for (const f of body.fragments as { document: string; text: string }[]) {
        const m = /К(\d+)В(\d+)/.exec(f.text);
        if (!m) { checks.push(`fragment without marker: ${f.text}`); continue; }
        const [i, v] = [Number(m[1]), Number(m[2])];
        const removedAt = gone.get(`${i}.${v}`);
        if (removedAt !== undefined && removedAt < start) checks.push(`К${i}В${v} answered after its removal finished`);
        if (!Array.from({ length: SECTIONS }, (_, j) => section(i, v, j)).some((t) => f.text.includes(t))) checks.push(`К${i}В${v}: a fragment that is no whole section`);
        perDoc.set(f.document, (perDoc.get(f.document) ?? new Set()).add(`${i}.${v}`));
      }
      for (const [d, vs] of perDoc) if (vs.size > 1) checks.push(`${d}: two versions in one answer (${[...vs].join(", ")})`);
      return body.fragments.length;
    };

    for (let i = 0; i < 4; i++) await upload(i);
    let answeredWithFragments = 0;
    for (let round = 0; round < 30; round++) {
      const ops: Promise<unknown>[] = [];
      const touched = new Set<number>(); // one write per document per round, so the bookkeeping is exact
      for (let k = 0; k < 6; k++) {
        const r = random();
        const i = Math.floor(random() * 5);
        if (r < 0.45 && touched.has(i)) continue;
        touched.add(i);
        ops.push(r < 0.3 ? upload(i) : r < 0.45 ? remove(i) : ask().then((n) => { if (n) answeredWithFragments++; }));
      }
      await Promise.all(ops);
    }
    expect(checks).toEqual([]);
    expect(answeredWithFragments).toBeGreaterThan(10);
    // At rest: exactly the live versions are searchable, each whole.
    const live = [...ids.keys()].map((i) => `К${i}В${versions.get(i)}`);
    const all = services.kb.store.allChunks().map((c) => /К\d+В\d+/.exec(c.text)![0]);
    expect(new Set(all)).toEqual(new Set(live));
    expect(all.length).toBe(live.length * SECTIONS);
    expect(services.kb.size()).toBe(all.length);
  });
});
