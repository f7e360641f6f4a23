import type { Decision, RouteInput, SkillInfo } from "../routing/types.ts";
import { asksInClause, asksToBeTold, commandsAfter, decide, opensAsQuestion, opensWithCommand } from "../routing/decide.ts";
import type { RouterModel } from "../routing/router-model.ts";
import type { ToolRegistry } from "../tools/registry.ts";
import type { SkillLibrary } from "../skills/library.ts";
import { chooseSkill, clarifyQuestion, DEFAULT_GATE, hasStrongEvidence, restsOnCommonWords, situationQuestion, type GateOptions } from "../skills/select.ts";
import type { Skill, SkillChoice, SkillShortlist } from "../skills/types.ts";
import { outrankedCueSkill } from "../skills/cue-skill.ts";
import { toolLabel } from "../tools/phrases.ts";
import { availableTools } from "../skills/procedure-first.ts";
import { USE_SKILL } from "../tools/ids.ts";
import type { RouterView } from "../skills/router-view.ts";
import { lexicon, tokens } from "../routing/lexicon.ts";
import { CUES, cueWeight } from "../routing/embedded/cues.ts";
import { ADDRESSEES } from "../routing/guards/post-draft.ts";
import { words, isStopword } from "../text/tokens.ts";
import { askWhichOne } from "./vague-request.ts";
import { isMinutesTrip, meetingWords } from "../routing/guards/calendar-minutes.ts";
import { pickedOnOneWord } from "./documents-first.ts";
import { skillTakesTurn } from "./skill-reserve.ts";
import { opensQuestion } from "../text/measure-questions.ts";
import { asksAfterTopic, asksHowToAct, howToActClause, BY_THE_RULES, EXISTENCE_QUESTION, PAPERWORK, FACT_QUESTION, PAY_QUESTION, PRICE_QUESTION, WHEN_WHERE_QUESTION, YES_NO_QUESTION, YES_NO_QUESTION_EN, OUR, INTERROGATIVE, PERMISSION_OPEN, OWN_ITEMS, OWN_DATA as OWN_MINE, ASKS_FOR_DRAFT, ASKS_STEPS, PERMISSION_TAIL, MAKE_COMMAND, IMPERATIVE_MAKE } from "../text/speech-acts.ts";
import { asksWhatIsAllowed } from "../routing/permission.ts";
import { opensWithCustomer } from "../text/hypernyms.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { asksToCount, asksToDecide } from "../text/deliberative.ts";
import { interviewContinuation } from "../routing/rules/interview-continuation.ts";
import { contentStems } from "../text/tokens.ts";
import { loneCueEmergency, loneCueNotTheJob } from "../routing/guards/lone-cue.ts";
import { closesSkillTalk } from "../routing/guards/out-of-skill.ts";
import { asksAboutLastAnswer } from "./about-last-answer.ts";
import { asksForWorkAnywhere } from "../text/work-requests.ts";
import { asksForWork } from "../skills/represent.ts";
import { situationOf } from "../text/first-aid.ts";

export interface RouteDeps {
  router: RouterModel;
  tools: ToolRegistry;
  skills: SkillLibrary;
  /** The agent's own tools, offered on every turn; default: every registered tool. Others come only with their skill. */
  agentTools?: string[];
  /** The skill gate's thresholds; default {@link DEFAULT_GATE} (the weight-free library's scale). */
  gate?: Partial<GateOptions>;
  /** What the router model is shown, found with the face's own embedder; default: the gate's shortlist. */
  routerView?: RouterView;
}

/**
 * Why a skill that stands out may decide a turn the router left open or settled weakly, or null.
 * A plain answer is always open. Weak turns — text left after guards cut every tool, a tool picked on
 * a verb alone («проверь мой merge request» → mail), a documents search that only stood in for a making
 * tool, web search from a pattern or the question rule — go to a skill scoring `takeOver`, naming
 * `takeOverWords` of the request's words or with strong evidence (web search: the score or strong
 * evidence for a request; the score and `takeOverWords` for a message that opens as a question). A tool whose object the message names stays,
 * unless the skill names that object and two more words the tool was not picked on («протокол совещания
 * по моим заметкам»; «подготовь пост … в соцсетях» stays a post). Rules, small talk and the web toggle stay.
 */
