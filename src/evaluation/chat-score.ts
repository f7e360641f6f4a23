import { answerStateOf, type AnswerState } from "../answering/state.ts";
import type { ChatAnswer } from "./chat-road.ts";
import type { QuestionCase } from "./pilot-set.ts";
import { fragmentMatches, hasFact } from "./rag.ts";
import { firstEmail } from "../text/email.ts";

/** One pilot question scored by what the chat stored and drew. */
export interface ChatCase {
  id: string;
  kind: string;
  question: string;
  previous?: string;
  expect: QuestionCase["expect"];
  /** What the person read; "error" when they met an error instead. */
  state: AnswerState | "error";
  answer: string;
  factsFound: string[];
  factsMissing: string[];
  /** Every [n] in the text: whether it is drawn as a link to a listed source, and whether that source is the expected section. */
  citations: { n: number; resolved: boolean; correct: boolean }[];
  error: string | null;
  /** For a question the documents do not answer, with a contact expected: whether the answer names it. */
  contactRight: boolean | null;
  verdict: "pass" | "fail";
  why: string[];
}

/** Scores one question's chat answer: facts, resolving [n], refusal wording, no error state. */
export function scoreChatCase(q: QuestionCase, a: ChatAnswer & { previousError?: string | null }, expectedContact?: string | null): ChatCase {
  // A question may carry its own expected contact (`expect.contact`, one or a list) where the set has no contacts.json.
  const contact = expectedContact ?? q.expect.contact;
  const e = q.expect;
  const state = a.error ? "error" : answerStateOf(a.shown);
  const facts = e.facts ?? [];
  const found = facts.filter((f) => hasFact(a.shown, f));
  const byN = new Map(a.citations.map((c) => [c.n, c]));
  const cited = [...new Set([...a.shown.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])))];
  const citations = cited.map((n) => {
    const c = byN.get(n);
    const resolved = Boolean(c) && a.links.includes(n) && a.sources.includes(n);
    return { n, resolved, correct: resolved && fragmentMatches(c!, e) };
  });
  const why: string[] = [];
  if (a.error) why.push(`error: ${a.error}`);
  if (a.previousError) why.push(`the previous question already failed: ${a.previousError}`);
  if (e.answerable) {
    if (state === "refused") why.push("refused although the documents answer it");
    if (state === "partial") why.push("answered as partial although the documents answer it");
    if (found.length < facts.length) why.push(`facts missing: ${facts.filter((f) => !found.includes(f)).join(", ")}`);
    if (state === "answered" && cited.length === 0) why.push("no [n] under the answer");
    const dead = citations.filter((c) => !c.resolved).map((c) => c.n);
    if (dead.length) why.push(`[${dead.join("], [")}] point at no shown source`);
  } else {
    if (state === "answered") why.push("answered although the documents do not hold the answer");
    if (cited.length) why.push("cites sources for a question the documents do not answer");
  }
  return {
    id: q.id, kind: q.kind ?? (e.answerable ? "direct" : "unanswerable"), question: q.question, previous: q.previous || undefined, expect: e,
    state, answer: a.shown || a.stored?.content || "", factsFound: found, factsMissing: facts.filter((f) => !found.includes(f)),
    citations, error: a.error, contactRight: contactRight(a.shown, e.answerable ? undefined : contact), verdict: why.length ? "fail" : "pass", why,
  };
}

/** Whether a refusal names the e-mail the set expects for its topic (null when none is expected). */
function contactRight(shown: string, expected: string | string[] | null | undefined): boolean | null {
  const emails = [expected ?? []].flat().map((x) => firstEmail(x)).filter((x): x is string => !!x);
  return emails.length ? emails.some((email) => shown.toLowerCase().includes(email.toLowerCase())) : null;
}

/** The same for the answerer alone: share of unanswerable questions whose answer names the expected contact. */
export function contactAccuracy(cases: { id: string; answer: string; expect: QuestionCase["expect"] }[], contacts: Record<string, { contact: string | null }>): number | null {
  const judged = cases.filter((c) => !c.expect.answerable).map((c) => contactRight(c.answer, contacts[c.id]?.contact ?? c.expect.contact)).filter((x) => x !== null);
  return judged.length ? Number((judged.filter(Boolean).length / judged.length).toFixed(4)) : null;
}

const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(4)));

/** The headline figures of chat-scored cases. `refused` counts partial answers: neither asserts anything. */
export function chatFigures(cases: ChatCase[]) {
  const answerable = cases.filter((c) => c.expect.answerable);
  const unanswerable = cases.filter((c) => !c.expect.answerable);
  const facts = answerable.flatMap((c) => [...c.factsFound.map(() => 1), ...c.factsMissing.map(() => 0)]);
  const cites = answerable.flatMap((c) => c.citations);
  const withheld = (c: ChatCase) => c.state === "refused" || c.state === "partial";
  return {
    questions: cases.length,
    answered: ratio(answerable.filter((c) => c.state === "answered").length, answerable.length),
    refused: ratio(unanswerable.filter(withheld).length, unanswerable.length),
    states: { answered: cases.filter((c) => c.state === "answered").length, partial: cases.filter((c) => c.state === "partial").length, refused: cases.filter((c) => c.state === "refused").length, error: cases.filter((c) => c.state === "error").length },
    errors: cases.filter((c) => c.state === "error").length,
    factRecall: ratio(facts.reduce((s: number, x) => s + x, 0), facts.length),
    refusalAccuracy: ratio(cases.filter((c) => (c.expect.answerable ? c.state === "answered" : withheld(c))).length, cases.length),
    citationPrecision: ratio(cites.filter((c) => c.correct).length, cites.length),
    citationsResolved: ratio(cites.filter((c) => c.resolved).length, cites.length),
    passRate: ratio(cases.filter((c) => c.verdict === "pass").length, cases.length),
    /** Refusals that name the contact the set expects for the topic (sets with contacts.json). */
    contactAccuracy: ratio(cases.filter((c) => c.contactRight === true).length, cases.filter((c) => c.contactRight !== null).length),
  };
}
