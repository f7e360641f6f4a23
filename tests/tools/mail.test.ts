import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { mailReplyDraft, mailSearch } from "../../src/tools/mail.ts";
import { decodeHeader, parseMbox } from "../../src/tools/mbox.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

describe("mail_search", () => {
  it("finds a message by another form of a word and decodes its base64 subject", async () => {
    const r = expectKind(await mailSearch.run({ query: "договоры поставок" }, ctx), "mail");
    expect(r.messages[0].subject).toBe("Договор поставки картриджей на 2027 год");
    expect(r.messages[0].from).toBe("Игорь Петров <i.petrov@printline.example>");
    expect(r.messages[0].snippet).toContain("проект договора");
  });

  it("reads legacy charsets: windows-1251 bodies and KOI8-R Q-encoded subjects", async () => {
    const laptops = expectKind(await mailSearch.run({ query: "ноутбуков" }, ctx), "mail");
    expect(laptops.messages[0].subject).toBe("Запрос коммерческого предложения на ноутбуки");
    const cargo = expectKind(await mailSearch.run({ query: "груз" }, ctx), "mail");
    expect(cargo.messages[0].from).toStartWith('ТК "Быстрая доставка"');
  });

  it("filters by sender and drops mailbox words like «письмо» from the query", async () => {
    const r = expectKind(await mailSearch.run({ query: "письмо", from: "бухгалтерия" }, ctx), "mail");
    expect(r.messages.map((m) => m.subject)).toEqual(["Авансовый отчёт по командировке в Казань"]);
  });

  it("returns the text of an html-only message without tags", async () => {
    const r = expectKind(await mailSearch.run({ query: "конференция цифровой склад" }, ctx), "mail");
    expect(r.messages[0].snippet).toStartWith("Конференция «Цифровой склад — 2026»");
    expect(r.messages[0].snippet).not.toContain("<");
  });
});

describe("mbox parsing", () => {
  it("joins adjacent encoded words and decodes Q encoding with underscores", () => {
    expect(decodeHeader("=?UTF-8?B?0J/RgNC40LI=?= =?UTF-8?B?0LXRgg==?=")).toBe("Привет");
    expect(decodeHeader("=?UTF-8?Q?=D0=94=D0=B0_=D0=BD=D0=B5=D1=82?=")).toBe("Да нет");
  });

  it("splits on From_ lines, unfolds headers and unescapes >From in bodies", () => {
    const raw = "From a@x Mon Nov 2 10:00:00 2026\nSubject: long\n subject\nFrom: a@x\n\n>From here\n\nFrom b@x Mon Nov 2 11:00:00 2026\nSubject: two\n\nbody\n";
    const mails = parseMbox(new TextEncoder().encode(raw));
    expect(mails.map((m) => m.subject)).toEqual(["long subject", "two"]);
    expect(mails[0].text).toBe("From here");
  });
});

describe("mail_reply_draft", () => {
  it("prepares a pending reply to the found message and sends nothing", async () => {
    const r = expectKind(await mailReplyDraft.run({ query: "график отпусков", body: "Внесу даты до пятницы." }, ctx), "draft");
    expect(r).toMatchObject({ draftKind: "reply", title: "Re: График отпусков на 2027 год", status: "pending" });
    expect(ctx.db.query("SELECT COUNT(*) AS n FROM sent_mail").get()).toEqual({ n: 0 });
  });

  it("reports an error when the message cannot be found", async () => {
    expectKind(await mailReplyDraft.run({ messageId: "nope@example" }, ctx), "error");
  });
});

describe("mail_search by period", () => {
  it("«на этой неделе» lists only the letters of this week, newest first", async () => {
    const r = expectKind(await mailSearch.run({ query: "", period: "this_week" }, { ...ctx, now: new Date("2026-11-25T12:00:00Z") }), "mail");
    expect(r.total).toBe(2);
    expect(r.messages.every((m) => m.date >= "2026-11-23" && m.date < "2026-11-30")).toBe(true);
  });

  it("words that only describe the mailbox («непрочитанных», «новых») do not filter letters out", async () => {
    const r = expectKind(await mailSearch.run({ query: "непрочитанных новых" }, ctx), "mail");
    expect(r.total).toBeGreaterThan(5);
  });
});

describe("mail_search across languages", () => {
  it("«from accounting» finds the letters of «Бухгалтерия» through the thesaurus", async () => {
    const r = expectKind(await mailSearch.run({ query: "", from: "accounting" }, ctx), "mail");
    expect(r.total).toBeGreaterThan(0);
    expect(r.messages.every((m) => /бухгалтер/i.test(m.from))).toBe(true);
  });
});

describe("a period without letters", () => {
  it("says when the latest matching letter came", async () => {
    const r = expectKind(await mailSearch.run({ query: "", period: "this_week" }, { ...ctx, now: new Date("2026-12-10T12:00:00Z") }), "mail");
    expect(r.total).toBe(0);
    expect(r.latest).toBe("2026-11-26");
  });
});

describe("the newest letter of an empty period", () => {
  it("is the newest by date among the matching ones, not the most relevant", async () => {
    const all = expectKind(await mailSearch.run({ query: "счет" }, ctx), "mail");
    const newest = all.messages.map((m) => m.date).sort().at(-1)!.slice(0, 10);
    const r = expectKind(await mailSearch.run({ query: "счет", period: "this_week" }, { ...ctx, now: new Date("2026-12-10T12:00:00Z") }), "mail");
    expect(r.latest).toBe(newest);
  });
});
