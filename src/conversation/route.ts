import type { Decision, RouteInput, SkillInfo } from "../routing/types.ts";
import { decide, opensAsQuestion } from "../routing/decide.ts";
import type { RouterModel } from "../routing/router-model.ts";
import type { ToolRegistry } from "../tools/registry.ts";
import type { SkillLibrary } from "../skills/library.ts";
import { chooseSkill, DEFAULT_GATE, type GateOptions } from "../skills/select.ts";
import { availableTools } from "../skills/procedure-first.ts";
import { USE_SKILL } from "../tools/ids.ts";
import type { RouterView } from "../skills/router-view.ts";
import { lexicon, tokens } from "../routing/lexicon.ts";

export interface RouteDeps {
  router: RouterModel;
  tools: ToolRegistry;
  skills: SkillLibrary;
  /** The agent's own tools, offered on every turn; default: every registered tool. Others come only with their skill. */
  agentTools?: string[];
  /** The skill gate's thresholds; default {@link DEFAULT_GATE} (the weight-free library's scale). */
  gate?: Partial<GateOptions>;
  /** What the router model is shown, found with the face's own embedder; default: the gate's shortlist. */
  routerView?: RouterView;
}

/**
 * Why a skill that stands out may decide a turn the router left open or settled weakly, or null.
 * A plain answer is always open. A tool picked on a verb alone («проверь мой merge request» → mail),
 * web search turned on by a pattern or the question rule, and a plain answer left after guards cut
 * every tool are weak: a skill scoring `takeOver` or naming `takeOverWords` of the request's words wins
 * them (web search: only the score). A tool whose object the message names («сколько визитов на сайте»)
 * stays, unless the skill scores `takeOver` (or has strong evidence), names that object too and two more words the tool was not
 * picked on («протокол совещания по моим заметкам»: «заметки» are the minutes' input, not a post;
 * «подготовь пост … в соцсетях» stays a post: the content plan names only «соцсетях» beyond the tool's cues). A rule, small talk or web search the person switched on are never taken over.
 */
function takeOverReason(d: Decision, message: string, choice: { score: number; named: string[]; evidence?: number }, gate: GateOptions, webToggled: boolean): string | null {
  if (d.rule || d.smallTalk || webToggled) return null;
  if (d.outcome === "text" && !d.guards.length && !d.webSearch) return "the router left plain text";
  const strong = choice.named.length >= 2 && (choice.evidence ?? 0) >= gate.strongEvidence;
  if (choice.score < gate.takeOver && choice.named.length < gate.takeOverWords && !strong) return null;
  if (d.outcome === "text" && d.guards.length) return "guards cut every tool";
  // A question («Можно ли работать из дома…?») names words of many skills' jobs; only a high score beats its
  // web search. A request that merely holds a «?» («Can you check the customs paperwork…?») is won by strong evidence.
  if (d.outcome === "text" && d.webSearch) {
    const request = !opensAsQuestion(message) && strong;
    return choice.score >= gate.takeOver || request ? `web search came only from ${d.webSearchSource}` : null;
  }
  if (d.outcome === "clarify" && d.clarify?.options.every((o) => o.kind === "tool")) return "the tools were too close to pick";
  const only = d.tools.length === 1 ? d.tools[0].name : null;
  const cues = only ? d.cues?.[only] : undefined;
  if (cues?.objects.length && (choice.score >= gate.takeOver || strong) && namesAll(choice.named, cues.objects)) {
    const own = choice.named.filter((w) => !namesAny(w, [...cues.verbs, ...cues.objects]));
    if (own.length >= 2) return `${only}'s object (${cues.objects.join(", ")}) is part of the skill's job, which also names ${own.join(", ")}`;
  }
  if (d.outcome === "tool" && only && d.verbOnly?.includes(only)) return `${only} was chosen on a verb alone`;
  // «Пациентка оставила жалобу… — как провести разбор?»: a request with a question at its end, not a question.
  if (d.outcome === "tool" && only && d.standIn === only && !opensAsQuestion(message)) return `${only} only stood in for a making tool`;
  return null;
}

/** True when the words a skill's head names include every object cue a tool was chosen on. */
function namesAll(named: string[], cues: string[]): boolean {
  return cues.every((c) => named.some((w) => namesAny(w, [c])));
}

/** True when a word is one of the router's cue phrases («заметк*» takes «заметкам»). */
function namesAny(word: string, cues: string[]): boolean {
  return lexicon(cues).find(tokens(word)) !== null;
}

