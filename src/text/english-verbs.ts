/**
 * Where an English word can only be a verb's plain form, by the grammar around it: after an auxiliary or a modal and its
 * pronoun subject («can I fly», «do they pay», «will it work»), after «to» that follows a verb or a semi-modal («need to
 * change», «have to submit»). English words carry no ending that tells a verb (Russian «-ть», «-л» do: verb-forms.ts), and a
 * verb the documents phrase otherwise («меняется» for «change») is no topic the answer must hold. The auxiliaries and modals
 * are the closed class of the Cambridge Grammar of the English Language (2002, ch. 3 § 2), the pronouns its personal ones.
 */
const AUXILIARY = new Set("do does did can could will would shall should may might must".split(" "));
const SUBJECT = new Set("i we you they he she it".split(" "));
/** Verbs that take «to» and a plain verb after them as modals do (CGEL ch. 3 § 2.5, ch. 14: have to, ought to, be going to, be able to). */
const BEFORE_TO = new Set("have has had ought going able allowed supposed".split(" "));
/** The central determiners (CGEL ch. 5 § 7): «will the company pay» has a noun phrase of two words for its subject. */
const DETERMINER = new Set("the a an my our your his her its their this that".split(" "));

/**
 * Prepositions that take a gerund-participial clause (CGEL ch. 14 § 5.2: «without asking», «before leaving», «after
 * closing»): the «-ing» word after them is a verb, phrasing as «can I ask» is («how much cash can I give back without
 * asking the manager?», walk 21c: hedged, «say nothing about “asking”»).
 */
const BEFORE_GERUND = new Set("without before after by while when instead besides".split(" "));

/**
 * Catenative verbs of aspect that take a gerund-participial complement (CGEL ch. 14 § 4: «stopped working», «keeps
 * crashing», «quit working»): the «-ing» word after them is a verb, as the word after a negated auxiliary is («isn't
 * working», «won't open», «doesn't work»): the key card's «won't open» is no topic of whom to call (walk 22b).
 */
const ASPECTUAL = new Set("stop stops stopped keep keeps kept quit quits start starts started begin begins began".split(" "));
const NEGATED = /^(?:not|never|isn't|aren't|wasn't|weren't|won't|wouldn't|doesn't|don't|didn't|can't|cannot|couldn't|isnt|arent|wont|doesnt|dont|didnt|cant)$/;

/** The words of a text (lower case) that stand where only a verb's plain form or a gerund can. */
export function englishVerbsIn(text: string): Set<string> {
  const ws = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const out = new Set<string>();
  ws.forEach((w, i) => {
    const prev = ws[i - 1] ?? "";
    const prev2 = ws[i - 2] ?? "";
    if (AUXILIARY.has(w) || SUBJECT.has(w)) return;
    if (SUBJECT.has(prev) && AUXILIARY.has(prev2)) out.add(w);
    else if (DETERMINER.has(prev2) && AUXILIARY.has(ws[i - 3] ?? "") && !DETERMINER.has(w)) out.add(w);
    // «can guests get…», «do employees pay…»: a bare plural noun for the subject (CGEL ch. 5 § 8: a plural count noun
    // needs no determiner); a word in «-s» after it is the noun's own plural or a verb's third person, neither a plain verb.
    else if (AUXILIARY.has(prev2) && /^[a-z]{3,}[^s']s$/.test(prev) && !/s$/.test(w) && !DETERMINER.has(w) && !SUBJECT.has(prev)) out.add(w);
    else if (prev === "to" && (out.has(prev2) || BEFORE_TO.has(prev2))) out.add(w);
    // «who books my tickets?», «who approved it?»: «who» asking for the subject takes the finite verb straight after it (CGEL
    // ch. 10 § 7.3: subject interrogatives need no auxiliary); a third-person «-s» or a past «-ed» there is that verb.
    else if (prev === "who" && i === 1 && /^[a-z]{2,}(?:[^s'u]s|ed)$/.test(w)) out.add(w);
    else if (ASPECTUAL.has(prev) && /^[a-z]{2,}ing$/.test(w)) out.add(w);
    else if (NEGATED.test(prev) && !DETERMINER.has(w) && (/^[a-z]{2,}ing$/.test(w) || /n't$|^(?:cannot|cant|wont|dont|doesnt|didnt)$/.test(prev))) out.add(w);
    else if (BEFORE_GERUND.has(prev) && /^[a-z]{2,}ing$/.test(w) && !/^(?:during|nothing|something|anything|everything|morning|evening|thing|ceiling|building|meeting|ring|king|spring|string|wing|sibling|clothing|housing|parking|training|wedding)$/.test(w)) out.add(w);
  });
  return out;
}

/**
 * Whether an English sentence is a clause: it has a personal subject pronoun («after you bring the receipt») or an
 * auxiliary or modal (CGEL's closed classes above). «it» is left out: «IT support: it@…» names a department. A contacts
 * line («Accounting: buh@…, ext. 2201») has neither; «The company pays for Russian lessons… (buh@…)» tells a rule.
 */
export function isEnglishClause(text: string): boolean {
  const ws = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  return ws.some((w) => (SUBJECT.has(w) && w !== "it") || AUXILIARY.has(w));
}
