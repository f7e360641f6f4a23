import { writtenOut } from "../text/spoken.ts";
import type { Decision, RouteInput } from "../routing/types.ts";
import { asksToBeTold, commandsAfter, isQuestion } from "../routing/decide.ts";
import { USE_SKILL } from "../tools/ids.ts";
import { asksHowToAct, toldOfAbsence, ABSENCE_FROM_WORK, ASKS_STEPS, IMPERATIVE_MAKE, ASKS_JUDGEMENT, COMPANY_PAYS, LETTERS_TO_ME, CONTACT_ASKED_EN, CONTACT_QUESTION, CONTACT_REQUEST, HOW_TO, OWN_DATA, WHERE_TO_SEND, OWN_ITEMS, TROUBLE_REPORT, WHOM_TO_INFORM, WHOM_TO_NOTIFY } from "../text/speech-acts.ts";
import { redFlags } from "../skills/interview/extract.ts";
import { asksWhatIsAllowed } from "../routing/permission.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { isStopword, words } from "../text/tokens.ts";
import { opensAsFollowUp } from "../text/deixis.ts";
import { speaksOfIllnessAtWork } from "../text/people-at-work.ts";
import { minorInjuryOf, situationOf } from "../text/first-aid.ts";
import { fallsIllBeforeWork, tellsOfFoundThing } from "../text/work-situations.ts";
import { reportsSickness } from "../text/sick-reporting.ts";
import { claimOf } from "../text/claims.ts";
import { unnamedDoerActs } from "../text/indefinite-personal.ts";
import { asksPriceOfThing, asksQuantity, asksTimeLimit, chargeWords, measureKind } from "../text/measure-questions.ts";
import { asksForWorkAnywhere } from "../text/work-requests.ts";
import { asksWhichActToTake } from "../text/deliberative.ts";
import { asksWhereToGet } from "../text/whom.ts";
import { opensWithCustomer } from "../text/hypernyms.ts";
import { speaksOfSelf } from "../text/possessives.ts";

/** What the documents (and this chat's attachments) say to a message: the best score and whether they answer it. */
export interface DocumentsVerdict {
  score: number;
  /** The answerability test (or, with a model, the confident score) says the documents answer it. */
  answers: boolean;
  /** They hold the thing asked about but not the whole question (the answer's «partial» state). */
  near?: boolean;
}
export type DocumentsEvidence = (message: string, previous?: string) => Promise<DocumentsVerdict | null>;

/** «какой email у Игоря Петрова?»: a capitalised name after the first word; that person's address is in their letters. */
const NAMES_PERSON = /(?<=\s)\p{Lu}\p{Ll}+/u;

/**
 * Cue words a router picked a tool or skill on; null when a model chose (it reports none). A pick a
 * budget or a calendar period also supports («что у меня на этой неделе?») rests on more than a word.
 */
function cueCount(d: Decision, id: string): number | null {
  const c = d.cues?.[id];
  return c ? c.verbs.length + c.objects.length + (c.supported ? 2 : 0) : null;
}

const POSSESSIVE = /(?<![\p{L}])(?:my|мой|моя|моё|мое|мои|моих|моей|моём|моем|моего|моему|мою|моим)\s+(\p{L}+)/giu;

/** Whether a possessive stands right before one of the tool's object words («my schedule», «мой календарь»). */
function ownObject(message: string, objects: string[]): boolean {
  const owned = [...message.matchAll(POSSESSIVE)].map((m) => m[1]!.toLowerCase());
  return owned.some((w) => objects.some((o) => (o.endsWith("*") ? w.startsWith(o.slice(0, -1)) : w === o)));
}

/** A single tool picked on one lone word, with nothing else (a period, a budget, a sender) behind it. */
export function pickedOnOneWord(d: Decision): boolean {
  if (d.outcome !== "tool" || d.tools.length !== 1) return false;
  const n = cueCount(d, d.tools[0].name);
  return n !== null && n <= 1;
}

