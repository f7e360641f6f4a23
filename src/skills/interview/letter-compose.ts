import type { Lang } from "./types.ts";
import { accusativeToNominative, clausesOf, dativeName, emailIn, firstName, matterOf, onlyAddress, toAssistant } from "./letter-facts.ts";
import { genitiveToNominative } from "../../text/genitive.ts";
import { russianDictionary } from "../../text/dictionary.ts";
import { firstEmail } from "../../text/email.ts";
import { commitmentOf, grievanceOf } from "../../text/complaint-voice.ts";

/**
 * The letters of the working skills written from what the person said (walk 19b): a job offer congratulates and lists
 * the terms, a cold letter offers in a sentence and ends with one question, a complaint reply apologises for what went
 * wrong and offers what the person said to offer. Only facts said go in; what is missing is left in [brackets] for the
 * person to fill, as the business letter's method says (a complaint reply with no offer said promises to come back with
 * one instead: the customer reads it, walk 21c). The letter's language is the request's.
 */
export type LetterKind = "offer" | "cold" | "complaint";
export interface Composed { to: string; subject: string; body: string }

const T = {
  ru: {
    hello: (name: string | null) => (name ? `Добрый день, ${name}!` : "Добрый день!"),
    helloCustomer: (name: string | null) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
    bye: "С уважением",
    offerSubject: (role: string | null) => `Предложение о работе${role ? `: ${role}` : ""}`,
    offerOpen: (role: string | null) => `Рады сообщить, что мы предлагаем вам ${role ? `должность ${role}` : "работу в нашей команде"}. Поздравляем!`,
    terms: "Условия:",
    offerClose: "Будем рады вашему ответу: подтвердите, пожалуйста, что условия вам подходят, [до какой даты ждём ответ]. Если остались вопросы, пишите или звоните.",
    candidate: "кандидат",
    coldOpen: (role: string | null) => (role ? `Пишу вам как ${role}.` : "Пишу вам впервые."),
    coldOffer: (offer: string) => `Мы предлагаем ${offer}.`,
    coldAsk: "Удобно ли вам обсудить это в коротком звонке на этой неделе? Если вопрос не к вам, подскажите, пожалуйста, кому лучше написать.",
    coldNoOffer: "[Что мы предлагаем и чем это полезно получателю.]",
    complaintSubject: "Ответ на ваше обращение",
    thanks: "Спасибо, что написали нам.",
    sorry: (what: string | null) => (what ? `Нам очень жаль, что ${what}. Приносим извинения за доставленные неудобства.` : "Приносим извинения за доставленные неудобства."),
    sorryAbout: (what: string) => `Нам очень жаль, что так вышло. Приносим извинения за ${what} и за доставленные неудобства.`,
    propose: (what: string) => `Предлагаем ${what}.`,
    noProposal: "Мы разберёмся, что произошло, и в ближайшее время сообщим, как всё исправим.",
    choose: "Сообщите, пожалуйста, какой вариант вам удобнее, — и мы сразу всё организуем.",
    reply: "Если остались вопросы, просто ответьте на это письмо.",
    customer: "клиент",
  },
  en: {
    hello: (name: string | null) => (name ? `Dear ${name},` : "Hello,"),
    helloCustomer: (name: string | null) => (name ? `Dear ${name},` : "Hello,"),
    bye: "Best regards",
    offerSubject: (role: string | null) => `Job offer${role ? `: ${role}` : ""}`,
    offerOpen: (role: string | null) => `We are glad to offer you ${role ? `the position of ${role}` : "a job on our team"}. Congratulations!`,
    terms: "Terms:",
    offerClose: "Please confirm that the terms suit you [by what date]. If you have any questions, write or call us.",
    candidate: "candidate",
    coldOpen: (role: string | null) => (role ? `I am writing to you as ${role}.` : "I am writing to you for the first time."),
    coldOffer: (offer: string) => `We offer ${offer}.`,
    coldAsk: "Would you have 15 minutes for a short call this week? If this is not for you, could you tell me whom to write to?",
    coldNoOffer: "[What we offer and why it helps the reader.]",
    complaintSubject: "Re: your complaint",
    thanks: "Thank you for writing to us.",
    sorry: (what: string | null) => (what ? `We are very sorry that ${what}. Please accept our apologies for the inconvenience.` : "Please accept our apologies for the inconvenience."),
    sorryAbout: (what: string) => `We are very sorry about ${what}. Please accept our apologies for the inconvenience.`,
    propose: (what: string) => `We offer ${what}.`,
    noProposal: "We will look into what happened and let you know shortly how we will put it right.",
    choose: "Please let us know which option suits you, and we will arrange everything at once.",
    reply: "If you have any questions, just reply to this letter.",
    customer: "customer",
  },
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => { const t = cap(s.trim().replace(/[;,]+$/u, "")); return t && !/[.!?…]$/u.test(t) ? `${t}.` : t; };
const letter = (greeting: string, parts: string[], lang: Lang, signature: string | null) =>
  `${greeting}\n\n${parts.filter(Boolean).join("\n\n")}\n\n${T[lang].bye}${signature ? `,\n${signature}` : ""}`;

/** The clauses that say something of the letter: no address alone, no word to the assistant, no signature. */
function factsOf(texts: string[]): string[] {
  return clausesOf(texts).filter((c) => !onlyAddress(c) && !toAssistant(c) && !/^(?:подпись|подпиши|signature|sign)(?![\p{L}])/iu.test(c) && !namesTheLetter(c))
    .map((c) => { const at = firstEmail(c); return at ? c.replace(at, "").replace(/\s{2,}/gu, " ").trim() : c; }).filter(Boolean);
}

/** «холодным письмом незнакомому клиенту», «offer letter»: the letter named as the thing to write, no fact of it. */
const THE_LETTER = /(?<![\p{L}])(?:письм\p{L}*|e-?mail|letter|оффер\p{L}*|ответ\p{L}*\s+на\s+жалоб\p{L}*)(?![\p{L}])/iu;
const namesTheLetter = (c: string) => THE_LETTER.test(c) && !/\d/u.test(c) && !OFFERS.test(c) && !firstEmail(c);

/** «берём дизайнера Анну Ким», «оффер кандидату Анне Ким на должность дизайнера»: the role and the person hired. */
const HIRED = /^(?:мы\s+)?(?:бер[её]м|возьм[её]м|нанимаем|наймём|наймем|принимаем|выбрали|взяли|утвердили)(?:\s+на\s+работу)?\s+(?:на\s+(?:должность|позицию)\s+)?((?:\p{Ll}[\p{L}-]*\s+){0,1}\p{Ll}[\p{L}-]*(?:\s+по\s+\p{Ll}+(?:\s+\p{Ll}+)?)?)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u;
const HIRED_EN = /^(?:we(?:'re|\s+are)?\s+)?(?:hire|hiring|taking\s+on|chose|picked)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+as\s+(?:an?\s+|our\s+)?(.+)$/u;
const ROLE_SAID = /^(?:на\s+)?(?:должность|позици\p{L}*)\s+(.+)$|^(?:position|role)\s*[:—-]?\s*(.+)$/iu;
const PERSON_DATIVE = /(?:кандидат(?:у|ке)|клиент(?:у|ке)|покупател(?:ю|ьнице))\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u;
const NAMED_AS = /(?:зовут|имя|name\s+is|named)\s*[:—-]?\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u;
/** «Candidate Ivan Orlov», «кандидат: Иван Орлов»: the person hired given under the label the skill asked for (walk 21b: a term). */
const CANDIDATE_LABEL = /^(?:[Tt]he\s+)?(?:[Cc]andidate|[Кк]андидат(?:ка)?)\s*(?:is\s+)?[:—-]?\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u;
/** «write a job offer for Ivan Orlov», «оффер для Ивана Орлова»: the person named in the command itself. */
const FOR_PERSON = /(?<![\p{L}])(?:for|для)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*$/u;

/** The words of a term, for telling one term said again from another: letters only, lower case. */
const termWords = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
/**
 * «120k salary» then «salary 120 000 rubles» in a later message: a term with a figure said again under a word of the first
 * is its correction, and replaces it (walk 21b listed the salary twice). Terms of one message never replace each other.
 */
function keepLatest(terms: { text: string; said: number }[]): string[] {
  const out: { text: string; said: number }[] = [];
  for (const t of terms) {
    const words = termWords(t.text);
    const was = /\d/u.test(t.text) ? out.findIndex((o) => o.said < t.said && /\d/u.test(o.text) && [...termWords(o.text)].some((w) => words.has(w))) : -1;
    if (was >= 0) out.splice(was, 1);
    out.push(t);
  }
  return out.map((t) => t.text);
}

function offer(texts: string[], lang: Lang, signature: string | null): Composed {
  const L = T[lang];
  let name: string | null = null;
  let role: string | null = null;
  const terms: { text: string; said: number }[] = [];
  texts.forEach((t, said) => {
    // The command names the person it is for («write a job offer for Ivan Orlov, sales manager…»): the greeting is theirs.
    for (const c of clausesOf([t]).filter(toAssistant)) { const f = FOR_PERSON.exec(c); if (f && !name) name = lang === "ru" ? accusativeToNominative(f[1]!) : f[1]!; }
    for (const c of factsOf([t])) {
      const h = HIRED.exec(c);
      const e = HIRED_EN.exec(c);
      const r = ROLE_SAID.exec(c);
      const named = NAMED_AS.exec(c) ?? PERSON_DATIVE.exec(c) ?? CANDIDATE_LABEL.exec(c);
      if (h) { role = h[1]!; name = accusativeToNominative(h[2]!); }
      else if (e) { name = e[1]!; role = e[2]!; }
      else if (r) role = (r[1] ?? r[2])!;
      else if (named) name = PERSON_DATIVE.test(c) ? dativeName(named[1]!) : named[1]!;
      else terms.push({ text: c.replace(/^(?:и|а|and)\s+/iu, ""), said });
    }
  });
  // «sales manager» said bare, then «position sales manager»: the role is the position, not a term.
  const listed = keepLatest(terms).filter((t) => !role || t.toLowerCase() !== String(role).toLowerCase());
  const nominativeRole = role && lang === "ru" ? genitiveToNominative(role, (w) => russianDictionary().has(w)) : role;
  const body = [L.offerOpen(role), listed.length ? `${L.terms}\n${listed.map((t, i) => `— ${t}${i < listed.length - 1 ? ";" : "."}`).join("\n")}` : "", L.offerClose];
  return { to: emailIn(texts) ?? name ?? L.candidate, subject: L.offerSubject(nominativeRole), body: letter(L.hello(firstName(name)), body, lang, signature) };
}

/** «предлагаем аренду…», «хотим предложить…», «we offer…»: what a cold letter offers. */
const OFFERS = /^(?:мы\s+)?(?:предлагаем|предлагаю|хотим\s+предложить|хочу\s+предложить|можем\s+предложить|предложить|(?:we\s+)?(?:offer|can\s+offer|would\s+like\s+to\s+offer))\s+(.+)$/iu;
/** «директору по закупкам», «руководителю отдела»: the reader's role said in the dative (a lower-case noun of a person). */
const ROLE_DATIVE = /^(?:\p{Ll}+(?:ому|ему)\s+)?\p{Ll}+(?:ору|еру|ёру|телю|нику|щику|чику|исту|енту|анту|ру)(?:\s+(?:по|отдела|службы|компании)(?:\s+\S+){1,2})?$/u;
const ROLE_EN = /^(?:to\s+)?(?:the\s+)?(?:head|director|manager|ceo|cto|owner)(?:\s+of\s+.+)?$/iu;

function cold(texts: string[], lang: Lang, signature: string | null): Composed {
  const L = T[lang];
  let offered: string | null = null;
  let role: string | null = null;
  let company: string | null = null;
  const rest: string[] = [];
  for (const c of factsOf(texts)) {
    const o = OFFERS.exec(c);
    if (o && !offered) offered = o[1]!;
    else if (ROLE_DATIVE.test(c) || ROLE_EN.test(c)) role = c.replace(/^to\s+/iu, "");
    else if (/[«"]/u.test(c) && c.split(/\s+/u).length <= 6 && !/\d/u.test(c)) company = c;
    else if (o) rest.push(sentence(c));
    else rest.push(sentence(c));
  }
  const subject = (offered && matterOf(`предлагаем ${offered}`)) ?? (offered ? cap(offered.split(/\s+/u).slice(0, 5).join(" ")) : company ?? L.coldNoOffer);
  const opening = `${L.coldOpen(role)} ${offered ? L.coldOffer(offered) : L.coldNoOffer}`;
  return { to: emailIn(texts) ?? company ?? role ?? L.customer, subject: lang === "en" && offered ? cap(offered.split(/\s+/u).slice(0, 6).join(" ")) : subject, body: letter(L.hello(null), [opening, ...rest, L.coldAsk], lang, signature) };
}

/** «клиент пишет, что…», «a customer emailed that…»: what went wrong, as the customer told it. */
const TOLD = /(?:пиш(?:ет|ут)|написал[аи]?|жалу(?:ется|ются)|пожаловал(?:ся|ась|ись)|сообщ(?:ает|ил[аи]?)|возмущ(?:ается|ён|ена)|(?:e-?mailed|wrote|writes|complain(?:s|ed)|says|said))(?:\s+(?:нам|мне|us|me))?(?:,?\s+(?:что|that))\s+(.+)$/iu;
/**
 * «клиенту, который жаловался на грязную обувь», «a customer who complained about dirty shoes»: what the complaint was
 * about, said as a thing after the verb of complaining (lead's walk 50: the reply skill had nothing to apologise for and
 * wrote no letter). From the verb on, as complaint-voice.ts reads a teller's words.
 */
const TOLD_ABOUT = /(?<![\p{L}])(?:жалу(?:ется|ются)|(?:по)?жаловал(?:ся|ась|ись)|возмущ(?:ается|ался|алась|ались)|complain(?:s|ed)?)\s+(?:на|about|of|over)\s+\S.*$/iu;
/** «и требует вернуть деньги», «and he wants compensation»: what the customer asks for; kept out of the apology. */
const DEMANDS = /\s+(?:и\s+|а\s+|and\s+)?(?:(?:он|она|они|he|she|they)\s+)?(?:требу(?:ет|ют)|хоч(?:ет|ут)|проси?т|просят|wants?|demands?|asks?\s+for)\s+.+$/iu;
const PROPOSES = /^(?:(?:мы\s+)?(?:извиняемся|извинимся|приносим\s+извинения)\s+и\s+)?(?:мы\s+)?(?:предлож(?:им|ите|ить|и)|предлагаем|можем\s+предложить|готовы\s+предложить|дадим|вернём|вернем|(?:we\s+)?(?:offer|can\s+offer|will\s+offer|propose))\s+(.+)$/iu;
const APOLOGY = /^(?:мы\s+)?(?:извиняемся|извинимся|приносим\s+извинения|apologi[sz]e)(?![\p{L}])/iu;

function complaint(texts: string[], lang: Lang, signature: string | null): Composed | null {
  const L = T[lang];
  let problem: string | null = null;
  let proposal: string | null = null;
  let name: string | null = null;
  const rest: string[] = [];
  const promised: string[] = [];
  // «составь ответ на жалобу клиенту Сергею Павлову…: ноутбук пришёл с трещиной…»: whom, in the command's own words.
  for (const t of texts) { const p = PERSON_DATIVE.exec(t.split(":")[0]!); if (p && !name) name = dativeName(p[1]!); }
  // What follows a colon in a command is the matter itself.
  const said = texts.flatMap((t) => { const i = t.indexOf(":"); return i > 0 && toAssistant(t.slice(0, i)) ? [t.slice(i + 1)] : [t]; });
  for (const c of clausesOf(said.map((t) => t.replace(/\s+(?:и\s+)?(предлагаем|предложим)\s/iu, ", $1 ")))) {
    const named = NAMED_AS.exec(c);
    const told = TOLD.exec(c)?.[1] ?? TOLD_ABOUT.exec(c)?.[0];
    const p = PROPOSES.exec(c);
    if (onlyAddress(c) || /^(?:подпись|signature)(?![\p{L}])/iu.test(c)) continue;
    if (named && !told) { name = named[1]!; continue; }
    if (told) { problem ??= told.replace(DEMANDS, "").trim(); continue; }
    if (p) { proposal = p[1]!; continue; }
    // «пообещай довезти завтра», «tell them that…»: the promise is the letter's own, made in its «we» (walk 22b).
    const promise = commitmentOf(c, lang);
    if (promise !== null) { if (promise) promised.push(sentence(promise)); continue; }
    if (toAssistant(c) || APOLOGY.test(c) || /^(?:на\s+выбор|on\s+request)$/iu.test(c)) continue;
    // The first fact said plainly («ноутбук пришёл с трещиной на экране») is what went wrong, unless told otherwise.
    if (!problem && !DEMANDS.test(` ${c}`)) { problem = c; continue; }
    if (!DEMANDS.test(` ${c}`) && !firstEmail(c)) rest.push(sentence(c));
  }
  if (!problem && !proposal) return null;
  // «предложим на выбор: замену или возврат» is said to the reader as it was: «Предлагаем на выбор: …».
  const choice = !!proposal && /(?:\sили\s|\sor\s|на\s+выбор|either)/iu.test(proposal);
  // Said to the customer: the thing that went wrong, without the request's teller («клиент ругается, что…») (walk 21c).
  const heard = problem ? grievanceOf(problem, lang) : null;
  const sorry = heard && "about" in heard ? L.sorryAbout(heard.about) : L.sorry(heard?.that ?? null);
  // A promise said is what the customer is told will be done: no «we will come back on how to put it right» beside it.
  const body = [L.thanks + " " + sorry, proposal ? L.propose(proposal) : promised.length ? "" : L.noProposal, ...promised, ...rest, choice ? L.choose : L.reply];
  return { to: emailIn(texts) ?? name ?? L.customer, subject: L.complaintSubject, body: letter(L.helloCustomer(firstName(name)), body, lang, signature) };
}

/** The letter of one kind from everything said to the skill; null when nothing of it was said yet. */
export function composeLetter(kind: LetterKind, texts: string[], lang: Lang, signature: string | null): Composed | null {
  const said = texts.filter((t) => t.trim());
  if (!said.length) return null;
  if (kind === "complaint") return complaint(said, lang, signature);
  if (!factsOf(said).length) return null;
  return kind === "offer" ? offer(said, lang, signature) : cold(said, lang, signature);
}
