import { afterEach, describe, expect, it } from "bun:test";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama.ts";
import { createOllamaChat } from "../../src/models/ollama.ts";
import { createOllamaRouter } from "../../src/routing/ollama-router.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { routeMessage, type RouteDeps } from "../../src/conversation/route.ts";
import { TOOL_IDS } from "../../src/tools/ids.ts";
import type { RouterState } from "../../src/routing/types.ts";

const TENDER = {
  id: "tender-docs", name: "Тендерная документация", description: "Собрать пакет документов для участия в тендере",
  procedure: "1. Выясни, какой тендер и сроки подачи.\n2. Составь перечень документов.\n3. Подготовь опись пакета.",
  tools: ["document_create"], prefetch: 0, autoSwitch: true, source: "company" as const, enabled: true,
};
const state = (skill: string | null): RouterState => ({ skill, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false });

let fake: FakeOllama | null = null;
afterEach(() => fake?.stop());

async function deps(): Promise<RouteDeps> {
  // The model proposes the skill's own tool straight away, without loading the skill's procedure.
  fake = startFakeOllama({ models: ["qwen3.6:35b-a3b"], chat: { toolCalls: [{ name: "document_create", arguments: { title: "Опись", content: "…" } }] } });
  const skills = createSkillLibrary({ embedder: createHashEmbedder(), extra: [TENDER] });
  return {
    router: createOllamaRouter(createOllamaChat({ host: fake.url, model: "qwen3.6:35b-a3b" })),
    tools: createToolRegistry(),
    skills,
    // document_create belongs to the tender skill here, not to the agent.
    agentTools: TOOL_IDS.filter((t) => t !== "document_create"),
  };
}

describe("procedure before tools", () => {
  it("refuses a skill's own tool that the model calls before the skill is loaded", async () => {
    const d = await routeMessage({ state: state(null), history: [], message: "сделай опись документов для тендера" }, await deps());
    expect(d.tools.map((t) => t.name)).not.toContain("document_create");
    expect(d.modelRaw ?? "").toMatch(/unknown tool|document_create/);
    const offered = (fake!.requests.find((r) => r.path === "/api/chat")!.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(offered).not.toContain("document_create");
    expect(offered).toContain("use_skill");
  });

  it("offers and runs the skill's tool once the skill is loaded", async () => {
    const d = await routeMessage({ state: state("tender-docs"), history: [], message: "сделай опись документов для тендера" }, await deps());
    expect(d.outcome).toBe("tool");
    expect(d.tools.map((t) => t.name)).toEqual(["document_create"]);
  });
});
