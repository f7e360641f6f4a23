import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";
import { form, newChatId, person } from "../web/helpers.ts";

const NOTES = "# Заметки мастера\n\nКод от моего шкафчика в раздевалке: 4471.\n\nСидоров должен мне 1500 рублей до пятницы.\n";

/** A person attaches their notes in a chat and asks about them twice; returns the chat and its decisions. */
async function privateTurns() {
  const t = await adminApp();
  const p = person(t.app);
  const chatId = await newChatId(p);
  await (await p.post(`/c/${chatId}/messages`, form({ text: "", file: new File([NOTES], "moi-zametki-mastera.txt", { type: "text/plain" }) }))).text();
  await (await p.post(`/c/${chatId}/messages`, form({ text: "какой код от шкафчика я записал?" }))).text();
  await (await p.post(`/c/${chatId}/messages`, form({ text: "а кто должен мне денег?" }))).text();
  const ids = t.services.chats.messages(chatId).filter((m) => m.role === "assistant").map((m) => m.meta.decisionId as number);
  return { ...t, p, chatId, ids };
}

describe("the routing log keeps a person's attachment theirs (walk 17a D14: «Код от моего шкафчика: 4471» word for word)", () => {
  it("the answer really rests on the attachment (the premise of the tests below)", async () => {
    const { services, ids } = await privateTurns();
    const evidence = (services.admin.decisions.get(ids[0])!.results as { evidence: { picked: { source: string; text: string }[] } }).evidence;
    expect(evidence.picked.map((p) => p.source).join(" ")).toContain("moi-zametki-mastera.txt");
    expect(JSON.stringify(evidence)).toContain("4471");
  });

  it("shows the file name and the scores but hides the attachment's sentences on the decision page", async () => {
    const { admin, ids } = await privateTurns();
    const page = await (await admin.get(`/admin/routing/${ids[0]}`)).text();
    expect(page).not.toContain("4471");
    expect(page).toContain("moi-zametki-mastera.txt");
    expect(page).toContain("личное вложение — текст скрыт");
    expect(page).toMatch(/<td>moi-zametki-mastera\.txt[^<]*<\/td><td>\d\.\d{3}<\/td>/);
  });

  it("hides the earlier answer built on the attachment in the record's chat history", async () => {
    const { admin, ids } = await privateTurns();
    const page = await (await admin.get(`/admin/routing/${ids[1]}`)).text();
    expect(page).not.toContain("4471");
    expect(page).not.toContain("1500");
    expect(page).toContain("ответ по личному вложению — текст скрыт");
  });

  it("hides the same in the decisions JSON API", async () => {
    const { admin, ids } = await privateTurns();
    for (const id of ids) {
      const text = await (await admin.get(`/api/decisions/${id}`)).text();
      expect(text).not.toContain("4471");
      expect(text).not.toContain("1500 рублей");
    }
  });

  it("names the chat's attached files on the decision page, as the router's state does not", async () => {
    const { admin, ids } = await privateTurns();
    const page = await (await admin.get(`/admin/routing/${ids[0]}`)).text();
    expect(page).toMatch(/Файлы, приложенные в чате<\/dt><dd>[^<]*moi-zametki-mastera\.txt/);
  });

  it("keeps hiding them after the person deletes the chat (its files are gone, the log is not)", async () => {
    const { admin, p, chatId, ids } = await privateTurns();
    expect((await p.post(`/c/${chatId}/delete`, undefined, false)).status).toBe(303);
    const page = await (await admin.get(`/admin/routing/${ids[0]}`)).text();
    expect(page).not.toContain("4471");
    expect(page).not.toContain("шкафчика");
  });
  // Walk 28a: the decision page and its JSON hid the sentences but printed the file's first line as the fragment's section —
  // «moi-grafik-dekabr.txt › Мой график на декабрь 2026 (Кузнецова Алёна, кассир, «Янтарь-Заречье»)»: a name, a job, a place.
  it("shows an attachment's fragments by the file's name alone, never by its headings", async () => {
    const t = await adminApp();
    const p = person(t.app);
    const chatId = await newChatId(p);
    const file = new File(["Мой график на декабрь 2026 (Кузнецова Алёна, кассир, «Янтарь-Заречье»)\nСмены: вечерние (17:00–01:00)\nДаты: 2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27 декабря\nСтарший смены: Павел\nЗаметки: 19 декабря хочу поменяться с Олей, у сестры день рождения.\n"], "moi-grafik-dekabr.txt", { type: "text/plain" });
    await (await p.post(`/c/${chatId}/messages`, form({ text: "", file }))).text();
    await (await p.post(`/c/${chatId}/messages`, form({ text: "сколько у меня смен в декабре по этому графику?" }))).text();
    const id = t.services.chats.messages(chatId).at(-1)!.meta.decisionId as number;
    expect(JSON.stringify(t.services.admin.decisions.get(id)!.results)).toContain("Кузнецова");
    for (const url of [`/admin/routing/${id}`, `/api/decisions/${id}`]) {
      const page = await (await t.admin.get(url)).text();
      expect(page).toContain("moi-grafik-dekabr.txt");
      expect(page).not.toContain("Кузнецова");
    }
  });
  // A company document's sentences stay word for word: routing-log.test.ts («28 календарных дней»).
});

// What is one person's stays theirs: once they delete the chat, the routing log keeps the decision's figures for the
// charts, not their words (the helper's review of walk 17a: a deleted chat's answers stayed readable in later records).
describe("a deleted chat leaves no words of it in the routing log", () => {
  it("after «Удалить чат», its decisions show neither the messages nor the answers, and the unanswered list skips them", async () => {
    const { admin, p, chatId, ids } = await privateTurns();
    await p.post(`/c/${chatId}/delete`, undefined, false);
    for (const id of ids) {
      const page = await (await admin.get(`/admin/routing/${id}`)).text();
      expect(page).not.toContain("шкафчика");
      expect(page).not.toContain("кто должен мне денег");
      expect(page).not.toContain("moi-zametki-mastera.txt");
    }
    const list = await (await admin.get("/admin/routing")).text();
    expect(list).not.toContain("шкафчика");
  });
});
