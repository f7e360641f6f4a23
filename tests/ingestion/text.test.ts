import { describe, expect, it } from "bun:test";
import { extractDocument } from "../../src/ingestion/extract/index.ts";

const txt = (s: string | Uint8Array) => extractDocument("notes.txt", typeof s === "string" ? new TextEncoder().encode(s) : s);

describe("plain text", () => {
  it("is one section when it has no headings", async () => {
    const doc = await txt("Just a note.\nSecond line of it.\n\nAnother paragraph.\n");
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.headingPath).toEqual([]);
    expect(doc.sections[0]!.text).toBe("Just a note.\nSecond line of it.\n\nAnother paragraph.");
  });

  it("is split at numbered headings, nested by their depth", async () => {
    const doc = await txt("ПРАВИЛА ПАРКОВКИ\n\n1. Общие положения\nПарковка доступна сотрудникам с пропуском.\n1.1 Гости\nГостевые места бронируются заранее у администратора.\n2. Ответственность\nЗа нарушения пропуск блокируется на неделю.\n");
    expect(doc.title).toBe("ПРАВИЛА ПАРКОВКИ");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Общие положения"], ["Общие положения", "Гости"], ["Ответственность"]]);
  });

  it("reads a line underlined with === or --- as a heading of that depth, and drops the underline", async () => {
    const doc = await txt("ПРАВИЛА РАБОТЫ С ПОЧТОЙ\n=======================\n\nОбщие положения\n---------------\nРабочую переписку ведут только с корпоративной почты.\n\nВложения\n--------\nФайлы больше 25 МБ отправляют ссылкой.\n");
    expect(doc.title).toBe("ПРАВИЛА РАБОТЫ С ПОЧТОЙ");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["Общие положения"], ["Вложения"]]);
    expect(doc.text).not.toContain("---");
    expect(doc.text).not.toContain("===");
    expect(doc.sections[1]!.text).toBe("Файлы больше 25 МБ отправляют ссылкой.");
  });

  // Walk 17a: the first line of a list after «…нормы выдачи СИЗ:» became a heading, and its row was lost from answers.
  it("keeps a list introduced by a colon in its section: its first line is no heading", async () => {
    const doc = await txt("2. СРЕДСТВА ЗАЩИТЫ\n\n2.1. Нормы выдачи СИЗ станочникам:\n\nКостюм хлопчатобумажный — 1 шт. на 12 месяцев\nБотинки кожаные — 1 пара на 12 месяцев\nОчки защитные — до износа\n\n2.2. Работа в перчатках запрещена.\n");
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["СРЕДСТВА ЗАЩИТЫ"]]);
    expect(doc.sections[0]!.text).toContain("Костюм хлопчатобумажный — 1 шт. на 12 месяцев");
    const plant = await txt(new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk17a/docs/okhrana-truda.txt`).arrayBuffer()));
    expect(plant.sections.flatMap((s) => s.headingPath).filter((h) => h.includes("Костюм"))).toEqual([]);
  });

  it("reads Windows-1251 text, as old Russian text files are saved", async () => {
    const cp1251 = new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0, 0x21]);
    expect((await txt(cp1251)).text).toBe("Привет, мир!");
  });

  it("folds no-break and other odd spaces into plain ones so numbers match", async () => {
    expect((await txt("Лимит\u00a030\u202f000 руб.")).text).toBe("Лимит 30 000 руб.");
  });
});

describe("documents with little text", () => {
  it("keeps a document made only of headings as one section instead of losing it", async () => {
    const doc = await extractDocument("headings.md", new TextEncoder().encode("# Title\n\n## Part one\n\n## Part two\n"));
    expect(doc.sections).toEqual([{ headingPath: [], text: doc.text, page: null, start: 0, end: doc.text.length }]);
    expect(doc.text).toBe("Title\n\nPart one\n\nPart two");
  });
});

describe("plain text typed with hard line breaks", () => {
  it("joins a sentence wrapped over lines into one, so an answer never ends mid-sentence", async () => {
    const doc = await txt("Сроки возврата\n--------------\n\nТовар можно вернуть в течение 14 дней, не считая дня покупки,\nесли сохранены упаковка и чек. Для участников клуба срок\nвозврата продлён до 30 дней.\n\n- кабель, провод\n- краска\n");
    expect(doc.sections[0]!.text).toContain("Для участников клуба срок возврата продлён до 30 дней.");
    expect(doc.sections[0]!.text).toContain("покупки, если сохранены");
    expect(doc.sections[0]!.text).toContain("- краска");
  });

  // Walk 22a: «(холодный хот-» / «дог, выдохшаяся кола)» was stored and quoted as «хот- дог». A text editor wraps at
  // spaces and never hyphenates, so a hyphen at a line's end belongs to the word: the halves join with it, no space.
  it("joins a hyphenated word broken at a line's end back into one word", async () => {
    const doc = await txt("Бар\n---\n\nПродукция бара не возвращается. Если товар бракованный (холодный хот-\nдог, выдохшаяся кола), бармен заменяет его.\n");
    expect(doc.sections[0]!.text).toContain("(холодный хот-дог, выдохшаяся кола)");
  });

  it("still joins a line ending in a dash set off by spaces with a space", async () => {
    const doc = await txt("Порезы\n------\n\nПри порезе стекла в лицо, шею или кисть -\nвызывайте скорую.\n");
    expect(doc.sections[0]!.text).toContain("кисть - вызывайте скорую.");
  });
});

// Walk 19a: a safety instruction hard-wrapped at ~72 columns. The first line of a wrapped paragraph became a heading
// (and the parent of every later section), and a paragraph break was put inside sentences («Краги, очки ‖ и дозиметры»).
describe("plain text hard-wrapped at a fixed width", () => {
  const walk19 = async () => txt(new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk19a/docs/02_ohrana_truda_SIZ.txt`).arrayBuffer()));

  it("reads a wrapped paragraph's first line as part of the paragraph, not as a heading", async () => {
    const doc = await walk19();
    const names = doc.sections.flatMap((s) => s.headingPath);
    expect(names.filter((h) => /^(Форма после|Беременные)/.test(h))).toEqual([]);
    expect(doc.sections.map((s) => s.headingPath.at(-1))).toEqual(expect.arrayContaining(["ФОРМА ОДЕЖДЫ", "УКУСЫ И ЦАРАПИНЫ ЖИВОТНЫХ", "ПРИВИВКИ И МЕДОСМОТР"]));
    // The numbered sections are siblings: none is nested under a line of the text before it.
    const parent = (name: string) => doc.sections.find((s) => s.headingPath.at(-1) === name)!.headingPath.slice(0, -1);
    expect(parent("УКУСЫ И ЦАРАПИНЫ ЖИВОТНЫХ")).toEqual(parent("ФОРМА ОДЕЖДЫ"));
    expect(parent("ПРИВИВКИ И МЕДОСМОТР")).toEqual(parent("ФОРМА ОДЕЖДЫ"));
  });

  it("keeps a sentence wrapped over lines in one paragraph, whichever word ends the line", async () => {
    const doc = await walk19();
    for (const s of [
      "Краги, очки и дозиметры выдаёт старший ассистент",
      "шею или кисть - вызывайте скорую помощь: 103",
      "или с работы - сообщите в отдел кадров (hr@vetdrug.ru)",
      "Форма после операционной и работы с инфекционными пациентами стирается только в прачечной",
      "Беременные сотрудницы не допускаются к работе с рентгеном и ингаляционным наркозом",
      "прививаются от бешенства (предэкспозиционная вакцинация",
      "остаётся под наблюдением 10 дней; владельца информирует врач",
    ]) expect(doc.text).toContain(s);
  });

  it("keeps each row of a dotted two-column table whole, on a line of its own", async () => {
    const lines = (await walk19()).text.split("\n");
    expect(lines).toContain("Рентген .................. свинцовый фартук, воротник для защиты щитовидной железы, индивидуальный дозиметр");
    expect(lines).toContain("Инфекционный бокс ........ одноразовый халат, бахилы, перчатки, маска FFP2");
    expect(lines).toContain("Дезинфекция .............. резиновые перчатки, очки");
  });

  it("still reads a short line standing above its paragraph as that paragraph's heading", async () => {
    const doc = await txt([
      "ПАМЯТКА ПО ПАРКОВКЕ", "==================", "",
      "Гостевые места",
      "Гостевые места бронируются у администратора не позднее чем за день до визита,",
      "номер машины гостя сообщают охране по телефону или через форму на портале,",
      "пропуск выдаётся на один день и сдаётся на выезде вместе с талоном.", "",
      "Места для сотрудников распределяются по заявкам, которые собирает офис-менеджер", "раз в квартал.", "",
    ].join("\n"));
    const guests = doc.sections.find((s) => s.headingPath.at(-1) === "Гостевые места");
    expect(guests?.text).toStartWith("Гостевые места бронируются у администратора");
  });

  it("nests a heading guessed from a short line under the underlined heading above it, never above the next one", async () => {
    const doc = await txt([
      "1. ПРОПУСКА", "-----------", "",
      "Гостевые места",
      "Гостевые места бронируются у администратора не позднее чем за день до визита гостя.", "",
      "2. ПАРКОВКА", "-----------", "",
      "Машины сотрудников ставятся только на нижний уровень, верхний отдан клиентам.", "",
    ].join("\n"));
    expect(doc.sections.map((s) => s.headingPath)).toEqual([["ПРОПУСКА"], ["ПРОПУСКА", "Гостевые места"], ["ПАРКОВКА"]]);
  });
});

