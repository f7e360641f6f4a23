import { asksWhatIsAllowed } from "./permission.ts";
import { clauseAsksWhatToDo } from "../text/deliberative.ts";
import { isStopword, words } from "../text/tokens.ts";
import { isCourtesy, isPhatic } from "../text/stopwords.ts";
import type { ToolCall, ToolSpec } from "../models/types.ts";
import { USE_SKILL } from "../tools/ids.ts";
import type { Decision, Guard, GuardTrip, RouteInput, Rule, SkillInfo } from "./types.ts";
import { routerContext, NO_SKILL, type RouterModel, type RouterResult } from "./router-model.ts";
import { defaultRules } from "./rules/index.ts";
import { defaultGuards } from "./guards/index.ts";
import { asksTheWeb, webSearchDetector, webSearchFor, type WebSearchDetector } from "./web-search.ts";
import { activeSkillAbout, activeSkillWords, asksToLeaveSkill } from "./skill-exit.ts";
import { tokens } from "./lexicon.ts";
import { clarifyFor, SAME_EVIDENCE_MARGIN } from "./clarify.ts";
import { QUESTION, YES_NO_QUESTION, MAKE_COMMAND, POLITE_COMMAND, IMPERATIVE_MAKE, CLAUSE_QUESTION, TELL_ME, TOPIC_QUESTION, WHOM_TO_TELL } from "../text/speech-acts.ts";

export interface DecideDeps {
  router: RouterModel;
  /** Tool specs offered to the router (use_skill is added from `skills`). */
  tools: ToolSpec[];
  skills: SkillInfo[];
  /** Skill ids the router may switch to by itself; default: those with autoSwitch. */
  autoSkills?: string[];
  now?: () => number;
  rules?: Rule[];
  guards?: Guard[];
  webSearch?: WebSearchDetector;
}

/**
 * Routes one message: rules → router model (only when no rule decided) → web search (patterns OR model OR
 * toggle, off in a skill) → guards → use_skill (enter/leave) → clarify when bunched → outcome.
 * Pure apart from the router call; every stage leaves a reason and a timing.
 */
export async function decide(input: RouteInput, deps: DecideDeps): Promise<Decision> {
  const now = deps.now ?? (() => performance.now());
  const timings: Record<string, number> = {};
  const reasons: string[] = [];
  const start = now();
  let mark = start;
  const lap = (stage: string) => { const t = now(); timings[stage] = t - mark; mark = t; };

  const allowed = new Set(deps.autoSkills ?? deps.skills.filter((s) => s.autoSwitch).map((s) => s.id));
  const shortlist = deps.skills.filter((s) => allowed.has(s.id)).map((s) => ({ id: s.id, description: s.description }));

  let rule: string | null = null;
  let ruled: Partial<Decision> | null = null;
  for (const r of deps.rules ?? defaultRules()) {
    ruled = r.decide(input);
    if (ruled) { rule = r.id; reasons.push(...(ruled.reasons ?? [`rule ${r.id}`])); break; }
  }
  lap("rules");

  let result: RouterResult = { calls: [], raw: "" };
  if (!ruled) {
    result = await deps.router.route(routerContext(input, deps.tools, shortlist));
    reasons.push(result.calls.length ? `router: ${result.calls.map((c) => c.name).join(" → ")}` : "router: no tool");
  }
  lap("router");

  const outcomeMode = ruled?.outcome === "mode";
  const web = outcomeMode ? { on: false, source: null, reason: "web search off: generation mode" }
    : webSearchFor(input.state, input.message, result.calls, deps.webSearch ?? webSearchDetector());
  reasons.push(web.reason);
  lap("webSearch");

  const guards: GuardTrip[] = [];
  const kept: ToolCall[] = [];
  const proposed = [...(ruled?.tools ?? []), ...result.calls.filter((c) => c.name !== "web_search" && c.name !== USE_SKILL)];
  for (const call of proposed) {
    // «какая погода завтра», «курс доллара сегодня»: a web pattern names what is asked; a tool the router
    // took on the day alone (no verb, no object of its own) has nothing to do with it.
    const cue = result.cues?.[call.name];
    // «напиши письмо офис-менеджеру, что нужны билеты…» is a letter whatever it is about (its addressee and «что» clause).
    if (web.source?.startsWith("pattern:") && cue && cue.verbs.length === 0 && cue.objects.length === 0 && call.arguments.compose !== true) {
      reasons.push(`${call.name} dropped: picked on a day alone, and ${web.source} names what is asked`);
      continue;
    }
    const trip = (deps.guards ?? defaultGuards()).filter((g) => g.appliesTo === call.name)
      .map((g) => ({ g, reason: g.check(call, input.message, input) })).find((x) => x.reason);
    if (trip) {
      guards.push({ guard: trip.g.id, tool: call.name, reason: trip.reason! });
      reasons.push(`guard ${trip.g.id} cut ${call.name}: ${trip.reason}`);
    } else kept.push(call);
  }
  lap("guards");

  const decision: Decision = {
    outcome: ruled?.outcome ?? "text", skill: ruled?.skill, tools: kept, webSearch: web.on, webSearchSource: web.source,
    rule, modelCalls: result.calls, modelRaw: ruled ? null : result.raw, guards, reasons, timings,
    ...(result.smallTalk ? { smallTalk: true } : {}),
    ...(result.verbOnly?.length ? { verbOnly: result.verbOnly } : {}),
    ...(result.cues ? { cues: result.cues } : {}),
  };
  if (!ruled) settle(decision, input, result, deps, allowed);
  lap("outcome");
  timings.total = now() - start;
  return decision;
}

