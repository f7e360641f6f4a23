// Diagnostic: questions sent through the chat turn over a folder of documents, as the browser sends them; prints the
// decision (outcome, tools, skill, reasons) and the stored answer. bun scripts/road-probe.ts <docs dir> "q1" ["q2"…]
// A question starting with "+" continues the previous one's chat.
import { freshChats, sameChat } from "../tests/road/helpers.ts";
const [docs, ...qs] = process.argv.slice(2);
const fresh = await freshChats({ docs });
let chat: Awaited<ReturnType<typeof sameChat>> | null = null;
for (const q of qs) {
  if (q.startsWith("+") && chat) {
    const { m, d } = await chat(q.slice(1).trim());
    console.log(`## + ${q.slice(1).trim()}\n  outcome=${d.outcome} reasons=${JSON.stringify((d as any).reasons ?? "").slice(0, 400)}\n  ${m.content.replace(/\n/g, "\n  ")}\n`);
    continue;
  }
  chat = await sameChat({ docs });
  const { m, d } = await chat(q);
  console.log(`## ${q}\n  outcome=${d.outcome} tools=${JSON.stringify((m.meta as any).tools?.map((t: any) => t.tool) ?? [])} reasons=${JSON.stringify((d as any).reasons ?? "").slice(0, 600)}\n  ${m.content.replace(/\n/g, "\n  ")}\n`);
}
void fresh;
