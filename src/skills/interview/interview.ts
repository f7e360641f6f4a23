import type { Skill } from "../types.ts";
import type { InterviewState, Plan, Slot } from "./types.ts";
import { extractFacts, languageOf, normalize, settle, subjectOf } from "./extract.ts";
import { CHOICE_PATTERNS, CORRECTING, REVISION_WORDS } from "./patterns.ts";
import { QUESTION } from "../../text/speech-acts.ts";
import { describe, slotName } from "./labels.ts";
import { genericPlan, stepAnswering } from "./generic.ts";
import { calories, nutrition } from "./plans-body.ts";
import { fitness } from "./plans-fitness.ts";
import { documents } from "./plans-mind.ts";
import { teacher } from "./plans-teacher.ts";
import { health } from "./plans-health.ts";
import { withoutFractions } from "./fractions.ts";
import { skillNameIn } from "../names.ts";

/** The platform's seed skills whose procedure ends in a computation or a concrete plan. */
const PLANS: Record<string, Plan> = { nutrition, fitness, calories, health, teacher, documents };

/**
 * Facts any seed skill keeps when a message states them, besides its own slots (the child's age, a temperature). A skill
 * worked from its method keeps its own slots only: «молодые семьи 25–35 лет» in a content plan is an audience, not the
 * person's age (walk 13b: «Уже знаю: возраст: 35»).
 */
const ALWAYS = new Set(["age", "temperature", "who"]);
const keeps = (plan: Plan, k: string) => plan.slots.some((x) => x.id === k) || (!plan.fromMethod && ALWAYS.has(k));
/** Slots read from words rather than figures (goal, level, place…): one stem in passing can name them. */
const CHOICE_SLOTS = new Set(CHOICE_PATTERNS.map((p) => p.slot));

/** Asked together when two or more are missing: people give them in one breath («мне 34, рост 180, вес 85»). */
const BODY = ["age", "height", "weight"];

export function planFor(skill: Skill): Plan {
  return (skill.source === "platform" && PLANS[skill.id]) || genericPlan(skill);
}

const REVISES = new RegExp(`(?<![\\p{L}])(?:${REVISION_WORDS.join("|")})(?![\\p{L}])`, "u");
/** A question to the skill: it ends with «?» or opens with a question word. */
const asks = (text: string) => /\?\s*$/.test(text) || QUESTION.test(text.trim());

/** Slots a bare number answers («34» to «Сколько вам лет?»). */
const NUMERIC = new Set(["age", "height", "weight", "days", "grade", "temperature"]);
const isNumeric = (slot: Slot) => NUMERIC.has(slot.id);

