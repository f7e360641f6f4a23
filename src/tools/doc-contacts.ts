import type { Database } from "bun:sqlite";
import { contentStems, indexTerms } from "../text/tokens.ts";
import { romanise, sameName } from "../text/translit.ts";
import { EMAILS as EMAIL, soleAddressLine } from "../text/email.ts";
import { unclipped } from "../text/compounds.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { dativeToNominative, genitiveToNominative } from "../text/genitive.ts";
import { isAdjective } from "../answering/narrowing.ts";
import { withoutAbbreviationDots } from "../text/office-abbreviations.ts";


/**
 * The clause an address is written in: from the previous sentence, line, list or table break up to it. A table row
 * («Отдел: Товарный отдел | Почта: zakupki@…») or a list item naming one address is one clause, whole (walk 13d: the
 * row's unit sat in another cell than its address).
 */
function clauseBefore(text: string, at: number): string {
  const sole = soleAddressLine(text, at);
  if (sole && (sole.item || sole.row)) return text.slice(sole.start, at);
  const before = withoutAbbreviationDots(text.slice(Math.max(0, at - 200), at));
  const start = Math.max(before.lastIndexOf("\n"), before.lastIndexOf(". "), before.lastIndexOf("; "), before.lastIndexOf("|"));
  return text.slice(Math.max(0, at - 200), at).slice(start + 1);
}

/**
 * «управляющему магазинами» meets «Управляющий магазинами (операционный директор) — Дмитрий Ковалёв, upr@…»: a role of two
 * words is that clause's role when the words before its dash (an alias in brackets aside) are the words said, no more
 * («Начальник отдела логистики» is no «начальнику отдела»).
 */
function namesRole(clause: string, said: string[]): boolean {
  const head = clause.replace(/^\s*(?:[-*•–—]|\d+[.)])\s+/, "").split(/\s[—–-]\s|:\s/)[0]!.replace(/\([^)]*\)/g, " ");
  const own = new Set(contentStems(head));
  return own.size === said.length && said.every((w) => own.has(w));
}

/**
 * «Кто: Старший воспитатель (методист) | ФИО: … | Email: »: a table row (as ingestion writes it, «Column: value | …») whose
 * first cell is the role said, whole or as its alias in brackets, and nothing more.
 */
function rowOfRole(clause: string, said: string[]): boolean {
  const first = firstCellOf(clause);
  if (!first) return false;
  // «Вопрос: Всё остальное | Кто: Илья Сомов, управляющий | Почта: director@…»: a table whose rows are matters says whom in a
  // column of its own, the person's name and then the role (lead's walk 50: «напиши письмо управляющему» found no address).
  for (const m of clause.matchAll(WHO_CELL)) {
    const own = new Set(contentStems(m[1]!.replace(/\p{Lu}\p{Ll}+/gu, " ")));
    if (own.size === said.length && said.every((w) => own.has(w))) return true;
  }
  const names = [first.replace(/\([^)]*\)/g, " "), ...[...first.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!)];
  return names.some((n) => { const own = new Set(contentStems(n)); return own.size === said.length && said.every((w) => own.has(w)); });
}

/** A cell saying whom a row is for (Ожегов: должность — служебная обязанность; «Кто» as contact tables head it). */
const WHO_CELL = /(?:^|\|)\s*(?:кто|должность|роль|ответственн\p{L}*|сотрудник|who|role|position)\s*:\s*([^|\n]+)/giu;

/** «E-mail: », «Почта — », «пишите на »: a label and nothing else before a directory section's address. */
const CONTACT_LABEL = /^\s*(?:[-*•]\s*)?(?:e-?mail|почта|эл\.?\s*почта|электронная\s+почта|адрес|пишите(?:\s+на)?|писать\s+на|контакт\p{L}*)?\s*[:—–-]?\s*$/iu;

/** The last heading over a fragment, from its stored path (a JSON list), or "". */
function headingOf(path: string | null): string {
  try {
    const list = JSON.parse(path ?? "[]") as string[];
    return list.at(-1) ?? "";
  } catch {
    return "";
  }
}

/** A table row's first cell as ingestion writes it («Вопрос: Кадры, приём, увольнение, отпуск | …»), or undefined. */
const firstCellOf = (clause: string) => /^\s*[^:|\n]{1,40}:\s*([^|\n]+?)\s*\|/u.exec(clause)?.[1];
/** The stems of a directory row's first cell: the matters it is for. */
const firstCell = (clause: string) => new Set(contentStems(firstCellOf(clause) ?? ""));
const GENERIC_UNIT = new Set(contentStems("отдел отдела служба службы департамент department"));

