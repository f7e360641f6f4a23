import { describe, expect, it } from "bun:test";
import { createLexicalIndex } from "../../src/retrieval/lexical.ts";

const index = () => {
  const ix = createLexicalIndex();
  ix.add(1, "Такси\nПоездки возмещаются, если рабочий день закончился после 22:00; лимит 1 500 рублей.");
  ix.add(2, "Корпоративное питание\nКомпания компенсирует питание 350 рублей в день.");
  ix.add(3, "Гибкий график\nНачало рабочего дня можно сдвинуть на время между 8:00 и 11:00.");
  return ix;
};

describe("lexical index", () => {
  it("ranks the fragment with the question's rare word first, whatever its inflection", () => {
    expect(index().search("Оплачивают ли такси после работы?", 3)[0].id).toBe(1);
    expect(index().search("сколько компенсируют за питание", 3)[0].id).toBe(2);
  });

  it("meets a number written in words with the figure in the text", () => {
    expect(index().search("можно приходить к одиннадцати?", 3)[0].id).toBe(3);
  });

  it("names, as typed, the topic words no fragment mentions in any form, abbreviations included", () => {
    expect(index().uncovered("Компенсирует ли компания абонемент в спортзал?")).toEqual(["абонемент", "спортзал"]);
    expect(index().uncovered("Есть ли в компании ДМС?")).toEqual(["ДМС"]);
    expect(index().uncovered("Сколько компенсируют за питание?")).toEqual([]);
  });

  it("forgets a removed fragment", () => {
    const ix = index();
    ix.remove(1);
    expect(ix.search("такси", 3).map((h) => h.id)).not.toContain(1);
    expect(ix.uncovered("Возмещают ли поездки?")).toContain("поездки");
  });
});
