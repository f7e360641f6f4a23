import { phrases } from "./phrases.ts";
import type { Chat } from "./chats.ts";
import type { TurnEvent } from "./events.ts";
import type { Decision, RouterState } from "../routing/types.ts";
import type { Draft } from "./conversation.ts";
import { modelHistory, streamModel, type ActDeps } from "./act-text.ts";
import { embeddedSkillReply } from "./embedded-interview.ts";
import type { InterviewState } from "../skills/interview/types.ts";
import { prefetchFacts, formatFactTable, type Fact } from "../skills/prefetch.ts";
import { asksForLetter, documentFromInterview, letterFromInterview } from "../skills/interview/letter-draft.ts";
import { planFor } from "../skills/interview/interview.ts";
import { bidsForResult, CLOSING, OUTLINE } from "../skills/interview/generic.ts";
import { asksForDraft } from "../text/speech-acts.ts";
import { asksToBeTold } from "../routing/decide.ts";
import { runCalls } from "./act-tools.ts";
import { findDraftShown, markDraftShown } from "./drafts-shown.ts";
import { argumentsFor } from "../routing/embedded/args.ts";
import { DEFAULT_ZONE, dateInZone } from "../tools/time.ts";
import { lookUps } from "./skill-look.ts";
import { stopsBeingWell } from "./stop-and-well.ts";
import type { ToolResult } from "../tools/types.ts";

/** The figures tools a skill's result may show (metrics, ad revenue, page statistics): read-only numbers, no letters or events. */
const FIGURES = new Set(["site_metrics", "ad_revenue", "page_stats"]);
/** «покажи цифры», «show me the numbers», «а данные?»: the figures asked for inside a skill. */
const SHOWS_DATA = /(?<![\p{L}])(?:покажи\p{L}*\s+(?:цифры|данные|статистику|метрики|письма|встречи)|цифры|данные|статистик\p{L}*|show\s+(?:me\s+)?the\s+(?:numbers|data|figures|stats)|numbers|figures)(?![\p{L}])/iu;

/**
 * Enter, stay in or leave a skill. Entering loads the procedure (and, for research skills, the
 * platform's prefetch: a numbered fact table from the documents) before anything else runs.
 * With a model the procedure is its system prompt; without one the procedure is walked step by step.
 */
