import { words } from "./tokens.ts";

/**
 * «с сохранением заработной платы», «без сохранения зарплаты», «с сохранением среднего заработка», «без содержания»: the
 * Labour Code's way of saying a leave or a day off is paid or unpaid (ТК РФ ст. 128 «Отпуск без сохранения заработной
 * платы», ст. 167, 187 «с сохранением среднего заработка»). The pay named there is no subject of the sentence: «свободный
 * день 1 сентября с сохранением заработной платы» says nothing of when the pay comes (school's and transit's
 * leave-one-out: «Когда у нас зарплата?» was answered by it). The words of pay inside the phrase are read as neither the
 * question's nor the evidence's mention of pay; «сохранение» itself stays, so the paid and the unpaid leave are still named.
 */
const RETAINED = /(?<![\p{L}])(?:с|без)\s+сохранени(?:ем|я)\s+((?:средн\p{L}*\s+)?(?:заработн\p{L}*\s+плат\p{L}*|зарплат\p{L}*|заработк\p{L}*|содержани\p{L}*|оклад\p{L}*))/giu;

/** The text with the pay words of each such phrase taken out (see RETAINED). */
export function withoutRetainedPay(text: string): string {
  return text.search(RETAINED) >= 0 ? text.replace(RETAINED, (m, pay: string) => m.slice(0, m.length - pay.length)) : text;
}

/** The words of pay inside such phrases (lower case, «ё» as «е»), which a question's weighing leaves out. */
export function retainedPayWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(RETAINED)) for (const w of words(m[1]!.toLowerCase().replaceAll("ё", "е"))) out.add(w);
  return out;
}
