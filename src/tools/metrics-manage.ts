import type { Database } from "bun:sqlite";
import type { Tool } from "./types.ts";
import { oneOf, str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { contentStems } from "../text/tokens.ts";

/** A goal, filter or segment of the web counter. */
export interface CounterSetting {
  id: string;
  kind: "goal" | "filter" | "segment";
  name: string;
  condition: string;
}

const KIND_RU = { goal: ["цель", "цели", "Цели"], filter: ["фильтр", "фильтра", "Фильтры"], segment: ["сегмент", "сегмента", "Сегменты"] } as const;
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
    if (action === "list") {
      const shown = all.filter((s) => !entity || s.kind === entity);
      const summary = shown.length === 0 ? "В счётчике пока нет таких настроек."
        : KINDS.map((k) => [k, shown.filter((s) => s.kind === k)] as const).filter(([, l]) => l.length)
          .map(([k, l]) => `${KIND_RU[k][2]}: ${l.map((s) => `«${s.name}» (${s.condition})`).join("; ")}`).join(". ") + ".";
      return { kind: "metrics", labels: [], datasets: [], summary };
    }
    if (action === "add") {
      if (!entity || !name) return { kind: "error", message: "Уточните, что добавить — цель, фильтр или сегмент — и как его назвать." };
      const condition = str(args, "condition") ?? "";
      return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
        kind: "metrics_change", title: `Добавить ${KIND_RU[entity][0]} «${name}»`,
        body: condition ? `Условие: ${condition}` : "Условие не задано", args: { action: "add", entity, name, condition },
      });
    }
    const target = findSetting(all, str(args, "id"), name, entity || null);
    if (!target) return { kind: "error", message: "Не нашёл такую настройку в счётчике. Посмотрите список целей, фильтров и сегментов." };
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
      kind: "metrics_change", title: `Удалить ${KIND_RU[target.kind][0]} «${target.name}»`,
      body: `Условие: ${target.condition}. Уже собранные данные останутся в отчётах.`, args: { action: "delete", id: target.id },
    });
  },
};
