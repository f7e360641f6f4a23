import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { chooseFace, type Face, type FaceOptions } from "../../src/faces.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { startFakeOllama, type FakeOllama, type FakeOllamaOptions } from "../helpers/fake-ollama.ts";
import { tempDataDir } from "../helpers/app.ts";
import { collect } from "../conversation/helpers.ts";

export const CHAT = "qwen3.6:35b-a3b";
export const EMBED = "qwen3-embedding:0.6b";
/** The default chat model as Ollama reports it: the qwen35moe family, which Ollama runs one request at a time. */
export const MODELS = [{ name: CHAT, family: "qwen35moe" }, { name: EMBED, family: "qwen3" }];
const SAMPLES = join(import.meta.dir, "../../data/samples");

let fakes: FakeOllama[] = [];
let faces: Face[] = [];
export const fake = (o: FakeOllamaOptions = {}) => { const f = startFakeOllama({ models: MODELS, ...o }); fakes.push(f); return f; };
export const cleanup = () => { fakes.forEach((f) => f.stop()); faces.forEach((f) => f.stop?.()); fakes = []; faces = []; };

/**
 * The app over the sample docs, OLLAMA_HOST naming every fake started (unless `env` says otherwise), and tool data, its face chosen by chooseFace against the fake(s) exactly as at
 * start; `hashEmbedder` keeps retrieval meaningful (the fake's vectors are noise).
 */
export async function app(env: Record<string, string>, o: FaceOptions & { hashEmbedder?: boolean } = {}) {
  const dir = tempDataDir();
  seedToolSamples(dir, SAMPLES);
  const logs: string[] = [];
  const config = loadConfig({ DATA_DIR: dir, CHAT_MODEL: CHAT, EMBED_MODEL: EMBED, OLLAMA_HOST: fakes.map((f) => f.url).join(","), ...env });
  const face = await chooseFace(config, undefined, { recheckMs: 60_000, retryAfterMs: 60_000, log: (l) => logs.push(l), ...o });
  faces.push(face);
  await face.warmed;
  if (o.hashEmbedder !== false) (face as { embedder: Face["embedder"] }).embedder = createHashEmbedder();
  const s = await createServices(config, { face, log: (l) => logs.push(l) });
  await seedSamples(s, join(SAMPLES, "docs"));
  const chat = s.chats.create("u1");
  const turn = (text: string, signal?: AbortSignal) => collect(s.conversation.turn(s.chats.get(chat.id, "u1")!, text, { signal }));
  return { s, face, chat, logs, turn };
}
