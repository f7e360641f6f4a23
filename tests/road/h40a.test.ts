import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 40, issue 16: skill entry through the chat. The router's own reading kept turns whose skill the gate had picked.

describe("the company's own skill for a product makes it with the tool the router picked", () => {
  // A salon wrote how it posts to its social pages (social-post, which declares post_draft); «напиши пост в вк…» was drafted
  // as a bare post by the router's tool, the salon's rules for posts (tone, hashtags, prices) never read.
  it("«напиши пост в вк про…» enters the salon's post skill", async () => {
    const r = await (await freshChats({ skillsOf: "skills-salon" }))("напиши пост в вк про то, что у нас появилось окрашивание бровей хной");
    expect(r.skill).toBe("social-post");
  });

  it("«набросай пост для инстаграма…» enters it too", async () => {
    const r = await (await freshChats({ skillsOf: "skills-salon" }))("набросай пост для инстаграма: с понедельника работаем до 22:00");
    expect(r.skill).toBe("social-post");
  });

  // The platform's general content plan also declares post_draft: the router's post stays a post with no company skill.
  it("a post to colleagues stays a post", async () => {
    const r = await (await freshChats({ skillsOf: "skills-salon", tools: true }))("напиши коллегам, что в пятницу субботник");
    expect(r.skill).toBeNull();
    expect(r.tools).toContain("post_draft");
  });
});

describe("a quantity asked of the figures the person gives is the calculating skill's", () => {
  // «Сколько надо плёнки… на заказ 250 тыс. лотков?» was a plain answer from the question rule: a question, so the documents'.
  // It gives its own figures and asks what follows from them (a calculation), which the plant's material calculation does.
  it("«сколько плёнки уйдёт на заказ 40 тысяч крышек?» enters the material calculation", async () => {
    const r = await (await freshChats({ skillsOf: "skills-plant" }))("сколько плёнки уйдёт на заказ 40 тысяч крышек?");
    expect(r.skill).toBe("material-calculation");
  });
});

describe("documents that only mention a calculation's things do not answer it", () => {
  // The plant's quality manual names «плёнки ПЭТ, ПП…» and «лотки» in its scope: a partial answer, which kept «сколько плёнки
  // ПП уйдёт на…» from the material calculation, though no sentence gives how much film a tray takes.
  const plant = resolve(import.meta.dir, "../fixtures/pilot/skills-plant/docs");
  it("«сколько плёнки ПП уйдёт на заказ 40 тысяч лотков?» enters the material calculation beside the plant's manual", async () => {
    const r = await (await freshChats({ docs: plant, skillsOf: "skills-plant" }))("сколько плёнки ПП уйдёт на заказ 40 тысяч лотков?");
    expect(r.skill).toBe("material-calculation");
  });
});
