import { EMAILS } from "../text/email.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { words } from "../text/tokens.ts";

/**
 * A contacts line: the matters someone answers for and how to reach them, with no action told («Бухгалтерия (зарплата,
 * отпускные, справки о доходах): контактное лицо — …; доб. — 2201; buh@…; часы — пн–пт 9:00–18:00», «Травма на работе:
 * куда звонить — медпункт, доб. 1112»). It says whom to ask about those matters, not what the answer to them is: its hours
 * are the office's, not a pay day, its extension no count of leave days. Session 32 (issue 14): with the rules on a matter
 * left out, such lines answered «когда дают отпускные», «сколько дней отпуска положено», «я заболел что делать» on four
 * sets; the refusal names the same contact instead.
 */
const REACH = /(?<![\p{L}])(?:доб|внутр|ext|тел)\.?\s*[:—–-]?\s*\d|\+\d[\d\s()-]{6,}\d|(?<!\d)8\s*\(\d{3,5}\)\s*\d/iu;
// A finite verb or an imperative tells an action («сообщите по тел. …», «звонит на доб. 1112»); an infinitive is a label
// («куда звонить — медпункт»).
const INFINITIVE = /(?:ть|ться|ти|чь)$/;
// The imperative the verb-form reader leaves to the context («Вызовите фельдшера: доб. 1112», «сообщите…», «обратитесь…»).
const IMPERATIVE = /^[а-яё]{3,}(?:ите|итесь|айте|айтесь|яйте|ейте|уйте|ойте)$/;

export function isContactLine(sentence: string): boolean {
  if (!REACH.test(sentence) && !new RegExp(EMAILS.source).test(sentence)) return false;
  return !words(sentence).some((w) => (looksLikeVerb(w) && !INFINITIVE.test(w)) || IMPERATIVE.test(w));
}
