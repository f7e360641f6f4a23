import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 14: the lead's own phrasings and the walkers' defects, typed as the browser sends them.
const samples = () => freshChats({ tools: true });
const ZOO = resolve(import.meta.dir, "../fixtures/walk13d/docs");

describe("a letter asked for is written, not searched for", () => {
  it("«составь деловое письмо» starts the business-letter skill, no search of the inbox", async () => {
    const { tools, skill, answer } = await (await samples())("составь деловое письмо");
    expect(tools).not.toContain("mail_search");
    expect(skill).toBe("business-letter");
    expect(answer.content).not.toContain("Писем по запросу не нашёл");
  });

  it("«найди письмо от бухгалтерии» still searches the inbox", async () => {
    expect((await (await samples())("найди письмо от бухгалтерии")).tools).toContain("mail_search");
  });
});

describe("a letter to a role in the dative, without the word «письмо», is a letter", () => {
  it("«напиши управляющему что завтра поставка задержится» drafts a letter to the store manager's address", async () => {
    const { cards } = await (await freshChats({ docs: ZOO }))("напиши управляющему магазином что завтра поставка задержится");
    const r = cards[0]?.result as { draftKind?: string; to?: string } | undefined;
    expect(r?.draftKind).not.toBe("post");
    expect(r?.to ?? "").toContain("upr@zoomir.ru");
  });

  it("«напиши бухгалтеру, что я задержу отчёт» drafts a letter, not the greeting", async () => {
    const { tools, answer } = await (await samples())("напиши бухгалтеру, что я задержу отчёт");
    expect(tools).toContain("mail_reply_draft");
    expect(answer.content).not.toContain("Я ассистент компании");
  });

  it("«напиши коллегам, что…» stays a post to everyone, «напиши заметку, что…» no letter", async () => {
    const ask = await samples();
    expect((await ask("напиши коллегам, что в пятницу субботник")).tools).toContain("post_draft");
    expect((await ask("напиши заметку что в пятницу субботник")).tools).not.toContain("mail_reply_draft");
  });
});

describe("a letter named by its topic is drafted to its addressee, about that topic", () => {
  const letter = async (text: string) => {
    const { cards } = await (await samples())(text);
    return cards[0]?.result as { draftKind?: string; to?: string; text?: string; title?: string; body?: string } | undefined;
  };

  it("«составь письмо поставщику о задержке оплаты» is a letter to the supplier whose text speaks of the delay", async () => {
    const r = await letter("составь письмо поставщику о задержке оплаты");
    expect(r?.draftKind).toBe("letter");
    expect(JSON.stringify(r)).toContain("о задержке оплаты");
  });

  it("«напиши письмо в бухгалтерию о переносе сроков» goes to accounting; «…, что я беру отгул с понедельника» says that", async () => {
    expect(JSON.stringify(await letter("напиши письмо в бухгалтерию о переносе сроков"))).toContain("о переносе сроков");
    const said = JSON.stringify(await letter("напиши письмо в отдел кадров, что я беру отгул с понедельника"));
    expect(said).toContain("Я беру отгул с понедельника");
  });
});
