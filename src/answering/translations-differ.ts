import type { Fragment } from "../retrieval/types.ts";
import type { StoredChunk } from "../retrieval/types.ts";
import type { LexicalIndex } from "../retrieval/lexical.ts";
import { sentences, type PickedSentence } from "./extractive.ts";
import { salienceOf } from "./salience.ts";
import { ANSWERABILITY, judge, type Verdict } from "./answerability.ts";
import { figuresOf, setAsideFigures, topicsOf, writtenIn } from "../text/translations.ts";
import { withoutDocumentsLanguage } from "../text/documents-language.ts";
import { directoryRows } from "./directory.ts";
import { isOwnFragment } from "./own.ts";
import { holdsFigure, measureKind } from "../text/measure-questions.ts";
import { saidTwice, statedElsewhere } from "./translations-agree.ts";
import { comparableFigures, statedAs, unitsOf } from "../text/figure-units.ts";

/**
 * A hotel's «Staff Guide for International Employees» beside its Russian rules: the guide says valuables stay in the safe
 * 3 months, the rules 6 (walk 21c, item 9). An answer resting on a sentence of a document in one language, when a document
 * in the other language states the same point with other figures, shows the Russian rule (the company's own, the guide
 * being a summary of it for those who do not read Russian) and says plainly that the other document differs, citing both.
 */

interface Found {
  fragments: Fragment[];
  verdict: Verdict | null;
  missing: string[];
  withPrevious?: boolean;
}

/**
 * How much of the picked sentence's topic a counterpart must hold, in IDF over the sections (a topic most sections share,
 * «рубль», «месяц», weighs little): the lost-property guide's «valuables … in the safe» and the rules' «Ценные вещи … в
 * сейфе» share money, phones, laptops and the months; a course paid «up to 10,000 roubles» and a refund «до 15 000
 * рублей» share only the rouble and paying.
 */
const SAME_POINT = 4;
/** What the two sections share besides counts at this share, to tell apart sentences as near as each other. */
const SECTION = 0.1;
/** What a sentence and its heading share with the other's beyond the sentences themselves counts at this share. */
const HEADING = 0.5;
/** A figure both sentences state tells the row of a table that matches («Поздний выезд … до 16:00 … 30%»). */
const SHARED_FIGURE = 1;

/** A passage: one sentence (or clause) of a section. */
interface Said { chunk: StoredChunk; text: string }

/** A section read once per answer: its language, topics, and its clauses that state figures. */
interface Section { chunk: StoredChunk; lang: "ru" | "en"; topics: Set<number>; heading: Set<number>; clauses: { text: string; figures: Set<string>; topics: Set<number> }[] }

/** The sections of the documents read for comparing, and each topic's weight: ln(N / df) over them (N sections in all). */
interface Corpus { sections: Map<number, Section>; weigh: (g: number) => number }

// A section's reading depends on its text and headings alone: kept between answers (bounded), so each question of a
// bilingual company reads only what changed.
const READ = new Map<string, Section>();
const READ_MAX = 20_000;

function sectionOf(chunk: StoredChunk): Section {
  const key = `${chunk.id}\u0000${chunk.headingPath.join("\u0001")}\u0000${chunk.text}`;
  const hit = READ.get(key);
  if (hit) return hit;
  // A contacts table's row says whom to reach, not the rule: «Драки, агрессивные зрители… | +7 921 555-40-20» shares the guide's
  // phone, where the emergencies file's steps are the rule (walk 22b); the HR row was shown as «the company's Russian rule»
  // against the guide's sick-note deadline.
  const clauses = sentences(chunk.text).flatMap(clausesOf).filter((text) => !isContactRow(text)).map((text) => ({ text, figures: figuresOf(text), topics: topicsOf(text) }));
  const section = { chunk, lang: writtenIn(chunk.text), topics: topicsOf(`${chunk.text} ${chunk.headingPath.join(" ")}`), heading: topicsOf(chunk.headingPath.join(" ")), clauses };
  if (READ.size >= READ_MAX) READ.clear();
  READ.set(key, section);
  return section;
}

