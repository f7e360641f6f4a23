import { describe, expect, test } from "bun:test";
import { conceptsOf } from "../../src/text/concepts.ts";
import { isModal } from "../../src/text/stopwords.ts";
import { stem } from "../../src/text/tokens.ts";

// Session 23 (helper h23c): the words a new usher and a cashier use for the staff rules' own (walk 22a/22b).
const meet = (a: string, b: string) => conceptsOf(stem(a)).some((g) => conceptsOf(stem(b)).includes(g));

describe("staff words meet the rules' words", () => {
  test("a refund is not an exchange: «вернуть» and «обмен» share no group, «вернуть» and «возврат» do", () => {
    expect(meet("вернуть", "обмен")).toBe(false);
    expect(meet("вернуть", "возврат")).toBe(true);
    expect(meet("обмен", "поменяться")).toBe(true);
  });

  test("«телега», «вотсап», «вацап» are messengers", () => {
    for (const w of ["телега", "вотсап", "вацап"]) expect(meet(w, "мессенджер")).toBe(true);
  });

  test("the garments a dress code lists are clothing, and wearing them meets them", () => {
    for (const w of ["брюки", "обувь", "поло", "юбка", "кроссовки"]) expect(meet(w, "одежда")).toBe(true);
    expect(meet("носить", "обувь")).toBe(true);
    expect(meet("wear", "брюки")).toBe(true);
  });

  test("«свет» (mains power, colloquial) is electricity", () => {
    expect(meet("свет", "электричество")).toBe(true);
  });

  test("«supposed», «ought» are modal, as «должен» is", () => {
    expect(isModal("supposed")).toBe(true);
    expect(isModal("ought")).toBe(true);
  });
});
