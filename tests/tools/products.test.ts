import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { productSearch } from "../../src/tools/products.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

describe("product_search", () => {
  it("respects the maximum price, even when it arrives as «8 000»", async () => {
    const r = expectKind(await productSearch.run({ query: "увлажнитель", maxPrice: "8 000" }, ctx), "products");
    expect(r.cards.length).toBeGreaterThan(2);
    for (const c of r.cards) {
      expect(c.price).toBeLessThanOrEqual(8000);
      expect(c.title).toContain("Увлажнитель");
    }
  });

  it("matches other word forms and ranks the item covering more of the query first", async () => {
    const r = expectKind(await productSearch.run({ query: "наушников для звонков" }, ctx), "products");
    expect(r.cards[0].title).toBe("Гарнитура для звонков Jabra Evolve2 40");
    expect(r.cards.every((c) => c.category === "Наушники")).toBe(true);
  });

  it("returns cards with price in roubles, url and rating, and skips items out of stock", async () => {
    const r = expectKind(await productSearch.run({ query: "мойка воздуха" }, ctx), "products");
    expect(r.cards.find((c) => c.title.includes("Venta"))).toBeUndefined();
    const any = expectKind(await productSearch.run({ query: "ноутбук", sort: "price" }, ctx), "products");
    expect(any.cards[0]).toMatchObject({ currency: "RUB", url: expect.stringMatching(/^https:\/\//), rating: expect.any(Number) });
    expect(any.cards.map((c) => c.price)).toEqual([...any.cards.map((c) => c.price)].sort((a, b) => a - b));
  });
});

describe("what the request names", () => {
  it("«монитор для работы» shows monitors, not headphones whose description mentions «работы»", async () => {
    const { searchProducts } = await import("../../src/tools/products.ts");
    const all = await Bun.file(new URL("../../data/samples/catalogue/products.json", import.meta.url)).json();
    const found = searchProducts(all, "монитор для работы", null, 20_000, "relevance");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /монитор/i.test(p.title + p.category))).toBe(true);
  });
});
