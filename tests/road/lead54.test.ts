import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 54, the lead's walk: a hostel's staff rules (.docx with a pay table), fire and emergency instruction (.pdf), prices
// (.md), house rules (.txt) and contacts (.html) uploaded to an empty app (tests/fixtures/lead54), asked by a new administrator.
const hostel = freshChats({ docs: resolve(import.meta.dir, "../fixtures/lead54/docs") });
const ask = async (q: string) => (await hostel)(q);
const HEDGE = /нет точного ответа|нет ответа|нет порядка/;

describe("an emergency told is answered by what speaks of it", () => {
  // «гость пьяный орет в коридоре ночью» was answered with confidence by the power cut's «Раздайте фонари гостям в коридорах…»,
  // met on «гость» and «коридоре» alone: the story's bystanders, not what happened.
  it("«гость пьяный орет в коридоре ночью» is not answered with the power cut's torches", async () => {
    const a = (await ask("гость пьяный орет в коридоре ночью")).answer.content;
    expect(a).not.toContain("фонари");
  });
  it("«свет вырубило во всем хостеле» is still answered with the torches", async () => {
    const a = (await ask("свет вырубило во всем хостеле")).answer.content;
    expect(a).toContain("фонари");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("a phrase after «только» is what a rule asserts", () => {
  // «гость пришел без паспорта, заселять?» was hedged over «Гостя заселяют только по паспорту…»: the passport asked of sat in a
  // prepositional phrase, read as a circumstance; after «только» it is the rule's focus.
  it("«гость пришел без паспорта, заселять?» is answered with the passport rule", async () => {
    const a = (await ask("гость пришел без паспорта, заселять?")).answer.content;
    expect(a).toContain("только по паспорту");
    expect(a).not.toMatch(HEDGE);
    expect(a).toMatch(/\[1\]/);
  });
});

describe("a relative clause after a demonstrative tells, it does not ask", () => {
  // «гость отменил бронь за день до заезда, вернуть деньги?» was hedged with the cash-count rule: the refund rule ends «…тем же
  // способом, каким гость платил», and «каким» was read as an indirect question, so the sentence was never chosen.
  it("«гость отменил бронь за день до заезда, вернуть деньги?» is answered with the cancellation rule", async () => {
    const a = (await ask("гость отменил бронь за день до заезда, вернуть деньги?")).answer.content;
    expect(a).toContain("стоимость первой ночи не возвращается");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("«друг» is no form of «другой»", () => {
  // «можно привести друга в номер?» was answered with confidence by «Гостя в сильном опьянении, который мешает другим…» and the
  // quiet hours: «друга» and «другим» share Snowball's stem «друг».
  it("«можно привести друга в номер?» is not answered with the drunk guest's rule", async () => {
    const a = (await ask("можно привести друга в номер?")).answer.content;
    expect(a).not.toContain("опьянении");
    expect(a).not.toContain("верхний свет");
  });
});

describe("the time of a thing is where it is named itself", () => {
  // «во сколько выезд» was answered with «…в день выезда до 22:00 бесплатно» (the luggage's storage) and «Поздний выезд до
  // 16:00 — 400 руб.» (a subtype): the price list's opening «Заезд с 14:00, выезд до 12:00.» names the check-out itself.
  it("«во сколько выезд» gives 12:00", async () => {
    const a = (await ask("во сколько выезд")).answer.content;
    expect(a).toContain("12:00");
    expect(a).not.toContain("22:00");
  });
});

describe("falling ill told is no small talk", () => {
  // «у меня смена завтра, а я заболела» got the assistant's introduction («Здравствуйте! Я ассистент компании…»): the router
  // read the short personal message as talk.
  it("«у меня смена завтра, а я заболела» is not answered with the introduction", async () => {
    const a = (await ask("у меня смена завтра, а я заболела")).answer.content;
    expect(a).not.toContain("Я ассистент");
    expect(a).toMatch(/lebedeva@|Лебедев|смен/);
  });
  it("«привет, как дела?» still gets the introduction", async () => {
    const a = (await ask("привет, как дела?")).answer.content;
    expect(a).toContain("ассистент");
  });
});

describe("a diminutive in «-ик» is its plain noun", () => {
  // «где взять фонарик» was refused over «Аварийные фонари лежат в ящике под стойкой».
  it("«где взять фонарик» is answered with the torches under the desk", async () => {
    const a = (await ask("где взять фонарик")).answer.content;
    expect(a).toContain("под стойкой");
    expect(a).not.toMatch(HEDGE);
  });
});

describe("«до какого часа» asks the clock, not of an hour", () => {
  // «до какого часа выезд» took «часа» for the thing asked and answered with the luggage's «…в день выезда до 22:00». Reading
  // the hour as the clock asked fixed it and lost road h22b's «с какого часа гостей можно селить», whose «часа» meets the
  // section «Расчётный час» (the fresh-clone CI caught it): left failing.
  it.failing("«до какого часа выезд» gives 12:00", async () => {
    const a = (await ask("до какого часа выезд")).answer.content;
    expect(a).toContain("12:00");
    expect(a).not.toContain("22:00");
  });
});