function takeOverReason(d: Decision, message: string, length: number, choice: { score: number; named: string[]; evidence?: number; situation?: boolean; supported?: boolean; skill?: MakerSkill }, gate: GateOptions, webToggled: boolean): string | null {
  // «внеси 3,5 ч на дело 2024-117, подготовка к заседанию» read as small talk («дело» near «как дела»): a command is none.
  if (d.rule || (chatOnly(d, message, choice, gate) && !opensWithCommand(message)) || webToggled) return null;
  if (choice.situation && d.outcome === "text") return "a situation told at length, whose skill stands clear of the rest (see chooseSkill)";
  // A question asks to be told («Сколько времени занимает проверка нового поставщика?» is covered by the onboarding
  // procedure); it goes to the skill only when the skill's name and description also name two of its words
  // («Что рассказать пользователям о новом в сегодняшней сборке? Вот закрытые тикеты»).
  // «компенсирует ли компания курсы повышения квалификации?» asks whether the company's rule is so (a yes/no question,
  // «X ли», about the company's own matters): no skill's work answers it, however many of its words the skill names
  // (walk 11a). «Можно ли использовать библиотеку под GPL?» asks for the skill's assessment and stays its.
  // «клиент хочет поменять цепочку на другую, можно?»: a situation closed by a permission asked is such a question too.
  const whether = (OUR.test(message) && (YES_NO_QUESTION.test(message.trim()) || (/\?\s*$/.test(message) && !INTERROGATIVE.test(message)))) || PERMISSION_TAIL.test(message.trim());
  const told = !whether && (!opensAsQuestion(message) || choice.named.length >= 2 || commandsAfter(message));
  if (choice.supported && d.outcome === "text" && told) return "the skill's procedure covers the request well beyond any other skill (see chooseSkill)";
  if (choice.supported && (d.outcome === "tool" || d.outcome === "clarify")) {
    const weak = d.outcome === "clarify" ? (d.clarify?.options.every((o) => o.kind === "tool") ? "the tools were too close to pick" : null) : weakTool(d, message, length, gate, told, choice.skill?.tools ?? []);
    if (weak) return `the skill's procedure covers the request well beyond any other skill; ${weak}`;
  }
  // «курсы английского компания оплатит?» asks to be told: two common words («компания», «оплатит») a skill names
  // make no request for its work.
  if (d.outcome === "text" && !d.guards.length && !d.webSearch && !whether && (choice.named.length >= gate.takeOverWords || !asksToBeTold(message))) return "the router left plain text";
  // «напиши пост в вк про…» → a bare post, while the company wrote how it makes its posts (a skill declaring the very making
  // tool, whose head names the product the tool was picked on): the company's way of making that product is the job, and it
  // uses the tool in it. Only a company's skill: the platform's general ones (a content plan declares posts too) are no
  // company's way, and a post to colleagues stays the router's.
  const made = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0].name : null;
  const madeOn = made ? d.cues?.[made]?.objects ?? [] : [];
  if (made && MAKING.has(made) && choice.skill?.tools.includes(made) && choice.skill.source === "company" && madeOn.length && (namesAll(choice.named, madeOn) || headMakes(choice.skill, made, madeOn))) {
    return `${made} makes the ${madeOn.join(", ")} that the company's own skill for it names; the skill makes it its way`;
  }
  const strong = hasStrongEvidence(choice, gate);
  if (choice.score < gate.takeOver && choice.named.length < gate.takeOverWords && !strong) return null;
  if (d.outcome === "text" && d.guards.length && !whether) return "guards cut every tool";
  // «Plan a marketing campaign for our annual check-up program — audience, channels and ad copy» → the ad revenue on «ad»
  // alone: a tool picked on an object, no verb of its said, yields to a skill naming three of the request's words rarely
  // (strong evidence) in a long request, or four in a shorter one, as it yields to one whose procedure covers the request
  // (weakTool); the person's own letters stay theirs.
  // «Готовим тендерное предложение…, ТЗ у меня в почте. Нужны концепция, смета и сроки» (agency s15 ran the mail search): the
  // person's own letters, named with no verb of the tool's where a request for work is made (represent.ts asksForWork), hold
  // the material of that work; «…хочу ещё раз глянуть это письмо» asks to see the letter and keeps it.
  if (d.outcome === "tool" && strong && choice.named.length >= gate.takeOverWords && pickedOnObjects(d) && (length >= gate.longRequest || choice.named.length > gate.takeOverWords) && (!ownLetters(d, message) || asksForWork(message))) {
    return `${d.tools[0].name} was chosen on ${d.cues![d.tools[0].name].objects.join(", ")} alone; the skill names ${choice.named.join(", ")}`;
  }
  // A question («Можно ли работать из дома…?») names words of many skills' jobs; only a high score beats its
  // web search. A request that merely holds a «?» («Can you check the customs paperwork…?») is won by strong evidence.
  if (d.outcome === "text" && d.webSearch) {
    // A question («Сколько длится испытательный срок?») asks to be told: the skill must also name most of it. So does one
    // asked in a later clause («отработал 10 смен, сколько получу?»: the retrospective's head held «смен», «получилось» —
    // two rare words, no request for a retrospective; walk 25b).
    const asked = opensAsQuestion(message) || asksInClause(message) || (asksAfterTopic(message) && !opensWithCommand(message));
    // «can you help me estimate finishing costs for a 90 sqm apartment?» asks for the work: a head naming three of its words
    // specifically (the gate's own bar for evidence) is the job, as rare words are.
    const specific = choice.named.length >= gate.takeOverWords && (choice.evidence ?? 0) >= gate.evidence;
    const wins = asked ? choice.score >= gate.takeOver && choice.named.length >= gate.takeOverWords : choice.score >= gate.takeOver || strong || specific;
    return wins ? `web search came only from ${d.webSearchSource}` : null;
  }
  if (d.outcome === "clarify" && d.clarify?.options.every((o) => o.kind === "tool")) return "the tools were too close to pick";
  const only = d.tools.length === 1 ? d.tools[0].name : null;
  // «Готовим тендерное предложение…, ТЗ у меня в почте»: the router's tool is one the skill declares for its own
  // work (its `tools`), and the skill names most of the request: the skill does the job and uses the tool in it.
  // So do a chain of its own tools («найди письмо от «Вкусного дома» с претензией… и подготовь им ответ с корневой
  // причиной» → mail search, reply draft: the 8D procedure finds the letter and writes the reply) and a tool the skill
  // names the request's job beside, with strong evidence («оформи перемещение: 4 микроволновки… из магазина 12 в магазин
  // 7» → the catalogue on «магазин», «микроволновки»; the transfer skill declares the catalogue and names «перемещение»).
  const own = d.tools.length > 0 && d.tools.every((t) => choice.skill?.tools.includes(t.name));
  // Data asked for («Сколько визитов на сайте за неделю», «Визиты сайта за период») is the tool's to show unless the skill
  // names most of the request; a command («оформи…») asks for the job.
  const enough = choice.named.length >= gate.takeOverWords + 1 || (strong && choice.named.length >= gate.takeOverWords && opensWithCommand(message));
  // «создай таблицу сравнения поставщиков…» names the tool's verb and object, two words: a command stays a
  // command («подготовить ответ» is one word, «ответ», read as both).
  const commanded = d.tools.some((t) => { const c = d.cues?.[t.name]; return !!(c?.verbs.length && c.objects.length && namedApart(c.verbs, c.objects, tokens(message))); });
  if (d.outcome === "tool" && own && enough && !commanded) {
    return `${d.tools.map((t) => t.name).join(", ")} ${d.tools.length > 1 ? "are all" : "is one of"} the skill's own tools, and the skill names ${choice.named.join(", ")}`;
  }
  const cues = only ? d.cues?.[only] : undefined;
  // «Нужно подготовить вопросы для собеседования на позицию бухгалтера…» → the calendar on «собеседования» alone: with no
  // verb of the tool's said, a skill naming its object and two more words is the job, whatever its score (walk 13b).
  if (cues?.objects.length && (choice.score >= gate.takeOver || strong || !cues.verbs.length) && namesAll(choice.named, cues.objects)) {
    const own = choice.named.filter((w) => !namesAny(w, [...cues.verbs, ...cues.objects]));
    if (own.length >= 2) return `${only}'s object (${cues.objects.join(", ")}) is part of the skill's job, which also names ${own.join(", ")}`;
    // «Проанализируй продажи билетов за ноябрь» → a sale listing on «продажи» alone: the message opens with a command whose verb
    // is none of the tool's, so the work commanded is not the tool's; a skill standing out (`takeOver`) that names the object
    // and another word of the request does that work (issue 16: a box-office analysis lost to a listing draft).
    if (own.length >= 1 && !cues.verbs.length && !cues.supported && choice.score >= gate.takeOver && opensWithCommand(message)) {
      return `${only} was chosen on ${cues.objects.join(", ")} alone, under a command that is none of its verbs; the skill names ${choice.named.join(", ")}`;
    }
  }
  // «Оцени трудоёмкость фичи: экспорт отчётов в Excel с фильтрами»: the tool has only an object deep in the
  // sentence, while the skill names the request's leading verb and two more of its words.
  const lead = words(message).find((w) => !isStopword(w));
  const beyond = cues ? choice.named.filter((w) => !namesAny(w, cues.objects)) : [];
  if (cues?.objects.length && !cues.verbs.length && lead && beyond.includes(lead) && beyond.length >= gate.takeOverWords) {
    return `${only} was chosen on an object alone; the skill names the request's verb «${lead}»`;
  }
  if (d.outcome === "tool" && only && onVerbAlone(d, message)) return `${only} was chosen on a verb alone`;
  // «Кого назначить наставником новому врачу и что проверить по аккредитации?»: the mail search on «проверить», backed by
  // its examples but naming none of its objects, yields to a skill that stands out and names four of the request's words.
  if (d.outcome === "tool" && cues && !cues.objects.length && cues.verbs.length && choice.score >= gate.takeOver && choice.named.length > gate.takeOverWords) {
    return `${only} names none of its objects; the skill names ${choice.named.join(", ")}`;
  }
  // «Пациентка оставила жалобу… — как провести разбор?»: a request with a question at its end, not a question.
  if (d.outcome === "tool" && only && d.standIn === only && !opensAsQuestion(message)) return `${only} only stood in for a making tool`;
  return null;
}

/**
 * True when the router's small-talk reading stands: its similarity to chat examples, which the weight-free embedder gives many
 * an everyday-sounding sentence («я завтра первый раз в рейс…, что проверить перед выездом?», «надо бумагу написать»), is no
 * small talk when the message asks for work by its grammar in any clause, or when the skill the gate chose is backed by its
 * own text: its procedure covers the message beyond every other skill's (`supported`), or its head names `takeOverWords` of
 * its words. Small talk («как дела?», «спасибо, ты очень помогла») asks for nothing and names no job (issue 16: five requests
 * of the seen skills sets were answered as small talk).
 */
function chatOnly(d: Decision, message: string, skill: { supported?: boolean; named: string[] } | null, gate: GateOptions): boolean {
  if (!d.smallTalk || asksForWorkAnywhere(message)) return false;
  return !(skill && (skill.supported || skill.named.length >= gate.takeOverWords));
}