// Walk 24a: a safety instruction wrapped at 72 characters, numbered items «1.1. … 2.5.»: the first line of every item that ran
// over one line became a section heading, so «что делать при пожаре?» was answered «101 или 112.» and nothing else.
describe("numbered items hard-wrapped over lines", () => {
  const walk24 = async () => txt(new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk24a/docs/bezopasnost-chs.txt`).arrayBuffer()));

  it("keeps each wrapped item whole in its section's text, never its first line as a heading", async () => {
    const doc = await walk24();
    const names = doc.sections.flatMap((s) => s.headingPath);
    expect(names.filter((h) => /^\d+\.\d+/.test(h) || /^(Крикните|Немедленно|Если пролито|Выведите клиентов)/.test(h))).toEqual([]);
    const fire = doc.sections.find((s) => s.headingPath.at(-1) === "ПОЖАР");
    expect(fire?.text).toContain("Крикните «Пожар!», нажмите кнопку пожарной сигнализации и позвоните 101 или 112.");
    expect(fire?.text).toContain("Точка сбора — парковка перед зданием.");
    expect(doc.text).toContain("Если пролито больше 1 литра или запах не уходит 15 минут — выведите всех из цеха, позвоните 112 и Д. А. Лапину.");
  });

  it("still starts each numbered item on a line of its own", async () => {
    const lines = (await walk24()).text.split("\n");
    expect(lines.filter((l) => /^2\.\d\. /.test(l))).toHaveLength(5);
    expect(lines).toContain("2.5. Лифтом не пользоваться. Вещи клиентов не спасать.");
  });
});

describe("a clause wrapped before its dash", () => {
  // Walk 26a: «…Вводный инструктаж проводится в первый рабочий день, повторный» / «— раз в 6 месяцев.» — the dash opening
  // the wrapped line was read as a list item's, and the clause ended at «повторный».
  const walk26 = async () => txt(new Uint8Array(await Bun.file(`${import.meta.dir}/../fixtures/walk26a/docs/instrukciya-ohrana-truda.txt`).arrayBuffer()));

  it("joins the dash's line to the clause the margin cut", async () => {
    expect((await walk26()).text).toContain("Вводный инструктаж проводится в первый рабочий день, повторный — раз в 6 месяцев.");
  });

  it("keeps a list of dash items, each on a line of its own", async () => {
    const doc = await txt("Запрещено:\n— курить в цеху;\n— работать одному в ночную смену;\n— оставлять машину включённой без присмотра.\n");
    expect(doc.text.split("\n").filter((l) => l.startsWith("— "))).toHaveLength(3);
  });
});