/**
 * Why a question should go to the documents instead of what routing chose, or null. Only weak choices
 * yield: a tool or skill picked on one lone word («Куда пересылать подозрительное письмо?» → mail, on
 * «письмо»), a skill the gate took a plain answer for, a clarifying question. A model's choice, a rule,
 * a skill already active and a request naming both what to do and with what («найди письма от…») stand.
 */
function weakChoice(d: Decision, followUp: boolean, message: string): string | null {
  if (d.rule || d.smallTalk) return null;
  // «на какую почту клиенты пишут про инциденты», «купил мышку за 2к, вернут деньги?»: a question, not an errand
  // («найди мышку до 2000»), about no data of the person's own: the tool yields when the documents answer it.
  const one = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0].name : null;
  // A question naming the tool's own object («какие письма от бухгалтерии…?») asks for that data: it keeps the tool.
  const namesObject = !!(one && d.cues?.[one]?.objects.length);
  if (one && one !== "search_documents" && !namesObject && isQuestion(message) && !OWN_DATA.test(message) && !OWN_ITEMS.test(message) && !(one === "mail_search" && LETTERS_TO_ME.test(message))) return `${one} chosen for a question`;
  // «можно поменяться сменой с коллегой?» → a file edit its guard cut: a question left with nothing to run.
  if (d.outcome === "text" && d.guards.length) return `${d.guards.map((g) => g.tool).join(", ")} cut by its guard`;
  // A follow-up («а на «Премиуме»?») yields only what was picked on one word or a question about skills;
  // «а найди письма от Петрова» names what to do and with what, and keeps its tool.
  const weakTool = d.outcome === "tool" && pickedOnOneWord(d) && !d.tools.some((t) => t.name === "search_documents");
  const weakSkill = d.outcome === "skill" && !!d.skill && d.skill !== "none" && (cueCount(d, USE_SKILL) ?? 0) <= 1;
  if (followUp && (weakTool || weakSkill || d.outcome === "clarify")) return `a follow-up taken for ${d.outcome === "tool" ? d.tools.map((t) => t.name).join(", ") : d.outcome}`;
  if (d.outcome === "clarify") return "a clarifying question";
  // «what's on my schedule»: the calendar's or the mailbox's own object said as the person's is their data, however few
  // its words («my laptop breaks» is no catalogue of the person's).
  // The possessive must be the object's own: «куда приходит мой расчётный листок, на почту?» asks about the payslip.
  const personal = ((one === "calendar_search" || one === "mail_search") && ownObject(message, d.cues?.[one!]?.objects ?? [])) || (one === "mail_search" && LETTERS_TO_ME.test(message));
  if (d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name !== "search_documents" && !personal) {
    const n = cueCount(d, d.tools[0].name);
    return n !== null && n <= 1 ? `${d.tools[0].name} picked on one word` : null;
  }
  if (d.outcome === "skill" && d.skill && d.skill !== "none") {
    const n = cueCount(d, USE_SKILL);
    if (n !== null && n <= 1) return `skill «${d.skill}» entered on one word`;
    if (d.reasons.some((r) => r.startsWith("skill gate:"))) return `skill «${d.skill}» taken by the gate`;
  }
  return null;
}

/**
 * A question about the company's own matters reaches the documents when they answer it: the weak choice
 * yields to a documents search (its chip and cited answer). «Answer» is the answerability test's verdict
 * (the same that decides the answer itself); a follow-up is judged merged with the previous question.
 */
