import { isStopword, words } from "../text/tokens.ts";
import { isCourtesy } from "../text/stopwords.ts";
import { keepsUpTalk } from "./small-talk.ts";

/**
 * «код от шлагбаума», «пароль вайфай сотрудников»: a few words typed as into a search box, every one of them a word the
 * documents hold, name a matter to look up, whatever a router read into them as small talk (walk 40 got the
 * introduction). Two content words at least, one of them a full word: a lone «отлично» or «понятно» keeps up the talk.
 * `uncovered` is the knowledge base's list of the message's words it holds nowhere.
 */
export function namesHeldMatter(message: string, uncovered: (q: string) => string[]): boolean {
  if (keepsUpTalk(message)) return false;
  const content = words(message).filter((w) => /^\p{L}/u.test(w) && !isStopword(w) && !isCourtesy(w));
  return content.length >= 2 && content.length <= 6 && content.some((w) => w.length >= 5) && uncovered(message).length === 0;
}
