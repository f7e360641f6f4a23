import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Helper A of session 30: the lead's Chromium pass over walk 28a's cinema chain («Янтарный экран»), phrasings nobody
// wrote code for. Each test asserts what the person sees in the chat.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");

describe("coming to work in trainers is a dress-code question", () => {
  // «можно ли приходить в кроссовках?» led with «Расчётный листок приходит на личную почту 10-го числа»: the payslip
  // «arrives» met «приходить» by its stem, and the dress code («футболки… брюки или юбка — тёмные») came second.
  it("«можно ли приходить в кроссовках?» is answered by the dress code alone", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("можно ли приходить в кроссовках?");
    expect(r.answer.content).toContain("футболки");
    expect(r.answer.content).not.toContain("Расчётный листок");
  });
});

describe("what to wear asked in English", () => {
  // «What should I wear to work?» with the English interface was hedged with the foreign staff's documents (patent,
  // passport) over «work»; the English guide says «two burgundy T-shirts and a name badge».
  it("«What should I wear to work?» gets the T-shirts of the guide or the dress code", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("What should I wear to work?");
    expect(r.answer.content).toMatch(/T-shirts|футболки/);
    expect(r.answer.content).not.toContain("patent");
  });
});

describe("loyalty «бонусы» are the documents' «баллы»", () => {
  // A guest's loyalty card earns «баллы» in the price list; «бонусы» met only the staff's monthly bonus («премия») and
  // the question was refused or hedged with the discipline bonus.
  it("«когда сгорают бонусы по карте?», «сколько бонусов начисляется по карте лояльности?» are answered from the loyalty programme", async () => {
    const ask = await freshChats({ docs: CINEMA });
    const burn = await ask("когда сгорают бонусы по карте?");
    expect(burn.answer.content).toContain("через 12 месяцев");
    expect(answerStateOf(burn.answer.content)).toBe("answered");
    const earn = await ask("сколько бонусов начисляется по карте лояльности?");
    expect(earn.answer.content).toContain("баллы с билетов — 5%");
    expect(earn.answer.content).not.toContain("премия");
  });
});

describe("a guest who wants money for a broken seat", () => {
  // «гость требует деньги за сломанное кресло» was hedged with the wheelchair evacuation line («Гостей на
  // креслах-колясках…») or refused naming accounting; the complaints rule says how a complaint is taken and who may give
  // what compensation.
  it("«гость требует деньги за сломанное кресло» gets the complaints or compensation rule, not wheelchairs", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("гость требует деньги за сломанное кресло");
    expect(r.answer.content).not.toContain("колясках");
    expect(r.answer.content).toMatch(/[Кк]омпенсаци|жалоб/);
  });
});

describe("leaving a shift early with a headache is a company rule", () => {
  // «можно мне уйти пораньше если болит голова?» entered the «Здоровье» skill («С какого дня это началось…?»); the
  // person asks whether they may leave their shift, which the company's rules or its people answer.
  it("«можно мне уйти пораньше если болит голова?» enters no skill and names the rule or whom to ask", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("можно мне уйти пораньше если болит голова?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("навыку");
    expect(r.answer.content).toMatch(/@|\[\d+\]/);
  });
});

describe("calories are not a price", () => {
  // «сколько ккал в попкорне 150 г» was answered with the bar's price rows («Начос… 150 г; цена — 290»): the question
  // asks for kilocalories, which no row gives.
  it("«сколько ккал в попкорне 150 г» asserts no price row", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("сколько ккал в попкорне 150 г");
    expect(r.answer.content).not.toMatch(/цена — \d+ \[\d\]/);
    // The calorie counter takes it, or the documents show it as possibly related at most.
    expect(r.skill === "calories" || answerStateOf(r.answer.content) !== "answered").toBe(true);
  });
});

describe("lights out in the hall", () => {
  // «что делать если в зале погас свет?» was hedged («Про «погас» в найденном ничего не сказано») though the
  // emergency instruction's «Эвакуация из тёмного зала» says what to do when the hall goes dark.
  it("«что делать если в зале погас свет?» is answered from the dark-hall section", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("что делать если в зале погас свет?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/фонари|полный свет/);
  });
});
