import { isStopword, stem, words } from "./tokens.ts";

/**
 * «помощник воспитателя», «заместитель директора», «секретарь руководителя»: a post named by the person it serves or
 * stands in for. Such a noun (a relational noun of a person: Русская грамматика 1980, § 1703 and §§ 1720–1723, the
 * genitive of the one a person is related to — «помощник врача», «заместитель директора») names another post than the
 * genitive beside it. «Помощникам воспитателя — 31 день» is no rule for «воспитатель» (walk 20a answered the teacher's
 * leave with the nanny's 31 days), and «Воспитателям — 42 дня» none for «помощник воспитателя».
 */
const HEADS = new Set(["помощник", "помощница", "заместитель", "замдиректора", "ассистент", "секретарь", "советник", "референт"].map(stem));

/** A quick look before the words are stemmed: evidence terms are worked out for every sentence. */
const MAY_HOLD = /помощни|заместит|замдирект|ассистент|секретар|советник|референт/iu;

/** The term a word takes when it names whom a post serves («воспитателя» in «помощник воспитателя»). */
export const SERVED = "\u0000served:";

/** A genitive ending: singular -а/-я, -ы/-и; plural -ов/-ев/-ей (Зализняк's declensions). */
const GENITIVE = /(?:[аяыи]|ов|ев|ей)$/u;
/** An adjective between the post and the person, in the genitive: «заместитель главного бухгалтера». */
const ADJECTIVE = /(?:ого|его|ой|ей|ых|их)$/u;

/**
 * The words of a text that name whom a post serves (each once, as `words` writes them), with the text they leave when
 * taken out. A word said elsewhere in the text on its own («воспитатель и помощник воспитателя») stays held by it.
 */
export function servedWords(text: string): { served: Set<string>; rest: string } {
  if (!MAY_HOLD.test(text)) return { served: new Set(), rest: text };
  const ws = words(text);
  const served = new Set<string>();
  const alone = new Set<string>();
  ws.forEach((w, i) => {
    const head = i > 0 && HEADS.has(stem(ws[i - 1]));
    const afterAdjective = i > 1 && HEADS.has(stem(ws[i - 2])) && ADJECTIVE.test(ws[i - 1]);
    if ((head || afterAdjective) && w.length >= 4 && !isStopword(w) && GENITIVE.test(w) && !HEADS.has(stem(w))) served.add(w);
    else alone.add(stem(w));
  });
  for (const w of served) if (alone.has(stem(w))) served.delete(w);
  if (served.size === 0) return { served, rest: text };
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...served].map((w) => w.replace(/е/g, "[её]")).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return { served, rest: text.replace(pattern, " ") };
}

/** The term standing for a served word. */
export const servedTerm = (word: string) => SERVED + stem(word);
