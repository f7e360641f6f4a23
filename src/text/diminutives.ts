import { russianDictionary } from "./dictionary.ts";

/**
 * Diminutive nouns (уменьшительно-ласкательные: «нянечка», «водичка», «сумочка»; Русская грамматика 1980, §§ 333–340,
 * the suffixes -очк-, -ечк-, -ичк-, -оньк-, -еньк-): typed by a person, while documents write the plain noun («няня»).
 * The stem left without the suffix is one more form a document may hold it by. Only these unambiguous suffixes: «-ик»
 * («садик») also ends plain nouns («техник»). Also colloquial «-шк-» after a noun ending in «е» («кафе» → «кафешка»:
 * «можно ли работать из кафешки?» met no «кафе» of the remote-work rules).
 */
const DIMINUTIVE = /^([а-я]{2,}?)(?:очк|ечк|ичк|оньк|еньк|ешк)(?:а|и|у|ой|е|ам|ами|ах|ов|о)?$/;

/**
 * «фонарик», «садика», «ключиком»: the masculine diminutive in «-ик» (Русская грамматика 1980, § 333) of a noun the
 * dictionary declines, with the soft sign the suffix drops put back («фонарь» → «фонарик»). The plain noun must have the
 * nominative and the instrumental plural only nouns have («фонарь», «фонарями»; «сад», «садами»): «техник», «ученик»,
 * «вторник», «электрик» leave no such noun. «где взять фонарик» was refused over «Аварийные фонари лежат в ящике под
 * стойкой» (lead's walk 54).
 */
const IK_DIMINUTIVE = /^([а-я]{2,}?[бвгджзклмнпрстфхцчшщ])ик(?:а|у|ом|е|и|ов|ам|ами|ах)?$/;

/** The stem of a diminutive's plain noun («нянечки» → «нян», «фонарика» → «фонар»), or null. */
export function diminutiveStem(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const m = DIMINUTIVE.exec(w);
  if (m && m[1].length >= 3) return m[1];
  const ik = IK_DIMINUTIVE.exec(w);
  if (!ik) return null;
  const dict = russianDictionary();
  const noun = (dict.has(ik[1]) || dict.has(`${ik[1]}ь`)) && (dict.has(`${ik[1]}ами`) || dict.has(`${ik[1]}ями`));
  return noun ? ik[1] : null;
}

/**
 * A diminutive adjective (уменьшительно-ласкательные прилагательные in «-еньк-»: «новенький», «маленькая», «хорошенькому»;
 * Русская грамматика 1980, § 572): its plain positive form in «-ый» («новый»), which a skill or a document writes. The
 * person writes «я новенький диспетчер», «программа для новенькой сестры», the onboarding skill «для нового сотрудника».
 */
const DIMINUTIVE_ADJECTIVE = /^([а-я]{2,}?)еньк(?:ий|ая|ое|ие|ого|ому|ой|ую|ым|ыми|их|ими|ом|ей)$/;

/** The plain form of a diminutive adjective («новенькому» → «новый»), or null. */
export function plainAdjective(word: string): string | null {
  const m = DIMINUTIVE_ADJECTIVE.exec(word.toLowerCase().replaceAll("ё", "е"));
  return m && m[1].length >= 3 ? `${m[1]}ый` : null;
}

/**
 * Russian given names and the everyday forms people call each other by at work («Катя», «Катюша» for Екатерина, «Саня» for
 * Александр or Александра, «Дима» for Дмитрий). Data: the common hypocoristics as listed by Н. А. Петровский, «Словарь
 * русских личных имён» (1966) and А. В. Суперанская, «Словарь русских личных имён» (1998); the everyday ones only.
 * A letter «Кате Смирновой» goes to «Катя Смирнова» (walk 22a: the dative's «-е» was read back as «Ката»), and «Диме» to the
 * one Дмитрий the mailbox knows.
 */
