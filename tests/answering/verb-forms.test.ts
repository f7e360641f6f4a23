import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { relatedForms } from "../../src/text/verb-forms.ts";
import { kbOf } from "./helpers.ts";

// A warehouse's rules written for these tests: the documents name an action otherwise than people ask.
const RULES = `# Правила склада

## Неявка на смену
Кладовщик, который не сможет выйти на смену, звонит начальнику склада не позднее чем за 3 часа до её начала.

## Находки
Забытые вещи сотрудников хранятся в шкафу охраны 2 месяца, затем передаются на благотворительность.

## Парковка
Парковка для сотрудников бесплатная, пропуск выдаёт охрана.
`;

describe("a verb asked in another form than the document writes it", () => {
  it("«не выйду на смену» meets «не сможет выйти на смену» and is answered with its figure", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("за сколько надо предупредить если не выйду на смену", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("за 3 часа");
  });

  it("«забыл вещи» meets «Забытые вещи» and is answered", async () => {
    const { deps } = await kbOf({ "rules.md": RULES });
    const r = await answerOnce("если забыл вещи на складе, сколько их будут хранить?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("2 месяца");
  });

  it("reads the future and past of «идти» with a prefix as its infinitive, and a past in -ыл as its -тый participle", () => {
    expect(relatedForms("выйду")).toEqual(["выйти"]);
    expect(relatedForms("пришёл")).toEqual(["прийти"]);
    expect(relatedForms("обойдём")).toEqual(["обойти"]);
    expect(relatedForms("забыла")).toEqual(["забытые"]);
    expect(relatedForms("стол")).toEqual([]);
  });

  // Helper h37b: the imperfective infinitive in «-ходить» holds its perfective in «-йти» (a prefix in a consonant takes «о»);
  // its other forms («приходит» of money, «прихода» of an event) stay as they are.
  // Undone at session 37's merge: the reading cost h31d's «можно ли приходить в шортах?» its dress code.
  it.failing("reads the infinitive of «-ходить» with a prefix as its perfective in «-йти», and no other form of it", () => {
    expect(relatedForms("приходить")).toEqual(["прийти"]);
    expect(relatedForms("подходить")).toEqual(["подойти"]);
    expect(relatedForms("входить")).toEqual(["войти"]);
    expect(relatedForms("приходит")).toEqual([]);
    expect(relatedForms("ходить")).toEqual([]);
  });
});
