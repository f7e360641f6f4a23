import type { AnswerDeps } from "../answering/answer.ts";
import { retrieve } from "../answering/answer.ts";
import { bindsToPrevious } from "../answering/follow-up.ts";
import { acuteSigns } from "../skills/interview/extract.ts";
import { languageOf } from "../skills/interview/extract.ts";
import { aidOf, asksConsequence, asProcedure, speaksOf, firstAidNameOf, goesOnWith, INJURY_AT_WORK, isTrauma, minorInjuryOf, otherNamesOf, otherSituationsOf, situationOf, type Named } from "../text/first-aid.ts";
import { ASKS_STEPS, WHOM_TO_NOTIFY } from "../text/speech-acts.ts";
import { reportsSickness } from "../text/sick-reporting.ts";
import { asksForQuantity, figureMeasures, opensQuestion } from "../text/measure-questions.ts";
import { isStopword, stem, words } from "../text/tokens.ts";

/**
 * What to ask the company's documents when a message tells of a first-aid situation: the situation as safety rules name
 * it (red-flags.json's `ask`, first-aid.json's names), not the person's words. «СРОЧНО ребенок подавился и не может дышать
 * что делать» asked as said met every row of a first-aid table on «что делать» (walk 20a quoted the scrape row first);
 * «он хватает ребенка и тянет к выходу!!» met nothing («хватает», «тянет»), and «what should I do if a child is choking?»
 * met no Russian row. The situation's name in the message's language is asked first; when the documents refuse it,
 * its name in the other language (Russian rules asked in English). Null: no such situation, or the
 * documents hold none by either name: the message is asked as is.
 */
export async function firstAidQuestion(message: string, previous: string | undefined, deps: AnswerDeps): Promise<string | null> {
  return (await firstAidLookup(message, previous, deps)).ask;
}

/**
 * What a first-aid message is asked of the documents as (`ask`, as firstAidQuestion), and, when it tells a situation or an
 * injury the documents hold no section on by any of its names, the general step to say instead (`aid`, first-aid.json):
 * «коллега порезала руку, что делать?» over rules with no cut section was refused or quoted the lateness rule (walk 24a);
 * an emergency is never refused, its step and the number to call are said, with the documents' silence named.
 */
export interface FirstAidLookup { ask: string | null; aid: Named | null }