function corpusOf(chunks: readonly StoredChunk[]): Corpus {
  const sections = new Map<number, Section>();
  const df = new Map<number, number>();
  for (const chunk of chunks) {
    const section = sectionOf(chunk);
    for (const g of section.topics) df.set(g, (df.get(g) ?? 0) + 1);
    sections.set(chunk.id, section);
  }
  return { sections, weigh: (g) => Math.log((chunks.length + 1) / ((df.get(g) ?? 0) + 1)) };
}

/**
 * The sentence of a document in the other language stating the same point as `said` with other figures, if any. The two
 * must be each other's nearest: a guide's one line on late check-out is the nearest to each row of the rules' table, and
 * only the row it is nearest to states its point.
 */
function counterpartOf(said: Said, corpus: Corpus, question: string): Said | null {
  const other = samePointOf(said, corpus, question);
  if (!other) return null;
  // Each states a figure the other does not: «20:00 to 08:00» is within «с 20:00 до 8:00 (12 часов)», «call 101» within
  // «в течение 1 минуты … звонит 101 (с мобильного 112)»: no figure of theirs is gainsaid.
  // A line that sets the other rule's figure aside itself («30 days in advance (not 14 days as for other staff)») states an
  // exception for its readers knowing the rule: nothing to note as a difference (walk 26a E02 called it «says otherwise»).
  if (setAsideFigures(said.text).size || setAsideFigures(other.text).size) return null;
  const [mine, theirs] = [figuresOf(said.text), figuresOf(other.text)];
  if (![...mine].some((x) => !theirs.has(x)) || ![...theirs].some((x) => !mine.has(x))) return null;
  // Either line's figures stated by a passage of the other language on its topic: it says what that passage says, and the
  // two paired here speak of different matters (the guide's 28 days of annual leave beside the unpaid leave's row).
  const [a, b] = [{ text: said.text, figures: mine, topics: topicsOf(said.text) }, { text: other.text, figures: theirs, topics: topicsOf(other.text) }];
  const elsewhere = (line: typeof a, paired: typeof a, docId: number) => statedElsewhere(line, paired, docId, corpus.sections.values(), corpus.weigh, SAME_POINT / 2);
  return elsewhere(b, a, other.chunk.docId) || elsewhere(a, b, said.chunk.docId) ? null : other;
}

/**
 * A guide line picked in the English interface that sums up in two figures or more the rows of its counterpart's section:
 * «an advance on the 12th and the rest on the 27th» is the pay table's «Аванс: дата — 12-е…» and «Окончательный расчёт:
 * дата — 27-е…», each row stating one of its figures (walk 27a: «When do I get paid?» was given the advance row alone and
 * told the guide «says otherwise»). The counterpart row itself must state one of the line's figures: the guide's freezer
 * line («−18 °C… 15 minutes») beside the rule «не более 20 минут» differs, though other clauses of that section state
 * «минус 18 °C» and «минус 15 °C».
 */
function sumsUp(line: string, counterpart: Said, corpus: Corpus): boolean {
  const figures = figuresOf(line);
  if (figures.size < 2 || ![...figuresOf(counterpart.text)].some((x) => figures.has(x))) return false;
  const section = corpus.sections.get(counterpart.chunk.id) ?? sectionOf(counterpart.chunk);
  const stated = new Set(section.clauses.flatMap((c) => [...c.figures]));
  return [...figures].every((x) => stated.has(x));
}

/** The sentence of a document in the other language stating the same point as `said`, its figures agreeing or not. */
function samePointOf(said: Said, corpus: Corpus, question: string): (Said & { score: number }) | null {
  const other = nearestOf(said, corpus);
  if (!other || nearestOf(other, corpus)?.text !== said.text) return null;
  // Clock times and counts are no one quantity: the two speak of different matters (figure-units.ts).
  if (!comparableFigures(figuresOf(said.text), figuresOf(other.text))) return null;
  // What the question asks of the picked sentence the counterpart must speak of too: «a complaint about noise» is not met
  // by the guide's lost-property log, however much a «журнал» and a «log» are one word.
  const asked = topicsOf(question);
  const held = [...topicsOf(`${said.text} ${said.chunk.headingPath.join(" ")}`)].filter((g) => asked.has(g));
  const theirTopics = topicsOf(`${other.text} ${other.chunk.headingPath.join(" ")}`);
  // A pair that says one thing — the guide's valuables and the rules' «Ценные вещи» (money, phones, laptops, the months), each
  // holding most of the other's topics — needs no such proof; a pair as near by a rouble, a receipt and accounting does
  // (the Russian lessons and the medical book, walk 28a E8).
  if (held.length && !held.some((g) => theirTopics.has(g)) && !saidTwice(topicsOf(said.text), topicsOf(other.text), corpus.weigh)) return null;
  return other;
}

