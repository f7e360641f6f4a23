import { decodeEntities } from "./entities.ts";

/**
 * Removes inline Markdown markup and keeps the words: links and images keep their text,
 * emphasis and code lose their markers, inline HTML tags go, escapes and entities resolve.
 */
export function stripInline(s: string): string {
  return decodeEntities(
    s
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1")
      .replace(/<([^>\s@]+@[^>\s]+)>/g, "$1")
      .replace(/<\/?[a-zA-Z][^>]*>/g, "")
      .replace(/(`+)(.+?)\1/g, "$2")
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, "$1")
      .replace(/(^|[^\p{L}\d*])\*(?=\S)([^*]+?)(?<=\S)\*/gu, "$1$2")
      .replace(/(^|[^\p{L}\d_])_(?=\S)([^_]+?)(?<=\S)_(?=[^\p{L}\d_]|$)/gu, "$1$2")
      .replace(/\\([\\`*_{}\[\]()#+\-.!|>~])/g, "$1"),
  ).trim();
}
