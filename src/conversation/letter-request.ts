import type { Decision, RouteInput } from "../routing/types.ts";
import type { Skill } from "../skills/types.ts";
import { asksToAnswerToldComplaint, asksToWriteClaim, speaksOfReply } from "../text/letter-requests.ts";
import { contentStems } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";
import { skillTakesTurn } from "./skill-reserve.ts";
import { opensQuestion } from "../text/measure-questions.ts";

/** The concept groups and stems of a text, for naming what a skill's head and a request share. */
const termsOf = (text: string): Set<string> => new Set(contentStems(text).flatMap((s) => [s, ...conceptsOf(s).map((g) => `#${g}`)]));

/**
 * The skill that writes a new letter for the request: an enabled skill that drafts letters (`mail_reply_draft`) and, by
 * its name, does not reply to them (or does, for `replies`), naming most of the request's words and their thesaurus
 * groups in its head.
 */
function letterWriter(message: string, skills: Skill[], replies = false): Skill | null {
  const asked = termsOf(message);
  const shared = (k: Skill) => [...termsOf(`${k.name} ${k.description} ${k.nameEn ?? ""} ${k.descriptionEn ?? ""}`)].filter((t) => asked.has(t)).length;
  const writers = skills.filter((k) => k.autoSwitch && k.tools.includes("mail_reply_draft") && speaksOfReply(`${k.name} ${k.nameEn ?? ""}`) === replies);
  return writers.map((k) => ({ k, n: shared(k) })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n)[0]?.k ?? null;
}

/**
 * «надо накатать жалобу поставщику, привезли не то», «help me write a complaint to the company that sold us flashcards»:
 * a complaint of the person's own to write is a letter, which the letter-writing skill drafts (walks 20b, 20c: the
 * documents' refusal, «you did not ask to write a post», or a question offering the reply to a customer's complaint).
 * Only where the router left no tool of its own: a plain answer, the documents' search, or a question between skills.
 */
export function complaintLetter(d: Decision, input: RouteInput, skills: Skill[]): Decision {
  if (input.state.skill || d.rule || d.outcome === "skill" || !asksToWriteClaim(input.message)) return d;
  const open = d.outcome === "text" || d.outcome === "clarify" || (d.outcome === "tool" && d.tools.every((t) => t.name === "search_documents"));
  if (!open) return d;
  const writer = letterWriter(input.message, skills);
  return writer ? skillTakesTurn(d, writer.id, `a complaint of the person's own to write: «${writer.id}» drafts the letter`) : d;
}

/**
 * «напиши гостю ответ на жалобу — у него в номере всё утро не было горячей воды, предложи скидку 10%»: a reply to a
 * complaint told in the request, to a guest or a customer named by no name, is written by the skill that replies to
 * complaints (walk 21c: the router's reply looked for the guest's letter in the mailbox and found none). Only where the
 * router left a reply to a letter it could not name, a plain answer, the documents' search or a question.
 */
export function toldComplaintReply(d: Decision, input: RouteInput, skills: Skill[]): Decision {
  // «за сколько ответим клиенту на претензию», «в какой срок отвечаем на жалобы» (no «?» typed): a question word first asks
  // the company's procedure for a figure or a way, which no letter answers (walk 26a R47 entered the complaint reply and
  // took the next three claims questions for its details).
  if (opensQuestion(input.message)) return d;
  if (input.state.skill || d.rule || d.outcome === "skill" || !asksToAnswerToldComplaint(input.message)) return d;
  const open = d.outcome === "text" || d.outcome === "clarify"
    || (d.outcome === "tool" && d.tools.every((t) => t.name === "search_documents" || (t.name === "mail_reply_draft" && !t.arguments.compose)));
  if (!open) return d;
  const writer = letterWriter(input.message, skills, true);
  return writer ? skillTakesTurn(d, writer.id, `a reply to a complaint told in the request, to no one named: «${writer.id}» writes it`) : d;
}
