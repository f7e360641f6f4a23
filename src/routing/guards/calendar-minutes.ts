import type { Guard } from "../types.ts";

/**
 * «составь протокол совещания», «записывай, что мы решили на планёрке», «take meeting minutes»: a meeting written up is
 * something to make, not a look-up of the calendar (walk 19b: every wording opened the calendar, often «ничего не
 * найдено»). The words of a record of a meeting — its minutes, its outcome, what was decided or agreed — beside a
 * meeting or an order to write; «когда совещание по итогам квартала?» asks the calendar and is left to it.
 */
const MINUTES = /(?<![\p{L}])(?:протокол\p{L}*|итог\p{L}*\s+(?:\p{L}+\s+){0,2}(?:совещани\p{L}*|встреч\p{L}*|планерк\p{L}*|планёрк\p{L}*|созвон\p{L}*|собрани\p{L}*|летучк\p{L}*)|(?:что|чего|о\s+ч[её]м)\s+(?:мы\s+)?(?:решили|договорились|постановили)|minutes|write\s+up|what\s+we\s+(?:agreed|decided)(?:\s+on)?)(?![\p{L}])/iu;
/** «когда протокол?», «где протокол встречи» ask where or when a thing is, not for it to be written. */
const WHEN_WHERE = /^(?:а\s+)?(?:когда|во\s+сколько|где|when|where)(?![\p{L}])/iu;

/** Words of a meeting or of its record («протокол», «планёрке», «minutes»): the skill whose head names most writes it up. */
const MEETING_WORD = /(?<![\p{L}])(?:протокол|совещани|встреч|планерк|планёрк|созвон|собрани|летучк|minutes|meeting|standup|stand-up)\p{L}*/giu;
export const meetingWords = (head: string) => head.match(MEETING_WORD)?.length ?? 0;

/** True when a guard trip is this guard's (on any tool). */
export const isMinutesTrip = (guard: string) => guard.endsWith(".minutes_to_write");

/** The guard's id for a tool: route.ts gives the turn to the skill that writes meetings up when it trips. */
export const minutesGuardId = (tool: string) => `${tool}.minutes_to_write`;

/** `tool`: the calendar, or the site's figures read into «отчёт по трафику» said inside the minutes themselves. */
export function calendarMinutes(tool = "calendar_search"): Guard {
  return {
    id: minutesGuardId(tool),
    appliesTo: tool,
    check(_call, message) {
      const text = message.trim();
      return MINUTES.test(text) && !WHEN_WHERE.test(text) ? "the message asks to write a meeting up, not to look at the calendar" : null;
    },
  };
}
