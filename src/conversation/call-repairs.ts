import type { Decision, RouteInput } from "../routing/types.ts";
import { meetingToMove } from "./calendar-move.ts";
import { bothTimes } from "./calendar-span.ts";
import { calendarWeeks } from "./calendar-weeks.ts";
import { catalogueFollowUp } from "./catalogue-follow-up.ts";
import { complaintLetter, toldComplaintReply } from "./letter-request.ts";
import type { Skill } from "../skills/types.ts";
import { comparedMonths, periodBefore } from "./metrics-periods.ts";
import { noteRequest } from "./note-request.ts";
import { howToAfterSituation } from "./situation-question.ts";

/**
 * The router's call read again where the one-period, one-verb argument reader misses what was said (walk 20b): a meeting
 * to move is found by its name, two days asked together are one span, a new budget after the catalogue's list searches
 * it again, a complaint to write goes to the skill that writes letters; a counter asked of two months shows both, and «the
 * week before» after its card the week before the one shown, «email Dmitry: …» a new letter to him, «I got a phishing
 * email, what should I do?» the rules (walk 21b); a week named from today's or before the one shown is the calendar's (walk 21c). Each leaves a decision it has nothing to say about as it was, and says why in the reasons when it acts.
 */
export function repairCalls(d: Decision, input: RouteInput, skills: Skill[]): Decision {
  return howToAfterSituation(noteRequest(periodBefore(comparedMonths(toldComplaintReply(complaintLetter(catalogueFollowUp(calendarWeeks(bothTimes(meetingToMove(d, input), input), input), input), input, skills), input, skills), input), input), input, skills), input);
}
