// A table row as ingestion writes it as a sentence (ingestion/extract/table.ts): «Должность: Сборщик | Ставка, ₽ в час: 230».

const CELL = " | ";

/** The row's cells, each matched as [cell, label, value]; null for a cell without a label. */
export const labelledCells = (row: string): (RegExpExecArray | null)[] => row.split(CELL).map((c) => /^([^:]+):\s*(.+)$/u.exec(c));

/** Whether a sentence is a table row of two cells or more. */
export const isTableRow = (text: string): boolean => text.includes(CELL);

/** The value of the row's first cell, its label dropped: what the row is about («Сборщик»). */
export const firstValue = (row: string): string => row.split(CELL)[0]!.replace(/^[^:]*:\s*/u, "");
