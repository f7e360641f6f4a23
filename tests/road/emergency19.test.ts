import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Walk 19a: a vet clinic chain's seven documents (a hard-wrapped .txt of safety rules, an English locum guide), written by
// the walker. Injuries at work (a bite, a needle, a splash, a fall) are the company's rules; a sign that cannot wait opens
// the answer with the emergency numbers; the health skill neither takes company questions nor keeps them.
const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");
const EMERGENCY_RU = /103|112/;

describe("an animal's bite at work is the safety rules' bite procedure", () => {
  // Not fixed here: «собака» is a kind of «животное» (hyponym → hypernym), a relation one way only. As a symmetric thesaurus
  // group (dog = cat = animal) it cost the «vet» pilot set's figures (a vet's documents tell dogs from cats), so it needs a
  // directional table read by retrieval's held synonym and the answerer's coverage check (src/retrieval, src/answering).
  it.todo("«меня собака укусила за руку, что делать??» asserts the bite procedure: wash 15 minutes, the trauma clinic, the safety engineer");
  it.todo("«что делать если укусила собака пациента» and «меня кошка укусила до крови» find the same procedure");

  it("«A dog just bit my hand, what should I do?» in the English UI is the guide's bite rule, not ketamine", async () => {
    const r = await (await freshChats({ docs: VET, lang: "en" }))("A dog just bit my hand, what should I do?");
    expect(r.answer.content).not.toContain("ketamine");
    expect(r.answer.content).toMatch(/15 (?:minutes|минут)/);
  });

  // The answerer's part: in the English UI the English guide's own bite rule is the one to quote.
  it.todo("«A dog just bit my hand, what should I do?» quotes the English guide: 15 minutes, the senior vet, the trauma clinic");
});

describe("bleeding that does not stop opens the answer with the emergency numbers", () => {
  it("«кровь сильно идёт, не останавливается» after the bite gets 103/112, not «свободную беседу я не веду»", async () => {
    const send = await sameChat({ docs: VET });
    await send("меня собака укусила за руку, что делать??");
    const { m } = await send("кровь сильно идёт, не останавливается");
    expect(m.content).toMatch(EMERGENCY_RU);
    expect(m.content).not.toContain("свободную беседу");
  });

  it("«it's bleeding a lot» after the English bite question gets the emergency number, not the greeting", async () => {
    const send = await sameChat({ docs: VET, lang: "en" });
    await send("A dog just bit my hand, what should I do?");
    const { m } = await send("it's bleeding a lot");
    expect(m.content).toContain("112");
    expect(m.content).not.toMatch(/^Hello/);
  });

  it("«сдать кровь» is still no emergency", async () => {
    const r = await (await freshChats({ docs: VET }))("где можно сдать кровь на анализ?");
    expect(r.answer.content).not.toContain("вызовите скорую");
  });
});

describe("a drug injected by accident, a splash in the eye, a fall at work: the rules for each", () => {
  it("«случайно вколола себе немного седатива в палец, голова кружится» gets the emergency line and the rule", async () => {
    const r = await (await freshChats({ docs: VET }))("случайно вколола себе немного седатива в палец, голова кружится");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toMatch(EMERGENCY_RU);
    expect(r.answer.content).toContain("старшему врачу смены");
  });

  it("«брызнул дезраствор в глаз» is no greeting: rinse the eyes 15 minutes, then a doctor", async () => {
    const r = await (await freshChats({ docs: VET }))("брызнул дезраствор в глаз");
    expect(r.answer.content).not.toContain("Здравствуйте");
    expect(r.answer.content).toContain("промыть глаза");
  });

  it("«поскользнулась на мокром полу в процедурной, ушибла колено. куда сообщать?» is the accident-at-work rule", async () => {
    const r = await (await freshChats({ docs: VET }))("поскользнулась на мокром полу в процедурной, ушибла колено. куда сообщать?");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("старшему врачу смены");
    expect(r.answer.content).toContain("24 час");
  });
});

describe("the health skill is for one's own symptoms, not the company's questions", () => {
  it("«я заболела походу, чё делать» is falling ill said colloquially: the sick-leave rule, no interview", async () => {
    const r = await (await freshChats({ docs: VET }))("я заболела походу, чё делать");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("ЭЛН");
  });

  it("questions about reporting a bite or the ketamine safe enter no health interview", async () => {
    const ask = await freshChats({ docs: VET });
    for (const q of ["кому ещё сообщить про укус кроме врача?", "можно ассистенту взять кетамин из сейфа если врач попросил?", "ошиблась в журнале кетамина, как исправить"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("С какого дня");
    }
  });

  it("inside the health skill «кто платит больничный?» is answered from the documents, the skill kept", async () => {
    const send = await sameChat({ docs: VET });
    await send("болит живот у ребёнка");
    const { m, d } = await send("кто платит больничный?");
    expect(d.outcome).not.toBe("skill");
    expect(m.content).toMatch(/больничн/i);
    expect(m.content).not.toContain("температура");
    const { d: d2, m: m2 } = await send("а декретные сколько платят?");
    expect(d2.outcome).not.toBe("skill");
    expect(m2.content).not.toContain("хронические болезни");
    const skill = send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null };
    expect(skill.skill).toBe("health");
  });

  // The answerer's part: «платит» is met by the rules' «оплачивает» (Snowball parts «оплачива-» from «оплат-»; a thesaurus
  // group for it cost an open-document test its duty pay), so the answer says who pays.
  it.todo("inside the health skill «кто платит больничный?» says the company pays 3 days, then the Social Fund");

  it("real symptoms still enter the health skill: «болит живот у ребёнка», «температура 38 и кашель»", async () => {
    const ask = await freshChats({ docs: VET });
    for (const q of ["болит живот у ребёнка", "температура 38 и кашель"]) expect((await ask(q)).skill).toBe("health");
  });
});
