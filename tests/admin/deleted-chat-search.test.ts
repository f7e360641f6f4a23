import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";
import { form, newChatId, person } from "../web/helpers.ts";

// The nanny's own file, as in walk 20a: a locker code, her group, her mentor. Words here are in no message below.
const MINE = "# Моё расписание\n\nМой код шкафчика в раздевалке: 4719.\n\nМоя группа — «Капитошка».\n\nМой наставник — Зарема Ильдаровна, телефон +7 922 301-45-66.\n";

/** A person attaches their file and asks about it and about the company; returns the chat and its decision ids. */
async function privateChat() {
  const t = await adminApp();
  const p = person(t.app);
  const chatId = await newChatId(p);
  await (await p.post(`/c/${chatId}/messages`, form({ text: "", file: new File([MINE], "moe-raspisanie.txt", { type: "text/plain" }) }))).text();
  for (const text of ["а какой у меня код шкафчика, забыла", "в какую группу я хожу", "кто мой наставник?", "медкнижка нужна?"]) {
    await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
  }
  const ids = t.services.chats.messages(chatId).filter((m) => m.role === "assistant" && typeof m.meta.decisionId === "number").map((m) => m.meta.decisionId as number);
  const found = async (q: string) => (await (await t.admin.get(`/api/decisions?q=${encodeURIComponent(q)}`)).json()) as { total: number; rows: { id: number }[] };
  return { ...t, p, chatId, ids, found };
}

describe("the routing log's free-text search forgets a deleted chat (walk 20a #7)", () => {
  it("finds the chat's words before the deletion (the premise)", async () => {
    const { found, ids } = await privateChat();
    expect(ids.length).toBe(4);
    expect((await found("шкафчика")).total).toBeGreaterThan(0);
    expect((await found("медкнижка")).total).toBeGreaterThan(0);
  });

  it("after «Удалить» no search by the deleted chat's words returns its rows", async () => {
    const { p, chatId, found, ids } = await privateChat();
    expect((await p.post(`/c/${chatId}/delete`, undefined, false)).status).toBe(303);
    for (const q of ["шкафчика", "медкнижка", "забыла", "наставник", "группу я хожу", "ме"]) {
      const r = await found(q);
      expect({ q, rows: r.rows.map((x) => x.id).filter((id) => ids.includes(id)) }).toEqual({ q, rows: [] });
    }
  });

  it("the list page and the CSV find nothing by the deleted chat's words either", async () => {
    const { admin, p, chatId } = await privateChat();
    await p.post(`/c/${chatId}/delete`, undefined, false);
    const list = await (await admin.get(`/admin/routing?q=${encodeURIComponent("медкнижка")}`)).text();
    expect(list).toContain("Найдено: 0");
    const csv = (await (await admin.get(`/admin/routing/export?q=${encodeURIComponent("шкафчика")}`)).text()).trim().split("\r\n");
    expect(csv.length).toBe(1);
  });

  it("keeps the deleted chat's figures for the charts (the rows stay, only their words go)", async () => {
    const { services, p, chatId, ids } = await privateChat();
    await p.post(`/c/${chatId}/delete`, undefined, false);
    for (const id of ids) expect(services.admin.decisions.get(id)?.outcome).toBeTruthy();
  });

  it("a log that still indexes a chat deleted before this fix forgets it on the next start", async () => {
    const { services, chatId, found } = await privateChat();
    // What an older version left: the chat gone, its decisions emptied, the search index not.
    services.db.query("DELETE FROM chats WHERE id = ?").run(chatId);
    services.db.query("DROP TRIGGER IF EXISTS decisions_fts_au").run();
    services.decisions.forgetChat(chatId);
    expect((await found("шкафчика")).total).toBeGreaterThan(0);
    const { migrate } = await import("../../src/db/index.ts");
    const { MIGRATIONS } = await import("../../src/db/migrations.ts");
    services.db.exec(`PRAGMA user_version = ${MIGRATIONS.length - 1}`);
    migrate(services.db);
    expect((await found("шкафчика")).total).toBe(0);
  });
});

describe("the routing log never matches on a private attachment's text (walk 20a #7)", () => {
  it("words only the attached file holds find nothing, while the chat lives", async () => {
    const { found, services, ids } = await privateChat();
    // The answers did rest on the file (the premise): its words are in the stored evidence.
    expect(JSON.stringify(ids.map((id) => services.admin.decisions.get(id)?.results))).toContain("Капитошка");
    for (const q of ["Капитошка", "4719", "Зарема", "301-45-66", "раздевалке"]) {
      expect({ q, total: (await found(q)).total }).toEqual({ q, total: 0 });
    }
  });

  it("the person's own message is still found while the chat lives", async () => {
    const { found } = await privateChat();
    expect((await found("в какую группу я хожу")).total).toBe(1);
  });
});
