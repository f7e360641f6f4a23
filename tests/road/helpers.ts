import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, fakeFace, form, newChatId, person, webApp } from "../web/helpers.ts";

export const SAMPLES = resolve(import.meta.dir, "../../data/samples");

/** Sends each message in a fresh chat as the browser does; returns the stored answer and its decision. */
export async function everyday() {
  const { app, services } = await webApp();
  await seedSamples(services, `${SAMPLES}/docs`);
  seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  await p.get("/");
  return async (text: string) => {
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    const d = services.decisions.get(answer.meta.decisionId as number)!;
    const cards = (answer.meta.tools as { tool: string; result: Record<string, unknown> }[] | undefined) ?? [];
    return { answer, outcome: d.outcome as string, tools: cards.map((c) => c.tool), cards, skill: (services.db.query("SELECT skill FROM chats WHERE id = ?").get(chatId) as { skill: string | null } | null)?.skill ?? null };
  };
}

/** One chat over the sample documents (tool samples on request): send a message as the browser does, get the stored answer and its decision. */
export async function oneChat(o: { tools?: boolean } = {}) {
  const { app, services } = await webApp();
  await seedSamples(services, `${SAMPLES}/docs`);
  if (o.tools) seedToolSamples(services.config.dataDir, SAMPLES);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get("/")).text());
  return async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    // `stored()` reads the answer again, as a reload would (a later turn may mark its draft decided).
    return { m, d: services.decisions.get(m.meta.decisionId as number)!, stored: () => services.chats.message(m.id)! };
  };
}


/**
 * The sample documents and a pilot set's company skills, as an admin would have set them up: each message
 * is sent in a fresh chat as the browser does; returns the stored answer, its decision and the chat's skill.
 */
export async function companyChat(set: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "company-"));
  cpSync(resolve(import.meta.dir, `../fixtures/pilot/${set}/skills`), join(dataDir, "skills"), { recursive: true });
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), { face: fakeFace(null), log: () => {} });
  await seedSamples(services, `${SAMPLES}/docs`);
  const p = person(createApp(services));
  await p.get("/");
  return async (text: string) => {
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    const d = services.decisions.get(answer.meta.decisionId as number)!;
    const skill = (services.db.query("SELECT skill FROM chats WHERE id = ?").get(chatId) as { skill: string | null } | null)?.skill ?? null;
    return { answer, d, skill };
  };
}
