/**
 * How people say what and how much they ate, as data for `foods.ts`. Written from general colloquial
 * Russian and English («котлета штука», «пару блинов», «хотя нет, скорее 250», «и ещё котлету»,
 * «блин, опять дождь»), not from any pilot set. Words are lower-case with ё as е, whole words.
 */

/** Words that give a number of pieces («котлета одна», «штуку», «пару», «half»). Digits and «две» come from numerals. */
export const COUNT_WORDS: Record<string, number> = {
  один: 1, одна: 1, одну: 1, одно: 1, одного: 1, одной: 1, штука: 1, штуку: 1, штучка: 1, штучку: 1,
  пара: 2, пару: 2, парочка: 2, парочку: 2, полтора: 1.5, полторы: 1.5, половина: 0.5, половину: 0.5,
  половинка: 0.5, половинку: 0.5, пол: 0.5,
  one: 1, couple: 2, pair: 2, half: 0.5,
};

/** After a figure, a word that makes it a number of pieces («2 штуки», «3 шт»). */
export const PIECE_WORDS = ["шт", "штук", "штука", "штуки", "штучки", "pcs", "pieces", "piece", "slice", "slices", "ломтик", "ломтика", "ломтиков", "кусок", "куска", "кусков", "кусочек", "кусочка", "кусочков"];

/** Containers of a drink, in millilitres ≈ grams (household measures: a can 330 ml, a glass 250, a mug 300, a cup 200). */
export const CONTAINERS: Record<string, number> = {
  банка: 330, банку: 330, банки: 330, стакан: 250, стакана: 250, кружка: 300, кружку: 300, кружки: 300, чашка: 200, чашку: 200, чашки: 200,
  бутылка: 500, бутылку: 500, бутылки: 500, can: 330, cans: 330, glass: 250, glasses: 250, mug: 300, mugs: 300, cup: 200, cups: 200, bottle: 500, bottles: 500,
};

/** Stems of words for a plate or a portion («тарелку борща», «полтарелки», «half a bowl»): so many typical portions. */
export const PORTION_STEMS = ["тарелк", "тарелочк", "порци", "миск", "plate", "bowl", "portion", "serving"];

/** Words that only link a quantity to its food («two slices of pizza»). */
export const LINK_WORDS = ["of", "a", "an"];

/** Eating and drinking said of oneself («я съел», «I had»): no food's name. */
export const EATING_WORDS = ["съел", "съела", "поел", "поела", "ел", "ела", "выпил", "выпила", "пил", "пила", "скушал", "скушала", "только", "ate", "had", "drank", "eaten", "only", "just"];

/** Words that take back what was just said («хотя нет», «точнее», «ой»): what follows replaces it. */
export const CORRECTION_WORDS = ["нет", "хотя", "точнее", "вернее", "скорее", "ой", "исправлю", "поправка", "actually", "no", "sorry", "rather", "correction"];

/** Words that add to what was already counted («и ещё котлету», «снова овсянка»). */
export const MORE_WORDS = ["еще", "снова", "опять", "плюс", "добавь", "добавить", "также", "тоже", "another", "more", "again", "also", "plus", "add"];

/** Words that may stand beside a bare figure meant as grams («ну где-то 250», «примерно 300»). */
export const APPROX_WORDS = ["примерно", "около", "где-то", "наверное", "приблизительно", "может", "вроде", "типа", "ну", "было", "был", "была", "about", "around", "maybe", "roughly", "like"];

/** Indefinite pronouns («что-то», «something»; a closed class of Russian and English grammar): they name no food the table could lack. */
export const INDEFINITE_WORDS = ["что-то", "что-нибудь", "что-либо", "кое-что", "чего-то", "чего-нибудь", "something", "anything", "stuff"];

/**
 * Interjections that sound like a food («блин, опять дождь»): read as no food when set off at a
 * sentence's start or after a comma, with no quantity, in a sentence naming no other food.
 */
export const INTERJECTIONS = ["блин", "блинский", "елки", "елки-палки", "капец", "жесть", "черт"];

/** «овсянка 60 г сухой», «сырая гречка», «dry oats»: the cereal or pasta was weighed before cooking. */
export const DRY_WORDS = ["сухой", "сухая", "сухую", "сухого", "сухих", "сухие", "сырой", "сырая", "сырую", "сырого", "сырых", "сырые", "dry", "uncooked"];

/** «убери банан», «вычеркни кофе», «remove the banana»: a food named to be taken out of the count. */
export const REMOVE_WORDS = ["убери", "уберите", "удали", "удалите", "вычеркни", "вычеркните", "убрать", "удалить", "минус", "remove", "delete", "drop"];

/** «на завтрак…, на ужин…», «в обед»: a meal named; the same food at two meals is two helpings. */
export const MEAL_WORDS = ["завтрак", "завтрака", "завтраку", "обед", "обеда", "обеду", "ужин", "ужина", "ужину", "перекус", "перекуса", "полдник", "полдника", "утром", "днем", "днём", "вечером", "ночью", "breakfast", "lunch", "dinner", "supper", "snack"];

/**
 * Words of the count itself, in a question or a correction («сколько калорий?», «250 g total», «итого?»): never a food
 * the table lacks (walk 17b: «Не знаю «калорий»», «I don't know «total»»). Stems for the inflected, whole words else.
 */
export const SUM_STEMS = ["калори", "килокалор", "ккал", "кбжу", "итог", "calori", "kilocalor", "kcal", "total", "macro", "макро", "нутриент", "nutrient"];
export const SUM_WORDS = ["всего", "сумма", "сумму", "сумме", "вместе", "overall", "altogether", "sum", "energy", "энергия", "калораж", "белки", "жиры", "углеводы", "бжу", "protein", "fat", "carbs"];
