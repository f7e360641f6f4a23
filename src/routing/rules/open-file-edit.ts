import type { Rule } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";

/** Edits that can only mean the open file: verb plus an object inside a file, or a verb that edits by itself. */
export const EDIT_PHRASES: readonly string[] = [
  "добавь столбец", "добавь колонку", "добавь строку", "добавь строчку", "добавь лист", "добавь абзац", "добавь раздел",
  "добавь ячейку", "добавь формулу", "добавь итог*", "добавь пункт", "добавь подпункт", "добавь параграф", "добавь примечание",
  "добавь сноску", "добавь заголовок", "удали пункт", "удали подпункт", "удали параграф", "встав*", "замен*", "удали строку", "удали столбец", "удали колонку",
  "удали абзац", "удали раздел", "удали лист", "исправ*", "переимен*", "отсорт*", "отформат*", "поменяй*",
  "выдели*", "перенеси строку", "объедини ячейки", "закрась*", "сократи абзац", "перепиши абзац", "переведи документ",
  "add a column", "add column", "add a row", "add row", "insert*", "replace*", "delete the row", "delete row",
  "delete the column", "remove the row", "remove the column", "add a clause", "add a paragraph", "remove the paragraph", "fix the", "rename*", "sort*", "format the",
];

/** Words that ask for a new file, which is never an edit of the open one. */
export const CREATE_NEW_PHRASES: readonly string[] = [
  "нов*", "создай", "создать", "заведи", "с нуля", "отдельн*", "new", "create", "from scratch", "separate",
];

/** open_file_edit: with a document open, an unambiguous edit goes straight to document_edit (saves a model call). */
export function openFileEdit(): Rule {
  const edits = lexicon(EDIT_PHRASES);
  const createNew = lexicon(CREATE_NEW_PHRASES);
  return {
    id: "open_file_edit",
    decide(input) {
      const hint = input.state.uiHint;
      if (!hint?.startsWith("document:")) return null;
      const tok = tokens(input.message);
      const edit = edits.find(tok);
      if (!edit || createNew.find(tok)) return null;
      const file = hint.slice("document:".length);
      return {
        outcome: "tool",
        tools: [{ name: "document_edit", arguments: { file, instruction: input.message.trim() } }],
        reasons: [`open_file_edit: «${file}» is open and «${edit}» edits it`],
      };
    },
  };
}
