import { SIGNED_AT_END } from "../text/letters.ts";
import { join } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { Database } from "bun:sqlite";
import type { MailMessage, Tool, ToolContext } from "./types.ts";
import { parseMbox, type ParsedMail } from "./mbox.ts";
import { queryStems, score } from "./match.ts";
import { contentStems } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";
import { romanise } from "../text/translit.ts";
import { int, isoDate, oneOf, str } from "./args.ts";
import { PERIODS, periodRange } from "./calendar.ts";
import { DEFAULT_ZONE, dateInZone, isoInZone } from "./time.ts";
import { draftResult } from "./drafts.ts";
import { sentLetters } from "./sent-mail.ts";
import { toolPhrases } from "./phrases.ts";
import { addressAndSource, UNIT } from "./doc-contacts.ts";
import { dativeToNominative } from "../text/genitive.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { isEmail } from "../text/email.ts";
import { accusativeToNominative, genderOf, greetingName, personalName, toAddressee } from "../text/addressee.ts";
import { fullNamesOf } from "../text/diminutives.ts";
import { describesCustomer } from "../text/complaint-voice.ts";
import { composeLetter } from "../skills/interview/letter-compose.ts";
import { headlineOf } from "../text/headlines.ts";

/** Words that name the mailbox, not the subject of the search. */
// «непрочитанных», «новых», «последних» describe the mailbox, not a subject (the sample inbox keeps no
// read flags, so «unread» lists the inbox); «кто мне писал» names the act of writing, not a word in a letter.
const MAIL_NOISE = ["письмо", "письма", "почта", "сообщение", "найди", "покажи", "входящие", "непрочитанные", "новые", "последние", "свежие", "писал", "написал", "пишут",
  // «мои письма»: the mailbox is the person's own; the possessive names no subject.
  "мои", "моих", "мою", "моя", "мое", "моё", "email", "mail", "unread", "new", "latest", "my",
  // «what did accounting send me?»: that someone wrote, and the «anything» asked, name no subject either.
  "recent", "write", "wrote", "written", "send", "sent", "anything", "something"];

/**
 * «anything from accounting lately?»: when the letters came, said as a word, names no subject (walk 20b searched the letters
 * for «lately»). Removed as words, not stems: «lately» stems to «late», which «the delivery was late» means.
 */
const RECENTLY = /(?<![\p{L}])(?:lately|recently|of\s+late|недавно|в\s+последнее\s+время|на\s+днях)(?![\p{L}])/giu;

/** The generic word for a unit («отдел», «служба», «department»): it names no one unit. */
const GENERIC_UNIT = /^(?:отдел|служб|департамент|подразделен|depart|dept|servic|team|group)/;

async function readInbox(ctx: ToolContext): Promise<ParsedMail[]> {
  const file = Bun.file(join(ctx.dataDir, "samples", "mail", "inbox.mbox"));
  if (!(await file.exists())) return [];
  return parseMbox(new Uint8Array(await file.arrayBuffer()));
}

function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * Whether a letter is from the sender named: by a word of the sender's name or its thesaurus group («from
 * accounting» is «Бухгалтерия»), or by the address. A surname's case form and its nominative can stem apart
 * («Петрова» → «петров», «Петров» → «петр»): one stem beginning the other, four letters at least, is the same name.
 */
function fromSender(m: ParsedMail, from: string): boolean {
  const want = queryStems(from);
  if (want.length === 0) return true;
  if (score(want, [{ text: m.from, weight: 1 }]) > 0 || m.fromAddress.toLowerCase().includes(from.toLowerCase())) return true;
  // «Офис-менеджер» is two words, as «офис-менеджеру» said is (walk 14b).
  // The name only, not its address, and an ending's length apart at most: «OfficeTorg» is not «<office@…>» (walk 16b
  // addressed a supplier's letter to the office manager).
  const own = contentStems(m.from.replace(/<[^>]*>/, " ").replace(/(?<=\p{L})-(?=\p{L})/gu, " "));
  const prefix = (a: string, b: string) => a.length >= 4 && b.startsWith(a) && b.length - a.length <= 3;
  return want.some((w) => own.some((o) => prefix(w, o) || prefix(o, w)));
}