/** Reads a reply into the slots asked: extracted values first, then bare numbers in order, then the free text. */
function fill(s: InterviewState, plan: Plan, message: string, entering: boolean, answered = false): void {
  const found = extractFacts(message);
  const ids = new Set(plan.slots.map((x) => x.id));
  // «ой ему 7, не 5»: a reply that changes a value already known corrects it; it answers no other question.
  let corrected = false;
  // «да почти ноль, последний раз в универе бегал» to the level question is no new goal («бег»): while the skill still
  // asks, a choice it already has changes only when it is the one asked or the person says they take it back.
  const takesBack = CORRECTING.test(message) || settle(normalize(message)).pairs.length > 0;
  const incidental = (k: string) => !entering && !s.done && CHOICE_SLOTS.has(k) && s.facts[k] !== undefined && !s.pending.includes(k) && !takesBack;
  for (const [k, v] of Object.entries(found)) if (keeps(plan, k) && !incidental(k)) { corrected ||= s.facts[k] !== undefined && s.facts[k] !== v; s.facts[k] = v; }
  // «ой не 60, а 62» with no unit or name: the figure that was 60 becomes 62.
  for (const [was, is] of settle(normalize(message)).pairs) {
    const slot = Object.values(found).includes(is) ? undefined : plan.slots.find((x) => isNumeric(x) && s.facts[x.id] === was);
    if (slot) { s.facts[slot.id] = is; corrected = true; }
  }
  // «male, 30, 80 kg, 180 cm», «мужчина, 30, 80 кг, 180 см»: in a list of body figures, the one figure with no unit is the age.
  if (ids.has("age") && s.facts.age === undefined && (found.weight !== undefined || found.height !== undefined)) {
    const given = new Set(Object.values(found).map(String));
    const loose = (normalize(message).match(/(?<![\d.,])\d{1,3}(?!\d|[.,]\d|\s*(?:кг|kg|см|cm|г|g|лет|год|years?|y\.?o\.?|°))/giu) ?? []).filter((n) => !given.has(n));
    if (loose.length === 1 && Number(loose[0]) >= 10 && Number(loose[0]) <= 100) s.facts.age = Number(loose[0]);
  }
  const stated = JSON.stringify(s.facts);
  plan.absorb?.(s, message);
  const text = message.trim();
  if (entering) {
    if (plan.opening && text.split(/\s+/).length >= 2) s.facts[plan.opening] = (plan.openingOf ?? subjectOf)(text);
    return;
  }
  if (corrected) return;
  const open = s.pending.map((id) => plan.slots.find((x) => x.id === id)!).filter((x) => x && s.facts[x.id] === undefined);
  // Figures after the corrections are settled («37. хотя нет, 38» → 38); one question asked and several figures
  // given with a revision («в 5 вроде, или в 6»): the last one said stands.
  // A fraction («8/10») answers none of the numeric questions (age, weight, grade…).
  const bare = (withoutFractions(settle(normalize(text)).text).match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(",", ".")));
  const numeric = open.filter(isNumeric);
  if (numeric.length && bare.length === numeric.length) numeric.forEach((x, i) => (s.facts[x.id] = bare[i]));
  else if (numeric.length === 1 && bare.length > 1 && REVISES.test(normalize(text))) s.facts[numeric[0].id] = bare.at(-1)!;
  // A reply that states another of the skill's facts («я не тренируюсь» to the question on food limits) answers
  // that fact, not the free question: the free slot is never filled with words meant for another.
  const other = Object.keys(found).some((k) => ids.has(k) && !plan.slots.find((x) => x.id === k)?.free) || stated !== JSON.stringify(s.facts);
  for (const x of open) {
    // A message the skill answered aside («а в неделю сколько получается?») asked; it answers no free question.
    if (x.free && text && !other && !answered) s.facts[x.id] = found.none && text.length < 25 ? "none" : text;
  }
}

/** The next question, or null when the result can be given. */
function nextQuestion(s: InterviewState, plan: Plan): { ids: string[]; text: string } | null {
  const times = (id: string) => s.asked.filter((a) => a === id).length;
  const missing = plan.slots.filter((x) => !x.quiet && s.facts[x.id] === undefined && times(x.id) < (x.optional ? 1 : 2));
  if (!missing.length || plan.ready?.(s)) return null;
  const first = missing[0];
  const body = missing.filter((x) => BODY.includes(x.id));
  if (BODY.includes(first.id) && body.length >= 2) {
    const names = body.map((x) => slotName(x.id, s.lang));
    return {
      ids: body.map((x) => x.id),
      text: s.lang === "ru" ? `Назовите, пожалуйста, ${names.join(", ")} — например: «мне 34, рост 180, вес 85».` + "\nСколько вам лет, какой рост и вес?"
        : `Please give your ${names.join(", ")} — e.g. «I'm 34, 180 cm, 85 kg». How old are you, how tall and how heavy?`,
    };
  }
  return { ids: [first.id], text: plan.question?.(s, first) ?? first[s.lang] };
}

/**
 * One turn of a skill in the embedded face: reads what the message gives, asks the person in plain words
 * for what is still missing (one question, ending with «?» so the reply stays in the skill), and once
 * enough is known gives the result: the facts gathered and what the skill makes of them.
 */
