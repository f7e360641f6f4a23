import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 32 (h32h): an admin of a flower-shop chain nobody tuned to (pilot set walk32) uploaded seven documents and
// removed the samples; an employee walked the chat in Chromium. Every defect they met, through the chat turn as the
// browser sends it.
const DOCS = resolve(import.meta.dir, "../fixtures/pilot/walk32/docs");

describe("a holiday's pay rule is not multiplied by the bonus it adds", () => {
  // «Работа … 8 марта … в двойном размере, и к ней добавляется премия 3 000 руб. за смену»: the bonus «за смену» was read
  // as the shift's pay, «2 × 3000 = 6000 руб.» was asserted and the one sentence quoted twice.
  it("«сколько платят 8 марта» quotes the double pay and the bonus, with no sum of the bonus doubled", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько платят 8 марта");
    expect(r.answer.content).toContain("двойном размере");
    expect(r.answer.content).not.toMatch(/6\s?000/);
  });
});

describe("a follow-up asking when is answered by the sentence that says when", () => {
  // «Процент с продаж начисляется по итогам месяца…» is in the pay-dates section; the salary table's row was shown instead.
  it("«а процент с продаж когда?» after the pay dates gives «по итогам месяца»", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("когда зп приходит?");
    const { m } = await send("а процент с продаж когда?");
    expect(m.content).toContain("по итогам месяца");
  });
});

describe("a question worded otherwise than its sentence is answered, not hedged", () => {
  // «в начале марта» is the sentence's «с 1 по 8 марта»; refused over «начале» until session 38 (h38b's loose measures).
  it("«можно взять отпуск в начале марта?» gives the peak weeks rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("можно взять отпуск в начале марта?");
    expect(r.answer.content).toContain("с 1 по 8 марта");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });

  // «не открывает дверь» is the section «Если получателя нет на месте»; refused outright.
  it.failing("«что делать если получатель не открывает дверь» gives the courier's 15 minutes", async () => {
    const r = await (await freshChats({ docs: DOCS }))("что делать если получатель не открывает дверь");
    expect(r.answer.content).toContain("15 минут");
  });

  // «не принимает карты» is the heading's «не проводит карту»; shown only as «possibly related» until session 44 (h44b: a
  // failure told with another negated verb of the same two things is the same failure).
  it("«терминал не принимает карты» gives the restart and the QR payment", async () => {
    const r = await (await freshChats({ docs: DOCS }))("терминал не принимает карты");
    expect(r.answer.content).toContain("QR-коду");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });

  // «горшке» (noun) is the sentence's «Горшечные» (its adjective); the stemmer does not join them.
  // The adjective holds its noun on the documents' side (h33d; session 33's merge).
  it("«можно вернуть орхидею в горшке» gives the potted plants' rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("можно вернуть орхидею в горшке");
    expect(r.answer.content).toContain("Горшечные растения");
  });

  // «дресс код» is the section «Внешний вид и форма»; refused outright. Session 33's closing of «дресс код» was reverted for
  // heldout-insurance q14; session 43 (h43b) joins it and holds a passage's «SERVICE DESK» as the joined word too.
  it("«какой дресс код» gives the apron and the black clothes", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какой дресс код");
    expect(r.answer.content).toContain("фартуке");
  });

  // «розы» are the sentence's «цветы»/«стебли» (a kind for its kind-of); hedged over «розы».
  it.failing("«как подрезать розы» gives the 45 degrees", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как подрезать розы");
    expect(r.answer.content).toContain("45 градусов");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });
});

describe("how to do a thing leads with the sentence of that thing", () => {
  // «Возврат денег» says how; the delivery complaint's «вернуть 30% стоимости» met «вернуть» first.
  it.failing("«как вернуть деньги клиенту за букет» gives the refund section", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как вернуть деньги клиенту за букет");
    expect(r.answer.content).toContain("тем же способом");
  });

  // Same as walk31's «как поменяться сменой»: the shift table's row comes before the swap sentence.
  it("«как поменяться сменой с коллегой» gives the swap rule without the shift table's rows", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как поменяться сменой с коллегой");
    expect(r.answer.content).toContain("за два дня");
    expect(r.answer.content).not.toContain("8:00");
  });
});

describe("a request to write a paper is not told it asked nothing", () => {
  // «напиши» + «заявление» met the post guard: «Вы не просили написать пост или статью» to someone who asked to write.
  it("«напиши заявление на отпуск с 10 по 24 июня» is not told it did not ask to write", async () => {
    const r = await (await freshChats({ docs: DOCS }))("напиши заявление на отпуск с 10 по 24 июня");
    expect(r.answer.content).not.toContain("не просили написать");
    // What the rules say about the paper asked is shown, not «в документах компании ответа не нашёл» with no search made.
    expect(r.answer.content).toContain("не позднее чем за три недели");
  });

  // A greeting card for mum was offered «питание и рацион», «описание вакансии» or «КБЖУ-счётчик».
  it.failing("«придумай текст открытки на день рождения маме» is not offered nutrition or a vacancy", async () => {
    const r = await (await freshChats({ docs: DOCS }))("придумай текст открытки на день рождения маме");
    expect(r.answer.content).not.toMatch(/питание|вакансии|КБЖУ/iu);
  });
});

describe("a company question whose document is gone is refused, not handed to a skill on one word", () => {
  // Leave-one-out of walk32 q26: without the care standard, «температура» entered the health skill («С какого дня это
  // началось?») for a question about the flowers' cold room.
  it("«какая температура в холодильнике для цветов» without the care standard does not enter the health skill", async () => {
    const docs = mkdtempSync(join(tmpdir(), "walk32-"));
    cpSync(DOCS, docs, { recursive: true });
    rmSync(join(docs, "uhod-i-bezopasnost.pdf"));
    const r = await (await freshChats({ docs }))("какая температура в холодильнике для цветов");
    expect(r.skill).toBeNull();
  });
});
