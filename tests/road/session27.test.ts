import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { OutboxPage } from "../../views/chat/outbox.tsx";
import { strings } from "../../src/web/i18n.ts";
import { AssistantMessage } from "../../views/chat/messages.tsx";
import { PARTIAL_LEAD } from "../../src/answering/state.ts";

// Session 27's own fixes, from walk 26a's UI and drafts notes on the dry-cleaning chain's documents.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk26a/docs");
const DARKSTORES = resolve(import.meta.dir, "../fixtures/walk27a/docs");

describe("a letter to a unit of the company", () => {
  // Walk 26a: «напиши письмо в бухгалтерию…» showed «Кому: бухгалтерий <buh@…>» on the card, in «Письмо отправлено» and in
  // the outbox: the unit said after «в» is in the accusative, and was declined back as a dative.
  it("«в бухгалтерию», «в службу безопасности», «в отдел кадров» name the unit in the To field as one writes it", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    for (const [said, shown] of [["в бухгалтерию", "Бухгалтерия"], ["в службу безопасности", "Служба безопасности"], ["в отдел кадров", "Отдел кадров"]]) {
      const r = await ask(`напиши письмо ${said}, что я потеряла пропуск`);
      const to = String(r.cards[0]?.result.to ?? "");
      expect(to).toMatch(/<[^>]+@belaya-tsaplya\.ru>/);
      expect(to.startsWith(`${shown} <`)).toBe(true);
    }
  });
});

describe("the outbox's times", () => {
  // Walk 26a: the outbox said «19:54» for a letter sent at 16:54 UTC while the admin pages speak UTC: a time without its zone
  // is read as the reader's own.
  it("each sent item's time names its time zone, in both languages", () => {
    const item = { id: 1, chatId: null, kind: "letter", title: "Письмо", body: "Добрый день!", effect: "Письмо отправлено", createdAt: Date.parse("2026-12-03T16:54:00Z") };
    for (const lang of ["ru", "en"] as const) {
      const html = String(OutboxPage({ items: [item], t: strings(lang) }));
      expect(html).toMatch(/19:54 (?:GMT\+3|MSK|МСК)/);
    }
  });
});

describe("a hedge's passages can be opened", () => {
  // Walk 26a: «Hedged answers carry no clickable [n]; the quoted sentence is followed by «(doc › section)» as plain text, so
  // the person cannot open the source of the hedge.» The passage stays unasserted (no [n]); its document opens.
  const content = `${PARTIAL_LEAD} Возможно, к нему относится это (не ответ, проверьте сами):\n— «Курить можно только во дворе» (faq-sotrudnikam.html › Курение)\n— «Личная заметка» (my-notes.txt)\nТочнее подскажут: hr@belaya-tsaplya.ru.`;
  const m = { id: 7, chatId: "c1", role: "assistant" as const, content, meta: {}, status: "done" as const, createdAt: 0 };
  const docIdOf = (_: number | null, name: string) => (name === "faq-sotrudnikam.html" ? 5 : null);
  const html = String(AssistantMessage({ m, chatId: "c1", t: strings("ru"), docIdOf }));

  it("a company document's passage links to that document, without an [n]", () => {
    expect(html).toMatch(/href="\/docs\/5[?"]/);
    expect(html).toContain("faq-sotrudnikam.html › Курение</a>");
    expect(html).not.toContain('class="cite"');
  });
  it("a passage from no company document (the person's own file) stays plain text", () => {
    expect(html).toContain("(my-notes.txt)");
    expect(html.match(/href="\/docs\//g)?.length).toBe(1);
  });
});

describe("the answer comes first", () => {
  // Walks 26a and 27a: «Где искал в документах (N)» sat above the answer, so the first line a person read was that label.
  it("a documents answer is drawn before the folded list of where it looked", async () => {
    const send = await sameChat({ docs: DARKSTORES });
    const { m } = await send("найди в документах про отпуск");
    const page = await send.page();
    const article = page.slice(page.indexOf(`id="m-${m.id}"`));
    expect(article.indexOf('class="looked"')).toBeGreaterThan(0);
    expect(article.indexOf('data-state=')).toBeGreaterThan(0);
    expect(article.indexOf('data-state=')).toBeLessThan(article.indexOf('class="looked"'));
  });
});

describe("a courier's accident and a fall told as a story", () => {
  // Walk 27a: «попал в дтп на велике» got the car drivers' rule (hazard lights, a warning triangle: a bicycle has neither)
  // under «В документах нет порядка», though clause 5.4 says what a courier does; the dispatch row of the contacts table
  // («маршруты, ДТП, поломка…») took the question and, asking nothing of whom, was refused.
  it("«попал в дтп на велике, клиент ждет заказ» gets clause 5.4: 112, the dispatch phone, no delivery until allowed", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("попал в дтп на велике, клиент ждет заказ");
    expect(r.answer.content).toContain("200-45-03");
    expect(r.answer.content).toMatch(/Заказ не доставляйте/);
    expect(r.answer.content).not.toMatch(/аварийную сигнализацию|нет порядка/);
  });
  // «сотрудник упал с самоката и ударился головой» was asked of the documents only by the names of an injury («травма,
  // перелом»), which they do not use, and got general first aid; clause 4.2 says this very case.
  it("«сотрудник упал с самоката и ударился головой» gets the rules' own steps: 103 or 112 at once", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сотрудник упал с самоката и ударился головой");
    expect(r.answer.content).toMatch(/ударился головой — сразу вызывайте скорую помощь по номеру 103 или 112/);
    expect(r.answer.content).not.toMatch(/нет порядка/);
  });
});

