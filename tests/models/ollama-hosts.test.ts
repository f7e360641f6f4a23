import { afterEach, describe, expect, it } from "bun:test";
import { app, cleanup, fake, CHAT } from "./ollama-helpers.ts";
import { collect } from "../conversation/helpers.ts";
import { startFakeOllama } from "../helpers/fake-ollama.ts";
import { createPool } from "../../src/models/pool.ts";

afterEach(cleanup);
const LUNCH = "Сколько длится обед?";
const reply = (b: Record<string, unknown>) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]." });
const answers = (f: { streams: { tools: boolean }[] }) => f.streams.filter((s) => !s.tools).length;

describe("several Ollama hosts", () => {
  it("sends simultaneous turns to the host with the shortest queue", async () => {
    const a = fake({ tokenMs: 10, chat: reply });
    const b = fake({ tokenMs: 10, chat: reply });
    const { s } = await app({});
    const runs = await Promise.all([0, 1, 2, 3].map(() => collect(s.conversation.turn(s.chats.create("u1"), LUNCH))));
    for (const r of runs) expect(r.text).toContain("45 минут");
    expect(answers(a)).toBeGreaterThanOrEqual(1);
    expect(answers(b)).toBeGreaterThanOrEqual(1);
    expect(a.model(CHAT).stats.maxActive).toBe(1);
    expect(b.model(CHAT).stats.maxActive).toBe(1);
  });

  it("skips a host that fails and answers from the other, trying the failed one again later", async () => {
    const dead = startFakeOllama();
    const port = dead.port;
    dead.stop();
    const b = fake({ chat: reply });
    const { s, turn } = await app({ OLLAMA_HOST: `http://127.0.0.1:${port},${b.url}` }, { retryAfterMs: 300 });
    for (let i = 0; i < 3; i++) expect((await turn(LUNCH)).text).toContain("45 минут");
    const host = s.face.pool!.hosts.find((h) => h.url.endsWith(`:${port}`))!;
    expect(host.downUntil).toBeGreaterThan(0);
    expect(s.face.degraded).toBeNull();
    const back = startFakeOllama({ port, models: [{ name: CHAT, family: "qwen35moe" }], chat: reply });
    try {
      await Bun.sleep(350);
      await Promise.all([turn(LUNCH), turn(LUNCH)]);
      expect(back.streams.length).toBeGreaterThan(0);
    } finally {
      back.stop();
    }
  });
});

describe("embeddings with several hosts", () => {
  it("keep searching the documents when the host in use goes away", async () => {
    const a = fake({ chat: reply });
    const b = fake({ chat: reply });
    const { s } = await app({}, { hashEmbedder: false });
    expect(s.kb.size()).toBeGreaterThan(0);
    a.stop();
    expect((await s.kb.search("обед", { k: 3 })).length).toBeGreaterThan(0);
    expect(b.requests.some((q) => q.path === "/api/embed" && Array.isArray(q.body.input) && (q.body.input as string[])[0]?.includes("обед"))).toBe(true);
  });
});

describe("the pool's queue", () => {
  it("serves a turn that began earlier before later ones, whatever call it is on", async () => {
    const pool = createPool(["http://a"], { slots: 1 });
    const busy = await pool.acquire({ priority: 0 });
    const order: string[] = [];
    const later = pool.acquire({ priority: 20 }).then((l) => { order.push("router of a later turn"); l.release(); });
    const earlier = pool.acquire({ priority: 10 }).then((l) => { order.push("answer of the earlier turn"); l.release(); });
    busy.release();
    await Promise.all([later, earlier]);
    expect(order).toEqual(["answer of the earlier turn", "router of a later turn"]);
  });

  it("tells each waiter its place, moves them up as turns finish, and serves them first come first served", async () => {
    const pool = createPool(["http://a"], { slots: 1 });
    const first = await pool.acquire();
    const places: Record<string, number[]> = { b: [], c: [] };
    const order: string[] = [];
    const b = pool.acquire({ onPlace: (n) => places.b.push(n) }).then((l) => { order.push("b"); return l; });
    const c = pool.acquire({ onPlace: (n) => places.c.push(n) }).then((l) => { order.push("c"); return l; });
    first.release();
    (await b).release();
    (await c).release();
    expect(order).toEqual(["b", "c"]);
    expect(places).toEqual({ b: [1], c: [2, 1] });
    expect(pool.hosts[0].active).toBe(0);
  });
});
