import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 32, helper D: skill entry that generalises (issue 16 item 3), through the chat turn, on a veterinary clinic's own
// five skills (tests/fixtures/h32d/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h32d/skills");
const vet = () => freshChats({ skillsDir: SKILLS });
const offered = (meta: Record<string, unknown>) => ((meta.clarify as { options?: { value: string }[] } | undefined)?.options ?? []).map((o) => o.value);

describe("a short statement asking for help with a thing several skills' heads name asks which job, though its score is low", () => {
  // Before: the gate's «nothing fits» floor for asking (0.3) left them to a plain answer — a short request scores low for every
  // skill (0.29 here), yet the person asks for help and three heads name the thing.
  const cases: [string, string[]][] = [
    ["помоги с владельцем кошки Муси", ["owner-claim"]],
    ["помоги разобраться с владелицей", ["owner-claim"]],
  ];
  for (const [q, skills] of cases) {
    it(`«${q}» asks between skills, ${skills.join(" and ")} among them`, async () => {
      const r = await (await vet())(q);
      expect(r.outcome).toBe("clarify");
      for (const s of skills) expect(offered(r.answer.meta)).toContain(s);
    });
  }
  // Without a word of help or need it is no request: told, not asked for.
  it("«владелец кошки Муси ждёт на ресепшене» enters no skill and asks nothing", async () => {
    const r = await (await vet())("владелец кошки Муси ждёт на ресепшене");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
  });
});

describe("the company's own skill whose head names a request more fully wins over the platform's general skill for the same job", () => {
  // Before: the platform's complaint reply, first in retrieval and covering more of the request's words in its long general
  // procedure, was entered; the clinic's own claim procedure (its head names «недоволен» and «компенсацию») was second.
  it("«после прививки кот вялый, хозяин недоволен сроками и хочет компенсацию» → owner-claim", async () => {
    const r = await (await vet())("после прививки кот вялый, хозяин недоволен сроками и хочет компенсацию");
    expect(r.skill).toBe("owner-claim");
  });
  // The platform's skill stays where the company has none for the job: the library without the clinic's claim procedure.
  it("«хозяин недоволен сроками и хочет компенсацию» with the platform's skills alone → complaint-reply or a plain answer, never a company skill", async () => {
    const r = await (await freshChats())("после прививки кот вялый, хозяин недоволен сроками и хочет компенсацию");
    expect(r.skill === null || r.skill === "complaint-reply").toBe(true);
  });
});
