import { join } from "node:path";
import type { ProductCard, Tool, ToolContext } from "./types.ts";
import { queryStems, score } from "./match.ts";
import { int, num, oneOf, str } from "./args.ts";
import { draftResult } from "./drafts.ts";
import { toolPhrases } from "./phrases.ts";

/** One catalogue entry as stored in products.json. */
export interface Product {
  id: string;
  title: string;
  brand: string;
  category: string;
  price: number;
  currency: string;
  rating: number | null;
  reviews?: number;
  url: string;
  description: string;
  inStock?: boolean;
}

/** Words of a shopping request that say nothing about the product. */
// «покажи самые дешёвые ноутбуки»: the words of the order asked for («дешёвые», «подешевле») sort, they are no product.
const SHOP_NOISE = ["подбери", "подобрать", "найди", "покажи", "купить", "куплю", "товар", "товары", "рублей", "руб", "дешевле", "подешевле", "дешевые", "дешевый", "дешевую", "недорогой", "недорогие",
  "самые", "самый", "лучший", "лучшие", "cheap", "cheaper", "cheapest", "best",
  // «нужны наушники», «есть в наличии», «недорогая»: a need, the stock (the catalogue lists only what is in
  // stock) and the price asked for say nothing of what the thing is.
  "нужен", "нужна", "нужно", "нужны", "наличии", "наличие", "недорогая", "need", "needed", "stock", "affordable", "inexpensive",
  // «чтоб недорого»: the price asked for as an adverb is a price word too, no product's word.
  "недорого", "дешево", "cheaply",
  // «show me laptops in the catalogue», «найди в каталоге»: the order's verbs in English, as the Russian ones above, and the
  // catalogue itself, which every product is in.
  "show", "find", "buy", "get", "list", "каталог", "каталоге", "каталога", "каталогу", "catalogue", "catalog"];

async function readCatalogue(ctx: ToolContext): Promise<Product[]> {
  const file = Bun.file(join(ctx.dataDir, "samples", "catalogue", "products.json"));
  return (await file.exists()) ? ((await file.json()) as Product[]) : [];
}

/**
 * Products within the price bounds whose text covers at least half the query stems, best first. `purpose`
 * («для созвонов») only ranks: what a thing is for is no word every fitting product's card holds.
 */
export function searchProducts(all: Product[], query: string, minPrice: number | null, maxPrice: number | null, sort: "relevance" | "price" | "rating", purpose = ""): Product[] {
  // Bare numbers in the query are prices, which arrive as maxPrice.
  const stems = queryStems(query, SHOP_NOISE).filter((s) => !/^\d+$/.test(s));
  const useful = queryStems(purpose, SHOP_NOISE).filter((s) => !/^\d+$/.test(s) && !stems.includes(s));
  const need = Math.ceil(stems.length / 2);
  const cyrillic = stems.some((st) => /[а-я]/.test(st));
  const brands = stems.filter((st) => /^[a-z][a-z0-9-]*$/.test(st));
  const fields = (p: Product) => [{ text: p.title, weight: 3 }, { text: p.category, weight: 3 }, { text: p.brand, weight: 2 }, { text: p.description, weight: 1 }];
  const scored = all
    .filter((p) => p.inStock !== false && (maxPrice === null || p.price <= maxPrice) && (minPrice === null || p.price >= minPrice))
    .map((p) => ({ p, s: score(stems, fields(p)), fit: score(useful, fields(p)),
      named: score(stems, [{ text: p.title, weight: 1 }, { text: p.category, weight: 1 }, { text: p.brand, weight: 1 }]) }))
    .filter((x) => stems.length === 0 || x.s >= need * 100)
    // «картридж для принтера Canon»: a brand or model in Latin letters among Russian words is what the thing must be or fit.
    .filter((x) => !cyrillic || brands.every((b) => score([b], fields(x.p)) > 0));
  // «монитор для работы»: when some products are named by the request (title, category, brand), one that
  // only mentions a word of it in passing («до 57 часов работы» of headphones) is not what was asked for.
  const anyNamed = scored.some((x) => x.named > 0);
  // «беспроводные наушники»: one word of the request names a kind of the catalogue (a category); a thing of another kind
  // that shares the other word («Мышь беспроводная») is not what was asked for (walk 19b listed it among headphones).
  const kindWords = stems.filter((st) => all.some((p) => score([st], [{ text: p.category, weight: 1 }]) > 0));
  const ofKind = (p: Product) => kindWords.length !== 1 || score(kindWords, [{ text: p.title, weight: 1 }, { text: p.category, weight: 1 }]) > 0;
  const fitting = scored.filter((x) => (!anyNamed || x.named > 0) && ofKind(x.p));
  // «прайс-лист для клиента по ноутбукам и мониторам»: several kinds listed are not one product with all their words; when
  // nothing has them all and two words or more each name a kind (a category or a title), the goods of those kinds answer.
  const kinds = fitting.length || stems.length < 2 ? [] : kindWords;
  // Taken in turn, one of each kind after another, so the first cards show every kind.
  const each = kinds.length >= 2 ? kinds.map((k) => searchProducts(all, k, minPrice, maxPrice, sort, purpose)) : [];
  const listed = Array.from({ length: Math.max(0, ...each.map((l) => l.length)) }, (_, i) => each.flatMap((l) => l[i] ?? []));
  if (listed.length) return [...new Set(listed.flat())];
  return fitting
    .sort((a, b) => sort === "price" ? a.p.price - b.p.price
      : sort === "rating" ? (b.p.rating ?? 0) - (a.p.rating ?? 0)
      : b.s - a.s || b.fit - a.fit || (b.p.rating ?? 0) - (a.p.rating ?? 0))
    .map((x) => x.p);
}

