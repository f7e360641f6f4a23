import { describe, expect, it } from "bun:test";
import { withStandardWords } from "../../src/text/colloquial.ts";
import { stem } from "../../src/text/tokens.ts";

/** What documents hold, by stem, as the lexical index's `holds` answers. */
const holding = (...words: string[]) => { const s = new Set(words.map(stem)); return (w: string) => s.has(stem(w)); };

describe("a colloquial word is read as the standard word the documents write", () => {
  it("in any case form, and a meaning of two words as both", () => {
    const holds = holding("комбинезон", "день", "рождения");
    expect(withStandardWords("где взять комбеза?", holds)).toBe("где взять комбинезон?");
    expect(withStandardWords("на днюху дают выходной?", holds)).toBe("на день рождения дают выходной?");
  });
  it("not where the documents hold the word itself, nor where they lack its meaning", () => {
    expect(withStandardWords("где взять комбез?", holding("комбез", "комбинезон"))).toBe("где взять комбез?");
    expect(withStandardWords("на днюху дают выходной?", holding("день"))).toBe("на днюху дают выходной?");
  });
  it("not a verb sharing a noun's stem («заявить» is «заяв-» as «заява» is)", () => {
    const holds = holding("заявление");
    expect(withStandardWords("где взять бланк для заявы?", holds)).toBe("где взять бланк для заявление?");
    expect(withStandardWords("куда заявить о краже?", holds)).toBe("куда заявить о краже?");
  });
  it("not an unlabelled entry, a word in its own right («хозяин» stays beside «владелец»)", () => {
    expect(withStandardWords("кто хозяин помещения?", holding("владелец"))).toBe("кто хозяин помещения?");
  });
});
