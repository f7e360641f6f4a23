import { numeralOf } from "../text/numerals.ts";
import { stem, words } from "../text/tokens.ts";
import type { Retrieved } from "./answer.ts";

/**
 * The reading of a claim put to the test («правда, что аванс 5-го числа?», text/claims.ts). The documents' sentence on
 * the claim's subject answers it, whatever the claim says of it: «Аванс — 25-е число» checks «аванс 5-го», though it
 * holds no «5» (walk 25a hedged, then answered with the person's own note of the rumour). So a reading that holds the
 * thing asked and misses only the figure the claim says of it is an answer, led by «По документам:» (claims.ts) for the person
 * to set beside what they heard. A reading that misses the subject itself stays as it is.
 */
/** Units of time and of a share, a figure said in a word («полгода», «неделю», «вдвое»): a closed class of measure words. */
const UNIT = /^(?:пол-?)?(?:год|лет|месяц|недел|дн[еяиь]|день|час|минут|сут|процент|вдвое|втрое|половин)/iu;

export function checkedClaim(claim: string, read: Retrieved): Retrieved {
  const v = read.verdict;
  if (!v || v.state === "refused" || !v.anchor || !v.anchorCovered) return read;
  if (v.state === "answered") return { ...read, claimed: true };
  const said = words(claim).map((w) => stem(w));
  const at = (w: string) => said.indexOf(stem(words(w)[0] ?? w));
  const subject = at(v.anchor);
  // What the claim says of its subject is a figure («5-го», «50%», «полгода»): a word the documents lack besides one names
  // another thing («бесплатный фитнес» is no «бесплатно проверяют зрение»), and the reading stays as it is.
  const figure = (w: string) => /\d/.test(w) || numeralOf(w) !== null || UNIT.test(w);
  const predicate = v.missing.length > 0 && v.missing.every((w) => at(w) > subject && figure(w));
  if (subject < 0 || !predicate) return read;
  return { ...read, verdict: { ...v, state: "answered", missing: [] }, missing: [], claimed: true };
}
