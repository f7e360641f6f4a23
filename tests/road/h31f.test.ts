import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Helper F of session 31: whom a refusal names, and which [n] an answer cites. A repair shop's three documents
// (fixtures/h31f): a contacts list where accounting answers for money returned to clients and the quality desk for
// clients' complaints, the intake rules, the staff rules.
const SHOP = resolve(import.meta.dir, "../fixtures/h31f/docs");

describe("a client's complaint told by its verb goes to whoever the contacts list names for complaints", () => {
  // «клиент ругается на приёмщика, куда писать?» named accounting (buh@): «клиент» is on both lines («возвраты денег
  // клиентам», «жалобы… клиентов»), and «ругается», a verb, was dropped as phrasing, so the complaint the person tells was
  // never set beside the quality desk's «Жалобы и претензии клиентов».
  it("«клиент ругается на приёмщика, куда писать?» names the quality desk, not accounting", async () => {
    const r = await (await freshChats({ docs: SHOP }))("клиент ругается на приёмщика, куда писать?");
    expect(r.answer.content).toContain("quality@remservis.ru");
    expect(r.answer.content).not.toContain("buh@remservis.ru");
  });
  it("«клиент возмущается долгим ремонтом, к кому идти?» names the quality desk", async () => {
    const r = await (await freshChats({ docs: SHOP }))("клиент возмущается долгим ремонтом, к кому идти?");
    expect(r.answer.content).toContain("quality@remservis.ru");
  });
  it("money returned to a client still names accounting: «кто оформляет возврат денег клиенту?»", async () => {
    const r = await (await freshChats({ docs: SHOP }))("кто оформляет возврат денег клиенту?");
    expect(r.answer.content).toContain("buh@remservis.ru");
    expect(r.answer.content).not.toContain("quality@remservis.ru");
  });
});
