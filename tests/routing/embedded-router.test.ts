import { describe, expect, test } from "bun:test";
import { createEmbeddedRouter } from "../../src/routing/embedded-router.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { decide } from "../../src/routing/decide.ts";
import { specsForTest, SKILLS } from "./fixtures.ts";
import { input } from "./helpers.ts";
import type { RouterState } from "../../src/routing/types.ts";

const router = createEmbeddedRouter(createHashEmbedder());
const deps = { router, tools: specsForTest(), skills: SKILLS };
const route = (m: string, state: Partial<RouterState> = {}) => decide(input(m, state), deps);

// Phrasings written for these tests, not taken from any pilot set.
const TOOLS: [string, string[]][] = [
  ["поищи письма от налоговой за май", ["mail_search"]],
  ["show me emails from Anna about the contract", ["mail_search"]],
  ["во сколько у меня завтра встреча с юристом", ["calendar_search"]],
  ["подбери ноутбук для дизайнера до 120 тысяч", ["product_search"]],
  ["продаю свой фотоаппарат за 25000, составь объявление", ["sell_listing_draft"]],
  ["сочини пост о нашем новом офисе", ["post_draft"]],
  ["сколько подписчиков прибавилось за месяц", ["page_stats"]],
  ["откуда пришли посетители сайта вчера", ["site_metrics"]],
  ["сколько принесла реклама за неделю", ["ad_revenue"]],
  ["настрой цель на клик по кнопке «Купить»", ["metrics_manage"]],
  ["создай таблицу с контактами клиентов", ["document_create"]],
  ["найди в документах положение о премировании", ["search_documents"]],
  ["покажи трафик сайта за квартал и набросай по нему пост", ["site_metrics", "post_draft"]],
  ["Как оформить командировку?", ["search_documents"]],
  ["составь документ с планом отпусков", ["document_create"]],
  ["продаю старый ноутбук за 20000", ["sell_listing_draft"]],
  ["Где взять справку 2-НДФЛ?", ["search_documents"]],
  ["В какой срок нужно подать авансовый отчёт?", ["search_documents"]],
  ["Можешь составить таблицу с контактами?", ["document_create"]],
  ["сделай презентацию по итогам квартала", ["document_create"]],
  ["сколько просмотров набрали мои публикации за неделю", ["page_stats"]],
  ["какие документы нужны для приёма на работу?", ["search_documents"]],
];

describe("embedded router: tools on unseen phrasings", () => {
  for (const [m, tools] of TOOLS) {
    test(`«${m}» → ${tools.join(" → ")}`, async () => {
      const d = await route(m);
      expect(d.outcome).toBe("tool");
      expect(d.tools.map((t) => t.name)).toEqual(tools);
    });
  }
});

describe("embedded router: skills, plain chat and clarify", () => {
  test("a symptom enters health, a meal plan nutrition, a calorie count calories", async () => {
    expect((await route("второй день ломит спину и болит поясница")).skill).toBe("health");
    expect((await route("распиши питание на неделю для похудения")).skill).toBe("nutrition");
    expect((await route("сколько калорий в порции плова")).skill).toBe("calories");
  });
  test("a verb alone does not switch the conversation into a skill: «посчитать» is not «калории»", async () => {
    const d = await route("Как посчитать кредит по SLA?");
    expect(d.outcome).not.toBe("skill");
  });
  test("a file is never a skill: documents is not auto-switched", async () => {
    const d = await route("сделай табличку со списком покупок");
    expect(d.outcome).toBe("tool");
    expect(d.skill).toBeUndefined();
  });
  test("small talk is a plain answer", async () => {
    expect((await route("доброе утро!")).outcome).toBe("text");
    expect((await route("thank you, bye")).outcome).toBe("text");
  });
  test("the same words fitting several tools ask instead of guessing", async () => {
    const d = await route("покажи мою статистику за неделю");
    expect(d.outcome).toBe("clarify");
    expect(d.clarify!.options.length).toBeGreaterThanOrEqual(2);
    expect(d.clarify!.options.length).toBeLessThanOrEqual(3);
  });
  test("with a file open, «сделай таблицу» edits it; «новую» creates", async () => {
    const open = { uiHint: "document:Лиды.xlsx" };
    expect((await route("сделай таблицу по источникам", open)).tools[0]).toMatchObject({ name: "document_edit", arguments: { fileName: "Лиды.xlsx" } });
    expect((await route("сделай новую таблицу по источникам", open)).tools[0].name).toBe("document_create");
  });
  test("a short «а за …?» after a tool repeats it with the new period", async () => {
    const history = [
      { role: "user" as const, content: "доход с рекламы за неделю" },
      { role: "assistant" as const, content: "12 000 ₽", toolCalls: [{ name: "ad_revenue", arguments: { days: 7 } }] },
    ];
    const d = await decide(input("а за квартал?", {}, { history }), deps);
    expect(d.tools).toEqual([{ name: "ad_revenue", arguments: { days: 90 } }]);
  });
});
