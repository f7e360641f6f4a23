import { describe, expect, it } from "bun:test";
import { lexicon, tokens } from "../../src/routing/lexicon.ts";

describe("cue roots", () => {
  it("meet the genitive plural with its fleeting vowel: «план тренировок», «нет заметок», «пара табличек»", () => {
    const l = lexicon(["тренировк*", "заметк*", "табличк*"]);
    expect(l.all(tokens("план тренировок"))).toEqual(["тренировк*"]);
    expect(l.all(tokens("нет заметок"))).toEqual(["заметк*"]);
    expect(l.all(tokens("пара табличек"))).toEqual(["табличк*"]);
  });

  it("still keep apart words that only share a beginning («пост» is no «постановление»)", () => {
    expect(lexicon(["пост*"]).find(tokens("постановление правительства"))).toBeNull();
  });
});