/**
 * Why the router's one tool is a weak reading of the request, or null: picked on a verb alone, a documents
 * search standing in for a making tool on a request that is no question, or a question two of whose words
 * the skill's head names (`told`: «Как оформить претензию по грузу, если…»), or picked on objects alone in a
 * request of `longRequest` words or more («PDF на 60 страниц… что чинить в первую очередь» → page statistics), or picked on
 * objects alone when it is one of the skill's own tools (`own`): the skill uses it in its work.
 */
function weakTool(d: Decision, message: string, words: number, gate: GateOptions, told: boolean, own: string[] = []): string | null {
  const only = d.tools.length === 1 ? d.tools[0].name : null;
  if (!only) return null;
  if (onVerbAlone(d, message)) return `${only} was chosen on a verb alone`;
  if (d.standIn === only && (!opensAsQuestion(message) || told)) return `${only} only stood in for a making tool`;
  const cues = d.cues?.[only];
  if (cues?.objects.length && !cues.verbs.length && words >= gate.longRequest) return `${only} was chosen on ${cues.objects.join(", ")} alone, in a request of ${words} words`;
  // «Хочу созвониться с клиентом, который уходит, и понять почему» → the calendar on «созвон» alone: the thing the tool was picked
  // on is a step of the job the skill's procedure covers (it declares the calendar), not the request (issue 16: dev s20). A
  // question («Сколько визитов на сайте за неделю») asks for the tool's data, which the report skill declaring it does not change;
  // so does a bare name of the data with no verb («Визиты сайта за период»).
  if (pickedOnObjects(d) && own.includes(only) && !opensAsQuestion(message) && hasVerb(message)) return `${only} was chosen on ${cues!.objects.join(", ")} alone and is one of the skill's own tools`;
  return null;
}

/**
 * True when the router's one tool was picked on a verb alone: no object of its named, or its verb and its object cue found at one
 * and the same word. Why: a word is one cue, whichever list holds it — «pre-trip inspection list for reefer trailer pls» and «…our
 * smoked cheese wrapper lists everything the rules require» met the sale listing's verb «list» and its object «listing» in one
 * word (skills-logistics s08, tune48s s17 drafted a listing), as «подготовить ответ» meets the reply's in «ответ» (`commanded`).
 * Read only where a skill that stands out takes the turn: «Напиши ответ Ольге из Ромашки: …» asks for the reply it names, and
 * a question between skills is no answer to it (road session16's walk 16c was asked «опрос пользователей или FAQ?»).
 */
function onVerbAlone(d: Decision, message: string): boolean {
  const only = d.tools.length === 1 ? d.tools[0].name : null;
  if (!only) return false;
  if (d.verbOnly?.includes(only)) return true;
  const c = d.cues?.[only];
  // «write a reply to a customer who's upset…», «напиши ответ…»: under a verb of making the one word is what is made, its
  // object (road h23f: the complaint skill took the reply over and its letter dropped what was said).
  if (MAKE_COMMAND.test(message.trim()) || IMPERATIVE_MAKE.test(message)) return false;
  return !!c?.verbs.length && !!c.objects.length && !c.supported && !namedApart(c.verbs, c.objects, tokens(message));
}

/** True when a tool's verb and object cues were found at different words («создай таблицу», not «ответ» read as both). */
function namedApart(verbs: string[], objects: string[], tok: ReturnType<typeof tokens>): boolean {
  return lexicon(verbs).indexIn(tok) !== lexicon(objects).indexIn(tok);
}

/** What headMakes reads of a skill. */
type MakerSkill = { tools: string[]; source?: string; name?: string; description?: string };

/**
 * True when a skill's head (name and description) names a product of the making tool — one of the tool's own object cues —
 * and the tool was picked on such a product, not on an addressee («напиши коллегам…» is a post to colleagues). Why: the
 * person names the product in their word («пост в телегу»), the company's head in another of the same tool's («анонс в
 * соцсетях»); both say the product the tool makes, so the head names the request's product though not its word (issue 16:
 * a company's social-media announcement lost «накидай пост в телегу…» to a bare post).
 */
function headMakes(skill: MakerSkill, made: string, madeOn: string[]): boolean {
  const products = (CUES[made]?.objects ?? []).filter((o) => !ADDRESSEES.includes(o));
  if (!madeOn.every((o) => products.includes(o))) return false;
  return lexicon(products).find(tokens(`${skill.name ?? ""} ${skill.description ?? ""}`)) !== null;
}

/** True when the words a skill's head names include every object cue a tool was chosen on. */
function namesAll(named: string[], cues: string[]): boolean {
  return cues.every((c) => named.some((w) => namesAny(w, [c])));
}

/** True when a word is one of the router's cue phrases («заметк*» takes «заметкам»). */
function namesAny(word: string, cues: string[]): boolean {
  return lexicon(cues).find(tokens(word)) !== null;
}

/**
 * The embedded router enters a skill on a cue word («врачу» → health). When retrieval ranks that skill
 * below its top three, a skill naming `takeOverWords` of the request's words wins; a question whose words
 * other skills name is answered instead («До какого времени нужно сообщить руководителю, что я заболел?»),
 * while «Как начать бегать с нуля?», naming no work skill's word, keeps fitness. A model's choice (it
 * reports no cues) stands: it reads meaning that the weight-free retrieval cannot.
 */