export async function firstAidLookup(message: string, previous: string | undefined, deps: AnswerDeps): Promise<FirstAidLookup> {
  const none = { ask: null, aid: null };
  // A sign that cannot wait is named whatever is asked.
  const acute = acuteSigns(message).find((f) => f.ask)?.ask;
  // «i have a fever, can i just text the shift manager instead of calling?»: one's own sickness told with how word of it
  // reaches work is the sick-leave rule's (work-situation.ts), not first aid for a fever (walk 23b met the lost-child steps).
  const named = acute ?? (reportsSickness(message) ? null : firstAidNameOf(message));
  if (!named) return { ask: previous ? await emergencyFollowUp(message, previous, deps) : null, aid: null };
  // «получил ожог на смене, дадут ли страховку?»: a consequence asked after the story is the rules' to answer, or their
  // refusal names whose matter it is (a burn labour safety's); the burn's steps answer nothing asked (h25b met h25e here).
  if (!acute && asksConsequence(message)) return none;
  const lang = languageOf(message);
  // A documents search with no passage, or a refusal, does not answer the name; a «partial» near-answer («Do not use the
  // lifts» for a guest stuck in one) only when neither language's name is answered outright.
  // The passage a near answer would show, kept to read whether it speaks of the situation at all.
  const shown = new Map<string, string>();
  // The heading of the passage each question was answered from.
  const heads = new Map<string, string>();
  // How many sentences answer each name: a procedure holds steps, a reporting rule one line.
  const steps = new Map<string, number>();
  const stateOf = async (q: string) => {
    const r = await retrieve(q, previous, deps).catch(() => null);
    const top = r?.fragments[r.verdict?.picked[0]?.fragment ?? 0];
    // …with the sentences picked from other passages of the section (a section cut in two fragments: «Если гость упал» in one).
    if (top) shown.set(q, `${top.headingPath.join(" ")} ${top.text} ${(r?.verdict?.picked ?? []).map((p) => p.text).join(" ")}`);
    if (top) heads.set(q, top.headingPath.at(-1) ?? "");
    steps.set(q, r?.verdict?.picked.length ?? 0);
    // Weighed by no word (the embedded face's verdict is null only then: «a splash or a splinter in the eye» keeps none), the
    // passages found are no answer to the name: the uniform's lines were shown for a chemical in the eye (session 37).
    return !r || r.fragments.length === 0 ? "refused" : r.verdict?.state ?? (deps.chat ? "answered" : "partial");
  };
  // «на каком расстоянии ставить знак аварийной остановки при дтп»: a question for one fact of the situation, not what to do
  // in it, is asked as said when the documents answer it (the section's name lost «15 м», heldout-transit).
  if (opensQuestion(message.trim()) && !ASKS_STEPS.test(message) && (await stateOf(message)) === "answered") return none;
  // A measure asked («на каком расстоянии…», «сколько…») is answered by its figure or not at all: the situation's steps or its
  // contacts row, asked instead, assert no distance (transit's leave-one-out, the accident rules out: the road-safety row).
  if (!acute && opensQuestion(message.trim()) && !ASKS_STEPS.test(message) && (asksForQuantity(message) || figureMeasures(message).size > 0)) return none;
  // «поскользнулась на мокром полу, ушибла колено. куда сообщать?»: whom to tell, when the documents answer it as said, is
  // their reporting rule; when they do not («на меня напали и отобрали выручку, кому звонить?», walk 23b's kind: refused
  // naming hr@), the situation's section says whom to call (102 and the dispatcher).
  if (!acute && WHOM_TO_NOTIFY.test(message) && (await stateOf(message)) === "answered") return none;
  // A sign that cannot wait is asked as red-flags.json says; a situation's name as its procedure, every step in order
  // («потерялся ребёнок» alone met steps 5–6 of the lost-child section, walk 23b). A second situation told is asked next
  // («напали и отобрали выручку»: no section on an attack, one on a robbery). «вывихнул ногу на складе, упал со стремянки»
  // where the rules have no fracture section but one on any injury at work (first aid, 103, the safety officer within the
  // hour): that one is asked last (walk 23b: refused, naming the warehouse guards).
  // A section's other names (otherNamesOf: «что делать при пожаре») are asked after its first one.
  // An injury at work's other name is the record it goes into: the rules' section on incidents («Первая помощь и
  // происшествия»: lay the person down, 103, the shift lead, the incident log within an hour) answers a fall, and first
  // aid's general step follows. A single line («О любом происшествии сообщайте ему в течение 1 часа») is no procedure:
  // the general step is said with the documents' silence named, as before (h25b).
  // An injury's other name is the event it came of («a fall»), which the documents may use for another matter too («падение»
  // of a service): answered only from a procedure that speaks of what happened, as the record's name (`guard`).
  const injury = minorInjuryOf(message)?.ru;
  const told: { n: Named; report: boolean; guard: boolean }[] = acute ? [{ n: named, report: false, guard: false }] : [named, ...otherSituationsOf(message), ...(isTrauma(message) ? [INJURY_AT_WORK] : [])]
    .flatMap((n) => [{ n, report: false, guard: false }, ...otherNamesOf(n).map((o) => ({ n: o, report: n === INJURY_AT_WORK, guard: n === INJURY_AT_WORK || n.ru === injury }))]);
  // A sign that cannot wait is asked as red-flags.json says it, not as a procedure.
  const names = told.map(({ n, report, guard }) => ({ ...(acute ? n : asProcedure(n)), report, guard }));
  let near: string | null = null;
  for (const n of names) {
    const first = n[lang];
    const other = n[lang === "en" ? "ru" : "en"];
    const aid = n.report ? aidOf(message, false) : null;
    // …and speaks of what happened: with the safety rules left out, «порезался на станке» met the road-accident section.
    const answers = (q: string, state: string) => state === "answered" && (!n.guard || ((steps.get(q) ?? 0) >= PROCEDURE_STEPS && speaksOf(message, shown.get(q) ?? "")));
    const inFirst = await stateOf(first);
    if (answers(first, inFirst)) return { ask: first, aid };
    const inOther = await stateOf(other);
    if (answers(other, inOther)) return { ask: other, aid };
    if (n.guard) continue;
    near ??= inFirst !== "refused" ? first : inOther !== "refused" ? other : null;
  }
  // Neither: first aid's own step when there is one, after the documents' nearest passage when they hold one (not
  // called absent: vet's fire section names the assembly point), alone when they hold none («a customer fainted» over
  // rules with no such section); without a step, the near passage, or the person's own words with whom to ask.
  // A near passage that says nothing of the situation («Клиент потерял квитанцию» for «a customer fainted», met on
  // «потерял») is no part of the answer when first aid has a step for it.
  // «сотрудник упал с самоката и ударился головой»: the rules may tell the very case in the person's words («…или ударился
  // головой — сразу вызывайте скорую»), under no name of the situation (walk 27a got general first aid instead).
  const asSaid = acute ? "refused" : await stateOf(message);
  // «свет погас, что делать?»: the story's words met a clause of another situation's section («Гостю плохо…: В тёмном зале
  // попросите киномеханика включить свет»), whose heading names that situation (fainting); a section whose heading names
  // the situation told («Эвакуация из тёмного зала» is a power cut's) is asked as its procedure instead (session 30's
  // cinema walk got the fainting steps).
  const elsewhere = firstAidNameOf(heads.get(message) ?? "");
  if (asSaid === "answered" && elsewhere && elsewhere.ru !== named.ru) {
    const own = await headedSection(named, lang, previous, deps);
    if (own) return { ask: own, aid: null };
  }
  // «гость пьяный орет в коридоре ночью»: the story's bystanders («гость», «коридоре») met the power cut's «Раздайте фонари
  // гостям в коридорах…», which says nothing of what happened (lead's walk 54): a situation told is answered by a passage
  // that speaks of it, or by first aid's step with the documents' silence named. An injury's words are its own (a body
  // part, a fall), so only a situation's passage is read so.
  const bystanders = asSaid === "answered" && !!situationOf(message) && !isTrauma(message) && !speaksOf(message, shown.get(message) ?? "");
  if (asSaid === "answered" && !bystanders) return { ask: await wholeSection(message, previous, deps), aid: null };
  // «мужчина поскользнулся у бара, упал и ударился затылком»: an injury the story's words only partly meet in a section
  // that speaks of it («Если гость упал…») is that section's, not «В документах нет порядка» and first aid's general rule.
  const section = asSaid === "partial" && isTrauma(message) ? await wholeSection(message, previous, deps) : null;
  if (section) return { ask: section, aid: null };
  // «во время фильма вырубился свет в зале, гости в темноте»: the story's own words met the company's clause on it (the
  // hall light, the ushers' torches) where the situation's name met a refund rule only: the nearer passage is the story's
  // (walk 28a showed the refund rule and an outside general rule).
  if (asSaid === "partial" && speaksOf(message, shown.get(message) ?? "")) near = message;
  const aid = aidOf(message, !near);
  if (aid && near && !speaksOf(message, shown.get(near) ?? "")) return { ask: null, aid: aidOf(message) };
  return { ask: near, aid };
}

