import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 29, the lead's Chromium pass over walk 28a's cinema chain with phrasings nobody wrote code for.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");

describe("a benefit the documents do not name is not answered with another's compensation", () => {
  // «положена ли компенсация спортзала?» was answered with the shift manager's and the cinema manager's rows of what they
  // may give a GUEST («компенсацию до 1 000 рублей») — a gym named nowhere in the documents.
  it("«положена ли компенсация спортзала?» is not asserted from the guests' compensation rows", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("положена ли компенсация спортзала?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
    expect(r.answer.content).not.toMatch(/до 1 000 рублей \[1\]/);
  });
});

describe("a shift's start is read from the shifts table", () => {
  // «во сколько начинается ночная уборка?» was hedged with «Ночные уборщики работают только в паре» though the shifts
  // table's row «Ночная уборка | 01:00 – 08:00 | 7» answers it.
  it("«во сколько начинается ночная уборка?» gives 01:00 from the shifts table", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("во сколько начинается ночная уборка?");
    expect(r.answer.content).toContain("01:00");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
