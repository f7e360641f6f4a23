import { describe, expect, it } from "bun:test";
import { sampleServices, say } from "../conversation/helpers.ts";
import { interviewTurn } from "../../src/skills/interview/interview.ts";
import { procedureSteps } from "../../src/skills/represent.ts";
import type { Services } from "../../src/services.ts";
import type { InterviewState } from "../../src/skills/interview/types.ts";

/** The first clause of each procedure step: the instruction to the assistant, which the person must never see. */
function instructions(s: Services, id: string): string[] {
  const skill = s.routing.skills.get(id)!;
  return procedureSteps(skill).map((st) => st.split(/[.:;]/)[0].trim().toLowerCase());
}

async function conversation(s: Services, lines: string[]) {
  const chat = s.chats.create("u1", "t");
  const turns = [];
  for (const line of lines) turns.push(await say(s, chat.id, line));
  return { chat: s.chats.get(chat.id, "u1")!, turns, last: turns.at(-1)!.text, all: turns.map((t) => t.text) };
}

const SCRIPTS: { skill: string; lines: string[]; result: RegExp[] }[] = [
  { skill: "calories", lines: ["Посчитай калории моего обеда: борщ, котлета с пюре и компот", "борщ 400 г"], result: [/борщ, 400 г: 196 ккал/, /Итого ≈ 742 ккал/] },
  { skill: "nutrition", lines: ["Составь рацион питания на неделю, хочу похудеть", "женщина", "мне 29, рост 165, вес 60", "сидячая работа", "нет"], result: [/возраст: 29/, /рост: 165 см/, /норма под цель: ≈ 1352 ккал/] },
  { skill: "fitness", lines: ["Составь план тренировок, хочу похудеть", "новичок", "3 раза в неделю", "дома", "нет"], result: [/тренировок в неделю: 3/, /где: дома/, /План на неделю/, /2–3 подхода по 10–12 повторов/] },
  { skill: "health", lines: ["У ребёнка болит живот, ему 3 годика", "со вчера, после обеда", "температура 38,5, рвоты нет", "нет"], result: [/возраст: 3/, /со вчера, после обеда/, /педиатру/, /не ставлю диагноз/] },
  { skill: "teacher", lines: ["Объясни дроби", "5 класс", "не понимаю сложение"], result: [/тема: дроби\n/, /класс: 5/, /для 5 класса/, /1\/4 \+ 2\/4 = 3\/4/, /Сколько будет 1\/3 \+ 1\/6\?/] },
];

describe("the seed skills' conversations in the embedded face", async () => {
  const { services: s } = await sampleServices();

  for (const script of SCRIPTS) {
    it(`${script.skill}: stays in the skill, asks in plain words and ends with a result that uses what the person said`, async () => {
      const c = await conversation(s, script.lines);
      for (const t of c.turns) expect(t.decision?.skill).toBe(script.skill);
      for (const re of script.result) expect(c.last).toMatch(re);
      const steps = instructions(s, script.skill);
      for (const text of c.all) for (const step of steps) expect(text.toLowerCase()).not.toContain(step);
      for (const text of c.all) expect(text).not.toMatch(/Шаг \d+ из \d+/);
    });
  }

  it("fills what the first message already gave and asks only for the rest", async () => {
    const c = await conversation(s, ["Составь программу тренировок: хочу похудеть, я новичок, 3 раза в неделю"]);
    expect(c.last).toContain("Где будете заниматься");
    expect(c.last).not.toContain("уровень подготовки");
  });

  it("answers in English when the person writes in English", async () => {
    const chat = s.chats.create("u1", "t");
    s.chats.setSkill(chat.id, "calories");
    const skill = s.routing.skills.get("calories")!;
    const r = interviewTurn(skill, null, "count my lunch: borscht 300 g and a cutlet");
    expect(r.text).toContain("Total ≈ 367 kcal");
  });
});

describe("a company skill without a plan of its own", () => {
  // Walk 17b (issue 16): the method's own work is never listed to the person, not even as infinitives («1. составить…»).
  it("asks the procedure's questions to the person, then sums up what they said without reading the method out", () => {
    const skill = { id: "minutes", name: "Протокол", description: "Оформить протокол совещания", procedure: "1. Попроси заметки; найди событие в календаре.\n2. Составь список решений с ответственными.", tools: [], prefetch: 0, autoSwitch: true, source: "company" as const, enabled: true };
    const first = interviewTurn(skill, null, "Оформи протокол вчерашней планёрки");
    expect(first.text).toBe("Работаю по навыку «Протокол». Пришлите, пожалуйста, заметки?");
    const second = interviewTurn(skill, first.state, "Решили перенести релиз, Иван готовит план");
    expect(second.text).toContain("— запрос: Оформи протокол вчерашней планёрки");
    expect(second.text).toContain("Решили перенести релиз");
    expect(second.text).not.toMatch(/составить список решений|Составь список|по методике/i);
  });

  it("documents: gathers the file's type, purpose and structure into a plan of the file", () => {
    const skill = { id: "documents", name: "Документы", description: "Создать файл", procedure: "1. Уточни тип файла.", tools: [], prefetch: 0, autoSwitch: false, source: "platform" as const, enabled: true };
    let st: InterviewState | null = null;
    const lines = ["Нужна таблица расходов отдела", "месяц, статья, сумма", "позже"];
    let text = "";
    for (const l of lines) ({ text, state: st } = interviewTurn(skill, st, l));
    expect(text).toContain("тип файла: таблица Excel");
    expect(text).toContain("1. месяц\n2. статья\n3. сумма");
  });
});

describe("the nutrition skill without the figures it needs", () => {
  it("says which figures are missing instead of computing a target from nothing", () => {
    const skill = { id: "nutrition", name: "Питание", description: "Рацион", procedure: "1. Спроси цель.", tools: [], prefetch: 0, autoSwitch: true, source: "platform" as const, enabled: true };
    let st: InterviewState | null = null;
    let text = "";
    for (const l of ["Составь рацион, хочу похудеть", "мужчина", "не скажу", "не скажу", "сидячая", "нет"]) ({ text, state: st } = interviewTurn(skill, st, l));
    expect(text).toContain("Без этих цифр норму не посчитать: возраст, рост, вес");
    expect(text).not.toContain("NaN");
  });
});
