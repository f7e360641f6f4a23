// Diagnostic (issue 16 point 3, session 54): why the skill a request is for ranks below third or out of the fifteen. For each
// such request: which of its words the expected skill holds, in which field (head = name and description; body = procedure
// steps) and by which key (stem, truncation, thesaurus concept, fleeting vowel), and which words the skills ranked above it
// share with the request. Classes:
//  (a) the procedure holds the request's rare words (as much of their rarity as the first's whole text does or more) but the
//      head holds none of them: what the request names is in the steps, diluted under the head's words in the ranking;
//  (b) a request's word meets the skill only through a derivational family (a noun and its verb: «оформление»/«оформить»,
//      «сушка»/«сушить») that no match key joins: a lexical gap;
//  (c) the first skill meets the request only on generic words (each in five or more skills' texts: «новый», «неделя», «письмо»);
//  (e) an English request (read in the English space; its words are not the Russian keys this script reads);
//  (d0) no word of the request in the skill's text in any form (a gap of vocabulary, not of word forms);
//  (d) other.
// Seen sets print each request; blind sets (scripts/blind-sets.ts) print totals per class only.
// bun scripts/skill-gaps.ts [set…]
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { headKeys, bodyKeys, requestWordKeys, skillText } from "../src/skills/represent.ts";
import { words, isStopword } from "../src/text/tokens.ts";
import { derivedTerms, verbOwnTerms, doneTerms } from "../src/text/derivation.ts";
import { actionNounTerms } from "../src/text/action-nouns.ts";
import { BLIND } from "./blind-sets";

const SEEN = "tune48s,skills-media,skills-theatre,skills-hospital,skills-bank,skills-cinema,skills-logistics,skills-plant,skills-salon,skills-univ";
const ALL_BLIND = "skills-bookshop,skills-cleaning,skills-fuel,skills-construction,skills-events,skills-solar,skills-publishing,skills-nursery";
const asked = process.argv.slice(2);
const sets = asked.length ? asked : [...SEEN.split(","), ...ALL_BLIND.split(",")];

/** A word's derivational family terms: the verb a «-к(а)» noun, a «-льн-» adjective, an action noun in «-ние» or a verb form comes from. */
const family = (w: string) => [...derivedTerms(w), ...verbOwnTerms(w), ...doneTerms(w), ...actionNounTerms(w)];

const totals = new Map<string, number>();
for (const name of sets) {
  const blind = BLIND.test(name);
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  const all = deps.skills.enabled();
  const bodies = new Map(all.map((s) => [s.id, bodyKeys(s)]));
  const n = all.length;
  const df = (keys: string[]) => all.filter((s) => keys.some((k) => bodies.get(s.id)!.has(k))).length;
  const counts = new Map<string, number>();
  let misses = 0, cases = 0;
  for (const c of set.skills as { message: string; expect: { skill?: string | null } }[]) {
    const want = c.expect.skill;
    if (!want) continue;
    cases++;
    const list = (await deps.skills.shortlist(c.message)).candidates;
    const rank = list.findIndex((x) => x.skill.id === want) + 1;
    if (rank && rank <= 3) continue;
    misses++;
    const skill = deps.skills.get(want)!;
    const head = headKeys(skill), body = bodies.get(want)!;
    const req = requestWordKeys(c.message);
    const rarity = req.map((a) => { const d = df(a.keys); return d ? Math.log(n / d) / Math.log(n) : 1; });
    const how = (a: { keys: string[] }, ks: Set<string>) => {
      const k = a.keys.find((k) => ks.has(k));
      return !k ? "" : k.startsWith("#") ? "concept" : k.startsWith("~") ? "trunc" : k.startsWith("=") ? "exact" : "stem";
    };
    // The expected skill's derivational family terms, over every word of its text.
    const fam = new Set(words(skillText(skill)).filter((w) => !isStopword(w)).flatMap(family));
    const lines: string[] = [];
    let inBody = 0, inHead = 0, gap = false;
    req.forEach((a, i) => {
      const h = how(a, head), b = how(a, body);
      const f = !b && family(a.word).some((t) => fam.has(t));
      if (h) inHead += rarity[i]; else if (b) inBody += rarity[i];
      if (f && rarity[i] >= 0.3) gap = true;
      lines.push(`${a.word}(${rarity[i].toFixed(2)}${h ? " head:" + h : b ? " body:" + b : f ? " FAMILY" : ""})`);
    });
    const first = list[0];
    const firstBody = bodies.get(first.skill.id)!;
    const firstShared = req.map((a, i) => (a.keys.some((k) => firstBody.has(k)) ? i : -1)).filter((i) => i >= 0);
    const firstMass = firstShared.reduce((s, i) => s + rarity[i], 0);
    const generic = firstShared.length > 0 && firstShared.every((i) => rarity[i] <= Math.log(n / 5) / Math.log(n));
    const english = !/[а-яё]/i.test(c.message);
    const cls = english ? "e" : gap ? "b" : inBody > 0 && inHead === 0 && inBody >= firstMass ? "a" : generic ? "c" : inBody + inHead === 0 ? "d0" : "d";
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
    totals.set(cls, (totals.get(cls) ?? 0) + 1);
    if (!blind) {
      console.log(`${name}\t(${cls}) rank ${rank || "-"} ${want}\t← ${first.skill.id} [${firstShared.map((i) => req[i].word).join(",")}]`);
      console.log(`\t${c.message}\n\t${lines.join(" ")}`);
    }
  }
  console.error(`${name}${blind ? " (blind)" : ""}: ${misses} of ${cases} ranked >3 or absent; ${[...counts].sort().map(([k, v]) => `${k}=${v}`).join(" ")}`);
}
console.error(`all: ${[...totals].sort().map(([k, v]) => `${k}=${v}`).join(" ")}`);
