/**
 * English phrasal verbs whose meaning a dictionary gives as one verb the thesaurus groups (Oxford Phrasal Verbs Dictionary
 * for Learners of English, 2nd ed.: «ask for sth» — to say that you want sb to give you sth; «sign off on sth» — to approve
 * it): «ask» alone is asking a question (thesaurus: вопрос, спросить), and «how many days before a trip should I ask for
 * tickets?» was hedged «say nothing about “ask”» over the rules' «Билеты покупает офис-менеджер по заявке…» (h33e's English
 * walk), where «request» meets «заявка». Each phrase is read as the verb it means, before any other reading.
 */
const PHRASAL: [RegExp, string][] = [
  [/(?<![\p{L}])ask(?:s|ed|ing)?\s+for(?![\p{L}])/giu, "request"],
  [/(?<![\p{L}])sign(?:s|ed|ing)?\s+off\s+on(?![\p{L}])/giu, "approve"],
];

/** «who do I ask for a pass?»: the person asked is who is asked about, «ask» keeps its own sense (answer.ts ASKS_WHOM). */
const WHOM_TO_ASK = /(?<![\p{L}])(?:who|whom)\s+(?:do|should|can|shall|must|could)\s+(?:i|we)\s+ask(?![\p{L}])/iu;

/** The text with each phrasal verb of the table read as the one verb it means («ask for tickets» → «request tickets»). */
export function phrasalVerbsSaid(text: string): string {
  if (!/[a-z]/i.test(text) || WHOM_TO_ASK.test(text)) return text;
  return PHRASAL.reduce((t, [re, verb]) => t.replace(re, verb), text);
}
