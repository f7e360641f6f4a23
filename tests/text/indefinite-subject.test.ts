import { describe, expect, it } from "bun:test";
import { withoutIndefiniteSubject } from "../../src/text/indefinite-subject.ts";

describe("an unnamed person beside their verb is «someone»", () => {
  it("leaves «человек» out of «человек просит книгу» and «пришёл человек»", () => {
    expect(withoutIndefiniteSubject("человек просит книгу которой нет, что делать")).not.toContain("человек");
    expect(withoutIndefiniteSubject("пришел человек требует директора")).not.toContain("человек");
  });

  it("keeps people counted or shared: «сколько человек в смене», «суточные на человека»", () => {
    expect(withoutIndefiniteSubject("сколько человек в смене")).toContain("человек");
    expect(withoutIndefiniteSubject("какие суточные на человека")).toContain("человека");
    expect(withoutIndefiniteSubject("сколько человек набирают в группу")).toContain("человек");
    expect(withoutIndefiniteSubject("5 человек работают в смене")).toContain("человек");
  });
});
