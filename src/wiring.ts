import { fileURLToPath } from "node:url";
import type { ChatModel, Embedder } from "./models/types.ts";
import { createHashEmbedder } from "./models/embedded/embedder.ts";
import { createEmbeddedRouter } from "./routing/embedded-router.ts";
import { createOllamaRouter } from "./routing/ollama-router.ts";
import { createToolRegistry } from "./tools/registry.ts";
import { createSkillLibrary } from "./skills/library.ts";
import { createRouterView } from "./skills/router-view.ts";
import type { RouteDeps } from "./conversation/route.ts";

/** The platform's own skill library, shipped with the product. */
export const PLATFORM_SKILLS_DIR = fileURLToPath(new URL("./skills/platform", import.meta.url));

/**
 * Router, tools and skills for one face. The skill gate always reads the weight-free library (its
 * thresholds were calibrated on that scale); with `routerEmbedder` (Ollama's), the router model is shown
 * the skills that embedder finds, so requests without the skill's own words still reach its list.
 */
export async function createRouteDeps(o: { chat: ChatModel | null; skillEmbedder?: Embedder; routerEmbedder?: Embedder; companySkillsDir?: string | null; log?: (line: string) => void; routerTimeoutMs?: number }): Promise<RouteDeps> {
  const embedder = o.skillEmbedder ?? createHashEmbedder();
  const skills = createSkillLibrary({ embedder, platformDir: PLATFORM_SKILLS_DIR, companyDir: o.companySkillsDir ?? undefined });
  await skills.ready();
  return {
    router: o.chat ? createOllamaRouter(o.chat, { timeoutMs: o.routerTimeoutMs }) : createEmbeddedRouter(createHashEmbedder()),
    tools: createToolRegistry(),
    skills,
    ...(o.routerEmbedder ? { routerView: createRouterView(skills, o.routerEmbedder, o.log) } : {}),
  };
}
