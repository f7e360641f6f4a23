import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// Session 11: the lead's own phrasings of situations a retail chain's staff type, over its company skills.

describe("a long situation is not a search for the things it mentions", () => {
  it("a delivery story that asks where to start asks which job is meant, not a product search", async () => {
    const send = await companyChat("retail");
    const { outcome, tools, answer } = await send("Поставщик привёз товар, половину коробок помяли, часть партии надо сразу перекинуть в магазин на Профсоюзной. Что делать сначала?");
    expect(tools).not.toContain("product_search");
    expect(outcome).toBe("clarify");
    expect((answer.meta.clarify as { options: { value: string }[] }).options.map((o) => o.value)).toContain("supply-acceptance-discrepancy");
  });

  it("a short search for letters still searches the mail", async () => {
    const send = await companyChat("retail");
    expect((await send("найди письмо от поставщика Атлант про накладную")).tools).toContain("mail_search");
  });
});