/**
 * «гость поскользнулся на пролитой коле и ударился головой», «гостю стало плохо, дышит, но бледный и сидит на полу»: the
 * story as told met one clause of a section that speaks of what happened («…ударился головой — не двигайте его до приезда
 * скорой»); the person needs the section's every step around it (call 103, tell the shift manager, the incident log), so
 * the section is asked as a procedure by its heading, when that is answered from the same section with more steps (walk
 * 28a: one clause, or three without the call). Null: the story is asked as said.
 */
async function wholeSection(message: string, previous: string | undefined, deps: AnswerDeps, story = message): Promise<string | null> {
  const told = await retrieve(message, previous, deps).catch(() => null);
  const top = told?.verdict && told.verdict.state !== "refused" ? told.fragments[told.verdict.picked[0]?.fragment ?? 0] : undefined;
  const heading = top?.headingPath.at(-1);
  if (!top || !heading) return null;
  const asked = asProcedure({ ru: heading.toLowerCase(), en: heading.toLowerCase() })[/\p{Script=Cyrillic}/u.test(heading) ? "ru" : "en"];
  const whole = await retrieve(asked, undefined, deps).catch(() => null);
  const home = whole?.verdict?.state === "answered" ? whole.fragments[whole.verdict.picked[0]?.fragment ?? 0] : undefined;
  if (!home || home.docName !== top.docName || home.headingPath.join("/") !== top.headingPath.join("/")) return null;
  // The section, not only the clause met, speaks of what happened: a story that met a stray clause keeps that clause.
  const section = `${heading} ${whole!.verdict!.picked.map((p) => p.text).join(" ")}`;
  // …and the steps asked by the heading are around the clause met, not instead of it: a memo's section «Спецодежда и
  // химия» asked by its heading gave the uniform's three lines, not «Если химия попала в глаза, промойте…» (session 37).
  const kept = new Set(whole!.verdict!.picked.map((p) => p.text));
  if (!told!.verdict!.picked.some((p) => kept.has(p.text))) return null;
  return whole!.verdict!.picked.length > told!.verdict!.picked.length && speaksOf(story, section) ? asked : null;
}

/**
 * The one section whose heading names the situation told (firstAidNameOf of the heading), asked as a procedure, when that
 * is answered from the section itself. Null when no heading or several name it.
 */
