import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 33, helper C: skill entry (issue 16 item 3), through the chat turn, on a car-wash chain's own four skills
// (tests/fixtures/h33c/skills) mixed into the platform library, in words of this file's own.
const SKILLS = resolve(import.meta.dir, "../fixtures/h33c/skills");
const wash = () => freshChats({ skillsDir: SKILLS });

describe("the company's own skill first in retrieval is not asked about beside the platform's general skill for the same job", () => {
  // Before: «Уточните, что нужно: «адаптация нового мойщика» или «план адаптации новичка»?» — the platform's head named the
  // common «день» besides, which made it look the more specific; both are one job, the chain's way and the generic one.
  it("«новый человек выходит на неделе, как провести ему первый день» → washer-onboarding, no question", async () => {
    const r = await (await wash())("новый человек выходит на неделе, как провести ему первый день");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBe("washer-onboarding");
  });
  // The platform's general skill is the job where the company wrote none of its own.
  it("the platform's onboarding is still entered where the company has no skill of its own for it", async () => {
    const r = await (await freshChats())("новый человек выходит на неделе, как провести ему первый день");
    expect(r.skill === null || r.skill === "onboarding-plan").toBe(true);
  });
});

describe("bunched scores do not ask when only the first skill's head names the job, in two of the request's rare words", () => {
  // Before: «Уточните, что нужно: «выставление счёта», «закрытие дела» или «учёт времени»?» — every legal skill's text holds
  // «дело», so retrieval bunched; only the billing head names «выстави» and «счёт», which is the job asked for.
  const law = () => freshChats({ skillsOf: "lawfirm" });
  for (const q of ["выстави ООО «Луч» счёт за август, дело о взыскании с контрагента", "выстави ИП Гусеву счёт за два месяца по делу о банкротстве его поставщика"]) {
    it(`«${q}» → client-billing, no question`, async () => {
      const r = await (await law())(q);
      expect(r.outcome).not.toBe("clarify");
      expect(r.skill).toBe("client-billing");
    });
  }
  // Retrieval ranking another skill first keeps the question: «…за работу по делу» puts the time entry first (its head names
  // «работу», «делу»), and the billing head's rare words come third.
  it("«нужно выставить счёт ООО «Север» за работу по делу» still asks, billing among the options", async () => {
    const r = await (await law())("нужно выставить счёт ООО «Север» за работу по делу");
    expect(r.outcome).toBe("clarify");
    const offered = ((r.answer.meta.clarify as { options?: { value: string }[] } | undefined)?.options ?? []).map((o) => o.value);
    expect(offered).toContain("client-billing");
  });
});
