import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 31, helper A: issue 14's leave-one-out through the chat. A question about the company's own matters, asked with
// the document that answers it left out, was taken by a skill the router or the gate chose on a word (the teacher's
// lesson, a diet, a symptom interview, a contract review): with no evidence it must be refused with whom to ask, while
// a request for the skill's own work keeps the skill.
const PILOT = resolve(import.meta.dir, "../fixtures/pilot");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The set's documents without `left` (the eval's leave-one-out), in a folder of their own. */
function without(set: string, left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h31a-"));
  made.push(docs);
  cpSync(join(PILOT, set, "docs"), docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("what the employer does for the person is the rules' to say, not a skill's", () => {
  // school q04, q23 and transit t05 with their rules left out: «дадут ли мне выходной» entered the teacher skill on «класс»
  // («Для какого класса…?»), «вернут ли ей деньги за еду» the nutrition interview, «…чтобы допустили на медосмотре» the
  // health interview («С какого дня это началось?»).
  const cases = [
    { set: "heldout-school", doc: "pravila_dlya_sotrudnikov.md", q: "Мой сын идёт в первый класс — дадут ли мне выходной 1 сентября?" },
    { set: "heldout-school", doc: "rabota_s_roditelyami.md", q: "Мама спрашивает: сын почти три недели лежал с гриппом, вернут ли ей деньги за еду?" },
    { set: "heldout-transit", doc: "predreysovyy-medosmotr.md", q: "какое максимальное давление чтобы допустили на предрейсовом медосмотре" },
  ];
  it("left out, the question is not asserted, no skill is entered and whom to ask is named", async () => {
    for (const c of cases) {
      const r = await (await freshChats({ docs: without(c.set, c.doc) }))(c.q);
      expect(r.skill).toBeNull();
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
      expect(r.answer.content).toMatch(/@[\w-]+\.ru/);
    }
  });
  it("with the rules present, the day off is answered from them", async () => {
    const r = await (await freshChats({ docs: join(PILOT, "heldout-school/docs") }))(cases[0]!.q);
    expect(r.skill).toBeNull();
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  it("a request for the skill's own work keeps the skill", async () => {
    const ask = await freshChats({ docs: join(PILOT, "heldout-school/docs") });
    expect((await ask("объясни, как решать уравнения для 7 класса")).skill).toBe("teacher");
  });
});

describe("a figure the rules set, asked of a documents question, is not a contract to review", () => {
  // fitness q07, q08 with the reception standard left out: the router read a documents question, the gate put the contract
  // review in its place on «договор» («Пришлите, пожалуйста, текст договора…»).
  const cases = [
    "в какой срок возвращаем деньги клиенту если он расторгает договор",
    "клиент расторгает договор, у него осталось 5 персональных из пакета. по какой цене их пересчитывать при возврате?",
  ];
  it("left out, it is refused or held as possibly related, with no contract review", async () => {
    const ask = await freshChats({ docs: without("heldout-fitness", "reception_standard.html") });
    for (const q of cases) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("Проверка договора");
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
  });
  it("with the standard present, the documents answer it, not the contract review", async () => {
    const r = await (await freshChats({ docs: join(PILOT, "heldout-fitness/docs") }))(cases[0]!);
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("Проверка договора");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("where a paper goes is a contact the rules name", () => {
  // fitness q11 with the incidents rules left out: «куда и в какой срок отправлять акт о происшествии в зале» entered the
  // regulation-reading skill on «зал», which listed unrelated fragments as «Материалы из документов».
  it("left out, it is refused with a contact, not a skill's listing", async () => {
    const r = await (await freshChats({ docs: without("heldout-fitness", "safety_incidents.txt") }))("куда и в какой срок отправлять акт о происшествии в зале");
    expect(r.skill).toBeNull();
    expect(r.answer.content).not.toContain("Материалы из документов");
    expect(answerStateOf(r.answer.content)).toBe("refused");
    expect(r.answer.content).toMatch(/@pulsfit\.ru/);
  });
});

describe("someone's pay asked is the pay rules' figure, not a workout", () => {
  // fitness q22, q23 with the trainers' rules left out: «сколько получает тренер категории мастер за персональную тренировку?»
  // entered the fitness skill on «тренировк*» («Какая цель тренировок…?»), and kept «а за сплит?» as the goal's answer.
  const q = "сколько получает тренер категории мастер за персональную тренировку?";
  it("left out, it and its follow-up are not asserted and no skill is entered", async () => {
    const send = await sameChat({ docs: without("heldout-fitness", "trainers_rules.md") });
    const first = await send(q);
    expect(first.d.outcome).not.toBe("skill");
    expect(answerStateOf(first.m.content)).not.toBe("answered");
    const next = await send("а за сплит?");
    expect(next.m.content).not.toContain("Какая цель тренировок");
    expect(answerStateOf(next.m.content)).not.toBe("answered");
  });
  it("with the rules present, the follow-up is answered with the split's rate", async () => {
    const send = await sameChat({ docs: join(PILOT, "heldout-fitness/docs") });
    await send(q);
    const { m } = await send("а за сплит?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("1200");
  });
  it("a workout asked keeps the fitness skill", async () => {
    const r = await (await freshChats({ docs: join(PILOT, "heldout-fitness/docs") }))("составь мне план тренировок на неделю, хочу похудеть");
    expect(r.skill).toBe("fitness");
  });
});
