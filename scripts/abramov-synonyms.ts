// Derives src/text/abramov.json from N. Abramov's «Словарь русских синонимов и сходных по смыслу выражений» (1890–1900,
// public domain), as the plain text egorkaru/synonym_dictionary mirrors it (raw/dict1w.txt; the repository's parse is MIT,
// © 2017 Egor Rudinsky). One entry a line: «Headword# (aspect pair#), syn, syn (note); syn. Examples. Ср. <…>. См. …»,
// or a reference «word# см. other». Kept: each full entry's headword with its own synonym list, up to the first full stop
// (before the examples, «Ср.», «Прот.» and «См.», which name related and opposite words, not synonyms); only single words,
// lower-case, «ё» written «е». A reference line adds nothing (the word stands in the list it points to); nor does a gloss
// in brackets. The aspect pair the headword gives in parentheses («Приходить# (прийти#)») is the same verb: kept as a form.
//   curl -sL https://raw.githubusercontent.com/egorkaru/synonym_dictionary/master/raw/dict1w.txt > /tmp/dict1w.txt
//   bun scripts/abramov-synonyms.ts /tmp/dict1w.txt > src/text/abramov.json
import { readFileSync } from "node:fs";

const raw = readFileSync(process.argv[2]!, "utf8");
const norm = (w: string) => w.trim().toLowerCase().replaceAll("ё", "е");
const WORD = /^[а-я]{3,}(?:-[а-я]+)?$/;
/** Headword → its shades, each the words of one, space-separated. */
const entries: Record<string, string[]> = {};
const pairs: Record<string, string> = {};
for (const line of raw.split(/\r?\n/)) {
  const m = line.match(/^([^#]+)#(.*)$/);
  if (!m) continue;
  const head = norm(m[1]!);
  if (!WORD.test(head)) continue;
  let rest = m[2]!.replace(/\[[^\]]*\]/g, " ");
  const pair = rest.match(/^\s*\(([^()#]+)#\s*\)/);
  if (pair && WORD.test(norm(pair[1]!))) pairs[norm(pair[1]!)] = head;
  rest = rest.replace(/\([^()]*\)/g, " ").split("||")[0]!;
  if (/^\s*см\./.test(rest)) continue;
  // Shades of the meaning are kept apart as Abramov divides them, by «;»: «Приходить, прибыть, …; добраться, пробраться…».
  const list = rest.split(/\.(?:\s|$)/)[0]!;
  const shades = list.split(";").map((part) => part.split(",").map(norm).filter((w) => WORD.test(w) && w !== head)).filter((g) => g.length);
  if (!shades.length) continue;
  entries[head] = [...(entries[head] ?? []), ...shades.map((g) => [...new Set(g)].join(" "))];
}
console.log(JSON.stringify({
  about: "Synonyms from N. Abramov, «Словарь русских синонимов и сходных по смыслу выражений» (1890–1900, public domain), parsed from the plain text mirrored by github.com/egorkaru/synonym_dictionary (raw/dict1w.txt; parse MIT, © 2017 Egor Rudinsky) by scripts/abramov-synonyms.ts: each headword with its own synonym list, one string a shade of meaning (single words separated by spaces, lower-case, «ё» as «е»); «pairs» maps an aspect pair the headword gives to it. Read by src/text/abramov.ts.",
  pairs,
  entries,
}));
