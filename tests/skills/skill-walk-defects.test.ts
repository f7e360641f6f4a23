import { describe, expect, it } from "bun:test";
import { sampleServices, say } from "../conversation/helpers.ts";
import { interviewTurn } from "../../src/skills/interview/interview.ts";
import type { InterviewState } from "../../src/skills/interview/types.ts";
import type { Services } from "../../src/services.ts";

/** The chat's skill turns with the English interface (act-skill passes the interface language). */
function english(s: Services, id: string) {
  const skill = s.routing.skills.all().find((k) => k.id === id)!;
  let state: InterviewState | null = null;
  return (m: string) => { const r = interviewTurn(skill, state, m, "en"); state = r.state; return r.text; };
}

// A tester's walk (Chromium, embedded face) through the built-in skills in their own sloppy words.
describe("nutrition: never a slot the person did not give; negations and corrections read", async () => {
  const { services: s } = await sampleServices();
  it("«похудеть немного» sets no activity; «не тренируюсь, сижу весь день» and «никакой» are sedentary; «37. хотя нет, 38» is 38; a question after the result gets it", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "помоги с питанием");
    const goal = await say(s, c, "ну похудеть немного и чтоб спина не болела");
    expect(goal.text).not.toContain("активность");
    await say(s, c, "женщина");
    const age = await say(s, c, "37. хотя нет, 38 уже в марте исполнилось");
    expect(age.text).toContain("возраст: 38");
    await say(s, c, "рост 165, вес 70");
    const act = await say(s, c, "а, и вообще-то я не тренируюсь, сижу весь день");
    expect(act.text).toContain("активность: сидячий образ жизни");
    expect(act.text).not.toContain("ограничения: а, и");
    const done = await say(s, c, "нет");
    expect(done.text).toContain("×1.2");
    const again = await say(s, c, "активность поправь — никакой, я в офисе сижу и всё");
    expect(again.text).not.toContain("высокая");
    const ask = await say(s, c, "ну так сколько мне есть-то в день?");
    expect(ask.text).not.toContain("Поправьте");
    expect(ask.text).toMatch(/≈ \d+ ккал в день/);
  });
});

describe("calories: halves, unknown foods, a splash of milk", async () => {
  const { services: s } = await sampleServices();
  it("«борща я съел только полтарелки» halves the borscht", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "посчитай калории: борщ и две котлеты");
    const r = await say(s, c, "хотя нет, котлета была одна, а борща я съел только полтарелки");
    expect(r.text).toContain("— котлета, 100 г");
    expect(r.text).toContain("— борщ, 150 г");
  });

  it("English: pizza slices and a can of coke both counted; «coca-cola 330 ml» is no pizza; coffee with milk is a splash", async () => {
    const r = english(s, "calories")("count my calories: two slices of pizza and a can of coke");
    expect(r).toMatch(/pizza, 210 g/);
    expect(r).toMatch(/cola, 330 g/);
    const turn = english(s, "calories");
    turn("count my calories: two slices of pizza");
    const cola = turn("coca-cola 330 ml");
    expect(cola).not.toContain("pizza, 330");
    const coffee = turn("coffee with milk");
    expect(coffee).not.toMatch(/milk, 250/);
    expect(coffee).toMatch(/milk, 30 g/);
  });

  it("a food not in the table is said plainly, never dropped nor put on the previous food", async () => {
    const turn = english(s, "calories");
    turn("count my calories: two slices of pizza");
    const r = turn("and a glass of kombucha 300 ml");
    expect(r).toContain("pizza, 210 g");
    expect(r).toMatch(/don't know.*kombucha/i);
  });
});

describe("fitness: frequency, a knee, no equipment, a question about the plan", async () => {
  const { services: s } = await sampleServices();
  it("«хожу раза 4 в неделю» is 4 days; «колено иногда побаливает» shapes the plan", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "составь план тренировок");
    const r = await say(s, c, "набрать массу. хожу раза 4 в неделю");
    expect(r.text).toContain("тренировок в неделю: 4");
    await say(s, c, "новичок");
    await say(s, c, "дома");
    const knee = await say(s, c, "колено иногда побаливает");
    expect(knee.text).toContain("План на неделю");
    expect(knee.text).not.toContain("уровень: средний");
    const week = knee.text.split("\n").filter((l) => /^— (?:Пн|Вт|Ср|Чт|Пт|Сб|Вс):/.test(l)).join("\n");
    expect(week).not.toMatch(/присед|выпад/);
    expect(knee.text).toMatch(/колен/);
  });

  it("English: «no equipment except a mat» gets no bike or swim; a question about the circuit is answered from the plan", async () => {
    const turn = english(s, "fitness");
    turn("make me a workout plan to lose weight");
    turn("beginner, 3 times a week, at home");
    const r = turn("no equipment except a mat");
    expect(r).toContain("Weekly plan");
    expect(r).not.toMatch(/bike|swim/);
    expect(r).not.toContain("show the plan to a doctor");
    const q = turn("what exercises exactly is the full-body circuit?");
    expect(q).not.toContain("Correct anything");
    expect(q).toMatch(/push-ups/i);
  });
});

describe("teacher: a wrong answer is told why; a grade said as an ordinal", async () => {
  const { services: s } = await sampleServices();
  it("«в пятом вроде. или в шестом» is grade 6; «2/9?» is wrong with a reason; «почему нельзя сложить сверху и снизу?» is explained anew", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "объясни дроби");
    const g = await say(s, c, "ну она в пятом вроде. или в шестом");
    expect(g.text).toContain("класс: 6");
    const res = await say(s, c, "сложение с разными знаменателями");
    expect(res.text).toContain("Сколько будет 1/3 + 1/6?");
    const wrong = await say(s, c, "2/9?");
    expect(wrong.text).toContain("Пока не так");
    expect(wrong.text).toContain("знаменател");
    const why = await say(s, c, "а почему нельзя просто сложить сверху и снизу?");
    expect(why.text).not.toContain(res.text.split("\n").find((l) => l.startsWith("1. "))!);
    expect(why.text).toContain("Попробуйте сами");
  });
});

describe("health: the complaint without greetings, signs and medicines apart, a child's fever", async () => {
  const { services: s } = await sampleServices();
  it("questions to the doctor quote the symptom, not the greeting; «температуры нет вроде. пил цитрамон» is a sign and a medicine", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "Привет. Что-то я в последнее время совсем расклеился, болит горло");
    await say(s, c, "ну где-то неделю, может две. не знаю после чего");
    const signs = await say(s, c, "температуры нет вроде. пил цитрамон");
    expect(signs.text).toContain("Что вы рассказали");
    expect(signs.text).toMatch(/другие признаки: температуры нет/);
    expect(signs.text).toMatch(/болезни, лекарства, аллергия: пил цитрамон/);
    const q = await say(s, c, "да, подготовь вопросы к врачу");
    expect(q.text).not.toContain("Привет");
    expect(q.text).not.toContain("не знаю после чего");
    expect(q.text).toContain("болит горло");
    const more = await say(s, c, "понятно");
    expect(more.text).not.toContain("пересчитаю");
  });

  it("a child with 39° is to see a doctor today, with the signs that call for emergency help", async () => {
    const c = s.chats.create("u1", "t").id;
    await say(s, c, "у сына температура 39, ему 4 года");
    await say(s, c, "со вчера");
    const r = await say(s, c, "нет");
    expect(r.text).not.toContain("в ближайшие 1–2 дня");
    expect(r.text).toContain("сегодня");
  });
});
