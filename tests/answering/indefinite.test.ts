import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { isStopword } from "../../src/text/tokens.ts";
import { freshChats } from "../road/helpers.ts";

// «что-то», «какая-нибудь», «кое-что» are function words like «что», «какая»: never the thing the documents
// must mention (walk 10: «я сдаю кровь, что-то положено?» was «partial» for «что-то»).
describe("indefinite pronouns", () => {
  it("are function words; hyphenated compounds of content words are not", () => {
    for (const w of ["что-то", "кто-нибудь", "где-либо", "кое-что", "какая-то", "какие-нибудь", "почему-то"]) expect(isStopword(w)).toBe(true);
    for (const w of ["северо-запад", "интернет-магазин", "ит-отдел", "анти-спид"]) expect(isStopword(w)).toBe(false);
  });
});

const chat = (docs: string) => freshChats({ docs });

describe("a yes/no question with an indefinite pronoun, in the chat", () => {
  it("«я сдаю кровь, что-то положено?» is answered with the donor days and their citation", async () => {
    const send = await chat(resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs"));
    const { answer } = await send("я сдаю кровь, что-то положено?");
    expect(answer.content).toContain("2 дня");
    expect(answer.content).toMatch(/\[1\]/);
  });

  it("«у компании есть какая-то программа помощи с ипотекой?» is a question for the documents, not a choice between skills", async () => {
    const send = await chat(resolve(import.meta.dir, "../fixtures/pilot/heldout-pharmacy/docs"));
    const { d, answer } = await send("у компании есть какая-то программа помощи с ипотекой?");
    expect(d.outcome).not.toBe("clarify");
    expect(answer.content).toMatch(/нет точного ответа|нет ответа/);
  });
});