const MAKING = new Set(["document_create", "post_draft", "sell_listing_draft", "mail_reply_draft"]);

/**
 * A question («Где взять справку 2-НДФЛ?», «Как оформить командировку?») asks to be told, not for a
 * document or post to be made: a making tool the router leaned to becomes a documents search. Polite
 * commands («Можешь составить…?») and questions that still say «составь / напиши» keep making.
 */
function askedNotCommanded(message: string, calls: ToolCall[]): ToolCall | null {
  if (calls.length !== 1 || !MAKING.has(calls[0].name) || !isQuestion(message)) return null;
  return { name: "search_documents", arguments: { query: message.trim() } };
}

/** A question asking to be told: question word or «?», and no polite or plain command to make something. */
export function isQuestion(message: string): boolean {
  const text = message.trim();
  // «опубликуй пост в ленту: ребята, кто знает, где взять переходник?»: after a command and its colon comes the text to
  // publish or send; its «?» is that text's, not the person's question to the assistant (walk 14c).
  const own = opensWithImperative(text) && text.includes(":") ? text.slice(0, text.indexOf(":")) : text;
  return opensAsQuestion(text) || ((own.endsWith("?") || asksInClause(text)) && !POLITE_COMMAND.test(text) && !IMPERATIVE_MAKE.test(text));
}

/** «хочу в отпуск в марте, что надо сделать»: a later clause asks the question (CLAUSE_QUESTION). */
export function asksInClause(text: string): boolean {
  // «Оформи служебную записку, где объясню опоздание»: a message that opens with a command keeps it; its
  // later clause is part of what to make.
  if (opensWithImperative(text)) return false;
  // «заболела что делать»: typed without the comma, «что делать» still asks.
  // «чаевые как делятся»: the topic first, then the question («привет как дела» only keeps up the talk).
  // «привет, я новенькая) с чего начать? какие документы нести в отдел кадров»: a later sentence asks too (walk 24a was
  // offered a new document to make).
  return laterClauses(text).some((c) => CLAUSE_QUESTION.test(c.trim())) || WHAT_TO_DO.test(text)
    || (TOPIC_QUESTION.test(text) && !isPhatic(text));
}

// «кто-то поранился на складе кому звонить»: «кому/куда» + a verb of telling or going closes a question too.
const WHAT_TO_DO = new RegExp(`\\s(?:(?:что|че|чё|чо)\\s+(?:мне\\s+|нам\\s+)?(?:делать|сделать)(?![\\p{L}])|${WHOM_TO_TELL.source})`, "iu");

/**
 * «Когда нам менять ремни…? Распиши по неделям на полгода вперёд»: a later sentence gives a command, so the message asks
 * for work done, not only to be told («Сколько стоит? Подскажи, пожалуйста» only asks again).
 */
export function commandsAfter(text: string): boolean {
  return text.split(/(?<=[.?!])\s+/).slice(1).some((c) => opensWithCommand(c));
}

/** «внеси 3,5 ч на дело 2024-117…»: the text opens with a command to do something (not «подскажи», which asks to be told). */
export function opensWithCommand(text: string): boolean {
  return opensWithImperative(text.trim()) && !TELL_ME.test(text.trim());
}

/**
 * Whether the first word is an imperative by its ending (-и, -й, -ь, -ите, -йте, -ьте: «оформи», «продай»,
 * «составь», «напишите»), not a function word («если») and long enough not to be a short noun.
 */
function opensWithImperative(text: string): boolean {
  const first = words(text)[0] ?? "";
  // Adjectives end in «-ый», «-ий» («добрый день, подскажите…»): no command.
  return first.length >= 4 && !isStopword(first) && !isCourtesy(first) && /(?:ите|йте|ьте|[ийь])$/.test(first) && !/(?:ый|ий)$/.test(first);
}

/**
 * True when the message asks to be told something: it opens as a question, holds «?», opens with a modal
 * predicate, or a later clause asks («заболел, что делать»).
 */
