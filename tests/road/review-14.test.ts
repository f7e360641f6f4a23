import { describe, expect, it } from "bun:test";
import { freshChats, sameChat } from "./helpers.ts";
import { readMeal } from "../../src/skills/interview/meal.ts";
import { extractFacts } from "../../src/skills/interview/extract.ts";
import { newLetterIn } from "../../src/routing/embedded/args.ts";
import { letterFromInterview } from "../../src/skills/interview/letter-draft.ts";
import { createServices } from "../../src/services.ts";
import { loadConfig } from "../../src/config.ts";
import { fakeFace } from "../web/helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { addressInDocuments } from "../../src/tools/doc-contacts.ts";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Session 14's review: bugs a reviewer confirmed in this session's own new rules, each run end to end.
const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;

describe("a health emergency asked «куда звонить» stays with the health skill", () => {
  it("«у ребёнка температура 39 и судороги, куда звонить?» gets the emergency numbers, not a documents refusal", async () => {
    const { answer } = await (await freshChats({ tools: true }))("у ребёнка температура 39 и судороги, куда звонить?");
    expect(answer.content).toMatch(/103|112/);
    expect(answer.content).not.toContain("В документах компании нет ответа");
  });
});

describe("leaving a skill needs the offer declined by name", () => {
  it("«нет, спасибо» to the nutrition skill's question about food limits gives the result, the skill kept", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["подбери мне питание, хочу похудеть", "женщина, 28 лет, 65 кг, рост 168", "сижу в офисе"]) await send(m);
    const { m } = await send("нет, спасибо");
    expect(m.content).toContain("Миффлина");
    expect(skillOf(send)).toBe("nutrition");
  });

  it("«ой, слушай, составь мне теперь план тренировок в зал, 4 раза в неделю» after nutrition's day enters fitness", async () => {
    const send = await sameChat({ tools: true });
    for (const m of ["подбери мне питание, хочу похудеть", "женщина, 28 лет, 65 кг, рост 168", "сижу в офисе", "нет", "да, распиши"]) await send(m);
    await send("ой, слушай, составь мне теперь план тренировок в зал, 4 раза в неделю");
    expect(skillOf(send)).toBe("fitness");
  });
});

describe("a letter skill makes its own letter only when that letter is asked for", () => {
  const LETTER = "помоги написать деловое письмо поставщику ООО «ОфисТорг»: хотим скидку 10% на бумагу, так как берём 200 пачек в месяц";
  type Card = { tool: string; result: { to?: string; draftId?: string } };
  const cards = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];

  it("inside it, «напиши письмо Игорю Петрову, что…» is a letter to Petrov", async () => {
    const send = await sameChat({ tools: true });
    await send(LETTER);
    const { m } = await send("напиши письмо Игорю Петрову, что договор посмотрели и подпишем в пятницу");
    expect(cards(m)[0]?.result.to ?? "").toContain("i.petrov@printline.example");
  });

  it("«удали черновик», «где мой черновик?» make no new draft", async () => {
    const send = await sameChat({ tools: true });
    await send(LETTER);
    const pending = send.services.drafts.listPending(send.chatId).length;
    expect(cards((await send("где мой черновик?")).m)).toEqual([]);
    expect(send.services.drafts.listPending(send.chatId).length).toBeLessThanOrEqual(pending);
  });

  it("the skill's first letter leaves an earlier pending reply to someone else alone", async () => {
    const send = await sameChat({ tools: true });
    await send("ответь Игорю Петрову, что договор посмотрели и подпишем в пятницу");
    const reply = send.services.drafts.listPending(send.chatId)[0]?.id;
    await send(LETTER);
    expect(send.services.drafts.listPending(send.chatId).map((d) => d.id)).toContain(reply);
  });

  it("no addressee is read from a manner or a sender: «на английском», «в двух словах», «от Ольги Кузнецовой»", () => {
    const of = (request: string) => letterFromInterview({ skill: "business-letter", lang: "ru", facts: { request }, asked: [], pending: [], done: true }, "ru");
    expect(of("составь деловое письмо на английском, что мы просим скидку")).toBeNull();
    expect(of("деловое письмо в двух словах: просим скидку")).toBeNull();
    expect(of("нужен ответ на жалобу клиента, письмо от Ольги Кузнецовой, что доставка опоздала на три дня")).toBeNull();
  });
});

