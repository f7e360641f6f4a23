import type { StoredMessage } from "./chats.ts";
import type { ToolsOutcome } from "./act-tools.ts";
import type { Phrases } from "./phrases.ts";
import { opensAsFollowUp } from "../text/deixis.ts";

/**
 * The question a follow-up continues: the person's previous message, unless it was a reply inside a
 * skill's interview («борщ, 300 г»): that is no question to continue, and mixing it in would only blur
 * the new one («Сколько дней отпуска положено?» asked from inside the calorie skill).
 */
export function previousDocumentsQuestion(messages: StoredMessage[], current: string): string | undefined {
  const before = messages.filter((m) => !(m.role === "user" && m.content === current));
  const lastAnswer = before.filter((m) => m.role === "assistant").at(-1);
  if (lastAnswer?.meta.skillTurn === true) return undefined;
  const asked = before.filter((m) => m.role === "user");
  // «а что в понедельник?» after «а в пятницу?» after «что у меня в среду по гравировке?»: a follow-up continues what the one
  // before it continued, the question it leaned on with it (lead's walk 45 lost «у меня… по гравировке» at the second step).
  const last = asked.at(-1)?.content;
  const said = last !== undefined && asked.length >= 2 && opensAsFollowUp(last) ? `${asked.at(-2)!.content} ${last}` : last;
  // A situation the documents were asked by its name (conversation.ts `askedAs`: a work situation's name, an emergency's
  // story with its section's name) is continued so: a found wallet's story words («убирала 3 зал… под креслом») only
  // dilute what the follow-up asks of it.
  const named = typeof lastAnswer?.meta.askedAs === "string" ? lastAnswer.meta.askedAs : null;
  return named ?? said;
}

/** One plain sentence about what the tools brought back, for turns whose answer is their cards. */
export function summaryOf(out: ToolsOutcome, P: Phrases): string {
  const all = [...out.cards, ...(out.held ?? [])];
  // Two periods of a counter asked together («compare november with october»): each one's figures side by side are the
  // comparison, which «the figures are in the card above» twice would not give.
  const compared = all.filter(({ result: r }) => r.kind === "metrics" && !r.empty).length > 1;
  const parts = all.map(({ result: r }) => {
    switch (r.kind) {
      case "mail": return r.total === 0 && r.folder === "sent" ? P.nothingSent : r.total === 0 && r.noSource ? P.mailEmpty : r.total === 0 && r.latest ? P.mailNoneInPeriod(r.latest) : P.mail(r.total);
      case "calendar": return P.calendar(r.events.length);
      case "products": return P.products(r.total, r.cards.length);
      case "metrics": return r.empty || compared ? r.summary : P.metrics;
      case "draft": return r.toFrom ? `${P.draft} ${P.addressFrom(r.toFrom)}` : P.draft;
      case "web": return r.configured ? P.web(r.results.length) : r.message;
      case "error": return r.message;
      default: return "";
    }
  });
  return [...new Set(parts.filter(Boolean))].join(compared ? "\n\n" : " ");
}
