import { FILLER_OPENERS, GREETING_SENTENCE, MEDICINE_STEMS, SYMPTOM_STEMS, UNKNOWING } from "../../text/complaints.ts";
import { hasStem, normalize } from "./extract.ts";

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/u).map((x) => x.trim()).filter(Boolean);
// «температура 37.5», «37,5»: a point or a comma between digits is a decimal, no clause break.
const clauses = (text: string) => text.split(/(?:[,.](?!\d)|(?<!\d)[,.]|[;!?…\n])+|\s(?:и|а|но|and|but)\s/u).map((x) => x.trim()).filter(Boolean);
const naming = (text: string, stems: readonly string[]) => stems.some((s) => hasStem(normalize(text), s));

/** A sentence without the filler words it opens with («Что-то я в последнее время совсем…» → «я … совсем…»). */
export function unfilled(text: string): string {
  let t = text.trim();
  for (let again = true; again;) {
    again = false;
    for (const f of FILLER_OPENERS) {
      const m = t.match(new RegExp(`^${f.replace(/\s+/g, "\\s+")}(?![\\p{L}-])[\\s,]*`, "iu"));
      if (m && m[0].length < t.length) { t = t.slice(m[0].length); again = true; }
    }
  }
  return t.replace(/[.!?…\s]+$/u, "");
}

/** What the person says is wrong, without greetings and filler: the clauses naming a symptom, else the rest said. */
export function symptomPhrase(text: string): string {
  const said = sentences(text).filter((x) => !GREETING_SENTENCE.test(x) && !UNKNOWING.test(x));
  const named = said.flatMap(clauses).filter((c) => naming(c, SYMPTOM_STEMS)).map(unfilled);
  return (named.length ? named.join(", ") : said.map(unfilled).join(". ")) || text.trim();
}

/** When it began, as told, without «не знаю после чего» and filler («ну где-то неделю, может две» → «неделю, может две»). */
export function plainSince(text: string): string {
  return sentences(text).filter((x) => !UNKNOWING.test(x)).map(unfilled).join(". ");
}

/** A reply split into what it says of signs («температуры нет вроде») and of medicines taken («пил цитрамон»). */
export function signsAndMedicine(text: string, signStems: readonly string[]): { signs: string[]; medicine: string[] } {
  const parts = sentences(text).flatMap((x) => x.split(/[,;]\s*/u)).map((x) => x.trim().replace(/[.!?…]+$/u, "")).filter(Boolean);
  const medicine = parts.filter((c) => naming(c, MEDICINE_STEMS));
  return { medicine, signs: parts.filter((c) => !medicine.includes(c) && naming(c, signStems)) };
}
