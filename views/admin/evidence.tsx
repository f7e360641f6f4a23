import type { Evidence } from "../../src/answering/answer.ts";

/**
 * «Почему такой ответ по документам»: the answerability test's reading of a documents answer — how much of
 * the question the picked sentences hold, the thing asked about, the words nothing held, the sentences the
 * answer rests on and every fragment found with its score. A tester asked for it: a wrong answer showed only
 * «Нашлось в документах: да».
 */
export function EvidenceSection({ e, face }: { e: Evidence | undefined; face: string }): JSX.Element {
  if (!e) return <></>;
  // No coverage: with a model, the model judged; without one, the test had nothing to weigh.
  const unjudged = face === "ollama" ? "— (судила модель)" : e.fragments.length ? "— (в вопросе нет слов, которые можно искать)" : "— (ничего не найдено)";
  return (
    <section id="evidence">
      <h2>Почему такой ответ по документам</h2>
      <dl class="facts">
        <dt>Покрытие вопроса</dt><dd safe>{e.coverage == null ? unjudged : `${Math.round(e.coverage * 100)}% веса слов вопроса в выбранных предложениях`}</dd>
        <dt>О чём вопрос</dt><dd safe>{e.anchor ?? "—"}</dd>
        <dt>Чего в найденном нет</dt><dd>{e.missing.length ? e.missing.map((w, i) => <>{i ? ", " : ""}<span safe>{w}</span></>) : "—"}</dd>
        {/* The answerability conditions not met, by their names in judge() (answerability.ts): why the answer was hedged or refused. */}
        {e.unmet?.length ? <><dt>Каких условий ответа не хватило</dt><dd safe>{e.unmet.join(", ")}</dd></> : <></>}
        <dt>С предыдущим вопросом</dt><dd>{e.withPrevious ? "да: прочитан вместе с предыдущим вопросом" : "нет: прочитан сам по себе"}</dd>
      </dl>
      <h3>Предложения, на которых стоит ответ</h3>
      {/* A sentence of a person's attachment comes here already hidden (src/web/admin/routing/privacy.ts). */}
      {e.picked.length ? <ol>{e.picked.map((p) => <li><b safe>{p.source}</b>: <span class={(p as { hidden?: boolean }).hidden ? "muted hidden-text" : undefined} safe>{p.text}</span></li>)}</ol> : <p class="muted">Ни одного.</p>}
      <h3>Найденные фрагменты</h3>
      <table class="data">
        <thead><tr><th>Источник</th><th>Оценка</th></tr></thead>
        <tbody>{e.fragments.map((f) => <tr><td safe>{f.source}</td><td safe>{f.score.toFixed(3)}</td></tr>)}</tbody>
      </table>
    </section>
  );
}
