import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 24 (helper h24d): skill entry, issue 16. Through the chat as the browser posts it.

// Clinic c32 «Plan a marketing campaign for our annual check-up program — audience, channels and ad copy» ran the ad revenue
// on «ad», then (session 23) asked between the platform's product launch and the clinic's own campaign: the gate chose the
// campaign for its head's rarer words, and a rival rule written for two skills with English heads of their own undid it.
describe("an English request for a company's own campaign enters that skill", () => {
  const cases = [
    "Plan a marketing campaign for our annual check-up program — audience, channels and ad copy.",
    "We need a marketing campaign for our annual check-up program with a budget, channels and ad copy",
    "Help me plan a marketing campaign for the check-up program: who the audience is, which channels, the ad texts",
    "Draft a marketing campaign for the check-up program — target audience, channels, budget and ad texts",
  ];
  for (const q of cases) {
    it(`«${q}» enters the clinic's check-up campaign, not the ad revenue nor a question`, async () => {
      const r = await (await freshChats({ skillsOf: "clinic", lang: "en" }))(q);
      expect(r.tools).not.toContain("ad_revenue");
      expect(r.outcome).toBe("skill");
      expect(r.skill).toBe("medline-checkup-campaign");
    });
  }
  // The ad figures asked for keep their tool.
  it("«how much did we earn from ads last month?» still reads the ad revenue", async () => {
    const r = await (await freshChats({ tools: true, skillsOf: "clinic", lang: "en" }))("how much did we earn from ads last month?");
    expect(r.skill).toBeNull();
    expect(r.tools).toContain("ad_revenue");
  });
});

// Walk 22b: negotiation's English head said «a salary raise» only; «pay rise» is the British wording of the same thing.
describe("a pay rise is negotiation preparation", () => {
  it("«I want a pay rise, how do I prepare for the talk with my manager?» (en UI) enters negotiation preparation", async () => {
    const r = await (await freshChats({ tools: true, lang: "en" }))("I want a pay rise, how do I prepare for the talk with my manager?");
    expect(r.skill).toBe("negotiation-prep");
  });
});
