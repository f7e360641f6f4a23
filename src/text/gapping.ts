import { countedUnits, holdsMoney } from "./measure-questions.ts";

/**
 * «Всем сотрудникам — отпуск 28 календарных дней. Воспитателям — 42 календарных дня.»: the second sentence leaves out
 * what the first one said and keeps only what differs, a dash standing for the gap (gapping, «неполное предложение»:
 * Русская грамматика 1980, §§ 2246–2250; the dash of the elided predicate, Правила русской орфографии и пунктуации 2006,
 * § 174). Such a sentence says its thing only with the one before it (walk 20a: the teachers' 42 days lost to the nanny's
 * 31 for want of «отпуск»). Only a parallel pair counts: the gap stands right before a figure of the same kind of
 * measure the sentence before states (days and days, money and money).
 */
const GAPPED = /^[^—–\d.!?:;]{2,80}?\s[—–]\s*(?:до\s+|от\s+|не\s+(?:более|менее)\s+)?\d/iu;

/**
 * The remnant left before the dash names, in the dative plural, those the rule is for («Воспитателям», «Детям до 3 лет»):
 * the contrast a gap sets against the sentence before («Всем сотрудникам…»). A subject before a dash («Срок хранения — 5
 * дней») is a whole sentence, the dash standing for «есть» (§ 164 of the same rules); a prepositional remnant («Для…»,
 * «При…») was tried too and lost a fact on a blind set.
 */
const OBLIQUE = /^\p{L}+(?:ам|ям)\s/iu;

export function gapped(sentence: string, before: string): boolean {
  if (!GAPPED.test(sentence.trim()) || !OBLIQUE.test(sentence.trim())) return false;
  const head = sentence.split(/[,;]/)[0];
  const units = countedUnits(head);
  if ([...units].some((u) => countedUnits(before).has(u))) return true;
  return holdsMoney(head) && holdsMoney(before);
}
