import type { InterviewState } from "./types.ts";
import { newLetterIn } from "../../routing/embedded/args.ts";
import type { Skill } from "../types.ts";
import { skillNameIn } from "../names.ts";
import { materialOf, outlineDocument, outlineOf, type OutlineOptions } from "./outline.ts";
import { makerOf } from "./makers.ts";
import { asksForDraft } from "../../text/speech-acts.ts";
import { asSentence as sentence, SIGNED_AT_END } from "../../text/letters.ts";
import { genitiveToNominative } from "../../text/genitive.ts";
import { russianDictionary } from "../../text/dictionary.ts";
import { composeLetter, type LetterKind } from "./letter-compose.ts";
import { emailIn, matterOf, onlyAddress } from "./letter-facts.ts";
import { applyFixes, CLAIM, composeClaim, figureFixes } from "./letter-claim.ts";

/**
 * «помоги написать деловое письмо поставщику ООО «ОфисТорг»: хотим скидку…»: the letter a request describes, read by the
 * same rules as a letter asked for outright («напиши письмо поставщику…: …»), so a manner («на английском») or a sender
 * («письмо от Ольги Кузнецовой») is never taken for the addressee. Null when no addressee and message are said.
 */
export function letterIn(text: string): { to: string; gist: string } | null {
  const at = /письм\p{L}*\s+/iu.exec(text);
  const letter = at ? newLetterIn(`напиши письмо ${text.slice(at.index + at[0].length)}`) : null;
  // «письмо поставщику с просьбой перенести поставку на пятницу»: what the letter asks, said after whom it goes to with no
  // comma, is its matter as «…поставщику, с просьбой…» is (PURPOSE below); walk 37 was asked «адресата, цель письма…» again.
  if (letter && !letter.gist && letter.about && PURPOSE.test(` ${letter.about}`)) return { to: `${letter.to} ${letter.about}`, gist: "" };
  return letter && letter.gist ? { to: letter.to, gist: letter.gist } : null;
}

/** «подпись: Анна Петрова, менеджер по закупкам», «signature — Anna»: who signs the letter. */
const SIGNATURE = /^(?:подпись|подписать|подпиши|от\s+кого|signature|sign(?:ed)?(?:\s+as)?)\s*[:—–-]?\s*/iu;


/** «…, подпиши от имени Игоря Смирнова, менеджера по закупкам», «подпишись: Анна»: who signs, said as a command. */
const SIGN_AS = /(?:^|[,;]\s*)(?:подпиши(?:сь|те)?|подпись|sign\s+it)\s+(?:(от\s+имени|as)\s+)?[:—–-]?\s*(.+)$/iu;
/** «тон официальный», «тон — дружелюбный», «официальным тоном», «покороче»: how to write, not what. */
const MANNER = /(?:^|[,;]\s*)(?:тон(?![\p{L}])(?:\s+письма)?(?:\s*[:—–-]\s*|\s+)\p{L}+(?:,?\s+(?:но|и|а|but|and)\s+\p{L}+)?|\p{L}+\s+тоном|покороче|подлиннее|(?:in\s+an?\s+)?\p{L}+\s+tone)(?=\s*(?:[,;.!]|$))[,;.!]?/iu;

/** «Добавь, что…», «допиши, что…», «add that…»: a command to add, then what. */
const ADD = /^(?:добавь(?:те)?|допиши(?:те)?|дополни(?:те)?|add)(?:\s+(?:ещё|еще|also))?\s*,?\s*(?:что|that)\s+/iu;

/**
 * The letter a letter-writing skill's interview describes, built from the person's own words only: to whom and what
 * (the request: «письмо поставщику ООО «ОфисТорг»: хотим скидку 10%…»), what they added after the result as further
 * sentences, and a «подпись: …» as the closing. Null when no addressee was said: nothing is invented.
 */
