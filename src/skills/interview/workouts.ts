/**
 * The fitness skill's sessions, as data. Written from general public guidance, not from any pilot set:
 * WHO guidelines on physical activity (2020) for the mix of aerobic and strength work; the NHS pages
 * «Knee pain» and «Exercises for sore knees» for knees (low-impact cardio — cycling, swimming — and no deep
 * squats, lunges or jumps while the knee hurts); bodyweight versions for home without equipment.
 * Each kind: what the week's line says, `how` (the exercises, for «what is the circuit exactly?») and `names`
 * (stems a question about it uses). `knee`, `home`, `dumbbells`: the version for a sore knee, for home without equipment,
 * for home with dumbbells (walk 17b: «верх без инвентаря» was planned for a person with 2 kg dumbbells), `gym` for a gym's
 * machines and barbells (walk 18b: a gym plan of walks and a plank), `bar` the exercise a pull-up bar adds (NHS «Strength
 * exercises»: barbell and machine versions of the same push, pull and leg movements).
 */
export type Said = { ru: string; en: string };
export interface Kind { line: Said; how: Said; names: string[]; knee?: Partial<Kind>; home?: Partial<Kind>; dumbbells?: Partial<Kind>; gym?: Partial<Kind>; bar?: Said; kneeDumbbells?: Partial<Kind> }

