import { parseArgs } from "node:util";
import { bootCli } from "./boot.ts";
import { answerQuestion } from "../answering/answer.ts";
import { fragmentLabel } from "../answering/prompt.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { previous: { type: "string" } } });
const question = positionals.join(" ").trim();
if (!question) {
  console.error('usage: bun run ask "<question>" [--previous "<previous question>"]');
  process.exit(2);
}
const s = await bootCli();
for await (const ev of answerQuestion(question, values.previous, s.answerDeps())) {
  if (ev.type === "token") process.stdout.write(ev.text);
  if (ev.type === "done") {
    const r = ev.result;
    console.log("\n");
    r.fragments.forEach((f, i) => console.log(`[${i + 1}] ${f.score.toFixed(3)}  ${fragmentLabel(f)}`));
    console.log(`\n${r.face} · retrieve ${r.timings.retrieveMs.toFixed(1)} ms · total ${r.timings.totalMs.toFixed(0)} ms${r.tokensPerSecond ? ` · ${r.tokensPerSecond.toFixed(1)} tok/s` : ""}${r.error ? ` · error: ${r.error}` : ""}`);
  }
}
