import type { SkillCandidate } from "./types.ts";

/**
 * How much the company's trade in a request lifts the company's best skill towards the first place: its score × (1 + w·share)
 * against the platform's first (see `tradeFirst`). Swept offline on nineteen seen skills sets (scripts/skill-sweep.ts --tw,
 * skills-salon kept out): 1 gains lawfirm and skills-logistics only; 2 also skills-univ, one wrong skill fewer; 4 and 8 the
 * same requests with that wrong skill back. Through the chat (session 52): lawfirm 31 → 32, skills-logistics 33 → 34,
 * skills-univ 32 → 33 of 40–42, no request lost on the twenty seen sets, the blind skills sets' and all 61 answering sets'
 * totals unchanged, dev's routing 80/80.
 * Tried and left (session 52, issue 16 point 3): a lift of every company skill over the platform's ranks the expected skill
 * first more often (379 → 404–420 of 546) but lets the gate's own rules read other company skills that rose into the first
 * three (a bank's cash deposits entered the credit review on «ИП», «физлиц»; retail's vacancy the appliance choice), five
 * sets losing a request; a lift of each skill by the trade words it holds itself lost agency's and the bank's complaint
 * skills; lifting a company skill from second place entered skills-univ's applicant reply where the set asks (s24).
 * Abramov's synonyms on the skill's side (src/text/abramov.ts): in the embedded text they ranked no better (379 → 368–379
 * first) and entered 7–13 more wrong skills; in the head's or the body's keys (evidence, support) clinic, construction,
 * lawfirm and hospital lost one or two requests each — a literary dictionary's senses («статья» → «часть», «брак» →
 * «свадьба») meet a request's words by chance. The best single step's cosine mixed into the score ranked worse (379 → 341–378).
 */
export const TRADE_WEIGHT = 2;

/**
 * The share of a request's word rarity held in words that only the company's own skills use, none of the platform's: the
 * company wrote its skills in its trade's words («качотта», «первую инстанцию», «разгрузку»), which a general skill never uses.
 * `keys` are a word's match keys (represent.ts); thesaurus concepts («#…») are left out, being shared by meaning, not by the
 * company's own wording. `owners(key)` are the enabled skills holding the key anywhere in their text.
 */
export function tradeShare(asked: { keys: string[] }[], rarity: number[], owners: (key: string) => Iterable<string>, isCompany: (id: string) => boolean): number {
  let own = 0, all = 0;
  asked.forEach((a, i) => {
    const ids = new Set(a.keys.filter((k) => !k.startsWith("#")).flatMap((k) => [...owners(k)]));
    all += rarity[i] ?? 0;
    if (ids.size && [...ids].every(isCompany)) own += rarity[i] ?? 0;
  });
  return all > 0 ? own / all : 0;
}

/**
 * A situation told at length (`longRequest` content words or more) in the company's own words is the company's job, yet the
 * weight-free score ranks a platform skill first on the story's everyday words («…решение по Гермесу, первую инстанцию
 * проиграли. до какого числа успеваем обжаловать?» put a general skill before the firm's procedural deadlines). The company's
 * best skill takes the first place when its score × (1 + w·share) passes the platform first's; every place keeps the score it
 * had, so the gate reads the values it was calibrated on, and no other place moves. Returns whether the order changed.
 * Nineteen seen skills sets offline: lawfirm, skills-logistics and skills-univ one request each, no request lost, one wrong
 * skill fewer (32 for 33); the expected skill first 379 → 394 of 546.
 */
export function tradeFirst(ranked: SkillCandidate[], share: number, weight = TRADE_WEIGHT): boolean {
  const [top] = ranked;
  if (!top || share <= 0 || weight <= 0 || top.skill.source === "company") return false;
  const lift = 1 + weight * share;
  const best = ranked.find((c) => c.skill.source === "company");
  // A company skill in second place is left where it is: the gate weighs it against the platform's first itself (select.ts
  // companyCovers, companyVersion, a fuller head, a rival asked about) — «поступающий… на собеседовании занизили баллы и
  // требует пересмотра» asks between the interview questions and the applicant reply, which the lift had entered alone.
  if (!best || ranked.indexOf(best) < 2 || best.score * lift <= top.score) return false;
  const values = ranked.map((c) => c.score);
  ranked.splice(ranked.indexOf(best), 1);
  ranked.unshift(best);
  ranked.forEach((c, i) => { c.score = values[i]; });
  return true;
}