/**
 * A sentence's clauses: «Late check-out until 16:00 costs 30%…; after 16:00 the guest pays for a full night» states two
 * rules, each a row of the Russian table («с 12:00 до 18:00 — 50%», «после 18:00 — полные сутки»).
 */
export function clausesOf(sentence: string): string[] {
  const parts = sentence.split(/;\s+/).map((c) => c.trim()).filter((c) => c.length > 2).flatMap(parallelOf);
  return parts.length ? parts : [sentence];
}

/**
 * «Испытательный срок для сборщиков и курьеров — 1 месяц, для кладовщиков и старших смены — 2 месяца»: a rule enumerated
 * by commas, each part naming whom it is for and its figure after a dash, states one rule per part (a table row written as
 * a sentence). Whole, it held the guide's «2 months» and was no other reading of «Probation for foreign pickers and
 * couriers is 2 months» (walk 27a EN-11: the 1 month the rules give pickers and couriers went unnamed). Only parts that
 * each hold a dash and a figure are split: «в течение 1 минуты, звонит 101» is one rule.
 */
function parallelOf(clause: string): string[] {
  const parts = clause.split(/,\s+/);
  return parts.length >= 2 && parts.every((p) => /\s[—–-]\s/.test(p) && /\d/.test(p)) ? parts.map((p) => p.trim()) : [clause];
}

/**
 * The sentence with figures of a document in the other language nearest in topic to `said`, when near enough: the topics
 * the two sentences share count fully, those their headings add at HEADING, those their sections share at SECTION.
 */
function nearestOf(said: Said, corpus: Corpus): (Said & { score: number }) | null {
  const lang = writtenIn(said.text);
  const figures = figuresOf(said.text);
  if (!figures.size) return null;
  const mine = corpus.sections.get(said.chunk.id) ?? sectionOf(said.chunk);
  const topics = topicsOf(said.text);
  const sum = (gs: Iterable<number>) => [...gs].reduce((a, g) => a + corpus.weigh(g), 0);
  const shared = (a: Set<number>, b: Set<number>) => sum([...a].filter((g) => b.has(g)));
  const withHeading = new Set([...topics, ...mine.heading]);
  let best: (Said & { score: number }) | null = null;
  for (const section of corpus.sections.values()) {
    if (section.lang === lang || section.chunk.docId === said.chunk.docId) continue;
    const sections = shared(mine.topics, section.topics);
    for (const clause of section.clauses) {
      if (!clause.figures.size) continue;
      // The sentences' own words first: a table's rows share their heading («Ранний заезд и поздний выезд»), and the row
      // «Поздний выезд… полных суток» is the one that says what the guide's late check-out line says.
      const near = shared(topics, clause.topics);
      const headed = shared(withHeading, new Set([...clause.topics, ...section.heading])) - near;
      const score = near + HEADING * headed + SECTION * sections + SHARED_FIGURE * [...figures].filter((x) => clause.figures.has(x)).length;
      if (near >= SAME_POINT / 2 && score >= SAME_POINT && (!best || score > best.score)) best = { chunk: section.chunk, text: clause.text, score };
    }
  }
  return best;
}

/**
 * The section of a document in the other language that a one-line summary stands for: «For a fight or an aggressive guest,
 * call security at +7 921 555-40-20» and «Драка или агрессивный зритель», whose steps («Немедленно вызовите охрану: …
 * +7 921 555-40-20…») say in several sentences what the line says in one, so no one sentence of it is near enough to the
 * line. The section's heading and sentences together hold the line's topics, and one of its sentences states a figure
 * the line states; returned is that sentence. The nearest section wins, and only one near by SAME_POINT.
 */
