import type { Database } from "bun:sqlite";
import type { Tool } from "./types.ts";
import { oneOf, str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { contentStems } from "../text/tokens.ts";
import { toolPhrases } from "./phrases.ts";

/** A goal, filter or segment of the web counter. */
export interface CounterSetting {
  id: string;
  kind: "goal" | "filter" | "segment";
  name: string;
  condition: string;
}

const KINDS = ["goal", "filter", "segment"] as const;

/** Current counter settings, goals first. */
export function listCounterSettings(db: Database): CounterSetting[] {
  return db.query("SELECT id, kind, name, condition FROM counter_settings ORDER BY CASE kind WHEN 'goal' THEN 0 WHEN 'filter' THEN 1 ELSE 2 END, created_at")
    .all() as CounterSetting[];
}

function findSetting(all: CounterSetting[], id: string | null, name: string | null, kind: string | null): CounterSetting | undefined {
  if (id) return all.find((s) => s.id === id);
  if (!name) return undefined;
  const want = contentStems(name).join(" ");
  return all.find((s) => (!kind || s.kind === kind) && (s.name.toLowerCase() === name.toLowerCase() || contentStems(s.name).join(" ") === want));
}

/** metrics_manage: goals, filters and segments of the counter; adding and deleting go through a draft. */
export const metricsManage: Tool = {
  id: "metrics_manage",
  description: "Настройка счётчика Метрики: показать, добавить или удалить цель, фильтр или сегмент (изменения — после подтверждения)",
  chip: { ru: "Настраиваю счётчик", en: "Updating counter settings" },
  parameters: {
    type: "object",
    properties: {
      action: { type: "string", enum: ["list", "add", "delete"] },
      entity: { type: "string", enum: [...KINDS] },
      name: { type: "string", description: "Название цели, фильтра или сегмента" },
      condition: { type: "string", description: "Для add: условие, например «URL содержит /thanks»" },
      id: { type: "string", description: "Для delete: id настройки из списка" },
    },
    required: ["action"],
  },
  consequential: true,
  async run(args, ctx) {
    const action = oneOf(args, "action", ["list", "add", "delete"] as const, "list");
    const entity = oneOf(args, "entity", [...KINDS, ""] as const, "");
    const name = str(args, "name");
    const all = listCounterSettings(ctx.db);
    const P = toolPhrases(ctx.lang).counter;
    if (action === "list") {
      const shown = all.filter((s) => !entity || s.kind === entity);
      const summary = shown.length === 0 ? P.none
        : KINDS.map((k) => [k, shown.filter((s) => s.kind === k)] as const).filter(([, l]) => l.length)
          .map(([k, l]) => `${P.heading[k]}: ${l.map(P.item).join("; ")}`).join(". ") + ".";
      return { kind: "metrics", labels: [], datasets: [], summary };
    }
    if (action === "add") {
      if (!entity || !name) return { kind: "error", message: P.needWhat };
      const condition = str(args, "condition") ?? "";
      return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
        kind: "metrics_change", title: P.addTitle(P.kind[entity], name),
        body: P.condition(condition), args: { action: "add", entity, name, condition },
      });
    }
    const target = findSetting(all, str(args, "id"), name, entity || null);
    if (!target) return { kind: "error", message: P.notFound };
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
      kind: "metrics_change", title: P.deleteTitle(P.kind[target.kind], target.name),
      body: P.deleteBody(target.condition), args: { action: "delete", id: target.id, entity: target.kind, name: target.name },
    });
  },
};
