import { describe, expect, it } from "bun:test";
import { sampleServices, say } from "../conversation/helpers.ts";

describe("a skill never traps", async () => {
  const { services: s } = await sampleServices();
  const inCalories = async () => {
    const chat = s.chats.create("u1", "t");
    const first = await say(s, chat.id, "Посчитай калории моего обеда: борщ, котлета с пюре и компот");
    expect(first.decision?.skill).toBe("calories");
    expect(first.text.trim().endsWith("?")).toBe(true); // the interview rule would take any short reply
    return chat.id;
  };

  it("answers a company question the documents hold, with the skill kept on the badge", async () => {
    const id = await inCalories();
    const r = await say(s, id, "Сколько дней отпуска положено?");
    expect(r.decision?.outcome).toBe("text");
    expect(r.decision?.reasons.join("\n")).toMatch(/kept on the badge: a question the documents answer/);
    expect(r.text).toContain("28 календарных дней");
    expect(s.chats.get(id, "u1")!.skill).toBe("calories");
  });

  it("runs an explicit tool request, with the skill kept on the badge", async () => {
    const id = await inCalories();
    const r = await say(s, id, "найди письмо от Петрова");
    expect(r.decision?.outcome).toBe("tool");
    expect(r.decision?.tools.map((t) => t.name)).toEqual(["mail_search"]);
    expect(s.chats.get(id, "u1")!.skill).toBe("calories");
  });

  it("keeps a short answer to the skill's question inside the skill", async () => {
    const id = await inCalories();
    const r = await say(s, id, "борщ 400 г");
    expect(r.decision?.rule).toBe("interview_continuation");
    expect(r.text).toContain("Итого ≈ 742 ккал");
  });

  it("leaves on «давай о другом» and on the ×", async () => {
    const id = await inCalories();
    const r = await say(s, id, "давай о другом");
    expect(r.decision?.skill).toBe("none");
    expect(s.chats.get(id, "u1")!.skill).toBeNull();
    const other = await inCalories();
    await s.conversation.leaveSkill(s.chats.get(other, "u1")!);
    expect(s.chats.get(other, "u1")!.skill).toBeNull();
  });
});

describe("a skill never traps, after its result too", async () => {
  const { services: s } = await sampleServices();

  it("answers a company question when the skill's last message asked nothing", async () => {
    const chat = s.chats.create("u1", "t");
    await say(s, chat.id, "Посчитай калории моего обеда: борщ, котлета с пюре и компот");
    const idle = await say(s, chat.id, "да");
    expect(idle.text.trim().endsWith("?")).toBe(false);
    const r = await say(s, chat.id, "Сколько дней отпуска положено?");
    expect(r.text).toContain("28 календарных дней");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("calories");
  });
});

describe("a skill never traps, in the words of a walk in Chromium", async () => {
  const { services: s } = await sampleServices();
  const inSkill = async (first: string, skill: string) => {
    const chat = s.chats.create("u1", "t");
    expect((await say(s, chat.id, first)).decision?.skill).toBe(skill);
    return chat.id;
  };

  it("«а сколько дней отпуска мне положено?» inside the calorie skill gets the documents' answer", async () => {
    const id = await inSkill("посчитай калории: овсянка 200 г и банан", "calories");
    const r = await say(s, id, "а сколько дней отпуска мне положено?");
    expect(r.text).toContain("28 календарных дней");
    expect(s.chats.get(id, "u1")!.skill).toBe("calories");
  });

  it("«хватит, спасибо» leaves the skill instead of being recorded as an answer", async () => {
    const id = await inSkill("помоги составить план питания, хочу похудеть", "nutrition");
    const r = await say(s, id, "хватит, спасибо");
    expect(r.text).not.toContain("хватит, спасибо");
    expect(s.chats.get(id, "u1")!.skill).toBeNull();
  });

  it("a request for another skill («объясни дроби ребёнку 5 класса») is not recorded as an answer to the nutrition skill", async () => {
    const id = await inSkill("помоги составить план питания, хочу похудеть", "nutrition");
    const r = await say(s, id, "объясни дроби ребёнку 5 класса");
    expect(r.text).not.toMatch(/Записал: у кого/);
    expect(s.chats.get(id, "u1")!.skill).not.toBe("nutrition");
  });
});

describe("a skill never traps, in English", async () => {
  const { services: s } = await sampleServices();
  it("«how many vacation days do I get?» inside the calorie skill is answered from the documents", async () => {
    const chat = s.chats.create("u1", "t");
    expect((await say(s, chat.id, "посчитай калории: овсянка 200 г и банан")).decision?.skill).toBe("calories");
    const r = await say(s, chat.id, "how many vacation days do I get?");
    expect(r.text).toContain("28");
    expect(r.text).not.toMatch(/Поправьте|Correct any figure/);
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("calories");
  });
});