/** A unit of the company rather than a person: a department, a service, accounting, support, a front desk. */
// The unit must head the phrase: «начальнику отдела», «коллеге из отдела продаж» name a person, whoever the writer means.
export const UNIT = /^(?:в\s+|во\s+|to\s+(?:the\s+)?)?(?:\p{L}+-)?(?:отдел\p{L}*|служб\p{L}*|снабжени\p{L}*|закупк\p{L}*|бухгалтери\p{L}*|поддержк\p{L}*|канцеляри\p{L}*|при[её]мн\p{L}*|диспетчерск\p{L}*|department|support|accounting|helpdesk|hr)(?![\p{L}])/iu;

/**
 * The address the company's documents give for a person or role named in any case form: «Дмитрию Захарову»
 * meets «…Дмитрием Олеговичем Захаровым (d.zakharov@…)», since the stems are the same. Every word said must be
 * in the clause that ends at the address, so «Захарову» does not take a colleague's address written nearby.
 * The documents are the company's own directory when the mailbox has never heard from that person.
 */
export function addressInDocuments(db: Database, to: string): string | null {
  return addressAndSource(db, to)?.address ?? null;
}

/** The address the documents give (addressInDocuments) and the document that gives it, to say where «Кому» came from. */
export function addressAndSource(db: Database, to: string): { address: string; document: string; name?: string } | null {
  // A role in lowercase («руководителю», «клиенту») is whoever the writer means: its first mention in the documents
  // («Руководитель службы поддержки — …») is someone else's. Only a name, capitalised, is looked up, or a unit of
  // the company («отдел кадров», «бухгалтерия»), which is one and the same whoever writes to it.
  // A role said with its unit, three words or more («диспетчеру транспортного участка», «инженеру по охране труда»),
  // is specific enough: every word must stand in the clause of one address. A role of two words must be a clause's
  // role exactly (namesRole). «начальнику отдела» names no unit.
  // «в техподдержку» is the directory's «Техническая поддержка»: a stump compound is said as its full words.
  // A capitalised word is a name, never a compound («Бухарину» is no «бух-арину»).
  const full = to.replace(/[\p{L}]+/gu, (w) => (/^\p{Lu}/u.test(w) ? w : unclipped(w, (x) => russianDictionary().has(x))));
  const said = [...new Set(contentStems(full))];
  // How specific a role is counts the words said, not the compound's parts («старшей медсестре» is two words).
  const spoken = new Set(contentStems(to)).size;
  const role = !/\p{Lu}/u.test(full) && !UNIT.test(full.trim().replace(/^(?:(?:в|во)\s+)?\p{L}+(?:ый|ий|ой|ая|ую|ое)\s+(?=\p{L})/u, ""));
  // One lowercase word («методисту», «завхозу») is someone's only where a directory table's row is that role's own: its
  // first cell names the role exactly, or as the alias in brackets («Старший воспитатель (методист)», walk 20a).
  const sole = role && spoken < 2;
  if (!said.length) return null;
  // «отдел кадров» is the unit of personnel matters, which a directory row may name by the matters alone («Кадры, приём,
  // увольнение, отпуск | … | hr@…»; walk 56 left «Кому» empty): the generic head of a unit (отдел, служба, department;
  // Ожегов: отдел — самостоятельная часть учреждения) names no matter of its own.
  const matter = said.filter((w) => !GENERIC_UNIT.has(w));
  let rows: { text: string; heading_path: string | null; name: string }[];
  try {
    rows = db.query("SELECT c.text, c.heading_path, d.name FROM chunks c JOIN documents d ON d.id = c.doc_id ORDER BY c.doc_id, c.ordinal").all() as typeof rows;
  } catch {
    return null; // a database without documents (a tool test's own) names nobody
  }
  // Snowball stems a name's cases apart («Светлане» → «светлан», «Светлана» → «светла»): a name is also met by
  // its passport-table core in any case form (translit.ts sameName).
  const names = (to.match(/\p{Lu}\p{Ll}+/gu) ?? []).map((n) => romanise(n));
  // «напиши ольге петровой»: a name typed in lowercase, two words or three, each a capitalised word of the clause (translit.ts
  // sameName); read as a role it found nobody (lead's walk 43). A role's words are never all names the clause writes.
  const typed = to.trim().split(/\s+/u);
  const lowerName = !/\p{Lu}/u.test(to) && typed.length >= 2 && typed.length <= 3 && typed.every((w) => /^[а-яё-]+$/u.test(w));
  const namedLower = (clause: string): string | null => {
    const written = clause.match(/\p{Lu}\p{Ll}+/gu) ?? [];
    const met = typed.map((w) => written.find((c) => sameName(romanise(w), c)));
    return met.every(Boolean) && new Set(met).size === typed.length ? met.join(" ") : null;
  };
  const meets = (clause: string) => {
    if (lowerName && namedLower(clause)) return true;
    if (sole) return rowOfRole(clause, said);
    // «участка» meets «участок» (a fleeting vowel): the index's other forms of a word count too.
    const own = new Set([...contentStems(clause), ...indexTerms(clause)]);
    const written = clause.match(/\p{Lu}\p{Ll}+/gu) ?? [];
    return (said.every((w) => own.has(w)) && (!role || spoken >= 3 || namesRole(clause, said))) || (names.length > 0 && names.every((n) => written.some((c) => sameName(n, c))))
      || (!role && matter.length > 0 && matter.length < said.length && matter.every((w) => firstCell(clause).has(w)));
  };
  let headed: { address: string; document: string; name?: string } | null = null;
  const apposed: { address: string; document: string; name?: string }[] = [];
  for (const { text, heading_path, name } of rows) {
    for (const m of text.matchAll(EMAIL)) {
      const clause = clauseBefore(text, m.index!);
      const address = m[0].replace(/\.$/, "");
      const person = sole ? personOfRole(clause, said) : null;
      if (person) apposed.push({ address, document: name, ...(person.name ? { name: person.name } : {}) });
      const lower = lowerName ? namedLower(clause) : null;
      if (lower || meets(clause)) return { address, document: name, ...(lower ? { name: lower } : {}) };
      // A directory section headed by its unit («Закупки и склад», then a line of duties and «E-mail: zakupki@…»): the
      // heading names whose the fragment's first address is, when no clause anywhere names the unit itself.
      // The address must be the section's own, under a bare label («E-mail: …»), not a person's named in its clause.
      if (!headed && !role && m.index === text.search(EMAIL) && CONTACT_LABEL.test(clause) && meets(`${headingOf(heading_path)}\n${clause}`)) headed = { address, document: name };
    }
  }
  // «юристу»: a role the documents give with its person's name beside it («обращайтесь к юристу Павлу Орлову, law@…») is
  // that person's, when the documents so name one person only (lead's walk 44; two «менеджеру» so named name nobody).
  if (!headed && apposed.length && new Set(apposed.map((a) => a.address.toLowerCase())).size === 1) return apposed[0]!;
  return headed;
}

