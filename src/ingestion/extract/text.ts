import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { heading, para, type Block } from "./block.ts";
import { isAllCaps, parseHeadingNumber } from "./heading-text.ts";
import { inferHeadings } from "./headings.ts";
import { decodeText, tidyLines } from "./normalize.ts";
import { assemble } from "./sections.ts";
import { continues, joinWrapped, LEADER_ROW, wrapWidth } from "./text-wrap.ts";
import { withTextTables } from "./text-table.ts";

/** The first line of a group that is a table already read by its columns. */
const TABLE_MARK = "⟦table⟧";

const HANGING_DASH_END = /\s[-–—]$/;

/** A line pairing a thing with its value by a dash («Костюм — 1 шт.», «05.12 сб — ночь»). */
const PAIRED = /\S\s[—–-]\s\S/;

const SETEXT = /^\s*(={3,}|-{3,})\s*$/;

/**
 * Splits plain text into blocks: blank lines end a paragraph, and a line that looks like a
 * heading (numbered, ALL CAPS, or a short first line of a paragraph) stands apart so the
 * heading guesser can judge it; a line underlined with «===» or «---» is a heading. Other lines stay as they are,
 * joined by line breaks, except a line that carries on the one before (wrapped mid-sentence, after a hanging dash,
 * or after a line filled to the width the text was wrapped at), which joins it.
 */
export function textToBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const groups = tidyLines(withTextTables(text, TABLE_MARK)).split(/\n{2,}/).map((g) => g.split("\n"));
  const width = wrapWidth(groups);
  for (const group of groups) {
    // A table aligned by spaces under a rule of dashes, read by its columns before spaces were squashed (text-table.ts).
    if (group[0] === TABLE_MARK) { blocks.push(para(group.slice(1).join("\n"), null, { lines: group.length - 1 })); continue; }
    const groupLines = group;
    // Every line pairs a thing with its value by a dash: a list, one item a line. So does every line under a short title
    // that pairs nothing («Мои смены на декабрь (кофейня…)» over «8 декабря — утро…»: lead walk 49 read the items, each
    // opening with a figure, as one sentence).
    const paired = groupLines.length >= 3 && (groupLines.every((l) => PAIRED.test(l)) || titledList(groupLines));
    let lines: string[] = [];
    const flush = () => {
      if (lines.length) blocks.push(para(lines.join("\n"), null, { lines: lines.length }));
      lines = [];
    };
    groupLines.forEach((line, i) => {
      // A line underlined with «===» or «---» is a heading of depth 1 or 2, as plain-text documents (and Markdown's
      // setext headings) write them; the underline is layout, not text.
      const under = SETEXT.exec(groupLines[i + 1] ?? "");
      // A line of dashes under a paragraph's sentence («…на первом этаже.» then «-----») separates paragraphs instead.
      const titled = under && line.trim() && !SETEXT.test(line) && line.length <= 100 && !/[.!?,;:]$/.test(line.trim()) && lines.length === 0;
      if (titled) { flush(); blocks.push(heading(line.trim(), under![1]![0] === "=" ? 1 : 2)); return; }
      if (SETEXT.test(line)) { flush(); return; }
      const looksLikeHeading = line.length <= 120 && !/[.,;:]$/.test(line) && (parseHeadingNumber(line) !== null || isAllCaps(line));
      // «Нормы выдачи СИЗ:» then «Костюм — 1 шт. на 12 месяцев / Ботинки — 1 пара…»: a group after a colon, or whose lines all
      // pair a thing with its value by a dash, is a list — its first line is an item, not a lead (walk 17a lost that row).
      const listed = /:\s*$/.test(blocks.at(-1)?.text ?? "") || paired;
      // The first line of a paragraph wrapped at a fixed width («Беременные сотрудницы не допускаются к работе с
      // рентгеном и» / «ингаляционным наркозом…») is no lead: the next line carries it on (walk 19a made it a heading).
      const shortLead = i === 0 && groupLines.length > 1 && line.length <= 70 && !/[.,;:]$/.test(line) && !listed
        && !continues(line, groupLines[1], width) && !LEADER_ROW.test(line);
      // A line typed with a hard break («…не считая дня покупки,» / «если сохранены…», «…кисть -» / «вызывайте…», or a
      // line filled to the margin) and the next are one paragraph; a list item or a table row starts a line of its own.
      const prev = lines.at(-1);
      // «1.5. Если пролито больше 1 литра … — выведите» / «всех из цеха, позвоните 112»: a numbered line the next line
      // carries on is a list item wrapped at the margin, not a heading — it starts a paragraph of its own (walk 24a's
      // safety instruction was cut into headings and their tails: «что делать при пожаре?» → «101 или 112.»).
      if (looksLikeHeading && !isAllCaps(line) && parseHeadingNumber(line) !== null && continues(line, groupLines[i + 1], width)) {
        flush();
        lines.push(line);
        return;
      }
      // «Мои смены в декабре (упаковка, бригада 3)» over «05.12 сб — ночь 19:00–7:00» lines: a short first line over lines
      // that all pair a thing with its value by a dash is the list's title, and says what every item is (lead walk 46:
      // «когда у меня ночные смены?» met the title alone, the night lines holding no «смены»). Set apart as a heading is.
      const titlesList = i === 0 && titledList(groupLines);
      if (looksLikeHeading || shortLead || titlesList) {
        flush();
        blocks.push(para(line, null, titlesList ? { lines: 1, emphasized: true } : { lines: 1 }));
      // «12 декабря (суббота) — Пономарёва Е…» / «19 декабря (суббота) — Вострикова Н…»: in such a list a line opening with a
      // figure is the next item, not the tail of the one before (walk 30b's duty roster was read as one sentence).
      } else if (prev !== undefined && continues(groupLines[i - 1]!, line, width) && !(paired && !HANGING_DASH_END.test(groupLines[i - 1]!))) {
        lines[lines.length - 1] = joinWrapped(prev, line);
      } else lines.push(line);
    });
    flush();
  }
  return blocks;
}

/** A short first line that pairs nothing over lines that all pair a thing with its value by a dash: a list's title. */
function titledList(lines: string[]): boolean {
  const [first] = lines;
  return lines.length >= 3 && first!.length <= 70 && !/[.,;:]$/.test(first!) && !PAIRED.test(first!) && lines.slice(1).every((l) => PAIRED.test(l));
}

/** Extracts a .txt file: one section, or sections at headings when the text has recognisable ones. */
export async function extractPlainText(fileName: string, bytes: Uint8Array): Promise<ExtractedDoc> {
  const text = decodeText(bytes);
  if (text === null) throw new ExtractionError(fileName, "the file is not text (it contains binary data)", { ru: "это не текстовый файл (в нём двоичные данные)" });
  return assemble(nestGuessed(textToBlocks(text)), { fileName, pages: null });
}

/**
 * Guesses headings, then puts a guessed plain-words heading (not numbered, not ALL CAPS) one level under the
 * underlined heading above it: it names a part of that section, and left at the top level it became the parent
 * of every later section (walk 19a: «Беременные сотрудницы… › УКУСЫ И ЦАРАПИНЫ ЖИВОТНЫХ»).
 */
function nestGuessed(blocks: Block[]): Block[] {
  let above: number | null = null;
  return inferHeadings(blocks).map((b, i) => {
    if (blocks[i]!.kind === "heading") above = blocks[i]!.level ?? 1;
    else if (b.kind === "heading" && above !== null && !parseHeadingNumber(b.text) && !isAllCaps(b.text)) return { ...b, level: above + 1 };
    return b;
  });
}
