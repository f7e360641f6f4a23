import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "../road/helpers.ts";

// Walk 11b: an admin wrote a company skill's steps as infinitives («Спросить, есть ли чек…»); the chat read
// «Расскажите, пожалуйста, ть, есть ли чек» and «1. проверитить… 2. помочить… 3. объяснитить».
const shop = () => sameChat({ skillsDir: resolve(import.meta.dir, "../fixtures/walk11b/skills") });

describe("a company skill written with infinitives", () => {
  it("asks its first step as a plain question and lists the rest as written", async () => {
    const send = await shop();
    const first = await send("Покупательница принесла обратно чайник, хочет вернуть товар. Как оформить возврат?");
    const second = first.m.meta.skill ? first : await send("оформить возврат товара покупателю");
    const asked = [second.m.content, (await send("чек есть, купила неделю назад")).m.content, (await send("да")).m.content].join("\n");
    expect(asked).toContain("есть ли чек");
    expect(asked).not.toMatch(/пожалуйста, ть|итить|очить/);
  });
});
