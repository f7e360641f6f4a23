/**
 * How people tell a doctor — or a chat — what is wrong, as data: greetings and filler that carry no symptom,
 * words that name a symptom, and words that report a medicine taken. Written from general colloquial Russian
 * and English (a greeting, «что-то», «в последнее время», «не знаю после чего»), not from any pilot set;
 * stems match at a word's start.
 */

/** Sentences that are only a greeting or a courtesy («Привет.», «Добрый день!», «Hi there»). */
export const GREETING_SENTENCE = /^(?:привет\p{L}*|здравствуй\p{L}*|добр\p{L}*\s+(?:день|дня|утро|утра|вечер|вечера|ночи)|доброго\s+времени\s+суток|салют|хай|hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:[\s,!]+(?:there|всем|доктор|doctor))?[\s,.!]*$/iu;

/** Words that open a sentence without saying anything of the symptom («ну», «что-то», «в последнее время», «короче»). */
export const FILLER_OPENERS: readonly string[] = [
  "ну", "что-то", "как-то", "вот", "короче", "слушай", "слушайте", "в общем", "вообще", "в последнее время", "последнее время", "где-то", "so", "well", "lately", "like",
];

/** Sentences that say what is not known («не знаю после чего», «don't know why»): no fact to quote. */
export const UNKNOWING = /(?<![\p{L}])(?:не\s+знаю|не\s+помню|без\s+понятия|хз|don'?t\s+know|no\s+idea|not\s+sure)(?![\p{L}])/iu;

/** Stems of words that name a symptom or a feeling of being ill. */
export const SYMPTOM_STEMS: readonly string[] = [
  "бол", "кашл", "кашел", "горл", "насморк", "сопл", "температур", "жар", "тошн", "рвот", "понос", "слабост", "голов", "живот",
  "сып", "зуд", "чеш", "давлен", "расклеил", "простуд", "знобит", "озноб", "ломит", "ломот", "головокруж", "кружит", "отек", "опух",
  "hurt", "pain", "ache", "cough", "throat", "fever", "temperature", "nause", "vomit", "rash", "itch", "dizz", "cold", "flu", "sore",
];

/** Stems that report a medicine taken («пил цитрамон», «принимала парацетамол», «took ibuprofen»). */
export const MEDICINE_STEMS: readonly string[] = [
  "пил", "выпил", "принима", "принял", "приняла", "таблет", "лекарств", "капл", "мазал", "сироп", "антибиот", "жаропониж",
  "took", "taking", "tablet", "pill", "medicine", "ibuprofen", "paracetamol", "aspirin",
];