export async function preferDocuments(d: Decision, input: RouteInput, evidence: DocumentsEvidence): Promise<Decision> {
  // «А на «Премиуме»?», «а за границей?»: a short message continuing the previous question.
  // With nothing said before in the chat, «а кто у нас отвечает за ноутбуки?» follows nothing: it is a question of its own.
  const followUp = opensAsFollowUp(input.message) && input.history.some((m) => m.role === "user");
  // «забыл пароль от почты», «не работает почта»: a problem with a thing, the tool picked on that thing's name
  // alone. A search among the person's letters answers nothing; the documents (or whom they name) do.
  const trouble = !input.state.skill && !followUp && TROUBLE_REPORT.test(input.message) && pickedOnOneWord(d) && !d.tools.some((t) => t.name === "search_documents");
  // «can I take the laptop home», «how do I report phishing», «телефон отдела кадров», «кто отвечает за ноутбуки?»: a rule, a way or a contact
  // is asked for. «я заболела, температура. что делать кому писать»: whom to tell at work is not for a skill the router
  // entered on cue words of personal life (health) to say (walk 14a); a skill the gate chose for the request stays.
  // A tool picked on one word of it runs no errand the person wants: the documents answer, or
  // their refusal names whom to ask, whatever the verdict. (A skill keeps the verdict test: «можно ли при
  // простуде заниматься спортом» is the person's own matter.)
  // «Как настроить VPN на домашнем ноутбуке? Не пускает в учётную систему» → a question between the catalogue and the site's
  // metrics (lawfirm s23): a way asked for while no tool could be picked is the rules' to tell too, not a choice between tools.
  const ruled = !input.state.skill && !followUp && !OWN_DATA.test(input.message) && (asksWhatIsAllowed(input.message) || HOW_TO.test(input.message.trim()) || CONTACT_REQUEST.test(input.message.trim()) || (CONTACT_QUESTION.test(input.message.trim()) && !NAMES_PERSON.test(input.message)) || CONTACT_ASKED_EN.test(input.message) || chargeWords(input.message).size > 0 || WHOM_TO_NOTIFY.test(input.message) || WHERE_TO_SEND.test(input.message) || asksWhereToGet(input.message) || (toolsTooClose(d) && asksHowToAct(input.message)))
    && (pickedOnOneWord(d) || (d.outcome === "text" && d.guards.length > 0) || toolsTooClose(d) || (d.outcome === "skill" && cueCount(d, USE_SKILL) !== null && (WHOM_TO_INFORM.test(input.message) || WHERE_TO_SEND.test(input.message)) && redFlags(input.message, "ru").length === 0)) && !d.tools.some((t) => t.name === "search_documents");
  // «если кладовщик заболел, до какого времени он должен мне сообщить?», «can I leave one storekeeper alone if the other one
  // is sick?»: a colleague's illness asks what the company's rules say (walk 16a entered the health skill); a sign that
  // cannot wait («коллеге плохо, боль в груди») keeps the skill and its call for help.
  // «Я простыл и завтра не выйду, что мне делать?»: one's own illness said as absence from work asks the company's rules too
  // (whom to tell, the sick-leave paper); walk 17a got the health interview, which kept the next company questions.
  // «ударило током слегка, вроде норм, надо к врачу?»: an accident at work is the rules' (first aid, whom to tell within the hour,
  // the doctor always), not the health interview's «С какого дня это началось?» (walk 18a).
  // «кажется простыла, горло болит, а завтра смена, кого предупредить?»: one's illness told with the shift is absence too.
  // «спина болит после смены, могу завтра не выходить? кого предупредить?», «температура 38, можно я старшему в телегу напишу?»:
  // how word of one's sickness reaches work is the sick-leave rule's (walk 23b entered health, or offered it beside the
  // documents when a permission was asked: the rule, not the person's health, says whether a message will do).
  const reports = reportsSickness(input.message);
  const absent = toldOfAbsence(input.message) || fallsIllBeforeWork(input.message) || reports;
  // «I'm sick today, what should I do?» inside the fitness skill (walk 22a entered health and kept the next company
  // questions as symptoms): a skill entered anew from inside another is judged as in a plain chat.
  const entering = d.outcome === "skill" && !!d.skill && d.skill !== "none" && d.skill !== input.state.skill;
  const offered = d.outcome === "clarify" && !!d.clarify?.options.some((o) => o.kind === "skill") && reports;
  // «у меня температура, не выйду завтра»: saying one will not come in is told to work, question mark or not (walk 29 entered
  // the health interview); an illness told without missing work stays the skill's.
  const tellsAbsence = ABSENCE_FROM_WORK.test(writtenOut(input.message));
  const colleagueIll = (!input.state.skill || entering) && (d.outcome === "skill" || offered) && (isQuestion(input.message) || tellsAbsence) && (speaksOfIllnessAtWork(input.message) || absent)
    && redFlags(input.message, "ru").length === 0 && redFlags(input.message, "en").length === 0;
  // «хочу купить монитор домой, компания компенсирует?», «письмо от директора… купить подарочные карты, это норм?»: whether
  // the company pays for a thing, or whether what happened is all right, is for its rules to say, whatever product or letter
  // the question names; the documents answer or their refusal names whom to ask, not an empty catalogue or mailbox.
  const judged = !input.state.skill && isQuestion(input.message) && (COMPANY_PAYS.test(input.message) || ASKS_JUDGEMENT.test(input.message))
    && d.outcome === "tool" && d.tools.length === 1 && ["product_search", "mail_search"].includes(d.tools[0].name);
  // «испытательный срок курьера», «штраф за опоздание»: a few words naming a thing, no verb, ask what the documents say of it.
  // (A clarifying question stays: «make a report» names a thing too, and which report is what it asks.)
  const nominal = d.outcome !== "clarify" && isNominal(input.message);
  // «как стать водителем погрузчика?» → a post its guard cut: a question left with nothing run is the documents'.
  const cutQuestion = d.outcome === "text" && d.guards.length > 0 && asksToBeTold(input.message);
  // «some guy… wants to take Sasha home… he's not on the list» → a sale listing its guard cut: a situation told, with nothing
  // left to run, is the documents' (their rule, or whom to ask), not «I do not hold free conversation» (walk 20c).
  // A call cut for repeating the last one keeps its own answer («уже показано выше»).
  const cutSituation = d.outcome === "text" && d.guards.length > 0 && !IMPERATIVE_MAKE.test(input.message) && !d.guards.some((g) => g.guard === "repeat_call");
  // «гость хочет померить кольцо»: what a customer wants, told with nothing to run, is for the rules to answer or their
  // refusal to name whom to ask, not «свободную беседу я не веду» (lead's walk 45).
  const customerTold = !input.state.skill && !followUp && d.outcome === "text" && !d.smallTalk && !d.guards.length && opensWithCustomer(input.message) && !IMPERATIVE_MAKE.test(input.message);
  // «гость повесил табличку не беспокоить уже 2 дня висит, что делать» → a .csv draft («табличка» read as a table to make;
  // walk 21a): what to do in a situation is the rules' to say (their steps, or whom to ask), never a file or a draft to make.
  // «хочу провести встречу с писателем, что делать» → the calendar on «встреча» alone (lead's walk 41: «В календаре на этот
  // период ничего нет»): a search picked on one word answers no «what to do» either.
  const actAsked = !input.state.skill && !followUp && d.outcome === "tool" && d.tools.length === 1
    && (MAKES.has(d.tools[0].name) || (d.tools[0].name !== "search_documents" && pickedOnOneWord(d)))
    && ASKS_STEPS.test(input.message) && !IMPERATIVE_MAKE.test(input.message);
  // «there's a drunk guy at the desk yelling and threatening to hit me» → the catalogue, on «desk» (walk 21c); «нетрезвый
  // посетитель скандалит у стойки» → site metrics: an emergency told (first-aid.ts) is for the safety rules to answer, not a
  // tool picked on a word or by the model. A tool asked for outright («найди письма про протечку в 318»: a verb and its
  // object; «напиши письмо в техподдержку: кофемашина течёт») keeps it.
  const emergencyTool = !input.state.skill && !followUp && d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name !== "search_documents"
    && (cueCount(d, d.tools[0].name) ?? 0) <= 1 && !IMPERATIVE_MAKE.test(input.message) && !!(situationOf(input.message) ?? minorInjuryOf(input.message));
  // «someone grabbed cash from the till» → the cash-flow forecast skill on «cash» and «till» (session 29's merge): an incident
  // told enters no skill either; a sign that cannot wait keeps a health skill's call for help (red-flags.json). Work asked for by
  // its grammar in any clause («…сработала пожарка, вывели людей. Оформи бумагу по случившемуся», «…стало плохо — запиши всё
  // для руководителя») keeps the skill chosen for it: the person wants the incident written up, not the safety steps (issue 16).
  const emergencySkill = !input.state.skill && !followUp && d.outcome === "skill" && !!d.skill && d.skill !== "none" && !IMPERATIVE_MAKE.test(input.message)
    && !asksForWorkAnywhere(input.message)
    && !!situationOf(input.message) && redFlags(input.message, "ru").length === 0 && redFlags(input.message, "en").length === 0;
  const emergency = emergencyTool || emergencySkill;
  // «нашла в зале чужой телефон под креслом, что с ним делать» → the catalogue on «телефон» (walk 22a: «Товаров: 0»): a thing
  // someone left behind asks the staff rules on found things, whatever tool its name reads as.
  const found = !input.state.skill && d.outcome === "tool" && d.tools.length > 0 && !d.tools.some((t) => t.name === "search_documents") && tellsOfFoundThing(input.message);
  // «got the flu, can't come in for my shift tomorrow, who do I call and when?» → the calendar on «call» and «tomorrow»
  // (walk 22b's kind): a question about falling ill before a shift asks the sick-leave rules, not the person's calendar;
  // «my shift» is the person's work, «my calendar» the tool's own object.
  const sickDay = !input.state.skill && !followUp && absent && isQuestion(input.message) && d.outcome === "tool" && d.tools.length === 1
    && d.tools[0].name !== "search_documents" && !ownObject(input.message, d.cues?.[d.tools[0].name]?.objects ?? []) && !IMPERATIVE_MAKE.test(input.message);
  // «уже минут 20 ищем, её нигде нет» after the lost-child steps → the catalogue on «ищем» alone («Товаров: 0»; walk 23b): a
  // search verb with no goods and no price (a budget supports the pick, so `verbOnly` is unset), said in a talk already
  // going, continues it; it asks for nothing to buy.
  const bareSearch = !input.state.skill && d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name === "product_search"
    && !!d.verbOnly?.includes("product_search") && input.history.some((m) => m.role === "user");
  // «клиентка хочет вернуть очки, делали по её рецепту, просто не понравились» → the complaint-reply skill on «клиентка» alone,
  // drafting a letter nobody asked for (walk 25a): a situation told, no skill's product asked for, taken by the gate on one
  // word of its head, is the rules' to answer when they do (weakChoice's verdict test); otherwise the skill stays.
  // «покупатель принёс назад солнцезащитные очки, брал пять дней назад, бирки целы» → a question between three skills none of
  // whose heads names more than a word of it (a long request the gate could not settle) is no more asked for.
  const gateOutcome = d.outcome === "skill" || (d.outcome === "clarify" && !!d.clarify?.options.every((o) => o.kind === "skill"));
  // «Когда нам менять ремни…? Распиши по неделям на полгода вперёд»: a command after the question asks for the work made,
  // which a regulation holding part of the question does not do (skills-plant p10 got «В документах нет точного ответа…»).
  const loneGate = !input.state.skill && !followUp && gateOutcome && !!d.gateNamed && d.gateNamed.length <= 1 && !IMPERATIVE_MAKE.test(input.message)
    && !commandsAfter(input.message);
  // «пресс пропускает пар» → fitness on «пресс» (lead's walk 47: «Какая цель тренировок…?»): a thing told of in the third person,
  // no question, no command, nobody's own, is a situation (here a machine's fault) the skill was read into on its one cue
  // word; when the documents answer it («если пресс подтекает паром, выключите его и вызовите наладчика») they do.
  const thingTold = !input.state.skill && !followUp && d.outcome === "skill" && !!d.skill && d.skill !== "none" && cueCount(d, USE_SKILL) === 1
    && !isQuestion(input.message) && !speaksOfSelf(input.message) && !IMPERATIVE_MAKE.test(input.message) && !commandsAfter(input.message)
    && !asksForWorkAnywhere(input.message) && redFlags(input.message, "ru").length === 0 && redFlags(input.message, "en").length === 0;
  // «правда, что испытательный срок полгода?», «скидка 50%, это правда?»: a claim put to the test asks whether something is
  // so, which is no skill's work, inside one or not (walk 25b's kind entered the onboarding plan, then took the next claim
  // for its answer). The documents take it when they answer it (claim-check.ts reads what they say of its subject).
  const claimed = claimOf(input.message) !== null && (d.outcome === "skill" || d.outcome === "clarify" || (!!input.state.skill && d.outcome === "text"));
  // «дадут ли мне выходной 1 сентября?» → the teacher skill on «класс», «какое давление, чтобы допустили на медосмотре?» → health
  // on «давление», «вернут ли ей деньги за еду?» → nutrition by the gate (school, transit with their rules left out): what an
  // unnamed doer — the employer — does for the person (indefinite-personal.ts) is the rules' to say; a skill chosen on a word
  // cannot, so the documents answer or their refusal names whom to ask. A sign that cannot wait keeps a health skill.
  const companyDoes = !input.state.skill && !followUp && isQuestion(input.message) && gateOutcome && unnamedDoerActs(input.message) && !IMPERATIVE_MAKE.test(input.message)
    && redFlags(input.message, "ru").length === 0 && redFlags(input.message, "en").length === 0;
  // «в какой срок возвращаем деньги клиенту, если он расторгает договор», «…по какой цене их пересчитывать при возврате?»: the
  // router read a documents question and the gate put the contract review in its place on «договор»; a deadline, a price or a
  // clock time asked is a figure the company's rules set, which reviewing a contract nobody sent does not give (fitness q07, q08).
  // «I need access to a new system, how long does that take?» (the router's file to make, stood in for by the documents as a
  // question, then the onboarding plan by the gate on «access», «new»): how long a thing takes is such a figure too.
  const figureAsked = !input.state.skill && !followUp && d.outcome === "skill" && d.modelCalls.length === 1 && (d.modelCalls[0]!.name === "search_documents" || d.standIn === "search_documents")
    && asksToBeTold(input.message) && !IMPERATIVE_MAKE.test(input.message) && ["time", "money", "clock", "duration"].includes(measureKind(input.message) ?? "")
    // «Почём сейчас в Вологде продают качотту у конкурентов? Хочу сравнить с нашей ценой»: the figure is the material of work
    // the person asks for in another clause (a wish before an infinitive, work-requests.ts), not a figure the rules set; the
    // gate's skill does that work (tune48s s31 got the documents' «нет точного ответа»).
    && !asksForWorkAnywhere(input.message);
  // «какая температура должна быть в холодильнике для лекарств?», «при какой температуре не гуляем?» → health on «температура»
  // (and «лекарств»): a quantity asked with «какой» is a figure the rules set, which no skill's interview gives; a temperature
  // told («температура 38») is the person's, and keeps the skill (heldout-pharmacy, walk32, walk33). The documents answer,
  // partly answer or refuse naming whom to ask; a sign that cannot wait keeps a health skill's call for help.
  // This and the time of day below: a question put to a skill the gate chose (or asked about), outside any skill, with no
  // command and no sign that cannot wait.
  const figureOfRules = !input.state.skill && !followUp && gateOutcome && isQuestion(input.message) && !IMPERATIVE_MAKE.test(input.message)
    && redFlags(input.message, "ru").length === 0 && redFlags(input.message, "en").length === 0;
  const quantityAsked = figureOfRules && asksQuantity(input.message);
  // «до скольки вносить домашнее задание в журнал» → the teacher skill on «домашнее задание»: a moment of the day asked is a
  // figure the rules (or the calendar) give, which no skill's interview does; none of the skills sets' requests asking one
  // expects a skill (heldout-school's leave-one-out got «Для какого класса объяснять?» as its answer).
  const clockAsked = figureOfRules && ["clock", "moment", "span"].includes(measureKind(input.message) ?? "");
  // «у клиента залив квартиры, течь до сих пор не устранили. в какой срок выезжаем на осмотр?» → the sales-offer skill
  // (heldout-insurance's leave-one-out, the claims rules out): a time limit asked is one the rules set, as a time of day is;
  // of the skills sets' requests only skills-bank s19 asks one, and it expects no skill.
  const timeAsked = clockAsked || (figureOfRules && asksTimeLimit(input.message));
  // «сколько стоит обучение на курсах повышения квалификации» → the training-plan skill on «обучение», «курсах» (lead's walk 51:
  // «Уточните, кого обучаем…»): the price of a thing asked (measure-questions.ts asksPriceOfThing), with no work asked for in
  // any clause, is a figure a price list or the rules set; the skills sets' price requests ask for work around it («прикинь
  // почём отдавать», «придумай пакет… и почём») or give the figures to cost with («если молоко по 65 рублей»).
  const priceAsked = figureOfRules && asksPriceOfThing(input.message) && !asksForWorkAnywhere(input.message) && !commandsAfter(input.message);
  if ((input.state.skill && !colleagueIll && !claimed) || !(thingTold || companyDoes || figureAsked || quantityAsked || priceAsked || timeAsked || claimed || loneGate || bareSearch || followUp || trouble || ruled || judged || nominal || colleagueIll || cutSituation || customerTold || actAsked || emergency || found || sickDay || asksToBeTold(input.message))) return d;
  // «а в пятницу?» right after the calendar's card asks the calendar again (walk 17b: the handbook's shorter Friday
  // answered it): a follow-up the router gave the previous turn's own tool continues that thread.
  const lastAnswer = [...input.history].reverse().find((m) => m.role === "assistant");
  if (followUp && continuesTool(d, lastAnswer?.toolCalls)) return d;
  const gateChose = d.outcome === "skill" ? `skill «${d.skill}»` : "a question between skills";
  const why = timeAsked ? `${gateChose} chosen for a time of day or a time limit asked` : priceAsked ? `${gateChose} chosen for a price asked` : quantityAsked ? `${gateChose} chosen for a quantity asked` : claimed ? `${d.outcome === "text" ? `skill «${input.state.skill}»` : d.outcome} taken for a claim put to the test` : bareSearch ? "product_search chosen on a search verb alone, no goods named" : emergency ? `${emergencySkill ? `skill «${d.skill}»` : d.tools[0].name} chosen for an emergency told` : sickDay ? `${d.tools[0].name} chosen for a sick day before a shift` : found ? `${d.tools.map((t) => t.name).join(", ")} chosen for a thing someone left behind`
    : customerTold ? "a plain answer left to a customer's wish told"
    : actAsked ? `${d.tools[0].name} chosen for a question what to do`
    : judged ? `${d.tools[0].name} chosen for what the company's rules decide`
    // «my email is down», «моя почта не работает»: the mailbox said as the person's own is what broke, not letters to look
    // for (weakChoice keeps a tool picked on the person's own object).
    : trouble ? `${d.tools[0].name} picked on one word of a problem reported`
    : colleagueIll ? `skill «${d.skill ?? d.clarify?.options.find((o) => o.kind === "skill")?.value}» is for the person's own health, not ${absent ? "absence from work or an accident at work" : "a colleague's illness at work"}`
    : weakChoice(d, followUp, input.message) ?? (ruled && d.outcome === "skill" ? `skill «${d.skill}» cannot say whom to tell at work` : null);
  if (!why) return d;
  const previous = [...input.history].reverse().find((m) => m.role === "user")?.content;
  // «а в какой срок?» right after a documents answer continues it: the documents answer, partly answer
  // or refuse it, whatever their verdict; a skill question or another tool would drop the thread.
  const continuesDocs = (followUp && !!lastAnswer?.toolCalls?.some((c) => c.name === "search_documents")) || companyDoes || figureAsked || quantityAsked || priceAsked || timeAsked || bareSearch || trouble || ruled || judged || actAsked || emergency || found || sickDay || cutQuestion || cutSituation || customerTold || colleagueIll;
  const v = continuesDocs ? null : await evidence(input.message, d.outcome === "clarify" || followUp ? previous : undefined).catch(() => null);
  // A situation the gate took on one word of a skill's head («клиент хочет вернуть солнечные очки…» → complaint-reply) is the
  // rules' when they hold its thing even partly (the returns rule says «солнцезащитные»), as a reserved skill yields to
  // them (skill-reserve.ts): their answer or what they hold, not a letter nobody asked for (walk 25b).
  // «Ферма… привезла 8 тонн, кислотность 19,5 °Т… — берём в работу или разворачиваем машину?»: which of the company's own acts to
  // take is a decision, which rules holding part of the question («кислотность не выше 20 °Т») leave to be made on the person's
  // figures; the skill the gate chose for the situation makes it (tune48s s01 got the documents' partial answer).
  const held = v?.answers || (loneGate && !!v?.near && !asksWhichActToTake(input.message));
  if (!continuesDocs && !held) return d;
  d.reasons.push(timeAsked ? `documents first: a time of day or a time limit is asked; ${why} yields` : priceAsked ? `documents first: a price is asked; ${why} yields` : quantityAsked ? `documents first: a quantity the rules set is asked; ${why} yields` : companyDoes ? `documents first: what the employer does for the person is asked; ${why} yields` : figureAsked ? `documents first: a figure the rules set is asked of a documents question; ${why} yields` : bareSearch ? `documents first: a follow-up of the talk; ${why} yields` : trouble ? `documents first: a problem is reported; ${why} yields` : judged || colleagueIll || actAsked || emergency || found || sickDay || customerTold ? `documents first: ${why} yields` : ruled ? `documents first: a rule, a way or a contact is asked for; ${why} yields` : continuesDocs ? `documents first: a follow-up of a documents answer; ${why} yields`
    : `documents first: a ${asksToBeTold(input.message) ? "question" : "situation"} the documents ${v!.answers ? "answer" : "partly answer"} (best ${v!.score.toFixed(3)}); ${why} yields`);
  Object.assign(d, { outcome: "tool", tools: [{ name: "search_documents", arguments: { query: input.message } }] });
  delete d.skill;
  delete d.clarify;
  delete d.notice;
  return d;
}