function reconsiderRouterSkill(d: Decision, message: string, shortlist: SkillShortlist, choice: SkillChoice, gate: GateOptions, routerSkill?: Skill): Decision {
  if (!d.cues?.[USE_SKILL]) return d;
  // «Сколько стоит питание в школьной столовой?» asks a price, the company's to tell; no skill's job is a price. Nor is pay:
  // «сколько получает тренер категории мастер за персональную тренировку?» entered fitness on «тренировк*» (fitness q22 left out).
  // «есть ли в столовой вегетарианское меню?» asks whether a thing exists, which the documents tell or not.
  // «Do we get a gym membership?», «компания оплачивает фитнес?»: whether the company gives its people a thing (a yes/no
  // question about its own matters, as takeOverReason reads one) is for its rules to say, not a skill entered on the thing's
  // cue word (walk 28a E17 entered fitness and kept the next company questions).
  const asked = PRICE_QUESTION.test(message.trim()) ? "a price is asked for" : PAY_QUESTION.test(message.trim()) ? "someone's pay is asked for" : EXISTENCE_QUESTION.test(message.trim()) ? "whether something exists is asked"
    : asksWhetherCompany(message) ? "whether the company gives its people something is asked" : null;
  // «в 3 зале сработала пожарка…», «женщине стало плохо в зале»: an emergency told where one cue word entered a skill (guards/lone-cue.ts).
  const urgent = asked ? null : loneCueEmergency(message, d.cues[USE_SKILL], d.skill ?? "");
  if (asked) return noSkill(d, asked);
  const owned = companyCueWord(d, shortlist);
  if (owned && (!urgent || asksForWorkAnywhere(message))) return gateDecides(d, choice, `the router's cue word «${owned.word}» is the company's own: «${owned.skill}» names it in its head`);
  if (urgent) return noSkill(d, urgent);
  // «у меня болит голова, можно уйти пораньше?», «я заболел, можно поработать из дома?»: told how they feel, the person
  // asks a permission; whether the company's rules give it (leaving early) or the skill's advice (sport with a cold)
  // the words cannot tell, so one question offers both (walk 12b: the health interview began).
  const permission = message.split(/[,;.!]\s*/).map((c) => c.trim()).slice(1).some((c) => PERMISSION_OPEN.test(c));
  if (routerSkill && permission) {
    d.reasons.push(`skill gate: a permission is asked after what the person tells: «${d.skill}» or the company's rules, ask`);
    Object.assign(d, { outcome: "clarify", tools: [] });
    d.clarify = { question: "Уточните, пожалуйста, что именно нужно:", options: [
      { label: routerSkill.name, value: routerSkill.id, kind: "skill" as const },
      { label: toolLabel("search_documents") ?? "search_documents", value: "search_documents", kind: "tool" as const },
    ] };
    delete d.skill;
    return d;
  }
  const top = shortlist.candidates.slice(0, 3);
  const said = d.cues?.[USE_SKILL];
  // A cue skill entered on one word («температурой» → health) yields to the skill the gate picks on the request's
  // own words («Цистерна… кислотностью 21 °Т… лаборатория забраковала» → raw-milk rejection) when retrieval scores
  // the cue skill at half the gate's or less; on more cue words, only to one that names most of the request.
  // A cue phrase («норму калорий») is no lone word: it names the job as two words do.
  const oneCue = (said?.verbs.length ?? 0) + cueWeight(said?.objects ?? []) <= 1 && !said?.supported;
  const cueScore = shortlist.candidates.find((c) => c.skill.id === d.skill)?.score ?? 0;
  // A question («куда и в какой срок отправлять акт о происшествии в зале») is taken over only by a skill naming
  // `takeOverWords` of its words, as a question is everywhere else: «срок» and «акт» sent an incident report to the
  // regulation-reading skill (heldout-fitness q11 listed five fragments whose [n] pointed at no shown source).
  const enough = !opensAsQuestion(message) || (choice.kind === "skill" && choice.named.length >= gate.takeOverWords);
  if (oneCue && enough && choice.kind === "skill" && choice.skill.id !== d.skill && cueScore * 2 <= choice.score) {
    d.reasons.push(`skill gate: «${choice.skill.id}» names ${choice.named.join(", ")} (score ${choice.score.toFixed(3)}); the router's «${d.skill}» rests on one cue word and scores ${cueScore.toFixed(3)}`);
    d.skill = choice.skill.id;
    return d;
  }
  // «у меня проектор в 4 зале…, кому звонить», «how long is my training…»: one cue word that names a place or a thing of the
  // company's, which no other skill took above. Retrieval's first naming more of the request's words backs the cue.
  const first = shortlist.candidates[0];
  const lone = loneCueNotTheJob(message, said, d.skill ?? "", first?.skill.id === d.skill && !!first?.named?.length);
  // The cue was no request for its skill, but the gate's own choice names the request's work («…нужно согласовать
  // изменение рецептуры…» met health's «болит» in «более»; recipe-change names five words): that skill, as below.
  const takesOver = choice.kind === "skill" && choice.skill.id !== d.skill && choice.score >= gate.takeOver && choice.named.length >= gate.takeOverWords + 1;
  if (lone && takesOver) {
    d.reasons.push(`skill gate: ${lone}; «${choice.skill.id}» names ${choice.named.join(", ")} (score ${choice.score.toFixed(3)})`);
    d.skill = choice.skill.id;
    return d;
  }
  if (lone) return noSkill(d, lone);
  if (top.some((c) => c.skill.id === d.skill)) return d;
  const outranked = outrankedCueSkill(message, routerSkill, top[0], gate.floor, (said?.verbs.length ?? 0) + (said?.objects.length ?? 0));
  if (takesOver) {
    d.reasons.push(`skill gate: «${choice.skill.id}» names ${choice.named.join(", ")} (score ${choice.score.toFixed(3)}); the router's «${d.skill}» is not among retrieval's top three`);
    d.skill = choice.skill.id;
  } else if (outranked && !opensAsQuestion(message)) {
    d.reasons.push(`skill gate: retrieval's first «${outranked.id}» names words of the request that the router's cue skill «${d.skill}» does not`);
    d.skill = outranked.id;
  } else if (opensAsQuestion(message) && top.some((c) => c.named?.length)) {
    d.reasons.push(`skill gate: a question, and retrieval does not rank the router's «${d.skill}» in its top three: answer it`);
    d.outcome = "text";
    delete d.skill;
  }
  return d;
}

/**
 * The router's one cue word when a company skill among retrieval's first three (not the cue skill) names it in its head, or
 * null. Why: the platform's cue skills read a word in its everyday sense («зал» → the gym of fitness), while a company whose
 * own skills' heads name the word uses it for its own thing (a cinema's or a theatre's hall): the word is then no evidence
 * for the cue skill, and the gate, which reads the company's skills, decides (issue 16: «Надо что-то решить с залом на
 * субботу» entered fitness).
 */
function companyCueWord(d: Decision, shortlist: SkillShortlist): { word: string; skill: string } | null {
  const said = d.cues?.[USE_SKILL];
  const cues = [...(said?.verbs ?? []), ...(said?.objects ?? [])];
  if (!said || said.supported || (said.verbs.length + cueWeight(said.objects)) > 1 || cues.length !== 1) return null;
  const owner = shortlist.candidates.slice(0, 3).find((c) => c.skill.source === "company" && c.skill.id !== d.skill && (c.named ?? []).some((w) => namesAny(w, cues)));
  return owner ? { word: cues[0]!, skill: owner.skill.id } : null;
}

/** The gate's own choice in place of the router's cue skill: its skill, its question between skills, or no skill. */
function gateDecides(d: Decision, choice: SkillChoice, why: string): Decision {
  if (choice.kind === "skill") {
    d.reasons.push(`skill gate: ${why}; «${choice.skill.id}» names ${choice.named.join(", ") || "—"} (score ${choice.score.toFixed(3)})`);
    d.skill = choice.skill.id;
    return d;
  }
  if (choice.kind === "none") return noSkill(d, why);
  d.reasons.push(`skill gate: ${why}; the request's words lead to more than one skill: ask`);
  Object.assign(d, { outcome: "clarify", tools: [] });
  d.clarify = { question: choice.question, options: choice.options.map((s) => ({ label: s.name, value: s.id, kind: "skill" as const })) };
  delete d.skill;
  return d;
}

/** «компенсирует ли компания курсы…?», «do we get a gym membership?»: a yes/no question about the company's own matters. */
function asksWhetherCompany(message: string): boolean {
  const text = message.trim();
  return OUR.test(text) && (YES_NO_QUESTION.test(text) || YES_NO_QUESTION_EN.test(text) || (/\?\s*$/.test(text) && !INTERROGATIVE.test(text)));
}

/** The router's cue skill set aside: the message is answered from the documents. */
function noSkill(d: Decision, why: string): Decision {
  d.reasons.push(`skill gate: ${why}; the router's cue skill «${d.skill}» is no answer to it`);
  d.outcome = "text";
  delete d.skill;
  return d;
}

/**
 * True when the router's one tool was picked on objects alone in a long request («Клиентка прислала на почту гневное
 * письмо… Надо ей нормально ответить»: «почту», «письмо» are the story, not a search): the same weak reading that lets
 * a skill that stands out take the turn (weakTool) lets the gate's question take it when two or three skills are close.
 */
function onObjectsAlone(d: Decision, words: number, gate: GateOptions): boolean {
  return pickedOnObjects(d) && words >= gate.longRequest;
}

/** True when the router's one tool was picked on its object words alone, no verb of its said and no example backing it. */
function pickedOnObjects(d: Decision): boolean {
  const cues = d.tools.length === 1 ? d.cues?.[d.tools[0].name] : undefined;
  return !!cues?.objects.length && !cues.verbs.length && !cues.supported;
}

/** «Мне вчера писали из бухгалтерии…, хочу ещё раз глянуть это письмо»: the person's own mail or calendar is what is asked for. */
function ownLetters(d: Decision, message: string): boolean {
  return OWN_DATA.has(d.tools[0].name) && (OWN_ITEMS.test(message) || OWN_MINE.test(message));
}

/**
 * «накидай вопросов для собеседования менеджера по продажам», «какие вопросы задать на собеседовании бухгалтеру?»: the router
 * picked its one tool on an object word alone (the calendar on «собеседование»), no verb of the tool's said; retrieval's
 * first skill names that object and another word of the request besides («вопросов») and stands clear of the next by
 * the margin a told situation needs (`situationMargin`): the object is part of the skill's job, which the gate could not
 * settle on word evidence alone (walk 22b: a calendar card, an empty calendar). The person's own items («мои
 * собеседования») and a time or place asked for keep the tool.
 */
