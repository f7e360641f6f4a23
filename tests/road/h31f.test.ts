import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";
import { chatFigures, scoreChatCase } from "../../src/evaluation/chat-score.ts";
import type { ChatAnswer } from "../../src/evaluation/chat-road.ts";

// Helper F of session 31: whom a refusal names, and which [n] an answer cites. A repair shop's three documents
// (fixtures/h31f): a contacts list where accounting answers for money returned to clients and the quality desk for
// clients' complaints, the intake rules, the staff rules.
const SHOP = resolve(import.meta.dir, "../fixtures/h31f/docs");

describe("a client's complaint told by its verb goes to whoever the contacts list names for complaints", () => {
  // «клиент ругается на приёмщика, куда писать?» named accounting (buh@): «клиент» is on both lines («возвраты денег
  // клиентам», «жалобы… клиентов»), and «ругается», a verb, was dropped as phrasing, so the complaint the person tells was
  // never set beside the quality desk's «Жалобы и претензии клиентов».
  it("«клиент ругается на приёмщика, куда писать?» names the quality desk, not accounting", async () => {
    const r = await (await freshChats({ docs: SHOP }))("клиент ругается на приёмщика, куда писать?");
    expect(r.answer.content).toContain("quality@remservis.ru");
    expect(r.answer.content).not.toContain("buh@remservis.ru");
  });
  it("«клиент возмущается долгим ремонтом, к кому идти?» names the quality desk", async () => {
    const r = await (await freshChats({ docs: SHOP }))("клиент возмущается долгим ремонтом, к кому идти?");
    expect(r.answer.content).toContain("quality@remservis.ru");
  });
  it("money returned to a client still names accounting: «кто оформляет возврат денег клиенту?»", async () => {
    const r = await (await freshChats({ docs: SHOP }))("кто оформляет возврат денег клиенту?");
    expect(r.answer.content).toContain("buh@remservis.ru");
    expect(r.answer.content).not.toContain("quality@remservis.ru");
  });
});

describe("a question about an incident report is no request to review a regulation", () => {
  // «куда и в какой срок отправлять акт о происшествии в зале» entered fitness on «зале», then the skill gate moved it to
  // «Разбор нормативного акта» on «срок» and «акт»: the chat listed five fragments as «Материалы из документов» with [1]…[5]
  // pointing at no shown source, and asked which law to read. A question's two words are not enough for a skill to take
  // over from a lone cue word; the incident-report rule (form ПФ-07, the safety officer) is the company's to tell.
  const FITNESS = resolve(import.meta.dir, "../fixtures/pilot/heldout-fitness/docs");
  it("«куда и в какой срок отправлять акт о происшествии в зале» enters no skill and cites no unshown source", async () => {
    const r = await (await freshChats({ docs: FITNESS }))("куда и в какой срок отправлять акт о происшествии в зале");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("Материалы из документов");
    expect(r.answer.content).toContain("акт");
  });
});

describe("the eval counts a question's own expected contact", () => {
  // heldout-fitness writes whom each unanswerable question's refusal should name in `expect.contact` (one e-mail or a
  // list); the eval read only a set's contacts.json, so its contactAccuracy was null and a refusal naming accounting for a
  // taxi home went uncounted.
  const refusal = (shown: string) => ({ stored: null, html: "", shown, links: [], sources: [], citations: [], error: null, decision: null }) as unknown as ChatAnswer;
  const q = (contact: string | string[]) => ({ id: "q1", question: "компенсируют ли такси?", expect: { answerable: false, contact } });
  it("a refusal naming one of the listed e-mails is right, one naming another is wrong", () => {
    const right = scoreChatCase(q(["hr@x.ru", "fitness@x.ru"]), refusal("В документах компании нет ответа на этот вопрос. Обратитесь, пожалуйста: fitness@x.ru."));
    const wrong = scoreChatCase(q("hr@x.ru"), refusal("В документах компании нет ответа на этот вопрос. Обратитесь, пожалуйста: buh@x.ru."));
    expect(right.contactRight).toBe(true);
    expect(wrong.contactRight).toBe(false);
    expect(chatFigures([right, wrong]).contactAccuracy).toBe(0.5);
  });
});

describe("a clock time asked is answered by the time itself", () => {
  // «во сколько начинается первая смена» quoted the shift-swap rule «…не позднее чем за 48 часов до начала первой из смен»:
  // a moment said relative to the start («за 48 часов до…») reads as a clock time and says every word of the question,
  // so the shift table's row «Первая (утренняя) | 05:10 | 13:40» came second and was left out; its [n] cited the swap rule.
  const TRANSIT = resolve(import.meta.dir, "../fixtures/pilot/heldout-transit/docs");
  it("«во сколько начинается первая смена» gets 05:10 from the shift table, not the 48 hours of the swap rule", async () => {
    const r = await (await freshChats({ docs: TRANSIT }))("во сколько начинается первая смена");
    expect(r.answer.content).toContain("05:10");
    expect(r.answer.content).not.toContain("48 часов");
  });
});
