/**
 * «…, casual tone», «keep it formal», «в дружеском тоне», «официальным стилем»: how a letter is to sound, said beside what
 * it says. It shapes the wording and is no part of the text (walk 21b copied «casual tone» into the letter).
 * The register words are the usual scale of formality (Joos, «The Five Clocks», 1962: frozen, formal, consultative,
 * casual, intimate; with the everyday «friendly», «polite», «neutral», «business»), Russian their common equivalents
 * (официальный, деловой, нейтральный, вежливый, дружеский, неформальный, непринуждённый, разговорный).
 */
export type Tone = "casual" | "formal";

const CASUAL_EN = "casual|informal|friendly|relaxed|warm|light";
const FORMAL_EN = "formal|polite|professional|business|neutral|official";
const CASUAL_RU = "неформальн|дружеск|дружелюбн|непринужд[её]нн|разговорн|т[её]пл|простым|простом";
const FORMAL_RU = "официальн|делов|нейтральн|вежлив|формальн";
const NOUN_EN = "tone|style|register|way|manner|voice";
const NOUN_RU = "тон\\p{L}*|стил\\p{L}*|манер\\p{L}*|форм\\p{L}*";

const EN = new RegExp(`(?:(?:in|with|use|using)\\s+)?(?:an?\\s+)?(?:(?:more|very|quite|a\\s+bit)\\s+)?(${CASUAL_EN}|${FORMAL_EN})\\s+(?:${NOUN_EN})(?:\\s+please)?|(?:keep|make)\\s+it\\s+(?:(?:more|very|quite|a\\s+bit)\\s+)?(${CASUAL_EN}|${FORMAL_EN})`, "iu");
const RU = new RegExp(`(?:(?:в|на|с|во)\\s+)?(?:(?:более|очень)\\s+)?((?:${CASUAL_RU}|${FORMAL_RU})\\p{L}*)\\s+(?:${NOUN_RU})|(?:${NOUN_RU})\\s+((?:${CASUAL_RU}|${FORMAL_RU})\\p{L}*)`, "iu");
// The clause is the tone alone: at the text's start or end, set off by a comma, a dash, a semicolon or a full stop.
const edge = (re: RegExp) => new RegExp(`(?:^|[,;.—–]\\s*|\\s+-\\s+)(?:${re.source})\\s*[.!]?\\s*$|^(?:${re.source})\\s*[,;:.—–]\\s*`, "iu");
const EN_EDGE = edge(EN), RU_EDGE = edge(RU);

/** The text without a clause saying its tone, and that tone (null when none is said). */
export function toneSaid(text: string): { text: string; tone: Tone | null } {
  const m = EN_EDGE.exec(text) ?? RU_EDGE.exec(text);
  if (!m) return { text, tone: null };
  const word = (m.slice(1).find(Boolean) ?? "").toLowerCase();
  const casual = new RegExp(`^(?:${CASUAL_EN}|${CASUAL_RU})`, "iu").test(word);
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/gu, " ").trim();
  return { text: rest, tone: casual ? "casual" : "formal" };
}
