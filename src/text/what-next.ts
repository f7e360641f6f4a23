/**
 * «а потом?», «а дальше что?», «а потом куда их», «and then?»: a follow-up asking only what comes next — the adverbs of
 * sequence (Ожегов: потом — после этого, затем; дальше — 3. затем, потом; Русская грамматика 1980, § 1661: наречия
 * времени со значением следования) with nothing else but a pronoun for the previous answer's thing, a question word and a
 * verb of doing or putting. The rule that continues is the next sentence of the passage just quoted: lead's walk 50 was
 * given «…хранят в сейфе 30 дней» again for «а потом куда их», the sentence after it («Потом вещи передают в фонд…») unread.
 */
const NEXT = /(?<![\p{L}])(?:потом|дальше|затем|после\s+этого|после\s+того|then|next|afterwards|after\s+that)(?![\p{L}])/iu;

/** Words such a follow-up may hold beside the adverb: particles, question words, pronouns of the thing, verbs of doing. */
const BESIDE = new Set(("а и ну что чё че куда кому где как их его ее её с ними ним ней них делать сделать деть девать нести " +
  "отдавать передавать будет бывает происходит and what so happens do we i then next after that afterwards").split(" "));

export function asksWhatNext(message: string): boolean {
  if (!NEXT.test(message)) return false;
  const rest = message.toLowerCase().replace(new RegExp(NEXT.source, "giu"), " ").split(/[^\p{L}]+/u).filter(Boolean);
  return rest.every((w) => BESIDE.has(w));
}