const HYPOCORISTICS: Record<string, readonly string[]> = {
  Александр: ["Саша", "Саня", "Шура", "Санёк", "Сашенька"], Александра: ["Саша", "Саня", "Шура", "Сашенька"],
  Алексей: ["Лёша", "Алёша", "Лёха"], Анастасия: ["Настя", "Настенька"], Анатолий: ["Толя"], Андрей: ["Андрюша"],
  Анна: ["Аня", "Анечка", "Аннушка", "Нюра"], Антон: ["Антоша"], Артём: ["Тёма"], Борис: ["Боря"], Валентин: ["Валя"], Валентина: ["Валя"],
  Василий: ["Вася"], Виктор: ["Витя"], Виктория: ["Вика"], Владимир: ["Вова", "Володя"], Вячеслав: ["Слава"], Галина: ["Галя"],
  Георгий: ["Гоша", "Жора"], Григорий: ["Гриша"], Дарья: ["Даша"], Дмитрий: ["Дима", "Митя"], Евгений: ["Женя"], Евгения: ["Женя"],
  Екатерина: ["Катя", "Катюша", "Катенька"], Елена: ["Лена", "Леночка"], Елизавета: ["Лиза"], Иван: ["Ваня"], Ирина: ["Ира", "Ирочка"],
  Кирилл: ["Кирюша"], Константин: ["Костя"], Ксения: ["Ксюша"], Леонид: ["Лёня"], Любовь: ["Люба"], Людмила: ["Люда", "Мила"],
  Маргарита: ["Рита"], Мария: ["Маша", "Машенька"], Михаил: ["Миша"], Надежда: ["Надя"], Наталья: ["Наташа"], Наталия: ["Наташа"],
  Николай: ["Коля"], Ольга: ["Оля"], Павел: ["Паша"], Пётр: ["Петя"], Полина: ["Поля"], Роман: ["Рома"], Светлана: ["Света"],
  Семён: ["Сёма"], Сергей: ["Серёжа"], София: ["Соня"], Софья: ["Соня"], Станислав: ["Стас"], Степан: ["Стёпа"], Тамара: ["Тома"],
  Татьяна: ["Таня"], Фёдор: ["Федя"], Юлия: ["Юля"], Юрий: ["Юра"], Яков: ["Яша"], Ярослав: ["Слава"],
};

const plainYo = (w: string) => w.toLowerCase().replaceAll("ё", "е");
const FULL_OF = new Map<string, string[]>();
for (const [full, short] of Object.entries(HYPOCORISTICS)) {
  for (const s of [full, ...short]) FULL_OF.set(plainYo(s), [...(FULL_OF.get(plainYo(s)) ?? []), full]);
}

/** The full names a given name or its everyday form stands for («Катюша» → [«Екатерина»], «Саня» → both Александр and -а). */
export function fullNamesOf(name: string): string[] {
  return FULL_OF.get(plainYo(name)) ?? [];
}

/** A given name as typed, capitalised: full or everyday. */
export const isGivenName = (name: string): boolean => FULL_OF.has(plainYo(name));

/**
 * «Кате», «Сане», «Катюше»: a given name in the dative whose nominative ends in «-я» or «-а» after a consonant, which the
 * ending alone cannot tell (Кате is Катя, Лене is Лена); the one the name list holds, or null. Everyday forms first:
 * the full names in «-я» end in «-ия» and take «-ии».
 */
export function givenNameFromDative(word: string): string | null {
  const m = /^(\p{Lu}\p{Ll}*[бвгджзклмнпрстфхцчшщ])е$/u.exec(word);
  if (!m) return null;
  // «Лене» may be Лена or Лёня typed without «ё»: both names, so the ending's own rule (-е → -а) stands.
  const known = [`${m[1]}я`, `${m[1]}а`].filter((n) => FULL_OF.has(plainYo(n)));
  return known.length === 1 ? known[0]! : null;
}
