import { describe, expect, it } from "bun:test";
import table from "../../src/text/first-aid.json" with { type: "json" };
import { minorInjuryOf, situationOf } from "../../src/text/first-aid.ts";

// Emergencies told as stories (walk 21c): two word groups said together tell a situation neither tells alone.
describe("situationOf reads an emergency told in everyday words", () => {
  it("a drunk person acting out is an aggressive visitor; drinking or shouting alone is not", () => {
    expect(situationOf("мужик бухой, орёт на меня")?.ru).toBe("агрессивный");
    expect(situationOf("the guest is wasted and shouting at me")?.ru).toBe("агрессивный");
    expect(situationOf("гость хочет заказать бутылку вина в номер")).toBeNull();
    expect(situationOf("клиент кричит в трубку, что не слышит")).toBeNull();
  });

  it("an alarm sounding is the fire alarm; the fire inspection is not", () => {
    expect(situationOf("сирена завыла на втором этаже")?.en).toBe("what to do when the fire alarm goes off");
    expect(situationOf("пожарная инспекция придёт в четверг")).toBeNull();
    expect(situationOf("fire the intern?")).toBeNull();
  });

  it("water flowing from the building's plumbing is a leak; water running out is not", () => {
    expect(situationOf("течёт из-под раковины")?.ru).toBe("протечка воды");
    expect(situationOf("water is coming through the ceiling")?.ru).toBe("протечка воды");
    expect(situationOf("вода в кулере закончилась")).toBeNull();
  });

  it("someone unresponsive on the floor fainted, and breathing told is asked as its own case", () => {
    expect(situationOf("упал и не отвечает")?.ru).toBe("потерял сознание");
    expect(situationOf("упал, не отвечает, но дышит")?.ru).toMatch(/но дышит/);
    expect(situationOf("клиент не отвечает на письма")).toBeNull();
  });

  it("a bone broken or twisted is a suspected fracture, a broken printer is not", () => {
    expect(minorInjuryOf("подвернула ногу, похоже перелом")?.ru).toMatch(/перелом/);
    expect(minorInjuryOf("might have broken an ankle")?.en).toMatch(/fracture/);
    expect(minorInjuryOf("сломался принтер")).toBeNull();
  });
});

describe("first-aid.json keeps its word knowledge with sources", () => {
  it("every word group and situation names where it comes from", () => {
    for (const g of Object.values(table.groups)) expect(g.source.length).toBeGreaterThan(20);
    for (const s of table.situations) expect(s.source.length).toBeGreaterThan(20);
  });

  it("every group a stem names exists", () => {
    const named = table.situations.flatMap((s) => s.stems.flatMap((x) => x.split("+").filter((p) => p.startsWith("@")).map((p) => p.slice(1))));
    for (const n of named) expect(Object.keys(table.groups)).toContain(n);
  });
});

// Session 24 (walk 23b): a situation is asked as its procedure, an injury falls back to the rules on any injury at work,
// a second situation told is kept, and a statement following an emergency goes on with it.
describe("asking the documents for a situation's procedure", () => {
  it("a name that does not ask how to act is asked as a procedure; one that does stays", async () => {
    const { asProcedure } = await import("../../src/text/first-aid.ts");
    expect(asProcedure({ ru: "потерялся ребёнок", en: "a lost child" })).toEqual({ ru: "что делать: потерялся ребёнок", en: "what should I do: a lost child" });
    expect(asProcedure({ ru: "что делать при ДТП", en: "what should I do after a crash" }).ru).toBe("что делать при ДТП");
  });

  it("a cut, a fall or a fracture is an injury at work; a sting or a child's fever is not", async () => {
    const { isTrauma } = await import("../../src/text/first-aid.ts");
    expect(isTrauma("вывихнул ногу на складе, упал со стремянки")).toBe(true);
    expect(isTrauma("получила травму на складе")).toBe(true);
    expect(isTrauma("пчела ужалила в руку")).toBe(false);
    expect(isTrauma("у ребёнка лихорадка")).toBe(false);
  });

  it("an attack and a robbery told together keep the robbery as a second situation", async () => {
    const { otherSituationsOf } = await import("../../src/text/first-aid.ts");
    expect(situationOf("на меня напали и отобрали выручку")?.ru).toBe("агрессивный");
    expect(otherSituationsOf("на меня напали и отобрали выручку").map((s) => s.ru)).toContain("что делать при ограблении");
  });

  it("a child still missing goes on with a lost child; a thanks does not", async () => {
    const { goesOnWith } = await import("../../src/text/first-aid.ts");
    expect(goesOnWith("дочка 7 лет пропала", "уже минут 20 ищем, её нигде нет")).toBe(true);
    expect(goesOnWith("my son disappeared near the popcorn stand", "we still cant find him")).toBe(true);
    expect(goesOnWith("дочка 7 лет пропала", "спасибо, нашлась")).toBe(false);
  });

  it("a child who disappeared is lost; one who cannot see the screen is not", () => {
    expect(situationOf("a mom says her 6 year old son disappeared near the popcorn stand")?.en).toBe("a lost child");
    expect(situationOf("the kid can't see the screen from row 3")).toBeNull();
  });

  it("shoving people is an aggressive visitor", () => {
    expect(situationOf("a guy in hall 3 is shouting and shoving people")?.ru).toBe("агрессивный");
  });
});

// Session 25 (walk 24a): incidents told in everyday words, and the general step when the documents hold no section.
describe("incidents told in everyday words", () => {
  it("a snatch is a robbery, a burning smell a fire, a burn an injury, dizziness with a fall a faint", async () => {
    const { minorInjuryOf, firstAidNameOf } = await import("../../src/text/first-aid.ts");
    expect(situationOf("на кассе парень выхватил деньги и убежал")?.ru).toBe("что делать при ограблении");
    expect(situationOf("someone grabbed cash from the till")?.ru).toBe("что делать при ограблении");
    expect(situationOf("в зале пахнет горелым")?.ru).toBe("что делать при пожарной тревоге");
    expect(minorInjuryOf("обжёгся паром от утюга")?.ru).toBe("ожог");
    expect(firstAidNameOf("у клиента закружилась голова и он упал")?.ru).toBe("потерял сознание");
  });

  it("grabbing a chair, a burnt toast or a dizzying price are no incident", async () => {
    expect(situationOf("схватил стул и понёс в зал")).toBeNull();
    expect(situationOf("цены такие, что голова кружится")).toBeNull();
  });

  it("the general step names the documents' silence, the number and its source, in each language", async () => {
    const { aidOf } = await import("../../src/text/first-aid.ts");
    const cut = aidOf("коллега порезала руку ножом");
    expect(cut?.ru).toMatch(/^В документах нет порядка на этот случай\. .*давящую повязку.*103 или 112/s);
    expect(cut?.en).toMatch(/^The documents do not hold a procedure for this\. .*112/s);
    expect(cut?.ru).toMatch(/Источник: Приказ Минздрава России от 03\.05\.2024 № 220н/);
    expect(aidOf("как оформить отпуск")).toBeNull();
    expect(aidOf("коллега порезала руку ножом", false)?.ru).toMatch(/^Общее правило: Прижмите рану/);
  });

  it("a near passage speaks of the situation only when it says a word that tells it", async () => {
    const { speaksOf } = await import("../../src/text/first-aid.ts");
    expect(speaksOf("загорелось здание, куда выходить?", "Пожарная безопасность При пожаре сотрудники эвакуируют людей")).toBe(true);
    expect(speaksOf("a customer fainted", "Клиент потерял квитанцию. Можно отдать вещь? Да, по паспорту клиента.")).toBe(false);
  });
});
