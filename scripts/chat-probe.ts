// Diagnostic: sends messages through the chat as the browser does and prints what is stored.
// bun scripts/chat-probe.ts "Сколько дней отпуска положено?" "что у меня завтра?"
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../src/seed.ts";
import { chatIdOf, form, person, sseMessages, webApp } from "../tests/web/helpers.ts";
const { app, services } = await webApp();
await seedSamples(services, resolve(import.meta.dir, "../data/samples/docs"));
seedToolSamples(services.config.dataDir, resolve(import.meta.dir, "../data/samples"));
const p = person(app);
for (const q of process.argv.slice(2)) {
  const id = chatIdOf(await (await p.post("/chats", undefined, false).then(() => p.get("/"))).text());
  const res = await p.post(`/c/${id}/messages`, form({ text: q }));
  const body = await res.text();
  const msgs = services.chats.messages(id);
  const a = msgs.at(-1)!;
  const dec = services.db.query("select outcome, reasons, guards, web_search, results from decisions order by id desc limit 1").get() as any;
  console.log(`\n### ${q}\nstatus=${a.status} outcome=${dec?.outcome} web=${dec?.web_search} guards=${dec?.guards} reasons=${dec?.reasons}\n${a.content.slice(0, 400)}\nerr=${a.meta.error ?? ""} sse-error=${/error/i.test(body) && /role="alert"/.test(body)}`);
}
