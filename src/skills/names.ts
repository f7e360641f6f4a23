import type { Skill } from "./types.ts";

/**
 * A skill's name in the interface's language: the English interface shows `name_en` when the file gives
 * one; a skill written in one language (most company skills) keeps its own name in both.
 */
export const skillNameIn = (skill: Pick<Skill, "name" | "nameEn">, lang: "ru" | "en" | undefined): string =>
  (lang === "en" && skill.nameEn ? skill.nameEn : skill.name);
