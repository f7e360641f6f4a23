import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";

// Session 31 (h31e): a new employee of a dry-cleaning chain nobody tuned to (pilot set walk31) walked the chat in
// Chromium; every defect they met, through the chat turn as the browser sends it.
const DOCS = resolve(import.meta.dir, "../fixtures/pilot/walk31/docs");

type Cited = { n: number; docName: string; headingPath: string[] };
const cited = (meta: Record<string, unknown>) => (meta.citations as Cited[] | undefined) ?? [];

describe("a price list row answers for the item asked", () => {
  // The carpet row joins on «чистка» and its «срочно — не выполняется»: a row is not held to the item the question names.
  // «Химчистка» now holds «чистка» (compounds.ts «хим…»), and a row saying less of the question than another row beside it
  // is left out (outdone.ts ROW).
  // Left (session 33): h33d fixed it by reading «Химчистка» as «чистка»; that sent h25e's missing price to HR, so the
  // «хим…» part was taken out again (the row rule stays).
  it.failing("«сколько стоит срочная чистка пуховика» gives the down jacket's row without the carpet's", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько стоит срочная чистка пуховика");
    expect(r.answer.content).toContain("1 290");
    expect(r.answer.content).not.toContain("ковра");
  });

  // «кожанка» is a dictionary word, so univerbation (src/text/univerbation.ts) did not read it as «кожаная куртка»; the
  // univerbates a dictionary defines as their phrase are now read so (univerbates.json).
  it("«сколько стоит почистить кожанку» quotes the leather jacket's 2 900", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько стоит почистить кожанку");
    expect(r.answer.content).toContain("2 900");
  });

  // The follow-up adds only «срочно», which the previous answer already held; the merged reading was refused: «срочно», a
  // parenthetical of urgency, was dropped as said to the assistant though it is all the message names (stopwords.ts).
  it("«а срочно можно?» after the down jacket's price gives the urgent +50%", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("сколько стоит почистить пуховик");
    const { m } = await send("а срочно можно?");
    expect(m.content).toContain("+50%");
  });
});

describe("a role's pay is read from its row, not from a price of the same word", () => {
  // «курьер» meets the price list's «Доставка курьером» before the pay table's «Курьер | 150 руб. за доставку».
  // Left (h32e): «получает» is met by any money figure («\0money»), a client's price as much as a worker's pay; both
  // sentences cover the question alike (0.98) and the price list ranks first. Needs price told from pay by the figure's frame.
  it.failing("«сколько получает курьер за доставку» gives the courier's 150 руб. per delivery", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько получает курьер за доставку");
    expect(r.answer.content).toContain("150 руб");
    expect(cited(r.answer.meta).map((c) => c.docName)).toEqual(["oplata-i-grafik-smen.docx"]);
  });
});

describe("a question the documents do not hold is refused", () => {
  // The staff discount met «сотрудников», the fire muster point «у шлагбаума парковки» met «парковка».
  // Left (h32e): two passages each hold one of the two things and together cover the question; the judge has no rule that
  // one passage must hold the things together (a split cover), and one would need measuring on every set.
  it.failing("«есть ли парковка для сотрудников» cites neither the staff discount nor the muster point", async () => {
    const r = await (await freshChats({ docs: DOCS }))("есть ли парковка для сотрудников");
    expect(r.answer.content).not.toContain("скидку 30%");
    expect(r.answer.content).not.toContain("шлагбаума");
  });

  // «какая зарплата» asks an amount; the pay dates and the director's contact were asserted as the answer.
  // Left (h32e): the same split cover as the parking question, and «какая зарплата» is not read as asking a money figure.
  it.failing("«какая зарплата у директора сети» does not answer with the pay dates", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какая зарплата у директора сети");
    expect(r.answer.content).not.toContain("25-го");
  });
});

describe("how to do a thing is answered by the sentence that says how", () => {
  // The table rows under the same heading lead on «сменой»; the swap sentence comes third (pickSentences keeps the section).
  // Left (h32e): Snowball stems «сменить» (the thesaurus's change group, with «поменять») and «смена» (shift) alike «смен»,
  // so every shift row covers «поменяться» too; parting the homonymous stems changes the thesaurus for every set.
  it("«как поменяться сменой» gives the swap rule without the shift table's rows", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как поменяться сменой");
    expect(r.answer.content).toContain("не позднее чем за сутки");
    expect(r.answer.content).not.toContain("7:30");
  });
});

describe("what to do in a situation a short section names in one sentence", () => {
  // The section «Работа с растворителями» was told whole, the spill sentence last, after the machine's loading rules.
  it("«что делать если пролил растворитель» answers with the spill sentence alone", async () => {
    const r = await (await freshChats({ docs: DOCS }))("что делать если пролил растворитель");
    expect(r.answer.content).toContain("сорбентом");
    expect(r.answer.content).not.toContain("перхлорэтилене");
  });
});

describe("whom to turn to is answered by the directory line that names the matter", () => {
  // «не пришёл» is in no sentence: the accountant's line «Расчёт зарплаты, расчётные листки… — главный бухгалтер…» was shown
  // only as «possibly related».
  it("«кому писать если не пришёл расчётный листок» names the accountant's address, cited", async () => {
    const r = await (await freshChats({ docs: DOCS }))("кому писать если не пришёл расчётный листок");
    expect(r.answer.content).not.toContain("нет точного ответа");
    expect(r.answer.content).toContain("buh@chistaya-liniya.ru");
  });
});

describe("a web question is not sent to a company contact", () => {
  // Web search is not configured in the embedded face; the weather was refused as a document question naming HR's address.
  it("«какая погода в Казани» names no HR address", async () => {
    const r = await (await freshChats({ docs: DOCS }))("какая погода в Казани");
    expect(r.answer.content).not.toContain("hr@chistaya-liniya.ru");
  });
});

describe("a question about the attached file reads the file", () => {
  // With a receipt attached, «что в этом чеке?» was answered by the IT memo's «Если касса не печатает чек…»; a demonstrative
  // before a noun the attached file is named by now points at it (deixis.withoutNamedFile).
  it("«что в этом чеке?» after attaching a receipt quotes its sum, not the cash register rule", async () => {
    const ask = await chatWithFile(DOCS, resolve(import.meta.dir, "../fixtures/walk31e/chek.txt"));
    const said = await ask("что в этом чеке?");
    expect(said).toContain("1450");
    expect(said).not.toContain("перезапустите");
  });
});
