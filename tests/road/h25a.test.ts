import { describe, expect, it } from "bun:test";
import { freshChats, companyChat } from "./helpers.ts";

// Issue 16, point 3 (session 25). A question between skills follows what their heads say of the request.

// «клиентка написала в 2гис…, требует вернуть деньги»: the review reply's head names «клиентка», «2гис», the unhappy-client
// procedure's «клиентка», «вернуть», at the same rarity (1.08); the chat entered the review reply on retrieval's score alone,
// while the person may mean either the public reply or the client at the desk.
describe("two skills whose heads name the request equally, each a word of its own", () => {
  it("are asked between, not the first entered on its score", async () => {
    const send = await companyChat("skills-salon");
    const r = await send("клиентка написала в 2гис что ей испортили волосы и сейчас звонит, требует вернуть деньги");
    expect(r.outcome).toBe("clarify");
    expect(r.answer.content).toContain("Уточните, что нужно");
  });
});

// «клиент требует неустойку за просрочку поставки, что делать» was asked between two sales skills (a person's report,
// with the swept setting: vector weight 0.3, askFloor 0.2): the scores bunched on «клиент», a word a dozen skills' heads
// hold, and no option's head named the request's own subject. Bunched scores on common words ask nothing.
const PENALTY = "клиент требует неустойку за просрочку поставки, что делать";

describe("a request whose only word in the skills' heads is one many of them share", () => {
  it("is not asked about between sales skills over the sample documents", async () => {
    const r = await (await freshChats())(PENALTY);
    expect(r.outcome).not.toBe("clarify");
    expect(r.answer.content).not.toContain("Уточните, что нужно");
  });

  it("is not asked about with a company's own skills either (a builder, a payments firm, a law firm)", async () => {
    for (const set of ["construction", "fintech", "lawfirm"]) {
      const r = await (await companyChat(set))(PENALTY);
      expect(r.outcome).not.toBe("clarify");
    }
  });
});
