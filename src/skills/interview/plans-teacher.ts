import type { Plan, InterviewState } from "./types.ts";
import { factLines } from "./labels.ts";
import { hasStem, normalize, subjectOf } from "./extract.ts";
import { UNCLEAR, WANTS_AGAIN, WANTS_EXAMPLE } from "./patterns.ts";
import { answeredSumIn, checkedSum, fractionSumIn, valueOf, withoutFractions, workedSum } from "./fractions.ts";
import topicTable from "./topics.json" with { type: "json" };
import { checkedProblem } from "./word-problems.ts";
import { pairAsked, pairToAdd, workedPair } from "./fractions-pair.ts";
import { numbersSaid } from "../../text/ordinals.ts";

interface Check { q: string; a: string[] }
/** A topic's lesson in one language: its name, steps, check question with answers, retelling and practice. */
interface Lesson { name: string; steps: string[]; check: string; answers: string[]; again?: string; across?: string; practice?: Check[] }
/** The Russian lesson at the top level (as the table was first written), the English one under `en`. */
interface Topic extends Lesson { stems: string[]; en: Lesson }

const TOPICS = topicTable.topics as Topic[];
const topicIn = (text: string) => TOPICS.find((t) => t.stems.some((st) => hasStem(normalize(text), st)));
/** The topic's lesson in the chat's language: an English-UI chat is taught in English (walk 18a got Russian steps). */
const lessonOf = (s: InterviewState): Lesson | undefined => {
  const t = topicIn(`${s.facts.topic ?? ""} ${s.facts.stuck ?? ""}`);
  return t && (s.lang === "en" ? t.en : t);
};
/** The topic's check questions in turn: its own, then its practice ones. */
const checks = (t: Lesson): Check[] => [{ q: t.check, a: t.answers }, ...(t.practice ?? [])];
/** The check question now asked: the topic's own until the person asks for another example. */
const checkOf = (s: InterviewState, t: Lesson): Check => {
  const asked = String(s.facts.check ?? "");
  const sum = fractionSumIn(asked);
  return asked ? { q: asked, a: sum ? [valueOf(sum)] : checks(t).find((c) => c.q === asked)?.a ?? [] } : checks(t)[0];
};
/** The next check question to set, made current: the topic's next one in turn. */
function nextCheck(s: InterviewState, t: Lesson): Check {
  const list = checks(t);
  const next = list[(list.findIndex((c) => c.q === checkOf(s, t).q) + 1) % list.length];
  s.facts.check = next.q;
  return next;
}

// «1/2», «x = 5», «ответ 35»: the answer's own characters, spaces and case aside.
const bare = (t: string) => t.toLowerCase().replaceAll("ё", "е").replace(/[\s«»"'.!?]/g, "");
/** «2/9?», «x = 5», «ответ 35»: a reply that is a figure, perhaps doubtful, not a question in words. */
const ANSWER = /^(?:(?:ответ|наверное|может|это|answer|maybe)\s*:?\s*)?[-−x=\s\d/.,]*\d[-−x=\s\d/.,]*[?!.]*$/iu;

/** «1/3 + 1/6» answered «2/9»: numerators and denominators added apart — the mistake the topic's `across` explains. */
function addedAcross(check: string, said: string): boolean {
  const parts = [...check.matchAll(/(\d+)\/(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const a = /(\d+)\/(\d+)/.exec(said);
  return parts.length >= 2 && !!a && Number(a[1]) === parts.reduce((x, p) => x + p[0], 0) && Number(a[2]) === parts.reduce((x, p) => x + p[1], 0);
}

/** The person's own sum: written («1/3 + 1/4») or named in words («how to add 1/2 and 1/3») in the topic or what is unclear. */
const ownSum = (s: InterviewState) => fractionSumIn(`${s.facts.topic ?? ""} ${s.facts.stuck ?? ""}`) ?? pairToAdd(String(s.facts.stuck ?? ""));

/** The fractions a message says, as written and by value («the answer is 2/5» → 2/5). */
function fractionsSaid(text: string): { text: string; value: number }[] {
  return [...text.matchAll(/(?<![\d.,/])(\d+)\s*\/\s*(\d+)(?![\d/]|[.,]\d)/g)].filter((m) => Number(m[2]) !== 0).map((m) => ({ text: `${m[1]}/${m[2]}`, value: Number(m[1]) / Number(m[2]) }));
}

/** The values of the fractions written in a text («3/6» → 0.5, «1 / 2» → 0.5). */
function fractionsIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])(\d+)\s*\/\s*(\d+)(?![\d]|[.,]\d)/g)].filter((m) => Number(m[2]) !== 0).map((m) => Number(m[1]) / Number(m[2]));
}

