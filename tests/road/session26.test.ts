import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { presentStemOfA } from "../../src/text/derivation.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 26's own fixes, from walk 25b's open defects on the optician chain's documents.
const OPTICIANS = resolve(import.meta.dir, "../fixtures/walk25a/docs");
const LOG = "журнал происшествий салона в течение 1 часа";

describe("verbs that alternate their root through the present", () => {
  it("«записать» meets «Запишите», «искать» meets «ищите»; other verbs are left alone", () => {
    expect(presentStemOfA("записать", "записа")).toBe("запиш");
    expect(presentStemOfA("искала", "иска")).toBe("ищ");
    expect(presentStemOfA("читать", "чита")).toBeNull();
    expect(presentStemOfA("записка", "записк")).toBeNull();
  });
});

describe("the incident log after a customer fell ill", () => {
  // Walk 25b #1: the follow-up lost its topic to the FAQ's «Можно ли записать клиента на проверку…» and was refused.
  it("«а куда потом записать это всё и до когда» after the story names the incident log and its hour", async () => {
    const send = await sameChat({ docs: OPTICIANS });
    await send("клиентке стало плохо в зале, она упала, что делать");
    const r = await send("а куда потом записать это всё и до когда");
    expect(answerStateOf(r.m.content)).toBe("answered");
    expect(r.m.content).toContain(LOG);
    expect(r.m.content).not.toContain("CRM «Окулус»");
  });

  // The rule lists what the record holds with question words («…: время, что случилось, кто помогал») and was taken for
  // a sentence that asks rather than tells, so it was never an answer.
  for (const q of ["что написать в журнале происшествий?", "если пришлось вызвать скорую клиенту, это надо где-то записать?"]) {
    it(`«${q}» quotes the incident log rule`, async () => {
      const r = await (await freshChats({ docs: OPTICIANS }))(q);
      expect(r.answer.content).toContain(LOG);
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }
});
