import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { AssistantMessage } from "../../views/chat/messages.tsx";
import { strings } from "../../src/web/i18n.ts";
import { seedSamples } from "../../src/seed.ts";
import { readRendered } from "../../src/evaluation/chat-road.ts";
import { chatIdOf, form, person, scriptedModel, sseMessages, webApp } from "./helpers.ts";

const DOCS = resolve(import.meta.dir, "../../data/samples/docs");
const cite = (n: number, docName: string) => ({ n, docName, headingPath: ["Раздел"], page: null, text: `фрагмент ${n}`, chunkId: 100 + n });

/** What a reader sees: the [n] in the text, the numbers of the listed sources, and the count in the summary. */
function seen(html: string) {
  const { shown, links, sources } = readRendered(html);
  const count = Number(/<summary>[^<(]*\((\d+)\)<\/summary>/.exec(html)?.[1] ?? 0);
  return { cited: [...shown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])), links, sources, count };
}

describe("the [n] of an answer and the sources under it agree", () => {
  it("an answer citing only fragment 2 reads [1], lists one source numbered 1, and its link opens fragment 2", () => {
    for (const lang of ["en", "ru"] as const) {
      const m = { id: 7, chatId: "c", role: "assistant" as const, content: "Work starts at 9:30 [2]. Lunch is 45 minutes [2].", meta: { citations: [cite(2, "handbook.md")] }, status: "done" as const, createdAt: 0 };
      const html = AssistantMessage({ m, chatId: "c", t: strings(lang), docIdOf: () => null }) as string;
      expect(seen(html)).toEqual({ cited: [1, 1], links: [1, 1], sources: [1], count: 1 });
      expect(html).toContain('hx-get="/c/c/m/7/cite/2"');
      expect(html).not.toContain("[2]");
    }
  });

  it("two sources cited out of retrieval order are numbered in the order the text uses them", () => {
    const m = { id: 8, chatId: "c", role: "assistant" as const, content: "A [3], b [1], a again [3].", meta: { citations: [cite(3, "a.md"), cite(1, "b.md")] }, status: "done" as const, createdAt: 0 };
    const html = AssistantMessage({ m, chatId: "c", t: strings("en"), docIdOf: () => null }) as string;
    expect(seen(html)).toEqual({ cited: [1, 2, 1], links: [1, 2, 1], sources: [1, 2], count: 2 });
    expect(/<li value="1"><a[^>]*cite\/3"[^>]*>a\.md/.test(html)).toBe(true);
  });

  it("in the English UI a streamed answer that cites its second fragment ends with [1] and «Sources (1)», and the panel opens that fragment", async () => {
    const { app, services } = await webApp({ chat: scriptedModel(() => "Каждому сотруднику положено 28 календарных дней отпуска в год [2].") });
    await seedSamples(services, DOCS);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/?lang=en")).text());
    const finished = sseMessages(await (await p.post(`/c/${chatId}/messages`, form({ text: "Сколько дней отпуска в год положено?" }))).text()).at(-1)!;
    expect(finished).toContain("Sources (1)");
    expect(seen(finished)).toEqual({ cited: [1], links: [1], sources: [1], count: 1 });
    const panelHref = /<a class="cite"[^>]*hx-get="([^"]+)"/.exec(finished)![1];
    const stored = services.chats.messages(chatId).at(-1)!;
    expect(stored.content).toContain("[2]"); // stored as the model wrote it; only the drawing numbers what it shows
    const c2 = (stored.meta.citations as { n: number; text: string }[]).find((c) => c.n === 2)!;
    const panel = await (await p.get(panelHref)).text();
    expect(panel).toContain(c2.text.slice(0, 40).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;"));
  });
});
