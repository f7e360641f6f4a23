import type { Decision, RouteInput } from "../routing/types.ts";
import { noteAskedFor } from "../text/note-verbs.ts";
import { letterSays } from "../text/letters.ts";
import { toneSaid } from "../text/tone.ts";
import type { Skill } from "../skills/types.ts";

/**
 * «shoot dmitry a quick note saying thanks…», «email Dmitry Sokolov: thanks…»: a new letter to the person named, with
 * what it says (walk 21b: a document titled with the sentence, and a search of Dmitry's letters). The router read «note»
 * as a document and «email» as the mailbox; the sentence's verb of sending, its addressee and its «saying» clause are a
 * letter, drafted as «write a new email to…» drafts it. A letter call the router made itself stands.
 */
export function noteRequest(d: Decision, input: RouteInput, skills: Skill[] = []): Decision {
  if (input.state.skill || d.rule || !["text", "tool", "clarify", "skill"].includes(d.outcome)) return d;
  // «shoot Igor Petrov a note that the contract looks fine…» (walk 21c): the letter's own words named a skill («contract»,
  // «sign»), which took the turn; the note asked for is the job. A skill that writes letters itself keeps it.
  if (d.outcome === "skill" && skills.find((k) => k.id === d.skill)?.tools.includes("mail_reply_draft") !== false) return d;
  const note = noteAskedFor(input.message);
  const own = d.outcome === "tool" ? d.tools.find((t) => t.name === "mail_reply_draft") : undefined;
  if (own) {
    // «напиши Диме пару строк — спасибо…»: the router's addressee ran on into the message noun («Диме пару строк»); the
    // addressee ends where «пару строк» begins.
    const to = own.arguments.to;
    if (note && own.arguments.compose && typeof to === "string" && to.startsWith(`${note.to} `)) {
      own.arguments.to = note.to;
      d.reasons.push(`call repair: the letter goes to «${note.to}», the words after it («${to.slice(note.to.length + 1)}») name the note`);
    }
    return d;
  }
  if (!note) return d;
  const { text, tone } = toneSaid(note.gist);
  // «dmitry» typed in lower case is still a name: greeted as written in the address book, not by the mailbox's Cyrillic form.
  const to = note.to.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toUpperCase());
  const was = d.outcome === "tool" ? d.tools.map((t) => t.name).join(", ") : d.outcome === "skill" ? `skill «${d.skill}»` : d.outcome;
  Object.assign(d, { outcome: "tool", tools: [{ name: "mail_reply_draft", arguments: { compose: true, to, gist: letterSays(text), ...(tone ? { tone } : {}) } }], webSearch: false, webSearchSource: null });
  delete d.clarify;
  delete d.smallTalk;
  delete d.skill;
  delete d.reserve;
  d.reasons.push(`call repair: a new letter to «${to}» asked for by a verb of sending (the router's ${was} set aside)`);
  return d;
}
