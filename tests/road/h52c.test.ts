import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 52, helper h52c (issue 16, point 3: the right skill is not first on a library nobody tuned to). A shoe-repair shop
// wrote two skills of its own (tests/fixtures/h52c/skills); a person tells what happened in the shop's words, while the
// platform's general skills win the weight-free score on the story's everyday words («две недели», «помоги разобраться»).
const asking = freshChats({ skillsDir: resolve(import.meta.dir, "../fixtures/h52c/skills") });
const ask = async (q: string) => (await asking)(q);

describe("a situation told in the company's own words enters the company's skill for it", () => {
  // Before: task prioritisation (the platform's, on «недели», «разобраться») was entered; the warranty skill ranked below
  // it. «набойки» is a word only the shop's skills use, so the shop's best skill takes the first place (company-trade.ts).
  it("«набойки, которые мы поставили две недели назад, уже стёрлись…» enters the shop's repair warranty", async () => {
    const r = await ask("нам сегодня позвонили: набойки, которые мы поставили две недели назад, уже стёрлись до железа, помоги разобраться");
    expect(r.skill).toBe("repair-warranty");
  });
  it("a situation the shop's skill already ranks first still enters it («…перегрел утюгом лаковую сумку…»)", async () => {
    const r = await ask("Вчера в конце смены мастер перегрел утюгом лаковую сумку клиентки, на коже остался прожог, сумка дорогая, нужно всё правильно оформить");
    expect(r.skill).toBe("shoe-damage-act");
  });
});

describe("everyday messages in the trade's words enter no skill", () => {
  it("«посоветуй, чем почистить замшевые сапоги дома от соли…» enters no skill", async () => {
    const r = await ask("Посоветуй, чем почистить замшевые сапоги дома от соли после прогулки по городу зимой, пятна белые остались");
    expect(r.skill).toBeNull();
  });
  it("«спасибо, набойки отличные, ношу уже месяц» enters no skill", async () => {
    const r = await ask("спасибо, набойки отличные, ношу уже месяц");
    expect(r.skill).toBeNull();
  });
});
