import { PRAISE, PRAISE_COMPANY } from "../text/speech-acts.ts";
import { words } from "../text/tokens.ts";

const PHRASES = PRAISE.map((p) => p.split(" "));

/**
 * «кстати поздравляю, ты сегодня молодец:)»: the whole message is praise (speech-acts.ts), every word one of
 * praise or of its company. Its «сегодня» names no day to look up; «молодец, а теперь покажи почту» asks more.
 */
export function isPraise(message: string): boolean {
  const w = words(message.replaceAll("ё", "е"));
  const praised = new Array<boolean>(w.length).fill(false);
  for (const p of PHRASES) {
    for (let i = 0; i + p.length <= w.length; i++) if (p.every((x, k) => w[i + k] === x)) for (let k = 0; k < p.length; k++) praised[i + k] = true;
  }
  return praised.some(Boolean) && w.every((x, i) => praised[i] || PRAISE_COMPANY.has(x));
}
