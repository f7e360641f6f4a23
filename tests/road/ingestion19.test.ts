import { beforeAll, describe, expect, it } from "bun:test";
import { freshChats } from "./helpers.ts";

// Walk 19a: a vet clinic's documents — a safety instruction typed as plain text hard-wrapped at ~72 columns, and an
// IT page whose procedures open with a bold run-in label («Забыли пароль.»). Each message goes through the chat as the
// browser posts it; the stored answer is what the person reads.
const DOCS = `${import.meta.dir}/../fixtures/walk19a/docs`;
let ask: Awaited<ReturnType<typeof freshChats>>;
beforeAll(async () => { ask = await freshChats({ docs: DOCS }); });
const answer = async (q: string) => (await ask(q)).answer.content as string;

describe("a plain-text instruction hard-wrapped at a fixed width", () => {
  it("answers the pregnancy question with the whole rule, not its second half", async () => {
    const a = await answer("можно ли беременной работать с рентгеном");
    expect(a).toContain("Беременные сотрудницы не допускаются к работе с рентгеном и ингаляционным наркозом");
    expect(a).toContain("вас переведут на другой участок");
  });

  it("answers who hands out the PPE with the sentence whole («Краги, очки и дозиметры выдаёт…»)", async () => {
    const a = await answer("кто выдаёт краги и дозиметры");
    expect(a).toContain("Краги, очки и дозиметры выдаёт старший ассистент клиники под подпись");
    expect(a).not.toMatch(/(^|[.\]]\s+)и дозиметры выдаёт/);
  });

  it("tells where to report an injury on the way to work, the address included", async () => {
    const a = await answer("получила травму по дороге на работу, куда сообщить");
    expect(a).toContain("сообщите в отдел кадров (hr@vetdrug.ru)");
  });

  it("cites the x-ray row of the PPE table whole, under its real section", async () => {
    const a = await answer("какие сиз нужны для рентгена");
    expect(a).toContain("свинцовый фартук, воротник для защиты щитовидной железы, индивидуальный дозиметр");
    expect(a).not.toContain("Форма после операционной");
  });

  it("lists the bite procedure step by step", async () => {
    const a = await answer("что делать если укусило животное");
    expect(a).toContain("Сразу промойте рану проточной водой с мылом не менее 15 минут");
    expect(a).toContain("сообщите инженеру по охране труда (ot@vetdrug.ru)");
    expect(a).not.toContain("Беременные");
  });
});

describe("a procedure opening with a bold run-in label", () => {
  it("answers a forgotten password with the procedure, not the bare label", async () => {
    const a = await answer("забыла пароль от ветофиса((");
    expect(a).toContain("Позвоните в ИТ-поддержку (внутр. 555 или +7 912 400-05-55)");
    expect(a).not.toMatch(/Забыли пароль\s*\[\d\]/);
  });
});
