/**
 * «длительность одного разговора», «за одну смену»: the numeral-pronoun «один» agreed with the noun after it is a
 * quantifier (количественное значение, Русская грамматика 1980, § 1218), and the rule that states the rest never writes
 * it. Said alone it is a word of its own: «мне одному остаться» says «alone», «у одного дверь помята» which one (session
 * 16's test, a retail request), so it is not a stop word (stopwords.ts, PARADIGMS).
 *
 * Agreement is told by the endings the next word takes in the same case (Зализняк, «Грамматический словарь русского
 * языка», 1977, the nouns' and adjectives' declensions): «одного» before a genitive -а/-я or -ого/-его, «одной» before
 * -ы/-и/-е/-ой/-ей/-ью, and so on; the nouns in -ие, -ия, -ье decline the same way after their «и», «ь» («одно занятие», «одного
 * занятия», «одну линию»; walk 40 weighed «одно» in «сколько платят за одно занятие»). A verb («одному остаться»), an adverb («одной можно») or a noun in another case
 * («одного дверь») leaves it a word. The plural («одни», «одних») says «only» or «alone» far oftener and is left.
 */
const AGREES: Readonly<Record<string, RegExp>> = {
  одного: /(?:[бвгджзклмнпрстфхцчшщ][ая]|[иь]я|ого|его)$/u,
  одной: /(?:[ыи]|[бвгджзклмнпрстфхцчшщ]е|ой|ей|ью)$/u,
  одному: /(?:[бвгджзклмнпрстфхцчшщ][ую]|[иь]ю|ому|ему)$/u,
  одним: /(?:[бвгджзклмнпрстфхцчшщ](?:ом|ем)|[иь]ем|ым|им)$/u,
  одном: /(?:[бвгджзклмнпрстфхцчшщ][еи]|[иь]и|ом|ем)$/u,
  одну: /(?:[бвгджзклмнпрстфхцчшщ][ую]|[иь]ю|ую|юю)$/u,
  одна: /(?:[бвгджзклмнпрстфхцчшщ][ая]|[иь]я|ая|яя)$/u,
  одно: /(?:[бвгджзклмнпрстфхцчшщ][ое]|[иь]е|ое|ее)$/u,
};

/** An infinitive or a finite verb's ending: never the noun a quantifier counts. */
const VERB = /(?:ть|ться|ти|тись|чь|ет|ут|ют|ит|ат|ят|ется|ются|ится|ятся|ал|ала|ало|али|ил|ила|ило|или|ел|ела|ело|ели)$/u;

/** True when `word` is a form of «один» counting the `next` word (both lower-case, ё folded). */
export function isQuantifierOne(word: string, next: string | undefined): boolean {
  const agrees = AGREES[word];
  return !!agrees && !!next && next.length > 2 && !VERB.test(next) && agrees.test(next);
}
