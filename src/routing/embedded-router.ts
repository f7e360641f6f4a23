import type { Embedder, ToolCall } from "../models/types.ts";
import { LETTERS_TO_ME, PERMISSION_TAIL, saysFellIll } from "../text/speech-acts.ts";
import { USE_SKILL } from "../tools/ids.ts";
import { lexicon, tokens } from "./lexicon.ts";
import { MAX_CALLS, type RouterContext, type RouterModel, type RouterResult } from "./router-model.ts";
import { CREATE_NEW_PHRASES } from "./rules/open-file-edit.ts";
import { TOOL_EXAMPLES } from "./embedded/examples-tools.ts";
import { SKILL_EXAMPLES, CHAT_EXAMPLES } from "./embedded/examples-chat.ts";
import { addressesSomeone, asksOwnTime, buildIndex, scoreText, CHAT, type LabelIndex, type LabelScore, type ScoreContext } from "./embedded/score.ts";
import { argumentsFor, movesToADay, namesOnlyAPeriod, PERIOD_KEYS } from "./embedded/args.ts";
import { compileCues, cueHits, cueWeight } from "./embedded/cues.ts";
import { splitSequential } from "./embedded/split.ts";
import { asksToBeTold, opensAsQuestion } from "./decide.ts";
import { statesBudget } from "../text/money.ts";
import { holdsClockTime } from "../text/day-parts.ts";

export interface EmbeddedRouterOptions {
  /** A tool needs at least this score (similarity plus cues) to be called. */
  toolFloor?: number;
  /** A skill needs at least this score to be entered. */
  skillFloor?: number;
  /** A shared verb without an object counts only with an example this similar. */
  strongSim?: number;
}

/** Messages that continue the previous tool with new slots: «а за месяц?», «what about last week». */
const FOLLOW_UP = /^(?:а|и|а если|а для|а по|and|what about|how about)\s/iu;
const FOLLOW_UP_MAX = 40;

/**
 * The previous call's arguments, without its time when the follow-up names another («завтра после обеда» → «а в пятницу?»).
 * The calendar asked only for another time lists that time whole: «а что на следующей неделе?» after «когда созвон с
 * филиалом?» asks what is on then, not for that call again (walk 18b got an empty week).
 */
function withoutPeriodIf(previous: Record<string, unknown>, fresh: Record<string, unknown>, tool = ""): Record<string, unknown> {
  const keys: readonly string[] = [...PERIOD_KEYS, ...(tool === "calendar_search" ? ["query"] : [])];
  if (!Object.keys(fresh).some((k) => (PERIOD_KEYS as readonly string[]).includes(k))) return previous;
  return Object.fromEntries(Object.entries(previous).filter(([k]) => !keys.includes(k)));
}

/**
 * The weight-free router: similarity of the message to example utterances per tool, per skill and for plain
 * chat, plus cue features (imperative verbs, object nouns, price shape, open interface, previous tool).
 * Returns up to two calls in execution order and the tool candidates' scores for the clarify gate.
 */
