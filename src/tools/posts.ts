import type { Tool } from "./types.ts";
import { str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { toolPhrases } from "./phrases.ts";
import { postTitle } from "../text/headlines.ts";

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
    // What the post announces, short, rather than its first sentence cut with «…» (walk 17b).
    const title = postTitle(text, str(args, "title"));
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, { kind: "post", title, body: text });
  },
};
