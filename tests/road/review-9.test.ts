import { describe, expect, it } from "bun:test";
import { everyday, oneChat } from "./helpers.ts";

// A reviewer's cases against session 9's routing rules, as the browser sends them.

describe("a draft is cancelled only when that is all the message says", () => {
  for (const text of ["отмени встречу в пятницу", "cancel my meeting tomorrow", "не отправляется почта, что делать?"]) {
    it(`«${text}» with a letter pending leaves the draft pending`, async () => {
      const send = await oneChat({ tools: true });
      const first = await send("напиши письмо в отдел кадров, что хочу перенести отпуск на август");
      const { m } = await send(text);
      expect(m.content).not.toContain("Черновик отменён");
      expect(JSON.stringify(first.stored().meta.tools)).toContain("\"status\":\"pending\"");
    });
  }
});

describe("a skill keeps a reply that merely ends like a goodbye or says «we»", () => {
  it("«oatmeal with a banana, that's it» inside calories is counted, not a way out", async () => {
    const send = await oneChat();
    await send("посчитай калории моего завтрака");
    const { d } = await send("oatmeal with a banana, that's it");
    expect(d.skill).toBe("calories");
  });

  it("«woman. what should we eat, me and my husband?» inside nutrition stays a reply", async () => {
    const send = await oneChat();
    await send("хочу похудеть, составь меню");
    const { d } = await send("woman. what should we eat, me and my husband?");
    expect(d.outcome).toBe("skill");
    expect(d.skill).toBe("nutrition");
  });
});

describe("documents-first leaves the person's own errands to their tools", () => {
  it("«почта Ольги» searches the mail", async () => {
    const send = await everyday();
    expect((await send("почта Ольги")).tools).toContain("mail_search");
  });

  it("«how do i see my meetings?» shows the calendar", async () => {
    const send = await everyday();
    expect((await send("how do i see my meetings?")).tools).toContain("calendar_search");
  });
});

describe("a letter needs an addressee", () => {
  it("«напиши в двух словах, что такое фишинг» drafts no letter to «двух словах»", async () => {
    const send = await everyday();
    const r = await send("напиши в двух словах, что такое фишинг");
    expect(JSON.stringify(r.cards)).not.toContain("двух словах");
  });
});

describe("products keep the brand named in a purpose phrase", () => {
  it("«найди картридж для принтера Canon» lists Canon cartridges only", async () => {
    const send = await everyday();
    const r = await send("найди картридж для принтера Canon");
    const items = (r.cards[0]?.result as { cards?: { title: string }[] } | undefined)?.cards ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /canon/i.test(i.title))).toBe(true);
  });
});

describe("cue words need their context", () => {
  it("«начальник давит, что делать?» enters no health skill", async () => {
    const send = await everyday();
    expect((await send("начальник давит, что делать?")).skill).not.toBe("health");
  });

  it("«кто съел мой йогурт из холодильника?» enters no calorie counter", async () => {
    const send = await everyday();
    expect((await send("кто съел мой йогурт из холодильника?")).skill).not.toBe("calories");
  });
});
