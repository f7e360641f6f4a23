import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Walk 21c (item 1): emergencies told as stories («сирена завыла», «бухой, орёт матом», «подвернула ногу… похоже перелом»,
// «течёт из-под раковины, заливает соседей», «стало плохо, упал, не отвечает, но дышит», «water is coming through the
// ceiling») got a refusal naming HR, «свободную беседу я не веду», a product search or an unrelated rule, though the
// hotel's safety instruction has a section for each. The section's steps answer, cited, in either interface language.

const HOTELS = resolve(import.meta.dir, "../fixtures/walk21a/docs");

const FIRE = [/101/, /эвакуаци/];
// In English the hotel's own English guide answers the alarm («…call 101 and start the evacuation announcement»).
const FIRE_EN = [/101/, /evacuation|эвакуаци/];
const AGGRESSIVE = [/тревожную кнопку/, /65-00-65/];
const FRACTURE = [/не поднимать и не двигать/, /103/];
const CUT = [/пластыр/];
const LEAK = [/Перекрыть кран/];
const FAINTED = [/103/, /дыхани|дышит/];
const BREATHING = [/устойчивое боковое положение/];
const LIFT = [/21-00-21/, /Двери самостоятельно не открывать/];

type Case = [string, RegExp[], "ru" | "en"];
const WRONG = /hr@|lost@|kuznetsova@|volkova@|свободную беседу|free conversation|не ответ|not an answer|Бельё|паспорт/i;

function procedures(title: string, cases: Case[], still: "failing" | null = null) {
  describe(title, () => {
    for (const [q, expected, lang] of cases) {
      (still ? it.failing : it)(`«${q}» (${lang} UI) quotes the section's steps, cited, with no refusal, draft or unrelated rule`, async () => {
        const r = await (await freshChats({ docs: HOTELS, lang }))(q);
        for (const e of expected) expect(r.answer.content).toMatch(e);
        expect(r.answer.content).toMatch(/\[\d\]/);
        expect(r.answer.content).not.toMatch(WRONG);
        expect(r.tools.every((t) => t === "search_documents")).toBe(true);
      });
    }
  });
}

procedures("an emergency told as the walk told it gets the section's procedure", [
  ["тут сирена пожарная завыла на втором этаже, я одна на ресепшене, что мне делать по порядку??", FIRE, "ru"],
  ["ЧП: в коридоре 5 этажа дым и орёт пожарка, что делаю?", FIRE, "ru"],
  ["fire alarm just went off on the 4th floor, walk me through it", FIRE_EN, "en"],
  ["мужик из 215 бухой, орёт на меня матом и кулаком машет, помогите", AGGRESSIVE, "ru"],
  ["что делать если гость напился и буянит в лобби", AGGRESSIVE, "ru"],
  ["гость в баре перебрал, кидается на охранника и на меня, кого вызывать?", AGGRESSIVE, "ru"],
  ["there's a drunk guy at the desk yelling and threatening to hit me, what now?", AGGRESSIVE, "en"],
  ["what's the protocol if a guest gets aggressive at reception?", AGGRESSIVE, "en"],
  ["бабушка упала на крыльце, встать не может, нога как-то вывернута", FRACTURE, "ru"],
  ["девушка подвернула ногу на мокром полу в холле, похоже перелом", FRACTURE, "ru"],
  ["someone slipped on the stairs and might have broken an ankle", FRACTURE, "en"],
  ["гостья разбила бокал и порезала руку, кровь идёт но немного", CUT, "ru"],
  ["a guest tripped and cut her knee in the corridor, what do I do?", CUT, "en"],
  ["звонят из 318 — у них с потолка капает вода, уже лужа на полу", LEAK, "ru"],
  ["у гостя течёт из-под раковины и заливает соседей снизу", LEAK, "ru"],
  ["water is coming through the ceiling in room 405", LEAK, "en"],
  ["в холле мужчине стало плохо, он упал и не отвечает, но дышит", [...FAINTED, ...BREATHING], "ru"],
  ["guest passed out in the lobby and isn't responding", FAINTED, "en"],
  ["лифт встал между 3 и 4 этажом, внутри двое гостей стучат", LIFT, "ru"],
  ["the elevator is stuck with a kid inside", LIFT, "en"],
]);

// Wordings of my own, not from the log, each in the other interface language too.
procedures("the same emergencies in other words get the same procedures", [
  ["сработала сирена, весь этаж в дыму, куда выводить гостей?", FIRE, "en"],
  ["гость пьяный, кричит и угрожает администратору", AGGRESSIVE, "en"],
  ["the guest is wasted and shouting at me", AGGRESSIVE, "ru"],
  ["постоялец упал в душе и, кажется, сломал руку", FRACTURE, "en"],
  ["a guest twisted her ankle on the wet floor, I think it's broken", FRACTURE, "ru"],
  ["в номере 512 с потолка льёт вода прямо на кровать", LEAK, "en"],
  ["the pipe under the sink burst and it's flooding the bathroom", LEAK, "ru"],
  ["женщине в ресторане стало плохо, лежит на полу и не реагирует", FAINTED, "en"],
  ["a guest fainted at breakfast, she is breathing", [...FAINTED, ...BREATHING], "ru"],
  ["лифт застрял, внутри ребёнок плачет", LIFT, "en"],
  // Routed to site metrics on a word before the fix: an emergency told yields any tool picked on a word.
  ["нетрезвый посетитель скандалит у стойки и толкает охранника", AGGRESSIVE, "ru"],
  ["an intoxicated visitor is swearing at the receptionist", AGGRESSIVE, "en"],
]);

// A tool asked for outright keeps it, whatever the emergency its words tell.
describe("a request for a tool that tells of an emergency keeps its tool", () => {
  it("«напиши письмо в техподдержку: кофемашина течёт из-под группы» is still a letter, not the leak procedure", async () => {
    const r = await (await freshChats({ docs: HOTELS, lang: "ru" }))("напиши письмо в техподдержку: кофемашина течёт из-под группы");
    expect(r.tools).not.toContain("search_documents");
    expect(r.answer.content).not.toMatch(/Перекрыть кран/);
  });
});

// Kept out of tuning: written before the fix, run only at the end.
procedures("held-out wordings of the same emergencies", [
  ["на 3 этаже воет пожарная сигнализация, гости выбегают в коридор, что мне делать", FIRE, "ru"],
  ["a man in the bar is drunk and screaming at the staff, what do I do", AGGRESSIVE, "en"],
  ["в 204 из батареи хлещет вода, ковёр весь мокрый", LEAK, "ru"],
  ["a guest collapsed by the lift and won't wake up", FAINTED, "en"],
  ["there's water dripping from the light fitting in 212", LEAK, "en"],
  ["smoke alarm is beeping on the 2nd floor and I can smell smoke", FIRE_EN, "en"],
]);

// Held out: the drunk guest's story entered the health skill on «пьяный»; a skill entered on one cue word now yields to
// an emergency told (walk 22a's fix, routing/guards/lone-cue.ts), so it passes.
procedures("a held-out wording that passes since a lone cue word yields to an emergency", [
  ["пьяный постоялец ломится в чужой номер и матерится на горничную", AGGRESSIVE, "ru"],
]);

// Held out and failing at the end of session 22: «оступился… распухла, наступить не может» said none of the injury words.
// Passes since session 23 (h23e): swelling and not bearing weight beside a part of the body are a suspected fracture's
// signs (first-aid.json, with their sources).
procedures("a held-out wording that passes since swelling is a fracture's sign", [
  ["гость оступился на ступеньках, лодыжка распухла, наступить не может", FRACTURE, "ru"],
]);

describe("an ordinary message is no emergency", () => {
  const cases: [string, "ru" | "en"][] = [
    ["вода в кулере закончилась", "ru"],
    ["пожарная инспекция придёт в четверг, кто встречает?", "ru"],
    ["fire the intern?", "en"],
    ["сломался принтер на ресепшене, кому звонить?", "ru"],
    ["гость хочет заказать бутылку вина в номер", "ru"],
    ["клиент не отвечает на письма уже неделю", "ru"],
    ["can guests drink the tap water in the rooms?", "en"],
    ["the shower in 214 has weak water pressure, who do I tell?", "en"],
  ];
  for (const [q, lang] of cases) {
    it(`«${q}» is asked as said, not as an emergency`, async () => {
      const r = await (await freshChats({ docs: HOTELS, lang }))(q);
      expect(JSON.parse(String(r.d.results ?? "{}")).firstAid).toBeUndefined();
      expect(r.answer.content).not.toMatch(/тревожную кнопку|Перекрыть кран|устойчивое боковое|не поднимать и не двигать|21-00-21|объявляет эвакуацию/);
    });
  }
});
