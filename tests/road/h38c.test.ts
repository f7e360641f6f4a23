import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 38, helper C: skill entry (issue 16, «entry that generalises»), through the chat turn, on a car rental's own three
// skills (tests/fixtures/h38c/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h38c/skills");
const rental = () => freshChats({ skillsDir: SKILLS });

describe("a tool the router picked on a thing the request names, which the skill's own procedure uses, does not keep the skill out", () => {
  // Before: the calendar search on «созвониться» alone (no verb of the calendar's said) kept the turn, though the gate chose
  // the rental's call procedure, whose steps cover the request and which declares the calendar among its own tools.
  for (const q of ["Хочу созвониться с клиентом, который перестал брать у нас машины, и понять, почему он ушёл"]) {
    it(`«${q}» → lost-renter-call`, async () => {
      const r = await (await rental())(q);
      expect(r.skill).toBe("lost-renter-call");
    });
  }
  // The person's own calendar asked for stays the calendar's.
  for (const q of ["Какие у меня созвоны на этой неделе?", "Когда у меня созвон с арендатором?"]) {
    it(`«${q}» stays the calendar`, async () => {
      const r = await (await rental())(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("clarify");
    });
  }
});

describe("a short request whose one thing every near skill's head names is asked about, not made into a file", () => {
  // Before: a new document made on «отчёт» alone (no verb of making said), though three report skills name it and the request
  // says nothing of which report: the question between them is the person's to answer.
  it("«отчёт по Садовой нужен» asks which report", async () => {
    const r = await (await rental())("отчёт по Садовой нужен");
    expect(r.outcome).toBe("clarify");
    expect(r.tools).toEqual([]);
  });
  // A question whether such a thing exists is still the documents' (no question between jobs).
  it("«есть отчёт по парку?» is still looked up in the documents", async () => {
    const r = await (await rental())("есть отчёт по парку?");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
  });
});

describe("a question about a thing two of the company's jobs name is asked about, whatever the web search the question rule turned on", () => {
  // Before: the documents search on «договор» alone, web search on from the question rule, though the rental's long-term
  // contract and the platform's contract review both name it and the question says nothing of which job.
  it("«Что там с договором для автобазы?» asks which job", async () => {
    const r = await (await rental())("Что там с договором для автобазы?");
    expect(r.outcome).toBe("clarify");
    expect(r.tools).toEqual([]);
  });
  // Where a thing is asked for is still the documents'.
  it("«Где договор с автобазой?» is still looked up in the documents", async () => {
    const r = await (await rental())("Где договор с автобазой?");
    expect(r.outcome).not.toBe("clarify");
  });
});
