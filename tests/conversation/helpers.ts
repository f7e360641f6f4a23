import { tempDataDir, testApp } from "../helpers/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import type { TurnEvent } from "../../src/conversation/events.ts";
import type { Services } from "../../src/services.ts";
import { join } from "node:path";

const REPO_SAMPLES = join(import.meta.dir, "../../data/samples");

/** Services over a fresh DATA_DIR with the sample documents and tool data, as a newcomer gets them. */
export async function sampleServices(env: Record<string, string> = {}, dir = tempDataDir()) {
  seedToolSamples(dir, REPO_SAMPLES);
  const t = await testApp(env, dir);
  await seedSamples(t.services, join(REPO_SAMPLES, "docs"));
  return { ...t, dir };
}

/** Runs a turn to its end and returns its events with the answer text joined. */
export async function collect(events: AsyncIterable<TurnEvent>) {
  const all: TurnEvent[] = [];
  for await (const ev of events) all.push(ev);
  const text = all.flatMap((e) => (e.type === "token" ? [e.text] : [])).join("");
  const decision = all.find((e) => e.type === "decision");
  return { all, text, decision: decision?.type === "decision" ? decision.decision : null };
}

/** Sends a message in a chat of user u1 and collects the turn. */
export async function say(s: Services, chatId: string, text: string) {
  return collect(s.conversation.turn(s.chats.get(chatId, "u1")!, text));
}