function objectOfSkillJob(d: Decision, message: string, shortlist: SkillShortlist, gate: GateOptions): { skill: string; why: string } | null {
  if (d.rule || d.outcome !== "tool" || d.tools.length !== 1 || asksWhenOrWhere(message) || ownLetters(d, message)) return null;
  const only = d.tools[0].name;
  const cues = d.cues?.[only];
  if (!cues?.objects.length || cues.verbs.length || cues.supported) return null;
  const [top, second] = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  if (!top || top.score < gate.askFloor || (second && top.score < gate.situationMargin * second.score)) return null;
  const named = top.named ?? [];
  const own = named.filter((w) => !namesAny(w, cues.objects));
  if (!namesAll(named, cues.objects) || own.length < 1) return null;
  return { skill: top.skill.id, why: `${only} was picked on ${cues.objects.join(", ")} alone, which «${top.skill.id}» names with ${own.join(", ")} (score ${top.score.toFixed(3)}, clear of the next)` };
}

/**
 * «I want to ask my boss for a raise on friday, can you help me get ready»: the gate passed over retrieval's first
 * (negotiation: «boss», «raise») for the second on the rarer words of its English head (the weekly report: «boss»,
 * «ready»). When the first names as many of the request's words, with strong evidence too, neither settles the job:
 * the person is asked between the two, as the gate asks between rivals (walk 22b: the weekly report was entered).
 */
function contested(choice: SkillChoice, shortlist: SkillShortlist, gate: GateOptions): SkillChoice {
  if (choice.kind !== "skill" || choice.situation || choice.supported) return choice;
  // A skill with no English head of its own is ranked on a gloss of its Russian one, which misses words («аудитория»): the
  // gate chose it over the first for its head's rarer words, as chooseSkill means to, and its score is no rival's measure
  // («Plan a marketing campaign for our annual check-up program…»: the clinic's own campaign, not the platform's launch).
  if (shortlist.english && !choice.skill.descriptionEn) return choice;
  const first = shortlist.candidates.find((c) => c.skill.autoSwitch);
  if (!first || first.skill.id === choice.skill.id || !hasStrongEvidence(first, gate) || (first.named?.length ?? 0) < choice.named.length) return choice;
  const options = [first.skill, choice.skill];
  return { kind: "clarify", options, question: clarifyQuestion(options) };
}

/**
 * True when the router's one tool was picked on its object words alone (no verb of its said, no example backing it) and every
 * skill the gate would ask between names that object in its head: the thing is the matter of those jobs, and which job is
 * the question («что там с арендным договором?» → the documents on «договор», while drafting and review both name it). The
 * person's own mail or calendar and a time or place asked for keep the tool, as objectOfSkillJob keeps it.
 */
function objectOfOptions(d: Decision, message: string, options: Skill[], shortlist: SkillShortlist): boolean {
  // The mail or the calendar named with no verb shows the data: «почта Ольги» (review-9), whoever's letters they are; «помоги
  // подготовиться к собеседованию» asks for work (lead36).
  if (d.outcome !== "tool" || !pickedOnObjects(d) || ownLetters(d, message) || asksWhenOrWhere(message)) return false;
  if (d.tools[0].name !== "search_documents" && !MAKING.has(d.tools[0].name) && !hasVerb(message)) return false;
  const objects = d.cues![d.tools[0].name].objects;
  return options.every((s) => namesAll(shortlist.candidates.find((c) => c.skill.id === s.id)?.named ?? [], objects));
}

/**
 * True when the router's one tool was picked on the command's verb alone and every skill the gate would ask between names a
 * word of the request besides that verb: the verb acts on the thing those jobs are about, not on the tool's («Проверь нового
 * партнёра», «Проверь бумаги по вчерашней партии» ran the mail search on «проверь»: fintech f36, tune48s s40; which check is
 * the question). «ответь марии, что среда подходит» names an addressee and a reply's content, no skill's thing, and keeps it.
 */
function verbOnOptionsObject(d: Decision, options: Skill[], shortlist: SkillShortlist): boolean {
  const only = d.tools.length === 1 ? d.tools[0].name : null;
  if (!only || !d.verbOnly?.includes(only)) return false;
  const verbs = d.cues?.[only]?.verbs ?? [];
  return options.every((s) => (shortlist.candidates.find((c) => c.skill.id === s.id)?.named ?? []).some((w) => !namesAny(w, verbs)));
}

/** Whether a message holds a verb: «Визиты сайта за период», «почта Ольги» only name data to show. */
const hasVerb = (message: string) => tokens(message).words.some(looksLikeVerb);

/** Tools that make a product (a post, a reply, a file): what the person wants made, not data to show. */
const MAKING = new Set(["post_draft", "mail_reply_draft", "document_create", "sell_listing_draft"]);

/**
 * «в субботу открываемся в ТЦ…, первым 100 покупателям подарки. нужен анонс»: a long request the gate would ask about
 * (retrieval's margin too small), whose product the router read as one making tool — picked, or cut by its guard for want
 * of a verb («анонс» → a post) — that only one of the offered skills makes: that skill is the job, the question between
 * it and skills that make nothing of the kind is none (retail: the promo post was asked between it and claims replies).
 */
function makerAsked(d: Decision, options: Skill[]): { skill: Skill; tool: string } | null {
  // The product must be named (an object cue: «анонс»): a verb of writing alone («Can you draft a media plan…») names none.
  const made = [...new Set([...d.tools.map((t) => t.name), ...d.guards.map((g) => g.tool)].filter((t) => MAKING.has(t) && !!d.cues?.[t]?.objects.length))];
  if (made.length !== 1) return null;
  const makers = options.filter((s) => s.tools.includes(made[0]!));
  // Two that make it (a company's claims reply and the platform's complaint reply): the one the company wrote for itself
  // is how it makes that product.
  const own = makers.length > 1 ? makers.filter((s) => s.source === "company") : makers;
  return own.length === 1 ? { skill: own[0]!, tool: made[0]! } : null;
}

/**
 * True when the router's one making tool was picked on the product it makes and every skill the gate would ask between is the
 * company's own way of making that product (it declares the tool and its head names such a product): which of the company's
 * ways is the question, not a bare product made past both («Сделай объявление» in a theatre whose casting call and show post
 * both make «объявление» drafted a bare post: skills-theatre c06). One such skill is the job (makerAsked). Asked of a short
 * request only, vague by its length: «Сделай объявление для коллег: в пятницу уборка» tells what the post says, which neither
 * way of the company's (a sale, a vacancy) is, and keeps the post.
 */
function companyMakers(d: Decision, options: Skill[]): boolean {
  const made = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0].name : null;
  const madeOn = made ? d.cues?.[made]?.objects ?? [] : [];
  return !!made && MAKING.has(made) && madeOn.length > 0 && options.length > 1
    && options.every((s) => s.source === "company" && s.tools.includes(made) && headMakes(s, made, madeOn));
}

/** Tools that read the person's own mail and calendar. */
const OWN_DATA = new Set(["mail_search", "calendar_search"]);

/**
 * True when the router's one tool reads the person's own mail or calendar and the question the gate would ask
 * instead rests only on words many skills share: «Покажи мои задачи на сегодня» wants today's calendar, and
 * «задачи», in eleven skills' heads, makes no job of it. A making tool on a bare verb has nothing to make and
 * still gives way («Сделай проверку перед релизом» asks which check).
 */
function showsOwnData(d: Decision, shortlist: SkillShortlist, gate: GateOptions): boolean {
  return d.tools.length === 1 && OWN_DATA.has(d.tools[0].name) && restsOnCommonWords(shortlist, gate);
}