/**
 * «к юристу Павлу Орлову», «бухгалтер Ирина Белова»: the role said, in any case, with a personal name of two capitalised
 * words right after it (приложение, Русская грамматика 1980, § 1846). The name as the clause writes it, or null.
 */
function personOfRole(clause: string, said: string[]): { name?: string } | null {
  if (said.length !== 1) return null;
  for (const m of clause.matchAll(/(\p{Ll}+)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2})/gu)) {
    if (contentStems(m[1]!)[0] !== said[0]) continue;
    // «Главный бухгалтер Нина Петрова» is a narrower role than «бухгалтеру» says (drafts20): the role must stand alone.
    const before = clause.slice(0, m.index).trim().split(/\s+/).at(-1)?.toLowerCase() ?? "";
    if (before && isAdjective(before)) continue;
    // The card names them in the nominative: a dative («юристу Павлу Орлову») and a masculine role's genitive («у бухгалтера
    // Ирины Беловой»: its nominative the dictionary word without «-а») are put back; a nominative stays; another case is unnamed.
    const has = (w: string) => russianDictionary().has(w);
    if (/[уюи]$/u.test(m[1]!) && /[уюе](?:\s+\p{Lu}\p{Ll}+[уюе]){1,2}$/u.test(m[2]!)) return { name: dativeToNominative(m[2]!, has) };
    if (/[ая]$/u.test(m[1]!) && has(m[1]!.slice(0, -1))) return { name: genitiveToNominative(m[2]!, has, undefined, undefined, true) };
    return /[^аеиоуыэюяйь]$/u.test(m[1]!) && !/(?:ом|ем)$/u.test(m[1]!) ? { name: m[2]! } : {};
  }
  return null;
}
