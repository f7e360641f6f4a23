import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { firstAidNameOf, situationOf } from "../../src/text/first-aid.ts";
import { freshChats } from "./helpers.ts";

// Helper A of session 29: emergencies told as stories over the cinema chain of walk 28a (its safety instruction holds a
// section for each: a guest unwell or fallen, burns, fire and burning oil, evacuation of a dark hall). Walk 28a's own words
// and new ones nobody tuned to.
const CINEMA = resolve(import.meta.dir, "../fixtures/walk28a/docs");

describe("a guest who slipped and hit their head", () => {
  // Walk 28a (R73): three rows of the contacts table, IT first — no action at all. The contacts table is whom to ask, and
  // the story's clause («ударился головой — не двигайте его») stands in a section whose every step the person needs.
  it.each([
    "гость поскользнулся на пролитой коле и ударился головой",
    "мужчина поскользнулся у бара, упал и ударился затылком",
  ])("«%s» gets the unwell-guest section: don't move him, 103, the incident log", async (q) => {
    const r = await (await freshChats({ docs: CINEMA }))(q);
    expect(r.answer.content).toContain("не двигайте его до приезда скорой");
    expect(r.answer.content).toContain("скорую 103");
    expect(r.answer.content).not.toContain("IT-поддержка");
  });
});

describe("a fall told in English over Russian rules", () => {
  // The rules name the event («…обморок, падение»), not the injury: «documents hold no procedure» and the guards' address.
  it("«A guest slipped on spilled soda and hit his head» gets the unwell-guest section", async () => {
    const r = await (await freshChats({ docs: CINEMA, lang: "en" }))("A guest slipped on spilled soda and hit his head");
    expect(r.answer.content).toContain("не двигайте его до приезда скорой");
    expect(r.answer.content).not.toContain("do not hold a procedure");
  });
});

describe("a guest unwell but breathing", () => {
  // Walk 28a (R72): «не двигайте… / начните СЛР» without the call or the steps for a conscious guest (5.3).
  it("«гостю стало плохо, дышит, но бледный и сидит на полу» gets the call and «приподнимите ноги»", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("гостю стало плохо, дышит, но бледный и сидит на полу");
    expect(r.answer.content).toContain("скорую 103");
    expect(r.answer.content).toContain("приподнимите ноги");
  });
});

describe("burning oil", () => {
  // Walk 28a (R36): the whole evacuation section, without the one rule that matters — no water on burning oil.
  it.each([
    ["ru", "масло во фритюре загорелось"],
    ["ru", "в баре вспыхнуло масло, что делать"],
    ["en", "The oil in the fryer caught fire!"],
  ] as const)("(%s) «%s» opens with «не лить воду» and the lid", async (lang, q) => {
    const r = await (await freshChats({ docs: CINEMA, lang }))(q);
    expect(r.answer.content).toContain("не лить воду");
    expect(r.answer.content).toContain("накрыть фритюр крышкой");
    expect(r.answer.content).not.toContain("Сигнал эвакуации");
  });
});

describe("a fire in the hall", () => {
  // Walk 28a (R32): «пожар» said as the noun was no situation; hedged with the extinguisher sentence, naming IT's address.
  it.each([
    "пожар в зале, идёт фильм, я билетёр — что делаю",
    "у нас пожар в третьем зале, идёт сеанс, куда выводить людей?",
  ])("«%s» gets the evacuation steps for the usher", async (q) => {
    const r = await (await freshChats({ docs: CINEMA }))(q);
    expect(r.answer.content).toContain("Билетёр открывает все эвакуационные выходы");
    expect(r.answer.content).not.toContain("it@yantar-kino.ru");
  });
});

describe("a burn told with a typing slip", () => {
  // Walk 28a (T4): «обжогся» was refused naming HR, though «обжёгся» got the burn section.
  it.each(["что делать если гость обжогся", "посетитель абжёгся кофемашиной"])("«%s» gets the burn steps", async (q) => {
    const r = await (await freshChats({ docs: CINEMA }))(q);
    expect(r.answer.content).toContain("охладите обожжённое место");
  });

  it("a word of the language one letter from a stem is no slip", () => {
    // «пожары» is a word (not «пожарк…»), so a count of past fires tells no fire now.
    expect(situationOf("сколько было пожары в прошлом году")).toBeNull();
    expect(firstAidNameOf("что делать если гость обжогся")?.ru).toBe("ожог");
  });
});

describe("evacuating a dark hall", () => {
  // Walk 28a (E13): «How do we evacuate a dark cinema hall?» was refused naming HR; the section is «Эвакуация из тёмного зала».
  it.each([
    ["en", "How do we evacuate a dark cinema hall?"],
    ["ru", "как эвакуировать людей из зала?"],
  ] as const)("(%s) «%s» gets the evacuation steps", async (lang, q) => {
    const r = await (await freshChats({ docs: CINEMA, lang }))(q);
    expect(r.answer.content).toContain("Билетёр открывает все эвакуационные выходы");
    expect(r.answer.content).toContain("Лифтами во время эвакуации не пользоваться");
  });
});

describe("the lights out in a hall", () => {
  // Walk 28a (R74): the refund rule for a failed show and an outside general rule, not the company's own clause on the
  // hall light (the projectionist switches it on).
  it("«во время фильма вырубился свет в зале, гости в темноте» shows the company's clause on the hall light", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("во время фильма вырубился свет в зале, гости в темноте");
    expect(r.answer.content).toContain("включает полный свет в зале");
  });
});

describe("cleaning agents as a cleaner names them", () => {
  // Walk 28a (R39): «хлоркой» never met «хлорсодержащие»; the night-work leave row was shown.
  it.each(["чем нельзя мыть вместе с хлоркой", "можно ли мыть пол хлоркой?"])("«%s» shows the rule on chlorine agents", async (q) => {
    const r = await (await freshChats({ docs: CINEMA }))(q);
    expect(r.answer.content).toContain("Нельзя смешивать хлорсодержащие средства с кислотными");
    expect(r.answer.content).not.toContain("ночное время");
  });
});
