import bank from "./interview-bank.json" with { type: "json" };
import type { Lang } from "./types.ts";
import { genitiveToNominative } from "../../text/genitive.ts";
import { russianDictionary } from "../../text/dictionary.ts";

/**
 * Interview questions without a model (walk 19b: the document held the person's sentence and no question): the role, the
 * level and the competencies are read from what was said, and each competency gets behavioural questions from the bank
 * (or its general STAR templates filled with the person's words), then a case, how to score answers, what not to ask
 * and a time plan — the procedure's steps made, not read out.
 */
export interface Hire { role?: string; level?: string; skills: string[] }

const fold = (t: string) => t.toLowerCase().replaceAll("ё", "е");
const cued = (text: string, cues: string[]) => cues.some((c) => fold(text).includes(c));

/** «на позицию менеджера по продажам» → «менеджер по продажам»; «for a junior data analyst position» → «junior data analyst». */
export function roleIn(text: string): string | undefined {
  const ru = /(?:на\s+(?:позици\p{L}*|должност\p{L}*|ваканси\p{L}*|роль)\s+|собес\p{L}*\s+(?:кандидат\p{L}*\s+)?на\s+|кандидат\p{L}*\s+на\s+)([^,.;!?:]+)/iu.exec(text);
  if (ru) return genitiveToNominative(ru[1].trim().replace(/^(?:позици\p{L}*|должност\p{L}*|ваканси\p{L}*)\s+/iu, "").replace(/\s+(?:на\s+следующей|завтра|в\s+понедельник|что\s+.*)$/iu, ""), (w) => russianDictionary().has(w));
  const en = /for\s+(?:an?\s+|the\s+)?([^,.;!?]+?)\s+(?:position|role|job|vacancy)|interviewing\s+(?:an?\s+)?([^,.;!?]+?)(?=\s+(?:on|next|tomorrow|this|today)\b|[,.;!?]|$)/iu.exec(text);
  return en ? (en[1] ?? en[2]).trim() : undefined;
}

/** The level named in a text, in the chat's language. */
const levelIn = (text: string, lang: Lang) => bank.levels.find((l) => cued(text, l.cues))?.[lang];

/** «Уровень средний, продажи B2B, важны холодные звонки и работа в CRM» → «продажи B2B», «холодные звонки», «работа в CRM». */
function skillsIn(text: string, role: string | undefined): string[] {
  return text.split(/[,;.!?]\s*|\s+(?:и|а также|and|as well as)\s+/u)
    .map((c) => c.trim().replace(/^(?:(?:очень\s+)?(?:важн\p{L}*|нужн\p{L}*|главное|проверить|проверь|ключевые\s+компетенции|компетенции|навыки|important|key\s+skills|skills|need|needs|must\s+have|check)\s*[:—–-]?\s*)+/iu, "").replace(/\s+(?:важн\p{L}*|нужн\p{L}*|is\s+important|are\s+important|matters?)$/iu, "").trim())
    .filter((c) => c.split(/\s+/).length <= 5 && /\p{L}{2}/u.test(c) && !bank.levels.some((l) => cued(c, l.cues)) && !/уров|level|опыт\s+\d|\d+\s+(?:год|лет)/iu.test(c) && (!role || !fold(role).includes(fold(c))));
}

/** Level words that may open a role said alone («младший графический дизайнер»): the level, not part of the role. */
const LEVEL_WORD = /^(?:младш\p{L}*|старш\p{L}*|ведущ\p{L}*|начинающ\p{L}*|junior|middle|senior|lead|entry[\s-]level)\s+/iu;

/**
 * «младший графический дизайнер, без опыта…» said to the question «должность, уровень…?» (walk 20b): a role told as the
 * answer's first clause, without its level word; a clause of a few words with no figure and no verb of checking.
 */
function roleAnswered(answer: string): string | undefined {
  const first = answer.split(/[,.;!?:]/u)[0]!.trim();
  const role = first.replace(LEVEL_WORD, "").trim();
  const words = role.split(/\s+/u).length;
  if (!role || words > 4 || /\d/u.test(role) || bank.levels.some((l) => l.cues.some((c) => fold(role) === c))) return undefined;
  if (/^(?:проверить|проверь|важн|нужн|check|need|level|уровень|опыт)/iu.test(role) || cued(role, ["без опыта", "опыт", "experience"])) return undefined;
  return role.charAt(0).toLowerCase() + role.slice(1);
}