export async function* skillTurn(chat: Chat, message: string, d: Decision, draft: Draft, deps: ActDeps): AsyncGenerator<TurnEvent> {
  const say = (text: string): TurnEvent => { draft.text += text; return { type: "token", text }; };
  const fresh = deps.chats.get(chat.id, chat.userId) ?? chat;
  const state = fresh.state as Partial<RouterState> & { interview?: InterviewState | null };
  // «ok stop, I'm fine» inside the skill: the stop is meant, the rest is its reason (walk 21b kept the skill).
  if (d.skill === "none" || !d.skill || (d.skill === fresh.skill && stopsBeingWell(message))) {
    // No skill was on: the way out closed the question between skills, and there is no mode to return from.
    if (!fresh.skill) { yield say(phrases(deps.lang).skillNotChosen); return; }
    deps.chats.setSkill(chat.id, null);
    deps.chats.setState(chat.id, { ...state, interview: null } as Partial<RouterState>);
    yield { type: "skill", skill: null };
    yield say(phrases(deps.lang).skillLeft);
    return;
  }
  const skill = deps.routing.skills.get(d.skill);
  if (!skill) {
    yield say(phrases(deps.lang).skillGone);
    deps.chats.setSkill(chat.id, null);
    return;
  }
  const entering = fresh.skill !== skill.id;
  if (entering) {
    deps.chats.setSkill(chat.id, skill.id);
    yield { type: "skill", skill: { id: skill.id, name: skill.name } };
  }
  let facts: Fact[] | null = null;
  if (entering && skill.prefetch > 0) {
    yield { type: "chip", tool: "prefetch", label: phrases(deps.lang).prefetching };
    const kbDeps = deps.toolsDeps.answer();
    facts = await prefetchFacts(skill, message, async (q) =>
      (await kbDeps.kb.search(q, { k: 4, floor: kbDeps.floor })).map((f) => ({ title: f.headingPath.join(" › "), text: f.text, source: f.docName })));
    draft.out.searches.push({ tool: "search_documents", query: message, results: facts?.length ?? 0, read: facts?.length ?? 0 });
    draft.meta.facts = facts;
    yield { type: "result", tool: "prefetch", result: { kind: "documents", data: { facts } } };
  }
  const model = deps.answer().chat;
  if (model) {
    const table = facts ? `\n\nТаблица фактов (ссылайся на них как [n]; чего в таблице нет, прямо скажи «не нашёл в материалах»):\n${formatFactTable(facts)}` : "";
    const system = `Ты работаешь по навыку «${skill.name}». Следуй процедуре, задавай по одному вопросу за раз и опирайся на уже собранные ответы.\nПроцедура:\n${skill.procedure}${table}${phrases(deps.lang).modelLanguage}`;
    const before = draft.text.length;
    try {
      yield* streamModel(model, [{ role: "system", content: system }, ...modelHistory(deps, chat), { role: "user", content: message }], draft, deps.signal);
      return;
    } catch (err) {
      if (draft.text.length > before) throw err; // words already shown: kept and marked partial
      // Nothing came: walk the procedure step by step as the embedded face does, and say why.
      const why = err instanceof Error ? err.message : String(err);
      yield { type: "error", message: phrases(deps.lang).modelFailed(why) };
      yield say(`${phrases(deps.lang).skillModelDown(why)}\n\n`);
    }
  }
  if (facts) {
    yield say(facts.length
      ? `${phrases(deps.lang).skillFacts}\n${facts.map((f) => `[${f.n}] ${f.text.slice(0, 220)}${f.text.length > 220 ? "…" : ""} (${f.source})`).join("\n")}\n\n`
      : `${phrases(deps.lang).skillNoFacts}\n\n`);
  }
  const before = entering ? null : state.interview;
  const reply = embeddedSkillReply(skill, before, message, deps.lang);
  // A letter-writing skill ends with the letter, a making skill worked from its method (minutes, a weekly report) with its
  // document: once its result is first given, or when that letter or document is asked for, a draft is made from what the
  // person said only (to whom and what, their points, additions and signature), to edit and confirm.
  // «так напиши уже сам ответ», «готовь письмо» inside a letter-writing skill ask for its letter too (walk 19b).
  // «that's all, give me the final minutes» bids for the skill's result by its name once it is given (walk 21b).
  const asked = asksForDraft(message) || (skill.tools.includes("mail_reply_draft") && asksForLetter(message)) || (!!before?.done && bidsForResult(message, skill));
  // A question that entered the skill («…в какой срок выезжаем на осмотр?») asked to be told, not for a letter or a
  // document: nothing is drafted for it unless the person then asks for one.
  const opening = entering ? message : String(reply.state.facts.request ?? "");
  // «разложи по разделам…, дата — сегодня» after the draft was made changes what it holds: the draft is made again.
  const changed = !!before?.done && !!before.letterDraft && JSON.stringify(before.facts) !== JSON.stringify(reply.state.facts);
  const due = reply.state.done && ((!before?.done && !asksToBeTold(opening)) || asked || changed);
  const ctx = deps.toolsDeps.ctx;
  const today = dateInZone((ctx.now ?? new Date()).getTime(), ctx.timeZone ?? DEFAULT_ZONE);
  const lang = deps.lang ?? "ru";
  const fromMethod = planFor(skill).fromMethod === true;
  const letter = due && skill.tools.includes("mail_reply_draft") ? letterFromInterview(reply.state, lang) : null;
  const doc = due && !letter && !skill.tools.includes("mail_reply_draft") && skill.tools.includes("document_create") && fromMethod
    ? documentFromInterview(reply.state, skill, { lang, today, skeleton: asked }) : null;
  const P = phrases(deps.lang);
  const note = letter ? P.skillDrafted : doc ? P.skillDocument : null;
  // The method's look-ups («Проверить календарь на эти даты») are done once, when the result is first given; what they
  // found is said before the closing question.
  const found = reply.state.done && !before?.done && fromMethod ? yield* lookUps(skill, reply.state, message, today, deps, draft.out) : [];
  const text = found.length ? (CLOSING.test(reply.text) ? reply.text.replace(CLOSING, `\n\n${found.join("\n")}$&`) : `${reply.text}\n\n${found.join("\n")}`) : reply.text;
  // Asked for again, the draft is the whole answer; given with the result, it follows it (the outline left to the draft).
  // Redone after an addition, the turn still ends with the result's question, as «Дополнил.» did before the redo: the
  // next words are read as more for the skill («ну так напиши уже текст письма»), not as a new request.
  const closing = changed && !asked ? CLOSING.exec(text)?.[0] ?? "" : "";
  yield say(note && asked && before?.done ? note : note ? `${text.replace(OUTLINE, "").replace(CLOSING, "")}\n\n${note}${closing}` : text);
  // «наш сайт, ноябрь, сравнить с октябрём» told the traffic report's skill: its figures tools run on what the person said when the result is given or the figures are asked for, so the result shows
  // them, not only the method's next steps (walk 16b). Nothing found is not shown.
  if (due || SHOWS_DATA.test(message)) {
    const told = [reply.state.facts.request, ...Object.entries(reply.state.facts).filter(([k]) => k.startsWith("step")).map(([, v]) => v), message]
      .filter((v): v is string => typeof v === "string" && v !== "none").join(". ");
    const data = skill.tools.filter((t) => FIGURES.has(t) && deps.toolsDeps.tools.get(t)?.consequential === false)
      .map((name) => ({ name, arguments: argumentsFor(name, told, { uiHint: null, history: [] }) }));
    if (data.length) yield* runCalls(data, message, { ...deps.toolsDeps, holdEmpty: true }, draft.out);
  }
  const call = letter ? { name: "mail_reply_draft", arguments: { compose: true, to: letter.to, about: letter.subject, body: letter.body } }
    : doc ? { name: "document_create", arguments: { title: doc.title, format: "md", content: doc.content } } : null;
  if (call) {
    // The draft asked for again holds everything said since: the skill's own earlier draft is called off, if still pending.
    const old = before?.letterDraft ? deps.drafts.listPending(chat.id).find((x) => x.id === before.letterDraft) : undefined;
    if (old) {
      deps.drafts.cancel(old.id, deps.lang);
      markDraftShown(deps.chats, chat.id, old.id, "cancelled", P.draftCancelled);
      // The card on the open page loses its buttons now, not on the next reload (walk 17b: both stayed live).
      const shown = findDraftShown(deps.chats, chat.id, old.id);
      if (shown) yield { type: "draft", result: shown as unknown as ToolResult };
    }
    const cards = draft.out.cards.length;
    yield* runCalls([call], message, deps.toolsDeps, draft.out);
    const made = draft.out.cards.slice(cards).map((c) => c.result).find((r) => r.kind === "draft");
    if (made && made.kind === "draft") reply.state.letterDraft = made.draftId;
  }
  deps.chats.setState(chat.id, { ...state, interview: reply.state } as Partial<RouterState>);
}
