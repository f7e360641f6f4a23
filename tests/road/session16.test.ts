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

describe("a colleague's illness is a question for the company's rules", () => {
  it("«если кладовщик заболел, до какого времени он должен мне сообщить?» searches the documents, not the health skill", async () => {
    const r = await (await freshChats({ docs: FREIGHT, tools: true }))("если кладовщик заболел, до какого времени он должен мне сообщить?");
    expect(r.skill).toBeNull();
    expect(r.tools).toEqual(["search_documents"]);
  });

  it("«can I leave one storekeeper alone on the night shift if the other one is sick?» is not a health interview", async () => {
    const r = await (await freight())("can I leave one storekeeper alone on the night shift if the other one is sick?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toMatch(/since when|getting better/i);
  });

  it("a colleague's chest pain still gets the call for help", async () => {
    const r = await (await freshChats({ tools: true }))("коллеге плохо, сильная боль в груди, что делать?");
    expect(r.answer.content).toMatch(/103|112/);
  });

  it("one's own illness still enters the health skill", async () => {
    const r = await (await freshChats({ tools: true }))("у меня второй день болит горло и температура 37,5, что делать?");
    expect(r.skill).toBe("health");
  });
});