export function letterFromInterview(state: InterviewState, lang: "ru" | "en"): { to: string; subject: string; body: string } | null {
  const told = [state.facts.request, state.facts[String(state.facts.fromRequest ?? "")]].map((v) => (typeof v === "string" ? v : ""));
  // «Помоги с письмом» → the button «Деловое письмо» → «в бухгалтерию, прошу продлить срок…»: the letter may be told in an
  // answer to the skill's first question instead (walk 14d), read as «письмо в бухгалтерию, прошу…».
  const answers = Object.entries(state.facts).filter(([k, v]) => k.startsWith("step") && typeof v === "string" && v !== "none").map(([, v]) => String(v));
  // «тон официальный, подпиши от имени Игоря Смирнова. составь черновик»: said of the letter, not words of it.
  const addedLater = String(state.facts.more ?? "").split(/;\s*/u).flatMap((m) => m.split(/(?<=[.!?])\s+/u)).filter(Boolean);
  const signedAs = addedLater.map((m) => SIGN_AS.exec(m)).filter((x) => x !== null)
    .map((x) => (x[1] ? genitiveToNominative(x[2]!, (w) => russianDictionary().has(w)) : x[2]!).trim().replace(/[.!]$/u, "")).find(Boolean);
  // «Добавь, что трое новых сотрудников…»: what to add is the sentence after the command; «адрес у них info@…» is whom to.
  const more = addedLater.map((m) => m.replace(SIGN_AS, "").replace(MANNER, "").replace(ADD, "").trim()).filter((m) => m && !asksForDraft(m) && !asksForLetter(m) && !onlyAddress(m.replace(/[.!]+$/u, "")));
  const said = [...new Set([...told, ...answers, ...addedLater].filter((t) => t.trim()))];
  const saidSignature = more.find((m) => SIGNATURE.test(m))?.replace(SIGNATURE, "").trim() ?? signedAs;
  // A job offer, a cold letter, a complaint reply: written from the facts by their own kind of letter (walk 19b).
  const kind = LETTER_KINDS[state.skill];
  // A claim to a supplier (walk 20b): what happened and what we ask, as a letter; a figure said again replaces the old one.
  if (!kind && CLAIM.test(said.join(" "))) {
    const fixes = figureFixes(more.filter((m) => !SIGNATURE.test(m)));
    const material = [...new Set([told[1] ?? "", ...answers, ...fixes.rest])].filter(Boolean)
      .map((t) => t.replace(/^[^:]{0,80}(?:письм|претензи|жалоб|letter|complaint|claim)[^:]*:\s*/iu, ""));
    const claim = composeClaim(String(state.facts.request ?? ""), applyFixes(material, fixes.pairs), lang, saidSignature ?? null);
    if (claim) return { ...claim, to: claim.to || emailIn(said) || (letterIn(told[0] ?? "")?.to ?? "") };
  }
  if (kind) {
    const signed = said.map((t) => SIGNED_AT_END.exec(t)).find((x) => x !== null);
    const texts = said.map((t) => { const m = SIGNED_AT_END.exec(t); return m ? t.slice(0, m.index) : t; });
    return composeLetter(kind, texts, /[а-яё]/iu.test(texts.join(" ")) ? "ru" : "en", saidSignature ?? signed?.[1].trim() ?? null);
  }
  const letter = told.map(letterIn).find((x) => x !== null)
    ?? answers.map((a) => newLetterIn(`напиши письмо ${a}`)).find((x) => x !== null && x.gist !== "") ?? null;
  if (!letter) return null;
  // «письмо в ООО «КомпМаркет» с просьбой продлить…, подпись — …»: the request said with the addressee is the letter's
  // matter, not part of whom it goes to (walk 19b: «Кому: ООО «КомпМаркет» с просьбой…» and an empty body).
  const purpose = PURPOSE.exec(letter.to);
  const to = purpose ? letter.to.slice(0, purpose.index).trim() : letter.to;
  // «…на неделю, подпись Алексей Смирнов»: a signature said at the end of what to write.
  const full = [purpose?.[0].trim() ?? "", letter.gist].filter(Boolean).join(", ");
  const signed = SIGNED_AT_END.exec(full);
  const gist = signed ? full.slice(0, signed.index) : full;
  const signature = saidSignature ?? signed?.[1].trim();
  const opening = purpose ? (lang === "ru" ? `Обращаемся к вам ${gist.trim()}` : gist) : gist;
  const lines = [opening, ...more.filter((m) => !SIGNATURE.test(m))].map(sentence).filter(Boolean);
  const ru = lang === "ru";
  const body = `${ru ? "Добрый день!" : "Hello,"}\n\n${lines.join("\n\n")}\n\n${ru ? "С уважением" : "Best regards"}${signature ? `,\n${signature}` : ""}`;
  // The subject names the matter («Отсрочка платежа до 30 дней»), never the request's sentence (walk 19b).
  const subject = matterOf(gist) ?? sentence(gist).replace(/[.]$/u, "");
  return { to: emailIn(said) ?? to, subject: subject.length > 60 ? `${subject.slice(0, 57).trimEnd()}…` : subject, body };
}

