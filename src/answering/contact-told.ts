import { conceptsOf } from "../text/concepts.ts";
import { EMAILS } from "../text/email.ts";
import { indexTerms, isStopword, words } from "../text/tokens.ts";
import type { StoredChunk } from "../retrieval/types.ts";
import { directoryRows } from "./directory.ts";
import { outOfScope } from "../text/roles.ts";
import { reachOf } from "./contact.ts";

/**
 * A sentence bidding the reader hand something over or tell someone: the imperative of a verb of telling, handing or
 * calling (Ожегов: передать, сообщить, сдать, отнести, обратиться), then whom — «Номер больничного листа передайте в
 * бухгалтерию…», «сообщите начальнику смены и заведующей лабораторией». The addressee runs to the first clause break or
 * circumstance of time («в течение», «до», «после», a figure). A rule also bids by the indefinite-personal third person
 * plural of the same verbs («Заявку на мероприятие … подают культорганизатору»: Русская грамматика 1980, т. II, one-member
 * sentences; lead's walk 41 hedged it naming accounting).
 */
const TOLD = /(?<![\p{L}])(?:передайте|сообщите|сдайте|отнесите|отдайте|обратитесь|обращайтесь|напишите|пишите|(?:по)?звоните|передают|сообщают|сдают|относят|отдают|подают|give\s+it\s+to|hand\s+it\s+to|send\s+it\s+to|report\s+(?:it\s+)?to|tell|notify|contact|call)(?![\p{L}])\s+([^.;:!?()]*)/giu;
const ADDRESSEE_END = /(?<![\p{L}])(?:в\s+течение|до|после|не\s+позднее|через|по\s+телефону|within|by|before|after)(?![\p{L}])|\d/iu;

/** The question asks whom or where to take something: «кому отдавать», «куда нести», «к кому», «who», «where». */
const ASKS_ADDRESSEE = /(?<![\p{L}])(?:кому|куда|к\s+кому|who|whom|where)(?![\p{L}])/iu;
export const asksAddressee = (question: string) => ASKS_ADDRESSEE.test(question);

const termsOf = (text: string) => words(text).filter((w) => !isStopword(w)).map((w) => new Set(indexTerms(w, conceptsOf).filter((t) => !t.startsWith("~") && !t.startsWith("#"))));

/**
 * The address of the contact row a shown sentence tells the reader to turn to, or null: «а номер больничного кому
 * отдавать?» hedged over «…передайте в бухгалтерию…» named HR beside it (walk 26a R10), the lexically nearest row for
 * «больничный». Each addressee is matched by its own words against the rows' names and duties; the first addressee the
 * sentence names that one row alone holds most of wins.
 */
export function toldContact(sentences: string[], chunks: StoredChunk[], question = ""): string | null {
  // A row gives one address, or none and a phone («Мероприятия, зал, афиша | Культорганизатор Анна Белова, +7 342 …»).
  const reach = (line: string) => { const m = line.match(EMAILS) ?? []; return m.length === 1 ? m[0]!.replace(/\.$/, "") : m.length ? null : reachOf(line); };
  const all = directoryRows(chunks).filter((r) => reach(r.line) !== null);
  if (!all.length) return null;
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(TOLD)) {
      const tail = m[1]!;
      const end = tail.search(ADDRESSEE_END);
      // «начальнику смены и заведующей лабораторией»: each addressee in turn, in the sentence's order.
      for (const addressee of (end >= 0 ? tail.slice(0, end) : tail).split(/\s+(?:и|или|либо|and|or)\s+|,\s*/iu)) {
        const asked = termsOf(addressee);
        if (!asked.length) continue;
        // «начальнику смены» by day is not the night chief's row (roles.ts outOfScope).
        const rows = all.filter((r) => !outOfScope(r.line, `${question} ${addressee}`));
        const scored = rows.map((r) => ({ r, met: asked.filter((t) => [...t].some((x) => r.terms.has(x))).length })).filter((x) => x.met > 0).sort((a, b) => b.met - a.met);
        const top = scored[0];
        // Most of the addressee's words, and no other row as many: «в бухгалтерию» is the accounting row's name.
        if (top && top.met * 2 >= asked.length && !(scored[1] && scored[1].met === top.met)) return reach(top.r.line);
      }
    }
  }
  return null;
}