export function asksToBeTold(message: string): boolean {
  const text = message.trim();
  // «сеанс отменили, что клиенту предложить»: what to do asked in a later clause by «что» and an infinitive (deliberative.ts)
  // asks to be told too; it stays out of asksInClause, where a skill's job told as a question («…, что проверить перед
  // выездом?») keeps the bar of a request (route.ts takeOverReason).
  return opensAsQuestion(text) || text.includes("?") || asksWhatIsAllowed(text) || asksInClause(text) || TELL_ME.test(text)
    || laterClauses(text).some(clauseAsksWhatToDo);
}

/** The clauses of a message after its first (split at punctuation, a closing bracket or a spaced dash). */
const laterClauses = (text: string) => text.split(/[,;:—–.!?)]|\s-\s/).slice(1);

/**
 * True when the message opens as a question («Какая компенсация положена…?»), not as a request that
 * happens to hold a «?» («Can you check the customs paperwork…?», «Let's do the go/no-go… Are the bugs OK?»).
 */
export function opensAsQuestion(message: string): boolean {
  const text = message.trim();
  return (QUESTION.test(text) || YES_NO_QUESTION.test(text)) && !POLITE_COMMAND.test(text) && !IMPERATIVE_MAKE.test(text);
}

/** Turns the router's calls into an outcome: tools, a skill switch (checked against the list), clarify or text. */
function settle(d: Decision, input: RouteInput, result: RouterResult, deps: DecideDeps, allowed: Set<string>): void {
  const active = input.state.skill;
  // The skill's last question or closing offer: declining it with thanks closes the talk.
  const offer = [...input.history].reverse().find((m) => m.role === "assistant")?.content ?? "";
  if (active && asksToLeaveSkill(tokens(input.message), input.message, offer, activeSkillWords(input), activeSkillAbout(input))) {
    Object.assign(d, { outcome: "skill", skill: NO_SKILL, tools: [] });
    d.reasons.push(`leave skill «${active}»: asked in words`);
    return;
  }
  if (d.tools.length) {
    const asked = askedNotCommanded(input.message, d.tools);
    if (asked) {
      d.tools = [asked];
      d.standIn = asked.name;
      d.reasons.push(`a question, not a command: ${asked.name} instead of making something`);
    }
    const commanded = d.tools.length === 1 && MAKING.has(d.tools[0].name) && MAKE_COMMAND.test(input.message.trim());
    // A question never makes anything, so a making tool is no option to offer it either.
    const options = isQuestion(input.message) ? result.candidates?.filter((c) => !MAKING.has(c.name)) : result.candidates;
    // «найди в интернете отзывы о принтере Pantum»: asked of the internet, the person is not choosing between the catalogue,
    // the calendar and the mail (walk 19b got those three buttons); the router's own tool runs beside the web search.
    const clarify = asked || commanded || asksTheWeb(input.message) ? null : clarifyFor(d.tools, options, deps.tools);
    if (clarify) {
      Object.assign(d, { outcome: "clarify", clarify, tools: [] });
      d.reasons.push(`clarify: ${clarify.options.map((o) => o.value).join(" / ")} are too close to pick`);
      return;
    }
    d.outcome = "tool";
    d.reasons.push(`run: ${d.tools.map((t) => t.name).join(" → ")}`);
    return;
  }
  if (d.guards.length) {
    d.notice = `Не выполнено: ${d.guards.map((g) => `${g.tool} (${g.reason})`).join("; ")}. Ответь словами.`;
    // Inside a skill, a wrongly proposed tool («чем заменить творог» → document edit) leaves the skill's conversation going.
    if (active) Object.assign(d, { outcome: "skill", skill: active });
    else d.outcome = "text";
    d.reasons.push(active ? `every tool was cut: stay in skill «${active}»` : "every tool was cut: answer in words");
    return;
  }
  const use = result.calls.find((c) => c.name === USE_SKILL);
  const wanted = typeof use?.arguments.skill === "string" ? use.arguments.skill : null;
  if (wanted === NO_SKILL && active) {
    Object.assign(d, { outcome: "skill", skill: NO_SKILL });
    d.reasons.push(`leave skill «${active}»`);
  } else if (wanted && wanted !== NO_SKILL && allowed.has(wanted) && wanted !== active) {
    Object.assign(d, { outcome: "skill", skill: wanted });
    d.reasons.push(`enter skill «${wanted}»`);
  } else if (wanted && wanted !== NO_SKILL && !allowed.has(wanted)) {
    d.reasons.push(`use_skill «${wanted}» is not in the auto-switch list: ignored`);
  }
  if (d.outcome === "text" && active) {
    Object.assign(d, { outcome: "skill", skill: active });
    d.reasons.push(`stay in skill «${active}»`);
  } else if (d.outcome === "text") d.reasons.push(d.smallTalk ? "plain answer: small talk" : "plain answer");
}
