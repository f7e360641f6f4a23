const EXACT: Record<string, string> = {};
const forms: [string, string][] = [
  ["2", "два две двух двум двумя"], ["3", "три трех трем тремя"], ["4", "четыре четырех четырем четырьмя"],
  ["5", "пять пяти пятью"], ["6", "шесть шести шестью"], ["7", "семь семи"], ["8", "восемь восьми восемью"],
  ["9", "девять девяти девятью"], ["10", "десять десяти десятью"],
  ["2", "two"], ["3", "three"], ["4", "four"], ["5", "five"], ["6", "six"], ["7", "seven"], ["8", "eight"],
  ["9", "nine"], ["10", "ten"], ["11", "eleven"], ["12", "twelve"], ["15", "fifteen"], ["20", "twenty"], ["30", "thirty"],
];
for (const [n, ws] of forms) for (const w of ws.split(" ")) EXACT[w] = n;

const PREFIXES: [RegExp, string][] = [
  [/^одиннадцат/, "11"], [/^двенадцат/, "12"], [/^тринадцат/, "13"], [/^четырнадцат/, "14"], [/^пятнадцат/, "15"],
  [/^шестнадцат/, "16"], [/^семнадцат/, "17"], [/^восемнадцат/, "18"], [/^девятнадцат/, "19"], [/^двадцат/, "20"],
  [/^тридцат/, "30"], [/^сорок/, "40"], [/^(пятьдесят|пятидесят)/, "50"], [/^(шестьдесят|шестидесят)/, "60"],
  [/^(сто|ста)$/, "100"], [/^(тысяч)/, "1000"],
];

/**
 * The digits a number word stands for («одиннадцати» → "11", «восьми» → "8"), so a question written
 * in words meets a document written in figures («к 11:00»). Null for any other word.
 */
export function numeralOf(word: string): string | null {
  return EXACT[word] ?? PREFIXES.find(([re]) => re.test(word))?.[1] ?? null;
}
