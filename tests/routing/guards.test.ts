import { describe, expect, test } from "bun:test";
import {
  productWhereToBuy, productNiche, sellListingBuyerIntent, postDraftNoCreateIntent, repeatCall,
  metricsDeleteWithoutRequest, documentEditFileNotNamed, searchNoResultsRead,
} from "../../src/routing/guards/index.ts";
import { input } from "./helpers.ts";

const call = (name: string, args: Record<string, unknown> = {}) => ({ name, arguments: args });

describe("product_search.where_to_buy", () => {
  const g = productWhereToBuy();
  test("«где купить / where can I buy» is a question, cut", () => {
    expect(g.check(call("product_search"), "где можно купить робот-пылесос", input(""))).not.toBeNull();
    expect(g.check(call("product_search"), "Where can I buy a kettle?", input(""))).not.toBeNull();
  });
  test("«подбери» stays", () => expect(g.check(call("product_search"), "подбери робот-пылесос до 20000", input(""))).toBeNull());
});

describe("product_search.niche", () => {
  const g = productNiche();
  test("spare parts, used, antique, vintage are cut", () => {
    for (const m of ["подбери запчасти для стиральной машины", "найди б/у ноутбук", "антикварный комод", "vintage camera for my dad"]) {
      expect(g.check(call("product_search"), m, input(""))).not.toBeNull();
    }
  });
  test("new everyday goods pass", () => expect(g.check(call("product_search"), "подбери новый ноутбук", input(""))).toBeNull());
});

describe("sell_listing.buyer_intent", () => {
  const g = sellListingBuyerIntent();
  test("a buyer gets no sale listing", () => {
    expect(g.check(call("sell_listing_draft"), "куплю велосипед за 10000", input(""))).not.toBeNull();
    expect(g.check(call("sell_listing_draft"), "I want to buy a used guitar", input(""))).not.toBeNull();
  });
  test("a seller keeps it, even when buying something else too", () => {
    expect(g.check(call("sell_listing_draft"), "продам велосипед за 10000", input(""))).toBeNull();
    expect(g.check(call("sell_listing_draft"), "продам старый телефон, куплю новый", input(""))).toBeNull();
  });
});

describe("post_draft.no_create_intent", () => {
  const g = postDraftNoCreateIntent();
  test("a question with no create verb + content word is cut", () => {
    expect(g.check(call("post_draft"), "какой монитор выбрать для работы", input(""))).not.toBeNull();
    expect(g.check(call("post_draft"), "пост", input(""))).not.toBeNull();
  });
  test("«напиши статью», «draft a post» pass", () => {
    expect(g.check(call("post_draft"), "напиши статью о выборе монитора", input(""))).toBeNull();
    expect(g.check(call("post_draft"), "draft a post about the launch", input(""))).toBeNull();
  });
});

describe("repeat_call", () => {
  const g = repeatCall("mail_search");
  const done = { succeededCalls: [call("mail_search", { query: "договор аренды" })] };
  test("the same tool with the same arguments (modulo word forms) is cut", () => {
    expect(g.check(call("mail_search", { query: "договора аренды" }), "", input("", {}, done))).not.toBeNull();
  });
  test("other arguments pass", () => {
    expect(g.check(call("mail_search", { query: "договор поставки" }), "", input("", {}, done))).toBeNull();
  });
  test("nothing succeeded yet, nothing to repeat", () => {
    expect(g.check(call("mail_search", { query: "договор аренды" }), "", input(""))).toBeNull();
  });
});

describe("metrics_manage.delete_without_request", () => {
  const g = metricsDeleteWithoutRequest();
  test("deleting without being asked is cut", () => {
    expect(g.check(call("metrics_manage", { action: "delete" }), "почисти цели в Метрике", input(""))).not.toBeNull();
  });
  test("an explicit «удали / remove» passes, and so does a non-destructive action", () => {
    expect(g.check(call("metrics_manage", { action: "delete" }), "удалите фильтр «Тест»", input(""))).toBeNull();
    expect(g.check(call("metrics_manage", { action: "delete" }), "remove the test goal", input(""))).toBeNull();
    expect(g.check(call("metrics_manage", { action: "create" }), "добавь цель", input(""))).toBeNull();
  });
});

describe("document_edit.file_not_named", () => {
  const g = documentEditFileNotNamed();
  test("a file neither named nor open is cut", () => {
    expect(g.check(call("document_edit", { file: "Планы.docx" }), "добавь туда абзац", input(""))).not.toBeNull();
  });
  test("the file named in the request passes, with or without extension", () => {
    expect(g.check(call("document_edit", { file: "Планы.docx" }), "в Планы.docx добавь абзац", input(""))).toBeNull();
    expect(g.check(call("document_edit", { file: "Планы_2026.docx" }), "в файле «Планы 2026» добавь абзац", input(""))).toBeNull();
  });
  test("the open file passes", () => {
    expect(g.check(call("document_edit", { file: "Планы.docx" }), "добавь абзац", input("", { uiHint: "document:Планы.docx" }))).toBeNull();
  });
});

describe("search.no_results_read", () => {
  test("a search whose results were never read trips, whoever searched", () => {
    expect(searchNoResultsRead.check({ searches: [{ tool: "web_search", query: "x", results: 5, read: 0 }] })).not.toBeNull();
    expect(searchNoResultsRead.check({ searches: [{ tool: "search_documents", query: "x", results: 0, read: 0 }] })).not.toBeNull();
  });
  test("one read result is enough; no search, nothing to check", () => {
    expect(searchNoResultsRead.check({ searches: [{ tool: "web_search", query: "x", results: 5, read: 1 }, { tool: "search_documents", query: "y", results: 0, read: 0 }] })).toBeNull();
    expect(searchNoResultsRead.check({ searches: [] })).toBeNull();
  });
});
