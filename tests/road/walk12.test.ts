import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 12: the lead's own phrasings over a boiler-repair firm's rules (tests/fixtures/walk12/forms).
const firm = () => freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12/forms") });

describe("a verb in -авать meets its present forms", () => {
  it("«куда сдавать наличные?» finds «Наличные сдаются в кассу офиса (комн. 7)»", async () => {
    const { answer } = await (await firm())("куда сдавать наличные?");
    expect(answer.content).toMatch(/комн\. 7[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });

  it("«когда подавать заявление на отпуск?» finds «подаётся не позднее чем за 10 календарных дней»", async () => {
    const { answer } = await (await firm())("когда подавать заявление на отпуск?");
    expect(answer.content).toMatch(/10 календарных дней[^[]*\[\d\]/);
    expect(answer.content).not.toContain("нет точного ответа");
  });
});
