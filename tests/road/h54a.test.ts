import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 54, helper h54a (issue 14: a sentence of the wrong section asserted with [n]). A boat station's own documents
// (tests/fixtures/h54a/docs) price the summer season and pay a day shift; a person asks of a season or a shift they do not
// describe. tune47b u01 «Сколько стоит путёвка на зимнюю смену?» was answered with the summer price, «зимнюю» held nowhere.
const BOATS = resolve(import.meta.dir, "../fixtures/h54a/docs");
const asking = freshChats({ docs: BOATS });
const ask = async (q: string) => (await asking)(q);

describe("a qualifier the documents do not hold is not answered with the thing's other kind", () => {
  it("«…в зимний сезон?» does not assert the summer price", async () => {
    const r = await ask("Сколько стоит прокат лодки в зимний сезон?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  it("«…за ночную смену?» does not assert the day shift's pay", async () => {
    const r = await ask("сколько платят за ночную смену?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  it("the covered twin «…в летний сезон?» is still answered with its price and [1]", async () => {
    const r = await ask("Сколько стоит прокат лодки в летний сезон?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/500 ₽[^\n]*\[1\]/);
  });
  it("everyday neighbours without a qualifier are answered as before", async () => {
    const boat = await ask("Сколько стоит прокат лодки?");
    expect(answerStateOf(boat.answer.content)).toBe("answered");
    expect(boat.answer.content).toMatch(/500 ₽[^\n]*\[1\]/);
    const shift = await ask("сколько платят за смену?");
    expect(answerStateOf(shift.answer.content)).toBe("answered");
    expect(shift.answer.content).toContain("2 800 ₽");
  });
  it("a quality said of the thing («новой лодки») is no kind of it: still answered with the price", async () => {
    // «мне нужна новая футболка форменная» is answered from the uniform rules (tests/road/lead50): «новая» has short forms
    // («нова»), a qualitative adjective, not a relative one naming a kind as «зимний» does.
    const r = await ask("Сколько стоит прокат новой лодки?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toMatch(/500 ₽[^\n]*\[1\]/);
  });
});
