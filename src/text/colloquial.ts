import COLLOQUIAL from "./colloquial.json" with { type: "json" };
import { stem } from "./tokens.ts";

/**
 * A colloquial word read as the standard word the documents write (colloquial.json). The thesaurus joins «комп» to the
 * groups of «компьютер» (thesaurus.ts withColloquial), but the search still weighs the stem «комп» itself, which no
 * fragment holds, as the rarest term of the question: «кто ремонтирует комп?» found no passage over a contacts page
 * saying «Компьютер… ремонтирует техническая поддержка», while «…компьютер?» was answered. A meaning of two words
 * («днюха» — день рождения) or of a word in no group («комбез» — комбинезон) was not reached at all.
 *
 * Only the words a dictionary labels colloquial («разг.», «жарг.», «прост.», «сокр.»): an unlabelled entry is a sense the
 * standard word shares («хозяин» — владелец), a word in its own right, and stays as typed. A word is read so only where
 * the documents do not hold it and hold every word of its meaning: a warehouse that writes «тачка» means its barrow.
 */
const LABELLED = /(?:разг|жарг|прост|сокр)\./u;

const BY_STEM = new Map(COLLOQUIAL.words.filter((c) => LABELLED.test(c.label)).map((c) => [stem(c.word), c]));

// A noun's case endings (Русская грамматика 1980, §§ 1130–1160): past its stem a form of «заява» or «велик» ends so; a
// verb sharing the stem does not («заявить», «заявил» are «заяв-» too, «великий» is «велик-»).
const NOUN_ENDING = /^(?:|а|я|ы|и|е|у|ю|ь|ой|ей|ою|ею|ом|ем|ам|ям|ами|ями|ах|ях|ов|ев)$/u;

/** Whether `w` is a form of the colloquial word `c`: the word itself, a noun's case form, or any form of a verb. */
function isFormOf(w: string, c: { word: string }): boolean {
  return w === c.word || /ть(?:ся)?$/u.test(c.word) || NOUN_ENDING.test(w.slice(stem(w).length));
}

/** The text with each colloquial word the documents do not hold read as their standard word («где взять комбез?» → «…комбинезон?»). */
export function withStandardWords(text: string, holds: (word: string) => boolean): string {
  return text.replace(/[а-яё]+/giu, (typed) => {
    const w = typed.toLowerCase().replaceAll("ё", "е");
    const c = BY_STEM.get(stem(w));
    return c && isFormOf(w, c) && !holds(w) && c.means.split(" ").every(holds) ? c.means : typed;
  });
}
