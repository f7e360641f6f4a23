import { describe, expect, it } from "bun:test";
import { addDays, DEFAULT_ZONE, dateInZone, weekday } from "../../src/tools/time.ts";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 22's own fixes from walk 22b (a recheck in new words after the helpers' merge).

const today = dateInZone(Date.now(), DEFAULT_ZONE);
const monday = addDays(today, -weekday(today));
type Card = { tool: string; result: { labels?: string[] } };
const cardsOf = (m: { meta: Record<string, unknown> }) => (m.meta.tools as Card[] | undefined) ?? [];
const ddmm = (iso: string) => iso.slice(5).split("-").reverse().join(".");

// Walk 22b: «позапрошлой неделе» holds «прошл», so a fresh chat's question got last week's figures.
describe("the week before last asked in a fresh chat", () => {
  for (const [said, lang] of [["сколько посетителей было на сайте позапрошлой неделе?", "ru"], ["how many site visitors did we have the week before last?", "en"]] as const) {
    it(`«${said}» shows the week before last week`, async () => {
      const r = await (await freshChats({ lang, tools: true }))(said);
      const labels = cardsOf(r.answer as never)[0]!.result.labels!;
      expect(labels[0]).toBe(ddmm(addDays(monday, -14)));
      expect(labels.at(-1)).toBe(ddmm(addDays(monday, -8)));
    });
  }
});

// Walk 22b: a fever told with tomorrow's shift and whom to call entered the health skill (RU and EN); the staff rules say
// whom to call and how early. A fever asked about for itself still enters the skill.
describe("a fever told with a shift and whom to tell asks the staff rules", () => {
  const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
  for (const [said, lang] of [
    ["у меня поднялась температура, завтра утренняя смена с полдесятого. кому звонить и до какого часа надо успеть?", "ru"],
    ["I'm feeling rough, fever, can't do my shift tomorrow. who do I tell and how early?", "en"],
  ] as const) {
    it(`«${said}» gets «за 2 часа» from the rules, not the health skill`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(said);
      expect(r.skill).toBeNull();
      expect(r.answer.content).toMatch(/за 2 часа/);
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }

  it("«у меня температура 38 и болит горло, что принять?» still enters the health skill", async () => {
    const r = await (await freshChats({ docs: CINEMA }))("у меня температура 38 и болит горло, что принять?");
    expect(r.skill).toBe("health");
  });
});

// Walk 22b: in the cinema, a siren, a power cut, a fight and a lost child told as stories got «свободную беседу я не веду»,
// a refusal or an unrelated rule; the emergencies file has a section for each.
describe("cinema emergencies told as stories get their section", () => {
  const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");
  const cases: [string, "ru" | "en", RegExp][] = [
    ["слушай, у нас в 7 зале вдруг заорала сирена и мигают табло, зрители озираются — мне что делать?", "ru", /покиньте зал|эвакуац/i],
    ["посреди фильма всё погасло, в зале 1 только аварийки горят, люди встают", "ru", /отключение электроэнергии|оставайтесь на своих местах/],
    ["lights just died mid-movie in auditorium 2, it's pitch black", "en", /555-40-33/],
    ["двое парней в 4 зале сцепились из-за места, один другого уже за грудки держит", "ru", /555-40-20/],
    ["two dudes are throwing punches in row F of hall 6, what do I do", "en", /555-40-20/],
    ["ко мне подбежала женщина — не может найти дочку, девочке лет пять, в розовой куртке", "ru", /102/],
    ["a kid got separated from his dad in the lobby, dad is freaking out", "en", /102/],
  ];
  for (const [said, lang, expected] of cases) {
    it(`«${said}» (${lang}) quotes the section, cited, in no skill`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang }))(said);
      expect(r.skill).toBeNull();
      expect(r.answer.content).toMatch(expected);
      expect(r.answer.content).toMatch(/\[\d\]/);
    });
  }

  it("a child who lost a thing, or a light asked to be switched, is no emergency", async () => {
    const { situationOf } = await import("../../src/text/first-aid.ts");
    for (const said of ["my son lost his phone", "сын потерял перчатки", "выключи свет", "свет в офисе включите пожалуйста"]) expect(situationOf(said)).toBeNull();
  });
});

describe("a note pinged to a colleague", () => {
  it("«ping Dmitry Sokolov a quick note that I'll be 10 min late to the sync» drafts a letter to him, no skill", async () => {
    const r = await (await freshChats({ lang: "en", tools: true }))("ping Dmitry Sokolov a quick note that I'll be 10 min late to the sync");
    expect(r.skill).toBeNull();
    expect(JSON.stringify(r.cards)).toMatch(/d\.sokolov@/);
  });
});
