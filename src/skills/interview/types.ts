import type { Facts } from "./extract.ts";

export type Lang = "ru" | "en";

/** What the skill has gathered so far in this chat (kept in the chat's state between turns). */
export interface InterviewState {
  skill: string;
  lang: Lang;
  facts: Facts;
  /** Slots asked already, each at most twice. */
  asked: string[];
  /** The slot(s) the last question asked for: the next reply answers them. */
  pending: string[];
  /** Calorie skill: what was eaten, [food name, grams, estimated]. */
  eaten?: [string, number, boolean][];
  /** Calorie skill: the food named last, which grams said alone («хотя нет, скорее 250») correct. */
  named?: string;
  /** Calorie skill: foods named that the table does not hold, said plainly in the result. */
  unknown?: string[];
  done: boolean;
  /** A letter-writing or making skill: the draft it made from this interview, called off when it is asked for again. */
  letterDraft?: string;
}

/** One thing to find out: a slot and how to ask for it. `free`: any reply is the answer; `quiet`: kept when told, never asked. */
export interface Slot { id: string; ru: string; en: string; free?: boolean; optional?: boolean; quiet?: boolean }

/** How one skill interviews and what it gives at the end. */
export interface Plan {
  slots: Slot[];
  /** The free-text slot the first message itself fills (the complaint, the topic, the request). */
  opening?: string;
  /** The opening slot's value from the first message (default: the request without its opening words). */
  openingOf?(text: string): string;
  /**
   * Words of the skill's own data (the calorie skill's food table): a message naming them speaks to the skill though its
   * procedure never lists them («а если ещё чай с сахаром?» inside the calorie skill; lead's walk 38).
   */
  vocabulary?(): string;
  /** Extra reading of a message beyond the shared extractors (the calorie skill's foods). */
  absorb?(state: InterviewState, message: string): void;
  /** After the result: what the skill says to a reply that changes none of its facts (e.g. checks an answer), or null. */
  after?(state: InterviewState, message: string): string | null;
  /** A message the skill answers at once while it still asks («3/4 + 5/6 = 8/10?» to the tutor); the question asked follows. */
  aside?(state: InterviewState, message: string): string | null;
  /** The question asked for a slot when what was said narrows it (the position told, only the level asked); null: the slot's own. */
  question?(state: InterviewState, slot: Slot): string | null;
  /** True when the result can be given before every slot is filled. */
  ready?(state: InterviewState): boolean;
  result(state: InterviewState): string;
  /** The result is a computation the skill redoes when a fact changes (a norm, a plan, a total): it says «пересчитаю». */
  /** A plan read from the skill's method alone (a company skill's): a later question may be answered from a step. */
  fromMethod?: boolean;
  recounts?: boolean;
}
