import { fileURLToPath } from "node:url";
import type { ChatModel, Embedder } from "./models/types.ts";
import { createHashEmbedder } from "./models/embedded/embedder.ts";
import { createEmbeddedRouter } from "./routing/embedded-router.ts";
import { createOllamaRouter } from "./routing/ollama-router.ts";
import { createToolRegistry } from "./tools/registry.ts";
import { createSkillLibrary } from "./skills/library.ts";
import type { RouteDeps } from "./conversation/route.ts";

/** The platform's own skill library, shipped with the product. */
export const PLATFORM_SKILLS_DIR = fileURLToPath(new URL("./skills/platform", import.meta.url));

/**
 * Router, tools and skills for one face. The skill library is always searched with the weight-free
 * embedder unless an Ollama embedder is given: its thresholds were calibrated on that scale.
 */
export async function createRouteDeps(o: { chat: ChatModel | null; skillEmbedder?: Embedder; companySkillsDir?: string | null }): Promise<RouteDeps> {
  const embedder = o.skillEmbedder ?? createHashEmbedder();
  const skills = createSkillLibrary({ embedder, platformDir: PLATFORM_SKILLS_DIR, companyDir: o.companySkillsDir ?? undefined });
  await skills.ready();
  return {
    router: o.chat ? createOllamaRouter(o.chat) : createEmbeddedRouter(createHashEmbedder()),
    tools: createToolRegistry(),
    skills,
  };
}
