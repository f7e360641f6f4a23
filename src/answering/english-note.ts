import { writtenIn } from "../text/translations.ts";

/**
 * The interface's language sets the answer's (issue 12), and the embedded face has no translation: an answer in the English
 * interface that quotes only Russian sentences says so in English, so a reader who does not read Russian knows what they
 * are looking at and that the company's documents, not the assistant, wrote it (walk 25a: «a foreign employee cannot read
 * most answers», «How much is an eye test for a kid?» answered with three Russian rows and not one English word).
 * Empty in the Russian interface, for a question typed in Russian, for an answer that quotes any English sentence, and for one that quotes nothing.
 */
export function russianQuotedNote(answer: string, typed: string, lang: "ru" | "en" | undefined): string {
  // A question typed in Russian is read by someone who reads the quotes too.
  if (lang !== "en" || /[а-яё]/iu.test(typed)) return "";
  // The quoted sentences are what stands before each citation mark «[n]» on its line (a general step in English may open it).
  const quoted = answer.split(/\[\d+\]/).slice(0, -1).map((s) => s.split("\n").at(-1)!.replace(/^[\s.;:,)]+/, "").trim()).filter((s) => /\p{L}/u.test(s));
  if (!quoted.length || quoted.some((s) => writtenIn(s) === "en")) return "";
  return "\nThe company's documents state this in Russian; it is quoted above as written.";
}
