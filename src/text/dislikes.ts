/**
 * Saying one dislikes a thing and will not have it: «не люблю рыбу», «рыбу терпеть не могу», «I hate fish», «can't stand
 * mushrooms». The verbs of negative attitude of everyday Russian (не любить, ненавидеть, терпеть не мочь, не переносить,
 * не выносить — Ожегов, Толковый словарь) and English (hate, dislike, can't stand, not like — Oxford Learner's
 * Dictionary), in the first person as a person says them of themselves: a closed, curated set, no one's failures.
 * Read by the skills that plan what a person eats: a food disliked is left out like a food refused.
 */
const RU = ["не люблю", "не любим", "ненавижу", "терпеть не могу", "не переношу", "не выношу", "не перевариваю"];
const EN = ["hate", "dislike", "don't like", "do not like", "can't stand", "cannot stand", "don't want", "do not want"];

const alternation = (xs: string[]) => xs.map((x) => x.replace(/\s+/gu, String.raw`\s+`).replace(/'/gu, "['’]?")).join("|");

/** A dislike verb, in either language, as a regular-expression source (no groups that capture). */
export const DISLIKE = `(?:${alternation(RU)}|${alternation(EN)})`;
/** The Russian verbs alone: Russian may put the thing disliked first («рыбу терпеть не могу»); English never does. */
export const DISLIKE_AFTER_OBJECT = `(?:${alternation(RU)})`;
