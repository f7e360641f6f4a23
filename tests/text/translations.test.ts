import { describe, expect, it } from "bun:test";
import { figuresOf, writtenIn } from "../../src/text/translations.ts";
import { withoutDocumentsLanguage } from "../../src/text/documents-language.ts";
import { englishVerbsIn } from "../../src/text/english-verbs.ts";
import { clausesOf } from "../../src/answering/translations-differ.ts";

describe("the figures two documents state, written the same way in both languages", () => {
  it("reads grouped thousands, clock times and number words alike", () => {
    expect([...figuresOf("A receptionist may refund up to 10,000 roubles in cash")]).toEqual(["10000"]);
    expect([...figuresOf("до 15 000 рублей администратор возвращает сам")]).toEqual(["15000"]);
    expect(figuresOf("The night shift runs from 20:00 to 08:00")).toEqual(new Set(["20:00", "8:00"]));
    expect(figuresOf("Ночному администратору положено два перерыва по 30 минут")).toEqual(new Set(["2", "30"]));
    expect(figuresOf("take one 45-minute break")).toEqual(new Set(["1", "45"]));
  });

  it("tells a text's language by its letters", () => {
    expect(writtenIn("Ценные вещи хранятся в сейфе 6 месяцев")).toBe("ru");
    expect(writtenIn("valuables are kept in the safe for 3 months")).toBe("en");
  });

  it("splits a sentence of two rules at its semicolon", () => {
    expect(clausesOf("Late check-out until 16:00 costs 30%; after 16:00 the guest pays for a full night.")).toHaveLength(2);
  });
});

describe("a question comparing documents named by their language", () => {
  it("keeps the topic and drops the documents and the comparing", () => {
    expect(withoutDocumentsLanguage("do the Russian rules say something different about night breaks than the English guide?")).toBe("do about night breaks?");
    expect(withoutDocumentsLanguage("в английском руководстве про перерывы написано иначе, чем в русских правилах?")).not.toMatch(/английск|русск|иначе/);
    expect(withoutDocumentsLanguage("is the break rule in the English handbook the same as in the Russian one?")).toBe("is the break rule?");
  });

  it("leaves a question that does not compare as it is", () => {
    expect(withoutDocumentsLanguage("is there an English version of the rules?")).toBe("is there an English version of the rules?");
    expect(withoutDocumentsLanguage("what's different about the night shift?")).toBe("what's different about the night shift?");
  });
});

describe("an English gerund after a preposition is a verb", () => {
  it("«without asking» holds the verb «asking»; «during» and «the morning» hold none", () => {
    expect(englishVerbsIn("how much can I give back without asking the manager?").has("asking")).toBe(true);
    expect(englishVerbsIn("what do we do after the morning meeting?").size).toBe(0);
  });
});

describe("an English verb after an auxiliary and a bare plural subject", () => {
  it("«can guests get», «do employees pay» hold the verbs «get», «pay»; «can coffee machines» holds none", () => {
    expect(englishVerbsIn("what time can guests get their rooms?").has("get")).toBe(true);
    expect(englishVerbsIn("do employees pay for parking?").has("pay")).toBe(true);
    expect(englishVerbsIn("can coffee machines be repaired?").size).toBe(0);
  });
});
