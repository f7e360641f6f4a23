import { describe, expect, it } from "bun:test";
import { everyday } from "./helpers.ts";

// Defects met walking the app with phrasings of one's own (sessions 7 and 8), on the sample documents.

describe("a question about the company is answered, not turned into a skill or a tool", () => {
  it("«есть ли в столовой вегетарианское меню?» asks whether something exists: no nutrition skill, the documents' refusal", async () => {
    const send = await everyday();
    const r = await send("есть ли в столовой вегетарианское меню?");
    expect(r.outcome).toBe("text");
    expect(r.answer.content).toContain("В документах компании нет ответа");
  });

  it("«забыл пароль от почты» is a problem to be told about, not a search of the person's mail: the documents' password rules", async () => {
    const send = await everyday();
    const r = await send("забыл пароль от почты");
    expect(r.tools).toEqual(["search_documents"]);
    expect(r.answer.content).toMatch(/Пароль|it@severveter\.ru/);
  });

  it("«не работает почта» gets the IT service times from the documents instead of a list of letters", async () => {
    const send = await everyday();
    const r = await send("не работает почта");
    expect(r.tools).toEqual(["search_documents"]);
    expect(r.answer.content).toContain("30 минут");
  });

  it("«найди письмо от Петрова» still searches the mail", async () => {
    const send = await everyday();
    const r = await send("найди письмо от Петрова");
    expect(r.tools).toEqual(["mail_search"]);
  });
});

describe("everyday words for what the documents say", () => {
  it("«я новенький, когда мне выдадут ноут» is answered: a new employee gets the laptop on the first day", async () => {
    const send = await everyday();
    const r = await send("я новенький, когда мне выдадут ноут");
    expect(r.answer.content).toContain("в первый рабочий день");
    expect(r.answer.content).toMatch(/\[1\]/);
  });

  it("«сколько дают на такси если засиделся» is answered with the late-taxi limit", async () => {
    const send = await everyday();
    const r = await send("сколько дают на такси если засиделся");
    expect(r.answer.content).toContain("1 200");
  });
});