describe("a document to make is no letter to a role", () => {
  it("«составь таблицу, что есть на складе», «составь смету, что…», «напиши программу, что…» are not letters", () => {
    expect(newLetterIn("составь таблицу, что есть на складе")).toBeNull();
    expect(newLetterIn("составь смету, что нужно купить для офиса")).toBeNull();
    expect(newLetterIn("напиши программу, что считает зарплату")).toBeNull();
    expect(newLetterIn("напиши бухгалтеру, что я задержу отчёт")?.to).toBe("бухгалтеру");
  });

  it("«письмо на английском о встрече», «письмо красиво с благодарностью» name no addressee", () => {
    expect(newLetterIn("напиши письмо на английском о встрече")).toBeNull();
    expect(newLetterIn("составь письмо красиво с благодарностью")).toBeNull();
  });
});

describe("letters find the right address in the directory", () => {
  async function directory(text: string) {
    const dir = mkdtempSync(join(tmpdir(), "dir14-"));
    mkdirSync(join(dir, "docs"));
    writeFileSync(join(dir, "docs", "contacts.md"), text);
    const services = await createServices(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "d14-")) }), { face: fakeFace(null), log: () => {} });
    await seedSamples(services, join(dir, "docs"));
    return (to: string) => addressInDocuments(services.db, to);
  }

  it("a surname that opens like a clipped compound («Бухарину», «Завадскому») keeps its address", async () => {
    const find = await directory("# Контакты\n\nГлавный бухгалтер — Павел Бухарин, p.buharin@firm.ru.\n\nКладовщик — Олег Завадский, o.zavadsky@firm.ru.\n");
    expect(find("Бухарину")).toBe("p.buharin@firm.ru");
    expect(find("Завадскому")).toBe("o.zavadsky@firm.ru");
  });

  it("a section headed «Закупки» whose first address is a director's named in its clause does not send «в закупки» there", async () => {
    const find = await directory("# Регламент\n\n## Закупки\n\nПревышение лимита согласуйте с финансовым директором Анной Ивановой: a.ivanova@firm.ru.\n");
    expect(find("закупки")).toBeNull();
  });
});

describe("the meal and activity readings keep what was said", () => {
  const grams = (message: string, name: string) => readMeal(message).mentions.filter((m) => m.food.name === name).reduce((s, m) => s + m.grams, 0);

  it("a second helping at another meal or with «ещё» adds up", () => {
    expect(grams("на завтрак банан 120 г, на ужин ещё банан", "банан")).toBe(240);
    expect(grams("курица 150 г в обед и курица на ужин", "куриная грудка")).toBe(300);
  });

  it("«с утра не ел, в обед гречка с курицей» keeps the buckwheat", () => {
    expect(readMeal("с утра не ел в обед гречка с курицей").mentions.map((m) => m.food.name)).toContain("гречка");
  });

  it("workouts a week never lower the activity a job or daily running says", () => {
    expect(extractFacts("работаю на стройке, в зал хожу 2 раза в неделю").activity).toBe("1.9");
    expect(extractFacts("бегаю каждый день, а в зал 2 раза в неделю").activity).toBe("1.725");
    expect(extractFacts("сижу в офисе, занимаюсь английским 2 раза в неделю").activity).toBe("1.2");
  });

  it("«передумала, хочу лучше набрать мышечную массу» changes the fitness goal", async () => {
    const send = await sameChat({ tools: true });
    await send("хочу начать тренироваться, хочу похудеть");
    await send("передумала, хочу лучше набрать мышечную массу");
    await send("новичок");
    await send("3 раза в неделю");
    await send("дома");
    const { m } = await send("нет");
    expect(m.content).toContain("цель: набрать");
  });
});

describe("a letter told in an answer to the skill's question is drafted too", () => {
  it("«в бухгалтерию, прошу продлить срок…, подпись Алексей Смирнов» after «Помоги с письмом» makes the letter, signed", () => {
    const letter = letterFromInterview({ skill: "business-letter", lang: "ru", facts: { request: "письмом", step0: "в бухгалтерию, прошу продлить срок сдачи авансового отчёта на неделю, подпись Алексей Смирнов" }, asked: [], pending: [], done: true }, "ru");
    expect(letter?.to).toBe("бухгалтерию");
    expect(letter?.body).toContain("Прошу продлить срок сдачи авансового отчёта на неделю.");
    expect(letter?.body).toMatch(/С уважением,\nАлексей Смирнов$/);
  });
});
