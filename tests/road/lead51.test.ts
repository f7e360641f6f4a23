import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Session 51, the lead's Chromium walk. An admin uploaded a pottery studio's staff rules with a pay table (.docx), the safety
// instruction (.pdf), classes and prices (.md), a stock-and-kiln memo (.txt) and a contacts table (.html) to an empty app
// (tests/fixtures/lead51); a new master's assistant asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead51/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead51/own/moi-smeny.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("firing a pot is not a burn", () => {
  // «могу я обжечь свою чашку бесплатно» got the burn first aid («При ожоге место охлаждают…»): «обжечь» a thing is firing
  // it (Викисловарь «обжечь», 2: подвергнуть обжигу); the injury is the reflexive «обжечься» or a part of the body burnt.
  it("«могу я обжечь свою чашку бесплатно» gives the staff's free firing", async () => {
    const a = (await ask("могу я обжечь свою чашку бесплатно")).answer.content;
    expect(a).toContain("5 кг");
    expect(a).not.toContain("ожоге");
  });
  it("«ученик обжёгся об печь что делать» still gets the burn steps", async () => {
    expect((await ask("ученик обжёгся об печь что делать")).answer.content).toContain("прохладной водой");
  });
  it("«обжёг руку о печь» still gets the burn steps", async () => {
    expect((await ask("обжёг руку о печь")).answer.content).toContain("прохладной водой");
  });
});

describe("falling ill in other words asks the sick-leave rule", () => {
  // «я простыла, что делать» was refused naming the manager: the sick-leave rule's name asks «кого предупредить и когда», and
  // these rules say «написать администратору», not «предупредить»; the person asked what to do, which the rule answers.
  it("«я простыла, что делать» gives the studio's sick-leave steps", async () => {
    const a = (await ask("я простыла, что делать")).answer.content;
    expect(a).toContain("до 9:00");
    expect(a).toMatch(/\[1\]/);
  });
  it("«я заболела что делать» still does", async () => {
    expect((await ask("я заболела что делать")).answer.content).toContain("до 9:00");
  });
});

describe("an age asked is met by a count of years", () => {
  // «с какого возраста берём детей» was refused «ничего не сказано про «возраста»»: an age is a count of years, and the
  // safety rules give it as «Детей принимают с 6 лет».
  it("«с какого возраста берём детей» gives «с 6 лет» with its [n]", async () => {
    const a = (await ask("с какого возраста берём детей")).answer.content;
    expect(a).toContain("6 лет");
    expect(a).toMatch(/\[1\]/);
  });
  it("«какой возраст у мастера» is not answered with the children's age", async () => {
    expect((await ask("какой возраст у мастера")).answer.content).not.toMatch(/^Детей принимают/);
  });
});

describe("an English pay rate meets the Russian «ставка»", () => {
  // «what is the hourly rate for an assistant» was refused: «rate» meets only the ratings' «рейтинг». A group «ставка rate»
  // (Oxford 3000 / ORD) answered it, but moved road h22b's check-in hours and h28c's night premium (every text saying «ставка»
  // gained the group's term): left failing.
  it.failing("«what is the hourly rate for an assistant» gives the assistant's 380", async () => {
    const a = (await ask("what is the hourly rate for an assistant")).answer.content;
    expect(a).toContain("380");
    expect(a).not.toContain("650");
  });
});

describe("a relative asked of is a member of the family the rules name", () => {
  // «моя мама хочет на мастер-класс, есть скидка?» is hedged over «Скидка 50%… для членов семьи сотрудника»: the children's
  // rules say «родителя», a synonym of «мама» in the thesaurus, so «мама» counts as named and is not lifted to «семья»; lifting
  // it whenever the word itself is unnamed cost kodservice's «а макбук можно?» and refused «как подключиться к принтеру» no more
  // (the equipment kind). And «мама» is taken for the thing asked, not the «скидка» the question ends on.
  it.failing("«моя мама хочет на мастер-класс, есть скидка?» gives the family discount of 50%", async () => {
    const r = await ask("моя мама хочет на мастер-класс, есть скидка?");
    expect(r.answer.content).toContain("50%");
    expect(r.answer.content).toMatch(/\[1\]/);
  });
});

