// Diagnostic: messages asked through the chat turn over a folder of documents; prints each stored answer.
// bun scripts/docs-chat-probe.ts tests/fixtures/pilot/walk31/docs "попало пятновыводитель в глаз" …
import { freshChats } from "../tests/road/helpers.ts";
const [docs, ...qs] = process.argv.slice(2);
const ask = await freshChats({ docs });
for (const q of qs) console.log(`\n## ${q}\n${(await ask(q)).answer.content}`);
process.exit(0);
