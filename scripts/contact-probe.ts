// Which contact a refusal names, per question, each in a fresh chat: bun scripts/contact-probe.ts <docs dir> "q1||q2" [LANG=en]
import { resolve } from "node:path";
import { freshChats } from "../tests/road/helpers.ts";
const ask = await freshChats({ docs: resolve(process.argv[2]), lang: process.env.LANG2 === "en" ? "en" : undefined });
for (const q of process.argv.slice(3).join("||").split("||")) {
  const r = await ask(q.trim());
  const c = r.answer.content;
  const who = /(?:Обратитесь[^:]*|Please ask|Точнее подскажут)[:,]?\s*([^\n]+)/.exec(c)?.[1] ?? "—";
  console.log(`${q.trim()}\n   [${r.outcome}] ${c.slice(0, 90).replace(/\n/g, " ")} … → ${who.slice(0, 80)}`);
}
