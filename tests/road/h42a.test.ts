import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// Session 42, helper A: skill entry (issue 16, «entry that generalises»), through the chat turn, on a hospital's own skills
// (the skills-hospital tuning set's library) mixed into the platform library, in words of this file's own.
const hospital = () => companyChat("skills-hospital");

describe("the company's own version of a job the platform names is entered", () => {
  // Before: the platform's «План адаптации новичка» was entered on «первый месяц», though the hospital wrote how it brings in a
  // new nurse («Адаптация…»: both names say the job) and its head names as many of the request's words.
  it("«к нам в неврологию с понедельника выходит девочка после колледжа, надо расписать ей первый месяц» → the hospital's onboarding", async () => {
    const r = await (await hospital())("к нам в неврологию с понедельника выходит девочка после колледжа, надо расписать ей первый месяц");
    expect(r.skill).toBe("hosp-nurse-onboarding");
  });
});
