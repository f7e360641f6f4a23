import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 50, helper h50b (issue 16, point 3: the right skill ranked below the first three). A bicycle workshop's admin wrote
// its own skills (tests/fixtures/h50b/skills). The skill library's hash vectors are 1024 wide: a request's few words meet an
// unrelated skill's words in a shared bucket by chance, and that noise is as large as a short request's real overlap with
// its skill. 16384 dimensions pass the first test below, but through the chat the twenty seen skills sets lose 11 requests
// and enter 8 more wrong skills (the gate's thresholds are calibrated on the noisy scale: see DEFAULT_GATE's session-50 note),
// so the wider vectors were left out and the test waits for a ranking the gate is re-calibrated on.
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h50b/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a request ranks its own skill first when its words are the skill's", () => {
  // At 1024 the storage and rental skills score within 0.02 of the estimate on chance collisions, and the chat asks
  // between three jobs the request names only one of.
  it.failing("«…worn brake pads and a bent wheel, how much will the repair cost him?» enters the repair estimate", async () => {
    const r = await ask("Client's bike has worn brake pads and a bent wheel, how much will the repair cost him?");
    expect(r.skill).toBe("bike-repair-estimate");
  });
  it("«Парень вернул прокатный велосипед с погнутым колесом…» still enters the rental return check", async () => {
    const r = await ask("Парень вернул прокатный велосипед с погнутым колесом, сколько с него удержать из залога?");
    expect(r.skill).toBe("rental-return-check");
  });
});

describe("everyday messages in the same workshop enter no skill", () => {
  it("«Во сколько сегодня закрывается мастерская?» is no job", async () => {
    const r = await ask("Во сколько сегодня закрывается мастерская?");
    expect(r.skill).toBeNull();
    expect(r.outcome).not.toBe("clarify");
  });
  it("«посоветуй фильм на вечер» is no job", async () => {
    const r = await ask("посоветуй фильм на вечер");
    expect(r.skill).toBeNull();
  });
});
