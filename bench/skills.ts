import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { createSkillLibrary } from "../src/skills/library.ts";
import type { Skill } from "../src/skills/types.ts";
import { PLATFORM_SKILLS_DIR } from "../src/wiring.ts";
import { percentile, table, topicalTexts } from "./corpus.ts";

/** Skill shortlist over 200 skills: USearch top-15 against scoring the full list, in the same run. */
export async function run(total = 200): Promise<void> {
  const embedder = createHashEmbedder();
  const probe = createSkillLibrary({ embedder, platformDir: PLATFORM_SKILLS_DIR });
  const synthetic = topicalTexts(Math.max(0, total - probe.all().length), { seed: 7, words: 40 }).texts.map((t, i): Skill => ({
    id: `generated-${i}`, name: t.split(" ").slice(0, 3).join(" "), description: t.split(" ").slice(0, 14).join(" "),
    procedure: `1. ${t}\n2. ${t.split(" ").reverse().join(" ")}`, tools: [], prefetch: 0, autoSwitch: true, source: "company", enabled: true,
  }));
  const requests = [...topicalTexts(100, { seed: 8, words: 10 }).texts, "Подготовь коммерческое предложение для клиента", "Нужна оценка"];
  const rows: Record<string, string | number>[] = [];
  let baseline = 0;
  for (const [label, fullListMax] of [["full list scored (baseline)", 10_000], ["USearch + BM25 top-15", 8]] as const) {
    const lib = createSkillLibrary({ embedder, platformDir: PLATFORM_SKILLS_DIR, extra: synthetic, fullListMax });
    await lib.ready();
    const lat: number[] = [];
    for (let r = 0; r < 5; r++) for (const q of requests) {
      const t = performance.now();
      await lib.shortlist(q);
      lat.push(performance.now() - t);
    }
    const p50 = percentile(lat, 50);
    baseline ||= p50;
    rows.push({ method: label, skills: lib.enabled().length, p50_ms: p50.toFixed(3), p99_ms: percentile(lat, 99).toFixed(3), vs_baseline: `${(p50 / baseline).toFixed(2)}x` });
  }
  table(`Skill shortlist per request over ${total} skills (embedded embedder, ${requests.length} requests × 5)`, rows);
}

if (import.meta.main) await run();