export function interviewTurn(skill: Skill, prev: InterviewState | null | undefined, message: string, lang?: "ru" | "en"): { text: string; state: InterviewState } {
  const entering = !prev || prev.skill !== skill.id;
  // The interface's language when the chat passes it; otherwise the language the person wrote in.
  const s: InterviewState = entering
    ? { skill: skill.id, lang: lang ?? languageOf(message), facts: {}, asked: [], pending: [], done: false }
    : structuredClone(prev);
  const plan = planFor(skill);
  const before = JSON.stringify([s.facts, s.eaten, s.unknown]);
  const had = { ...s.facts };
  // «3/4 + 5/6 = 8/10?» while the tutor asks where the child is stuck: answered at once, read into no question,
  // and the question asked again (walk 17c took the fraction's 10 for the grade).
  const aside = entering || s.done ? null : plan.aside?.(s, message);
  const waiting = aside ? nextQuestion(s, plan) : null;
  if (aside && waiting) return { state: s, text: `${aside}\n\n${waiting.text}` };
  fill(s, plan, message, entering, !!aside);
  const ru = s.lang === "ru";
  // The first reply names the skill in a sentence: a bare «name». line read as a stray heading.
  const intro = !entering ? "" : ru ? `Работаю по навыку «${skill.name}». ` : `Using the “${skillNameIn(skill, "en")}” skill. `;
  if (s.done && JSON.stringify([s.facts, s.eaten, s.unknown]) === before) {
    const own = plan.after?.(s, message);
    if (own) return { state: s, text: own };
    // «ну так сколько мне есть-то в день?»: a question that changes nothing is answered with the result itself.
    // After a company skill's result, a question its method speaks to is answered with that step (walk 11c: «а кому
    // из начальства сообщить?» got the whole summary again, though step 7 names whom).
    const step = plan.fromMethod && asks(message) ? stepAnswering(skill, message) : null;
    if (step) return { state: s, text: ru ? `По методике «${skill.name}»: ${step}.` : `The «${skillNameIn(skill, "en")}» method says: ${step}.` };
    if (asks(message)) return { state: s, text: plan.result(s) };
    if (!plan.recounts) return { state: s, text: ru ? "Понял. Если хотите что-то добавить или поправить — напишите. Выйти из навыка — × на плашке или «давай о другом»."
      : "Got it. Tell me if you want to add or change anything. To leave the skill press × on its badge." };
    return { state: s, text: ru ? "Понял. Поправьте, если нужно, что-то из сказанного выше — пересчитаю. Выйти из навыка — × на плашке или «давай о другом»."
      : "Got it. Correct anything said above and I'll redo it. To leave the skill press × on its badge." };
  }
  const q = nextQuestion(s, plan);
  if (q) {
    s.asked.push(...q.ids);
    s.pending = q.ids;
    const known = Object.entries(s.facts).filter(([k]) => k !== plan.opening && k !== "foods" && keeps(plan, k) && had[k] !== s.facts[k] && !plan.slots.find((x) => x.id === k)?.free);
    const heard = known.length ? `${entering ? (ru ? "Уже знаю" : "Noted") : ru ? "Записал" : "Noted"}: ${known.map(([k, v]) => describe(k, v, s.lang)).join(", ")}. ` : entering ? "" : ru ? "Понял. " : "Got it. ";
    return { state: s, text: `${intro}${heard}${q.text}` };
  }
  s.pending = [];
  const again = s.done;
  s.done = true;
  // «Пересчитал.» only where a sum is redone: the health skill's call for help opens with the call itself (walk 17b).
  const lead = entering ? `${intro.trim()}\n\n` : again && plan.recounts ? (ru ? "Пересчитал.\n\n" : "Recounted.\n\n") : "";
  // With no question left to ask, the aside opens the result («Not quite: 3/4 + 5/6 = 19/12…», then the lesson).
  return { state: s, text: `${aside ? `${aside}\n\n` : lead}${plan.result(s)}` };
}
