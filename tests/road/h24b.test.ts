import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Walk 23b (defects 7 and 8, the English parts): a courier who reads no Russian asks in the English interface, and the fact
// is only in the company's Russian documents. General words (a month, the city, a deposit, a uniform, gathering after a
// fire) had no Russian equivalent the weight-free search could meet (src/text/english-general.json now gives them).

const FLOWERS = resolve(import.meta.dir, "../fixtures/walk23a/docs");

const answered = (text: string) => /\[\d\]/.test(text) && !/нет точного ответа|нет ответа|do not answer/i.test(text);
const ask = async (q: string) => (await (await freshChats({ docs: FLOWERS, lang: "en" }))(q)).answer.content;

describe("an English question reaches a fact only the Russian documents state", () => {
  for (const q of ["do i get the uniform deposit back when i quit?", "will i get my uniform deposit back if i resign?"]) {
    it(`«${q}» answers that the deposit is returned on leaving, with the uniform handed in`, async () => {
      const text = await ask(q);
      expect(text).toMatch(/возвращается при увольнении/);
      expect(answered(text)).toBe(true);
    });
  }

  for (const q of ["how much is delivery outside the city", "what does delivery cost in the city?"]) {
    it(`«${q}» gives the price list's delivery rows, not a refusal`, async () => {
      const text = await ask(q);
      expect(text).toMatch(/750|400/);
      expect(answered(text)).toBe(true);
    });
  }

  for (const q of ["where is the assembly point in case of fire?", "where should we gather after we leave the building in a fire?"]) {
    it(`«${q}» names the assembly point`, async () => {
      const text = await ask(q);
      expect(text).toMatch(/Место сбора/);
    });
  }

  it("«what temp should the rose fridge be?» gives the cold room's +2…+6 °C, not the logging rule", async () => {
    const text = await ask("what temp should the rose fridge be?");
    expect(text).toMatch(/от \+2 до \+6/);
  });

  for (const q of ["can i go on vacation on december 29?", "is it ok to take leave from february 12?"]) {
    it(`«${q}» answers with the dates when no leave is given`, async () => {
      const text = await ask(q);
      expect(text).toMatch(/28 декабря – 31 декабря/);
      expect(answered(text)).toBe(true);
    });
  }

  it("«can i take a day off on march 7 for vacation?» shows the March dates when no leave is given, not a contacts row", async () => {
    const text = await ask("can i take a day off on march 7 for vacation?");
    expect(text).toMatch(/5–9 марта/);
    expect(text).not.toMatch(/Диспетчерская|Кадры, отпуск/);
  });
});

const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");

describe("a thing left behind, asked in English, meets the Russian rule on forgotten things", () => {
  // «somebodys jacket was left on a seat, how long do we keep it?» (ours) still finds nothing: the cleaning passage scores
  // 0.124 under the 0.15 floor, with only «seat» and «keep» of it in Russian.
  for (const q of ["found someones phone on a seat after the show, how long do we keep lost items?"]) {
    it(`«${q}» shows that forgotten things are kept 30 days, not a refusal`, async () => {
      const text = (await (await freshChats({ docs: CINEMA, lang: "en" }))(q)).answer.content;
      expect(text).toMatch(/хранятся 30 дней/);
      expect(text).not.toMatch(/someones/);
    });
  }
});

describe("a Russian question is answered in its own words", () => {
  for (const q of ["на складе дым из холодильного коридора, пахнет гарью, что делать", "в коридоре склада дым, куда бежать?"]) {
    it(`«${q}» (ru UI) names no English word as missing and does not ask to be asked in Russian`, async () => {
      const text = (await (await freshChats({ docs: FLOWERS }))(q)).answer.content;
      expect(text).toMatch(/пожар/i);
      expect(text).not.toMatch(/[«“][a-z]+[»”]/);
      expect(text).not.toMatch(/спросите по-русски/);
    });
  }
});