/**
 * «клиент орет что делать», «клиент кричит, что делать?»: a question about what to do whose skills' heads share only words a
 * dozen heads hold (evidence under `sharedEvidence`: «клиент» 0.07 in every option) is offered jobs it never spoke of
 * (warehouse leave-one-out w14: lead qualification, meeting prep, a commercial proposal). It asks the company what to do:
 * the documents answer it or their refusal names whom to ask. A long situation's question is settled in chooseSkill (its
 * own `onCommonWords`); a request for work («надо что-то с клиентом сделать») asks for no steps and is still asked.
 */
function onWordsAllShare(message: string, choice: Extract<SkillChoice, { kind: "clarify" }>, shortlist: SkillShortlist, gate: GateOptions): boolean {
  // What to do asked after the situation is told; «что делать с подрядчиком?» opens with it and asks for a job done with
  // the thing it names (see asksHowToAct below), which the options may be.
  const steps = ASKS_STEPS.exec(message.trim());
  if (choice.situation || !steps || steps.index === 0) return false;
  const options = choice.options.map((s) => shortlist.candidates.find((c) => c.skill.id === s.id));
  return options.every((c) => (c?.evidence ?? 0) < gate.sharedEvidence);
}

/**
 * «когда зарплата», «где кухня», «что такое KPI»: a question for a fact or a definition is the documents'
 * (or the model's) to answer; a question about which skill is meant is no answer to it.
 */
function asksForFact(message: string): boolean {
  const text = message.trim();
  // «можно ли работать на полставки»: whether the rules allow a thing is a fact of theirs too, though its words
  // («работать», «ставки») are two skills' (lead's walk 38 was asked between a lead assessment and a weekly report). A need
  // («надо что-то с клиентом сделать») still asks for work.
  return opensQuestion(text) || FACT_QUESTION.test(text) || EXISTENCE_QUESTION.test(text) || asksWhetherForMe(text) || (asksWhatIsAllowed(text) && PERMISSION_OPEN.test(text));
}

/** The speaker as the one a thing is done to or for («мне», «меня», «нам», «нас»). */
const ME_AS_OBJECT = /(?<![\p{L}])(?:мне|меня|нам|нас)(?![\p{L}])/iu;
/** The assistant addressed: a second-person pronoun or verb («ты», «вы», «поможешь», «сделаете»). */
const TO_YOU = /(?<![\p{L}])(?:ты|вы|тебя|вас|тебе|вам)(?![\p{L}])|\p{L}{2,}(?:ешь|ёшь|ишь|ете|ёте|ите)(?![\p{L}])/iu;

/**
 * «мне повысят зарплату через полгода?», «меня уволят за три опоздания?»: a yes/no question in one clause about what will be
 * done to the speaker, said to nobody in the chat (no «ты/вы», no command), asks whether it is so — a fact the company's
 * rules tell or the refusal names whom to ask, never a question between skills (walk 28a R64 was offered a job description,
 * an offer letter and negotiation prep). A situation told before the question («отменила за час…, возвращать ей?») is none.
 */
function asksWhetherForMe(text: string): boolean {
  return /\?\s*$/.test(text) && !/[,;:.!—]/.test(text.replace(/\?+\s*$/, "")) && !INTERROGATIVE.test(text) && ME_AS_OBJECT.test(text)
    && !TO_YOU.test(text) && !opensWithCommand(text);
}

/**
 * A plain answer the router left to a question, or a documents search it picked on one word («подавать
 * документы за клиента» → search_documents), with nothing a person switched on or a rule decided.
 */
function reservable(d: Decision, message: string, webToggled: boolean, firm = false, chat = !!d.smallTalk): boolean {
  // «Сколько дней отпуска положено?» asks for a fact, «курсы английского компания оплатит?» whether a thing is so,
  // «могу ли я взять отпуск…» a permission: the documents answer them or name whom to ask, never a skill.
  // «what questions should I ask…» opens with «what» but asks what to do, not for a fact.
  const whatToDo = WHAT_TO_DO.test(message.trim());
  // «сколько админов ставить в субботу…», «какую модель брать на практику на аттестации?»: a question word and an infinitive
  // ask what to decide, as «как …ть» asks how to act — held for a skill only when two scores agree on it (`firm`).
  // «Сколько надо плёнки на заказ 250 тыс. лотков?»: a quantity asked of the person's own figures is a calculation (deliberative.ts),
  // held for a skill whose head names the request's rare words or whose procedure covers it beyond the others (`firm` here).
  const decides = firm && (asksToDecide(message) || asksToCount(message));
  if (d.rule || chat || webToggled || d.guards.length || (asksForFact(message) && !whatToDo && !decides) || asksWhatIsAllowed(message) || !(asksHowToAct(message) || whatToDo || decides)) return false;
  // «как по регламенту передать проект заказчику», «как оформить командировку на объект»: the company's own rules
  // or its paperwork are asked for («…подавать документы за клиента… Что делать?» asks what to do, not how to file).
  if (BY_THE_RULES.test(message) || PAPERWORK.test(howToActClause(message) ?? "")) return false;
  // «…сработала пожарная тревога, всех вывели на парковку, что делать?»: what to do in an emergency told is the safety rules' to
  // say, or whom to ask, never the work of a skill whose head shares a word of the story («вечерней», «бассейна» sent it to a
  // post skill when the documents held no such rule); work asked for by grammar keeps the skill (documents-first reads it so).
  if (situationOf(message) && !asksForWorkAnywhere(message)) return false;
  return d.outcome === "text" || (d.tools.length === 1 && d.tools[0].name === "search_documents" && pickedOnOneWord(d));
}

/**
 * The gate's skill is retrieval's first, scoring `firstAgree` times its second, and its whole text covers the request at
 * `firstSupport` or more: the mixed score and the procedure's rare words agree (as select.ts `firstCovers` reads them),
 * which a question's words alone never settle. «в какой срок сдавать авансовый отчет…» picks a report skill retrieval
 * ranks second: no such agreement, so the documents keep it whatever they hold.
 */
function firmChoice(choice: SkillChoice, shortlist: SkillShortlist, gate: GateOptions): boolean {
  if (choice.kind !== "skill") return false;
  const [top, second] = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  // Its own bar (`reserveSupport`), not the gate's `firstSupport`: a question the documents do not answer handed to a skill is
  // a company question answered with work; 1.5 let «Сколько часов повышения квалификации нужно набрать…» (training plan, 1.72)
  // into the skill where the rules were withheld (heldout-school's leave-one-out, session 44).
  return top?.skill.id === choice.skill.id && top.score >= gate.firstAgree * (second?.score ?? 0) && (top.support ?? 0) >= gate.reserveSupport;
}

/**
 * «what questions should I ask when interviewing…», «which questions do I ask a candidate…», «какие вопросы задать…»: the
 * person asks what to do or say, as «как …ть» does — a question about how to act, which the documents answer when they
 * can and the skill that stands out does when they cannot (walk 22b: refused, naming HR).
 */
const WHAT_TO_DO = /^(?:(?:and|so|а|и)\s+)?(?:(?:what|which)(?:\s+\p{L}+)?\s+(?:should|do|shall|can)\s+(?:i|we)\s+(?:ask|say|tell|write|answer|offer|prepare)|(?:какие|какой|какую|что)(?:\s+\p{L}+)?\s+(?:мне\s+|нам\s+)?(?:задать|спросить|сказать|ответить|написать|предложить|подготовить))(?![\p{L}])/iu;

/** «когда у нас ретро с командой», «где лежит шаблон отчёта»: a time, a place or a person is asked for, never a skill's work. */
function asksWhenOrWhere(message: string): boolean {
  // «Кого назначить наставником новому врачу и что проверить по аккредитации?»: a second question what or how to do asks
  // for the work, not only for a person.
  // «Когда нам менять ремни…? Распиши по неделям…»: a command after the question asks for the work too.
  return WHEN_WHERE_QUESTION.test(message.trim()) && !/(?:,|\sи)\s+(?:что|как)\s+\p{L}+(?:ть|ти)(?![\p{L}])/iu.test(message) && !commandsAfter(message);
}

