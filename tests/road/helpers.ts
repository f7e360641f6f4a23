import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { chatIdOf, fakeFace, form, newChatId, person, webApp } from "../web/helpers.ts";

export const SAMPLES = resolve(import.meta.dir, "../../data/samples");

/** How an admin set the app up: documents (the samples unless given), the tools' sample data, a pilot set's company skills. */
export interface SetUp {
  docs?: string;
  tools?: boolean;
  skillsOf?: string;
  /** A folder of company skills as an admin wrote them (instead of a pilot set's). */
  skillsDir?: string;
  /** The interface language the person chose (the cookie `/?lang=` sets). */
  lang?: "ru" | "en";
}

async function setUp(o: SetUp) {
  const dataDir = mkdtempSync(join(tmpdir(), "road-"));
  const skills = o.skillsDir ?? (o.skillsOf && resolve(import.meta.dir, `../fixtures/pilot/${o.skillsOf}/skills`));
  if (skills) cpSync(skills, join(dataDir, "skills"), { recursive: true });
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), { face: fakeFace(null), log: () => {} });
  await seedSamples(services, o.docs ?? `${SAMPLES}/docs`);
  if (o.tools) seedToolSamples(services.config.dataDir, SAMPLES);
  return { app: createApp(services), services };
}

/**
 * Sends each message in a fresh chat as the browser does; returns the stored answer, its decision, the tool
 * cards and the skill the chat is left in.
 */
export async function freshChats(o: SetUp = {}) {
  const { app, services } = await setUp(o);
  const p = person(app);
  await p.get(o.lang ? `/?lang=${o.lang}` : "/");
  return async (text: string) => {
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    const d = services.decisions.get(answer.meta.decisionId as number)!;
    const cards = (answer.meta.tools as { tool: string; result: Record<string, unknown> }[] | undefined) ?? [];
    const skill = (services.db.query("SELECT skill FROM chats WHERE id = ?").get(chatId) as { skill: string | null } | null)?.skill ?? null;
    return { answer, d, outcome: d.outcome as string, tools: cards.map((c) => c.tool), cards, skill };
  };
}

/** One chat: send a message as the browser does, get the stored answer and its decision (`chatId` for the chat's own state). */
export async function sameChat(o: SetUp = {}) {
  const { app, services } = await setUp(o);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get(o.lang ? `/?lang=${o.lang}` : "/")).text());
  const send = async (text: string) => {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const m = services.chats.messages(chatId).at(-1)!;
    // `stored()` reads the answer again, as a reload would (a later turn may mark its draft decided).
    return { m, d: services.decisions.get(m.meta.decisionId as number)!, stored: () => services.chats.message(m.id)! };
  };
  // `page()` is the chat as a reload draws it.
  return Object.assign(send, { chatId, services, page: async () => (await p.get(`/c/${chatId}`)).text() });
}

/** Each message in a fresh chat over the samples with the tools' sample data. */
export const everyday = () => freshChats({ tools: true });

/** One chat over the sample documents (tool samples on request). */
export const oneChat = (o: { tools?: boolean } = {}) => sameChat(o);

/** Fresh chats over the samples with a pilot set's company skills, as an admin would have set them up. */
export const companyChat = (set: string) => freshChats({ skillsOf: set });

/**
 * One chat over a folder of documents with the person's own file attached first (none when `file` is null), as the
 * browser sends it: each message's stored answer.
 */
export async function chatWithFile(docs: string, file: string | null) {
  const { app, services } = await webApp();
  await seedSamples(services, docs);
  const p = person(app);
  const id = await newChatId(p);
  if (file) await (await p.post(`/c/${id}/messages`, form({ text: "", file: new File([readFileSync(file, "utf8")], basename(file), { type: "text/plain" }) }))).text();
  return async (text: string) => {
    await (await p.post(`/c/${id}/messages`, form({ text }))).text();
    return services.chats.messages(id).at(-1)!.content;
  };
}

/** A temp folder holding the sample documents and the given files, as an admin who uploaded them beside the samples has. */
export function samplesWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "docs-"));
  cpSync(`${SAMPLES}/docs`, dir, { recursive: true });
  for (const f of files) cpSync(f, join(dir, basename(f)));
  return dir;
}
