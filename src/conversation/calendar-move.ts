import type { Decision, RouteInput } from "../routing/types.ts";
import { PERIOD_KEYS, argumentsFor } from "../routing/embedded/args.ts";
import { movedThing } from "../text/reschedule.ts";

/**
 * «can you move the PrintLine meeting to friday 10am?»: the meeting to move is looked up by what names it, never by the
 * day it should move to (walk 20b: Friday's calendar, «nothing found»; the Russian «перенеси…» already read so). The
 * calendar is read-only: the answer shows the meeting and says the person moves it (conversation.ts, `calendarMove`).
 * A request that names no meeting («move my 3pm to friday») keeps the router's reading.
 */
export function meetingToMove(d: Decision, input: RouteInput): Decision {
  const only = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0]! : null;
  if (only?.name !== "calendar_search" || d.rule || input.state.skill) return d;
  const thing = movedThing(input.message);
  if (!thing) return d;
  const named = (a: Record<string, unknown>) => typeof a.query === "string" && a.query.trim() !== "";
  // «перенеси планёрку на вторник»: a meeting called by the calendar's own word alone is named so in the router's reading.
  const own = argumentsFor("calendar_search", thing, { uiHint: input.state.uiHint, history: [] });
  const router = only.arguments ?? {};
  const args = named(own) ? own : named(router) && !PERIOD_KEYS.some((k) => router[k] !== undefined) ? router : null;
  if (!args) return d;
  // A weekly meeting is moved one time at a time: its nearest one, unless the words name which (walk 21c listed all eight weeks).
  const when = PERIOD_KEYS.some((k) => args[k] !== undefined);
  d.tools = [{ name: "calendar_search", arguments: when ? args : { ...args, nearest: true } }];
  d.reasons.push(`a move asked: the meeting «${thing}» is looked up, not the day it should move to`);
  return d;
}

/** True when the message asks to move a meeting in any of the ways movedThing reads. */
export const asksToMoveSaid = (message: string): boolean => movedThing(message) !== null;
