/**
 * «есть» is two words (Ожегов): есть¹ «принимать пищу» (to eat; the infinitive) and есть² «быть» (there is; a function word,
 * in the stopwords). The infinitive stands after a modal word («можно ли есть попкорн за кассой?», «нельзя есть в зале») or
 * joined with «пить» («есть и пить на рабочем месте нельзя»); there «есть» is eating, and is read as «поесть», the word of
 * the eating group (thesaurus: поесть, перекусить). Walk 28a: «можно ли мне есть попкорн за кассой?» met the staff's free
 * popcorn and the cashier's compensation, the FAQ's «Можно ли есть попкорн за кассой?» holding no word «есть» to meet.
 */
const AFTER_MODAL = /(?<![\p{L}])((?:можно|нельзя|надо|нужно|хочу|хочется|хочет|запрещено|разрешено|разрешается|запрещается|не\s+положено|положено)(?:\s+ли)?(?:\s+(?:мне|нам|им|ему|ей|сотрудникам|сотруднику|персоналу))?\s+)есть(?![\p{L}])/giu;
// In a list too: «Есть, пить и курить в теплице запрещено» (lead walk 46).
const WITH_DRINK = /(?<![\p{L}])есть(?=(?:\s*,\s*|\s+(?:и|или)\s+)пить(?![\p{L}]))|(?<=(?<![\p{L}])пить(?:\s*,\s*|\s+(?:и|или)\s+))есть(?![\p{L}])/giu;

/** The text with «есть» of eating written «поесть» (see above); the existential «есть» is left alone. */
export function eatingSaid(text: string): string {
  if (!/есть/iu.test(text)) return text;
  return text.replace(AFTER_MODAL, "$1поесть").replace(WITH_DRINK, "поесть");
}
