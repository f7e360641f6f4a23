import { describe, expect, it } from "bun:test";
import { dativeToNominative } from "../../src/text/genitive.ts";
import { fullNamesOf, givenNameFromDative } from "../../src/text/diminutives.ts";
import { commitmentOf } from "../../src/text/complaint-voice.ts";

describe("given names said in the dative", () => {
  it("reads «Кате», «Сане», «Оле» as Катя, Саня, Оля, and keeps «Анне», «Лене» (Лёня typed without ё) as Анна, Лена", () => {
    expect(dativeToNominative("Кате Смирновой")).toBe("Катя Смирнова");
    expect(dativeToNominative("Сане Козлову")).toBe("Саня Козлов");
    expect(dativeToNominative("Оле")).toBe("Оля");
    expect(dativeToNominative("Анне Ким")).toBe("Анна Ким");
    expect(dativeToNominative("Лене")).toBe("Лена");
    expect(givenNameFromDative("клиенте")).toBeNull();
  });
  it("knows the full names an everyday name stands for", () => {
    expect(fullNamesOf("Катюша")).toEqual(["Екатерина"]);
    expect(fullNamesOf("Саня").sort()).toEqual(["Александр", "Александра"]);
    expect(fullNamesOf("Дмитрий")).toEqual(["Дмитрий"]);
    expect(fullNamesOf("Бублик")).toEqual([]);
  });
});

describe("an instruction to the assistant inside a complaint reply", () => {
  it("becomes the company's own promise or statement; a clause that is no instruction is left alone", () => {
    expect(commitmentOf("пообещай довезти завтра и извинись", "ru")).toBe("Обещаем довезти завтра.");
    expect(commitmentOf("скажи ему, что курьер приедет в пятницу", "ru")).toBe("курьер приедет в пятницу");
    expect(commitmentOf("promise them a new cover by Friday", "en")).toBe("We promise you a new cover by Friday");
    expect(commitmentOf("извинись", "ru")).toBe("");
    expect(commitmentOf("обещали привезти вчера", "ru")).toBeNull();
    expect(commitmentOf("promised delivery on Monday", "en")).toBeNull();
  });
});