/**
 * «кстати, сколько дней отпуска положено?» inside the calorie counter is answered aside, the skill kept; the next
 * «и ещё яблоко съел на полдник» answers the skill's own question again, which stands behind that aside (walk 18b: the
 * interview rule saw the documents' answer last, no question in it, and the router sent the apple to the documents).
 * The interview rule is asked over the history as the skill left it; a question goes back to the skill only when it
 * speaks of the skill's own turn («а можно разбить на части?» follows up the documents' answer).
 */
function resumedAfterAside(input: RouteInput): Decision["reasons"] | null {
  const h = input.history;
  // Answers given aside carry their search or tool and ask nothing; one or more may stand after the skill's own turn.
  const asideAt = (i: number) => !!h[i]!.toolCalls?.length && !/\?[^?]{0,80}$/.test(h[i]!.content.trim());
  const turns = h.flatMap((m, i) => (m.role === "assistant" ? [i] : []));
  const before = turns.findLast((i) => !asideAt(i)) ?? -1;
  if (before < 0 || before === turns.at(-1)) return null;
  const own = h[before]!.content;
  const text = input.message.trim();
  if (/\?\s*$/.test(text) || opensAsQuestion(text)) {
    const said = new Set(contentStems(own));
    if (!contentStems(text).some((w) => said.has(w))) return null;
  }
  const resumed = interviewContinuation().decide({ ...input, history: h.slice(0, before + 1) });
  return resumed?.outcome === "skill" && resumed.skill === input.state.skill ? [...(resumed.reasons ?? []), "after an answer given aside, the skill's own question still stands"] : null;
}

/**
 * The chat's routing: the skill shortlist (full list up to eight, retrieval above), decide() over the
 * tools this turn may use (a skill's own tools only once it is loaded), then the skill gate of seed 004:
 * a skill that stands out takes the turn (see {@link takeOverReason}) or replaces a skill the router entered
 * on a cue word that retrieval ranks below its top three; when the gate would ask, a plain answer or a tool
 * picked on a bare verb becomes that one question (not a repeated request: it was answered above).
 */
