import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 51, helper h51a (issue 16, point 3: skill entry ranked by the signal that ranks best). A bakery's admin wrote three
// skills of its own (tests/fixtures/h51a/skills: the day's write-off, a cake order, the oven plan) beside the platform's library.
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h51a/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a request in a procedure's words reaches that procedure", () => {
  // The shipped score (0.7·hash cosine + 0.3·BM25) ranks the platform's weekly report first on «отчёт за неделю» (0.289) and the
  // write-off second (0.251), though only the write-off's steps hold «батонов», «сухари», «панировку» (support 3.0 to 1.1).
  // Ordered by score × (1 + 0.25·support) with the old values kept per place (library.ts `supportWeight`), the write-off is
  // first; but over the nineteen swept seen sets that ranking loses a university request and enters one to two more wrong
  // skills at every threshold one coordinate away (scripts/skill-sweep.ts --strict), so it is not shipped (DEFAULT_GATE, session 51).
  it.failing("«Нужен отчёт за неделю: сколько батонов ушло на сухари и панировку» enters the bakery's write-off", async () => {
    const r = await ask("Нужен отчёт за неделю: сколько батонов ушло на сухари и панировку");
    expect(r.skill).toBe("bakery-writeoff");
  });
  it("«черствый хлеб куда девать — на сухари или в приют?» enters the write-off, as retrieval and its steps agree", async () => {
    const r = await ask("черствый хлеб куда девать — на сухари или в приют?");
    expect(r.skill).toBe("bakery-writeoff");
  });
});

describe("everyday messages enter none of the bakery's skills", () => {
  // «завтра» is in the oven plan's steps («заказы на завтра»), its first by score (0.266): no job is asked for.
  it("«какая завтра погода?» enters no skill", async () => {
    expect((await ask("какая завтра погода?")).skill).toBeNull();
  });
  it("«спасибо, всё понятно» enters no skill", async () => {
    expect((await ask("спасибо, всё понятно")).skill).toBeNull();
  });
});
