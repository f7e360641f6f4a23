import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 41, helper A: skill entry that generalises (issue 16), through the chat turn, on a water park's own four skills
// (tests/fixtures/h41a/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h41a/skills");
const waterPark = () => freshChats({ skillsDir: SKILLS });

describe("an incident told with work asked for it is written up", () => {
  // Before: the incident-note skill was chosen, then set aside for the safety rules because an emergency was told; the person
  // asked for it to be written up («Запиши…»), which only IMPERATIVE_MAKE's list of making verbs recognised.
  it("«…сработала пожарная тревога, всех вывели на парковку. Запиши случившееся для директора» enters the incident note", async () => {
    const r = await (await waterPark())("Во время вечерней дискотеки у бассейна сработала пожарная тревога, всех вывели на парковку. Запиши случившееся для директора");
    expect(r.skill).toBe("incident-note");
  });
  // The same incident with what to do asked stays the safety rules' (no skill's work is asked for).
  it("«…сработала пожарная тревога, всех вывели на парковку, что делать?» enters no skill", async () => {
    const r = await (await waterPark())("Во время вечерней дискотеки у бассейна сработала пожарная тревога, всех вывели на парковку, что делать?");
    expect(r.skill).toBeNull();
  });
});