const circuit: Kind = {
  line: { ru: "круговая силовая на всё тело + 15 мин быстрой ходьбы", en: "full-body circuit + 15 min brisk walk" },
  how: { ru: "3 круга, 40 с работы / 20 с отдыха: приседания, отжимания (можно с колен), обратные выпады, тяга рюкзака или резинки к поясу (без инвентаря — «супермен» на коврике), планка 30–40 с",
    en: "3 rounds, 40 s work / 20 s rest: squats, push-ups (from the knees if needed), reverse lunges, rows with a backpack or band (no equipment: superman on the mat), plank 30–40 s" },
  names: ["кругов", "всё тело", "все тело", "circuit", "full-body", "full body"],
  // Walk 20b: «at home with dumbbells» got a plan naming no dumbbell exercise; the line says what the circuit is made of.
  dumbbells: { line: { ru: "круговая на всё тело с гантелями (приседания с гантелями, тяга гантелей в наклоне, жим гантелей лёжа на полу) + 15 мин быстрой ходьбы", en: "full-body dumbbell circuit (dumbbell squats, bent-over dumbbell rows, dumbbell floor press) + 15 min brisk walk" },
    how: { ru: "3 круга, 40 с работы / 20 с отдыха: приседания с гантелями, отжимания (можно с колен), обратные выпады, тяга гантелей в наклоне, планка 30–40 с",
    en: "3 rounds, 40 s work / 20 s rest: dumbbell squats, push-ups (from the knees if needed), reverse lunges, bent-over dumbbell rows, plank 30–40 s" } },
  gym: { line: { ru: "круговая на тренажёрах на всё тело + 15 мин на беговой дорожке или эллипсе", en: "full-body machine circuit + 15 min on a treadmill or cross-trainer" },
    how: { ru: "3 круга, 40 с работы / 20 с отдыха: жим ногами, жим в тренажёре от груди, тяга верхнего блока, выпады, планка 30–40 с", en: "3 rounds, 40 s work / 20 s rest: leg press, chest press machine, lat pulldown, lunges, plank 30–40 s" } },
  // A sore knee with dumbbells: the dumbbells for the upper body and the hips, nothing loading the knee (NHS above).
  kneeDumbbells: { line: { ru: "круговая на всё тело с гантелями без нагрузки на колено (ягодичный мост с гантелью, тяга гантелей в наклоне, жим гантелей лёжа на полу) + 15 мин быстрой ходьбы", en: "full-body dumbbell circuit sparing the knee (dumbbell glute bridge, bent-over dumbbell rows, dumbbell floor press) + 15 min brisk walk" },
    how: { ru: "3 круга, 40 с работы / 20 с отдыха: ягодичный мост с гантелью на бёдрах, тяга гантелей в наклоне, жим гантелей лёжа на полу, отведение ноги лёжа на боку, планка 30–40 с — без приседаний, выпадов и прыжков",
      en: "3 rounds, 40 s work / 20 s rest: glute bridge with a dumbbell on the hips, bent-over dumbbell rows, dumbbell floor press, side-lying leg raise, plank 30–40 s — no squats, lunges or jumps" } },
  knee: { how: { ru: "3 круга, 40 с работы / 20 с отдыха: ягодичный мост, отжимания (можно с колен), отведение ноги лёжа на боку, «супермен» на коврике, планка 30–40 с — без приседаний, выпадов и прыжков",
    en: "3 rounds, 40 s work / 20 s rest: glute bridge, push-ups (from the knees if needed), side-lying leg raise, superman on the mat, plank 30–40 s — no squats, lunges or jumps" } },
};
const cardio: Kind = {
  line: { ru: "кардио 30–40 мин в ровном темпе (ходьба в горку, велосипед, плавание)", en: "steady cardio 30–40 min (incline walk, bike, swim)" },
  how: { ru: "30–40 мин без остановки в темпе, при котором можно говорить, но не петь", en: "30–40 min non-stop at a pace where you can talk but not sing" },
  names: ["кардио", "cardio"],
  knee: { line: { ru: "кардио 30–40 мин без ударной нагрузки (велосипед, плавание, ходьба по ровному)", en: "low-impact cardio 30–40 min (bike, swim, walking on the flat)" } },
  gym: { line: { ru: "кардио 30–40 мин на беговой дорожке в горку, велотренажёре или эллипсе", en: "steady cardio 30–40 min on an incline treadmill, bike or cross-trainer" } },
  home: { line: { ru: "кардио дома 25–30 мин без прыжков (ходьба на месте, шаги в стороны, «бой с тенью»)", en: "home cardio 25–30 min without jumps (marching in place, side steps, shadow boxing)" } },
};
const legs: Kind = {
  line: { ru: "силовая: ноги и ягодицы (присед, выпады, румынская тяга)", en: "strength: legs and glutes (squat, lunges, Romanian deadlift)" },
  how: { ru: "присед, выпады назад, румынская тяга — подходы и повторы ниже; вес такой, чтобы последние 2 повтора давались трудно", en: "squat, reverse lunges, Romanian deadlift — sets and reps below; a load that makes the last 2 reps hard" },
  names: ["ног", "ягодиц", "присед", "legs", "glute", "squat"],
  dumbbells: { line: { ru: "силовая: ноги и ягодицы с гантелями (присед с гантелями, выпады, румынская тяга с гантелями)", en: "strength: legs and glutes with dumbbells (dumbbell squat, lunges, dumbbell Romanian deadlift)" } },
  gym: { line: { ru: "силовая: ноги и ягодицы в зале (присед со штангой или в Смите, жим ногами, румынская тяга со штангой)", en: "strength: legs and glutes at the gym (barbell or Smith squat, leg press, barbell Romanian deadlift)" } },
  knee: { line: { ru: "силовая: ноги и ягодицы без нагрузки на колено (ягодичный мост, румынская тяга с лёгким весом, отведение ноги лёжа, подъёмы на носки)", en: "strength: legs and glutes sparing the knee (glute bridge, light Romanian deadlift, side-lying leg raise, calf raises)" } },
};
const upper: Kind = {
  line: { ru: "силовая: верх — тяга и жим (отжимания или жим, тяга к поясу, подтягивания)", en: "strength: upper body — push and pull (push-ups or press, rows, pull-ups)" },
  how: { ru: "отжимания или жим, тяга к поясу, подтягивания (или тяга резинки), планка", en: "push-ups or press, rows, pull-ups (or band rows), plank" },
  names: ["верх", "жим", "тяг", "upper", "push", "pull"],
  home: { line: { ru: "силовая: верх без инвентаря (отжимания, обратные отжимания от стула, «супермен», планка)", en: "strength: upper body, no equipment (push-ups, chair dips, superman, plank)" } },
  dumbbells: { line: { ru: "силовая: верх с гантелями (жим гантелей лёжа на полу, тяга гантелей в наклоне, жим над головой, планка)", en: "strength: upper body with dumbbells (floor press, bent-over row, overhead press, plank)" } },
  gym: { line: { ru: "силовая: верх в зале (жим штанги лёжа, тяга верхнего блока, тяга горизонтального блока, жим гантелей сидя)", en: "strength: upper body at the gym (bench press, lat pulldown, seated cable row, seated dumbbell overhead press)" },
    how: { ru: "жим штанги лёжа, тяга верхнего блока к груди, тяга горизонтального блока, жим гантелей сидя, планка", en: "bench press, lat pulldown, seated cable row, seated dumbbell overhead press, plank" } },
  bar: { ru: "подтягивания на турнике", en: "pull-ups on the bar" },
};
/** «укрепить мышцы», «подтянуть»: strength for the whole body at a moderate load (WHO 2020: muscle-strengthening on 2+ days). */
const strength: Kind = {
  line: { ru: "силовая на всё тело (приседания, отжимания, тяга к поясу, ягодичный мост, планка)", en: "full-body strength (squats, push-ups, rows, glute bridge, plank)" },
  how: { ru: "приседания, отжимания (можно с колен), тяга рюкзака или резинки к поясу, ягодичный мост, планка — подходы и повторы ниже", en: "squats, push-ups (from the knees if needed), backpack or band rows, glute bridge, plank — sets and reps below" },
  names: ["силов", "всё тело", "все тело", "strength", "full-body", "full body"],
  dumbbells: { line: { ru: "силовая на всё тело с гантелями (присед с гантелями, жим гантелей лёжа на полу, тяга гантелей в наклоне, ягодичный мост, планка)", en: "full-body strength with dumbbells (dumbbell squat, floor press, bent-over row, glute bridge, plank)" } },
  gym: { line: { ru: "силовая на всё тело в зале (жим ногами, жим лёжа, тяга верхнего блока, ягодичный мост, планка)", en: "full-body strength at the gym (leg press, bench press, lat pulldown, glute bridge, plank)" } },
  knee: { line: { ru: "силовая на всё тело без нагрузки на колено (ягодичный мост, отжимания, тяга к поясу, планка)", en: "full-body strength sparing the knee (glute bridge, push-ups, rows, plank)" } },
  bar: { ru: "подтягивания на турнике", en: "pull-ups on the bar" },
};
const run: Kind = {
  line: { ru: "лёгкий бег или ходьба-бег 25–40 мин в разговорном темпе", en: "easy run or run-walk 25–40 min at talking pace" },
  how: { ru: "чередуйте 2 мин бега и 1 мин ходьбы; темп — можно говорить фразами", en: "alternate 2 min running and 1 min walking; a pace where you can speak in sentences" },
  names: ["бег", "run"],
  knee: { line: { ru: "велосипед или плавание 25–40 мин в разговорном темпе (вместо бега — меньше ударной нагрузки на колено)", en: "bike or swim 25–40 min at talking pace (instead of running — less impact on the knee)" } },
};
const intervals: Kind = {
  line: { ru: "интервалы: 6–8 × (1 мин быстро + 2 мин легко) и упражнения на кор", en: "intervals: 6–8 × (1 min fast + 2 min easy) and core work" },
  how: { ru: "после разминки 6–8 раз: 1 мин быстро, 2 мин легко; затем планка, боковая планка, «мёртвый жук»", en: "after the warm-up 6–8 times: 1 min fast, 2 min easy; then plank, side plank, dead bug" },
  names: ["интервал", "кор", "interval", "core"],
};
const walk: Kind = {
  line: { ru: "ходьба 30 мин + лёгкая общая зарядка 10 мин", en: "30 min walk + 10 min light general exercise" },
  how: { ru: "ходьба в бодром темпе; зарядка — вращения суставов, наклоны, подъёмы на носки, ягодичный мост", en: "a brisk walk; exercises — joint circles, bends, calf raises, glute bridge" },
  names: ["ходьб", "зарядк", "walk"],
};
const posture: Kind = {
  line: { ru: "упражнения на осанку и кор: планка, «супермен», ягодичный мост", en: "posture and core: plank, superman, glute bridge" },
  how: { ru: "планка 3 × 20–40 с, «супермен» 3 × 10–12, ягодичный мост 3 × 12–15", en: "plank 3 × 20–40 s, superman 3 × 10–12, glute bridge 3 × 12–15" },
  names: ["осанк", "posture"],
};

