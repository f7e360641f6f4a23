import { lexicon, type Tokens } from "./lexicon.ts";

/** Phrases that ask to leave the active skill («вернись в обычный режим», «давай не про питание»). */
export const EXIT_PHRASES: readonly string[] = [
  "обычный режим", "обычному режиму", "обычной беседе", "обычный чат", "обычному чату", "обычная беседа",
  "выйди из режима", "выключи режим", "выйди из навыка", "выключи навык", "отключи навык", "хватит про",
  "давай не про", "не про это", "сменим тему", "смени тему", "другая тема", "закончим с", "закончи с",
  "normal chat", "normal mode", "regular chat", "exit the skill", "leave the skill", "stop the skill",
  "change the subject", "enough about", "let's talk about something else", "something else",
];

/** True when the message asks to leave the skill by words. */
export function asksToLeaveSkill(tok: Tokens): boolean {
  return lexicon(EXIT_PHRASES).find(tok) !== null;
}
