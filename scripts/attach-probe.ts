// Diagnostic: one chat with a file attached first, then messages in order ("||"), as the browser sends them.
// bun scripts/attach-probe.ts <docs dir> <file to attach> "вопрос||вопрос"
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { seedSamples } from "../src/seed.ts";
import { form, newChatId, person, webApp } from "../tests/web/helpers.ts";
const [docs, attached, ...rest] = process.argv.slice(2);
const { app, services } = await webApp();
await seedSamples(services, resolve(docs!));
const p = person(app);
const id = await newChatId(p);
const file = new File([readFileSync(attached!, "utf8")], basename(attached!), { type: "text/plain" });
await (await p.post(`/c/${id}/messages`, form({ text: "", file }))).text();
for (const q of rest.join("||").split("||")) {
  await (await p.post(`/c/${id}/messages`, form({ text: q.trim() }))).text();
  const dec = services.db.query("select outcome, reasons from decisions order by id desc limit 1").get() as { outcome: string; reasons: string } | null;
  console.log(`\n### ${q.trim()}\n[${dec?.outcome}] ${String(dec?.reasons).slice(0, 300)}\n${services.chats.messages(id).at(-1)!.content.slice(0, Number(process.env.N ?? 600))}`);
}
