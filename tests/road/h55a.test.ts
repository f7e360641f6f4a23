import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 55, helper h55a (issue 14: the documents hold the answer, the search returned nothing, the person was refused). A
// design bureau's expense and equipment rules (tests/fixtures/h55a); its designers ask as they talk. The expense rule states
// money as a sum («до 4 000 рублей»), never the word «деньги», and names the mouse as «мышь».
const asking = freshChats({ docs: resolve(import.meta.dir, "../fixtures/h55a") });
const ask = async (q: string) => (await asking)(q);

describe("money asked of a rule that states a sum", () => {
  // kodservice k10 «купил мышку за 2к, вернут деньги?» was refused: «деньги», which no passage writes, weighed as held nowhere,
  // and the kind «оборудование» searched for «мышку» (which the rule holds as «мышь») pulled the equipment rules above it.
  // h55a searched such a money word by the sums the fragments state and left the kind out for a word held through its
  // thesaurus group (branch h55a-trade): this passed and k10 was answered, but kodservice k39 «сколько ждать пока выдадут
  // наушники» lost its answer (the kind «оборудование» is what met the heading «ВЫДАЧА ОБОРУДОВАНИЯ»; «наушники» is held only
  // as the group's «гарнитура») and k43's leave-one-out refusal became a hedge. Left until the kind can be told apart.
  it.failing("«купил мышку за 2к, вернут деньги?» is answered by the small purchases rule, cited", async () => {
    const r = await ask("купил мышку за 2к, вернут деньги?");
    expect(r.answer.content).toContain("4 000 рублей");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
  it("«сколько денег дают на фитнес?» is still refused: the bureau's rules say nothing of fitness", async () => {
    const r = await ask("сколько денег дают на фитнес?");
    expect(r.answer.content).not.toMatch(/\[\d\]/);
    expect(r.answer.content).toMatch(/нет ответа|нет точного ответа/);
  });
  it("«сломалась мышка, что делать?» still names IT support", async () => {
    const r = await ask("сломалась мышка, что делать?");
    expect(r.answer.content).toContain("it@liniya-design.ru");
  });
});
