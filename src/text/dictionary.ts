import { importTrie, Trie } from "cspell-trie-lib";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Whether a Russian word form is a word of the language: the Russian Hunspell dictionary (every inflected
 * form), as compiled for cspell (@cspell/dict-russian, MIT). It tells a slip of typing («отпска», «дежурсво»)
 * from a real word the documents happen not to use («облучения», «волос», «делать»), which must never be
 * read as a neighbour one letter off («обучения», «колос», «делить»).
 */
export interface Dictionary {
  has(word: string): boolean;
}

/**
 * The shipped dictionary, read on first use (about a second and ~90 MB): a question holding a word no
 * document writes, a skill's method told as infinitives, and a reply inside a skill that opens with a long
 * imperative need it. Immutable data, so one copy serves every caller in the process.
 */
let russian: Dictionary | null = null;

export function russianDictionary(): Dictionary {
  if (russian) return russian;
  const req = createRequire(import.meta.url);
  const path = req.resolve("@cspell/dict-russian/cspell-ext.json").replace(/cspell-ext\.json$/, "Russian.trie.gz");
  const trie = new Trie(importTrie(gunzipSync(readFileSync(path)).toString("utf8").split("\n")));
  russian = { has: (w) => trie.has(w) || trie.has(w.replaceAll("е", "ё")) };
  return russian;
}