function sectionFor(said: Said, corpus: Corpus): Said | null {
  const lang = writtenIn(said.text);
  const figures = figuresOf(said.text);
  if (!figures.size) return null;
  const topics = topicsOf(said.text);
  const units = unitsOf(said.text);
  const sum = (gs: Iterable<number>) => [...gs].reduce((a, g) => a + corpus.weigh(g), 0);
  let best: { said: Said; score: number } | null = null;
  for (const section of corpus.sections.values()) {
    if (section.lang === lang || section.chunk.docId === said.chunk.docId || !section.clauses.length) continue;
    const held = new Set([...section.heading, ...section.clauses.flatMap((c) => [...c.topics])]);
    const near = sum([...topics].filter((g) => held.has(g)));
    // A figure shared is the same quantity: «2 hours» is no schedule's «2/2» (figure-units.ts).
    const clause = section.clauses.map((c) => ({ c, n: [...figures].filter((x) => c.figures.has(x) && statedAs(x, units, unitsOf(c.text))).length })).sort((a, b) => b.n - a.n)[0]!;
    // The heading names the point: the line's topics must meet it, not only words its steps share with any other section.
    if (!clause.n || ![...topics].some((g) => section.heading.has(g))) continue;
    const score = near + SHARED_FIGURE * clause.n;
    if (near >= SAME_POINT / 2 && score >= SAME_POINT && (!best || score > best.score)) best = { said: { chunk: section.chunk, text: clause.c.text }, score };
  }
  return best?.said ?? null;
}

/** The most sentences a section told whole may have (as extractive.ts tells a short procedure). */
const WHOLE = 6;

/**
 * A section's numbered steps («1. Не вмешивайтесь…», or a clause's own «3.1. Отключите пресс…», «3.2. …» under «3. ОЖОГ…»:
 * walk 24a's safety instruction numbers its steps so), or its sentences when it has a few and no numbers; else none.
 * A step hard-wrapped over lines («3.2. Охлаждайте место ожога… Не\nмажьте маслом…») is read to the next step or blank line.
 */
export function stepsOf(text: string): { text: string; step?: number }[] {
  const steps = [...text.matchAll(/^[ \t]*(?:\d{1,2}\.)?(\d{1,2})[.)]\s+(.+(?:\n(?![ \t]*\d{1,2}[.)]|[ \t]*\d{1,2}\.\d{1,2}[.)]|\s*\n).+)*)/gmu)]
    .map((m) => ({ text: m[2]!.replace(/\s*\n\s*/g, " ").trim(), step: Number(m[1]) }));
  if (steps.length >= 3) return steps.sort((a, b) => a.step - b.step);
  const all = sentences(text);
  return all.length >= 2 && all.length <= WHOLE ? all.map((t) => ({ text: t })) : [];
}

/** A sentence that is a row of a contacts table (directory.ts). */
function isContactRow(text: string): boolean {
  return text.includes(" | ") && directoryRows([{ id: 0, docId: 0, docName: "", version: 0, ordinal: 0, headingPath: [], page: null, start: 0, end: 0, text }]).length > 0;
}

/** Whether the documents are written in both languages: else nothing can differ between them, and nothing is read. */
function bilingual(chunks: readonly StoredChunk[]): boolean {
  let ru = false, en = false;
  for (const c of chunks) {
    if (writtenIn(c.text) === "ru") ru = true; else en = true;
    if (ru && en) return true;
  }
  return false;
}

export interface Differing extends Found {
  /** The line that says the other-language document differs, with its citation. */
  note: string;
}

/**
 * The found passages with the Russian rule put where a differing English sentence was (or beside a Russian one that an
 * English document contradicts), the verdict judged again on them; null when no two documents differ on what was picked.
 */
