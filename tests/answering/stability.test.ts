import { describe, expect, it } from "bun:test";
import { createDb } from "../../src/db/index.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import { EMBEDDED_TUNING } from "../../src/retrieval/floors.ts";
import { answerOnce, type AnswerDeps } from "../../src/answering/answer.ts";
import { readPilotSet } from "../../src/evaluation/pilot-set.ts";
import { DEV_SET } from "../helpers/app.ts";

// Vocabulary of a field no company policy speaks of (astronomy and gardening), so the documents are unrelated.
const NOUNS = ["комета", "орбита", "телескоп", "туманность", "созвездие", "астероид", "галактика", "метеорит", "кратер", "затмение", "обсерватория", "рассада", "грядка", "саженец", "черенок", "перегной", "теплица", "клубника", "смородина", "крыжовник"];
const VERBS = ["наблюдают", "пересаживают", "освещает", "удобряют", "вращается", "поливают", "обрезают", "пролетает"];
const ADJ = ["далёкая", "спелая", "яркая", "влажная", "тусклая", "ранняя", "кислая", "пыльная"];

/** A deterministic generator (mulberry32), so the 500 documents are the same on every run. */
function rng(seed: number) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function unrelatedDocs(n: number): { name: string; text: string }[] {
  const r = rng(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const sections = Array.from({ length: 2 }, () => {
      const body = Array.from({ length: 4 }, () => `${pick(ADJ)} ${pick(NOUNS)} ${pick(VERBS)} ${pick(NOUNS)} ${1 + Math.floor(r() * 90)} раз.`).join(" ");
      return `## ${pick(NOUNS)} и ${pick(NOUNS)}\n\n${body}\n`;
    });
    return { name: `unrelated-${i}.md`, text: `# Заметки ${i}\n\n${sections.join("\n")}` };
  });
}

describe("stable answers: unrelated documents change nothing", async () => {
  const set = await readPilotSet(DEV_SET);
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: createHashEmbedder(), stateDir: null, hybrid: EMBEDDED_TUNING.hybrid });
  for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
  const deps: AnswerDeps = { kb, chat: null, floor: EMBEDDED_TUNING.floor, confident: EMBEDDED_TUNING.confident, contact: () => "hr@example.ru" };
  const ask = async () => Promise.all(set.questions.map(async (q) => {
    const r = await answerOnce(q.question, q.previous || undefined, deps);
    return `${q.id} ${r.state}: ${r.answer}`;
  }));
  const before = await ask();

  it("keeps every dev answer, refusal and partial answer word for word after 500 unrelated documents are added", async () => {
    for (const d of unrelatedDocs(500)) await kb.ingest(d.name, new TextEncoder().encode(d.text));
    expect(kb.list().length).toBe(set.docs.length + 500);
    expect(await ask()).toEqual(before);
  }, 120_000);
});

