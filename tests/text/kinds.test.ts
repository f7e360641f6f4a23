import { describe, expect, it } from "bun:test";
import { kindsOf } from "../../src/text/hypernyms.ts";

describe("the kind a word goes by", () => {
  // «сколько занятий в день можно брать» was searched as kin: «брать» stems as «брат» (walk 40).
  it("an infinitive names no kind, though its stem is a kin word's", () => {
    expect(kindsOf("брать")).toEqual([]);
  });
  // The first cut read every word in -ть as an infinitive and lost «тесть» (father-in-law) as kin.
  it("a kin noun in -ть is still kin", () => {
    expect(kindsOf("тесть")).toContain("родственник");
    expect(kindsOf("брату")).toContain("родственник");
  });
});