export function withRussianRule(asked: string, found: Found, chunksOf: () => readonly StoredChunk[], lexical: LexicalIndex, lang: "ru" | "en" = "ru"): Differing | null {
  const v = found.verdict;
  if (!v || v.state === "refused") return null;
  // Read the documents' chunks only for an answer that picked something (a refusal is the common turn to skip).
  const chunks = chunksOf();
  if (!bilingual(chunks)) return null;
  const question = withoutDocumentsLanguage(asked);
  const corpus = corpusOf(chunks);
  // Every picked sentence is read: «Call the shift manager… 4 hours before» and «Откройте ЭЛН… в течение 1 рабочего дня»
  // picked together each have a counterpart (walk 22b showed the guide's 4 hours as the answer, only the second noted).
  let fragments = found.fragments;
  let picked = [...v.picked];
  const pairs: [rule: PickedSentence, guide: PickedSentence][] = [];
  const answerFigures = new Set(v.picked.filter((p) => writtenIn(p.text) === "ru").flatMap((p) => [...figuresOf(p.text)]));
  for (const p of v.picked) {
    const f = found.fragments[p.fragment];
    // A line of the person's own file attached in the chat («3 December — evening shift 16:30–00:30») is theirs, no
    // translation of a company rule: the rule on shifts in general does not stand in for their day (walk 22a, h23f).
    if (isOwnFragment(f)) continue;
    const englishPicked = writtenIn(p.text) === "en";
    // A guide line summing up in two figures or more what the Russian answer states row by row says the same, however its
    // clauses pair off: «an advance on the 12th and the rest on the 27th» beside the pay table's «Аванс — 12-е… с 1-го по
    // 15-е» and «Окончательный расчёт — 27-е» (walk 27a was told «сказано иначе» where the two agree). A single figure is
    // compared clause by clause: «3 weeks» is no «за 3 дня» of another row.
    const sums = (o: Said) => { const g = figuresOf(o.text); return g.size >= 2 && [...g].every((x) => answerFigures.has(x)); };
    const others = clausesOf(p.text).map((text) => ({ text, other: counterpartOf({ chunk: f, text }, corpus, question) }))
      .filter((c) => c.other !== null && (englishPicked ? !sumsUp(c.text, c.other, corpus) : !sums(c.other))).map((c) => c.other!);
    if (!others.length) continue;
    const theirs: PickedSentence[] = [];
    for (const other of others) {
      let at = fragments.findIndex((x) => x.id === other.chunk.id);
      if (at < 0) (fragments = [...fragments, { ...other.chunk, score: f.score }]), (at = fragments.length - 1);
      if (!theirs.some((t) => t.text === other.text)) theirs.push({ fragment: at, text: other.text, score: p.score });
    }
    // The Russian rule stands as the answer; the English sentence is the one set aside in the note.
    if (englishPicked) picked = picked.flatMap((q) => (q === p ? theirs : [q]));
    pairs.push(englishPicked ? [theirs[0]!, p] : [p, theirs[0]!]);
  }
  if (pairs.length) {
    picked = picked.filter((q, i) => picked.findIndex((x) => x.text === q.text) === i);
    const s = salienceOf(question, undefined, lexical, ANSWERABILITY.unseen);
    const again = s ? judge(s, fragments, picked) : v;
    // Answered on the Russian rule alone; else the two are shown side by side as the passages found, nothing asserted.
    const [rule, guide] = pairs[0]!;
    const verdict = again.state === "answered" || v.state === "answered" ? { ...again, state: "answered" as const, picked }
      : { ...v, picked: [rule, guide, ...v.picked.filter((q) => q !== guide && q !== rule)] };
    const cited = verdict.state === "answered";
    const note = noteOf(fragments, cited ? pairs : pairs.slice(0, 1), lang, cited);
    return { ...found, fragments, verdict, note };
  }
  return russianInstead(question, found, v, corpus, lang);
}

/**
 * An answer resting on the English guide alone, where the Russian rules state the same point with no figure gainsaid, is
 * given from the Russian rules: they are the company's binding text and hold the whole procedure the guide sums up in one
 * line (walk 22b: «драка в зале между зрителями, мои действия?» got only «For a fight or an aggressive guest, call security
 * at +7 921 555-40-20», where the emergencies file has five steps, the police's 102 among them). Nothing is noted: the
 * two agree. Null when a picked sentence is Russian or none has such a counterpart.
 */
