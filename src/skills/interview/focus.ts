import type { Said } from "./workouts.ts";

/**
 * Parts of the body a person asks to work on («подтянуть спину и пресс», «more abs»), as data: the stems that name each,
 * and the exercises the plan adds for it to every session — with the body's own weight, with dumbbells, and more of
 * them when the person asks for more. Written from general public guidance (NHS «Strength and flexibility exercises»,
 * «Exercises for back pain»; WHO guidelines on physical activity, 2020), not from any pilot set. `back`: the version for
 * a sore back (NHS «Back pain»: no sit-ups or heavy bending; slow core work instead), `backMore` its more; `gym` the
 * version with a gym's machines and barbells.
 */
export interface Area { key: string; stems: string[]; name: Said; body: Said; dumbbells?: Said; gym?: Said; more: Said; back?: Said; backMore?: Said }

export const AREAS: readonly Area[] = [
  { key: "back", stems: ["спин", "поясниц", "back"], name: { ru: "спина", en: "back" },
    body: { ru: "«супермен» 3 × 12, «лодочка» 3 × 20–30 с, ягодичный мост 3 × 15", en: "superman 3 × 12, back extension hold 3 × 20–30 s, glute bridge 3 × 15" },
    dumbbells: { ru: "тяга гантелей в наклоне 3 × 12–15, разведение гантелей в наклоне 3 × 12–15, «супермен» 3 × 12", en: "bent-over dumbbell row 3 × 12–15, bent-over reverse fly 3 × 12–15, superman 3 × 12" },
    more: { ru: "«птица-собака» 3 × 10 на сторону", en: "bird dog 3 × 10 per side" } },
  { key: "abs", stems: ["пресс", "кубик", "мышцы кора", "мышц кора", "abs", "core", "six-pack"], name: { ru: "пресс", en: "abs" },
    body: { ru: "скручивания 3 × 15, планка 3 × 30 с", en: "crunches 3 × 15, plank 3 × 30 s" },
    more: { ru: "обратные скручивания 3 × 12, боковая планка 2 × 20 с на сторону, «мёртвый жук» 3 × 10", en: "reverse crunches 3 × 12, side plank 2 × 20 s per side, dead bug 3 × 10" },
    back: { ru: "«мёртвый жук» 3 × 10, планка с колен 3 × 20–30 с", en: "dead bug 3 × 10, plank from the knees 3 × 20–30 s" },
    backMore: { ru: "боковая планка с колен 2 × 20 с на сторону, «медведь» (колени над полом) 3 × 15 с", en: "side plank from the knees 2 × 20 s per side, bear hold 3 × 15 s" } },
  { key: "legs", stems: ["ног", "бедр", "ягодиц", "попу", "попа", "legs", "glute", "thigh", "bum"], name: { ru: "ноги и ягодицы", en: "legs and glutes" },
    body: { ru: "приседания 3 × 15, выпады назад 3 × 10 на ногу, ягодичный мост 3 × 15", en: "squats 3 × 15, reverse lunges 3 × 10 per leg, glute bridge 3 × 15" },
    dumbbells: { ru: "приседания с гантелями 3 × 12–15, выпады с гантелями 3 × 10 на ногу, румынская тяга с гантелями 3 × 12", en: "dumbbell squats 3 × 12–15, dumbbell lunges 3 × 10 per leg, dumbbell Romanian deadlift 3 × 12" },
    more: { ru: "отведение ноги лёжа на боку 3 × 15 на сторону", en: "side-lying leg raise 3 × 15 per side" } },
  { key: "arms", stems: ["рук", "бицепс", "трицепс", "плеч", "arms", "biceps", "triceps", "shoulder"], name: { ru: "руки и плечи", en: "arms and shoulders" },
    body: { ru: "отжимания (можно с колен) 3 × 8–12, обратные отжимания от стула 3 × 10", en: "push-ups (from the knees if needed) 3 × 8–12, chair dips 3 × 10" },
    dumbbells: { ru: "сгибания рук с гантелями 3 × 12–15, жим гантелей над головой 3 × 12, разгибания рук из-за головы 3 × 12", en: "dumbbell curls 3 × 12–15, overhead press 3 × 12, overhead triceps extension 3 × 12" },
    more: { ru: "махи гантелями в стороны 3 × 12", en: "lateral raises 3 × 12" } },
  // «mostly upper body», «верх тела»: push and pull for the chest, back and shoulders (walk 18b: the plan had none).
  { key: "upper", stems: ["верх тела", "верхн", "upper body", "upper"], name: { ru: "верх тела", en: "upper body" },
    body: { ru: "отжимания (можно с колен) 3 × 8–12, тяга рюкзака или резинки к поясу 3 × 12, обратные отжимания от стула 3 × 10", en: "push-ups (from the knees if needed) 3 × 8–12, backpack or band rows 3 × 12, chair dips 3 × 10" },
    dumbbells: { ru: "жим гантелей лёжа на полу 3 × 10–12, тяга гантели в наклоне 3 × 10–12, жим гантелей над головой 3 × 10", en: "dumbbell floor press 3 × 10–12, one-arm dumbbell row 3 × 10–12, dumbbell overhead press 3 × 10" },
    gym: { ru: "жим гантелей на наклонной скамье 3 × 10, тяга верхнего блока узким хватом 3 × 10–12, отжимания на брусьях в гравитроне 3 × 8–10", en: "incline dumbbell press 3 × 10, close-grip lat pulldown 3 × 10–12, assisted dips 3 × 8–10" },
    more: { ru: "махи гантелями в стороны 3 × 12", en: "lateral raises 3 × 12" } },
  { key: "chest", stems: ["груд", "chest"], name: { ru: "грудь", en: "chest" },
    body: { ru: "отжимания (можно с колен) 3 × 8–12", en: "push-ups (from the knees if needed) 3 × 8–12" },
    dumbbells: { ru: "жим гантелей лёжа на полу 3 × 12, разведение гантелей лёжа 3 × 12", en: "dumbbell floor press 3 × 12, dumbbell fly 3 × 12" },
    more: { ru: "отжимания с широкой постановкой рук 2 × 8–10", en: "wide push-ups 2 × 8–10" } },
];

/** Words that ask for more of something («побольше упражнений на пресс», «more abs»). */
export const MORE = /(?<![\p{L}])(?:побольше|больше|ещё|еще|усиль\p{L}*|more|extra)(?![\p{L}])/iu;

/** A focus as kept in the chat's state: area keys, a «+» after those asked for more («back,abs+»). */
export type Focus = { area: Area; more: boolean }[];

export function focusOf(value: unknown): Focus {
  return String(value ?? "").split(",").filter(Boolean).flatMap((k) => {
    const area = AREAS.find((a) => a.key === k.replace("+", ""));
    return area ? [{ area, more: k.endsWith("+") }] : [];
  });
}

/** The session's block for one area: at a gym or with dumbbells when there are some, a sore back's version of abs, more when asked. */
export function areaBlock(f: Focus[number], lang: "ru" | "en", o: { dumbbells: boolean; back: boolean; gym?: boolean }): string {
  const base = (o.back && f.area.back) || (o.gym && f.area.gym) || ((o.dumbbells || o.gym) && f.area.dumbbells) || f.area.body;
  const more = (o.back && f.area.backMore) || f.area.more;
  return `${f.area.name[lang]} — ${base[lang]}${f.more ? `, ${more[lang]}` : ""}`;
}
