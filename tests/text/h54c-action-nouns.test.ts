import { describe, expect, it } from "bun:test";
import { actionNounVerb, familyVerb } from "../../src/text/action-nouns.ts";

// Session 54 (scripts/skill-gaps.ts, class (b)): a request's verb and a skill's action noun are one derivational family.
describe("an action noun is read as the verb it is derived from", () => {
  it("«-ние» after «-а-»/«-я-» is the verb in «-ать»/«-ять»: «согласование» — «согласовать», «питания» — «питать»", () => {
    expect(actionNounVerb("согласованию")).toBe("согласовать");
    expect(actionNounVerb("питания")).toBe("питать");
  });
  it("«-ение» takes back the root's alternation: «составление» — «составить», «освобождение» — «освободить»", () => {
    expect(actionNounVerb("составления")).toBe("составить");
    expect(actionNounVerb("освобождение")).toBe("освободить");
    expect(actionNounVerb("оформление")).toBe("оформить");
  });
  it("«-тие» and «-ация»: «развитие» — «развить», «фиксация» — «фиксировать», «организации» — «организовать»", () => {
    expect(actionNounVerb("развитие")).toBe("развить");
    expect(actionNounVerb("фиксация")).toBe("фиксировать");
    expect(actionNounVerb("организации")).toBe("организовать");
  });
  it("a noun of no verb in the dictionary is none: «здание», «станция», «время»", () => {
    expect(actionNounVerb("здание")).toBeNull();
    expect(actionNounVerb("станция")).toBeNull();
    expect(actionNounVerb("время")).toBeNull();
  });
  it("the family also holds the nouns in «-к(а)» (derivation.ts): «сушка» — «сушить»; a verb itself has none", () => {
    expect(familyVerb("сушка")).toBe("сушить");
    expect(familyVerb("питаться")).toBeNull();
  });
});
