import type { ToolSpec } from "../../src/models/types.ts";
import type { SkillInfo } from "../../src/routing/types.ts";
import { TOOL_IDS } from "../../src/tools/ids.ts";

/** One-line descriptions standing in for the tool registry's in routing tests. */
const DESCRIPTIONS: Record<string, string> = {
  search_documents: "Поиск по внутренним документам компании", web_search: "Поиск в интернете",
  mail_search: "Поиск писем в почте", mail_reply_draft: "Черновик ответа на письмо", calendar_search: "Встречи и события календаря",
  product_search: "Подбор товаров для покупки", sell_listing_draft: "Объявление о продаже своего", post_draft: "Черновик поста или статьи в ленту",
  page_stats: "Статистика вашей страницы в Schai", site_metrics: "Посещаемость сайта (Метрика)", ad_revenue: "Доход с рекламы",
  metrics_manage: "Настройка счётчика: цели, фильтры, сегменты", document_create: "Создать новый документ или таблицу",
  document_edit: "Правка названного или открытого файла",
};

/** Tool specs for every reference tool id. */
export function specsForTest(): ToolSpec[] {
  return TOOL_IDS.map((name) => ({ name, description: DESCRIPTIONS[name], parameters: { type: "object", properties: {} } }));
}

/** The seed assistant's six skills; Documents is never switched on automatically. */
export const SKILLS: SkillInfo[] = [
  { id: "health", description: "Здоровье: симптомы, самочувствие, когда к врачу", autoSwitch: true },
  { id: "fitness", description: "Фитнес-тренер: тренировки и упражнения", autoSwitch: true },
  { id: "nutrition", description: "Питание и рацион: план питания и меню", autoSwitch: true },
  { id: "calories", description: "КБЖУ-счётчик: калории и БЖУ блюда", autoSwitch: true },
  { id: "teacher", description: "Учитель: объяснить тему, помочь с учёбой", autoSwitch: true },
  { id: "documents", description: "Документы: создание файлов", autoSwitch: false },
];
