// Diagnostic: one chat, messages in order, as the browser sends them; prints each decision and answer.
// MSGS separated by "||": bun scripts/seq-probe.ts "что у меня завтра?||а в пятницу?"   [DOCS=dir adds a folder's documents] [ONLY=1] [LANG=en]
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../src/seed.ts";
import { form, newChatId, person, webApp } from "../tests/web/helpers.ts";
const { app, services } = await webApp();
// ONLY=1 with DOCS: the company's own documents alone, as after «Удалить примеры» (no sample mail, calendar or metrics).
if (!process.env.ONLY) {
  await seedSamples(services, resolve(import.meta.dir, "../data/samples/docs"));
  seedToolSamples(services.config.dataDir, resolve(import.meta.dir, "../data/samples"));
}
if (process.env.DOCS) await seedSamples(services, resolve(process.env.DOCS));
const p = person(app);
const id = await newChatId(p);
const lang = process.env.LANG2 === "en" ? "?lang=en" : "";
for (const q of process.argv.slice(2).join("||").split("||")) {
  await (await p.post(`/c/${id}/messages${lang}`, form({ text: q.trim() }))).text();
  const a = services.chats.messages(id).at(-1)!;
  const dec = services.db.query("select outcome, reasons, web_search from decisions order by id desc limit 1").get() as any;
  console.log(`\n### ${q.trim()}\n[${dec?.outcome}] ${String(dec?.reasons).slice(0, Number(process.env.R ?? 300))}\n${a.content.slice(0, Number(process.env.N ?? 500))}`);
}