/**
 * The chat's routing: the skill shortlist (full list up to eight, retrieval above), decide() over the
 * tools this turn may use (a skill's own tools only once it is loaded), then the skill gate of seed 004:
 * a skill that stands out takes the turn (see {@link takeOverReason}) or replaces a skill the router entered
 * on a cue word that retrieval ranks below its top three; when the gate would ask, a plain answer or a tool
 * picked on a bare verb becomes that one question.
 */
export async function routeMessage(input: RouteInput, deps: RouteDeps): Promise<Decision> {
  const t0 = performance.now();
  const shortlist = await deps.skills.shortlist(input.message);
  const skillMs = performance.now() - t0;
  const all = deps.skills.enabled();
  const active = input.state.skill ? deps.skills.get(input.state.skill) ?? null : null;
  const agentTools = deps.agentTools ?? deps.tools.list().map((t) => t.id as string);
  const offered = availableTools(agentTools, active, all).filter((id) => id !== USE_SKILL);
  const seen = (deps.routerView && (await deps.routerView.shortlist(input.message))) || shortlist.candidates;
  const infos: SkillInfo[] = seen.map((c) => ({ id: c.skill.id, description: c.skill.description, autoSwitch: c.skill.autoSwitch }));
  const d = await decide(input, { router: deps.router, tools: deps.tools.specs(offered), skills: infos });
  d.timings.skills = skillMs;
  if (input.state.skill || !["text", "tool", "clarify", "skill"].includes(d.outcome) || (d.outcome === "skill" && d.rule)) return d;
  const gate = { ...DEFAULT_GATE, ...deps.gate };
  const choice = chooseSkill(shortlist, gate);
  if (d.outcome === "skill") {
    // The router entered a skill on a cue («врачу» → health) that retrieval does not rank near the top, while the
    // request names another skill's job in its own words: the words win. A model's choice (no cues) stands:
    // it reads meaning the weight-free retrieval cannot.
    if (!d.cues?.[USE_SKILL]) return d;
    const near = shortlist.candidates.slice(0, 3).some((c) => c.skill.id === d.skill);
    if (choice.kind === "skill" && choice.skill.id !== d.skill && !near && choice.score >= gate.takeOver && choice.named.length >= gate.takeOverWords) {
      d.reasons.push(`skill gate: «${choice.skill.id}» names ${choice.named.join(", ")} (score ${choice.score.toFixed(3)}); the router's «${d.skill}» is not among retrieval's top three`);
      d.skill = choice.skill.id;
    } else if (!near && opensAsQuestion(input.message) && shortlist.candidates.slice(0, 3).some((c) => c.named?.length)) {
      // «До какого времени нужно сообщить руководителю, что я заболел?» is a question about the company's rules, not a
      // health interview: retrieval ranks health low and finds its words («руководитель») in work skills instead.
      // «Как начать бегать с нуля?» names no work skill's word: the router's fitness stands.
      d.reasons.push(`skill gate: a question, and retrieval does not rank the router's «${d.skill}» in its top three: answer it`);
      Object.assign(d, { outcome: "text" });
      delete d.skill;
    }
    return d;
  }
  if (choice.kind === "skill") {
    const why = takeOverReason(d, input.message, choice, gate, input.state.webSearchToggle);
    if (why) {
      Object.assign(d, { outcome: "skill", skill: choice.skill.id, tools: [], webSearch: false, webSearchSource: null });
      delete d.notice;
      delete d.clarify;
      d.reasons.push(`skill gate: «${choice.skill.id}» stands out (score ${choice.score.toFixed(3)}, spread ${shortlist.spread.toFixed(2)}, named: ${choice.named.join(", ") || "—"}); ${why}`);
    }
  } else if (choice.kind === "clarify" && !d.rule && !d.webSearch && !d.smallTalk
    && (d.outcome === "text" || (d.tools.length === 1 && d.verbOnly?.includes(d.tools[0].name)))) {
    // A tool picked on a bare verb («сделай» → a document) is no answer to «Сделай проверку перед релизом» either,
    // and neither is the plain answer left when guards cut the tool of «Нужно составить акт, помоги».
    Object.assign(d, { outcome: "clarify", tools: [] });
    d.clarify = { question: choice.question, options: choice.options.map((s) => ({ label: s.name, value: s.id, kind: "skill" as const })) };
    const why = shortlist.bunched ? "top scores bunched" : `a short request whose words several skills name (${choice.options.map((s) => s.id).join(", ")})`;
    d.reasons.push(`skill gate: ${why} (spread ${shortlist.spread.toFixed(2)}): ask`);
  }
  return d;
}