/** The working skills whose letter is of a kind of its own (the platform's); any other letter skill writes a business letter. */
const LETTER_KINDS: Record<string, LetterKind> = { "job-offer": "offer", "cold-outreach": "cold", "complaint-reply": "complaint" };
/** «с просьбой…», «с предложением…», «с благодарностью за…»: what a letter is for, said after whom it goes to. */
const PURPOSE = /\s+(?:с|со)\s+(?:просьбой|предложением|благодарностью|уведомлением|запросом|приглашением|напоминанием|претензией)(?![\p{L}]).*$/iu;

/** «так напиши уже сам ответ», «готовь письмо», «всё, больше добавить нечего, готовь письмо»: the letter asked for. */
const LETTER_ASKED = /(?:^|[,.;!]\s*|\s)(?:напиши|пиши|составь|подготовь|готовь|сделай|давай|покажи|write|draft)(?:те)?\s+(?:(?:уже|мне|сам[оа]?|наконец|ему|ей|им|the|it|now|готовый|итоговый)\s+)*(?:ответ|письмо|текст|черновик|оффер|предложение|reply|letter|email|response)(?:\s+(?:уже|пожалуйста|целиком|now|please))*[\s.!]*$/iu;
export const asksForLetter = (message: string): boolean => LETTER_ASKED.test(message.trim());

/**
 * The document a making skill's interview describes (minutes, a weekly report): the parts of its result — the person's
 * own list («разложи по разделам: …») or its description's — each holding what the person said that belongs there, under
 * the skill's name, to edit and confirm. What they asked the assistant to do is applied («дата — сегодня» is today's
 * date), never pasted in as a point (walk 17b: «- Разложи по разделам…», «- Дата — сегодня.»). Null when nothing was said
 * beyond the command, unless a form of the parts is asked for.
 */
export function documentFromInterview(state: InterviewState, skill: Skill, o: OutlineOptions & { skeleton?: boolean }): { title: string; content: string } | null {
  // A making skill's own document (interview questions) from the same words, when enough was said for it.
  const maker = makerOf(skill);
  const request = String(state.facts.request ?? "");
  const made = maker?.document?.(request, materialOf(state).filter((t) => t !== request), o.lang);
  if (made) return made;
  const outline = outlineOf(skill, state, { ...o, bare: true });
  // Asked for outright («покажи черновик»), the parts with nothing in them yet are still a form to fill in the card.
  const empty = !outline || (!outline.loose.length && !outline.fields.length && outline.sections.every((x) => !x.lines.length));
  if (!outline || (empty && !(o.skeleton && outline.sections.length))) return null;
  const title = skillNameIn(skill, o.lang);
  return { title, content: outlineDocument(outline, title) };
}