export function createEmbeddedRouter(embedder: Embedder, opts: EmbeddedRouterOptions = {}): RouterModel {
  const toolFloor = opts.toolFloor ?? 0.12;
  const skillFloor = opts.skillFloor ?? 0.4;
  const strongSim = opts.strongSim ?? 0.35;
  const createNew = lexicon(CREATE_NEW_PHRASES);
  const indexes = new Map<string, Promise<LabelIndex>>();

  const indexFor = (ctx: RouterContext): Promise<LabelIndex> => {
    const key = [...ctx.tools.map((t) => t.name), "|", ...ctx.skills.map((s) => s.id)].join(",");
    let idx = indexes.get(key);
    if (!idx) {
      idx = buildIndex(embedder, [
        ...ctx.tools.map((t) => ({ label: t.name, kind: "tool" as const, examples: TOOL_EXAMPLES[t.name] ?? [t.description] })),
        ...ctx.skills.map((s) => ({ label: s.id, kind: "skill" as const, examples: [...(SKILL_EXAMPLES[s.id] ?? []), s.description] })),
        { label: CHAT, kind: "chat" as const, examples: CHAT_EXAMPLES },
      ]);
      indexes.set(key, idx);
    }
    return idx;
  };

  /** The best label for a text: a tool, a skill other than the active one, or chat. */
  const pick = (scores: LabelScore[], activeSkill: string | null, asks = false, budget = false, addressed = false, ownTime = false, moves = false, toMe = false): LabelScore | null => {
    const eligible = scores.filter((s) =>
      s.kind === "chat" ||
      (s.kind === "tool" && (s.objects.length || s.distinctive || (s.verbs.length && (s.sim >= strongSim || s.supported)) || (s.supported && s.sim >= strongSim)
        // «нужен увлажнитель воздуха, бюджет 5к»: a budget said in words that mean nothing else, in a request
        // (not a question about a rule's limit), is a purchase, whatever the thing is called.
        || (s.label === "product_search" && s.supported && budget)
        // «напиши Игорю Петрову, что договор посмотрели»: what to tell a named person is a letter to write.
        || (s.label === "mail_reply_draft" && s.supported && addressed)
        // «что у меня во вторник?»: a period of the person's own is their calendar, whatever the example wording.
        || (s.label === "calendar_search" && s.supported && ownTime)
        // «перенеси согласование с ПринтЛайн на пятницу»: a thing moved to a day is an event, whatever it is called.
        || (s.label === "calendar_search" && s.supported && moves)
        // «пришло ли что-нибудь от отдела кадров?», «что мне писали про пароль?»: letters sent to the person are their mail.
        || (s.label === "mail_search" && s.supported && toMe)) && s.score >= toolFloor) ||
      (s.kind === "skill" && s.label !== activeSkill && s.objects.length > 0 && s.score >= skillFloor));
    const best = eligible[0];
    if (best?.kind === "chat" && asks) {
      // «что у меня завтра?» echoes the goodbye «до завтра» word for word, but a question is no goodbye:
      // a tool a non-word feature supports (a calendar period, a budget) answers it.
      // «что у меня в четверг утром?» echoes «доброе утро»: the person's own time asked is their calendar however it is worded.
      const backed = eligible.find((s) => s.kind === "tool" && s.supported && (s.sim >= strongSim || (s.label === "calendar_search" && ownTime)));
      if (backed) return backed;
    }
    return best && best.kind !== "chat" ? best : null;
  };

  const compiled = compileCues();
  return {
    namedSkills(message: string, minObjects = 1): string[] {
      const tok = tokens(message);
      return Object.keys(SKILL_EXAMPLES).filter((id) => cueWeight(cueHits(compiled, id, tok).objects) >= minObjects);
    },
    async route(ctx: RouterContext): Promise<RouterResult> {
      const index = await indexFor(ctx);
      const message = ctx.messages[ctx.messages.length - 1]?.content ?? "";
      const history = ctx.messages.slice(0, -1);
      const previous = [...history].reverse().find((m) => m.role === "assistant" && m.toolCalls?.length)?.toolCalls ?? [];
      const sctx: ScoreContext = { uiHint: ctx.uiHint, previousTools: previous.map((c) => c.name), short: message.length <= 60 };
      const call = (tool: string, text: string): ToolCall => ({ name: tool, arguments: argumentsFor(tool, text, { uiHint: ctx.uiHint, history }) });
      const toolOf = (best: LabelScore | null, text: string): ToolCall | null => {
        if (!best || best.kind !== "tool") return null;
        // With a file open, «сделай таблицу…» is an edit of that file unless a new one is asked for (seed's table).
        if (best.label === "document_create" && ctx.uiHint?.startsWith("document:") && !createNew.find(tokens(text))) {
          return call("document_edit", text);
        }
        return call(best.label, text);
      };

      const parts = splitSequential(message, index.cues);
      if (parts.length === 2) {
        const [a, b] = await Promise.all(parts.map((p) => scoreText(index, embedder, p, { ...sctx, short: false })));
        const first = toolOf(pick(a, ctx.skill), parts[0]);
        const second = toolOf(pick(b, ctx.skill), parts[1]);
        if (first && second && first.name !== second.name) {
          return { calls: [first, second].slice(0, MAX_CALLS), raw: `sequential: ${first.name} → ${second.name}` };
        }
      }

      const scores = await scoreText(index, embedder, message, sctx);
      const candidates = scores.filter((s) => s.kind === "tool" && (s.verbs.length || s.objects.length))
        // A price or a calendar period supporting a tool is evidence the others lack: no longer «the same words».
        .map((s) => ({ name: s.label, score: s.score, evidence: [...s.verbs, ...s.objects, ...(s.supported ? ["+support"] : [])].sort().join(" ") }));
      const summary = scores.slice(0, 4).map((s) => `${s.label}:${s.score.toFixed(2)}`).join(" ");
      const hasCue = scores.some((s) => s.kind !== "chat" && (s.verbs.length || s.objects.length));
      // «anything on Thursday morning?», «what about next week?» right after the calendar's card: only a time is named,
      // so the calendar is asked again for it, whatever cue a day word holds (walk 17b: the handbook's Friday answered).
      const lastCall = previous[previous.length - 1];
      if (lastCall?.name === "calendar_search" && namesOnlyAPeriod(message)) {
        const fresh = argumentsFor(lastCall.name, message, { uiHint: ctx.uiHint, history });
        return { calls: [{ name: lastCall.name, arguments: { ...withoutPeriodIf(lastCall.arguments, fresh, lastCall.name), ...Object.fromEntries(Object.entries(fresh).filter(([k]) => k !== "query")) } }], raw: `follow-up of ${lastCall.name}: a time named; ${summary}`, candidates: [] };
      }
      // «а что пишет Дмитрий про сайт?», «а из Ромашки что хотели?»: a sender asked about is a question of its own, not the
      // previous search's words again (walk 18b listed the conference letter).
      if (!hasCue && previous.length && message.length <= FOLLOW_UP_MAX && FOLLOW_UP.test(message.trim()) && !LETTERS_TO_ME.test(message)) {
        const prev = previous[previous.length - 1];
        const fresh = argumentsFor(prev.name, message, { uiHint: ctx.uiHint, history });
        // A documents search continues with the new words (the answer merges the previous question itself);
        // other tools keep their query and take the new slots («а за месяц?»).
        const args = prev.name === "search_documents" ? { query: message }
          : { ...withoutPeriodIf(prev.arguments, fresh, prev.name), ...Object.fromEntries(Object.entries(fresh).filter(([k]) => k !== "query" && k !== "instruction")) };
        return { calls: [{ name: prev.name, arguments: args }], raw: `follow-up of ${prev.name}; ${summary}`, candidates: [] };
      }
      const best = pick(scores, ctx.skill, opensAsQuestion(message) || message.includes("?"), statesBudget(message) && !asksToBeTold(message), addressesSomeone(message), asksOwnTime(message), movesToADay(message), LETTERS_TO_ME.test(message));
      if (best?.kind === "skill") {
        return { calls: [{ name: USE_SKILL, arguments: { skill: best.label } }], raw: summary, candidates, cues: { [USE_SKILL]: { verbs: best.verbs, objects: best.objects } } };
      }
      const tool = toolOf(best, message);
      const top = scores[0];
      return {
        // «покупательница просит отложить кольцо до завтра, так можно?» asks what the rules allow, whatever chat example
        // its «так можно?» is near (lead's walk 45 greeted the seller). «если я приду в 7:45 что будет» names a clock time: a
        // figure of the person's matter is no greeting, thanks or talk about the assistant (lead's walk 47 got the greeting).
        calls: tool ? [tool] : [], raw: summary, candidates, smallTalk: !tool && !best && top?.kind === "chat" && top.score >= strongSim && !PERMISSION_TAIL.test(message.trim()) && !holdsClockTime(message) && !saysFellIll(message),
        ...(tool && best?.objects.length === 0 && !best.supported ? { verbOnly: [tool.name] } : {}),
        ...(tool && best ? { cues: { [tool.name]: { verbs: best.verbs, objects: best.objects, ...(best.supported ? { supported: true } : {}) } } } : {}),
      };
    },
  };
}
