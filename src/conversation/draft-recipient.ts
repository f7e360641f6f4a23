import type { Database } from "bun:sqlite";
import type { Draft } from "../tools/drafts.ts";
import { addressFor } from "../tools/mail.ts";
import { newRecipient } from "../text/draft-words.ts";
import { accusativeToNominative, genderOf, greetingName, regreet, toAddressee } from "../text/addressee.ts";
import { dativeToNominative } from "../text/genitive.ts";
import { russianDictionary } from "../text/dictionary.ts";

/** The letter on screen sent to someone else: its new To field, whether the address is known, and its body greeting them. */
export interface Readdressed { to: string; known: boolean; body: string }

/**
 * «ой, нет, отправь это не Дмитрию, а Марии Ивановой», «поменяй получателя на Марию Иванову», «кому: m.ivanova@…»,
 * «actually send it to Dmitry Sokolov instead» (walk 17b: refused, the only way was to cancel and start again). The
 * recipient is found as a new letter's is, among the mailbox's senders and the documents' contacts; a name found in
 * neither stays the recipient, named in the nominative, and the card asks for the address. The greeting follows.
 */
export function readdressInWords(deps: { db: Database; dataDir: string }, draft: Draft, message: string): Readdressed | null {
  const said = newRecipient(message);
  if (!said) return null;
  const has = (w: string) => russianDictionary().has(w);
  const cyrillic = /[а-яё]/iu.test(said.who);
  const named = !cyrillic ? said.who
    : said.grammaticalCase === "accusative" ? accusativeToNominative(said.who, has)
    : said.grammaticalCase === "dative" ? dativeToNominative(said.who, has) : said.who;
  const { address, known } = addressFor(named, deps);
  const lang = /[а-яё]/iu.test(draft.body) ? "ru" : "en";
  const body = toAddressee(regreet(draft.body, greetingName(address, lang, said.who)), genderOf(address));
  return { to: address, known, body };
}
