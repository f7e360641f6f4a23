import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "./helpers.ts";

// Session 48, helper h48a (issue 14: a question whose passage is found is answered, not hedged). A bakery's pay
// rules (.md, a table of roles) and a staff memo (.md) that names the same roles in other sentences, written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h48a/docs");

// The nominative-remnant rule (h48a) was taken back out: the fresh-clone CI found road h33g's «а помощник?» losing its 36 000.
describe("a follow-up naming only another role asks the previous question's pay of it", () => {
  // «а помощник?» after «скока получает пекарь» hedged over the memo's «Памятка обязательна для пекарей и помощников
  // пекарей»: «получает», met by the sum when first asked, was left for a sentence to hold as a word (walk33 q02). Since
  // session 50 the verb of earning said of a post asks its wage (text/wage-asked.ts), and the follow-up inherits it.
  it("«а помощник?» after the baker's pay gives the assistant's pay", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("скока получает пекарь");
    const { m } = await chat("а помощник?");
    expect(m.content).not.toContain("нет точного ответа");
    expect(m.content).toContain("37 000");
  });
  it("«а кассир?» after the baker's pay gives the cashier's pay", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("Сколько получает пекарь?");
    const { m } = await chat("а кассир?");
    expect(m.content).not.toContain("нет точного ответа");
    expect(m.content).toContain("41 000");
  });
  // The role the documents never name is not answered with another's pay.
  it("«а охранник?» after the baker's pay is not answered with a pay from the table", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("Сколько получает пекарь?");
    const { m } = await chat("а охранник?");
    expect(m.content).not.toMatch(/58 000|37 000|41 000/);
  });
});

describe("a follow-up's answer continues the sentence that holds the previous question's matter", () => {
  // «а если он трубку не берет» after a question on a broken oven was hedged over «Если не отвечает Смирнов, звонить…»: the
  // oven, the half hour and the call are in the sentence before it, which the answer goes on from (kodservice k25).
  it("«а если он трубку не берет» after whom to call names the next one to call", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("печь не греется уже полчаса, кому звонить?");
    const { m } = await chat("а если он трубку не берет");
    expect(m.content).not.toContain("нет точного ответа");
    expect(m.content).toContain("Котовой");
  });
  // «а за переработку?» after the holiday pay was hedged over the overtime rule right after it (walk31 q06).
  it("«а за переработку?» after the holiday pay gives the overtime rate", async () => {
    const chat = await sameChat({ docs: DOCS });
    await chat("сколько платят если работаю в праздник");
    const { m } = await chat("а за переработку?");
    expect(m.content).not.toContain("нет точного ответа");
    expect(m.content).toContain("полуторном");
  });
});
