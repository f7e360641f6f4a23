import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 33 (h33g): an admin of a chain of kindergartens nobody tuned to (pilot set walk33) uploaded six documents and
// removed the samples; a new teacher walked the chat in Chromium. Every defect they met, through the chat turn as the
// browser sends it.
const DOCS = resolve(import.meta.dir, "../fixtures/pilot/walk33/docs");
const MENU = resolve(import.meta.dir, "../fixtures/walk33g/menu.txt");

/** One chat over the documents; the first message is sent together with a file, as the composer sends both at once. */
async function sentWithFile(file: string) {
  const { app, services } = await webApp();
  await seedSamples(services, DOCS);
  const p = person(app);
  const id = await newChatId(p);
  let withFile = true;
  return async (text: string) => {
    const fields: Record<string, string | File> = { text };
    if (withFile) fields.file = new File([readFileSync(file, "utf8")], basename(file), { type: "text/plain" });
    withFile = false;
    await (await p.post(`/c/${id}/messages`, form(fields))).text();
    return services.chats.messages(id).at(-1)!.content;
  };
}

describe("a question sent with its file is asked of that file", () => {
  // «что будет на обед в среду?» with the week's menu attached got the company memo's «Обед — 12:00»; the menu's
  // «Среда: … щи, тефтели…» only came with the follow-up «а в пятницу?».
  it("«что будет на обед в среду?» sent with the menu gives Wednesday's dishes", async () => {
    const send = await sentWithFile(MENU);
    const a = await send("что будет на обед в среду?");
    expect(a).toContain("тефтели");
    expect(a).not.toContain("Обед — 12:00");
  });
});

describe("a colloquial question about pay gets the pay table's row", () => {
  // «скока получает воспитатель» (and «сколько получает…») got the late-pick-up overtime sentence («400 руб. сверх
  // оклада»); «какая зарплата у воспитателя» gets the salary table's row.
  it("«скока получает воспитатель» gives the teacher's salary 52 000", async () => {
    const r = await (await freshChats({ docs: DOCS }))("скока получает воспитатель");
    expect(r.answer.content).toContain("52 000");
  });

  // The follow-up was refused (shown only «Обязательны для воспитателей и помощников…» as possibly related). Since session 50
  // the verb of earning said of a post asks its wage (text/wage-asked.ts), and the follow-up inherits it.
  it("«а помощник?» after it gives the assistant's 36 000", async () => {
    const send = await sameChat({ docs: DOCS });
    await send("скока получает воспитатель");
    const { m } = await send("а помощник?");
    expect(m.content).toContain("36 000");
  });
});

describe("a question worded otherwise than its sentence is answered, not hedged", () => {
  // «пьяный» is the sentence's «в состоянии опьянения»; the late-parent steps were answered instead, cited.
  it.failing("«папа пришел пьяный что делать» gives the rule on a drunk parent", async () => {
    const r = await (await freshChats({ docs: DOCS }))("папа пришел пьяный что делать");
    expect(r.answer.content).toContain("опьянения");
  });

  // «свой телефон» is the sentence's «личный телефон»; hedged over «свой».
  it.failing("«можно фоткать детей на свой телефон» gives the work tablet rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("можно фоткать детей на свой телефон");
    expect(r.answer.content).toContain("рабочий планшет");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });

  // «бабушка» is one of «тем взрослым, кто указан в доверенности»; hedged over «бабушка».
  it.failing("«может ли бабушка забрать ребенка» gives the power-of-attorney rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("может ли бабушка забрать ребенка");
    expect(r.answer.content).toContain("доверенности");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });

  // «нурофен» is a medicine («лекарств»); refused outright, naming the accountants.
  it.failing("«можно дать ребенку нурофен если мама попросила» gives the no-medicines rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("можно дать ребенку нурофен если мама попросила");
    expect(r.answer.content).toContain("не дают");
  });

  // «не гуляем» is the table's «Прогулку отменяют»; the child's 37,2 °C at the morning drop-off was answered instead.
  it.failing("«при какой температуре не гуляем» gives the frost limits, not a child's fever", async () => {
    const r = await (await freshChats({ docs: DOCS }))("при какой температуре не гуляем");
    expect(r.answer.content).toContain("−15");
    expect(r.answer.content).not.toContain("37,2");
  });

  // «чужой мужик у забора» is the section «Посторонние и охрана» («чужой человек», «ограду»); the chat said it holds no
  // free conversation, no search shown.
  it.failing("«чужой мужик у забора что делать» gives the alarm button", async () => {
    const r = await (await freshChats({ docs: DOCS }))("чужой мужик у забора что делать");
    expect(r.answer.content).toContain("тревожную кнопку");
  });

  // «сколько доплачивают…» is the teacher's 400 руб. for each half hour; hedged over «вовремя».
  it.failing("«сколько доплачивают если родитель не забрал ребенка вовремя» gives the 400 per half hour", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько доплачивают если родитель не забрал ребенка вовремя");
    expect(r.answer.content).toContain("400");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });

  // «Записывает методист.» answers how to enrol; it was shown only as «possibly related», naming IT support.
  it.failing("«как записать ребенка на английский» answers that the methodologist enrols", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как записать ребенка на английский");
    expect(r.answer.content).toContain("Записывает методист");
    expect(r.answer.content).not.toContain("нет точного ответа");
  });
});

describe("how to do a thing leads with the sentence of that thing", () => {
  // As walk31/walk32's: the shift table's rows come before the swap sentence.
  it("«как поменяться сменой» gives the swap rule without the shift table's rows", async () => {
    const r = await (await freshChats({ docs: DOCS }))("как поменяться сменой");
    expect(r.answer.content).toContain("за три дня");
    expect(r.answer.content).not.toContain("7:00 – 14:00");
  });
});

describe("a table question gives the row it asks for", () => {
  // «для 4 лет» is the row «3–5 лет»; the 5–7 and 2–7 rows were listed after it as if they applied too.
  it("«сколько стоит садик в месяц для 4 лет» gives the 3–5 row only", async () => {
    const r = await (await freshChats({ docs: DOCS }))("сколько стоит садик в месяц для 4 лет");
    expect(r.answer.content).toContain("28 000");
    expect(r.answer.content).not.toContain("27 000");
  });
});
