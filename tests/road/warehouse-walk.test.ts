import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { tempDataDir, testApp } from "../helpers/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { say } from "../conversation/helpers.ts";

// A walker's own documents (a warehouse and delivery company, tests/fixtures/pilot/warehouse) and what they typed.
const DOCS = join(import.meta.dir, "../fixtures/pilot/warehouse/docs");

async function warehouse() {
  const dir = tempDataDir();
  seedToolSamples(dir, join(import.meta.dir, "../../data/samples"));
  const { services: s } = await testApp({}, dir);
  await seedSamples(s, DOCS);
  const chat = s.chats.create("u1", "t");
  return { s, send: (text: string) => say(s, chat.id, text), skill: () => s.chats.get(chat.id, "u1")!.skill };
}

describe("a warehouse employee's company matters inside a skill", () => {
  it("«штраф за опоздание» inside the health interview is answered from the documents, the skill kept", async () => {
    const w = await warehouse();
    await w.send("у меня спина болит после смен");
    expect(w.skill()).toBe("health");
    const r = await w.send("штраф за опоздание");
    expect(r.decision?.outcome).toBe("text");
    expect(r.text).toMatch(/\[1\]/);
    expect(w.skill()).toBe("health");
  });
});

describe("a thing named in a few words is looked up, not made a skill's job", () => {
  it("«испытательный срок курьера» is answered: «1 месяц»", async () => {
    const w = await warehouse();
    const r = await w.send("испытательный срок курьера");
    expect(w.skill()).toBeNull();
    expect(r.text).toContain("1 месяц");
  });
});

describe("a question a guard left with nothing to run goes to the documents", () => {
  it("«как стать водителем погрузчика» gets the training section, not «вы не просили написать пост»", async () => {
    const w = await warehouse();
    const r = await w.send("как стать водителем погрузчика");
    expect(r.text).not.toContain("не просили написать пост");
    expect(r.text).toMatch(/водителя погрузчика[^.]*\[1\]/);
  });
});