/** Messages ranked by how many query stems they contain (subject and sender weigh more), newest first on ties. */
export function searchMail(all: ParsedMail[], query: string, from: string | null): ParsedMail[] {
  // «письма от рассылки»: a «sender» no letter is from is a word of the letters, not a filter that empties the list.
  const sender = from && all.some((m) => fromSender(m, from)) ? from : null;
  const said = queryStems((from && !sender ? `${query} ${from}` : query).replace(RECENTLY, " "), MAIL_NOISE);
  // «the accounting department»: the generic word for a unit names no one unit beside the word that does (walk 20b listed
  // HR and the IT helpdesk, as «department» met «Отдел кадров»).
  const named = said.filter((s) => !GENERIC_UNIT.test(s));
  const stems = named.length ? named : said;
  const fields = (m: ParsedMail) => [{ text: m.subject, weight: 3 }, { text: m.from, weight: 3 }, { text: m.text, weight: 1 }];
  const found = all
    .filter((m) => !sender || fromSender(m, sender))
    .map((m) => ({ m, s: stems.length ? score(stems, fields(m)) : 1, covers: stems.filter((st) => score([st], fields(m)) > 0).length }))
    .filter((x) => x.s > 0);
  // «any emails about the new year party?»: when some letters meet two words of the request or more, one
  // that meets a single word («2027 год» for «year») is about something else.
  const best = Math.max(0, ...found.map((x) => x.covers));
  return found
    .filter((x) => best < 2 || x.covers === best)
    .sort((a, b) => b.s - a.s || b.m.date.localeCompare(a.m.date))
    .map((x) => x.m);
}

/**
 * The letter a reply is for, when the person named it: from a sender of that name, or holding at least half of the words
 * said of it. «начни с черновика ответа, клиента зовут Олег Викторович» holds one word of a supplier's letter
 * («клиентами») and is no reference to it (walk 15b drafted a reply to the contract letter).
 */
function named(all: ParsedMail[], query: string, from: string | null): ParsedMail | undefined {
  const top = searchMail(all, query, from)[0];
  if (!top || (from && fromSender(top, from) && all.some((m) => !fromSender(m, from)))) return top;
  const fields = [{ text: top.subject, weight: 3 }, { text: top.from, weight: 3 }, { text: top.text, weight: 1 }];
  const stems = queryStems(`${query} ${from ?? ""}`, MAIL_NOISE);
  const covers = stems.filter((st) => score([st], fields) > 0).length;
  return covers * 2 >= stems.length ? top : undefined;
}

