import type { Skill } from "../types.ts";
import type { InterviewState } from "./types.ts";
import { stem, isStopword, words } from "../../text/tokens.ts";
import { opensWithImperative } from "../../text/imperatives.ts";
import { looksLikeVerb } from "../../text/verb-forms.ts";
import table from "./outline-words.json" with { type: "json" };
import { deadlineIn, dateSaid, ownerOf } from "./outline-dates.ts";
import { procedureSteps } from "../represent.ts";

/**
 * What a skill worked from its method makes of the person's words when it has no model (issue 16): the parts of the
 * result, each holding the clauses of what the person said that belong there. The parts are the person's own list
 * («разложи по разделам: участники, повестка…») or else the list the skill's description gives of its result
 * («…— участники, обсуждённые вопросы, решения, задачи с ответственными и сроками»): words written for the person,
 * never the method's instructions. What they asked the assistant to do is applied («дата — сегодня» is the date),
 * never pasted in as a point.
 */
export interface Outline {
  /** «Дата: 02.12.2026». */
  fields: [string, string][];
  /** `items`: what the skill's own procedure lists for the part (a checklist's points), shown in the document to tick. */
  sections: { head: string; lines: string[]; items?: string[] }[];
  /** Clauses no part takes: kept, so nothing said is lost. */
  loose: string[];
}

interface Group { heads: string[]; cues: string[]; deadline?: boolean; past?: boolean; strip?: boolean; name?: { ru: string; en: string } }
const GROUPS = (table.groups as Group[]).map((g) => ({ ...g, headStems: new Set(g.heads.map(fold).map(stem)) }));

function fold(t: string): string {
  return t.toLowerCase().replaceAll("ё", "е");
}
const stemsOf = (t: string) => new Set(words(t).filter((w) => !isStopword(w)).map(stem));
const hasCue = (clause: string, cue: string) => new RegExp(`(?<![\\p{L}])${cue}(?![\\p{L}])`, "u").test(fold(clause));

/** «разложи по разделам: участники, повестка, решения», «sections: …»: the parts the person wants, in their order. */
const PARTS_ASKED = /(?:(?:по|на)\s+(?:разделам|разделы|пунктам|пункты|блокам|блоки|частям|части|секциям|секции)|(?:^|\s)(?:разделы|структура)|(?:into|by|with)\s+(?:sections|headings|parts)|(?:^|\s)sections)\s*[:—–-]\s*(.+)$/iu;
/**
 * «дата — сегодня», «date: today», and said on after something else: «и дата совещания — сегодня», «and the meeting
 * date is today» (a joining word first, the date's own noun after it): the date of the document.
 */
