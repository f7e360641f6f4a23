import { describe, expect, it } from "bun:test";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseJsonl, PilotSetError } from "../../src/evaluation/jsonl.ts";
import { readPilotSet } from "../../src/evaluation/pilot-set.ts";
import { parseRoutingSet } from "../../src/routing/routing-set.ts";
import { parseSkillFile, SkillFileError } from "../../src/skills/parse.ts";
import { DEV_SET, tempDataDir } from "../helpers/app.ts";
import { FUZZ_N, mutateText, rng, within } from "./mutate.ts";

const read = (p: string) => readFileSync(join(DEV_SET, p), "utf8");
const SKILLS = join(DEV_SET, "skills");
const skillFiles = readdirSync(SKILLS).filter((f) => f.endsWith(".md")).map((f) => ({ f, text: readFileSync(join(SKILLS, f), "utf8") }));

/** Runs a parser on many mutations; anything but its own error class (with a message) fails the run. */
async function fuzz(label: string, seeds: string[], n: number, parse: (text: string) => unknown, ok: (e: unknown) => boolean) {
  const r = rng();
  let accepted = 0, refused = 0;
  for (let i = 0; i < n; i++) {
    const text = mutateText(r.pick(seeds), r);
    try {
      await within(5000, `${label} #${i}`, () => parse(text));
      accepted++;
    } catch (err) {
      if (!ok(err) || !(err as Error).message) throw new Error(`${label} mutation ${i}: not a clear error: ${(err as Error)?.stack ?? err}`);
      refused++;
    }
  }
  console.log(`${label} fuzz: ${n} inputs tried (${accepted} accepted, ${refused} refused with a clear error)`);
  return { accepted, refused };
}

describe("parser fuzz over mutated real files", () => {
  it("the pilot-set JSONL reader accepts or names the bad line, for questions and skills cases", async () => {
    const { refused } = await fuzz("pilot-set jsonl", [read("questions.jsonl"), read("skills.jsonl")], FUZZ_N(300), (t) => parseJsonl(t, "questions.jsonl"), (e) => e instanceof PilotSetError);
    expect(refused).toBeGreaterThan(0);
  });

  it("the whole pilot-set reader refuses a mutated questions file with a clear error", async () => {
    const dir = tempDataDir();
    mkdirSync(join(dir, "docs"));
    writeFileSync(join(dir, "docs/a.md"), "# A\n\ntext");
    await fuzz("pilot-set dir", [read("questions.jsonl")], FUZZ_N(60), async (t) => {
      writeFileSync(join(dir, "questions.jsonl"), t);
      return readPilotSet(dir);
    }, (e) => e instanceof PilotSetError);
  });

  it("the routing-set reader accepts or names the bad line", async () => {
    // Its errors are plain Errors that name the file and the line.
    await fuzz("routing-set", [read("routing.jsonl")], FUZZ_N(300), parseRoutingSet, (e) => e instanceof PilotSetError || (e instanceof Error && /routing\.jsonl line \d+/.test(e.message)));
  });

  it("the skill-file parser accepts or refuses with the file's reason", async () => {
    await fuzz("skill file", skillFiles.map((s) => s.text), FUZZ_N(300), (t) => parseSkillFile(t, "fuzz.md", "company"), (e) => e instanceof SkillFileError);
  });
});
