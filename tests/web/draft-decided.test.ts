import { describe, expect, it } from "bun:test";
import { form, langChat, person, sseMessages } from "./helpers.ts";

const draftId = (html: string) => /\/drafts\/([0-9a-f-]{36})\/confirm/.exec(html)?.[1] ?? "";

describe("a decided draft's answer says what was done", () => {
  it("Russian: after «Подтвердить» the text no longer asks to confirm, live and after a reload", async () => {
    const { p, id, say } = await langChat("ru");
    const out = await say("Напиши пост о запуске нового сервиса");
    expect(out).toContain("проверьте и подтвердите кнопкой");
    const d = draftId(out);
    const res = sseMessages(await (await p.post(`/c/${id}/drafts/${d}/confirm`)).text()).join("\n");
    expect(res).toContain("Готово — пост опубликован в ленте.");
    expect(res).not.toContain("проверьте и подтвердите кнопкой");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain("draft-card confirmed");
    expect(page).toContain("Готово — пост опубликован в ленте.");
    expect(page).not.toContain("проверьте и подтвердите кнопкой");
  });

  it("English: confirmed says it is done; cancelled says nothing was sent", async () => {
    const { p, id, say } = await langChat("en");
    const first = draftId(await say("write a post about our launch"));
    await p.post(`/c/${id}/drafts/${first}/confirm`);
    const second = draftId(await say("write a post about the office move"));
    const res = sseMessages(await (await p.post(`/c/${id}/drafts/${second}/cancel`)).text()).join("\n");
    expect(res).toContain("The draft is cancelled; nothing was sent.");
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain("Done: the post is published in the feed.");
    expect(page).toContain("The draft is cancelled; nothing was sent.");
    expect(page).not.toContain("check it and confirm with the button");
  });
});

describe("a draft's edits before it is decided", () => {
  it("are kept across a reload and are what «Подтвердить» sends; another person cannot write them", async () => {
    const { app, p, id, say, services } = await langChat("ru");
    const d = draftId(await say("Напиши пост о запуске нового сервиса"));
    const saved = await p.post(`/c/${id}/drafts/${d}/body`, form({ body: "Коллеги, запускаем сервис в понедельник." }));
    expect(saved.status).toBe(204);
    expect(await (await p.get(`/c/${id}`)).text()).toContain("Коллеги, запускаем сервис в понедельник.");
    const other = person(app);
    await other.get("/");
    expect((await other.post(`/c/${id}/drafts/${d}/body`, form({ body: "чужой текст" }))).status).toBe(404);
    await p.post(`/c/${id}/drafts/${d}/confirm`, form({ body: "Коллеги, запускаем сервис в понедельник." }));
    expect(JSON.stringify(services.chats.messages(id))).toContain("Коллеги, запускаем сервис в понедельник.");
    expect((await p.post(`/c/${id}/drafts/${d}/body`, form({ body: "поздно" }))).status).toBe(409);
  });
});
