import type { Guard } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";

/** Verbs of making text. */
export const CREATE_VERBS: readonly string[] = [
  "напиш*", "написа*", "состав*", "подготов*", "сочин*", "набросай", "накидай", "оформи", "опубликуй", "сделай", "создай",
  "черновик", "запости", "выложи", "write", "draft", "compose", "prepare", "create", "make", "publish",
];

/** Words naming a piece of content. */
export const CONTENT_WORDS: readonly string[] = [
  "пост", "=статья", "=статью", "=статьи", "=статей", "=статье", "=статьей", "=статьёй", "заметк*", "публикаци*", "текст*", "анонс*", "объявлени*", "новост*", "лонгрид*", "колонк*", "обзор*",
  "post", "posts", "article", "blog", "announcement", "story", "write-up", "update",
];

/** Whom a feed post addresses: «напиши коллегам, что…» asks for a text to them, its content in the «что…» clause. */
export const ADDRESSEES: readonly string[] = ["=коллегам", "=команде", "colleagues", "the team"];

/**
 * Where a post goes, said with what to tell there: «напиши в ленту, что завтра субботник» names the feed, not the word
 * «пост» (walk 13d's check). A channel named without a «что» clause («контент для телеграм-канала») is no such order.
 */
// «опубликуй в ленте, что…», «post to the company feed: …»: the place in any case, the company's own named or not,
// then a «что» clause or a colon.
const TO_FEED = /(?<![\p{L}])(?:в|на|to|in|on)\s+(?:the\s+)?(?:(?:company|team|our)\s+)?(?:ленту|ленте|канал\p{L}*|телеграм\p{L}*|feed|channel)(?:\s+компании)?\s*(?:[,—–-]?\s*(?:что|that)(?![\p{L}])|:)/iu;

/** «post to the feed: …», «post in the channel that…»: English «post» opening the message is the verb. */
const POST_VERB = /^\s*(?:please\s+)?post\s+(?:to|in|on)\s/iu;

/** post_draft.no_create_intent: without a create verb plus a content word («какой ПК собрать») there is no post to draft. */
export function postDraftNoCreateIntent(): Guard {
  const verbs = lexicon(CREATE_VERBS);
  const content = lexicon([...CONTENT_WORDS, ...ADDRESSEES]);
  return {
    id: "post_draft.no_create_intent",
    appliesTo: "post_draft",
    check(_call, message) {
      const tok = tokens(message);
      const verb = verbs.find(tok) ?? (POST_VERB.test(message) ? "post" : null);
      const noun = content.find(tok) ?? (TO_FEED.test(message) ? "ленту" : null);
      if (verb && noun) return null;
      return `no create verb + content word pair (verb: ${verb ?? "none"}, content: ${noun ?? "none"})`;
    },
  };
}
