import type { InterviewState } from "./types.ts";
import { newLetterIn } from "../../routing/embedded/args.ts";
import type { Skill } from "../types.ts";
import { skillNameIn } from "../names.ts";
import { outlineDocument, outlineOf, type OutlineOptions } from "./outline.ts";
import { asksForDraft } from "../../text/speech-acts.ts";
import { asSentence as sentence, SIGNED_AT_END } from "../../text/letters.ts";
import { genitiveToNominative } from "../../text/genitive.ts";
import { russianDictionary } from "../../text/dictionary.ts";

/**
 * «помоги написать деловое письмо поставщику ООО «ОфисТорг»: хотим скидку…»: the letter a request describes, read by the
 * same rules as a letter asked for outright («напиши письмо поставщику…: …»), so a manner («на английском») or a sender
 * («письмо от Ольги Кузнецовой») is never taken for the addressee. Null when no addressee and message are said.
 */
function letterIn(text: string): { to: string; gist: string } | null {
  const at = /письм\p{L}*\s+/iu.exec(text);
  const letter = at ? newLetterIn(`напиши письмо ${text.slice(at.index + at[0].length)}`) : null;
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
  const answers = Object.entries(state.facts).filter(([k, v]) => k.startsWith("step") && typeof v === "string").map(([, v]) => String(v));
  const letter = told.map(letterIn).find((x) => x !== null)
    ?? answers.map((a) => newLetterIn(`напиши письмо ${a}`)).find((x) => x !== null && x.gist !== "") ?? null;
  if (!letter) return null;
  // «тон официальный, подпиши от имени Игоря Смирнова. составь черновик»: said of the letter, not words of it.
  const addedLater = String(state.facts.more ?? "").split(/;\s*/u).flatMap((m) => m.split(/(?<=[.!?])\s+/u)).filter(Boolean);
  const signedAs = addedLater.map((m) => SIGN_AS.exec(m)).filter((x) => x !== null)
    .map((x) => (x[1] ? genitiveToNominative(x[2]!, (w) => russianDictionary().has(w)) : x[2]!).trim().replace(/[.!]$/u, "")).find(Boolean);
  // «Добавь, что трое новых сотрудников…»: what to add is the sentence after the command.
  const more = addedLater.map((m) => m.replace(SIGN_AS, "").replace(MANNER, "").replace(ADD, "").trim()).filter((m) => m && !asksForDraft(m));
  // «…на неделю, подпись Алексей Смирнов»: a signature said at the end of what to write.
  const signed = SIGNED_AT_END.exec(letter.gist);
  const gist = signed ? letter.gist.slice(0, signed.index) : letter.gist;
  const signature = more.find((m) => SIGNATURE.test(m))?.replace(SIGNATURE, "").trim() ?? signedAs ?? signed?.[1].trim();
  const lines = [gist, ...more.filter((m) => !SIGNATURE.test(m))].map(sentence).filter(Boolean);
  const ru = lang === "ru";
  const body = `${ru ? "Добрый день!" : "Hello,"}\n\n${lines.join("\n\n")}\n\n${ru ? "С уважением" : "Best regards"}${signature ? `,\n${signature}` : ""}`;
  const subject = sentence(gist).replace(/[.]$/u, "");
  return { to: letter.to, subject: subject.length > 60 ? `${subject.slice(0, 57).trimEnd()}…` : subject, body };
}

/**
 * The document a making skill's interview describes (minutes, a weekly report): the parts of its result — the person's
 * own list («разложи по разделам: …») or its description's — each holding what the person said that belongs there, under
 * the skill's name, to edit and confirm. What they asked the assistant to do is applied («дата — сегодня» is today's
 * date), never pasted in as a point (walk 17b: «- Разложи по разделам…», «- Дата — сегодня.»). Null when nothing was said
 * beyond the command, unless a form of the parts is asked for.
 */
export function documentFromInterview(state: InterviewState, skill: Skill, o: OutlineOptions & { skeleton?: boolean }): { title: string; content: string } | null {
  const outline = outlineOf(skill, state, { ...o, bare: true });
  // Asked for outright («покажи черновик»), the parts with nothing in them yet are still a form to fill in the card.
  const empty = !outline || (!outline.loose.length && !outline.fields.length && outline.sections.every((x) => !x.lines.length));
  if (!outline || (empty && !(o.skeleton && outline.sections.length))) return null;
  const title = skillNameIn(skill, o.lang);
  return { title, content: outlineDocument(outline, title) };
}
