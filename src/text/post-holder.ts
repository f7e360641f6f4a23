import { isStopword, words } from "./tokens.ts";
import { looksLikeVerb } from "./verb-forms.ts";

/**
 * «кто главный инженер?», «кто у нас бухгалтер», «кто наш директор»: «кто» with a post and no verb is the copular question
 * «кто [есть] X» (Русская грамматика 1980, § 2254: вопрос о лице, опознаваемом по признаку), asking who holds the post — a
 * person by name, or how to reach them. A sentence that only mentions the post answers nothing: walk 52's «кто главный
 * инженер» was answered with confidence by «…звонят главному инженеру, затем 112», while the contacts named Пётр Шатров.
 * A question that names someone itself («кто такой Павел Громов») asks the reverse, a post, and is left out.
 */
const WHO_FIRST = /^\s*(?:а\s+)?(?:кто|who\s+is|who's)(?![\p{L}])/iu;

export function asksPostHolder(question: string): boolean {
  // A capital after «кто» names the person asked about («кто Петров?»); after a preposition it names where («кто управляющий в
  // Маяк-Центр?», walk 56: answered with a sentence naming the cinema and no manager).
  const rest = question.trim().replace(/^\S+/u, "").replace(/(?<![\p{L}])(?:в|во|на|из|для|у|по)\s+[«"]?\p{Lu}/gu, " x");
  if (!WHO_FIRST.test(question) || /(?<![\p{L}])(?:такой|такая|такие|это)(?![\p{L}])|\s\p{Lu}/u.test(rest)) return false;
  const content = words(question).filter((w) => !isStopword(w) && !/^(?:кто|who|is|s)$/u.test(w));
  // A post is a noun with at most one word qualifying it («бухгалтер», «главный инженер», «старший администратор»); a question of
  // more words («кто мой куратор на выездах в выходные») asks of a situation, which a rule naming a role answers.
  // «кто чинит комп?»: «кто» agrees with a verb in the third person singular (Русская грамматика 1980, § 2254), whose short
  // present forms («чинит», «моет», «ведёт») the verb reader leaves as nouns; a post does not end so (road h36a).
  return content.length > 0 && content.length <= 2 && !content.some((w) => looksLikeVerb(w) || /(?:ит|ет|ёт)$/u.test(w));
}

// A first name and surname, or a surname with initials (ГОСТ Р 7.0.97-2016), an e-mail address or a phone number: how a
// document tells who someone is, beyond the post.
const NAME = /(?<![\p{L}])\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}{2,}(?![\p{L}])|(?<![\p{L}])\p{Lu}\.\s?(?:\p{Lu}\.\s?)?\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s\p{Lu}\.\s?(?:\p{Lu}\.)?/u;
const REACH = /[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d\s()-]{6,}\d/u;

// Words in «ёлочки» are a name of an organisation, a place or a product («ООО «Маяк Синема»», «кинотеатр «Маяк-Юг»»), no
// person's: walk 56's «Кто управляющий в Маяк-Центр?» was answered by the rules naming the company.
const unquoted = (text: string) => text.replace(/«[^«»]*»/gu, " ");

/** Whether a text names a person: a first name and surname, or a surname with initials. */
export const namesPersonByName = (text: string): boolean => NAME.test(unquoted(text));

/** Whether a text names a person or gives a way to reach one (see asksPostHolder). */
export const namesPerson = (text: string): boolean => NAME.test(unquoted(text)) || REACH.test(text);
