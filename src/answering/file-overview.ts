import { contentStems } from "../text/tokens.ts";
import type { Fragment } from "../retrieval/types.ts";
import type { Verdict } from "./answerability.ts";
import { sentences } from "./extractive.ts";

/** The most sections an overview opens. */
const MAX_SECTIONS = 5;
/** A table row read as a sentence («Должность: Кассир | Ставка…»): a row of data, no sentence that opens a section. */
const ROW = /\s\|\s/u;

/** «что?», «о чём?», «what's?» once the pointing at the file is taken away: the file as a whole is asked about. */
export function asksWholeFile(rest: string): boolean {
  return contentStems(rest).length === 0;
}

/**
 * «что в этом файле?»: the opening sentence of each of the file's first sections, in the file's order (a lead summary: a
 * section's first sentence states its matter, as news leads do; See, Liu & Manning 2017 use it as the summarisation
 * baseline). Walk 37 was told the memo's edition date and its list of readers, the first two sentences the search
 * ranked, and nothing of what the sections hold. Null for a file with no sentence to open a section.
 */
export function fileOverview(fragments: Fragment[]): { fragments: Fragment[]; verdict: Verdict } | null {
  // An attachment's fragments carry their row's id negated (store.ts), kept apart from the company's: the file's order is
  // the ids' magnitude.
  const ordered = [...fragments].sort((a, b) => Math.abs(a.id) - Math.abs(b.id));
  const seen = new Set<string>();
  const picked: Verdict["picked"] = [];
  const shown: Fragment[] = [];
  for (const f of ordered) {
    const section = `${f.docName}/${f.headingPath.join("/")}`;
    if (seen.has(section)) continue;
    const lead = sentences(f.text).find((s) => !ROW.test(s) && s.split(/\s+/u).length >= 4);
    if (!lead) continue;
    seen.add(section);
    shown.push(f);
    picked.push({ fragment: shown.length - 1, text: lead, score: 1 });
    if (picked.length === MAX_SECTIONS) break;
  }
  if (!picked.length) return null;
  return { fragments: shown, verdict: { state: "answered", coverage: 1, anchor: null, anchorCovered: true, missing: [], picked } };
}
