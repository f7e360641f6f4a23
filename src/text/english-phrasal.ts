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
  // «show up» (informal) — to arrive where you have arranged to meet sb or where people are expecting you: «what time should I
  // show up on my first day?» asks when to arrive («прийти», «прибыть»). Only said of a person («I», «we», «you»… or «to show
  // up»): «my shift doesn't show up in the app» is its other sense, to be seen.
  [/(?<=(?<![\p{L}])(?:i|we|you|he|she|they|to)\s+(?:(?:should|must|can|will|shall|do|need\s+to|have\s+to)\s+)?)show(?:s|ed|ing)?\s+up(?![\p{L}])/giu, "arrive"],
  // «get sth back» — to obtain sth again after you have lost it or given it to sb (Oxford Russian Dictionary: get back —
  // получить обратно, вернуть): «how much money do they get back?» asks what is returned («Возврат путёвки», «возвращаем»).
  // Not «get back to sb» (to reply) or «get back to work».
  [/(?<![\p{L}])(?:get|gets|getting|got|gotten)((?:\s+(?!to(?![\p{L}]))[\p{L}\p{N}%'’]+){0,3}?)\s+back(?![\p{L}])(?!\s+(?:to|from|home|in|on|at)(?![\p{L}]))/giu, "return$1"],
];

/** «who do I ask for a pass?»: the person asked is who is asked about, «ask» keeps its own sense (answer.ts ASKS_WHOM). */
const WHOM_TO_ASK = /(?<![\p{L}])(?:who|whom)\s+(?:do|should|can|shall|must|could)\s+(?:i|we)\s+ask(?![\p{L}])/iu;

/** The text with each phrasal verb of the table read as the one verb it means («ask for tickets» → «request tickets»; «get my deposit back» → «return my deposit»). */
export function phrasalVerbsSaid(text: string): string {
  if (!/[a-z]/i.test(text) || WHOM_TO_ASK.test(text)) return text;
  return PHRASAL.reduce((t, [re, verb]) => t.replace(re, verb), text);
}
