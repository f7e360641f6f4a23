/**
 * Derives src/text/yarn-pairs.json from two openly licensed resources (run by hand, never at run time):
 *   bun scripts/yarn-pairs.ts YARN_SYNSETS_CSV FREQUENCY_LIST [agree] [top] [maxSynset] [degree]
 * YARN_SYNSETS_CSV is Yet Another RussNet's synset export (yarn-synsets.csv: id,words,grammar,domain; CC BY-SA 4.0,
 * Braslavski, Ustalov, Mukhin, Kiselev 2016; the copy used is the 69 816-synset export kept as data/yarn-synsets.csv.zip in
 * the public repository bystrovpavelgit/foodrecommendationengine, dated 2022-10-05); FREQUENCY_LIST is hermitdave/FrequencyWords content/2018/ru/ru_50k.txt
 * (word forms counted in OpenSubtitles 2018, CC BY-SA 4.0), one «word count» a line, most frequent first.
 *
 * Why these filters: YARN is crowd-built and a word's synsets mix its senses («пароль» sits with «шифр» and with «герб»,
 * «тавро»), so a whole synset joined as one group would make unrelated texts meet. A pair is kept only where
 *   - both are single-word nouns, verbs or adjectives (grammar n, v, a) in a synset of at most maxSynset words (a large
 *     synset is a loose cluster, not synonyms);
 *   - the same two words stand together in at least `agree` such synsets (independent editors agreeing on the sense);
 *   - both are among the `top` most frequent word forms people say (subtitles): everyday words, not bookish ones;
 *   - each word has at most `degree` partners among the pairs so far: a word agreed with many others («вид» with «тип»,
 *     «сорт», «облик», «пейзаж»; «работа» with «дело», «служба», «ход») is a general or many-sensed word, and its pairs
 *     made the chat assert answers to questions no document answers when the pairs were thesaurus groups (vet, dev:
 *     leave-one-out and unanswerable down, session 33);
 *   - neither is a function word (src/text/stopwords.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { STOPWORDS } from "../src/text/stopwords.ts";

const [csvPath, freqPath, agreeArg = "3", topArg = "30000", maxArg = "8", degreeArg = "1"] = process.argv.slice(2);
if (!csvPath || !freqPath) throw new Error("usage: bun scripts/yarn-pairs.ts yarn-synsets.csv ru_50k.txt [agree] [top] [maxSynset]");
const agree = Number(agreeArg), top = Number(topArg), maxSynset = Number(maxArg), degree = Number(degreeArg);
const norm = (w: string) => w.trim().toLowerCase().replaceAll("ё", "е");

const common = new Set(readFileSync(freqPath, "utf8").split("\n").slice(0, top).map((l) => norm(l.split(" ")[0] ?? "")));
const counts = new Map<string, number>();
for (const line of readFileSync(csvPath, "utf8").split("\n").slice(1)) {
  const [, words = "", grammar = ""] = line.split(",");
  if (!["n", "v", "a"].includes(grammar)) continue;
  // Four letters at least: YARN's short entries are often forms or names («лет» of «год», «дон», «бо»), and a stem of
  // three letters or fewer meets unrelated words (see salience's shortStemWords).
  const ws = [...new Set(words.split(";").map(norm))].filter((w) => /^[а-я]{4,}$/u.test(w)).sort();
  if (ws.length < 2 || ws.length > maxSynset) continue;
  for (let i = 0; i < ws.length; i++) for (let j = i + 1; j < ws.length; j++) {
    const k = ws[i] + " " + ws[j];
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
}
const agreed = [...counts].filter(([k, n]) => {
  const [a, b] = k.split(" ") as [string, string];
  return n >= agree && common.has(a) && common.has(b) && !STOPWORDS.has(a) && !STOPWORDS.has(b);
}).map(([k]) => k.split(" ") as [string, string]);
const partners = new Map<string, number>();
for (const [a, b] of agreed) for (const w of [a, b]) partners.set(w, (partners.get(w) ?? 0) + 1);
const pairs = agreed.filter(([a, b]) => partners.get(a)! <= degree && partners.get(b)! <= degree).map((p) => p.join(" ")).sort();
const about = `Synonym pairs from YARN (Yet Another RussNet, CC BY-SA 4.0; Braslavski, Ustalov, Mukhin, Kiselev, GWC 2016; synset export of 2022), each pair standing together in at least ${agree} YARN noun/verb/adjective synsets of at most ${maxSynset} single words of four letters or more, each word with at most ${degree} such partner(s), both words among the ${top} most frequent Russian word forms of OpenSubtitles 2018 (hermitdave/FrequencyWords, CC BY-SA 4.0), no function word. Derived by scripts/yarn-pairs.ts; this file is CC BY-SA 4.0 like its sources. Not drawn from any test or pilot set.`;
writeFileSync("src/text/yarn-pairs.json", JSON.stringify({ about, pairs }, null, 0).replace(/","/g, "\",\n\""));
console.log(pairs.length, "pairs");
