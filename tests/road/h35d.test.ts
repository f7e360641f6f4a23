import { describe, expect, it } from "bun:test";
import { companyChat, freshChats } from "./helpers.ts";

// Session 35, helper D: skill entry (issue 16, «entry that generalises»), through the chat turn as the browser sends it,
// in words of this file's own.

describe("a request written in the words of one procedure's steps enters that skill though its head names none of them", () => {
  // Before: «Приём техники в сервисный центр» — the only skill whose steps hold «квитанцию», «царапины», «корпус» — covered the
  // request by 2.23 in support, under the 2.25 bar, every score sat under the floor, and the chat answered in plain words.
  it("«заполни квитанцию: чайник … не включается, корпус в царапинах, нет подставки» → service-repair-intake", async () => {
    const r = await (await companyChat("retail"))("заполни квитанцию: чайник Tefal не включается, корпус в царапинах, нет подставки");
    expect(r.skill).toBe("service-repair-intake");
  });
  // The lower bar lets in no everyday message: a spelling question holds a step's common word at most.
  for (const q of ["Напомни, как пишется «в течение» — слитно или раздельно?", "сколько дней отпуска у меня осталось?"]) {
    it(`«${q}» enters no skill`, async () => {
      const r = await (await freshChats())(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("clarify");
    });
  }
});