describe("a battery that smokes", () => {
  // Walk 27a: «самокат задымился на зарядке» was refused («ничего не сказано про «задымился»»), naming dispatch; the fire
  // section says no water on a lithium battery, the powder extinguisher, 112.
  it("«самокат задымился на зарядке» gets the fire section: 112 and no water on the battery", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("самокат задымился на зарядке");
    expect(r.answer.content).toContain("112");
    expect(r.answer.content).toMatch(/нельзя\s+тушить водой/);
  });
});

describe("a question of its own after a story", () => {
  // Walk 27a: «сколько можно находиться в морозилке» right after a fainting story got «Аптечка находится у стола упаковки…»:
  // read with the story, it met the first-aid section on «находиться»; alone it meets the freezer's 20 minutes.
  it("«сколько можно находиться в морозилке» after «клиенту стало плохо» gets the freezer's limit", async () => {
    const send = await sameChat({ docs: DARKSTORES });
    await send("клиенту стало плохо в зале, он упал");
    const { m } = await send("сколько можно находиться в морозилке");
    expect(m.content).toContain("не более 20 минут");
    expect(m.content).not.toContain("Аптечка");
  });
});

describe("cold injuries", () => {
  // Walk 27a: «пальцы побелели после смены в морозилке» got back only the symptoms the person had just told («Признаки:
  // побелевшая кожа пальцев…»), not what to do; frostbite was no situation first aid knew.
  for (const q of ["пальцы побелели после смены в морозилке", "отморозил пальцы что делать"]) {
    it(`«${q}» gets the frostbite section's steps: somewhere warm, no rubbing, 103 with blisters`, async () => {
      const r = await (await freshChats({ docs: DARKSTORES }))(q);
      expect(r.answer.content).toContain("тёплое помещение");
      expect(r.answer.content).toMatch(/103/);
    });
  }
  it("over rules with no such section, frostbite gets first aid's own step and the number to call", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("курьер отморозил пальцы на улице, что делать?");
    expect(r.answer.content).toMatch(/не растирайте/);
    expect(r.answer.content).toMatch(/103 или 112/);
  });
});

describe("a pay question with its topic said first", () => {
  // Walk 27a: «кладовщик ночной пересменки за одну смену сколько получит?» entered «Ретроспектива» («спринт, релиз или весь
  // проект?») on «смену», «получит», and the chat stayed in it: four to six words before «сколько» were not read as a
  // question asked, so the skill's score alone took the turn from the documents.
  for (const q of ["кладовщик ночной пересменки за одну смену сколько получит?", "сборщик за одну смену сколько получит?"]) {
    it(`«${q}» is a question for the documents, not a retrospective`, async () => {
      const r = await (await freshChats({ docs: DARKSTORES }))(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toMatch(/Ретроспектив|спринт/);
    });
  }
});

describe("the English guide noted only where it differs", () => {
  // Walk 27a: «когда зарплата?» was told «В документе на английском сказано иначе: «…an advance on the 12th and the rest on
  // the 27th»» beside the Russian 12th and 27th: the guide's one line was paired with a clause of the advance row
  // («с 1-го по 15-е»). A real difference is still noted: 3 weeks ahead for leave against 14 days.
  it("«когда зарплата?» gives the 12th and the 27th with no «сказано иначе»", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("когда зарплата?");
    expect(r.answer.content).toMatch(/12-е[\s\S]*27-е/);
    expect(r.answer.content).not.toContain("сказано иначе");
  });
  it("«за сколько дней подавать заявление на отпуск?» still notes the guide's 3 weeks against 14 days", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("сколько дней до отпуска подавать заявление?");
    expect(r.answer.content).toContain("14 календарных дней");
    expect(r.answer.content).toMatch(/сказано иначе[\s\S]*3 weeks/);
  });
});

describe("left failing at the session's end, with their causes (the lead's Chromium pass over walk 27a's documents)", () => {
  // The frostbite words knew «побелели», «отморозил», not «пальцы белые», «не чувствую их»: the story was answered by the
  // sentences that share its words (the signs, the blisters line), not the section's steps. Fixed by helper E of session 28
  // (first-aid.json's `cold` signs, counted beside a part of the body after the cold).
  it("«я только что из морозилки, пальцы белые и не чувствую их» gets somewhere warm and a warm drink", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("я только что из морозилки, пальцы белые и не чувствую их");
    expect(r.answer.content).toContain("тёплое помещение");
  });
  // The rate is per hour («Сборщик | Ставка в час: 230 ₽») and a shift's paid hours are another table's row (11 h): the sum
  // across two rows is not worked out, so the answer is a hedge.
  it("«я сборщица, за смену сколько мне заплатят?» is worked out: 11 paid hours × 230 ₽", async () => {
    const r = await (await freshChats({ docs: DARKSTORES }))("я сборщица, за смену сколько мне заплатят?");
    expect(r.answer.content).toMatch(/2\s?530/);
  });
});
