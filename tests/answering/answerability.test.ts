import { describe, expect, it } from "bun:test";
import { answerOnce } from "../../src/answering/answer.ts";
import { answerStateOf } from "../../src/answering/state.ts";
import { readableRow } from "../../src/answering/extractive.ts";
import { HANDBOOK, SECURITY, kbOf } from "./helpers.ts";

describe("the answerability test: the chosen sentences must hold what the question asks", () => {
  it("answers when the sentences hold the question's informative words, citing the fragment of each sentence", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("Сколько дней ежегодного отпуска положено?", undefined, deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("28 календарных дней");
    for (const c of r.citations) expect(r.fragments[c.n - 1].text).toContain(c.text.slice(0, 20));
    expect(r.citations[0].headingPath.join(" ")).toContain("Ежегодный отпуск");
  });

  it("refuses a question about something no document mentions, with no [n]", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("Сколько стоит абонемент в бассейн?", undefined, deps);
    expect(r.state).toBe("refused");
    expect(r.citations).toEqual([]);
    expect(r.answer).not.toMatch(/\[\d\]/);
  });

  it("refuses a covered question once its source document is left out of the index", async () => {
    const { kb, deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    expect((await answerOnce("Какой компенсируется лимит на такси после 22:00?", undefined, deps)).state).toBe("answered");
    await kb.remove(kb.store.byName("handbook.md")!.id);
    expect((await answerOnce("Какой компенсируется лимит на такси после 22:00?", undefined, deps)).state).not.toBe("answered");
  });

  it("names the contact the documents give for the question's topic, not one address for everything", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK }, { contact: "office@example.ru" });
    const it = await answerOnce("Как сбросить пароль от корпоративного Wi-Fi роутера?", undefined, deps);
    expect(it.state).not.toBe("answered");
    expect(it.answer).toContain("it@example.ru");
    const buh = await answerOnce("Можно ли вернуть деньги за билеты в театр через авансовый отчёт?", undefined, deps);
    expect(buh.state).not.toBe("answered");
    expect(buh.answer).toContain("buh@example.ru");
  });

  it("falls back to the configured default contact when no document names one for the topic", async () => {
    const { deps } = await kbOf({ "security.md": "# Фишинг\n\nПодозрительные письма не открывайте.\n" }, { contact: "help@example.ru" });
    const r = await answerOnce("Сколько стоит абонемент в бассейн?", undefined, deps);
    expect(r.answer).toContain("help@example.ru");
  });
});

describe("the partial state", () => {
  it("says the documents do not answer exactly and shows nearby passages without asserting them", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("Компенсируется ли такси в аэропорт?", undefined, deps);
    expect(r.state).toBe("partial");
    expect(r.answered).toBe(false);
    expect(r.answer.startsWith("В документах нет точного ответа")).toBe(true);
    expect(r.answer).toContain("Такси");
    expect(r.citations).toEqual([]);
  });

  it("is read back from the text the same way whoever wrote it", () => {
    expect(answerStateOf("В документах нет точного ответа на этот вопрос. Возможно…")).toBe("partial");
    expect(answerStateOf("В документах компании нет ответа на этот вопрос. Обратитесь: hr@x.ru.")).toBe("refused");
    expect(answerStateOf("В предоставленных данных всё есть: 28 дней [1].")).toBe("answered");
    expect(answerStateOf("")).toBe("refused");
  });
});

describe("follow-ups choose sentences for the merged question", () => {
  it("answers «а на учебный?» after a leave question with the study-leave sentence, not the training mailings", async () => {
    const { deps } = await kbOf({ "handbook.md": HANDBOOK, "security.md": SECURITY });
    const r = await answerOnce("а на учебный?", "Сколько дней отпуска положено?", deps);
    expect(r.state).toBe("answered");
    expect(r.answer).toContain("40 календарных дней");
    expect(r.answer).not.toContain("рассылки");
  });
});

describe("tables in answers", () => {
  it("reads a table row as a sentence, not «Ключ: … | Ключ: …»", () => {
    expect(readableRow("Льгота: ДМС | Условия: после испытательного срока | Размер: полис «Стандарт»"))
      .toBe("ДМС: условия — после испытательного срока; размер — полис «Стандарт»");
    expect(readableRow("Обычное предложение без таблицы.")).toBe("Обычное предложение без таблицы.");
  });
});
