import { describe, expect, it } from "bun:test";
import { companyChat } from "./helpers.ts";

// A question the router leaves as a plain answer, for which a company skill stands out: the documents take
// it when they answer it; otherwise the skill does the job, not a refusal that names whom to ask.

const bureau = () => companyChat("arch");

describe("a skill waits behind the documents for a question", () => {
  it("«заказчик опять хочет всё переделать, как с ним поговорить» enters the client-brief skill the documents cannot answer for", async () => {
    const send = await bureau();
    const { d, skill } = await send("заказчик опять хочет всё переделать, как с ним поговорить");
    expect(d.outcome).toBe("skill");
    expect(skill).toBe("arch-client-brief");
  });

  it("«у Маши четыре проекта одновременно, как перераспределить» enters workload planning", async () => {
    const send = await bureau();
    expect((await send("у Маши четыре проекта одновременно, она не вытягивает, как перераспределить")).skill).toBe("arch-workload-planning");
  });

  it("a question for a fact the documents do not hold is refused with whom to ask, not turned into a skill", async () => {
    const send = await bureau();
    const { d, answer, skill } = await send("Какой у нас подрядчик по отделке?");
    expect(skill).toBeNull();
    expect(d.outcome).not.toBe("skill");
    expect(answer.content).toMatch(/нет|не нашлось|не сказано/i);
  });

  it("a question the documents answer stays with the documents and cites them", async () => {
    const send = await bureau();
    const { answer, skill } = await send("Сколько дней отпуска положено в год?");
    expect(skill).toBeNull();
    expect(answer.content).toContain("28");
    expect(answer.content).toMatch(/\[1\]/);
  });
});

describe("a cue skill entered on one word yields to the company skill the request describes", () => {
  it("a milk tanker rejected for acidity and «температурой +12» is raw-milk rejection, not health", async () => {
    const send = await companyChat("dairy");
    const { skill } = await send("Цистерна из «Рассвета» пришла с кислотностью 21 °Т и температурой +12, лаборатория забраковала. Водитель ждёт — что ему подписать и как взыскать с них");
    expect(skill).toBe("raw-milk-rejection");
  });

  it("«у ребёнка температура 38, что делать» with the same library stays health", async () => {
    const send = await companyChat("dairy");
    expect((await send("у ребёнка температура 38, что делать")).skill).toBe("health");
  });
});
