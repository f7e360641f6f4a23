import { EMAILS } from "../text/email.ts";
import type { StoredChunk } from "../retrieval/types.ts";

/**
 * «сломался ноут, куда звонить»: a question that asks where to call wants a number, and a refusal naming IT's e-mail alone
 * («Обратитесь: it@…») hid the phone the same contact line writes («…в ИТ-поддержку: it@…, телефон 8 (800) 555-01-23»;
 * lead's walk 31). Calling is asked by the verb of calling or by the number's own words (Ожегов: звонить — вызывать
 * по телефону).
 */
const ASKS_CALL = /(?<![\p{L}])(?:(?:по|до|от)?звон(?:ить|ю|им|ят|ишь|ите|и)|набрать|телефон\p{L}*|номер\p{L}*|call|phone|ring)(?![\p{L}])/iu;

/** A phone number written after its word («телефон 8 (800) 555-01-23», «тел.: +7 …», «phone …»). */
const PHONE = /(?<![\p{L}])(?:телефон|тел\.|phone|tel\.)\s*:?\s*(\+?\d[\d\s()\-–]{5,}\d)/iu;

/** The contact with the phone its own line writes beside the address, when the question asks where to call. */
export function withPhoneIfCalled(question: string, contact: string | null, chunks: StoredChunk[]): string | null {
  if (!contact || !ASKS_CALL.test(question) || !new RegExp(EMAILS.source).test(contact)) return contact;
  for (const c of chunks) {
    const at = c.text.indexOf(contact);
    if (at < 0) continue;
    // The address's own line or sentence, from the address on: a phone written there is the same contact's.
    const rest = c.text.slice(at + contact.length);
    const end = rest.search(/\n|(?<=[^\d\s])[.;](?:\s|$)/u);
    const m = (end < 0 ? rest : rest.slice(0, end)).match(PHONE);
    if (m) return `${contact}, ${m[0].trim()}`;
  }
  return contact;
}
