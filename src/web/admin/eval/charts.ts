import { RUN_METRICS, type RunSummary } from "../../../admin/eval-runs.ts";
import { settingsLabel } from "../../../admin/eval-settings.ts";
import type { ChartSpec } from "../dashboard/service.ts";

const COLORS = ["#2459c7", "#d9822b", "#2a9d5c", "#c23b3b", "#7b4fc9", "#1f9bb4", "#8c6d1f"];
const GROUPS = [
  { name: "runs-rag", title: "RAG по прогонам", prefix: "rag." },
  { name: "runs-routing", title: "Маршрутизация по прогонам", prefix: "routing." },
  { name: "runs-skills", title: "Выбор навыка по прогонам", prefix: "skills." },
];

/** Each metric across finished runs, oldest first; every x label names the run and its settings. */
export function runCharts(runs: RunSummary[]): ChartSpec[] {
  const done = runs.filter((r) => r.status === "done").sort((a, b) => a.id - b.id);
  const labels = done.map((r) => [`№${r.id}${r.label ? ` ${r.label}` : ""}`, settingsLabel(r.settings)]);
  return GROUPS.map((g) => {
    const metrics = RUN_METRICS.filter((m) => m.key.startsWith(g.prefix));
    return {
      name: g.name, title: g.title, points: done.length,
      config: {
        type: "line",
        data: {
          labels,
          datasets: metrics.map((m, i) => ({ label: m.label, data: done.map((r) => r.figures[m.key]), borderColor: COLORS[i % COLORS.length], backgroundColor: COLORS[i % COLORS.length] })),
        },
        options: { scales: { y: { min: 0, max: 1 } } },
      },
    };
  });
}