export async function routeMessage(input: RouteInput, deps: RouteDeps): Promise<Decision> {
  const t0 = performance.now();
  const shortlist = await deps.skills.shortlist(input.message);
  const seen = (deps.routerView && (await deps.routerView.shortlist(input.message))) || shortlist.candidates;
  const skillMs = performance.now() - t0;
  const all = deps.skills.enabled();
  const active = input.state.skill ? deps.skills.get(input.state.skill) ?? null : null;
  const agentTools = deps.agentTools ?? deps.tools.list().map((t) => t.id as string);
  const offered = availableTools(agentTools, active, all).filter((id) => id !== USE_SKILL);
  const gate = { ...DEFAULT_GATE, ...deps.gate };
  const choice = contested(chooseSkill(shortlist, gate), shortlist, gate);
  // A skill whose own cue words the message names is shown to the router even when retrieval left it out
  // («my kid has a fever» is far from a Russian description), unless retrieval found a skill that stands out:
  // «ролик к открытию зала» names a gym's «зал» inside a creative brief.
  // Two of a skill's cue words («норму калорий», «похудеть») name it even beside one that stands out (walk 17b: a daily
  // target went to the calorie counter, the nutrition skill never shown to the router).
  const named = (deps.router.namedSkills?.(input.message, choice.kind === "skill" ? 2 : 1) ?? []).filter((id) => !seen.some((c) => c.skill.id === id))
    .flatMap((id) => all.filter((s) => s.id === id));
  const infos: SkillInfo[] = [...seen.map((c) => c.skill), ...named].map((s) => ({ id: s.id, description: s.description, autoSwitch: s.autoSwitch }));
  const d = await decide(input, { router: deps.router, tools: deps.tools.specs(offered), skills: infos });
  d.timings.skills = skillMs;
  // «ну так напиши уже текст письма» inside a letter-writing skill: its own letter is asked for, made from what was said
  // (act-skill), not a new post or a mail search the router read into «напиши», «письма». Only a router that reports
  // cues (the embedded one) misreads it so; a model's call of the skill's own tool stands.
  if ((active?.tools.includes("mail_reply_draft") || active?.tools.includes("document_create")) && d.outcome === "tool" && !d.rule && d.cues && ASKS_FOR_DRAFT.test(input.message.trim())) {
    Object.assign(d, { outcome: "skill", skill: active.id, tools: [] });
    d.reasons.push(`skill «${active.id}» makes the letter asked for (the router's ${Object.keys(d.cues).join(", ")} set aside)`);
    return d;
  }
  // «спасибо большое, ты очень помогла!», «это не про спорт, я капельдинер»: the talk is closed, not answered (walk 22a).
  const closes = active && d.outcome !== "mode" ? closesSkillTalk(input.message, `${active.name} ${active.description} ${active.nameEn ?? ""} ${active.descriptionEn ?? ""}`, (w) => lexicon(CUES[active.id]?.objects ?? []).find(tokens(w)) !== null) : null;
  if (closes) {
    Object.assign(d, { outcome: "skill", skill: "none", tools: [], webSearch: false, webSearchSource: null });
    delete d.clarify;
    d.reasons.push(`leave skill «${active!.id}»: ${closes}`);
    return d;
  }
  // «похудеть» after a question answered aside inside fitness: the router's nutrition on that word is no more a new request
  // than its plain answer would be — the skill's own question stands behind the aside (walk 24a entered nutrition).
  const resumed = active && !d.rule && (["text", "tool", "clarify"].includes(d.outcome) || (d.outcome === "skill" && d.skill !== active.id)) ? resumedAfterAside(input) : null;
  if (resumed) {
    Object.assign(d, { outcome: "skill", skill: active!.id, tools: [], webSearch: false, webSearchSource: null });
    delete d.clarify;
    d.reasons.push(...resumed);
    return d;
  }
  if (input.state.skill || !["text", "tool", "clarify", "skill"].includes(d.outcome) || (d.outcome === "skill" && d.rule)) return d;
  if (d.outcome === "skill") return reconsiderRouterSkill(d, input.message, shortlist, choice, gate, deps.skills.get(d.skill ?? ""));
  // «записывай, что мы решили на планёрке», «take meeting minutes»: the guard cut the calendar because a meeting is to be
  // written up; the skill that does that with the calendar (it declares the tool) and ranks first among such takes the
  // turn, whatever the gate's margin (walk 19b: the calendar «ничего не найдено», or a question between two skills).
  const minutes = d.guards.find((g) => isMinutesTrip(g.guard));
  const writers = minutes && !d.rule && d.outcome !== "tool" ? shortlist.candidates.filter((c) => c.skill.autoSwitch && c.skill.tools.includes("calendar_search") && c.skill.tools.includes("document_create")) : [];
  const head = (k: Skill) => `${k.name} ${k.description} ${k.nameEn ?? ""} ${k.descriptionEn ?? ""}`;
  const writer = writers.reduce<(typeof writers)[number] | undefined>((best, c) => (!best || meetingWords(head(c.skill)) > meetingWords(head(best.skill)) ? c : best), undefined);
  if (writer) {
    delete d.clarify;
    skillTakesTurn(d, writer.skill.id, `skill gate: «${writer.skill.id}» writes the meeting up (${minutes!.reason})`);
    return d;
  }
  if (askWhichOne(d, input.message, shortlist, choice, (id) => deps.tools.get(id)?.description ?? id)) return d;
  const job = choice.kind !== "skill" ? objectOfSkillJob(d, input.message, shortlist, gate) : null;
  if (job) {
    skillTakesTurn(d, job.skill, `skill gate: ${job.why}`);
    return d;
  }
  // A lone tool the router picked on the things a message names («…20 холодильников, выгрузили 18…» → site metrics), on a
  // bare verb, or standing in for a making tool: a skill's clarifying question replaces it, and so does a situation's skill.
  // Asked only where a skill's question could replace the tool (it reads the shortlist and the cues).
  const replaceable = () => d.outcome === "tool" && d.tools.length === 1 && !showsOwnData(d, shortlist, gate) && ((onObjectsAlone(d, shortlist.words ?? 0, gate) && !ownLetters(d, input.message))
    || !!d.verbOnly?.includes(d.tools[0].name) || (d.standIn === d.tools[0].name && !opensAsQuestion(input.message)));
  const takes = choice.kind === "skill" && !asksWhenOrWhere(input.message);
  const why = takes ? takeOverReason(d, input.message, shortlist.words ?? 0, choice, gate, input.state.webSearchToggle) : null;
  // «Что делать с партией 240512?», «что делать с подрядчиком?»: what to do with a thing two skills' heads name asks for one
  // of their jobs, only not which — no fact (the documents still answer it first when they can: documents-first).
  const howToAct = choice.kind === "clarify" && asksHowToAct(input.message);
  // A situation's skill that cannot take the turn from such a tool is offered with its neighbours: retrieval's margin
  // alone picked it, and a wrong skill entered is worse than a question (fintech, retail: two of three were wrong).
  const ask = choice.kind === "clarify" && !onWordsAllShare(input.message, choice, shortlist, gate) ? choice : choice.kind === "skill" && !why && choice.situation && replaceable()
    && !reservable(d, input.message, input.state.webSearchToggle) ? situationQuestion(shortlist) : null;
  // «напиши пост в вк, что в субботу снова играем…» → a bare post, while the gate asks between the company's own post skill and
  // the platform's content plan: of the options only the company's skill makes the product the router read (it declares the
  // tool and its head names such a product), so it is the job — its way of making it — and the question none (issue 16).
  // A short request («нужен отчёт по вчерашнему») is vague by its length, whichever option makes its product: still asked.
  const maker = choice.kind === "clarify" && !d.rule && d.outcome === "tool" && !choice.situation && (shortlist.words ?? 0) > gate.shortRequest ? makerAsked(d, choice.options) : null;
  // A reply answers a letter in the person's own mail, which the tool finds first (or says it did not): no product made anew
  // (session 19's «a customer emailed… help me reply» keeps «did not find the letter»).
  if (maker && maker.skill.source === "company" && maker.tool !== "mail_reply_draft" && headMakes(maker.skill, maker.tool, d.cues?.[maker.tool]?.objects ?? [])) {
    skillTakesTurn(d, maker.skill.id, `skill gate: of the skills the gate would ask between, only the company's «${maker.skill.id}» makes the ${maker.tool} the router read the request as`);
    return d;
  }
  // «Сколько надо плёнки на заказ 250 тыс. лотков?»: a quantity asked of the person's own figures (deliberative.ts).
  const counts = asksToCount(input.message);
  if (takes && !ask) {
    if (why) {
      d.gateNamed = choice.named;
      skillTakesTurn(d, choice.skill.id, `skill gate: «${choice.skill.id}» stands out (score ${choice.score.toFixed(3)}, spread ${shortlist.spread.toFixed(2)}, named: ${choice.named.join(", ") || "—"}); ${why}`);
    } else if (reservable(d, input.message, input.state.webSearchToggle, firmChoice(choice, shortlist, gate) || (counts && (hasStrongEvidence(choice, gate) || !!choice.supported)), chatOnly(d, input.message, choice.kind === "skill" ? choice : null, gate))) {
      // «заказчик опять хочет всё переделать, как с ним поговорить»: a question, so the skill does not take it
      // here; the chat enters it when the documents do not answer the question (skill-reserve.ts).
      d.reserve = { skill: choice.skill.id, why: `«${choice.skill.id}» stands out (score ${choice.score.toFixed(3)}, named: ${choice.named.join(", ") || "—"})`, ...(counts ? { counts: true } : {}) };
    }
  } else if (ask && !d.rule && (!asksForFact(input.message) || howToAct) && !d.guards.some((g) => g.guard === "repeat_call") && !asksAboutLastAnswer(input)
    // Web search from the question rule yields to the question on a long situation or on a request that only ends
    // in «?» («Открываемся в новом месте, с чего начать?»); a message that opens as a question keeps its search.
    && (!d.webSearch || (d.webSearchSource === "question_rule" && (ask.situation || !opensAsQuestion(input.message) || howToAct || objectOfOptions(d, input.message, ask.options, shortlist))))
    // The router's small-talk reading yields to skills whose heads name the words of a request (no question: «как дела у
    // проекта Альфа» asks to be told): it asks for work, only not which.
    && !(chatOnly(d, input.message, null, gate) && (!shortlist.candidates.filter((c) => c.skill.autoSwitch)[0]?.named?.length || asksToBeTold(input.message)))
    // A command asks between skills only in place of a plain answer: «ответь марии, что среда подходит» commands the reply
    // the router read it as, and «ответь» makes no job of a skill's (session 36's CI: it was asked between a survey and a FAQ).
    && (d.outcome === "text" || (replaceable() && (!(shortlist.commands && !shortlist.asksForWork) || verbOnOptionsObject(d, ask.options, shortlist))) || objectOfOptions(d, input.message, ask.options, shortlist) || ((shortlist.words ?? 0) <= gate.shortRequest && companyMakers(d, ask.options)))) {
    // A tool picked on a bare verb («сделай» → a document) is no answer to «Сделай проверку перед релизом» either,
    // and neither is the plain answer left when guards cut the tool of «Нужно составить акт, помоги».
    // The question replaces the search the question rule would have run: the person answers it first.
    const maker = ask.situation ? makerAsked(d, ask.options) : null;
    if (maker) {
      skillTakesTurn(d, maker.skill.id, `skill gate: of the skills a long request would be asked between, only «${maker.skill.id}» makes the ${maker.tool} the router read the request as`);
      return d;
    }
    if (d.webSearch) d.reasons.push(`web search off again: a clarifying question comes first (it was on from ${d.webSearchSource})`);
    Object.assign(d, { outcome: "clarify", tools: [], webSearch: false, webSearchSource: null });
    d.clarify = { question: ask.question, options: ask.options.map((s) => ({ label: s.name, value: s.id, kind: "skill" as const })) };
    // «клиент недоволен, пятно осталось после чистки, что мне делать»: what to do is asked, which the company's rules may say
    // though the documents' verdict did not settle it, and neither skill's product (a reply, an analysis) is the steps asked
    // for (walk 26a R44 offered only the two skills): answering from the documents is one of the options.
    if (howToAct) {
      const docs = toolLabel("search_documents") ?? "search_documents";
      d.clarify = { question: clarifyQuestion(ask.options, [docs]), options: [...d.clarify.options, { label: docs, value: "search_documents", kind: "tool" as const }] };
    }
    // What the options' heads name of the request specifically (evidence over the gate's bar; «целы» read as «цели» is not),
    // read by documents-first as a skill's gate evidence is: a situation they name nothing of is the rules' when they hold it.
    // Only a long situation's question: a short request's («Нужна оценка») is about which job, whatever the documents hold.
    const heads = ask.options.flatMap((s) => shortlist.candidates.filter((c) => c.skill.id === s.id && (c.evidence ?? 0) >= gate.evidence));
    // A customer's situation told in a few words («клиент хочет оплатить по qr») is one too (hypernyms.ts opensWithCustomer).
    if (ask.situation || opensWithCustomer(input.message)) d.gateNamed = [...new Set(heads.flatMap((c) => c.named ?? []))];
    const what = ask.situation ? "a long request that neither the skills' words nor retrieval's margin settles"
      : shortlist.bunched ? "top scores bunched" : `a request whose words several skills name alike (${ask.options.map((s) => s.id).join(", ")})`;
    d.reasons.push(`skill gate: ${what} (spread ${shortlist.spread.toFixed(2)}): ask`);
  }
  return d;
}
