import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// Session 36, helper B: skill entry (issue 16, «ask when 2–3 plausible skills cannot be separated»), through the chat turn as
// the browser sends it, on the pilot fixtures' company libraries mixed into the platform's, in words of this file's own.
const offered = (meta: Record<string, unknown>) => ((meta.clarify as { options?: { value: string }[] } | undefined)?.options ?? []).map((o) => o.value);

describe("a command to the assistant that no skill's words place asks which job, as a making verb's request does", () => {
  // Before: «разберись», «посмотри» are no making verbs («сделай», «подготовь»), so the gate read the message as asking for no
  // work: the first skill «names too little», the close second was no reason to ask, and the chat answered in plain words.
  // The imperative mood is a request for work by its grammar (text/imperatives.ts), whatever the verb.
  const cases: [string, string, string[]][] = [
    ["agency", "Посмотри, как там кампания для «Вектора», и скажи, что дальше", ["campaign-post-report", "media-plan"]],
    // Its first two skills score within `optionShare` of each other and neither head names the request specifically.
    ["lawfirm", "Разберись с делом Ромашки до пятницы", ["matter-closing", "time-entry"]],
  ];
  for (const [set, q, skills] of cases) {
    it(`«${q}» asks between skills, ${skills.join(" and ")} among them`, async () => {
      const r = await (await companyChat(set))(q);
      expect(r.outcome).toBe("clarify");
      expect(r.skill).toBeNull();
      for (const s of skills) expect(offered(r.answer.meta)).toContain(s);
    });
  }
  // A command is weaker evidence than a making verb: it asks, it never enters a skill on its own («отправь» is a tool's
  // action), and a verb of telling asks to be told.
  for (const [set, q] of [["lawfirm", "Отправь это Сидорову"], ["logistics", "Расскажи анекдот про кладовщиков"], ["logistics", "Прими к сведению, что я завтра в отпуске"]]) {
    it(`«${q}» enters no skill and asks nothing`, async () => {
      const r = await (await companyChat(set))(q);
      expect(r.skill).toBeNull();
      expect(r.outcome).not.toBe("clarify");
    });
  }
});
