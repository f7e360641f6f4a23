import { describe, expect, it } from "bun:test";
import { asInfinitive, stepAsQuestion } from "../../src/skills/interview/generic.ts";

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

  it("tells an imperative deep in the step as done too («…; без ответственного задачу пометь «назначить»», walk 12b)", () => {
    expect(asInfinitive("Выпиши задачи: что сделать, ответственный, срок; без ответственного задачу пометь «назначить».")).toBe("выписать задачи: что сделать, ответственный, срок; без ответственного задачу пометить «назначить».");
  });

  it("finds the verb after a condition, and leaves out a step whose verb it cannot read", () => {
    expect(asInfinitive("Если претензия юридическая, передай юристу")).toBe("если претензия юридическая, передать юристу");
    expect(asInfinitive("Если всё ясно — молодец")).toBeNull();
  });
});

// Walk 11b: «подбрать», «отбрать», «пишить» in a work skill's method; an admin's own skill written with
// infinitives («Спросить, есть ли чек», «Проверить…», «Помочь…») read «Расскажите, пожалуйста, ть, есть ли чек»,
// «проверитить», «помочить».
describe("a method written as an admin writes it", () => {
  it("keeps a step already written as an infinitive", () => {
    expect(asInfinitive("Проверить, прошло ли 14 дней")).toBe("проверить, прошло ли 14 дней");
    expect(asInfinitive("Помочь заполнить заявление на возврат")).toBe("помочь заполнить заявление на возврат");
    expect(asInfinitive("Объяснить, когда вернут деньги")).toBe("объяснить, когда вернут деньги");
  });

  it("gives prefixed verbs the vowel their infinitive has, and a one-word root its own infinitive", () => {
    expect(asInfinitive("Подбери три варианта")).toBe("подобрать три варианта");
    expect(asInfinitive("Отбери лучшие идеи")).toBe("отобрать лучшие идеи");
    expect(asInfinitive("Пиши коротко")).toBe("писать коротко");
  });

  it("asks an infinitive step of the person as a whole question", () => {
    expect(stepAsQuestion("Спросить, есть ли чек и когда куплен товар.")).toBe("Расскажите, пожалуйста, есть ли чек и когда куплен товар?");
    expect(stepAsQuestion("Уточнить, какая сумма")).toBe("Уточните, пожалуйста, какая сумма?");
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
