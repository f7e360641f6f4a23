import { describe, expect, it } from "bun:test";
import { companyChat, everyday, oneChat } from "./helpers.ts";

// A reviewer's cases against session 10's own rules, as the browser sends them.
describe("a question about one's letters keeps the mail search", () => {
  it("«какой email у Игоря Петрова?» finds his letter, not a refusal", async () => {
    const send = await everyday();
    expect((await send("какой email у Игоря Петрова?")).tools).toContain("mail_search");
  });

  it("«какие письма от бухгалтерии про авансовый отчёт?» shows the letter, not the expense policy", async () => {
    const send = await everyday();
    expect((await send("какие письма от бухгалтерии про авансовый отчёт?")).tools).toContain("mail_search");
  });
});

describe("a skill is not left by saying what one does not want", () => {
  for (const [start, reply, skill] of [
    ["хочу похудеть, составь меню", "не надо больше сладкого", "nutrition"],
    ["составь мне план тренировок, хочу похудеть", "не нужно больше кардио, только силовые", "fitness"],
  ] as const) {
    it(`«${reply}» inside ${skill} stays in the skill`, async () => {
      const send = await oneChat();
      await send(start);
      const { d } = await send(reply);
      expect(d.outcome).toBe("skill");
      expect(d.skill).toBe(skill);
    });
  }

  it("«хожу в зал без тренера» is the gym, not home", async () => {
    const send = await oneChat();
    await send("составь мне план тренировок, хочу похудеть");
    const { m } = await send("хожу в зал без тренера");
    expect(m.content).not.toMatch(/где:\s*дома/);
  });
});

describe("a how-to question about the company's rules stays with the documents", () => {
  it("«как оформить командировку на объект» is answered or refused, never a site-visit skill", async () => {
    const send = await companyChat("arch");
    expect((await send("как оформить командировку на объект")).skill).toBeNull();
  });

  it("«как по регламенту передать проект заказчику» is not the handover skill", async () => {
    const send = await companyChat("arch");
    expect((await send("как по регламенту передать проект заказчику")).skill).toBeNull();
  });

  it("«у нас есть заказчик, который хочет всё переделать, как с ним поговорить?» is a how-to, not an existence question", async () => {
    const send = await companyChat("arch");
    expect((await send("у нас есть заказчик, который хочет всё переделать, как с ним поговорить?")).skill).toBe("arch-client-brief");
  });
});

describe("a letter's addressee is a person named", () => {
  it("«напиши письмо пожалуйста, что я заболел» has no addressee «пожалуйста»", async () => {
    const send = await oneChat({ tools: true });
    const { m } = await send("напиши письмо пожалуйста, что я заболел");
    expect(JSON.stringify(m.meta.tools ?? [])).not.toMatch(/"to":"пожалуйста/);
  });

});

describe("the routing log says web search was switched off again", () => {
  it("a question the skill gate takes after the question rule turned web search on says so in its reasons", async () => {
    const send = await companyChat("arch");
    const { d, skill } = await send("заказчик опять хочет всё переделать, как с ним поговорить?");
    expect(skill).toBe("arch-client-brief");
    expect(JSON.stringify(d.reasons)).toMatch(/web search on: question_rule[\s\S]*web search off again/);
  });
});
