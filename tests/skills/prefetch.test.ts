import { describe, it, expect } from "bun:test";
import { prefetchFacts, prefetchQueries, formatFactTable } from "../../src/skills/prefetch.ts";
import { skill } from "./helpers.ts";

const research = skill("pricing", "Проанализировать цены конкурентов", { name: "Анализ цен", prefetch: 3 });

describe("prefetchFacts", () => {
  it("runs skill.prefetch distinct queries built from the request", async () => {
    const asked: string[] = [];
    await prefetchFacts(research, "Сколько стоит тариф у конкурентов и какие ограничения?", async (q) => (asked.push(q), []));
    expect(asked.length).toBe(3);
    expect(new Set(asked).size).toBe(3);
    expect(asked[0]).toBe("Сколько стоит тариф у конкурентов и какие ограничения?");
    expect(asked[1]).toContain("анализ");
  });

  it("numbers the facts and drops the same text from the same source", async () => {
    const facts = await prefetchFacts(research, "цены на хостинг", async (q) => [
      { title: "A", text: "Тариф S — 300 ₽", source: "https://a.example" },
      { title: "B", text: `Ответ на ${q}`, source: "https://b.example" },
    ]);
    expect(facts!.map((f) => f.n)).toEqual([1, 2, 3, 4]);
    expect(facts!.filter((f) => f.source === "https://a.example").length).toBe(1);
    expect(formatFactTable(facts!)).toStartWith("[1] A: Тариф S — 300 ₽ (https://a.example)");
  });

  it("returns null for a skill without prefetch and survives a failing query", async () => {
    expect(await prefetchFacts({ ...research, prefetch: 0 }, "x", async () => [])).toBeNull();
    const facts = await prefetchFacts(research, "цены на хостинг", async (q) => {
      if (q === "цены на хостинг") throw new Error("down");
      return [{ title: "", text: "факт", source: "s" }];
    });
    expect(facts!.length).toBe(1);
  });

  it("drops duplicate queries for a one-word request", () => {
    expect(prefetchQueries(research, "цены", 3).length).toBe(3);
    expect(prefetchQueries(skill("x", "x"), "x", 5).length).toBeLessThanOrEqual(5);
  });
});
