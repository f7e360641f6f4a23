import { describe, expect, it } from "bun:test";
import { webSearchDetector } from "../../src/routing/web-search.ts";

describe("opening hours are asked with the verb, not with «закрывающие» documents", () => {
  it("«когда пришлём закрывающие» turns no web search on; «когда закрывается магазин» does", () => {
    const d = webSearchDetector();
    expect(d.detect("клиент спрашивает сколько он нам должен за сентябрь и когда пришлём закрывающие")).toBeNull();
    expect(d.detect("когда закрывается магазин")).not.toBeNull();
  });
});
