import { describe, expect, it } from "bun:test";
import { englishVerbsIn } from "../../src/text/english-verbs.ts";

// Walk 22b: «the card terminal stopped working» met the HR row's «справки с места работы» on «working».
describe("verbs after a verb of aspect or a negated auxiliary", () => {
  it("«stopped working», «keeps crashing» hold verbs", () => {
    expect(englishVerbsIn("the card terminal stopped working").has("working")).toBe(true);
    expect(englishVerbsIn("the printer keeps crashing").has("crashing")).toBe(true);
  });
  it("«isn't working», «won't open» hold verbs", () => {
    expect(englishVerbsIn("the heating isn't working").has("working")).toBe(true);
    expect(englishVerbsIn("the key card won't open the door").has("open")).toBe(true);
  });
  it("a noun after «not the» is no verb", () => expect(englishVerbsIn("not the heating, the wifi").has("heating")).toBe(false));
});
