import { describe, expect, it } from "bun:test";
import { sameChat } from "../road/helpers.ts";

// Walk 17b: «a chicken caesar salad, about 250 g» was counted as chicken + caesar + salad; the words of the question
// («калорий», «total») were taken for foods.
describe("a dish named with its modifiers is one item", () => {
  it("«a chicken caesar salad, about 250 g, and a latte 300 ml» is one 250 g caesar and a latte", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    const { m } = await send("I had a chicken caesar salad, about 250 g, and a latte 300 ml for lunch. how many calories is that?");
    expect(m.content).toMatch(/caesar, 250 g: 450 kcal/);
    expect(m.content).not.toMatch(/— chicken|— salad/);
    expect(m.content).toMatch(/Total ≈ 585 kcal/);
  });

  it("«no, it was ONE salad, caesar with chicken, 250 g total» keeps one caesar and takes no «total» for a food", async () => {
    const send = await sameChat({ tools: true, lang: "en" });
    await send("I had a chicken caesar salad, about 250 g, and a latte 300 ml for lunch. how many calories is that?");
    const { m } = await send("no, it was ONE salad, caesar with chicken, 250 g total");
    expect(m.content).not.toContain("I don't know");
    expect(m.content).toMatch(/caesar, 250 g: 450 kcal/);
    expect(m.content).not.toMatch(/— chicken|— salad/);
  });

  it("«салат цезарь с курицей 250 г и латте 300 мл, сколько калорий?» is one 250 g salad, and «калорий» is no food", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("на обед был салат цезарь с курицей 250 г и латте 300 мл, сколько калорий?");
    expect(m.content).not.toContain("Не знаю");
    expect(m.content).toMatch(/салат цезарь, 250 г: 450 ккал/);
    expect(m.content).not.toContain("куриная грудка");
  });

  it("buckwheat with chicken is still two foods", async () => {
    const send = await sameChat({ tools: true });
    const { m } = await send("посчитай калории: гречка 200 г с курицей 150 г");
    expect(m.content).toContain("гречка, 200 г");
    expect(m.content).toContain("куриная грудка, 150 г");
  });
});