/** product_search: the shop catalogue (sample products.json). */
export const productSearch: Tool = {
  id: "product_search",
  description: "Подобрать товары для покупки из каталога: карточки с ценой и рейтингом, с ограничением по цене",
  chip: { ru: "Подбираю товары", en: "Finding products" },
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Что подобрать: вид товара, бренд, характеристики" },
      purpose: { type: "string", description: "Для чего товар («для созвонов»): только упорядочивает, не отсеивает" },
      maxPrice: { type: "number", description: "Максимальная цена, руб." },
      minPrice: { type: "number", description: "Минимальная цена, руб." },
      sort: { type: "string", enum: ["relevance", "price", "rating"] },
      limit: { type: "integer", minimum: 1, maximum: 20 },
    },
    required: ["query"],
  },
  consequential: false,
  async run(args, ctx) {
    const catalogue = await readCatalogue(ctx);
    const found = searchProducts(catalogue, str(args, "query") ?? "", num(args, "minPrice"), num(args, "maxPrice"),
      oneOf(args, "sort", ["relevance", "price", "rating"] as const, "relevance"), str(args, "purpose") ?? "");
    const cards: ProductCard[] = found.slice(0, int(args, "limit", 6, 1, 20)).map((p) => ({
      id: p.id, title: p.title, price: p.price, currency: p.currency, url: p.url, rating: p.rating, category: p.category,
    }));
    return { kind: "products", cards, total: found.length, ...(catalogue.length === 0 ? { noSource: true as const } : {}) };
  },
};

/** sell_listing_draft: the person's own item for sale; published only after confirmation. */
export const sellListingDraft: Tool = {
  id: "sell_listing_draft",
  description: "Подготовить объявление о продаже своей вещи или услуги (публикация только после подтверждения)",
  chip: { ru: "Готовлю объявление о продаже", en: "Drafting a listing" },
  parameters: {
    type: "object",
    properties: {
      title: { type: "string", description: "Что продаётся" },
      price: { type: "number", description: "Цена, руб." },
      description: { type: "string" },
      condition: { type: "string", enum: ["new", "used"] },
    },
    required: ["title", "price"],
  },
  consequential: true,
  async run(args, ctx) {
    const title = str(args, "title");
    const price = num(args, "price");
    const P = toolPhrases(ctx.lang).listing;
    if (!title) return { kind: "error", message: P.needTitle };
    if (price === null || price <= 0) return { kind: "error", message: P.needPrice };
    const condition = oneOf(args, "condition", ["new", "used", ""] as const, "");
    const lines = [
      str(args, "description"),
      condition ? P.condition(condition) : null,
      P.price(price),
    ].filter((l): l is string => l !== null);
    return draftResult(ctx.db, ctx.dataDir, ctx.chatId, {
      kind: "listing", title, body: lines.join("\n"), args: { price, currency: "RUB", condition: condition || null },
    });
  },
};
