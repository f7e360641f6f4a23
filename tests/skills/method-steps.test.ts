import { describe, expect, it } from "bun:test";
import { asInfinitive } from "../../src/skills/interview/generic.ts";

// A tester read «сведить план и факт», «уберить вопросы», «распишить первый день», «еслить претензия…»
// in a skill's summary of its method (session 8): imperatives turned into infinitives by one wrong ending.
describe("a method's steps told as what is done", () => {
  it("turns imperatives of every verb class into real infinitives", () => {
    expect(asInfinitive("Сведи план и факт по статьям и посчитай отклонения")).toBe("свести план и факт по статьям и посчитать отклонения");
    expect(asInfinitive("Убери вопросы о возрасте")).toBe("убрать вопросы о возрасте");
    expect(asInfinitive("Распиши первый день")).toBe("расписать первый день");
    expect(asInfinitive("Сформулируй вывод")).toBe("сформулировать вывод");
    expect(asInfinitive("Выдели статьи с перерасходом и выясни причины")).toBe("выделить статьи с перерасходом и выяснить причины");
  });

  it("finds the verb after a condition, and leaves out a step whose verb it cannot read", () => {
    expect(asInfinitive("Если претензия юридическая, передай юристу")).toBe("если претензия юридическая, передать юристу");
    expect(asInfinitive("Если всё ясно — молодец")).toBeNull();
  });
});

describe("a body weight is said in kilograms, not kilometres or kilocalories (a reviewer's case)", () => {
  it("reads «80 кило», not «10 километров» or «300 килокалорий»", async () => {
    const { NUMBER_PATTERNS } = await import("../../src/skills/interview/patterns.ts");
    const weight = (t: string) => NUMBER_PATTERNS.filter((p) => p.slot === "weight").map((p) => p.re.exec(t)?.[1]).find(Boolean) ?? null;
    expect(weight("вешу 80 кило")).toBe("80");
    expect(weight("бегаю 10 километров в неделю")).toBeNull();
    expect(weight("на ужин ем 300 килокалорий")).toBeNull();
  });
});