const DATE_LABEL = /^(?:(?:и|а|также|ещё|еще|and|also)\s+)*(?:(?:the|meeting)\s+)*(?:дата|число|date)(?:\s+(?:of\s+the\s+)?\p{L}+){0,2}?(?:\s*[:—–-]|\s+is)\s*(.+)$/iu;
/** «помоги…», «help me…»: a request to the assistant that opens a message, no point of the result. */
const ASKING = /^(?:помоги(?:те)?|пожалуйста|please|i\s+(?:need|want|have)\s+to|i'?d\s+like\s+to|take|help(?:\s+me)?|can\s+you|could\s+you|write(?:\s+up)?|draft|make|prepare|put\s+together|compose|create|use|lay\s+out|split|check|review|find|compare|plan|analy[sz]e|estimate|assess|summari[sz]e|explain|build|set\s+up|organi[sz]e|run|calculate|count|define|describe|sort\s+out|go\s+through|read)(?![\p{L}])/iu;
/** An English clause of its own: a subject pronoun opening it («we discussed…») or a verb in the past («decided…»). */
// «Maria will train the warehouse staff» after «Dmitry will prepare the server by Dec 10»: a modal or auxiliary of the future
// or of duty opens a clause of its own, another person's task (walk 21b merged both into Dmitry's line with his deadline).
const NAMED_WILL = /^(?:\p{Lu}\p{Ll}+\s+){1,2}(?:will|shall|should|must|has\s+to|have\s+to|is\s+going\s+to|is\s+to)\s+\p{Ll}/u;
const ENGLISH_OWN = /^(?:we|i|they|he|she|it)\s|(?<![\p{L}])[a-z]{3,}ed(?![\p{L}])/iu;
const englishClause = (t: string) => ENGLISH_OWN.test(t) || NAMED_WILL.test(t);

/**
 * «оформить протокол встречи…», «подготовиться к переговорам»: a sentence opening with an infinitive says what is
 * wanted done, no point of the result; one with a deadline («сделать макет до пятницы — Олег») is a task and stays.
 */
function asksInInfinitive(sentence: string): boolean {
  return isInfinitive(sentence.trim().match(/^[\p{L}-]+/u)?.[0] ?? "") && deadlineIn(sentence) === null;
}

/** «оформить», «объяснить», «подготовиться»: an infinitive by its ending (not «обязанности», «область»). */
function isInfinitive(word: string): boolean {
  const w = fold(word);
  return /(?:ть|ти|чь)(?:ся|сь)?$/u.test(w) && (looksLikeVerb(w) || /(?:[сз]ти|йти)(?:сь)?$/u.test(w));
}

/** The parts the description lists after its dash or colon («… — участники, обсуждённые вопросы, решения»), or null. */
function describedParts(skill: Skill, lang: "ru" | "en"): string[] | null {
  const text = lang === "en" && skill.descriptionEn ? skill.descriptionEn : skill.description;
  const m = /\s[—–]\s(.+?)(?:\s[—–]\s.*)?$|:\s+(.+)$/u.exec(text);
  const list = (m?.[1] ?? m?.[2] ?? "").split(/\s*,\s*/u).map((p) => p.trim()).filter(Boolean);
  // Parts are things to fill: «признать проблему, объяснить» are actions, «по данным из источников» a manner.
  const things = list.filter((p) => !/^(?:по|из|для|с|в|на|by|from|with|for|in)\s/iu.test(p) && !isInfinitive(p.split(/\s+/)[0]));
  return things.length >= 2 && things.length === list.length ? things.map((p) => p.charAt(0).toUpperCase() + p.slice(1)) : null;
}

/**
 * «составь чек-лист из трёх разделов: «До выхода» (пропуск, ноутбук…), «Первый день» (…), «Первая неделя» (…)»: the parts
 * an admin's procedure names in quotes after a word of parts, each with what it lists in brackets (walk 20b: the headings
 * came from the description's words «пропуск, ноутбук, почта…» and the procedure's sections were lost). Null when none.
 */
function procedureParts(skill: Skill): { head: string; items: string[] }[] | null {
  for (const step of procedureSteps(skill)) {
    if (!/(?<![\p{L}])(?:раздел\p{L}*|част\p{L}*|блок\p{L}*|этап\p{L}*|sections?|parts?|stages?|headings?)(?![\p{L}])/iu.test(step)) continue;
    const parts = [...step.matchAll(/[«"“]([^»"”]{2,40})[»"”]\s*(?:\(([^)]*)\))?/gu)]
      .map((m) => ({ head: m[1]!.trim(), items: (m[2] ?? "").split(/\s*[,;]\s*/u).map((x) => x.trim()).filter(Boolean) }));
    if (parts.length >= 2) return parts;
  }
  return null;
}

/** The person's words the skill has: the request (whole, when it told the matter), the answers, what was added after. */
export function materialOf(s: InterviewState): string[] {
  const f = s.facts;
  const request = String(f[String(f.fromRequest ?? "")] ?? f.request ?? "");
  const answers = Object.entries(f).filter(([k, v]) => k.startsWith("step") && typeof v === "string" && v !== "none" && v !== request).map(([, v]) => String(v));
  return [request, ...answers, ...String(f.more ?? "").split(/;\s*/u)].filter((t) => t.trim());
}

/** «позиция: мы берём…», «запасной вариант — другой поставщик»: a point given under its own label. */
const LABELLED = /^[\p{L}]+(?:\s+[\p{L}]+)?\s*(?::|\s[—–-])\s/u;

/** A sentence in clauses: «были я, Мария и Дмитрий, обсуждали…» → «были я, Мария и Дмитрий» | «обсуждали…». */
function clausesOf(sentence: string): string[] {
  const out: string[] = [];
  for (const piece of sentence.split(/\s*[,;]\s+/u)) {
    const first = fold(piece.split(/\s+/)[0] ?? "").replace(/[^\p{L}]/gu, "");
    // A piece saying a deadline, a verb or a cue of some part («на следующей неделе запуск пилота») is a point of its own.
    const own = LABELLED.test(piece) || deadlineIn(piece) !== null || GROUPS.some((g) => g.cues.includes(first) || g.cues.some((c) => c.includes(" ") && hasCue(piece, c)))
      || piece.split(/\s+/).some((w) => looksLikeVerb(w.replace(/[^\p{L}]/gu, ""))) || englishClause(piece);
    // A piece with no verb of its own («Мария Иванова и Дмитрий Соколов») goes on the list it continues.
    if (out.length && !own) out[out.length - 1] += `, ${piece}`;
    else out.push(piece);
  }
  return out.map((c) => c.replace(/[.!]+$/u, "").trim()).filter(Boolean);
}

export interface OutlineOptions {
  lang: "ru" | "en";
  /** Today's date (YYYY-MM-DD): «сегодня», «до 10 декабря» are shown as dates. */
  today?: string;
  /** With no parts named, the clauses alone (a document is still made of them); otherwise null. */
  bare?: boolean;
}

/** The skill's outline of the person's words, or null when the skill names no parts and the person none either. */
export function outlineOf(skill: Skill, s: InterviewState, o: OutlineOptions): Outline | null {
  // The procedure's own parts come before the description's words: the admin wrote how the result is laid out there.
  const ownParts = procedureParts(skill);
  let heads = ownParts?.map((p) => p.head) ?? describedParts(skill, o.lang);
  const fields: [string, string][] = [];
  const clauses: { text: string; sentenceStart: boolean }[] = [];
  for (const text of materialOf(s)) {
    for (const raw of text.split(/(?<=[.!?])\s+|\n+/u).map((t) => t.trim()).filter(Boolean)) {
      const sentence = raw.replace(/[.!]+$/u, "");
      const asked = PARTS_ASKED.exec(sentence);
      if (asked) { heads = asked[1].split(/\s*,\s*/u).map((h) => h.trim()).filter(Boolean).map((h) => h.charAt(0).toUpperCase() + h.slice(1)); continue; }
      const date = DATE_LABEL.exec(sentence);
      if (date) { fields.splice(0, fields.length, ...fields.filter(([k]) => k !== "date"), ["date", dateSaid(date[1], o.today, o.lang)]); continue; }
      // An order to the assistant is applied or left out; the material after its colon («оформи протокол: были…») is kept.
      const order = opensWithImperative(sentence) || ASKING.test(sentence) || asksInInfinitive(sentence);
      const after = order ? (/:\s*(.+)$/u.exec(sentence)?.[1] ?? "") : sentence;
      // «Помоги: оформить протокол…»: what follows the colon may be the request again.
      const rest = order && (asksInInfinitive(after) || ASKING.test(after) || opensWithImperative(after)) ? "" : after;
      // The same words given twice (to two questions) are one point.
      clausesOf(rest).forEach((c, i) => { if (!clauses.some((x) => fold(x.text) === fold(c))) clauses.push({ text: c, sentenceStart: i === 0 && !order }); });
    }
  }
  if (!heads && !o.bare) return null;
  const sections = (heads ?? []).map((head) => ({ head, lines: [] as string[], stems: stemsOf(head) }));
  const loose: string[] = [];
  const names = namesIn(clauses.map((c) => c.text));
  for (const c of clauses) {
    const best = bestSection(sections, c.text);
    // «open question: who trains the staff»: a label naming a part of its own opens that part when the skill has none.
    const own = best ? null : partNamed(c.text, o.lang);
    if (own) {
      const section = sections.find((x) => x.head === own) ?? (sections.push({ head: own, lines: [], stems: stemsOf(own) }), sections.at(-1)!);
      section.lines.push(sentence(c.text.replace(LABELLED, "")));
      continue;
    }
    if (!best) { loose.push(sentence(c.text)); continue; }
    best.section.lines.push(sentence(shown(c.text, best, c.sentenceStart, names, o)));
  }
  const label = o.lang === "ru" ? "Дата" : "Date";
  const items = (head: string) => ownParts?.find((p) => p.head === head)?.items;
  return { fields: fields.map(([k, v]) => [k === "date" ? label : k, v]), sections: sections.map(({ head, lines }) => ({ head, lines, ...(items(head)?.length ? { items: items(head) } : {}) })), loose };
}

type Section = { head: string; lines: string[]; stems: Set<string> };

/** The part a label names, as that part's own name («open question: …» → «Open questions»), or null. */
function partNamed(clause: string, lang: "ru" | "en"): string | null {
  const label = /^([\p{L}]+(?:\s+[\p{L}]+)?)\s*(?::|\s[—–-])\s/u.exec(clause)?.[1];
  if (!label) return null;
  const said = words(fold(label));
  return GROUPS.find((g) => g.name && said.some((w) => g.heads.includes(w)))?.name?.[lang] ?? null;
}

/** True when the words before a colon only name a part («present:», «решили:»): what follows is a point, not material handed. */
export function labelsAPart(prefix: string): boolean {
  const said = words(fold(prefix));
  return said.length > 0 && said.length <= 2 && said.some((w) => GROUPS.some((g) => g.heads.includes(w) || g.cues.includes(w)));
}

/** The part a clause belongs to: a group both name (its cue in the clause), a deadline, words they share; ties go to the first. */
function bestSection(sections: Section[], clause: string): { section: Section; group: Group | null } | null {
  const own = stemsOf(clause);
  const deadline = deadlineIn(clause) !== null;
  // «закрыли», «сделал», «завершила»: a verb in the past tense (Russian -л, -ла, -ли, -ло; English -ed) tells what was done.
  const past = clause.split(/\s+/).some((w) => { const x = fold(w).replace(/[^\p{L}]/gu, ""); return (looksLikeVerb(x) && /(?:л|ла|ли|ло)(?:сь|ся)?$/u.test(x)) || /^[a-z]{4,}ed$/.test(x); });
  let best: { section: Section; group: Group | null; score: number } | null = null;
  for (const section of sections) {
    let score = [...section.stems].filter((x) => own.has(x)).length;
    let group: Group | null = null;
    for (const g of GROUPS) {
      if (![...section.stems].some((x) => g.headStems.has(x))) continue;
      // A task is said by whom and by when: «Решили: Олег делает дизайн до 15 ноября» is Олег's task more than a decision.
      const owner = g.deadline && ownerOf(clause.replace(/^[\p{L}]+\s*:\s*/u, ""), true, []).owner !== null;
      const points = (g.cues.some((cue) => hasCue(clause, cue)) ? 2 : 0) + (g.deadline && deadline ? 2 : 0) + (owner && deadline ? 1 : 0) + (g.past && past ? 1 : 0);
      if (points > 0) { score += points; group ??= g; }
    }
    if (score > 0 && (!best || score > best.score)) best = { section, group, score };
  }
  return best ? { section: best.section, group: best.group } : null;
}

/** A clause as its part shows it: the cue that placed it left out («решили взять…» under «Решения» → «взять…»), a task as «кто — что, срок». */
function shown(clause: string, placed: { section: Section; group: Group | null }, sentenceStart: boolean, names: string[], o: OutlineOptions): string {
  const group = placed.group;
  // «Решили: Олег делает…», «Были: я, Олег…», «проблема — поставщик…» under «Проблемы»: a label that is a cue of any
  // part, or names this one, is no word of the point.
  let text = clause.replace(/^([\p{L}]+(?:\s+[\p{L}]+)?)\s*(?::|\s[—–-]|\s+(?:were|was|are|is)(?![\p{L}]))\s*/u, (all, label: string) => {
    const said = fold(label);
    const names = GROUPS.some((g) => g.cues.includes(said)) || group?.heads.includes(said) || words(said).every((w) => placed.section.stems.has(stem(w)));
    return names ? "" : all;
  });
  // «attendees Anna, Maria, Dmitry»: the part's own name opening the point is no word of it.
  const head = fold(text.split(/\s+/)[0] ?? "");
  const named = group?.heads.includes(head) || (placed.section.stems.has(stem(head)) && GROUPS.some((g) => g.heads.includes(head)));
  if (named && text.split(/\s+/).length > 1) text = text.slice(text.indexOf(" ") + 1);
  if (group?.strip) {
    const first = fold(text.split(/\s+/)[0] ?? "");
    if (group.cues.includes(first) && text.split(/\s+/).length > 1) text = text.slice(text.indexOf(" ") + 1);
  }
  if (group?.deadline) {
    // «Мария до 10 декабря готовит сравнение» → «Мария Иванова — готовит сравнение, срок: 10.12.2026».
    const task = ownerOf(text, !sentenceStart || text !== clause, names);
    const due = deadlineIn(task.rest);
    const what = (due ? task.rest.replace(due.said, " ") : task.rest).replace(/\s+/gu, " ").replace(/^[,—–-]\s*|\s*[,—–-]$/gu, "").trim();
    if (task.owner && what) {
      const when = due ? (o.lang === "ru" ? `, срок: ${dateSaid(due.date, o.today, o.lang)}` : `, due ${dateSaid(due.date, o.today, o.lang)}`) : "";
      return `${task.owner} — ${what}${when}`;
    }
  }
  // A deadline said without whose task it is stays where it was said, as a date when it can be read.
  const due = deadlineIn(text);
  return due ? text.replace(due.said, due.said.replace(due.date, dateSaid(due.date, o.today, o.lang))) : text;
}

/** The full names said («Мария Иванова»): a first name said alone later («Мария до 10 декабря…») is that person. */
function namesIn(clauses: string[]): string[] {
  return [...new Set(clauses.flatMap((c) => [...c.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(?![\p{L}])/gu)].map((m) => m[0])))];
}

const sentence = (t: string) => { const x = t.trim(); return x ? `${x.charAt(0).toUpperCase()}${x.slice(1)}`.replace(/[.!]*$/u, ".") : x; };

/** The outline as the text of a result: the parts that hold something, then the parts still empty, named in one line. */
export function outlineText(o: Outline, lang: "ru" | "en"): string {
  const filled = o.sections.filter((s) => s.lines.length);
  const empty = o.sections.filter((s) => !s.lines.length && !s.items?.length).map((s) => s.head.charAt(0).toLowerCase() + s.head.slice(1));
  const lines = [...o.fields.map(([k, v]) => `${k}: ${v}`), ...filled.map((s) => `• ${s.head}: ${s.lines.map((l) => l.replace(/\.$/u, "")).join("; ")}`)];
  return [
    ...(lines.length ? [`${lang === "ru" ? "Разложил сказанное по разделам:" : "What you said, by part:"}\n${lines.join("\n")}`] : []),
    ...(empty.length ? [`${lang === "ru" ? "Пока ничего нет для разделов" : "Nothing yet for"}: ${empty.join(", ")}.`] : []),
  ].join("\n\n");
}

/** The outline as a document: title, fields, what no part took, then each part under its heading. */
export function outlineDocument(o: Outline, title: string): string {
  const top = [...o.fields.map(([k, v]) => `${k}: ${v}`), ...o.loose.map((l) => `- ${l}`)].join("\n");
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const parts = o.sections.map((s) => {
    const lines = [...s.lines.map((l) => `- ${l}`), ...(s.items ?? []).map((i) => `- [ ] ${cap(i)}`)];
    return `## ${s.head}\n${lines.length ? lines.join("\n") : "—"}`;
  }).join("\n\n");
  return `# ${title}\n\n${top ? `${top}\n\n` : ""}${parts}\n`;
}
