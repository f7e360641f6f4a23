import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { abroadFor } from "../../src/text/countries.ts";
import { withPhoneIfCalled } from "../../src/answering/contact-phone.ts";
import { freshChats, samplesWith } from "./helpers.ts";

// Helper H of session 31: the lead's walk 31 (tests/road/lead31.test.ts) asked in other words, so that the fixes hold for
// the kinds and phrasings, not for the six sentences. Over the sample documents plus the perks page of that walk.
const DOCS = samplesWith(resolve(import.meta.dir, "../fixtures/lead31/office-perks.md"));
const ask = () => freshChats({ docs: DOCS });

describe("a foreign country is abroad to the rules", () => {
  it("another country in another case is met by «за рубежом»", async () => {
    const r = await (await ask())("какие суточные если еду в китай");
    expect(r.answer.content).toContain("50 евро");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  it("a country is met in its own case forms only, never by a shared stem", () => {
    expect(abroadFor("турции").length).toBeGreaterThan(0);
    expect(abroadFor("казахстане").length).toBeGreaterThan(0);
    // «груза» is cargo (Грузия's stem), «того» a pronoun, «куба» a cube's: short and common names are no countries.
    for (const w of ["груза", "того", "куба", "чад", "россии"]) expect(abroadFor(w)).toEqual([]);
  });
});

describe("kin are relatives", () => {
  it("«папу можно вписать в дмс?» gets the relatives clause", async () => {
    const r = await (await ask())("папу можно вписать в дмс?");
    expect(r.answer.content).toContain("за свой счёт");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("flying is the plane's rule", () => {
  it("«можно лететь бизнесом?» on a trip gets the economy-class rule", async () => {
    const r = await (await ask())("в командировку можно лететь бизнесом?");
    expect(r.answer.content).toContain("эконом");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("a refusal asked where to call names the phone", () => {
  const chunks = [{ text: "По вопросам оборудования — в ИТ-поддержку: it@x.ru, телефон 8 (800) 555-01-23.\nКадры: hr@x.ru." }] as never;
  it("gives the phone the contact's own line writes when calling is asked", () => {
    expect(withPhoneIfCalled("принтер не печатает, куда звонить?", "it@x.ru", chunks)).toBe("it@x.ru, телефон 8 (800) 555-01-23");
  });
  it("keeps the address alone when writing is asked, or the line writes no phone", () => {
    expect(withPhoneIfCalled("кому писать про принтер?", "it@x.ru", chunks)).toBe("it@x.ru");
    expect(withPhoneIfCalled("куда звонить по кадрам?", "hr@x.ru", chunks)).toBe("hr@x.ru");
  });
});
