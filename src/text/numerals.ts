const EXACT: Record<string, string> = {};
const forms: [string, string][] = [
  ["2", "два две двух двум двумя"], ["3", "три трех трем тремя"], ["4", "четыре четырех четырем четырьмя"],
  ["5", "пять пяти пятью"], ["6", "шесть шести шестью"], ["7", "семь семи"], ["8", "восемь восьми восемью"],
  ["9", "девять девяти девятью"], ["10", "десять десяти десятью"],
  ["2", "two"], ["3", "three"], ["4", "four"], ["5", "five"], ["6", "six"], ["7", "seven"], ["8", "eight"],
  ["9", "nine"], ["10", "ten"], ["11", "eleven"], ["12", "twelve"], ["15", "fifteen"], ["20", "twenty"], ["30", "thirty"],
  // English ordinals, as the Russian ones below: «for the third time» is the rules' «Третий раз». Not «first» nor «second»
  // (a unit of time, «second floor» as often a place as a count).
  ["3", "third"], ["4", "fourth"], ["5", "fifth"], ["6", "sixth"], ["7", "seventh"], ["8", "eighth"], ["9", "ninth"], ["10", "tenth"],
  // Adverbs of how many times (наречия кратности, Русская грамматика 1980, § 1664: «дважды», «трижды»): «Продлить срок можно
  // дважды» answers «а сколько раз?» as «2 раза» would (lead's walk 41 hedged it).
  ["2", "дважды twice"], ["3", "трижды thrice"], ["4", "четырежды"],
];
for (const [n, ws] of forms) for (const w of ws.split(" ")) EXACT[w] = n;

const PREFIXES: [RegExp, string][] = [
  [/^одиннадцат/, "11"], [/^двенадцат/, "12"], [/^тринадцат/, "13"], [/^четырнадцат/, "14"], [/^пятнадцат/, "15"],
  [/^шестнадцат/, "16"], [/^семнадцат/, "17"], [/^восемнадцат/, "18"], [/^девятнадцат/, "19"], [/^двадцат/, "20"],
  [/^тридцат/, "30"], [/^сорок/, "40"], [/^(пятьдесят|пятидесят)/, "50"], [/^(шестьдесят|шестидесят)/, "60"],
  // Ordinals in every case («пятый», «на пятый», «третьего»), as documents write them with a figure («5-й»).
  [/^перв(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)$/, "1"], [/^втор(?:ой|ая|ое|ые|ого|ому|ым|ом|ую|ых|ыми)$/, "2"],
  [/^трет(?:ий|ья|ье|ьи|ьего|ьей|ьему|ьим|ьем|ью|ьих|ьими)$/, "3"], [/^четв[её]рт(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)$/, "4"],
  [/^пят(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)$/, "5"], [/^шест(?:ой|ая|ое|ые|ого|ому|ым|ом|ую|ых|ыми)$/, "6"],
  [/^седьм(?:ой|ая|ое|ые|ого|ому|ым|ом|ую|ых|ыми)$/, "7"], [/^восьм(?:ой|ая|ое|ые|ого|ому|ым|ом|ую|ых|ыми)$/, "8"],
  [/^девят(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)$/, "9"], [/^десят(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)$/, "10"],
  [/^(семьдесят|семидесят)/, "70"], [/^(восемьдесят|восьмидесят)/, "80"], [/^девяност/, "90"],
  [/^(сто|ста)$/, "100"], [/^(двести|двухсот)/, "200"], [/^(триста|трехсот|трёхсот)/, "300"], [/^(четыреста|четырехсот|четырёхсот)/, "400"],
  [/^(пятьсот|пятисот)/, "500"], [/^(шестьсот|шестисот)/, "600"], [/^(семьсот|семисот)/, "700"], [/^(восемьсот|восьмисот)/, "800"],
  [/^(девятьсот|девятисот)/, "900"], [/^(тысяч)/, "1000"],
];

