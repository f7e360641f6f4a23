import { describe, expect, it } from "bun:test";
import { termsOf } from "../../src/answering/salience.ts";
import { judge } from "../../src/answering/answerability.ts";
import type { Fragment } from "../../src/retrieval/types.ts";
import { firstAidNameOf } from "../../src/text/first-aid.ts";
import { hypernymsOf } from "../../src/text/hypernyms.ts";

// The answerability test asks that the chosen sentences hold the things the message names, not only its verbs (walk 22b).
const word = (w: string, weight: number) => ({ word: w, terms: termsOf(w), weight, exact: false, context: false, unseen: false });
const fragment = { docName: "d.md", headingPath: [], text: "" } as unknown as Fragment;
const picked = (text: string) => [{ fragment: 0, text, score: 1 }];

describe("a verb met is met of some thing", () => {
  it("does not answer «не работает терминал оплаты» with a sentence holding «работает» and not the terminal", () => {
    const s = { words: [word("работает", 0.76), word("терминал", 0.76), word("оплаты", 0.41)], anchor: 0, thing: 1, things: [[1], [2]] };
    expect(judge(s, [fragment], picked("Положение об оплате труда: кто работает в кассах")).state).not.toBe("answered");
  });

  it("answers when the sentence holds the verb and the noun it is said of", () => {
    const s = { words: [word("работает", 0.76), word("терминал", 0.76)], anchor: 0, thing: 1, things: [[1]] };
    expect(judge(s, [fragment], picked("Если терминал не работает, звоните в ИТ-поддержку")).state).toBe("answered");
  });
});

describe("the things a message names must be held as the message must", () => {
  it("does not answer «не открывается дверь картой» with a lift's «двери не открывать», the card unmet", () => {
    const s = { words: [word("открывается", 0.67), word("дверь", 0.6), word("картой", 0.51)], anchor: 0, thing: 1, things: [[1], [2]] };
    expect(judge(s, [fragment], picked("Двери самостоятельно не открывать")).state).not.toBe("answered");
  });

  it("takes an adjective and its noun as one thing («рентгеновские снимки» met by «рентгеновского»)", () => {
    const s = { words: [word("рентгеновские", 0.58), word("снимки", 0.3), word("отпуск", 0.5)], anchor: 0, things: [[0, 1], [2]] };
    expect(judge(s, [fragment], picked("Работникам кабинетов КТ и рентгеновского — дополнительный отпуск 7 дней")).state).toBe("answered");
  });

  // Issue 14 (session 39): the adjective said of another noun is another thing — heldout-transit's «материальная помощь»
  // was answered with the liability rule's «материальную ответственность».
  it("does not hold «материальная помощь» by «материальную ответственность»", () => {
    const s = { words: [word("материальная", 0.78), word("помощь", 0.51), word("рождении", 0.78)], anchor: 0, things: [[0, 1]] };
    expect(judge(s, [fragment], picked("Работник несёт материальную ответственность за ущерб; при рождении ребёнка — отпуск 5 дней")).state).not.toBe("answered");
  });
});

describe("first aid's order", () => {
  it("asks for an unconscious person before a fall's injury when the person fell and does not respond", () => {
    expect(firstAidNameOf("гость схватился за грудь и упал, не отвечает")?.ru).toMatch(/сознани/);
    expect(firstAidNameOf("поскользнулась на лестнице, ушибла колено")?.ru).not.toMatch(/сознани/);
  });

  it("names flu and a sore throat as illnesses", () => {
    expect(hypernymsOf("гриппом")).toContain("болезнь");
    expect(hypernymsOf("ангиной")).toContain("болезнь");
    expect(hypernymsOf("отпуском")).toEqual([]);
  });
});