/** mail_search: the person's inbox (sample mbox). */
export const mailSearch: Tool = {
  id: "mail_search",
  description: "Найти письма в почте пользователя по теме, отправителю или словам из текста",
  chip: { ru: "Ищу в вашей почте", en: "Searching your mail" },
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "О чём письмо: слова из темы или текста" },
      from: { type: "string", description: "Отправитель: имя, компания или адрес" },
      limit: { type: "integer", minimum: 1, maximum: 20 },
      period: { type: "string", enum: [...PERIODS] },
      from_date: { type: "string", format: "date", description: "Письма не раньше этой даты, YYYY-MM-DD" },
      to_date: { type: "string", format: "date", description: "Письма не позже этой даты включительно, YYYY-MM-DD" },
      folder: { type: "string", enum: ["inbox", "sent"], description: "inbox — входящие (по умолчанию), sent — отправленные пользователем" },
      full: { type: "boolean", description: "Показать первое найденное письмо целиком, а не отрывок" },
    },
  },
  consequential: false,
  async run(args, ctx) {
    // «мои исходящие»: what the person sent, never a letter they received.
    if (oneOf(args, "folder", ["inbox", "sent"] as const, "inbox") === "sent") {
      const sent = sentLetters(ctx, snippet);
      return { kind: "mail", messages: sent.slice(0, int(args, "limit", 5, 1, 20)), total: sent.length, folder: "sent" };
    }
    const inbox = await readInbox(ctx);
    // «на этой неделе», «сегодня»: the letters received in that period, in the person's own days.
    const zone = ctx.timeZone ?? DEFAULT_ZONE;
    const today = dateInZone((ctx.now ?? new Date()).getTime(), zone);
    const period = oneOf(args, "period", [...PERIODS, ""] as const, "");
    const [lo, hi] = period ? periodRange(period, today) : [isoDate(args, "from_date"), isoDate(args, "to_date")];
    const within = (m: ParsedMail) => {
      const day = m.date ? dateInZone(Date.parse(m.date), zone) : "";
      return (!lo || (day !== "" && day >= lo)) && (!hi || (day !== "" && day <= hi));
    };
    const found = searchMail(inbox.filter(within), str(args, "query") ?? "", str(args, "from"));
    // The time a letter came is read in the person's zone, as the calendar's times are.
    // «покажи письмо … целиком»: the one letter asked for, with its whole text (the snippet alone cut it off, walk 18b).
    const full = args.full === true || args.full === "true";
    const messages = found.slice(0, full ? 1 : int(args, "limit", 5, 1, 20))
      .map((m) => ({ id: m.id, from: m.from, subject: m.subject, date: m.date ? isoInZone(Date.parse(m.date), zone) : "", snippet: snippet(m.text), ...(full ? { text: m.text.trim() } : {}) }));
    // «покажи письма за эту неделю» with none this week: say when the last one came rather than just «nothing».
    const latest = found.length === 0 && (lo || hi)
      ? searchMail(inbox, str(args, "query") ?? "", str(args, "from")).map((m) => m.date).filter(Boolean).sort().at(-1) : undefined;
    return { kind: "mail", messages, total: found.length, ...(latest ? { latest: dateInZone(Date.parse(latest), zone) } : {}), ...(inbox.length === 0 ? { noSource: true as const } : {}) };
  },
};

/**
 * Whom a new letter goes to: an address as written; «отдел кадров», «бухгалтерия» as the mailbox's sender of
 * that name with its address («Отдел кадров <hr@…>»); otherwise as typed, its address unknown.
 */