/**
 * An ordinal numeral (порядковое числительное: «первого», «пятый», «третьей», «fifth»): it names which one in a row, declined
 * as an adjective is (Русская грамматика 1980, § 1241), not how many; «до первого дня отпуска» counts no day.
 */
export function isOrdinal(word: string): boolean {
  if (/^(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/.test(word)) return true;
  // The cardinals written out whole («трем», «четырем») end as some ordinals do; only the stems declined are ordinals.
  return !(word in EXACT) && numeralOf(word) !== null && /(?:ый|ий|ой|ая|ья|ое|ье|ые|ьи|ого|его|ому|ему|ым|им|ом|ем|ей|ую|ью|ых|их|ыми|ими)$/.test(word) && !/^тысяч/.test(word);
}

/**
 * The digits a number word stands for («одиннадцати» → "11", «восьми» → "8"), so a question written
 * in words meets a document written in figures («к 11:00»). Null for any other word.
 */
export function numeralOf(word: string): string | null {
  return EXACT[word] ?? PREFIXES.find(([re]) => re.test(word))?.[1] ?? null;
}

/**
 * A part of the day after an hour turns spoken time into the clock time documents write: «после шести
 * вечера» → «после 18:00», «в 9 утра» → «в 9:00», «до двух ночи» → «до 2:00», «в 11 ночи» → «в 23:00».
 */
const DAY_PART: Record<string, (h: number) => number> = {
  утра: (h) => h % 12,
  дня: (h) => (h <= 6 ? h + 12 : h),
  вечера: (h) => (h < 12 ? h + 12 : 0),
  ночи: (h) => (h === 12 ? 0 : h >= 6 ? h + 12 : h),
};
// Only after a preposition of time: «три дня отпуска» is a count of days, «в три дня» an hour.
// Not after «по» («по 2 дня в неделю») and not after «раз в» («раз в три дня»): counts of days, not hours.
// «до 3 часов дня», «в 5 часов вечера»: the word «час» may stand between the hour and the part of the day.
const SPOKEN_HOUR = /(?<=(?:^|[^\p{L}])(?<!раз\s)(?:в|во|до|после|с|со|к|около|at|by|after|before|until)\s+)(\d{1,2}|\p{L}+)(?:\s+час(?:а|ов)?)?\s+(утра|дня|вечера|ночи)(?![\p{L}])/giu;

/**
 * «в пол-одиннадцатого», «к половине одиннадцатого утра»: half of the hour that is running, named by its ordinal, is
 * half past the hour before it (10:30; Русская грамматика 1980, § 1932: «половина одиннадцатого»). «пол-первого» is 12:30,
 * «пол-первого ночи» 0:30; a part of the day after it is read as above.
 */
// «половина второго отдела» is half a department: the word «половина» is an hour only after a preposition of time.
const HALF_PAST = /(?<![\p{L}])(?:пол-?|(?<=(?:^|[^\p{L}])(?:в|к|до|после|около|с|со)\s+)половин[аеуы]\s+)(\p{L}+(?:ого|его))(?:\s+(утра|дня|вечера|ночи))?(?![\p{L}])/giu;

export function spokenClockTimes(text: string): string {
  text = text.replace(HALF_PAST, (all, ordinal: string, part: string | undefined) => {
    const h = Number(numeralOf(ordinal.toLowerCase().replaceAll("ё", "е")) ?? NaN);
    if (!Number.isInteger(h) || h < 1 || h > 12) return all;
    const hour = part ? DAY_PART[part.toLowerCase()](h - 1) : h - 1 || 12;
    return `${hour}:30`;
  });
  return text.replace(SPOKEN_HOUR, (all, hour: string, part: string) => {
    const h = Number(/^\d+$/.test(hour) ? hour : numeralOf(hour.toLowerCase().replaceAll("ё", "е")) ?? NaN);
    return Number.isInteger(h) && h >= 1 && h <= 12 ? `${DAY_PART[part.toLowerCase()](h)}:00` : all;
  });
}