/** Each goal's two kinds of session, alternated through the week. */
export const WORKOUTS: Record<string, Kind[]> = {
  lose: [circuit, cardio], gain: [legs, upper], strength: [upper, legs], endurance: [run, intervals], start: [walk, posture], maintain: [legs, cardio], tone: [strength, posture],
};

/** What a limit changes in the plan, said once under it (the NHS advice above; NHS «Back pain» for the back). */
export const LIMIT_NOTES: { stems: string[]; key: "knee" | "back"; ru: string; en: string }[] = [
  { stems: ["колен", "knee"], key: "knee", ru: "Из-за колена в плане нет приседаний, выпадов, бега и прыжков — их заменяют ягодичный мост, упражнения лёжа, велосипед и плавание. Если колено отекает, болит в покое или боль держится дольше 2 недель — покажите его врачу (травматологу-ортопеду).",
    en: "Because of the knee the plan has no squats, lunges, running or jumps — glute bridges, lying exercises, cycling and swimming replace them. If the knee swells, hurts at rest or the pain lasts over 2 weeks, see a doctor." },
  { stems: ["спин", "поясниц", "back"], key: "back", ru: "При боли в спине движение помогает: упражнения на спину и кор делайте медленно и без боли, без скручиваний с отрывом корпуса и рывков; вставайте из-за стола каждые 30–60 минут. Если боль отдаёт в ногу, немеют ноги или она держится дольше 6 недель — покажитесь врачу.",
    en: "With back pain, moving helps: do the back and core exercises slowly and without pain, no sit-ups or jerks; get up from the desk every 30–60 minutes. If the pain spreads down a leg, a leg goes numb or it lasts over 6 weeks, see a doctor." },
];

/** A kind as the person's circumstances shape it: a sore knee, home without equipment, dumbbells, a gym, a pull-up bar. */
export function shaped(k: Kind, knee: boolean, home: boolean, dumbbells = false, gym = false, bar = false): Kind {
  const out = { ...k, ...(home ? k.home : {}), ...(dumbbells ? k.dumbbells : {}), ...(gym ? k.gym : {}), ...(knee ? k.knee : {}), ...(knee && dumbbells && !gym ? k.kneeDumbbells : {}) };
  // «есть турник»: its pull-ups join the session's exercises (walk 18b: the bar was named and left out).
  if (!bar || !k.bar) return out;
  const add = (s: string, b: string) => (s.endsWith(")") ? `${s.slice(0, -1)}, ${b})` : `${s} + ${b}`);
  return { ...out, line: { ru: add(out.line.ru, k.bar.ru), en: add(out.line.en, k.bar.en) } };
}
