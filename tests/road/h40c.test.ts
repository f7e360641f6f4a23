import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 40, helper C: issue 14, saying only what the documents say. Questions asked through the chat turn as the browser
// sends them; an answer's every [n] must point at the passage that holds what it is cited for.
const SCHOOL = resolve(import.meta.dir, "../fixtures/pilot/heldout-school/docs");

describe("a follow-up that puts its own word in the previous question's slot", () => {
  // «а за высшую?» after «Какая доплата за первую категорию?» asks the extra pay for the highest category: «первую» is what
  // the follow-up replaces, no longer asked. Kept, it led with the attestation rule «Аттестация на первую и высшую
  // квалификационные категории проводится по заявлению педагога» [1] before the pay table's row [2].
  it("«а за высшую?» gives the pay table's row alone, with its one [n]", async () => {
    const send = await sameChat({ docs: SCHOOL });
    await send("Какая доплата за первую категорию?");
    const r = await send("а за высшую?");
    expect(answerStateOf(r.m.content)).toBe("answered");
    expect(r.m.content).toContain("25% оклада");
    expect(r.m.content).not.toContain("по заявлению педагога");
  });
});

const KODSERVICE = resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs");

describe("a sentence of another passage cited only for where it happened", () => {
  // «ноутбук украли в метро(( что делать» got the theft rule [1] and the memo's «Ближайшее метро — «Дмитровская», 7 минут
  // пешком» [2]: «в метро» says where the laptop was stolen, not what is asked, and the second [n] pointed at a passage that
  // says nothing of a theft.
  // Leaving such a sentence out of the answer (a gain only of words after a preposition) made the theft rule alone «partial»:
  // the judge had counted «метро» as held through the station's sentence. Session 41 (h41c): a place said after a verb is set
  // aside both as a gain and in the judge's share (Salience.adverbial).
  it("«ноутбук украли в метро(( что делать» gives the theft rule alone", async () => {
    const r = await (await freshChats({ docs: KODSERVICE }))("ноутбук украли в метро(( что делать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("в течение 2 часов");
    expect(r.answer.content).not.toContain("Дмитровская");
    expect(r.answer.content).not.toContain("[2]");
  });
});

const PRINT = resolve(import.meta.dir, "../fixtures/pilot/heldout-print/docs");

describe("whom to turn to for a broken thing is whom its trade belongs to", () => {
  // «ноут сломался, к кому бежать» named the facilities desk «Заявки АХО, пропуска, парковка: контакт — диспетчер АХО»: the
  // caretaker's remit lists «сломался», and IT's row («Служба поддержки (helpdesk)») lists nothing of its trade, so only the
  // verb met a row. A laptop is IT's; the facilities desk is no answer for it.
  it("«ноут сломался, к кому бежать» does not name the facilities desk", async () => {
    const r = await (await freshChats({ docs: PRINT }))("ноут сломался, к кому бежать");
    expect(r.answer.content).not.toContain("АХО");
  });
});

const DENTAL = resolve(import.meta.dir, "../fixtures/pilot/dental/docs");

describe("what happened is no thing the answer may hold instead of the thing", () => {
  // «забыл пароль от мис, меня заблокировало» was answered with «Забытый пропуск — отметка у администратора смены» [1] and
  // «Данные турникета сверяются с графиком в МИС…» [1]: «забыл», a masculine past the verb readers miss, stood as a thing
  // beside «пароль», and held by «Забытый» it outweighed the password no sentence names.
  it("«забыл пароль от мис, меня заблокировало» does not assert the forgotten pass rule", async () => {
    const r = await (await freshChats({ docs: DENTAL }))("забыл пароль от мис, меня заблокировало");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

const HOTEL = resolve(import.meta.dir, "../fixtures/pilot/hotel/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** A set's documents without `left`, as the eval's leave-one-out asks. */
function without(docs: string, left: string): string {
  const dir = mkdtempSync(join(tmpdir(), "road-h40c-"));
  made.push(dir);
  cpSync(docs, dir, { recursive: true });
  rmSync(join(dir, left));
  return dir;
}

describe("a noun and the genitive after it are one thing", () => {
  // With the leave rules out, «до какого числа утверждают график отпусков на следующий год?» was answered with the payroll
  // section's «Руководитель службы утверждает табель до 3-го числа следующего месяца» [1], its row «…Вне графика…» lending
  // «график»: a schedule of nothing is no schedule of leave, and «отпусков» no sentence held.
  it("with the leave rules out, the time sheet's deadline is not asserted as the leave schedule's", async () => {
    const r = await (await freshChats({ docs: without(HOTEL, "rezhim_raboty_i_otpuska.md") }))("до какого числа утверждают график отпусков на следующий год?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  it("with every document in, the leave schedule's deadline is answered", async () => {
    const r = await (await freshChats({ docs: HOTEL }))("до какого числа утверждают график отпусков на следующий год?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