/** The tools that make something (a file, a draft): none is what a question how to act asks for. */
const MAKES = new Set(["document_create", "document_edit", "post_draft", "sell_listing_draft", "mail_reply_draft"]);

/** A clarifying question between tools only («page stats, ad revenue or site traffic?»): no tool was chosen at all. */
const toolsTooClose = (d: Decision) => d.outcome === "clarify" && !!d.clarify?.options.length && d.clarify.options.every((o) => o.kind === "tool");

/** The router's one tool is the one the previous answer ran (a documents search aside: that thread is the documents'). */
function continuesTool(d: Decision, previous: { name: string }[] | undefined): boolean {
  const one = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0].name : null;
  return !!one && one !== "search_documents" && !!previous?.some((c) => c.name === one);
}

/**
 * Two to six Russian words, none a verb or a command: a thing named («испытательный срок курьера», «премия
 * курьера»). The verb test knows Russian endings only, so an English message («make a report») is never taken for one.
 */
function isNominal(message: string): boolean {
  // A Russian phrase may hold a code or a product name in Latin letters («время реакции sev3», «пароль от VPN»); an
  // English one is no such phrase.
  const ws = words(message);
  const latin = ws.filter((w) => /[a-z]{2,}/i.test(w) && !/[а-яё]/i.test(w)).length;
  if (!/[а-яё]/i.test(message) || latin * 2 >= ws.length) return false;
  const content = ws.filter((w) => !isStopword(w));
  return content.length >= 2 && ws.length <= 6 && !/[!]/.test(message) && !ws.some((w) => looksLikeVerb(w) || /(?:ть|ти|чь|ться|тись|ите|йте)$/.test(w));
}
