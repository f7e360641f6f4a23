import { describe, expect, it } from "bun:test";
import { spokenClockTimes } from "../../src/text/numerals.ts";
import { measureKind } from "../../src/text/measure-questions.ts";

// Session 22 (h22b): question forms of walk 21c's hotel questions, unit by unit.

describe("half past an hour said the Russian way is a clock time", () => {
  it("«пол-одиннадцатого утра» is 10:30, «в половине восьмого вечера» 19:30, «полпервого» 12:30", () => {
    expect(spokenClockTimes("ну а в пол-одиннадцатого утра?")).toBe("ну а в 10:30?");
    expect(spokenClockTimes("в половине восьмого вечера")).toBe("в 19:30");
    expect(spokenClockTimes("в полпервого")).toBe("в 12:30");
    expect(spokenClockTimes("пол-первого ночи")).toBe("0:30");
  });

  it("«половина второго отдела» is half a department, not a time", () => {
    expect(spokenClockTimes("половина второго отдела")).toBe("половина второго отдела");
  });
});

describe("the hour asked by «какой» or «который» asks a clock time", () => {
  it("«с какого часа», «к которому часу», «до которого часа» ask a moment of the day", () => {
    expect(measureKind("с какого часа гостей можно селить в номер?")).toBe("clock");
    expect(measureKind("к которому часу надо быть на месте?")).toBe("clock");
    expect(measureKind("до которого часа гость должен освободить номер?")).toBe("clock");
  });

  it("«к какому сроку» asks a time", () => {
    expect(measureKind("куда звонить и к какому сроку?")).not.toBeNull();
  });
});

describe("a price asked by the verb", () => {
  it("«во сколько обойдётся», «сколько с него брать?» ask money; «сколько дней брать отгул» does not", () => {
    expect(measureKind("во сколько ему это обойдётся?")).toBe("money");
    expect(measureKind("въехать в 4:00 — сколько брать?")).toBe("money");
    expect(measureKind("сколько дней брать отгул?")).not.toBe("money");
  });
});
