import { afterEach, describe, expect, it } from "bun:test";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama.ts";
import { loadConfig } from "../../src/config.ts";
import { chooseFace, type Face } from "../../src/faces.ts";
import { createServices } from "../../src/services.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { tempDataDir } from "../helpers/app.ts";
import { collect } from "../conversation/helpers.ts";

let fake: FakeOllama | null = null;
afterEach(() => fake?.stop());

type Msg = { role: string; content: string };

/** The model's side of a calorie conversation: one question, then the total from what the person said. */
function model(body: Record<string, unknown>) {
  if (body.tools) return { toolCalls: [{ name: "use_skill", arguments: { skill: "calories" } }] };
  const msgs = body.messages as Msg[];
  const asked = msgs.some((m) => m.role === "assistant" && m.content.includes("Сколько граммов"));
  return asked ? { content: `Итого: борщ ${msgs.at(-1)!.content} — около 196 ккал.` } : { content: "Сколько граммов борща вы съели?" };
}

describe("a skill conversation conducted by the model (Ollama face, fake server)", () => {
  it("loads the procedure as the system prompt and lets the model ask and answer over turns", async () => {
    fake = startFakeOllama({ models: ["qwen3-embedding:0.6b", "qwen3:8b"], chat: model });
    const config = loadConfig({ DATA_DIR: tempDataDir(), OLLAMA_HOST: fake.url, CHAT_MODEL: "qwen3:8b", EMBED_MODEL: "qwen3-embedding:0.6b" });
    const face: Face = await chooseFace(config, undefined, { recheckMs: 60_000, retryAfterMs: 60_000 });
    (face as { embedder: Face["embedder"] }).embedder = createHashEmbedder();
    const s = await createServices(config, { face, log: () => {} });
    const chat = s.chats.create("u1");
    const turn = (text: string) => collect(s.conversation.turn(s.chats.get(chat.id, "u1")!, text));

    const first = await turn("Посчитай калории моего обеда: борщ");
    expect(first.decision?.skill).toBe("calories");
    expect(first.text).toBe("Сколько граммов борща вы съели?");
    const second = await turn("400 г");
    expect(second.decision?.rule).toBe("interview_continuation");
    expect(second.text).toBe("Итого: борщ 400 г — около 196 ккал.");

    // A chat with no messages is the app loading the model (Ollama's own load request), not an answer.
    const answers = fake.requests.filter((r) => r.path === "/api/chat" && !r.body.tools && (r.body.messages as Msg[]).length > 0).map((r) => r.body.messages as Msg[]);
    expect(answers).toHaveLength(2);
    for (const msgs of answers) {
      // The person's message reaches the model once, not once as history and again as the question.
      expect(msgs.filter((m) => m.role === "user" && m.content === msgs.at(-1)!.content)).toHaveLength(1);
      expect(msgs[0].role).toBe("system");
      expect(msgs[0].content).toContain("Процедура:\n1. Выясни, что именно съедено");
    }
    expect(answers[1].map((m) => m.content)).toEqual(expect.arrayContaining(["Сколько граммов борща вы съели?", "400 г"]));
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("calories");
  });
});
