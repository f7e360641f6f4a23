import { beforeAll, describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 23 (helper h23c): a new usher's and a cashier's everyday questions over the cinema chain's own documents
// (walk22a-defects.md items 4, 6; walk22b-defects.md items 4, 6, 7), each a failing test first, with wordings of the same
// need the walks did not use.

const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
let ask: Awaited<ReturnType<typeof freshChats>>;
let askEn: Awaited<ReturnType<typeof freshChats>>;
beforeAll(async () => {
  ask = await freshChats({ docs: CINEMA });
  askEn = await freshChats({ docs: CINEMA, lang: "en" });
});

const FULL_REFUND = "Не позднее чем за 20 минут до начала сеанса — возврат 100% стоимости билета";

// Walk 22a #92, 22b #3: «за сколько минут до сеанса можно вернуть билет с полным возвратом?» quoted the EXCHANGE rule
// («обменять … не позднее чем за 20 минут»): the thesaurus had «обмен» in the return group, so an exchange sentence met
// «вернуть» as the refund sentence did, and came first.
describe("a cashier asks how long before the show a ticket is refunded in full", () => {
  for (const q of ["за сколько минут до сеанса можно вернуть билет с полным возвратом?"]) {
    it(`«${q}» quotes the 100% refund deadline first, not the exchange rule`, async () => {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain(FULL_REFUND);
      expect(r.answer.content.indexOf(FULL_REFUND)).toBeLessThan(Math.max(0, r.answer.content.indexOf("обменять")) || Infinity);
    });
  }

  // A wording kept out of tuning, still failing: the right sentence is found, but «полностью» is met by no word of the rule
  // («возврат 100%»: a figure, not the word), so it is shown as «не ответ». Likewise «сдать билет и получить все деньги»
  // (walk 22b): «сдать» in the return group sent a cashier's «мужчина хочет сдать билет» into the complaint-reply skill.
  it("«до скольки минут до начала сеанса билет возвращают полностью?» quotes the 100% refund deadline, answered", async () => {
    const r = await ask("до скольки минут до начала сеанса билет возвращают полностью?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain(FULL_REFUND);
  });
});

const UNIFORM = "Фирменное поло бордового цвета";

// Walk 22a #6, #93, 22b #6: «что надо носить? у меня только синие джинсы есть» was refused and «what am I supposed to wear
// on shift?» too; «какая форма одежды» got the radio-channel line. The rules list the garments («поло», «брюки», «обувь»)
// under «Форма и внешний вид» and never say «одежда» or «носить».
describe("what to wear on shift is answered by the uniform rule", () => {
  // The documents say nothing of jeans: the uniform rule is shown, as «не ответ» (a group of garments made a rental pilot
  // set's jeans question, its dress rule left out, answer with an unrelated rule).
  it("«что надо носить? у меня только синие джинсы есть» is not refused: the uniform rule is shown", async () => {
    const r = await ask("что надо носить? у меня только синие джинсы есть");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toContain(UNIFORM);
  });

  for (const q of ["какая форма одежды у капельдинеров", "у меня только белые кроссовки, так можно на смену?", "в каких брюках можно выходить на смену?"]) {
    it(`«${q}» quotes «${UNIFORM}…», cited`, async () => {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain(UNIFORM);
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }

  it("«what am I supposed to wear on shift?» (English UI) is not refused and quotes the uniform rule", async () => {
    const r = await askEn("what am I supposed to wear on shift?");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toMatch(/поло|Бейдж/);
    expect(r.answer.content).not.toMatch(/supposed/);
  });
});

// Walk 22a #12, 22b #7: «а можно просто в вотсап старшему написать?» was refused («вотсап» unknown), «…в телеге?» too:
// the rule says «Сообщение в мессенджере без звонка не считается предупреждением».
describe("telling of illness by messenger meets the rule that a message is not enough", () => {
  for (const [first, then] of [["я заболела, кого предупредить и когда?", "а можно просто в вотсап старшему написать?"], ["заболел, что делать?", "а в телегу старшему скинуть сообщение достаточно?"]]) {
    it(`«${then}» after «${first}» quotes «Сообщение в мессенджере без звонка…»`, async () => {
      const send = await sameChat({ docs: CINEMA });
      await send(first);
      const r = await send(then);
      expect(answerStateOf(r.m.content)).toBe("answered");
      expect(r.m.content).toContain("Сообщение в мессенджере без звонка не считается предупреждением");
    });
  }
});

// Walk 22b #1: «а если минут через 20 свет так и не дали — что с билетами?» got the refund deadline («за 20 минут»):
// «свет» is the everyday word for mains power, and the rules say «электричество».
describe("the lights not coming back is the power-cut rule", () => {
  it("«что делать кассе, если свет так и не дали больше 15 минут?» quotes «Если электричество не вернулось через 15 минут…», answered", async () => {
    const r = await ask("что делать кассе, если свет так и не дали больше 15 минут?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Если электричество не вернулось через 15 минут");
  });

  it("«свет отключили на полчаса, зрителям деньги возвращаем?» is not refused", async () => {
    const r = await ask("свет отключили на полчаса, зрителям деньги возвращаем?");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).toMatch(/электроэнерги|электричеств/);
  });

  // Failed on h23c's branch (the follow-up's «через 20» met the refund deadline's «за 20 минут» first); passes since the
  // session's merge, the power cut being named as a situation.
  it("«а если минут через 20 свет так и не дали — что с билетами?» after a power cut quotes the 15-minute rule", async () => {
    const send = await sameChat({ docs: CINEMA });
    await send("посреди фильма всё погасло, в зале 1 только аварийки горят, люди встают");
    const r = await send("а если минут через 20 свет так и не дали — что с билетами?");
    expect(r.m.content).toContain("Если электричество не вернулось через 15 минут");
  });
});
