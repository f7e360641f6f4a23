import { describe, expect, it } from "bun:test";
import { grievanceOf } from "../../src/text/complaint-voice.ts";

describe("the complaint a reply apologises for, said to the customer", () => {
  it("drops the teller and keeps what happened: «клиент ругается что ноутбук пришёл битый»", () => {
    expect(grievanceOf("клиент ругается что ноутбук пришёл битый", "ru")).toEqual({ that: "ноутбук пришёл битый" });
  });
  it("speaks to the guest: «у него в номере…» → «у Вас в номере…»", () => {
    expect(grievanceOf("у него в номере всё утро не было горячей воды", "ru")).toEqual({ that: "у Вас в номере всё утро не было горячей воды" });
  });
  it("«который жалуется на шум от ремонта» is about the noise", () => {
    expect(grievanceOf("который жалуется на шум от ремонта", "ru")).toEqual({ about: "шум от ремонта" });
  });
  it("«a customer is furious about a broken laptop we shipped» is about the laptop", () => {
    expect(grievanceOf("a customer is furious about a broken laptop we shipped", "en")).toEqual({ about: "the broken laptop we shipped" });
  });
  it("«no hot water all morning» is said as what there was", () => {
    expect(grievanceOf("no hot water all morning", "en")).toEqual({ that: "there was no hot water all morning" });
  });
  it("«a guest complained that his shower was broken» → «your shower was broken»", () => {
    expect(grievanceOf("a guest complained that his shower was broken", "en")).toEqual({ that: "your shower was broken" });
  });
});
