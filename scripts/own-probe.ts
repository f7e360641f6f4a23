// Diagnostic: one chat with a file attached first, then messages in order; prints each decision and answer.
// bun scripts/own-probe.ts <docs dir> <file> "msg1||msg2"   [LANG2=en]
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { seedSamples } from "../src/seed.ts";
import { form, newChatId, person, webApp } from "../tests/web/helpers.ts";
const [dir, file, msgs] = process.argv.slice(2);
const { app, services } = await webApp();
await seedSamples(services, resolve(dir!));
const p = person(app);
const lang = process.env.LANG2 === "en" ? "?lang=en" : "";
if (lang) await p.get("/?lang=en");
const id = await newChatId(p);
const f = new File([readFileSync(resolve(file!), "utf8")], basename(file!), { type: "text/plain" });
await (await p.post(`/c/${id}/messages${lang}`, form({ text: "", file: f }))).text();
for (const q of msgs!.split("||")) {
  await (await p.post(`/c/${id}/messages${lang}`, form({ text: q.trim() }))).text();
  const a = services.chats.messages(id).at(-1)!;
  const dec = services.db.query("select outcome, reasons from decisions order by id desc limit 1").get() as any;
  console.log(`\n### ${q.trim()}\n[${dec?.outcome}] ${String(dec?.reasons).slice(0, Number(process.env.R ?? 400))}\n${a.content.slice(0, Number(process.env.N ?? 700))}`);
}
