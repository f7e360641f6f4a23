import type { ToolResult } from "../../src/tools/types.ts";
import type { Strings } from "../../src/web/i18n.ts";

type Metrics = Extract<ToolResult, { kind: "metrics" }>;

/**
 * Metrics as a small Chart.js line chart (drawn by chat.js from the JSON in data-chart, the
 * attribute escaped by the renderer) with the figures also in a table for screen readers.
 */
export function MetricsCard({ result, t }: { result: Metrics; t: Strings }): JSX.Element {
  // A period with no data is said in the answer's text (summaryOf): the same sentence again in a card stood twice under
  // «посчитай сколько знаков в 20 страницах» (the lead's walk 55).
  if (result.empty) return <></>;
  // A list of counter settings is a summary with no series: no empty chart and no empty «Chart» table under it.
  if (result.datasets.length === 0) return <section class="card metrics-card"><p safe>{result.summary}</p></section>;
  const chart = JSON.stringify({ labels: result.labels, datasets: result.datasets });
  return (
    <section class="card metrics-card">
      <p safe>{result.summary}</p>
      <div class="chart"><canvas data-chart={chart} role="img" aria-label={`${t.chart}: ${result.summary}`}></canvas></div>
      <details>
        <summary safe>{t.chart}</summary>
        <table>
          <thead><tr><th></th>{result.datasets.map((d) => <th safe>{d.label}</th>)}</tr></thead>
          <tbody>
            {result.labels.map((l, i) => (
              <tr><th safe>{l}</th>{result.datasets.map((d) => <td safe>{String(d.data[i] ?? "")}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
