/**
 * A message asking two things of the documents («у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале») gets
 * each asked on its own and one answer made of both (walk 23a: asked as one, the first question's missing word refused the
 * whole message though the second was answerable). Each part keeps its own citations, renumbered over the fragments of
 * all parts; a part the documents answer comes first, so the answer reads as answered when any part is.
 */
import { answerQuestion, type AnswerDeps, type AnswerResult } from "../answering/answer.ts";
import { citationsOf } from "../answering/citations.ts";
import { answerStateOf } from "../answering/state.ts";
import type { Fragment } from "../retrieval/types.ts";

const RANK = { answered: 0, partial: 1, refused: 2 } as const;

/** One answer for several questions; the later ones read the earlier as their previous question («…? А если…?»). */
export async function answerEach(questions: string[], previous: string | undefined, deps: AnswerDeps): Promise<AnswerResult> {
  const results: AnswerResult[] = [];
  let before = previous;
  for (const q of questions) {
    let done: AnswerResult | null = null;
    for await (const ev of answerQuestion(q, before, deps)) if (ev.type === "done") done = ev.result;
    results.push(done!);
    before = q;
  }
  const order = results.map((r, i) => ({ r, i })).sort((a, b) => RANK[a.r.state] - RANK[b.r.state] || a.i - b.i);
  const fragments: Fragment[] = [];
  const texts = order.map(({ r }) => {
    // A fragment two parts share is shown once, under the number it got first.
    const at = r.fragments.map((f) => {
      const seen = fragments.findIndex((g) => g.id === f.id);
      return seen >= 0 ? seen + 1 : fragments.push(f);
    });
    const body = r.answer.replace(/\[(\d{1,2})\]/g, (all, d) => (at[Number(d) - 1] ? `[${at[Number(d) - 1]}]` : all));
    return `«${r.question.replace(/[?.!\s]+$/u, "")}»:\n${body}`;
  });
  const answer = texts.join("\n\n");
  const state = answerStateOf(answer);
  const first = results[0]!;
  return {
    ...first, question: questions.join(" "), answer, state, answered: state === "answered", fragments,
    citations: state === "answered" ? citationsOf(answer, fragments) : [],
    timings: { retrieveMs: results.reduce((s, r) => s + r.timings.retrieveMs, 0), ttftMs: null, totalMs: results.reduce((s, r) => s + r.timings.totalMs, 0) },
    error: results.find((r) => r.error)?.error,
  };
}
