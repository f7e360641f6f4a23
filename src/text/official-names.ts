/**
 * Everyday names of a matter that the rules call by its official name, where no word of the everyday one is the rules' word:
 * «отгул за свой счёт», «неделю за свой счёт» is the leave the Labour Code calls «отпуск без сохранения заработной платы»
 * (ТК РФ ст. 128; Викисловарь, «за свой счёт» — разг. «без сохранения заработной платы», об отпуске). A person asks «можно
 * взять отгул за свой счёт на неделю?», the leave table's row says «Без сохранения заработной платы — до 14 календарных
 * дней» (walk 26a R06 was refused). The question is asked of the documents in the words they use, when they use them.
 */
interface OfficialName {
  /** The everyday phrase (what makes it that matter is checked apart: DAYS, LEAVE). */
  said: RegExp;
  /** The documents' phrases, the first the documents hold replacing it; `held` is how that phrase is found in them. */
  official: { phrase: string; held: RegExp }[];
}

const NAMES: OfficialName[] = [
  {
    said: /(?<![\p{L}])за\s+сво(?:й|ой|и|ё|е)\s+сч[её]т(?![\p{L}])/iu,
    official: [
      { phrase: "отпуск без сохранения заработной платы", held: /без\s+сохранения\s+(?:заработной\s+платы|зарплаты)/iu },
      { phrase: "отпуск без содержания", held: /без\s+содержания/iu },
    ],
  },
];

/** A count of days or weeks, or a leave's own word, said right before «за свой счёт». */
const DAYS = /(?<![\p{L}])(?:отгул\p{L}*|отпуск\p{L}*|выходн\p{L}*|день|дня|дней|дни|недел\p{L}*|месяц\p{L}*)(?:\s+\p{L}+){0,2}\s*$/iu;

/** «отгул» right before «за свой счёт» (a few words between: «отгул на пару дней за свой счёт»). */
const DAY_OFF = /(?<![\p{L}])отгул\p{L}*\s+(?:\p{L}+\s+){0,3}$/iu;

/** A word of leave or of taking days, which makes «за свой счёт» the unpaid leave rather than paying for a thing oneself. */
const LEAVE = /(?<![\p{L}])(?:отгул\p{L}*|отпуск\p{L}*|выходн\p{L}*|взять|возьму|брать|уйти|отпрос\p{L}*|отдохнуть)(?![\p{L}])/iu;

/** The text with each everyday name read as the documents' official one (see NAMES); `texts` are the documents' passages. */
export function withOfficialNames(text: string, texts: () => Iterable<string>): string {
  let out = text;
  for (const n of NAMES) {
    const m = n.said.exec(out);
    // Days counted right before it («пару дней за свой счёт») are the leave; else a word of leave or of taking days must be said.
    if (!m || !(DAYS.test(out.slice(0, m.index)) || LEAVE.test(out))) continue;
    const all = [...texts()];
    const held = n.official.find((o) => all.some((t) => o.held.test(t)));
    if (!held) continue;
    // «отгул за свой счёт» is that leave as a whole (a day off one has not worked for); «отпуск» said is kept, else added.
    const dayOff = DAY_OFF.exec(out.slice(0, m.index));
    const from = dayOff ? dayOff.index : m.index;
    const phrase = !dayOff && /(?<![\p{L}])отпуск/iu.test(out) ? held.phrase.replace(/^отпуск\s+/u, "") : held.phrase;
    out = out.slice(0, from) + phrase + out.slice(m.index + m[0].length);
  }
  return out;
}
