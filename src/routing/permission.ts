/**
 * «можно подключить личный телефон к гостевой сети», «нужно брать справку», «can I work from home on
 * Fridays?»: a modal predicate opening a message asks what is allowed or required, a question about
 * rules even without «ли» or «?». Not part of the router's QUESTION: «Можно составить письмо?» still
 * asks for a draft.
 */
import { MODAL_OPEN, DOING, PERMISSION_TAIL } from "../text/speech-acts.ts";

/** Also a told situation closed by «…, можно?» (PERMISSION_TAIL). */
export function asksWhatIsAllowed(message: string): boolean {
  const text = message.trim();
  return (MODAL_OPEN.test(text) && !DOING.test(text)) || PERMISSION_TAIL.test(text);
}
