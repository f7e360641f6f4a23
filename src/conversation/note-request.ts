import type { Decision, RouteInput } from "../routing/types.ts";
import { noteAskedFor } from "../text/note-verbs.ts";
import { letterSays } from "../text/letters.ts";
import { toneSaid } from "../text/tone.ts";

/**
 * «shoot dmitry a quick note saying thanks…», «email Dmitry Sokolov: thanks…»: a new letter to the person named, with
 * what it says (walk 21b: a document titled with the sentence, and a search of Dmitry's letters). The router read «note»
 * as a document and «email» as the mailbox; the sentence's verb of sending, its addressee and its «saying» clause are a
 * letter, drafted as «write a new email to…» drafts it. A letter call the router made itself stands.
 */
export function noteRequest(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !["text", "tool", "clarify"].includes(d.outcome)) return d;
  if (d.outcome === "tool" && d.tools.some((t) => t.name === "mail_reply_draft")) return d;
  const note = noteAskedFor(input.message);
  if (!note) return d;
  const { text, tone } = toneSaid(note.gist);
  // «dmitry» typed in lower case is still a name: greeted as written in the address book, not by the mailbox's Cyrillic form.
  const to = note.to.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toUpperCase());
  const was = d.outcome === "tool" ? d.tools.map((t) => t.name).join(", ") : d.outcome;
  Object.assign(d, { outcome: "tool", tools: [{ name: "mail_reply_draft", arguments: { compose: true, to, gist: letterSays(text), ...(tone ? { tone } : {}) } }], webSearch: false, webSearchSource: null });
  delete d.clarify;
  delete d.smallTalk;
  d.reasons.push(`call repair: a new letter to «${to}» asked for by a verb of sending (the router's ${was} set aside)`);
  return d;
}
