import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, sameChat } from "./helpers.ts";

// Session 32 (h32e): defects met on the way while fixing walk 31e's dry-cleaning chain (pilot set walk31), through the chat
// turn as the browser sends it. Left failing: found late, no general fix in the session's time.
const DOCS = resolve(import.meta.dir, "../fixtures/pilot/walk31/docs");

describe("a follow-up keeps the item the previous question named", () => {
  // «а срочно можно?» after the down jacket's price now gives the urgent +50% (h31e), but of the coat, the suit and the
  // down jacket alike: the merged reading is not held to the previous question's item (row-items.ts reads the message only).
  it("«а срочно можно?» after «сколько стоит почистить пуховик» quotes the down jacket's row alone", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("сколько стоит почистить пуховик");
    const { m } = await send("а срочно можно?");
    expect(m.content).toContain("+50%");
    expect(m.content).not.toContain("Костюм");
  });
});

describe("a question about the attached file reads the file, whatever was asked before", () => {
  // Asked first, «что в этом чеке?» quotes the receipt (h31e); asked after «что в этом файле?» it was refused. Since session
  // 37 a question pointing at the file is read of the file with the previous one, not weighed again against the company's.
  it("«что в этом чеке?» after «что в этом файле?» quotes the receipt's sum again", async () => {
    const ask = await chatWithFile(DOCS, resolve(import.meta.dir, "../fixtures/walk31e/chek.txt"));
    await ask("что в этом файле?");
    const said = await ask("что в этом чеке?");
    expect(said).toContain("1450");
  });
});
