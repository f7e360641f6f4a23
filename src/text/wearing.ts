import { groupsOfWord } from "./concepts.ts";

/**
 * «можно ли приходить в кроссовках?», «ходить в шортах можно?»: a verb of going with «в» and a garment is wearing it
 * (Ожегов: ходить — 5. в чём, носить какую-н. одежду: ходить в шубе; приходить, прийти in the same sense). The garment is
 * known by the thesaurus's clothing groups (thesaurus.ts: «одежда обувь брюки… носить»), so no garment is listed here.
 * Session 30: the verb, read as coming somewhere, met the payslip that «приходит на почту» instead of the dress code.
 */
const GOING_IN = /(?<![\p{L}])((?:при|по)?ход(?:ить|ит|ят|ишь|ите|им|у)|прий?ти|прид(?:у|ет|ёт|ут|ешь|ем)|приш(?:ел|ёл|ла|ли))\s+в\s+(\p{L}+)/giu;

let CLOTHING: Set<number> | null = null;

/** In a question, each verb of going said with a garment, and the word it stands for («приходить в кроссовках» → носить). */
export function wearingVerbs(question: string): Map<string, string> {
  CLOTHING ??= new Set(groupsOfWord("одежда"));
  const out = new Map<string, string>();
  for (const m of question.toLowerCase().replaceAll("ё", "е").matchAll(GOING_IN)) {
    if (groupsOfWord(m[2]!).some((g) => CLOTHING!.has(g))) out.set(m[1]!, "носить");
  }
  return out;
}

/**
 * Personal protective equipment, by the classes of ГОСТ 12.4.011-89 (средства защиты органов дыхания: респиратор, противогаз,
 * маска; рук: перчатки, рукавицы, нарукавники; глаз и лица: очки; головы: каска, шлем; слуха: беруши, наушники;
 * специальная одежда и обувь: спецодежда, фартук, халат, комбинезон, бахилы, сапоги), as stems of every case.
 */
const PROTECTIVE = /^(?:респиратор|противогаз|маск|перчат|рукавиц|нарукавник|очк|каск|шлем|беруш|наушник|спецодежд|фартук|халат|комбинезон|бахил|сапог)/u;

/**
 * Whether a noun after «в» names something worn: «разводят в респираторе FFP2 и перчатках» says what one has on (Русская
 * грамматика 1980, § 1666: «в» with a garment — состояние, «в шубе»), not where a thing is. A garment is known by the
 * thesaurus's clothing group, protective equipment by PROTECTIVE. Walk 52: «где хранить глазурь» was answered with confidence
 * by the glaze rule «…разводят только в респираторе», read as a place.
 */
export function isWorn(noun: string): boolean {
  CLOTHING ??= new Set(groupsOfWord("одежда"));
  return PROTECTIVE.test(noun) || groupsOfWord(noun).some((g) => CLOTHING!.has(g));
}
