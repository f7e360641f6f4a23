import { describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Session 15: the lead's own phrasings and the walkers' defects, typed as the browser sends them.
const samples = () => freshChats({ tools: true });

describe("hours of work are asked as both bounds of the day", () => {
  it("«what are the working hours?» is not answered with the IT service times", async () => {
    const { answer } = await (await samples())("what are the working hours?");
    expect(answer.content).not.toMatch(/4 часа[^[]*\[\d\]/);
  });

  // «работаем» (stem «работ») never meets «рабочий день» (stem «рабоч»); joining «рабочий» to the work group answered
  // these but turned two of vet's refusals into partial answers: kept open.
  it.todo("«какой график работы?» gets the working day 9:30–18:30 and the shorter Friday");
  it.todo("«до скольки работаем в пятницу?» gets the shorter Friday, not the remote-work rule");
});

describe("a part of the day is met by the clock times in it", () => {
  it("«до какой суммы компенсируют такси, если задержался вечером?» gets the 1 200 roubles after 22:00", async () => {
    const { answer } = await (await samples())("до какой суммы компенсируют такси, если задержался вечером?");
    expect(answer.content).toMatch(/1 200 рублей[^[]*\[\d\]/);
  });

  it("«такси утром компенсируют?» is not answered with the rule for after 22:00", async () => {
    const { answer } = await (await samples())("такси утром компенсируют?");
    expect(answer.content).not.toMatch(/после 22:00[^[]*\[\d\]/);
  });
});
