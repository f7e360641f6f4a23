import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 16: the walkers' defects, typed as the browser sends them. Walk 16a: a freight forwarder's own documents
// (three in Russian, two in English); walk 16b: a working day on the samples with skills and drafts.
const FREIGHT = resolve(import.meta.dir, "../fixtures/walk16a/docs");
const freight = () => freshChats({ docs: FREIGHT, tools: true, lang: "en" });

describe("an English question over documents partly in English", () => {
  it("is not told that the company's documents are in Russian", async () => {
    const { answer } = await (await freight())("is there parking for employees at the Kronshtadtskaya office?");
    expect(answer.content).not.toContain("documents are in Russian");
  });
});
