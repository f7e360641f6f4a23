import { describe, expect, test } from "bun:test";
import { webSearchDetector, webSearchFor, questionRule } from "../../src/routing/web-search.ts";
import { WEB_PATTERNS } from "../../src/routing/web-patterns.ts";
import { input } from "./helpers.ts";

const d = webSearchDetector();

describe("web-search patterns", () => {
  test("about sixty patterns", () => expect(WEB_PATTERNS.length).toBeGreaterThanOrEqual(55));
  test("price, rates, weather, hours, routes, reviews, ratings, tops, promo codes, alternatives fire, in any word form", () => {
    const cases: [string, string][] = [
      ["сколько стоят билеты в Эрмитаж", "pattern:сколько стоит"], ["курсы евро в банках", "pattern:курс валюты"],
      ["прогнозы погоды на выходные", "pattern:прогноз погоды"], ["графики работы МФЦ в праздники", "pattern:график работы"],
      ["как доехать до Шереметьево", "pattern:как добраться"], ["отзывами о клинике", "pattern:отзывы"],
      ["рейтингом банков", "pattern:рейтинг"], ["топ-10 сериалов", "pattern:топ-N"], ["промокоды на доставку", "pattern:промокод"],
      ["аналогов Notion", "pattern:аналоги"], ["exchange rate usd to eur", "pattern:exchange rate"], ["best CRM for a small team", "pattern:best"],
    ];
    for (const [m, name] of cases) expect(d.detect(m)).toBe(name);
  });
  test("boundaries are set by hand: a root inside another word does not fire", () => {
    expect(d.detect("наилучшим образом оформи отчёт")).toBeNull();
    expect(d.detect("почему так")).toBeNull();
    expect(d.detect("проверь стопку отзывов")).toBe("pattern:отзывы");
  });
  test("the admitted false positive: «лучший» in a how-to-explain question fires", () => {
    expect(d.detect("какой лучший способ объяснить ребёнку дроби")).toBe("pattern:лучший");
  });
  test("question rule: «?» + a question word + longer than 15 characters", () => {
    expect(questionRule("Когда основали Казань?")).toBe(true);
    expect(questionRule("Привет, как ты?")).toBe(false); // exactly 15
    expect(questionRule("Напомни про отчёт?")).toBe(false); // no question word
    expect(questionRule("Когда основали Казань")).toBe(false); // no question mark
  });
  test("plain requests do not fire", () => {
    for (const m of ["найди письмо от бухгалтерии", "напиши пост про запуск", "спасибо!"]) expect(d.detect(m)).toBeNull();
  });
});

describe("web search for a turn", () => {
  test("pattern OR model OR toggle turns it on, and says which", () => {
    expect(webSearchFor(input("").state, "курс доллара", [], d).source).toBe("pattern:курс валюты");
    expect(webSearchFor(input("").state, "новый релиз", [{ name: "web_search", arguments: {} }], d).source).toBe("model");
    expect(webSearchFor(input("", { webSearchToggle: true }).state, "привет", [], d)).toMatchObject({ on: true, source: "toggle" });
    expect(webSearchFor(input("").state, "привет", [], d).on).toBe(false);
  });
  test("forced off while a skill is active, whatever fired", () => {
    const state = input("", { skill: "nutrition", webSearchToggle: true }).state;
    expect(webSearchFor(state, "сколько стоит лучший протеин?", [{ name: "web_search", arguments: {} }], d).on).toBe(false);
  });
});

describe("the opening-hours pattern", () => {
  test("fires on the question forms it was written for", () => {
    for (const m of ["во сколько открывается МФЦ на Ленина", "Когда закрывается Ашан в субботу?", "открыт ли сейчас Леруа", "магазин открывается во сколько?", "до скольки закрывается аптека"]) {
      expect(d.detect(m)).toBe("pattern:во сколько открывается");
    }
  });
  test("a company's own opening plans or a file that does not open are no opening-hours question", () => {
    for (const m of ["Открываемся в новом месте, с чего начать?", "У меня не открывается почта на телефоне", "Открываем новый филиал в марте"]) {
      expect(d.detect(m)).not.toBe("pattern:во сколько открывается");
    }
  });
});
