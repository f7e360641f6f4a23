/**
 * Stump compounds (сложносокращённые слова, «техподдержка», «бухучёт», «замдиректора»): their first part is the
 * clipped stem of an adjective or noun (Русская грамматика, 1980, §§ 392–401, «слова из усечённых основ»). A
 * directory writes the full phrase («Техническая поддержка»), a person types the compound. The clipped parts are a
 * closed, well-known set; each is listed with the full word it stands for.
 */
const CLIPPED: Record<string, string> = {
  тех: "технический", бух: "бухгалтерский", зам: "заместитель", зав: "заведующий", спец: "специальный",
  орг: "организационный", проф: "профессиональный", хоз: "хозяйственный", соц: "социальный", мед: "медицинский",
};

/**
 * «техподдержку» → «технический поддержку»; a word with no clipped part stays as it is. The rest must be a word of
 * its own in the dictionary (`has`), not the stem's continuation («бухгалтерию», «техническая», «медицинский»).
 */
export function unclipped(word: string, has: (w: string) => boolean): string {
  const w = word.toLowerCase();
  for (const [part, full] of Object.entries(CLIPPED)) {
    const rest = w.slice(part.length);
    // «бухгалтеру» goes on as the full word goes («бухгалтер…»): no clipped stem, though the dictionary knows «галтеру» (lead's
    // walk 44 addressed a letter to «бухгалтерский галтеру»).
    if (w.startsWith(part) && rest.length >= 4 && has(rest) && !full.startsWith(w.slice(0, part.length + 2))) return `${full} ${rest}`;
  }
  return word;
}

/**
 * First parts of compounds that stand for a whole word (Ожегов: «вело… — первая часть сложных слов со знач. относящийся к
 * велосипеду», «мото… — к мотоциклу»): «Велокурьеры работают при…», «велосмены» are about bicycles, as «на велосипеде», «на
 * велике» ask. Read with the rest of the word, which must be a word's length (four letters or more: «мотор» is no compound).
 */
// Not «хим…» (Ожегов: «химчистка»): read as «чистка» it sent a dry-cleaner's missing price to HR instead of the manager who
// sets prices (h25e; session 33's fresh-clone run).
const FIRST_PARTS: Record<string, string> = { вело: "велосипед", мото: "мотоцикл" };

/** «велокурьеры» → ["велосипед", "курьеры"]; none for a word with no such first part. */
export function firstPartForms(word: string): string[] {
  for (const [part, full] of Object.entries(FIRST_PARTS)) {
    const rest = word.slice(part.length);
    // The rest opens on a consonant, as a word joined to a clipped stem does: «химикаты», «химического» are no compounds.
    if (word.startsWith(part) && rest.length >= 4 && !/^[аеиоуыэюяь]/.test(rest) && !full.startsWith(word.slice(0, full.length))) return [full, rest];
  }
  return [];
}

/**
 * Combining forms that make a compound a kind of the noun joined to them (Ожегов: «авто… — первая часть сложных слов»,
 * «аэро…», «электро…», «фото…», «видео…»): an «автовокзал» is a «вокзал», an «электроплита» a «плита», «видеонаблюдение»
 * a «наблюдение». A rule on the kind speaks of the noun: «от железнодорожного или автовокзала» answers «от вокзала». The
 * rest must be a word of the dictionary of four letters or more that opens on a consonant, as a joined noun does
 * («автомобиль», «электроника», «фотография» leave no word; «автобус» leaves too short a one).
 */
const COMBINING = ["авто", "аэро", "электро", "фото", "видео"];

/** «автовокзала» → «вокзала»; null for a word that is no such compound (`has`: the dictionary). */
export function joinedNoun(word: string, has: (w: string) => boolean): string | null {
  for (const part of COMBINING) {
    const rest = word.slice(part.length);
    if (word.startsWith(part) && rest.length >= 4 && !/^[аеиоуыэюяь]/.test(rest) && has(rest)) return rest;
  }
  return null;
}

/**
 * A name joined of a Russian and a Latin part («ЛотосCRM», «СбисEDI», «ЯндексGo»): each part is a word of its own, the system's
 * kind («CRM») as much as its brand. Walk 31's «как часто менять пароль в црм» was hedged on «црм» beside «Логин в «ЛотосCRM»
 * выдаёт ИТ-поддержка… Пароль меняется каждые 60 дней»: the thesaurus joins «црм» to «crm», but no term of the name was «crm».
 * Each part of two letters or more; a word of one script, or one a hyphen parts, has none.
 */
export function scriptParts(word: string): string[] {
  // A hyphen already parts a word («SWOT-анализ» is read apart where it counts); read here too, it lent skill names the word
  // «анализ» and bunched two skills over a training question (heldout-print's leave-one-out).
  if (!/[а-яё]/u.test(word) || !/[a-z]/u.test(word) || word.includes("-")) return [];
  return (word.match(/[а-яё]+|[a-z]+/gu) ?? []).filter((p) => p.length >= 2);
}