/** What the person's words say of the hire: the request names the role, the answers the level and the skills. */
export function hireIn(request: string, answers: string[], lang: Lang): Hire {
  const all = [request, ...answers].join(". ");
  const role = roleIn(request) ?? answers.map(roleIn).find(Boolean) ?? (answers[0] ? roleAnswered(answers[0]) : undefined);
  return { role, level: levelIn(all, lang), skills: [...new Set(answers.flatMap((a) => skillsIn(a, role)))] };
}

/** The questions for each competency said (and the role's own when it has a bank entry), each entry used once. */
function questionsFor(h: Hire, lang: Lang): { head: string; qs: string[] }[] {
  const used = new Set<number>();
  const entry = (text: string) => bank.competencies.findIndex((c, i) => !used.has(i) && cued(text, c.cues));
  const parts = h.skills.map((skill) => {
    const i = entry(skill);
    if (i >= 0) used.add(i);
    // «типографику» said in the accusative: a bank entry's own name heads its questions.
    const named = i >= 0 ? (bank.competencies[i] as { name?: Record<Lang, string> }).name?.[lang] : undefined;
    return { head: named ?? skill.charAt(0).toUpperCase() + skill.slice(1), qs: i >= 0 ? bank.competencies[i][lang] : bank.general[lang].map((q) => q.replaceAll("{c}", skill)) };
  });
  const own = h.role ? entry(h.role) : -1;
  if (own >= 0) parts.unshift({ head: lang === "ru" ? "Работа по профилю" : "The job itself", qs: bank.competencies[own][lang] });
  return parts;
}

/** The questions as lines (no blank line inside: the chat cuts the block whole when the document holds it), or null. */
export function interviewQuestions(h: Hire, lang: Lang): { title: string; lines: string[] } | null {
  if (!h.role || !h.skills.length) return null;
  const ru = lang === "ru";
  const parts = questionsFor(h, lang);
  let n = 0;
  const kase = (bank.sellCase.cues.some((c) => fold(h.role!).includes(c)) ? bank.sellCase[lang] : bank.case[lang]).replaceAll("{r}", h.role);
  const lines = [
    `${ru ? "Уровень" : "Level"}: ${h.level ?? "—"}. ${ru ? "Компетенции" : "Competencies"}: ${parts.filter((p) => p.head !== (ru ? "Работа по профилю" : "The job itself")).map((p) => p.head.charAt(0).toLowerCase() + p.head.slice(1)).join(", ")}.`,
    ...parts.flatMap((p) => [`${p.head}:`, ...p.qs.map((q) => `${++n}. ${q}`)]),
    // Questions any candidate is asked (motivation, learning, their questions), after the competencies'.
    `${ru ? "Общие вопросы" : "General questions"}:`, ...bank.common[lang].map((q) => `${++n}. ${q}`),
    /^(?:Кейс|A case)/u.test(kase) ? kase : `${ru ? "Кейс" : "Case"}: ${kase}`,
    ru ? "Как оценивать: сильный ответ — конкретный случай, свои действия («я сделал»), результат в цифрах; слабый — общие слова, «мы», «обычно», нет результата."
      : "How to score: a strong answer is a concrete case, their own actions (“I did”), a result in figures; a weak one is general words, “we”, “usually”, no result.",
    ru ? "Не спрашивайте о возрасте, семье и детях, религии, здоровье." : "Do not ask about age, family and children, religion, health.",
    ru ? `План на 60 минут: 5 — знакомство, ${Math.max(20, Math.min(35, n * 4))} — вопросы по компетенциям, 15 — кейс, остальное — вопросы кандидата.`
      : `A 60-minute plan: 5 — introductions, ${Math.max(20, Math.min(35, n * 4))} — competency questions, 15 — the case, the rest — the candidate's questions.`,
  ];
  return { title: `${ru ? "Вопросы для собеседования" : "Interview questions"}: ${h.role}`, lines };
}

/**
 * «а можешь сам придумать вопросов 10 по фигме и типографике?» after the questions were made: that many questions on the
 * competencies the message names (its cues), taken in turn from each; null when it names no number or no competency.
 */
export function moreQuestions(message: string, lang: Lang): string | null {
  const count = Number(/(?<!\d)(\d{1,2})(?!\d)/u.exec(message)?.[1] ?? NaN);
  const topics = bank.competencies.filter((c) => cued(message, c.cues));
  if (!(count > 0) || !topics.length || !/вопрос|question/iu.test(message)) return null;
  const picked: string[] = [];
  for (let i = 0; picked.length < count && i < 20; i++) for (const t of topics) if (picked.length < count && t[lang][i]) picked.push(t[lang][i]!);
  if (!picked.length) return null;
  return `${lang === "ru" ? "Вопросы" : "Questions"}:\n${picked.map((q, i) => `${i + 1}. ${q}`).join("\n")}`;
}
