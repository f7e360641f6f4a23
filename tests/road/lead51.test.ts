import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 51, the lead's Chromium walk. An admin uploaded a pottery studio's staff rules with a pay table (.docx), the safety
// instruction (.pdf), classes and prices (.md), a stock-and-kiln memo (.txt) and a contacts table (.html) to an empty app
// (tests/fixtures/lead51); a new master's assistant asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead51/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("firing a pot is not a burn", () => {
  // «могу я обжечь свою чашку бесплатно» got the burn first aid («При ожоге место охлаждают…»): «обжечь» a thing is firing
  // it (Викисловарь «обжечь», 2: подвергнуть обжигу); the injury is the reflexive «обжечься» or a part of the body burnt.
  it("«могу я обжечь свою чашку бесплатно» gives the staff's free firing", async () => {
    const a = (await ask("могу я обжечь свою чашку бесплатно")).answer.content;
    expect(a).toContain("5 кг");
    expect(a).not.toContain("ожоге");
  });
  it("«ученик обжёгся об печь что делать» still gets the burn steps", async () => {
    expect((await ask("ученик обжёгся об печь что делать")).answer.content).toContain("прохладной водой");
  });
  it("«обжёг руку о печь» still gets the burn steps", async () => {
    expect((await ask("обжёг руку о печь")).answer.content).toContain("прохладной водой");
  });
});
