import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Tool } from "./types.ts";
import { oneOf, str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { DOC_FORMATS, formatOf, outDir, safeFileName } from "./files.ts";
import { toolPhrases } from "./phrases.ts";

/** search_documents: the company's documents, through the RAG pipeline the caller wires in. */
export const searchDocuments: Tool = {
  id: "search_documents",
  description: "Найти ответ во внутренних документах компании (регламенты, приказы, инструкции) со ссылками на источники",
  chip: { ru: "Ищу в документах компании", en: "Searching company documents" },
  parameters: {
    type: "object",
    properties: { query: { type: "string", description: "Вопрос или ключевые слова" } },
    required: ["query"],
  },
  consequential: false,
  async run(args, ctx) {
    const query = str(args, "query");
    if (!query) return { kind: "error", message: toolPhrases(ctx.lang).docs.noQuery };
    if (!ctx.searchDocuments) return { kind: "error", message: toolPhrases(ctx.lang).docs.off };
    return { kind: "documents", data: await ctx.searchDocuments(query) };
  },
};

/** document_create: a new file (Markdown, text or CSV table), written only after confirmation. */
export const documentCreate: Tool = {
  id: "document_create",
  description: "Создать новый файл-документ или таблицу (md, txt, csv) с заданным содержимым (после подтверждения)",
  chip: { ru: "Готовлю документ", en: "Drafting a document" },
  parameters: {
    type: "object",
    properties: {
      title: { type: "string", description: "Название файла без расширения" },
      format: { type: "string", enum: [...DOC_FORMATS], description: "csv — для таблиц" },
      content: { type: "string", description: "Полное содержимое файла" },
    },
    required: ["title", "content"],
  },
  consequential: true,
  async run(args, ctx) {
    const title = safeFileName(str(args, "title") ?? "");
    const content = str(args, "content");
    if (!title) return { kind: "error", message: toolPhrases(ctx.lang).doc.needTitle };
    if (!content) return { kind: "error", message: toolPhrases(ctx.lang).doc.empty };
    const format = formatOf(title) ?? oneOf(args, "format", DOC_FORMATS, "md");
    const fileName = formatOf(title) ? title : `${title}.${format}`;
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, { kind: "document", title: fileName, body: content, args: { op: "create", fileName } });
  },
};

/** document_edit: changes to a named file the assistant created earlier, applied only after confirmation. */
export const documentEdit: Tool = {
  id: "document_edit",
  description: "Изменить существующий документ, названный в просьбе: дописать в конец или заменить содержимое (после подтверждения)",
  chip: { ru: "Готовлю правку документа", en: "Drafting a document edit" },
  parameters: {
    type: "object",
    properties: {
      fileName: { type: "string", description: "Имя файла, как его назвал пользователь" },
      content: { type: "string", description: "Что дописать, или новое содержимое целиком" },
      mode: { type: "string", enum: ["append", "replace"] },
    },
    required: ["fileName", "content"],
  },
  consequential: true,
  async run(args, ctx) {
    const named = safeFileName(str(args, "fileName") ?? "");
    const content = str(args, "content");
    if (!named) return { kind: "error", message: toolPhrases(ctx.lang).doc.nameIt };
    if (!content) return { kind: "error", message: toolPhrases(ctx.lang).doc.whatToChange };
    // The person may omit the extension; take the first existing file it could mean.
    const fileName = [named, ...DOC_FORMATS.map((f) => `${named}.${f}`)].find((n) => formatOf(n) && existsSync(join(outDir(ctx.dataDir), n)));
    if (!fileName) return { kind: "error", message: toolPhrases(ctx.lang).doc.notFound(named) };
    const mode = oneOf(args, "mode", ["append", "replace"] as const, "append");
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
      kind: "document", title: toolPhrases(ctx.lang).doc.editTitle(mode, fileName), body: content,
      args: { op: "edit", fileName, mode },
    });
  },
};