function russianInstead(question: string, found: Found, v: Verdict, corpus: Corpus, lang: "ru" | "en"): Differing | null {
  if (!v.picked.length || v.picked.some((p) => writtenIn(p.text) !== "en")) return null;
  // A figure asked of a kind («When do I get paid?» a day) that the guide's line states is answered by that line in the
  // English interface: the reader reads it, and the Russian section stated the same (walk 26a E01 got the Russian pay
  // section for the guide's «the 25th (advance) and the 10th»). A procedure summed up in one line is still told whole.
  const kind = lang === "en" ? measureKind(question) : null;
  const stated = (text: string) => kind !== null && holdsFigure(text, kind);
  let fragments = found.fragments;
  const picked: PickedSentence[] = [];
  for (const p of v.picked) {
    const f = fragments[p.fragment];
    if (isOwnFragment(f) || stated(p.text)) {
      picked.push(p);
      continue;
    }
    // The section whose heading the line names first: a phone list («Охрана кинотеатра … +7 921 555-40-20») is as near to the
    // line, sentence for sentence, as the steps are.
    const summed = sectionFor({ chunk: f, text: p.text }, corpus);
    const told = summed ? stepsOf(summed.chunk.text) : [];
    // In the English interface a line the rules state in one sentence too stays in English: only a procedure it sums up
    // (told whole: numbered steps or a few sentences) adds what the reader needs. In the Russian one the Russian rule answers.
    const section = summed && (told.length || lang === "ru") ? summed : null;
    const same = section ? [section] : lang === "en" ? [] : clausesOf(p.text).map((text) => samePointOf({ chunk: f, text }, corpus, question)).filter((o): o is Said & { score: number } => o !== null);
    if (!same.length) {
      picked.push(p);
      continue;
    }
    for (const other of same) {
      let at = fragments.findIndex((x) => x.id === other.chunk.id);
      if (at < 0) (fragments = [...fragments, { ...other.chunk, score: f.score }]), (at = fragments.length - 1);
      // The section the line sums up is told whole: its numbered steps, or its few sentences in order.
      for (const t of section && told.length ? told : [{ text: other.text }]) if (!picked.some((q) => q.text === t.text)) picked.push({ fragment: at, score: p.score, ...t });
    }
  }
  if (picked.every((p) => writtenIn(p.text) === "en")) return null;
  return { ...found, fragments, verdict: { ...v, picked }, note: "" };
}

function noteOf(fragments: Fragment[], pairs: [rule: PickedSentence, guide: PickedSentence][], lang: "ru" | "en", cited: boolean): string {
  const doc = (p: PickedSentence) => fragments[p.fragment].docName;
  const quote = (p: PickedSentence, o: string, c: string) => `${o}${p.text.replace(/\s+/g, " ").replace(/[.;]\s*$/, "")}${c} [${p.fragment + 1}]`;
  const [rule, guide] = pairs[0]!;
  // A partial answer quotes both already, with their documents: the note only says which is the company's rule.
  if (!cited) {
    return lang === "en" ? `\nThe two documents give different figures: the company's rule is the Russian one (${doc(rule)}); the English ${doc(guide)} says otherwise.`
      : `\nДокументы расходятся в цифрах: правило компании — русский документ (${doc(rule)}); в англоязычном ${doc(guide)} сказано иначе.`;
  }
  // Each guide line once, its document named once: the lines of one guide are quoted together.
  const guides = [...new Set(pairs.map(([, g]) => doc(g)))];
  const rules = [...new Set(pairs.map(([r]) => doc(r)))].join(", ");
  const quoted = (d: string, o: string, c: string) => pairs.filter(([, g]) => doc(g) === d).map(([, g]) => quote(g, o, c)).filter((q, i, all) => all.indexOf(q) === i).join("; ");
  return lang === "en"
    ? `${guides.map((d) => `\nThe English document ${d} says otherwise: ${quoted(d, "“", "”")}.`).join("")} The answer above is the company's Russian rule (${rules}).`
    : `${guides.map((d) => `\nВ документе на английском (${d}) сказано иначе: ${quoted(d, "«", "»")}.`).join("")} Выше — правило из русского документа компании (${rules}).`;
}
