import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chatIdOf, form, newChatId, person, webApp } from "../web/helpers.ts";
import { seedSamples } from "../../src/seed.ts";

// Walk 19c, defect 3: with her own plan attached («Мой наставник — Григорий Павлович Ершов…», «Код моего шкафчика…: 4719»,
// «Мои ночные смены: 5, 9, 13 и 17 декабря», «Мой отпуск… с 10 по 23 февраля»), questions about what is hers missed the
// file's facts or went to the company's documents. The vet clinic's documents stand as the walker uploaded them.
const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");
const PLAN = readFileSync(resolve(import.meta.dir, "../fixtures/walk20/moj_plan_lebedeva.txt"), "utf8");

/** One person over the clinic's documents; `chat()` opens a chat whose first message carries the plan attached. */
async function clinic() {
  const { app, services } = await webApp();
  await seedSamples(services, VET);
  const p = person(app);
  const first = chatIdOf(await (await p.get("/")).text());
  let used = false;
  const chat = async () => {
    const chatId = used ? await newChatId(p) : first;
    used = true;
    let attached = false;
    return async (text: string) => {
      const file = attached ? undefined : new File([PLAN], "moj_plan_lebedeva.txt", { type: "text/plain" });
      attached = true;
      await (await p.post(`/c/${chatId}/messages`, form(file ? { text, file } : { text }))).text();
      return services.chats.messages(chatId).at(-1)!.content;
    };
  };
  return { chat, services, p };
}

describe("the person's own questions asked with their file attached", () => {
  it("«кто мой наставник и какой код от моего шкафчика?» names the mentor and the locker code", async () => {
    const ask = await (await clinic()).chat();
    const a = await ask("кто мой наставник и какой код от моего шкафчика?");
    expect(a).toContain("Ершов");
    expect(a).toContain("4719");
    expect(a).toMatch(/\[1\]/);
  });

  it("«как зовут моего наставника?» in a new chat is the mentor's name, cited, no hedge over «зовут»", async () => {
    const ask = await (await clinic()).chat();
    const a = await ask("как зовут моего наставника?");
    expect(a).not.toMatch(/^В документах/);
    expect(a).not.toContain("«зовут»");
    expect(a).toContain("Григорий Павлович Ершов");
    expect(a).toMatch(/\[1\]/);
  });

  it("«какие у меня ночные смены?» after another own question gives the file's dates, not the night-pay rules", async () => {
    const ask = await (await clinic()).chat();
    await ask("кто мой наставник и какой код от моего шкафчика?");
    const a = await ask("какие у меня ночные смены?");
    expect(a).toContain("5, 9, 13 и 17 декабря");
    expect(a).not.toContain("1 200 руб");
  });

  it("«успею подать заявление на мой отпуск если подам 1 февраля?» cites the file's dates and the 14-day rule", async () => {
    const ask = await (await clinic()).chat();
    const a = await ask("успею подать заявление на мой отпуск если подам 1 февраля?");
    expect(a).toContain("с 10 по 23 февраля");
    expect(a).toContain("не позднее чем за 14 календарных дней");
    expect(a).toMatch(/\[1\]/);
    expect(a).toMatch(/\[2\]/);
  });

  // Regressed at session 37's merge (hedged with the company rule alone; found by the last fresh-clone run at the session's
  // end, cause not traced in time): left failing for the next session, not weakened.
  it("«а с кем мне работать первые ночи?» names the mentor from the file beside the company rule", async () => {
    const ask = await (await clinic()).chat();
    await ask("кто мой наставник и какой код от моего шкафчика?");
    await ask("какие у меня ночные смены?");
    const a = await ask("а с кем мне работать первые ночи?");
    expect(a).toContain("в паре с опытным ассистентом");
    expect(a).toContain("Григорий Павлович Ершов");
  });

  // Left to salience.ts (the lead's): «ночи» finds no thesaurus group («ночь» is cut to «ноч», and the short-stem check
  // wants «ночь»'s soft sign), so the IT table's «Ночью» meets it better than the rule's «ночным». See the session's report.
  it("«а с кем мне работать первые ночи?» adds no IT duty-engineer line", async () => {
    const ask = await (await clinic()).chat();
    await ask("кто мой наставник и какой код от моего шкафчика?");
    await ask("какие у меня ночные смены?");
    expect(await ask("а с кем мне работать первые ночи?")).not.toContain("дежурный инженер");
  });

  it("a question of the person's own stays with their file: «кто мой наставник?» names no night shifts, «какие у меня ночные смены?» no mentor", async () => {
    const ask = await (await clinic()).chat();
    const who = await ask("кто мой наставник?");
    expect(who).toContain("Ершов");
    expect(who).not.toContain("ночные смены");
    expect(await ask("какие у меня ночные смены?")).not.toContain("Ершов");
  });

  it("the file is never seen in another person's chat: «кто мой наставник?» there names no Ершов", async () => {
    const { p: _anya, services, chat } = await clinic();
    await (await chat())("кто мой наставник?");
    const { app } = { app: (await import("../../src/app.ts")).createApp(services) };
    const other = person(app);
    const id = chatIdOf(await (await other.get("/")).text());
    await (await other.post(`/c/${id}/messages`, form({ text: "кто мой наставник и какой код от моего шкафчика?" }))).text();
    const a = services.chats.messages(id).at(-1)!.content;
    expect(a).not.toContain("Ершов");
    expect(a).not.toContain("4719");
  });
});
