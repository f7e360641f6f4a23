import type { Tool } from "./types.ts";
import { str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { toolPhrases } from "./phrases.ts";

/** post_draft: a post for the person's page in the company feed, published only after confirmation. */
export const postDraft: Tool = {
  id: "post_draft",
  description: "Подготовить черновик поста в ленту компании на странице пользователя (публикация после подтверждения)",
  chip: { ru: "Пишу черновик поста", en: "Drafting a post" },
  parameters: {
    type: "object",
    properties: {
      text: { type: "string", description: "Текст поста" },
      title: { type: "string", description: "Заголовок; по умолчанию — первая строка" },
    },
    required: ["text"],
  },
  consequential: true,
  async run(args, ctx) {
    const text = str(args, "text");
    if (!text) return { kind: "error", message: toolPhrases(ctx.lang).noPostText };
    const first = text.split("\n")[0].trim();
    const title = str(args, "title") ?? (first.length <= 80 ? first : `${first.slice(0, 79).replace(/\s+\S*$/, "")}…`);
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, { kind: "post", title, body: text });
  },
};
