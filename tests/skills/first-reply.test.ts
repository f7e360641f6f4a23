import { beforeAll, describe, expect, it } from "bun:test";
import { sampleServices } from "../conversation/helpers.ts";
import { interviewTurn } from "../../src/skills/interview/interview.ts";
import type { Services } from "../../src/services.ts";

/** A line that is only a name in quotes, as a sentence: «КБЖУ-счётчик». */
const BARE_NAME = /^[«“][^»”]+[»”]\.?$/m;

describe("a skill's first reply reads as a sentence, in both languages", () => {
  let s: Services;
  beforeAll(async () => { s = (await sampleServices()).services; });

  it("a result on entering names the skill in a sentence, not as a bare «name». line", () => {
    const skill = s.routing.skills.get("calories")!;
    const ru = interviewTurn(skill, null, "посчитай обед: борщ 300 г и котлета", "ru").text;
    expect(ru).not.toMatch(BARE_NAME);
    expect(ru.split("\n")[0]).toBe(`Работаю по навыку «${skill.name}».`);
    const en = interviewTurn(skill, null, "count my lunch: borscht 300 g and a cutlet", "en").text;
    expect(en).not.toMatch(BARE_NAME);
    expect(en.split("\n")[0]).toBe(`Using the “${skill.nameEn}” skill.`); // «Calorie counter»: the English name
    expect(en).toContain("Total ≈ 367 kcal");
  });

  it("a question on entering starts with the same sentence", () => {
    const skill = s.routing.skills.get("calories")!;
    expect(interviewTurn(skill, null, "хочу посчитать калории", "ru").text).toStartWith(`Работаю по навыку «${skill.name}». `);
    expect(interviewTurn(skill, null, "I want to count calories", "en").text).toStartWith(`Using the “${skill.nameEn}” skill. `);
  });
});
