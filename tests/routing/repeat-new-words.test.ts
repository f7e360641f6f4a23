import { describe, expect, test } from "bun:test";
import { repeatCall } from "../../src/routing/guards/index.ts";
import { input } from "./helpers.ts";

// A tester's walk: «а от офис-менеджера было что-нибудь?» after letters from the accounting office came with
// the previous search's arguments and was answered «shown above», though the office manager's letter never was.
describe("repeat_call fires only for a request that asks nothing new", () => {
  const g = repeatCall("mail_search");
  const previous = { name: "mail_search", arguments: { query: "бухгалтерии" } };
  const history = [
    { role: "user" as const, content: "есть письма от бухгалтерии?" },
    { role: "assistant" as const, content: "Нашёл писем: 1.", toolCalls: [previous] },
  ];
  const extra = { history, succeededCalls: [previous] };

  test("the same call for a message naming someone else is no repeat", () => {
    expect(g.check(previous, "а от офис-менеджера было что-нибудь?", input("", {}, extra))).toBeNull();
  });

  test("the same call for the same words, or a nudge without new words, is", () => {
    expect(g.check(previous, "есть письма от бухгалтерии?", input("", {}, extra))).not.toBeNull();
    expect(g.check(previous, "а ещё раз?", input("", {}, extra))).not.toBeNull();
  });
});
