import { describe, expect, it } from "bun:test";
import { asksSickReport, reportsSickness, sickReportName } from "../../src/text/sick-reporting.ts";

// Walk 23b #4: how word of one's own sickness reaches work is the sick-leave rule's, not the health skill's.
describe("reporting one's own sickness at work", () => {
  it("an ache or a fever told with whom to warn, a message to a superior, or staying off is reporting sickness", () => {
    expect(reportsSickness("спина болит после вчерашней смены, могу завтра не выходить? кого предупредить?")).toBe(true);
    expect(reportsSickness("у меня температура 38, можно я старшему в телегу напишу что не выйду?")).toBe(true);
    expect(reportsSickness("i have a fever, can i just text the shift manager on whatsapp instead of calling?")).toBe(true);
  });

  it("a symptom alone, or someone else's, is not", () => {
    expect(reportsSickness("спина болит после тренировки, что делать?")).toBe(false);
    expect(reportsSickness("у ребёнка температура, кому сообщить?")).toBe(false);
    expect(reportsSickness("гостю плохо, позвонить администратору?")).toBe(false);
  });

  it("a message instead of a call is named as such; whom to warn is the rule on calling", () => {
    expect(sickReportName("можно я старшему в телегу напишу?").ru).toMatch(/мессенджере/);
    expect(sickReportName("спина болит, кого предупредить?").ru).toMatch(/кого предупредить/);
  });

  it("a question already in the rule's words is asked as said", () => {
    expect(asksSickReport("До какого времени нужно сообщить руководителю, что я заболел?")).toBe(false);
    expect(asksSickReport("спина болит после смены, кого предупредить?")).toBe(true);
  });
});
