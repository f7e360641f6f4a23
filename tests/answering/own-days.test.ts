import { describe, expect, it } from "bun:test";
import { dayAsked, ownDayReading } from "../../src/answering/own-days.ts";
import type { Fragment } from "../../src/retrieval/types.ts";

const file = (text: string): Fragment => ({ id: -1, docId: -1, docName: "moi.txt", headingPath: ["Мой график"], text, score: 1 } as unknown as Fragment);

describe("a day asked of the person's own schedule", () => {
  it("«12-го», «12 числа», «12 декабря» in a yes/no question name the day; a question word or a count does not", () => {
    expect(dayAsked("я работаю 12-го?")).toBe(12);
    expect(dayAsked("я выхожу 12 числа?")).toBe(12);
    expect(dayAsked("а 3 декабря я работаю?")).toBe(3);
    expect(dayAsked("во сколько я работаю 12-го?")).toBeNull();
    expect(dayAsked("я работаю 12 часов?")).toBeNull();
  });
  it("the one list of days says yes or no; a period is shown without either", () => {
    const list = [file("Наставник: Ильдар, тел. +7 927 410-88-63\nСмены: 4, 5, 8, 11, 12, 15 декабря")];
    expect(ownDayReading("я работаю 12-го?", list)?.listed).toBe(true);
    expect(ownDayReading("я работаю 13-го?", list)?.listed).toBe(false);
    const leave = [file("Мой отпуск: 20–31 декабря")];
    expect(ownDayReading("я работаю 20-го?", leave)?.listed).toBeUndefined();
  });
});
