import { describe, expect, it } from "bun:test";
import { tokens } from "../../src/routing/lexicon.ts";
import { loneCueNotTheJob, saidAsPlace } from "../../src/routing/guards/lone-cue.ts";
import { closesSkillTalk } from "../../src/routing/guards/out-of-skill.ts";
import { thanksForHelp } from "../../src/text/gratitude.ts";
import { fallsIllBeforeWork, tellsOfFoundThing } from "../../src/text/work-situations.ts";

describe("a cue word said as the place where something happens", () => {
  it("the locative after «в/во/на» is a place; the bare accusative is where one goes", () => {
    expect(saidAsPlace(tokens("в 3 зале сработала пожарка"), "зал")).toBe(true);
    expect(saidAsPlace(tokens("в каких залах я работаю"), "зал")).toBe(true);
    expect(saidAsPlace(tokens("хожу в зал три раза"), "зал")).toBe(false);
  });

  it("a fact about one's own training is asked; a workout plan is not", () => {
    const cue = { verbs: [], objects: ["training"] };
    expect(loneCueNotTheJob("started Monday. how long is my training and who is my mentor?", cue, "fitness")).not.toBeNull();
    expect(loneCueNotTheJob("I need a training plan", cue, "fitness")).toBeNull();
  });
});

describe("what closes a skill's talk", () => {
  it("a thanks for the help, said alone", () => {
    expect(thanksForHelp("спасибо большое, ты очень помогла!")).toBe(true);
    expect(thanksForHelp("thank you so much, that was really helpful")).toBe(true);
    expect(thanksForHelp("спасибо, а что дальше делать?")).toBe(false);
  });

  it("«не про <the skill's topic>»", () => {
    expect(closesSkillTalk("это не про спорт, я капельдинер", "Фитнес-тренер программа тренировок", (w) => w === "спорт")).not.toBeNull();
    expect(closesSkillTalk("не про колени, про спину", "Фитнес-тренер программа тренировок")).toBeNull();
  });
});

describe("work situations the staff rules name in their own words", () => {
  it("a thing someone left behind, and what to do with it", () => {
    expect(tellsOfFoundThing("нашла в зале чужой телефон под креслом, что с ним делать")).toBe(true);
    expect(tellsOfFoundThing("я забыла телефон дома, что делать")).toBe(false);
  });

  it("falling ill with a shift ahead", () => {
    expect(fallsIllBeforeWork("кажется простыла, горло болит, а завтра вечерняя смена, кого предупредить?")).toBe(true);
    expect(fallsIllBeforeWork("я простыла, что делать?")).toBe(false);
  });
});
