import { describe, expect, it } from "bun:test";
import { temperaturesSaid } from "../../src/text/temperatures.ts";
import { rangesIn, rangeTerm, withinRange } from "../../src/text/ranges.ts";
import { firstPartForms } from "../../src/text/compounds.ts";

describe("a temperature said as the weather", () => {
  it("reads a sign in words, a typed sign before the weather's words and «градусов мороза» as degrees", () => {
    expect(temperaturesSaid("если минус 11 на улице")).toBe("если −11° на улице");
    expect(temperaturesSaid("-15 за окном, работаем?")).toBe("−15° за окном, работаем?");
    expect(temperaturesSaid("11 градусов мороза, выходить?")).toBe("−11°, выходить?");
    expect(temperaturesSaid("при плюс 30 можно без формы?")).toBe("при +30° можно без формы?");
  });

  it("leaves arithmetic, percentages, ranges and «плюсы и минусы» alone", () => {
    for (const s of ["1200 минус 11", "минус 20% скидка", "за 2-3 дня", "плюсы и минусы", "сколько будет 100 - 5"]) expect(temperaturesSaid(s)).toBe(s);
  });

  it("a degree bound with a sign meets a temperature on either side of it", () => {
    const terms = rangesIn("Велокурьеры работают при температуре не ниже −10 °C.").map(rangeTerm);
    expect(withinRange(11, "degree", terms)).toBe(true);
    expect(withinRange(11, "day", terms)).toBe(false);
  });
});

describe("compounds' first parts", () => {
  it("«велокурьеры» is about bicycles and couriers; «велосипед», «мотор» are no compounds", () => {
    expect(firstPartForms("велокурьеры")).toEqual(["велосипед", "курьеры"]);
    expect(firstPartForms("велосипедах")).toEqual([]);
    expect(firstPartForms("мотор")).toEqual([]);
  });
});
