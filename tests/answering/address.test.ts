import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { holdsAddress } from "../../src/text/measure-questions.ts";
import { freshChats } from "../road/helpers.ts";

// «какой адрес офиса» is answered by the address written out («Офис: Москва, ул. Бутырская, 76»), which never
// says «адрес» (walk 10: it was refused).
describe("an address written out", () => {
  it("is a street word and a name or number, abbreviated or not", () => {
    for (const t of ["Офис: Москва, ул. Бутырская, 76", "Ленинский проспект, д. 5", "наб. Обводного канала, 14", "10 Downing Street"]) expect(holdsAddress(t)).toBe(true);
    for (const t of ["Офис открыт с 8:00 до 21:00", "адрес почты hr@kodservice.ru", "улыбайтесь клиентам", "Площадь склада — 1 200 м²", "Курить разрешено только на улице у ворот", "рекламный проспект компании"]) expect(holdsAddress(t)).toBe(false);
  });
});

describe("«какой адрес офиса» in the chat", () => {
  it("is answered with the office's address and its citation", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs") });
    const { answer } = await send("какой адрес офиса");
    expect(answer.content).toContain("Бутырская");
    expect(answer.content).toMatch(/\[\d\]/);
  });
});