async function headedSection(told: { ru: string }, lang: "ru" | "en", previous: string | undefined, deps: AnswerDeps): Promise<string | null> {
  const chunks = deps.kb.store?.allChunks?.() ?? [];
  const homes = [...new Set(chunks.filter((c) => c.headingPath.length && firstAidNameOf(c.headingPath.at(-1)!)?.ru === told.ru).map((c) => `${c.docId}\u0000${c.headingPath.join("/")}`))];
  if (homes.length !== 1) return null;
  const heading = homes[0]!.split("/").at(-1)!;
  const asked = asProcedure({ ru: heading.toLowerCase(), en: heading.toLowerCase() })[lang];
  const r = await retrieve(asked, previous, deps).catch(() => null);
  const top = r?.verdict?.state === "answered" ? r.fragments[r.verdict.picked[0]?.fragment ?? 0] : undefined;
  return top && `${top.docId}\u0000${top.headingPath.join("/")}` === homes[0] ? asked : null;
}

/** The fewest sentences a section's answer holds to be a procedure rather than one rule. */
const PROCEDURE_STEPS = 2;

/**
 * «а на лифте можно людей вывести? там бабушка с палочкой» right after the fire steps (walk 22b: refused, «ничего не сказано
 * про «вывести», «бабушка», «палочкой»», though the steps say «Лифтами не пользоваться»): a follow-up of an emergency asks
 * about that emergency's section; what the person adds of the scene (a grandmother with a cane) is no word of it. When the
 * message as said is not answered, it is asked under the section's heading («ограбление или угроза а стоимость букетов с
 * меня потом удержат?»: walk 23b quoted the 30% deduction for a damaged bouquet, though nothing stolen is deducted), or by
 * the words the section holds (function words kept: «а на лифте можно людей»), when that is answered outright from the
 * section. «уже минут 20 ищем, её нигде нет», no question but the situation going on, is asked the same way, or gets the
 * section's steps again (walk 23b ran the product catalogue on «ищем»). Else null, and the words are asked as said.
 */
async function emergencyFollowUp(message: string, previous: string, deps: AnswerDeps): Promise<string | null> {
  const before = situationOf(previous) ?? minorInjuryOf(previous);
  const goesOn = !message.includes("?") && goesOnWith(previous, message);
  if (!before || !(message.includes("?") || goesOn)) return null;
  const answered = async (q: string, prev?: string) => (await retrieve(q, prev, deps).catch(() => null))?.verdict?.state === "answered";
  if (await answered(message, previous)) return null;
  const lang = languageOf(message);
  const procedure = asProcedure(before);
  const section = await retrieve(procedure[lang], undefined, deps).catch(() => null);
  const home = section?.verdict?.state === "answered" ? section.fragments[section.verdict.picked[0]?.fragment ?? 0] : undefined;
  // Answered outright from the section itself, not from another one the message's words meet, read as the answer will
  // read it (with the story before it, when the message points back: «её нигде нет»).
  const fromSection = async (q: string) => {
    const r = await retrieve(q, previous, deps).catch(() => null);
    const top = r?.verdict?.state === "answered" ? r.fragments[r.verdict.picked[0]?.fragment ?? 0] : undefined;
    return !!top && !!home && top.docName === home.docName && top.headingPath.join("/") === home.headingPath.join("/");
  };
  const heading = home?.headingPath.at(-1)?.toLowerCase();
  if (heading && (await fromSection(`${heading} ${message}`))) return `${heading} ${message}`;
  const held = new Set((section?.fragments ?? []).flatMap((f) => words(f.text).map(stem)));
  const all = words(message);
  const kept = all.filter((w) => isStopword(w) || held.has(stem(w)));
  // Nothing of the section named, or nothing dropped: the message is asked as said.
  const asked = `${kept.join(" ")}?`;
  // Met apart («Лифтами не пользоваться.», «Помогите выйти… пожилым людям») but within the section, its steps of the same
  // emergency say it together, as the answer will read it with the story before it (follow-up.ts bindsToPrevious).
  const met = async () => {
    const r = await retrieve(asked, undefined, deps).catch(() => null);
    const v = r?.verdict;
    return v?.state === "answered" || (!!v && !!section?.verdict && bindsToPrevious({ ...v, fragments: r!.fragments }, { ...section.verdict, fragments: section.fragments, answered: !!home }));
  };
  if (kept.some((w) => !isStopword(w)) && kept.length < all.length && (await met())) return asked;
  return goesOn && home ? procedure[lang] : null;
}
