import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, sseMessages, webApp } from "./helpers.ts";

const DOCS = resolve(import.meta.dir, "../../data/samples/docs");

describe("a tool's progress chip ends with the answer", () => {
  it("«Ищу в документах компании» shows while the documents search runs and is gone from the finished answer", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, DOCS);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    const messages = sseMessages(await (await p.post(`/c/${chatId}/messages`, form({ text: "найди в документах про такси" }))).text());
    expect(messages.join("\n")).toContain('class="chip running"');
    expect(messages.join("\n")).toContain("Ищу в документах компании");
    // The last message swaps the stored answer in: what stays on screen once the answer ended.
    const finished = messages.at(-1)!;
    expect(finished).toContain('class="card documents"');
    // The list of sections says what it is (a bare list read as a contradiction of a refusal beneath it).
    expect(finished).toMatch(/Где искал в документах \(\d+\)/);
    expect(finished).toContain("1 200 рублей");
    expect(finished).not.toContain("Ищу в документах компании");
    expect(finished).not.toContain('class="chip');
    const page = await (await p.get(`/c/${chatId}`)).text();
    expect(page).toContain("1 200 рублей");
    expect(page).not.toContain("Ищу в документах компании");
  });
});
