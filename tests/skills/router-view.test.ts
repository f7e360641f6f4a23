import { describe, expect, it } from "bun:test";
import type { Embedder } from "../../src/models/types.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { createSkillLibrary } from "../../src/skills/library.ts";
import { createRouterView } from "../../src/skills/router-view.ts";
import { createToolRegistry } from "../../src/tools/registry.ts";
import { routeMessage, type RouteDeps } from "../../src/conversation/route.ts";
import type { RouterContext } from "../../src/routing/router-model.ts";
import { PLATFORM_DIR, skill } from "./helpers.ts";

/** A stand-in for a semantic model: texts about an outage, in any words, land on one axis. */
function meaningEmbedder(): Embedder & { calls: number } {
  const outage = /постмортем|инцидент|лежал|упал|не открывался|outage/i;
  const e = {
    id: "meaning-test", dims: 2, calls: 0,
    async embed(texts: string[]) {
      e.calls++;
      return texts.map((t) => Float32Array.from(outage.test(t) ? [1, 0] : [0, 1]));
    },
  };
  return e;
}

const POSTMORTEM = skill("postmortem", "Разобрать прошедший инцидент и оформить постмортем", { name: "Постмортем инцидента" });
const state = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };

describe("the router's view of the skill library", () => {
  const library = () => createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_DIR, extra: [{ ...POSTMORTEM }] });

  it("shows the router a skill its embedder relates to a request that shares none of the skill's words", async () => {
    const lib = library();
    const message = "Вчера два часа биллинг не открывался у клиентов, надо понять почему";
    const gateList = await lib.shortlist(message);
    expect(gateList.candidates.findIndex((c) => c.skill.id === "postmortem")).not.toBe(0);
    const seen = await createRouterView(lib, meaningEmbedder()).shortlist(message);
    expect(seen![0].skill.id).toBe("postmortem");
    expect(seen!.length).toBe(15);
  });

  it("follows the library: a disabled skill leaves the view and comes back when enabled", async () => {
    const lib = library();
    const view = createRouterView(lib, meaningEmbedder());
    lib.setEnabled("postmortem", false);
    expect((await view.shortlist("лежал биллинг"))!.map((c) => c.skill.id)).not.toContain("postmortem");
    lib.setEnabled("postmortem", true);
    expect((await view.shortlist("лежал биллинг"))![0].skill.id).toBe("postmortem");
  });

  it("embeds each skill once, and again only when its text changes", async () => {
    const lib = library();
    const e = meaningEmbedder();
    const view = createRouterView(lib, e);
    await view.shortlist("лежал биллинг");
    await view.shortlist("упал сервер");
    expect(e.calls).toBe(3); // skills once, then one query per message
    lib.add({ ...POSTMORTEM, description: "Оформить постмортем после инцидента" });
    await view.shortlist("упал сервер");
    expect(e.calls).toBe(5);
  });

  it("says once that the embedder is down, not on every message, and again after it came back and fell", async () => {
    const lib = library();
    let up = false;
    const flaky: Embedder = { id: "flaky", dims: 2, embed: async (t) => { if (!up) throw new Error("connection refused"); return t.map(() => Float32Array.from([1, 0])); } };
    const said: string[] = [];
    const view = createRouterView(lib, flaky, (m) => said.push(m));
    expect(await view.shortlist("a")).toBeNull();
    expect(await view.shortlist("b")).toBeNull();
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("connection refused");
    up = true;
    expect(await view.shortlist("c")).not.toBeNull();
    up = false;
    await view.shortlist("d");
    expect(said).toHaveLength(2);
  });

  it("is what the router model is shown, and the gate's shortlist is shown when the embedder fails", async () => {
    const lib = library();
    const shown: string[][] = [];
    const router = { route: async (ctx: RouterContext) => { shown.push(ctx.skills.map((s) => s.id)); return { calls: [], raw: "" }; } };
    const message = "Вчера два часа биллинг не открывался у клиентов, надо понять почему";
    const deps: RouteDeps = { router, tools: createToolRegistry(), skills: lib, routerView: createRouterView(lib, meaningEmbedder()) };
    await routeMessage({ state, history: [], message }, deps);
    expect(shown[0][0]).toBe("postmortem");
    const down: Embedder = { id: "down", dims: 2, embed: async () => { throw new Error("Ollama is not reachable"); } };
    await routeMessage({ state, history: [], message }, { ...deps, routerView: createRouterView(lib, down) });
    const gateIds = (await lib.shortlist(message)).candidates.filter((c) => c.skill.autoSwitch).map((c) => c.skill.id);
    expect(shown[1]).toEqual(gateIds);
  });
});
