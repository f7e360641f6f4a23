import { afterAll, describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { ANSWER_RULES } from "../../src/answering/prompt.ts";
import { PARTIAL_LEAD, REFUSAL_LEAD } from "../../src/answering/state.ts";
import { createOllamaChat } from "../../src/models/ollama.ts";
import { startFakeOllama } from "../helpers/fake-ollama.ts";
import { HANDBOOK, kbOf } from "./helpers.ts";

/** A model that follows the prompt: it answers, refuses or answers partly by the question's words. */
const fake = startFakeOllama({
  chat: (body) => {
    const messages = body.messages as { role: string; content: string }[];
    const q = messages.at(-1)!.content;
    if (/бассейн/.test(q)) return { content: `${REFUSAL_LEAD} Обратитесь, пожалуйста: kadry@example.ru.` };
    if (/аэропорт/.test(q)) return { content: `${PARTIAL_LEAD} Возможно, относится к делу: такси после 22:00 компенсируется [1].` };
    return { content: "Положено 28 календарных дней в год [1]." };
  },
});
afterAll(() => fake.stop());

describe("answer states with Ollama, read from the model's words", async () => {
  const { deps } = await kbOf({ "handbook.md": HANDBOOK }, { chat: createOllamaChat({ host: fake.url, model: "qwen3:8b" }) });

  it("keeps the seed's rules in the prompt and tells the model the lead sentences of a refusal and a partial answer", async () => {
    await answerOnce("Сколько дней отпуска положено?", undefined, deps);
    const system = (fake.requests.filter((r) => r.path === "/api/chat").at(-1)!.body.messages as { content: string }[])[0].content;
    for (const rule of ANSWER_RULES) expect(system).toContain(rule);
    expect(system).toContain(REFUSAL_LEAD);
    expect(system).toContain(PARTIAL_LEAD);
  });

  it("counts an answer with facts and [n] as answered, with its citations", async () => {
    const r = await answerOnce("Сколько дней отпуска положено?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.citations.length).toBe(1);
  });

  it("counts the model's refusal as refused and keeps no citation", async () => {
    const r = await answerOnce("Сколько стоит бассейн для сотрудников по отпуску?", undefined, deps);
    expect(r.state).toBe("refused");
    expect(r.answered).toBe(false);
    expect(r.citations).toEqual([]);
  });

  it("counts the model's partial answer as partial, its passages not asserted as citations", async () => {
    const r = await answerOnce("Компенсируют ли такси в аэропорт?", undefined, deps);
    expect(r.state).toBe("partial");
    expect(r.citations).toEqual([]);
  });

  it("gives the model a follow-up together with its previous question", async () => {
    await answerOnce("а на учебный?", "Сколько дней отпуска положено?", deps);
    const user = (fake.requests.filter((r) => r.path === "/api/chat").at(-1)!.body.messages as { role: string; content: string }[]).at(-1)!.content;
    expect(user).toContain("Сколько дней отпуска положено?");
    expect(user).toContain("а на учебный?");
  });
});

describe("answers with Ollama in the English interface", async () => {
  const english = startFakeOllama({ chat: () => ({ content: "The company documents do not answer this question. Please ask: kadry@example.ru." }) });
  afterAll(() => english.stop());
  const { deps } = await kbOf({ "handbook.md": HANDBOOK }, { chat: createOllamaChat({ host: english.url, model: "qwen3:8b" }) });

  it("asks the model for an English answer with the English lead sentences, and reads its English refusal as refused", async () => {
    const r = await answerOnce("Сколько стоит бассейн для сотрудников?", undefined, { ...deps, lang: "en" });
    const system = (english.requests.filter((q) => q.path === "/api/chat").at(-1)!.body.messages as { content: string }[])[0].content;
    expect(system).not.toContain("Отвечай по-русски");
    expect(system).toContain("The company documents do not answer this question.");
    expect(r.state).toBe("refused");
  });

  it("says in English that document search is down when the embedder fails", async () => {
    const broken = { ...deps, lang: "en" as const, chat: null, kb: { ...deps.kb, search: async () => { throw new Error("embedder gone"); } } };
    const r = await answerOnce("How many vacation days?", undefined, broken as never);
    expect(r.answer).toStartWith("Document search is unavailable right now");
    expect(r.state).toBe("refused");
  });
});
