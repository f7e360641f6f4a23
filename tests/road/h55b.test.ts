import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 55, helper h55b (issue 14: answered ≥ 0.90). The expected section ranked first, the answer was still hedged «the
// documents do not answer it exactly» when the person said «свой» (their own) and the rule said «собственный» or «личный»:
// «Я работаю своими ключами и клиньями, мне за это что-нибудь платят?» over «…работает собственным набором, ему ежемесячно
// выплачивается компенсация за износ — 1 500 рублей» (tune47a p02), «можно фоткать детей на свой телефон» over «личный
// телефон убран…; Фотографировать детей можно только на рабочий планшет» (walk33 q15). Here a cleaning company's rules.
// Left failing: «свой» met by a term the full adjectives «собственный», «личный» hold (Ожегов: свой — 2. собственный, личный;
// branch h55b-trade, text/own-reflexive.ts) answered these, tune47a p02, walk33 q15 and one heldout-insurance question, but
// also one heldout-telecom question whose own document was taken out (leave-one-out, hedged before). Session 46 lost a blind
// leave-one-out the same way with «личный» as a thesaurus group: a rule saying «личный»/«собственный» of another thing meets
// the «свой» of a question the documents left cannot answer. Wants «свой» met only where the rule says it of the same thing.
const DOCS = resolve(import.meta.dir, "../fixtures/h55b/docs");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("«свой» asked is met by the rule's «собственный», «личный»", () => {
  it.failing("«я работаю своим пылесосом, мне за это что-нибудь платят?» is answered with the 800 rubles, cited", async () => {
    const r = await ask("я работаю своим пылесосом, мне за это что-нибудь платят?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/800 рублей/);
    expect(r.answer.content).toMatch(/\[\d\]/);
  });
  it.failing("«где оставлять свои вещи на уборке?» is answered with the brigade's car, cited", async () => {
    const r = await ask("где оставлять свои вещи на уборке?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/в машине бригады/);
    expect(r.answer.content).toMatch(/\[\d\]/);
  });
  // The twin: «своей» is met, the car and its petrol nowhere in the rules. Not an answer.
  it("«можно ездить на объект на своей машине, бензин компенсируют?» is still not answered", async () => {
    const r = await ask("можно ездить на объект на своей машине, бензин компенсируют?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("an everyday question of the same rules is unchanged", () => {
  it("«во сколько начинается смена?» is answered 8:00", async () => {
    const r = await ask("во сколько начинается смена?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/8:00/);
  });
  it("«какая компенсация за пылесос?» is answered with the 800 rubles", async () => {
    const r = await ask("какая компенсация за пылесос?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/800 рублей/);
  });
});
