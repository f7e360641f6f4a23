import { describe, expect, it } from "bun:test";
import { asksWhichDocument } from "../../src/text/documents-language.ts";
import { isStopword } from "../../src/text/tokens.ts";

// Walk 22b: «hm but do the russian rules say something else? which one counts» after a sick-day answer got a contacts row.
describe("asking which of the two documents counts", () => {
  for (const q of ["hm but do the russian rules say something else? which one counts", "so which one do I follow, the guide or the russian rules?", "which one counts?", "так какой из них главнее?", "а в русских правилах иначе? чему верить"]) {
    it(`«${q}» asks which document applies, naming no topic`, () => expect(asksWhichDocument(q, isStopword)).toBe(true));
  }
  for (const q of ["which one do I follow for sick leave?", "which room is mine?", "do the Russian rules say something different about night breaks than the English guide?", "is there an English version of the rules?"]) {
    it(`«${q}» does not (a topic of its own, or no comparing)`, () => expect(asksWhichDocument(q, isStopword)).toBe(false));
  }
});
