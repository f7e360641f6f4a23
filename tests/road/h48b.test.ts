import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 48, helper h48b (issue 16, entry that generalises: English requests to skills written in Russian). A veterinary
// clinic's admin wrote its own skills in Russian only (tests/fixtures/h48b/skills); a colleague asks in English.
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h48b/skills") });
const ask = async (q: string) => (await asking)(q);

describe("an English phrasal verb is read as the one verb it means", () => {
  // «Need to write back to her» is read as «write» (a making verb) and «back»: the reply skill's head names only «waiting», and
  // the mail reply draft picked on «write» answers instead (skills-hospital s29 the same way, there a mail search).
  // h48b read «write back» as «reply» where a request meets the skills (english-phrasal.ts, Oxford Phrasal Verbs: «write back —
  // to write a reply»): this passed and skills-hospital s29 entered its skill, no other set moved; but the platform complaint
  // reply then took over road h23f's «write back to a client who is angry that the invoice was wrong, offer to reissue it
  // today» from the mail reply draft, and its letter lost the invoice (a skill draft that ignores what was said: issue 16
  // item 1). Left until the skill's draft keeps what the person said.
  it.failing("«…angry that we kept her waiting…, need to write back to her» enters the clinic's complaint reply", async () => {
    const r = await ask("A cat owner is angry that we kept her waiting two hours at reception. Need to write back to her, politely");
    expect(r.skill).toBe("vet-complaint-reply");
  });
  it("«thanks, I'll write back later» still enters no skill", async () => {
    const r = await ask("thanks, I'll write back later");
    expect(r.skill).toBeNull();
  });
});