const clausesOf = (text: string) => text.split(/[,;.!?\n]+/u).map((c) => c.trim()).filter(Boolean);
const GRADE_CLAUSE = /\d+\s*-?\s*(?:й|го|ой)?\s*класс|(?:grade|year)\s*\d+/iu;
/** A topic's name as said inside a sentence («Дроби» → «дроби»; «Present Simple» stays; English names are written so). */
const named = (t: Lesson) => (/^[А-ЯЁ][а-яё]/u.test(t.name) ? t.name.charAt(0).toLowerCase() + t.name.slice(1) : t.name);

/**
 * What the person says is unclear: the rest of the clause after «не понимаю…», «doesn't get…» («не понимаю как объяснить
 * сложение дробей с разными знаменателями» → «сложение дробей с разными знаменателями»), else the example they gave.
 */
function stuckIn(text: string, lang: "ru" | "en"): string | null {
  for (const c of clausesOf(text)) {
    const m = UNCLEAR.exec(c);
    const rest = m ? c.slice(m.index + m[0].length).trim() : "";
    if (rest) return rest;
  }
  const sum = fractionSumIn(text);
  return sum ? `${lang === "ru" ? "пример" : "the example"} ${sum.a}/${sum.b} ${sum.minus ? "−" : "+"} ${sum.c}/${sum.d}` : null;
}

/**
 * A change of topic proposed in words, as people propose the next thing in a talk: «давай (лучше, теперь, дальше) про X»,
 * «перейдём к X», «а что насчёт X», «let's do X instead», «what about X», «move on to X». With a cue and a topic named
 * (a topic of the table, else the words after «про», «о», «насчёт», «about»), the lesson turns to it.
 */
