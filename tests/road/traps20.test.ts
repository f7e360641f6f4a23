import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 20a: a kindergarten network's own documents (a child-safety PDF with an emergencies table, the sick-leave rules,
// an English teacher's guide), written by the walker. A skill never traps a company or safety question, and a child in
// danger is answered with the emergency number and the documents' row for it (defects 1 and 2).
const KG = resolve(import.meta.dir, "../fixtures/walk20a/docs");
const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) =>
  (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;
const HEALTH_TURN = /Since when|Any fever|chronic|paediatrician|complaint:|Got it/;

describe("whom to tell at work when ill is the company's rule, not a health interview", () => {
  it("«Im sick tomorrow, who do I tell and by when?» in the English UI gets the rule, no health skill", async () => {
    const r = await (await freshChats({ docs: KG, lang: "en" }))("Im sick tomorrow, who do I tell and by when?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toMatch(HEALTH_TURN);
    expect(String(r.d.reasons)).toContain("documents first");
  });

  // The answerer's part: «sick» is no word of the thesaurus's «больничный» group («ill» is: «Im ill tomorrow, who do I tell…»
  // quotes the guide's «If you are ill, message the methodologist and the head… before 8:00»).
  it.todo("«Im sick tomorrow, who do I tell and by when?» quotes the guide's rule: the methodologist and the head before 8:00");

  it("«заболела завтра не выйду, кому сообщить и до скольки?» gets «до 6:30»", async () => {
    const r = await (await freshChats({ docs: KG }))("заболела завтра не выйду, кому сообщить и до скольки?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("6:30");
  });
});

describe("inside the health skill a company or safety question is answered from the documents", () => {
  const inHealth = async (lang: "ru" | "en", first: string) => {
    const send = await sameChat({ docs: KG, lang });
    await send(first);
    expect(skillOf(send)).toBe("health");
    return send;
  };

  it("«will I get paid for the missed lesson?» gets the guide's rule, not the interview's next question", async () => {
    const send = await inHealth("en", "I have a headache and a sore throat since yesterday");
    const { m, d } = await send("will I get paid for the missed lesson?");
    expect(d.outcome).not.toBe("skill");
    expect(m.content).not.toMatch(HEALTH_TURN);
    expect(m.content).toMatch(/not paid/);
  });

  it("«what should I do if a child is choking?» is the emergency: 112, never the symptom summary", async () => {
    const send = await inHealth("en", "I have a headache and a sore throat since yesterday");
    const { m, d } = await send("what should I do if a child is choking?");
    expect(d.outcome).not.toBe("skill");
    expect(m.content).not.toMatch(HEALTH_TURN);
    expect(m.content).toContain("112");
  });

  it("«a stranger came to pick up a child, what do I do» and «is there a dress code for teachers?» are the documents'", async () => {
    const send = await inHealth("en", "I have a headache and a sore throat since yesterday");
    for (const q of ["a stranger came to pick up a child, what do I do", "is there a dress code for teachers?"]) {
      const { m, d } = await send(q);
      expect(d.outcome).not.toBe("skill");
      expect(m.content).not.toMatch(HEALTH_TURN);
    }
  });

  it("«мне 17 лет, могу ли я забирать своего брата из садика?» inside health is no age for the interview", async () => {
    const send = await inHealth("ru", "ладно. а если ребенка тошнит и рвота, что делать?");
    const { m, d } = await send("мне 17 лет, могу ли я забирать своего брата из садика?");
    expect(d.outcome).not.toBe("skill");
    expect(m.content).not.toContain("Записал");
  });

  // The answerer's part: «забирать своего брата» meets «старшим братьям и сёстрам» and «младше 18 лет» only through
  // word forms the retrieval does not join yet («брат» / «братьям», «17 лет» / «младше 18»).
  it.todo("«мне 17 лет, могу ли я забирать своего брата из садика?» quotes the rule: no one under 18, even brothers and sisters");
});

describe("the nutrition skill does not take a parent's or a phone question", () => {
  // Not fixed here: the router enters nutrition on «вегетарианское меню для дочки» (two cue words); a request made for a
  // third party of the company's service («мама просит…, сделаете?») is the company's, which routing does not read yet.
  it.todo("«мама просит вегетарианское меню для дочки, сделаете?» is the food rules': no vegetarian menu on request");

  it("inside «Питание и рацион» a refund for a sick child and a lost phone are the documents'", async () => {
    const send = await sameChat({ docs: KG });
    await send("хочу похудеть, составь мне рацион на неделю");
    expect(skillOf(send)).toBe("nutrition");
    for (const q of ["ребенок болел неделю, есть справка, сделают перерасчет?", "я потеряла телефон, там было приложение"]) {
      const { m, d } = await send(q);
      expect(d.outcome).not.toBe("skill");
      expect(m.content).not.toContain("мужчина или женщина");
      expect(m.content).not.toContain("Какая у вас цель");
    }
  });
});

describe("a child in danger: the emergency number and the documents' row", () => {
  it("«a stranger came to pick up a child, what do I do» in a fresh English chat runs no product search", async () => {
    const r = await (await freshChats({ docs: KG, lang: "en" }))("a stranger came to pick up a child, what do I do");
    expect(r.tools).not.toContain("product_search");
    expect(r.answer.content).not.toContain("products");
  });

  it("«он хватает ребенка и тянет к выходу!!» after a stranger question says 112 and the alarm button", async () => {
    const send = await sameChat({ docs: KG });
    await send("за ребенком пришел мужчина, его нет в списке, что делать?");
    const { m } = await send("он хватает ребенка и тянет к выходу!!");
    expect(m.content).toContain("112");
    expect(m.content).toContain("тревожную кнопку");
  });

  it("«СРОЧНО ребенок подавился и не может дышать что делать» puts the choking row first", async () => {
    const r = await (await freshChats({ docs: KG }))("СРОЧНО ребенок подавился и не может дышать что делать");
    expect(r.answer.content).toContain("112");
    const choking = r.answer.content.indexOf("Геймлиха");
    expect(choking).toBeGreaterThanOrEqual(0);
    expect(r.answer.content.indexOf("Ссадина") === -1 || r.answer.content.indexOf("Ссадина") > choking).toBe(true);
  });

  it("«what should I do if a child is choking?» over Russian-only rows says to call 112, not only the accountant", async () => {
    const r = await (await freshChats({ docs: KG, lang: "en" }))("what should I do if a child is choking?");
    expect(r.answer.content).toContain("112");
  });

  // The hot-food «не выше 60 °C» outranked the row «Температура выше 37,5 °C»: a decimal bound was read as no bound, so 38
  // met only the food rule's.
  it("«у ребенка температура 38 что делать» is the row for a fever above 37.5 (isolate in the medical room), not the hot-food rule", async () => {
    const r = await (await freshChats({ docs: KG }))("у ребенка температура 38 что делать");
    expect(r.answer.content).toContain("Изолировать ребёнка в медкабинете");
    expect(r.answer.content).not.toContain("60 °C");
  });

  it("«разбил коленку, царапина небольшая» is the scrape row, not «свободную беседу я не веду»", async () => {
    const r = await (await freshChats({ docs: KG }))("разбил коленку, царапина небольшая");
    expect(r.answer.content).not.toContain("свободную беседу");
    expect(r.answer.content).toContain("Ссадина");
  });
});
