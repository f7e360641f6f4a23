import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 13: the lead's own phrasings over the sample documents (data/samples), as an employee types them.
const samples = () => freshChats({ tools: true });

describe("what happened to the person is the situation, the question after it is what is asked", () => {
  it("«я простыл, можно поработать из дома?» gets the remote-work rule, not the introduction", async () => {
    const { answer } = await (await samples())("я простыл, можно поработать из дома?");
    expect(answer.content).toMatch(/до двух дней[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });

  it("«я потерял ноутбук, что делать?» still wants the loss itself covered: nothing on it in the samples is asserted", async () => {
    const { answer } = await (await samples())("я потерял ноутбук, что делать?");
    expect(answer.content).not.toMatch(/^[^«]*\[\d\]/);
  });
});