const TOPIC_SHIFT = /(?<![\p{L}])(?:давай(?:те)?|лучше|теперь|дальше|перейд\p{L}*|переходим|займ[её]мся|насч[её]т|let'?s|instead|switch\p{L}*|move\s+on|what\s+about|how\s+about|now)(?![\p{L}])/iu;
const ABOUT = /(?<![\p{L}])(?:про|о|об|обо|насч[её]т|about)\s+(\p{L}[\p{L}\s-]*)$/iu;

/** The topic a shift proposes, by its name in the table or as said after «про»; null when the message proposes none. */
function proposedTopic(message: string): string | null {
  if (ANSWER.test(message.trim())) return null;
  const clause = clausesOf(message).find((c) => TOPIC_SHIFT.test(c));
  if (!clause) return null;
  const known = topicIn(clause);
  if (known) return named(known);
  const said = ABOUT.exec(clause.replace(/\s+(?:лучше|теперь|дальше|instead|now)$/iu, ""))?.[1].trim();
  return said && !WANTS_EXAMPLE.test(said) ? subjectOf(said) : null;
}

/** Teacher: the topic explained in small steps for the class, with a check question whose answer it checks. */
export const teacher: Plan = {
  absorb(s, message) {
    // «объясни квантовую физику, дочке 9 класс» after a lesson on fractions: a new topic asked for starts it afresh.
    // «слушай, давай лучше про проценты, с ними у него вообще беда» proposes the new topic in words (walk 18b: «Понял…»).
    const proposed = s.done ? proposedTopic(message) : null;
    const asked = proposed ?? (s.done && subjectOf(message) !== message.trim() ? teacher.openingOf!(message) : null);
    if (asked && asked !== s.facts.topic) {
      s.facts.topic = asked;
      delete s.facts.stuck;
      delete s.facts.check;
      const stuck = stuckIn(message, s.lang);
      if (stuck) s.facts.stuck = stuck;
      else s.asked.push("stuck"); // the person asked for the new topic: explained at once, not asked about first
    }
    // «…5 класс, не понимаю как объяснить сложение дробей…»: what is unclear, said before it is asked (walk 17b asked anyway).
    if (s.facts.stuck === undefined && !s.done) { const stuck = stuckIn(message, s.lang); if (stuck) s.facts.stuck = stuck; }
    // «ну она в пятом вроде. или в шестом»: the grade said as an ordinal; the last one said stands.
    if (s.facts.grade !== undefined || !s.pending.includes("grade")) return;
    // «3/4 + 5/6 = 8/10?»: the figures of fractions are no grade (walk 17c read «класс: 10»).
    const said = numbersSaid(withoutFractions(message)).filter((n) => n >= 1 && n <= 11);
    if (said.length) s.facts.grade = said.at(-1)!;
  },
  // «3/4 + 5/6 = 8/10?»: a sum with its answer is checked at once, whatever the tutor was asking (walk 17c).
  aside(s, message) {
    const answered = answeredSumIn(message);
    return answered ? checkedSum(answered, s.lang) : checkedProblem(message, s.lang);
  },
  after(s, message) {
    const topic = lessonOf(s);
    const ru = s.lang === "ru";
    // «24 cookies shared among 6 kids, how many each? she said 144»: the child's answer to a problem of their own, checked.
    const problem = checkedProblem(message, s.lang);
    if (problem) return topic ? `${problem}\n\n${ru ? "Ещё пример" : "Another one"}: ${nextCheck(s, topic).q}` : problem;
    const answered = answeredSumIn(message);
    if (answered) {
      const told = checkedSum(answered, s.lang);
      return topic ? `${told}\n\n${ru ? "Ещё пример" : "Another one"}: ${nextCheck(s, topic).q}` : told;
    }
    const answering = ANSWER.test(message.trim());
    const tryIt = ru ? "Попробуйте сами" : "Try it yourself";
    // «давай пример 1/3 + 1/4 разберём», «а если 3/4 − 1/6?»: a sum to work through is a request, never an answer to grade.
    // «why is 1/3 bigger than 1/4…?», «как найти общий знаменатель для 2/3 и 3/4?»: two fractions asked about, worked.
    const pair = answering ? null : pairAsked(message);
    if (pair) return `${workedPair(pair, s.lang)}${topic ? `\n\n${tryIt}: ${nextCheck(s, topic).q}` : ""}`;
    const sum = answering ? null : fractionSumIn(message);
    if (sum) return `${workedSum(sum, s.lang)}${topic ? `\n\n${tryIt}: ${nextCheck(s, topic).q}` : ""}`;
    // «he says the answer is 2/5, is that right?» after «how to add 1/2 and 1/3»: the child's answer to the person's own
    // sum, checked against it (walk 21b: it was taken for a wish to hear the idea again, and 5/6 was never said).
    const own = ownSum(s);
    const childSaid = fractionsSaid(message);
    const check0 = topic && checkOf(s, topic);
    if (own && childSaid.length === 1 && !(check0 && check0.a.some((a) => fractionsIn(a).some((w) => Math.abs(w - childSaid[0]!.value) < 1e-9)))) {
      const sumText = `${own.a}/${own.b} ${own.minus ? "−" : "+"} ${own.c}/${own.d}`;
      const right = Math.abs(childSaid[0]!.value - (own.a * own.d + (own.minus ? -1 : 1) * own.c * own.b) / (own.b * own.d)) < 1e-9;
      const across = addedAcross(sumText.replace("−", "+"), childSaid[0]!.text);
      if (right || across) {
        const told = checkedSum({ sum: own, given: childSaid[0]!.text }, s.lang);
        const why = across && topic?.across ? `\n\n${topic.across}` : "";
        // The next example is another sum than the one just worked.
        const next = topic && (() => { const q = nextCheck(s, topic).q; return q.includes(`${own.a}/${own.b}`) && q.includes(`${own.c}/${own.d}`) ? nextCheck(s, topic).q : q; })();
        return topic ? `${told}${why}\n\n${ru ? "Ещё пример" : "Another one"}: ${next}` : told;
      }
    }
    // «давай ещё пример», «let's do another example»: the next check question of the topic; so is «ок, давай дальше с
    // процентами», the topic now taught proposed again.
    if (topic && !answering && (WANTS_EXAMPLE.test(message) || proposedTopic(message) === s.facts.topic)) return `${ru ? "Ещё пример" : "Another one"}: ${nextCheck(s, topic).q}`;
    const check = topic && checkOf(s, topic);
    // «а почему нельзя просто сложить сверху и снизу?» asks: the idea once more, told another way, then the check.
    if (topic && check && !answering && WANTS_AGAIN.test(message)) {
      const told = topic.again ?? topic.steps.map((x, i) => `${i + 1}. ${x}`).join("\n");
      // A check whose answer was already shown is not set again (walk 20b: «Try it yourself: What is 1/3 + 1/6?» after «— 1/2»).
      const q = s.facts.revealed === check.q ? nextCheck(s, topic).q : check.q;
      return ru ? `${topic.again ? "" : "Разберём по шагам ещё раз:\n"}${told}\n\n${tryIt}: ${q}` : `${topic.again ? "" : "Step by step once more:\n"}${told}\n\n${tryIt}: ${q}`;
    }
    if (!topic || !check || !/\d|[a-z]{3,}/i.test(message)) return null;
    const said = bare(message);
    // The answer whole, not inside another number: «15» and «x=-5» are not «5», «13/6» is not «3/6».
    // «говорит 3/6, то есть половина» for 1/2: a fraction said is right when it equals the answer, unreduced or not.
    const right = check.a.some((a) => new RegExp(`(?<![\\d/.,=-])${bare(a).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\d/.,])`).test(said))
      || fractionsIn(message).some((v) => check.a.some((a) => fractionsIn(a).some((w) => Math.abs(v - w) < 1e-9)));
    if (right) s.facts.revealed = check.q;
    if (right) return ru ? `Верно! ${check.q} — ${check.a[0]}. Разберём ещё пример или другую тему?` : `Correct! ${check.q} — ${check.a[0]}. Another example, or another topic?`;
    // Words with no figure and no answer in them («okay, and what next») are not an answer either.
    if (!/\d/.test(message) && !answering && check.a.every((a) => /\d/.test(a))) return null;
    s.facts.revealed = check.q;
    const why = addedAcross(check.q, said) && topic.across ? `${topic.across}\n\n` : "";
    // A sum set as a check is worked through; the topic's «again» speaks of its own check question only.
    const checkSum = check.q === topic.check ? null : fractionSumIn(check.q);
    const again = checkSum ? workedSum(checkSum, s.lang) : check.q === topic.check ? topic.again ?? "" : "";
    // The figure the person gave is quoted, not their whole sentence («…, а не ой, она говорит 2/9»).
    const given = said.match(/-?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?/g)?.at(-1) ?? message.trim().replace(/[?!.]+$/, "");
    // A practice check with no retelling of its own leaves nothing between the verdict and the question: no blank lines.
    const told = `${why}${again}`.trim();
    return ru ? `Пока не так: ${check.q} — ${check.a[0]}, а не ${given}.${told ? `\n${told}` : ""}\n\nКакой шаг вызвал сомнение?`
      : `Not quite: ${check.q} — ${check.a[0]}, not ${given}.${told ? `\n${told}` : ""}\n\nWhich step is unclear?`;
  },
  opening: "topic",
  // The topic by its name when the app knows it («помоги разобраться с дробями, у сына домашка…» → «дроби»); otherwise
  // the request without its grade and its «не понимаю…» clauses (walk 17b: «тема:» held the whole sentence).
  openingOf(text) {
    const known = topicIn(text);
    if (known) return named(known);
    const kept = clausesOf(text).filter((c) => !GRADE_CLAUSE.test(c) && !UNCLEAR.test(c));
    return subjectOf(kept.length ? kept.join(", ") : text);
  },
  slots: [
    { id: "topic", ru: "Какой предмет и какую тему разберём?", en: "Which subject and topic shall we go through?", free: true },
    { id: "grade", ru: "Для какого класса или уровня объяснять?", en: "For which grade or level?" },
    { id: "stuck", ru: "Что в теме уже понятно, а на чём застряли?", en: "What is already clear, and where are you stuck?", free: true, optional: true },
  ],
  result(s) {
    const f = s.facts;
    const topic = lessonOf(s);
    const ru = s.lang === "ru";
    // A known topic is stored under its Russian name (openingOf knows no language); it is shown in the chat's language.
    const known = topicIn(String(f.topic ?? ""));
    const shown = known && f.topic === named(known) ? { ...f, topic: named(ru ? known : known.en) } : f;
    const facts = factLines(shown, ["topic", "grade", "stuck"], s.lang).join("\n");
    const young = Number(f.grade ?? 7) <= 4;
    const steps = topic
      ? topic.steps.map((x, i) => `${i + 1}. ${x}`).join("\n")
      : ru ? [`1. Начнём со слов темы «${f.topic}»: выпишем 3–4 главных понятия и что каждое значит${young ? " — на примерах из жизни" : ""}.`,
        "2. Разберём один типовой пример целиком, проговаривая, почему делаем каждый шаг.",
        "3. Решите похожий пример сами — я проверю и покажу, где ошибка, если она будет."].join("\n")
      : [`1. Let's start with the words of the topic “${f.topic}”: write down its 3–4 key terms and what each one means${young ? " — with examples from everyday life" : ""}.`,
        "2. Let's work through one typical example in full, saying why we take each step.",
        "3. Then solve a similar example yourself — I'll check it and show where the mistake is, if there is one."].join("\n");
    // «например 1/3 + 1/4»: the person's own example, worked through after the steps.
    const sum = ownSum(s);
    const pair = sum ? null : pairAsked(String(f.stuck ?? ""));
    const own = sum ? `\n\n${workedSum(sum, s.lang)}` : pair ? `\n\n${workedPair(pair, s.lang)}` : "";
    const check = topic ? checkOf(s, topic).q
      : ru ? "Попробуйте своими словами объяснить главное понятие темы — что получилось?" : "Try to explain the topic's main idea in your own words — what did you come up with?";
    return ru
      ? `Что вы рассказали:\n${facts}\n\nРазберём по шагам${f.grade ? ` (для ${f.grade} класса)` : ""}:\n${steps}${own}\n\nПроверка понимания: ${check}`
      : `What you told me:\n${facts}\n\nStep by step${f.grade ? ` (for grade ${f.grade})` : ""}:\n${steps}${own}\n\nCheck yourself: ${check}`;
  },
};
