import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { chooseFace } from "../faces.ts";
import { createHashEmbedder } from "../models/embedded/embedder.ts";
import { tuningFor } from "../retrieval/floors.ts";
import { runEvaluation } from "../evaluation/run.ts";

const { values } = parseArgs({
  options: {
    set: { type: "string" }, out: { type: "string" }, face: { type: "string" },
    "heading-trick": { type: "string" }, "vector-weight": { type: "string" }, "chunk-chars": { type: "string" }, floor: { type: "string" },
  },
});
if (!values.set) {
  console.error("usage: bun run eval --set <pilot set folder> [--out report.json] [--face embedded|ollama] [--heading-trick on|off] [--chunk-chars 700] [--floor 0.2] [--vector-weight 0.5]");
  process.exit(2);
}
const config = loadConfig();
const face = values.face === "embedded" ? null : await chooseFace(config);
if (values.face === "ollama" && face?.kind !== "ollama") {
  console.error(`Ollama face requested but unavailable: ${face?.degraded ?? "OLLAMA_HOST is not set"}`);
  process.exit(1);
}
const embedder = face?.kind === "ollama" ? face.embedder : createHashEmbedder();
const report = await runEvaluation(values.set, {
  face: face?.kind === "ollama" ? "ollama" : "embedded",
  embedder,
  chat: face?.kind === "ollama" ? face.chat : null,
  floor: values.floor ? Number(values.floor) : tuningFor(embedder).floor,
  confident: tuningFor(embedder).confident,
  hybrid: values["vector-weight"] ? { vectorWeight: Number(values["vector-weight"]), pool: 50 } : tuningFor(embedder).hybrid,
  headingTrick: values["heading-trick"] !== "off",
  maxChars: values["chunk-chars"] ? Number(values["chunk-chars"]) : 700,
}, (p) => process.stderr.write(`\r${p.stage} ${p.done}/${p.total}   `));
process.stderr.write("\n");
const { cases: _c, byKind, retrieval: { cases: _rc, byKind: retrievalByKind, ...retrieval }, leaveOneOut: { cases: looCases, ...leaveOneOut }, ...head } = report.rag;
const rag = { ...head, leaveOneOut, retrieval, failed: _c.filter((c) => c.verdict === "fail").map((c) => `${c.id} [${c.state}] ${c.why.join("; ")}`), leaveOneOutAnswered: looCases.filter((c) => c.state === "answered" || c.state === "error").map((c) => `${c.id} without ${c.doc}: ${c.answer.slice(0, 90)}`) };
const routing = report.routing && (({ perCase: _p, ...r }) => ({ ...r, failed: report.routing!.perCase.filter((v) => !v.ok).map((v) => `${v.id} ${v.mismatched.join(",")}: ${v.message}`) }))(report.routing);
const skills = report.skills && (({ cases: _s, ...r }) => ({ ...r, failed: report.skills!.cases.filter((c) => !c.correct).map((c) => `${c.id} expected ${c.expected} got ${c.got} (gate alone: ${c.gate})`) }))(report.skills);
console.log(JSON.stringify({ settings: report.settings, corpus: report.corpus, rag, byKind, retrievalByKind, routing, skills }, null, 2));
if (values.out) {
  await Bun.write(values.out, JSON.stringify(report, null, 2));
  console.error(`report written to ${values.out}`);
}