function recipient(inbox: ParsedMail[], to: string): { address: string; known: boolean } {
  if (isEmail(to)) return { address: to, known: true };
  // Every word said must be the sender's: «отдел маркетинга» is not «Отдел кадров». A hyphen joins two words
  // («ИТ-поддержку»); an abbreviation in capitals («the IT department») is a name, not the pronoun «it»; the
  // generic word for a unit («отдел», «служба», «department») names no one unit.
  const plain = to.replace(/(?<=\p{L})-(?=\p{L})/gu, " ");
  const abbreviations = (plain.match(/(?<![\p{L}])\p{Lu}{2,5}(?![\p{L}])/gu) ?? []).map((a) => a.toLowerCase());
  const all = [...new Set([...queryStems(plain), ...abbreviations])];
  const specific = all.filter((w) => !GENERIC_UNIT.test(w));
  const said = specific.length ? specific : all;
  // An abbreviation meets the sender's own word for it: «IT» the «ИТ» (the same letters, romanised by the passport
  // table), «HR» «Отдел кадров» (the thesaurus).
  const meets = (x: ParsedMail, w: string) => abbreviations.includes(w)
    ? contentStems(x.from.replace(/<[^>]*>/, "")).some((o) => o === w || romanise(o) === w || conceptsOf(o).some((g) => conceptsOf(w).includes(g)))
    : fromSender(x, w);
  // «поставщику ООО «ПринтЛайн»»: a name in quotes is the company's own; its letter is the one signed with it.
  const quoted = /[«"]([^»"]{2,40})[»"]/u.exec(to)?.[1]?.toLowerCase();
  // «Диме Соколову»: a first name said in its everyday form («Дима» for «Дмитрий») is not the sender's; the surname after it
  // names them when one sender alone has it.
  // The surname is compared whole, in the nominative: «Сергею Иванову» is «Иванов», never «Мария Иванова».
  const bySurname = () => {
    if (said.length !== 2 || !/^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$/u.test(to.trim())) return undefined;
    const surname = dativeToNominative(to.trim(), (w) => russianDictionary().has(w)).split(/\s+/)[1]?.toLowerCase();
    const hits = inbox.filter((x) => !!surname && x.from.replace(/<[^>]*>/, "").toLowerCase().split(/[^\p{L}]+/u).includes(surname));
    return new Set(hits.map((x) => x.fromAddress.toLowerCase())).size === 1 ? hits[0] : undefined;
  };
  // «напиши Диме, что…», «черкни Катюше»: a given name alone, in its everyday form, names the one sender whose first name it
  // stands for (diminutives.ts); two such senders leave the To field for the person.
  const byGivenName = () => {
    const first = /^\p{Lu}\p{Ll}+$/u.test(to.trim()) ? dativeToNominative(to.trim(), (w) => russianDictionary().has(w)) : "";
    const full = new Set(fullNamesOf(first).map((n) => n.toLowerCase().replaceAll("ё", "е")));
    const hits = full.size ? inbox.filter((x) => full.has((personalName(x.from)?.first ?? "").toLowerCase().replaceAll("ё", "е"))) : [];
    return new Set(hits.map((x) => x.fromAddress.toLowerCase())).size === 1 ? hits[0] : undefined;
  };
  const m = (said.length ? inbox.find((x) => said.every((w) => meets(x, w))) ?? bySurname() ?? byGivenName() : undefined)
    ?? (quoted ? inbox.find((x) => x.from.toLowerCase().includes(quoted) || x.text.slice(-300).toLowerCase().includes(quoted)) : undefined);
  const name = m?.from.replace(/<[^>]*>/, "").replace(/"/g, "").trim();
  return m ? { address: name ? `${name} <${m.fromAddress}>` : m.fromAddress, known: true } : { address: to, known: false };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whom a new letter goes to: the mailbox's sender first, then the address the documents give for that name. */
function recipientOf(inbox: ParsedMail[], to: string, ctx: { db: Database }): { address: string; known: boolean; from?: string } {
  const r = recipient(inbox, to);
  // «кому: m.ivanova@…»: an address the mailbox knows is shown with its sender's name.
  const sender = isEmail(to) ? inbox.find((x) => x.fromAddress.toLowerCase() === to.toLowerCase()) : undefined;
  const name = sender?.from.replace(/<[^>]*>/, "").replace(/"/g, "").trim();
  if (sender && name) return { address: `${name} <${sender.fromAddress}>`, known: true };
  if (r.known) return r;
  const found = addressAndSource(ctx.db, to);
  // «напиши Наталье Веселовой, что…»: the addressee is said in the dative; the To field names them («Наталья Веселова»).
  // A unit is said after «в» («в бухгалтерию», «в службу безопасности»), in the accusative, and named as one writes it
  // (walk 26a's card said «бухгалтерий»).
  const has = (w: string) => russianDictionary().has(w);
  // «письмо в налоговую»: an adjective in «-ую/-юю» is in the accusative whatever it names (no dative ends so), a unit said
  // after «в» as a substantivised adjective (walk 37's card said «налоговуй»).
  const unit = UNIT.test(to.trim()) || /^\p{L}+(?:ую|юю)(?:\s|$)/u.test(to.trim());
  const whom = !/[а-яё]/iu.test(to) ? to
    : unit ? accusativeToNominative(to.trim().replace(/^(?:в|во)\s+/iu, ""), has) : dativeToNominative(to, has);
  // The person is told which document gave the address: the mailbox never wrote to it (walk 20a: «методист» was left empty).
  // A unit the documents name heads the To field as a name does («Бухгалтерия <buh@…>»); one they don't stays as typed.
  // A name typed in lowercase is shown as the document writes it («ольге петровой» → «Ольга Петрова»).
  return found ? { address: `${found.name ?? (unit ? capitalised(whom) : whom)} <${found.address}>`, known: true, from: found.document } : { ...r, address: whom };
}

/**
 * Whom a letter on screen goes to once the person names someone else for it in words (conversation/draft-recipient.ts):
 * found as a new letter's recipient is, in the inbox read now (a turn settled before routing waits on nothing).
 */
export function addressFor(to: string, ctx: { db: Database; dataDir: string }): { address: string; known: boolean } {
  const path = join(ctx.dataDir, "samples", "mail", "inbox.mbox");
  return recipientOf(existsSync(path) ? parseMbox(new Uint8Array(readFileSync(path))) : [], to, ctx);
}

/** The letters a mail_search with these arguments lists (what the person just saw). */
async function listed(search: Record<string, unknown>, ctx: ToolContext): Promise<MailMessage[]> {
  const r = await mailSearch.run(search, ctx);
  return r.kind === "mail" ? r.messages : [];
}

/** mail_reply_draft: a reply waiting for confirmation; nothing is sent until then. */
export const mailReplyDraft: Tool = {
  id: "mail_reply_draft",
  description: "Подготовить черновик ответа на письмо (отправка только после подтверждения)",
  chip: { ru: "Готовлю ответ на письмо", en: "Drafting a reply" },
  parameters: {
    type: "object",
    properties: {
      messageId: { type: "string", description: "id письма из результатов mail_search" },
      query: { type: "string", description: "Если id неизвестен: как найти письмо (тема, отправитель)" },
      body: { type: "string", description: "Текст ответа" },
      gist: { type: "string", description: "Если полного текста нет: суть ответа одной фразой; письмо будет составлено вокруг неё" },
      compose: { type: "boolean", description: "Новое письмо, а не ответ: кому — в to" },
      about: { type: "string", description: "Для нового письма без готовой фразы: о чём оно, с предлогом («о задержке оплаты»)" },
      to: { type: "string", description: "Для нового письма: адрес или кому (отдел, человек)" },
      tone: { type: "string", enum: ["casual", "formal"], description: "Для нового письма: тон, если назван («неформально», «casual tone»)" },
      from: { type: "string", description: "Если id неизвестен: отправитель письма, на которое отвечаем" },
      shown: { type: "object", description: "Если письмо не названо: аргументы mail_search, чьи письма пользователь только что видел" },
    },
  },
  consequential: true,
  async run(args, ctx) {
    const inbox = await readInbox(ctx);
    const id = str(args, "messageId");
    const query = str(args, "query");
    // «напиши письмо в отдел кадров, что…»: a new letter to whom the person named, no letter to answer.
    const to = str(args, "to");
    // A skill's letter with no addressee said yet is still a new letter: «Кому» is left for the person to fill in the card
    // (walk 20c: a claim letter to a supplier fell through to «no letter to reply to» and no draft, after «the draft is below»).
    if (args.compose === true) {
      // «…на понедельник. подпись — Ольга Ким»: who signs closes the letter; it is no words of its text or subject.
      const said = str(args, "gist") ?? "";
      const signed = SIGNED_AT_END.exec(said);
      const gist = signed ? said.slice(0, signed.index).trim() : said;
      const about = str(args, "about");
      const lang = /[а-яё]/i.test(gist + (about ?? "")) || !(gist || about) ? "ru" : "en";
      const P = toolPhrases(lang);
      const { address, known, from: toFrom } = to ? recipientOf(inbox, to, ctx) : { address: "", known: false, from: undefined };
      // The letter speaks to its addressee: greeted by name, «her» of the request said «you» (walk 17b).
      const says = gist && toAddressee(gist, genderOf(address) ?? genderOf(to ?? ""));
      const name = greetingName(address, lang, to ?? undefined);
      // «письмо поставщику о задержке оплаты»: the topic is the subject line, and the body says what it is about; else
      // what the letter is about, not its first sentence (walk 17b).
      const title = about ? P.letterSubject(about.charAt(0).toUpperCase() + about.slice(1)) : P.letterSubject(says ? headlineOf(says, { report: true }) : to ?? "");
      const body = str(args, "body") ?? `${about ? P.letterAbout(about, name) : P.letter(says, name, args.tone === "casual")}${signed ? `,\n${signed[1]!.trim()}` : ""}`;
      const r = draftResult(ctx.db, ctx.dataDir, ctx.chatId, { kind: "reply", title, body, args: { to: address } });
      return r.kind === "draft" ? { ...r, draftKind: "letter", to: address, toKnown: known, ...(toFrom ? { toFrom } : {}) } : r;
    }
    const from = str(args, "from");
    // «write a reply to a customer who's upset that…», «ответь покупателю, который злится, что…»: a customer described, whom
    // no sender of the mailbox is; the reply is a complaint reply to them, a new letter (walk 22b answered the cartridge
    // contract's letter, quoting the request as its body).
    if (!id && !query && from && describesCustomer(from) && !inbox.some((m) => fromSender(m, from))) {
      const said = str(args, "gist") ?? "";
      const letter = said ? composeLetter("complaint", [said], /[а-яё]/iu.test(said) ? "ru" : "en", null) : null;
      if (letter) {
        const r = draftResult(ctx.db, ctx.dataDir, ctx.chatId, { kind: "reply", title: letter.subject, body: letter.body, args: { to: "" } });
        return r.kind === "draft" ? { ...r, draftKind: "letter", to: letter.to, toKnown: false } : r;
      }
    }
    const shown = !id && !query && !from && args.shown && typeof args.shown === "object" ? await listed(args.shown as Record<string, unknown>, ctx) : [];
    // Several letters just listed and none named: which one is the person's to say, not a guess.
    if (shown.length > 1) return { kind: "error", message: toolPhrases(ctx.lang).whichLetter(shown.slice(0, 5).map((m) => m.subject)) };
    const original = id ? inbox.find((m) => m.id === id) : query || from ? named(inbox, query ?? "", from)
      : shown.length === 1 ? inbox.find((m) => m.id === shown[0].id) : undefined;
    if (!original) return { kind: "error", message: toolPhrases(ctx.lang).noLetter };
    // A reply greets a person by name, a role or a department by none («Здравствуйте, Офис-менеджер!», walk 17b).
    const sender = original.from.replace(/<[^>]*>/, "").replace(/"/g, "").trim();
    // A reply reads as a letter: greeting, a reference to the letter, what to say, a closing; in the letter's
    // own language, since its author reads the reply, whatever language the person's interface is in.
    // What the person gave to say decides it when given: an English sentence in a Russian frame reads as two letters (walk 16c).
    const said = str(args, "gist");
    const letterLang = /[а-яё]/i.test(said && /\p{L}{3}/u.test(said) ? said : `${original.subject} ${original.text}`) ? "ru" : "en";
    const gist = said ? toAddressee(said, genderOf(sender)) : null;
    const body = str(args, "body") ?? toolPhrases(letterLang).reply(greetingName(sender, letterLang), original.subject.replace(/^re:\s*/i, ""), gist);
    const subject = /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`;
    const r = draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
      kind: "reply", title: subject, body,
      args: { to: original.fromAddress, inReplyTo: original.id },
    });
    // The card says whom the reply goes to, as a new letter's does.
    return r.kind === "draft" ? { ...r, to: sender && !sender.includes("@") ? `${sender} <${original.fromAddress}>` : original.fromAddress, toKnown: true } : r;
  },
};
