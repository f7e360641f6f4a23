import type { Decision, RouteInput } from "../routing/types.ts";
import { argumentsFor } from "../routing/embedded/args.ts";
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
  const args = argumentsFor("calendar_search", thing, { uiHint: input.state.uiHint, history: [] });
  if (typeof args.query !== "string" || !args.query.trim()) return d;
  d.tools = [{ name: "calendar_search", arguments: args }];
  d.reasons.push(`a move asked: the meeting «${thing}» is looked up, not the day it should move to`);
  return d;
}

/** True when the message asks to move a meeting in any of the ways movedThing reads. */
export const asksToMoveSaid = (message: string): boolean => movedThing(message) !== null;