describe("a price asked is no job for a skill", () => {
  // «сколько стоит обучение на курсах повышения квалификации» entered the training-plan skill («Уточните, кого обучаем…»): a
  // price asked with no work asked for is the documents' to give, or their refusal to say whom to ask.
  it("«сколько стоит обучение на курсах повышения квалификации» enters no skill and names whom to ask", async () => {
    const r = await ask("сколько стоит обучение на курсах повышения квалификации");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("@krug-keramika.ru");
  });
  it("«составь план обучения нового ассистента» still enters a skill", async () => {
    expect((await ask("составь план обучения нового ассистента")).skill).not.toBeNull();
  });
});

describe("a reply to what a customer wrote, told by the person", () => {
  // «клиент пишет что чашка треснула, напиши ему ответ» said «Не нашёл письмо, на которое нужно ответить»: the person told what
  // the customer wrote, which is the letter to answer; the mailbox need not hold it.
  it("drafts an apology for the cracked cup", async () => {
    const r = await ask("клиент пишет что чашка треснула, напиши ему ответ");
    expect(r.answer.content).not.toContain("Не нашёл письмо");
    expect(JSON.stringify(r.answer)).toContain("чашка треснула");
  });
});

describe("the person's own shifts by the kinds a rule's sentence lists", () => {
  // «сколько я заработаю за декабрь» with «2 декабря — утро…» attached was hedged: the studio's rules list the kinds in prose
  // («Утренняя смена — с 10:30 до 16:30, вечерняя — с 16:00 до 22:30»), not in a table of shifts.
  it("works out three morning and three evening shifts at the assistant's 380", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("сколько я заработаю за декабрь");
    expect(a).toContain("6 × 380 = 2280");
    expect(a).toContain("6,5 × 380 = 2470");
    expect(a).toContain("итого 14250");
  });
  // «посчитай мою зарплату за декабрь» was asked between a job offer, a cash-flow forecast and unit economics; «сколько я получу
  // за вечерние смены» summed the mornings too (the two kinds share one sentence).
  it("«посчитай мою зарплату за декабрь» works it out, asking no question between skills", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    expect(await chat("посчитай мою зарплату за декабрь")).toContain("итого 14250");
  });
  it("«сколько я получу за вечерние смены» sums the three evenings alone", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("сколько я получу за вечерние смены");
    expect(a).toContain("3 × 2470 = 7410");
    expect(a).not.toContain("утренняя");
  });
});

describe("opening hours asked with the imperfective verb", () => {
  // «во сколько открывается студия в субботу» hedged over the firing days: the rules say «Студия открыта … с 10:00 до 20:00 по
  // выходным», the participle of «открыть», whose imperfective «открываться» Snowball stems apart.
  it("«во сколько открывается студия в субботу» gives the weekend hours", async () => {
    const a = (await ask("во сколько открывается студия в субботу")).answer.content;
    expect(a).toContain("10:00 до 20:00");
    expect(a).toMatch(/\[\d\]/);
  });
});

describe("a food the calorie table lacks is said, not left out of the sum", () => {
  // «посчитай сколько калорий в круассане и капучино» totalled the cappuccino alone (113 kcal) and never named the croissant:
  // the first food after «калорий в» was not read as an item of the meal.
  it("names the croissant it does not know and still totals the cappuccino", async () => {
    const a = (await ask("посчитай сколько калорий в круассане и капучино")).answer.content;
    expect(a).toContain("круассан");
    expect(a).toContain("капучино");
  });
  it("«сколько калорий в борще и компоте» totals both, asking nothing", async () => {
    const a = (await ask("сколько калорий в борще и компоте")).answer.content;
    expect(a).toContain("борщ");
    expect(a).not.toContain("Не знаю");
  });
});

describe("a follow-up naming another post asks that post's rate", () => {
  // «а мастер?» after «сколько я получаю в час если я ассистент» hedged over the master's own row («Ставка в час, руб.: 650»):
  // «ассистент» stays asked, and the first-person «получаю» no document holds weighs half. Dropping the replaced «я ассистент»
  // (a nominative remnant) lifted the share to 0.51 only; naming the wage («…получаю зарплату…») lost the first question, the
  // rules saying «Ставка», not «зарплата» (as session 50's «Ставка в час»).
  it.failing("«а мастер?» gives the master's 650", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("сколько я получаю в час если я ассистент");
    const a = (await chat("а мастер?")).m.content;
    expect(a).not.toMatch(/^В документах/);
    expect(a).toContain("650");
  });
});
