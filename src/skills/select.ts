import type { Skill, SkillChoice, SkillShortlist } from "./types.ts";
import { isAdjective } from "../answering/narrowing.ts";
import { partlyNamed } from "./parts-named.ts";

/** Thresholds of the clarify gate; the defaults are calibrated for the embedded (hash) embedder. */
export interface GateOptions {
  /** Below this top score no skill fits. */
  floor: number;
  /** Spread at or below this value means the candidates are bunched. */
  bunchedBelow: number;
  /**
   * A skill this close takes over a turn the router already settled weakly: a tool chosen on a verb
   * alone, web search turned on by a pattern, or a plain answer left after guards cut every tool.
   */
  takeOver: number;
  /** …or one whose name and description name at least this many of the request's words. */
  takeOverWords: number;
  /**
   * Evidence this strong (two or more words, rare across the library's heads) picks a skill under `floor`:
   * an English request to Russian skills («blameless postmortem for the Kafka outage») shares few
   * stems with the skill's text, so its cosine is low, yet its words name the skill's job exactly.
   */
  strongEvidence: number;
  /** A skill is entered only when its head names the request this specifically (candidate `evidence`). */
  evidence: number;
  /**
   * Asking needs a best score of at least this: when every candidate is weak, nothing fits and nothing is asked,
   * unless the first has strong evidence (its head names two of the request's rare words).
   */
  askFloor: number;
  /** A request of at most this many content words that no skill names specifically is vague: ask, don't guess. */
  shortRequest: number;
  /**
   * A request is vague, whatever its length, when the second skill names every word the first does and those
   * words say this much (1/df: «отчёт» in five skills' heads 0.2; «встреча» in eight 0.13, «предложений» in thirty skills' texts 0.03).
   */
  sharedEvidence: number;
  /** A request of at least this many content words describes a situation (see `situationMargin`). */
  longRequest: number;
  /**
   * A situation described at length («Приехала фура… коробки всмятку…») names few of a skill's words, yet
   * when retrieval's first scores this many times its second, stands out of the top 15 and names one of
   * the request's words, the first is the job; when the first two are within this factor, ask.
   */
  situationMargin: number;
  /** The first candidate of a long request needs at least this score to be entered or asked about. */
  situationFloor: number;
  /**
   * A request written without the skill's own words still names the objects of its procedure («лежал
   * биллинг… что поменять в процессах»). The candidate of the shortlist whose whole text covers the
   * request with at least this `support` (in words only one skill uses) …
   */
  support: number;
  /**
   * … and this much more than each of the others is the job, even when its score ties theirs (twice this
   * below retrieval's third: «…9 магазинов… как их раскидать по порядку» is route planning, ranked tenth).
   */
  supportMargin: number;
  /** …or any lead when it is also retrieval's first, scoring this many times the second. */
  supportAgree: number;
  /** …provided it scores at least this. */
  supportFloor: number;
  /**
   * Scores within this share of the first are a tie: then a candidate with that support beats a first that its
   * name and description pick («…в понедельник… в первый же день…» names the nutrition skill's «день»).
   */
  supportTie: number;
  /**
   * A second skill naming as many of the request's words as the first, at `evidence` or more and more specifically,
   * scoring at least this share of the first, is asked about with it. 0.5 and 0.6 change no request of the fourteen
   * tuning sets (session 22); 0.6 keeps the question to seconds retrieval holds near.
   */
  rivalShare: number;
  /**
   * Retrieval's first, scoring `firstAgree` times its second, whose whole text covers the request at least `firstSupport`
   * and no less than any other of the fifteen (a tie goes to it unless the rival's head names more of the request), is the job even when its head names the request weakly: two signals that
   * do not share their faults (the mixed score and the procedure's rare words) agree. See DEFAULT_GATE for the sweep.
   */
  firstSupport: number;
  firstAgree: number;
  /**
   * Vague scores (bunched, not on common words) under a request for work or help by its grammar ask from this best score, not
   * from `askFloor`: the person asks for a way of working, which no document answers, and the system cannot tell which (see
   * chooseSkill). Session 44's sweep: 0.2 (from `askFloor`'s 0.3); 0.13 also lifts retail and hospital by a request each but
   * takes hospital's ask rate to 0.227, over the seed's 20%.
   */
  helpAskFloor: number;
  /** A question the documents cannot answer goes to the gate's skill when its procedure covers it this much (route.ts `firmChoice`). */
  reserveSupport: number;
  /**
   * A request for work whose first two skills' heads name the same words goes to the first when it scores this many times the second
   * (session 53: 1.05–1.38 move the same requests on the seen sets; 1.2 in the middle).
   */
  sameLead: number;
}

export interface ChooseOptions extends GateOptions {
  /** A clarify offers the candidates scoring at least this share of the best one (2 to 3 of them). */
  optionShare: number;
}

/**
 * Calibrated on the dev pilot set (12 company skills mixed into the 52-skill platform library,
 * 40 requests, 80 routing cases) with the embedded embedder and the library's hybrid score
 * (0.7·cosine + 0.3·BM25). floor 0.13 and bunched at z ≤ 2.1 come from sweeping floor 0.11–0.17 and
 * z 1.9–2.3 (a plateau, not a spike). evidence 0.55: right picks name the request at 0.57–3.4, while
 * everyday messages that reach a skill on one shared word («работает», «предложений», «сделай») sit
 * at 0.03–0.45; none of 20 everyday messages written for the check enters a skill (5 before).
 * takeOver 0.4 / 3 words: the routing set's weak turns that must stay put score ≤ 0.373 and name ≤ 2
 * words. strongEvidence 1 = two named words used by no other skill's head, checked on four skill sets
 * written blind for other companies (tests/fixtures/pilot). Result through the chat's routing: dev skills
 * accuracy 0.675, clarify rate 0.15 with precision 1.0, routing set 80/80; blind sets 92 of 160.
 * longRequest 10 / situationMargin 1.45 / situationFloor 0.15: swept (words 6–10, margin 1.3–1.7, floor
 * 0.10–0.15) for the best WORST set of dev, logistics, fintech and clinic (construction kept unseen), with
 * no set entering more wrong skills than before: worst 0.55 → 0.60 (logistics 0.575 → 0.625, fintech
 * 0.55 → 0.60, clinic 0.60 → 0.625, dev 0.675). Lower floors or margins gained one more per set and
 * entered two more wrong skills.
 * support 2.3 / supportMargin 0.6 / supportAgree 1.3 / supportFloor 0.03 / supportTie 0.9: swept (support
 * 2.0–2.5, margin 0.4–0.8, agreement 1.2–1.45, floor 0.02–0.05) the same way, also checked on the 57 everyday
 * messages and 156 document questions of five pilot sets with each company library: a plateau at 2.2–2.3 /
 * 0.5–0.6 / 1.3 / 0.02–0.04; support 2.0 let «Напомни, как пишется «в течение»…» into the postmortem skill.
 * With sharedEvidence 0.15 the chat reaches dev 0.75, logistics 0.825, fintech 0.775, clinic 0.725 (ask
 * rates 0.125–0.15, from 0.675 / 0.65 / 0.60 / 0.625); the unseen construction set 0.575 → 0.675.
 * support 2.25 / supportMargin 0.45 (from 2.3 / 0.6), swept again (support 2.2–2.3, margin 0.4–0.6) with a
 * sixth set (an agency) to tune on: both lift it by one request each and change no other set; margin 0.4
 * entered one wrong skill on dev. The 57 everyday messages and 192 document questions of six pilot sets,
 * with each company library, reach no more skills than before.
 * firstSupport 1.8 / firstAgree 1.3 (issue 16, session 23): swept (support 1.6–2.0, agreement 1.0–1.5, a lead over the
 * others' support of 0–0.3) on all fourteen tuning sets for the best WORST set: a plateau at 1.7–1.8 / 1.25–1.3 with no lead
 * asked; 1.9 loses the gains, 1.6 or an agreement of 1.0–1.2 enter more wrong skills. Gate: worst 0.55 → 0.575, 10 more
 * right, none lost, no more wrong skills. Through the chat (where the router's take-over still decides): arch, fintech,
 * lawfirm, retail and univ one request each; routing set 80/80 (a first that names no word of the request is left out:
 * «аналоги Jira для команды» kept its web search).
 * Session 25 (issue 16, point 3): scripts/skill-sweep.ts re-chooses the vector weight and every threshold together (coordinate
 * ascent over the fourteen tuning sets through the chat's routing; objective: the WORST set's accuracy less twice its ask
 * rate's distance from 0.05–0.20; dev's 80 routing cases must all stay); its runs are in docs/skill-sweep.tsv. Its best,
 * weight 0.3 with floor 0.15, askFloor 0.2, takeOver 0.3 / takeOverWords 2, shortRequest 4, situationFloor 0.12, support 2.5,
 * firstSupport 1.5 / firstAgree 1.1, lifts the worst set through the chat (salon 0.568 → 0.659, retail 0.575 → 0.650,
 * lawfirm 0.625 → 0.650) but is NOT taken: the lower take-over lets skills answer four of dev's document questions
 * («Работаю по навыку «План адаптации новичка»…» where onboarding.md answers), and agency, arch, construction, dev and univ
 * lose one or two requests each. The thresholds stay; the sweep's two rule findings are kept (an evidence tie asks;
 * bunched scores on common words do not), which lose no request.
 * support 2.2 (from 2.25; session 35, issue 16): swept 2.1–2.25 through the chat on every skills set. 2.2 enters the one procedure
 * whose steps alone hold a request's rare words (2.23: «заполни квитанцию… царапины…», every score under the floor) — retail
 * 0.675 → 0.70, univ 0.75 → 0.775, no request of any tuning set lost, the blind sets' totals unchanged; 2.1 asks a retail
 * complaint into a claim and lets a dev document question (leave-one-out) into the SLA skill.
 * firstSupport 1.5 / supportAgree 1.2 / helpAskFloor 0.2 (from 1.8 / 1.3 / askFloor's 0.3; session 44, issue 16): swept with
 * scripts/skill-sweep.ts --guard on all nineteen seen sets (the fourteen above, and cinema, hospital, logistics, media, theatre),
 * refusing any setting that loses a set more than one request or enters more wrong skills in all: cinema, hospital, fintech and
 * lawfirm one request each, wrong skills 36 → 36, dev's routing 80/80. The sweep also took sharedEvidence 0.1 (cinema +1) and
 * supportMargin 0.4 (cinema +1); both were undone by road tests the sets do not hold: 0.1 asked «подготовь договор… между
 * компаниями клиента» (h34d) and 0.4 entered review analysis for «ответь на жалобу покупателя…» (h23f). helpAskFloor 0.15 lifts
 * retail and hospital but takes hospital's ask rate to 0.205; firstAgree 1.15–1.25, firstSupport 1.3–1.4, evidence 0.5–0.6 raise
 * no set. No threshold lifts the worst set (media, 22 of 40): its misses are retrieval's (the skill ranked 4th–13th or out of the
 * fifteen). Tried and left: vector weight 0.3 (wrong skills 36 → 47 at these thresholds, 61 at session 25's; media 22 → 20–21),
 * and entering retrieval's first when it leads the other fourteen clearly on cosine AND on BM25 apart (scripts/skill-lead.ts: at
 * every margin 1.1–2.0 company questions and everyday messages lead as clearly as the requests gained; 44 lost for 15 at 1.1).
 * Session 45 (issue 16, ranking; scripts/skill-rank.ts reads the shortlist's own top1/top3/top15, 388/450/520 of 544 seen
 * requests): adding 0.01–0.03·support to the score ranks better (399–413 first, 463–476 in three) but not on the worst sets
 * (media, theatre, hospital: their misses share no word form with the skill), and at these thresholds enters 39–46 wrong
 * skills; re-swept unguarded it reaches worst 0.575 only with 57 wrong and dev's routing 79/80. Left: vector weight 0.65
 * (mean 0.740 → 0.744, wrong 36, theatre −1), three heads in the skill's text (flat), a verb's action noun in «-ние»/«-ка»
 * among a request's match keys (no seen request moved; in the request's text, 0.550 → 0.525 worst).
 * Session 46 (issue 16, the gate; scripts/skill-gate.ts): of the seen requests whose skill is retrieval's first and that the chat
 * left with no skill, the skill's head covers at most 0.20 of the request's IDF mass and its whole text 0.32 — no more than an
 * everyday message's two words are covered (0.4–0.5); the margin to the second (1.01–1.72) and the procedure's lead overlap the
 * requests that must enter none, so no threshold of these separates them (their words are not the skill's: «новенький»,
 * «раскупили», «конгресс»). Kept: bunched scores yield to a first named at `evidence` whose procedure covers the request at
 * `support` more than any other of the fifteen (hospital +1 with «новенькой» read as «новой», a rule taken back out after the
 * merge: alone it moves no seen request; at `firstSupport` it also entered a wrong skill on arch). Tried and left: one head word no other skill's text holds entering under the floor (two calorie requests,
 * which the router already enters).
 * Session 50 (issue 16, ranking; scripts/skill-signals.ts): over the whole library, the expected skill of the twenty seen sets'
 * 576 requests is ranked first by the score 402 times, by its cosine alone 331, by BM25 alone 427, by BM25·support 456: the hash
 * cosine, 0.7 of the score, has no word rarity and at 1024 dimensions collides (a bucket shared by chance moves it ±0.03, as much
 * as a short request's real overlap). Tried and left, each measured through the chat's turn on those sets (614 of 819 right, 37
 * wrong skills, at these thresholds): 16384 dimensions (first 402 → 418, in three 469 → 488; chat 603, wrong 45: the right
 * skills' scores lose the chance lift the take-over's 0.4 and the spread were calibrated with, and a situation's margin fires on
 * spurious leads); 2048 (605, 47); company skills' score ×1.1 (first 418; chat 611, wrong 40). Flat in ranking (±3 first): the
 * head once, three or four times; a step's imperative verbs left out of the text; a request's asking verbs and opening imperative
 * left out; trigram weight 0–0.7; concept weight 0.3–0.7. A better ranking needs these thresholds re-swept on its own scale.
 * Session 51 (issue 16, ranking re-swept; library.ts `supportWeight`, scripts/skill-sweep.ts --sw/--rvw/--strict over nineteen
 * seen sets, construction kept out): the candidates ordered by score × (1 + w·support), each place keeping the shipped score so
 * these thresholds read the values they were calibrated on. At these thresholds w 0.1–0.5 enters 37–39 wrong skills for 36 and
 * loses univ a request (gains: lawfirm's appeal deadline, cinema's refund and its English post); scores multiplied through
 * instead, 59–66 wrong; orderings with more BM25 weight (0.5, 0.3, 0) 37–43 wrong, tune48s's ask rate 0.02. Held to losing no
 * set's request, no threshold one step away lifts the worst set (tune48s, 20 of 41), with or without the ordering: helpAskFloor
 * 0.15 alone is the only strict move (retail, hospital +1; hospital asks 0.205). Allowed one request lost a set, w 0.25 with
 * bunchedBelow 2.3, evidence 0.5, helpAskFloor 0.15 reaches worst 0.537; through the chat: tune48s 20 → 22, cinema 33 → 35,
 * hospital, lawfirm, retail +1; univ 32 → 30, arch, salon and the kept-out construction −1 (its English schedule slip entered
 * onboarding); wrong skills as many (bank, retail, construction +1; tune48s, media, plant −1); the blind skills sets once:
 * cleaning +1, events and nursery −1. Not taken: the ranking that puts the expected skill first more often does not enter it
 * more often, because the gate's own support rules (supported, firstCovers, coversOptions) already act on the same signal.
 * Session 53 (issue 16, the right skill first yet asked about or left; the features read with routeMessage over the ten seen
 * skills sets and the 26 seen answering sets): over the requests left or asked with the expected skill first, neither
 * the margin to the second (at 1.0–1.5) nor the procedure's lead over the other fourteen (0–0.5) separates them from the everyday
 * messages and document questions left alone (27 against 442 at a margin ≥ 1, 18 against 104 with a lead ≥ 0.3); a request for work
 * by its grammar (`asksFor`) does most of the separating (19 against 22). Kept, each only under `asksFor`: `sameLead` (the margin
 * settles heads naming the same words) and a bunched first whose head alone names the request at `evidence` — media, plant, univ
 * +1 each (salon kept as a check, none of its requests shaping the rules: unchanged), no seen request lost, dev's routing 80/80, the 61 answering sets none lost
 * (heldout-shipyard +1 answered); the blind skills sets once: construction +1, cleaning and solar one request each from no
 * skill or a question to another request's skill (no everyday message). Tried and left: entering a first under the floor whose
 * procedure leads the other fourteen by 0.5 under `asksFor` (fintech, logistics +1; tune48s enters the label check for a recall).
 * Session 54 (issue 16 point 3, the skill ranked below third; scripts/skill-gaps.ts): of the ten seen skills sets' 288 requests for a
 * skill, 55 rank it below third or out of the fifteen — (a) the procedure holds the request's rare words, the head none: 11; (b) a
 * word meets the skill only through its derivational family, «питаться» / «питание»: 4; (c) the first meets the request only on
 * words five or more skills use («новый», «неделя»): 9; English requests 12; no word of the request in the skill at all 2; the
 * rest (17) share a word or two with it and with the skills above. The eight blind skills sets (totals): 72 of 220 — a 16, b 2,
 * c 15, English 7, no shared word 9, the rest 23. Most misses are a gap of vocabulary («варки горчит» for a defect
 * investigation), which no word form closes. Tried and left, all at these thresholds:
 * the noun and its verb as one term (text/action-nouns.ts: «-ние», «-тие», «-аци(я)» and derivation.ts's «-к(а)») — followed by
 * its verb in every skill's and request's text: the expected skill first 372 → 377 of 518 (salon kept out) but in three 427 → 424,
 * six sets lose a request offline and wrong skills 30 → 36; searched only for a request's word no skill writes, as the family's
 * words skills write (the retrieval index's bridges, lexical.ts): first 375, three 430, and through the chat skills-hospital's
 * «как ещё нормально питаться на суточных…» entered nutrition, but «…нужно чтобы закупили» (bridged to «закупка», which the tender
 * skill writes too) was asked, «…надо всё организовать» and «надо объявить про наш фестиваль…» lost their question and theatre
 * entered the casting call for a grant («объявил конкурс» as «объявление»): a verb's family noun is as often another job's word;
 * in BM25 alone or only to a noun one skill writes, no gain and hospital, media −1; in the match keys alone nothing moves. An
 * ordering by an IDF-weighted stem cosine over the library (places keeping the shipped scores): first 376, three 429 at 0.3 of the
 * key (dairy, lawfirm, retail, plant −1, cinema +1, wrong 32); three 436 at 0.6 but ten sets lose (wrong 37). As in sessions 45
 * and 51, a ranking the gate was not calibrated on enters more wrong skills than it puts right.
 * Session 55 (issue 16 point 3; h55c): session 54's bridge (a request's word no skill writes searched as its derivational family's
 * words) given its own sweep (scripts/skill-sweep.ts --base: the guard reads main's per-set counts, so a ranking is held to the
 * shipped one; nineteen seen sets, dev and tune48s among them, skills-salon kept out). At these thresholds the bridge loses hospital 2 and media 1;
 * the sweep's best, bunchedBelow 2.3, evidence 0.5, sharedEvidence 0.1, reaches worst 0.537 (tune48s +2, cinema +2, retail +1)
 * only by losing arch, bank, logistics and univ a request each — the same worst, and the same kind of trade, as session 51's
 * sweep without the bridge: the bridge adds nothing a sweep can keep. Kept instead: a question between near skills whose heads
 * each name a different part of the request (parts-named.ts), where nothing clears the gate (tune48s asks 0.049 → 0.073).
 * Other embedders score on other scales: pass their own thresholds.
 */
export const DEFAULT_GATE: GateOptions = {
  floor: 0.13, bunchedBelow: 2.1, takeOver: 0.4, takeOverWords: 3, strongEvidence: 1, evidence: 0.55, askFloor: 0.3, shortRequest: 3, sharedEvidence: 0.15,
  longRequest: 10, situationMargin: 1.45, situationFloor: 0.15,
  support: 2.2, supportMargin: 0.45, supportAgree: 1.2, supportFloor: 0.03, supportTie: 0.9, rivalShare: 0.6,
  firstSupport: 1.5, firstAgree: 1.3, helpAskFloor: 0.2, reserveSupport: 1.8, sameLead: 1.2,
};
const DEFAULT_CHOOSE: ChooseOptions = { ...DEFAULT_GATE, optionShare: 0.7 };

/** Two or more named words rare across the library's heads (`strongEvidence`): the request says this skill's job. */
export function hasStrongEvidence(c: { named?: string[]; evidence?: number }, gate: Pick<GateOptions, "strongEvidence">): boolean {
  return (c.named?.length ?? 0) >= 2 && (c.evidence ?? 0) >= gate.strongEvidence;
}

/** Spread of the top-15 scores: how many standard deviations the best stands above their mean. */
export function spreadOf(scores: number[]): number {
  const top = scores.slice(0, 15);
  if (top.length < 2 || top[0] <= 0) return Infinity;
  const mean = top.reduce((a, b) => a + b, 0) / top.length;
  const sd = Math.sqrt(top.reduce((a, b) => a + (b - mean) ** 2, 0) / top.length);
  return sd > 0 ? (top[0] - mean) / sd : 0;
}

/**
 * True when the top scores are bunched: the search has no opinion, so ask rather than guess.
 * The z-score of the best of n scores cannot exceed √(n−1), so with fewer than 15 candidates (a
 * library of a few skills) the threshold shrinks in proportion; otherwise four skills would always
 * look bunched (their best z is at most 1.73).
 */
export function isBunched(scores: number[], gate: Partial<GateOptions> = {}): boolean {
  const g = { ...DEFAULT_GATE, ...gate };
  const n = Math.min(scores.length, 15);
  return n >= 2 && scores[0] >= g.floor && spreadOf(scores) <= g.bunchedBelow * Math.sqrt((n - 1) / 14);
}

/**
 * A long request («Приехала фура… коробки всмятку…») names few of its skill's words, so word evidence
 * misses it; it is entered when retrieval's first scores `situationFloor` or more, `situationMargin` times
 * its second, and stands out of the top 15. When the margin is not met, chooseSkill asks (below).
 */
function situation(shortlist: SkillShortlist, auto: SkillShortlist["candidates"], o: ChooseOptions): boolean {
  const [top, second] = auto;
  if ((shortlist.words ?? 0) < o.longRequest || !top || top.score < o.situationFloor) return false;
  return top.score >= o.situationMargin * (second?.score ?? 0) && !isBunched(auto.map((c) => c.score), { ...o, floor: o.situationFloor });
}

/**
 * The candidate whose whole text covers the request best, by `support` over the others by `supportMargin`
 * (see GateOptions.support), or null. Retrieval's scores often tie on such requests (0.127 vs 0.126), or
 * rank the job low, while the words they share with one procedure and no other separate them.
 */
export function supported(auto: SkillShortlist["candidates"], o: GateOptions): SkillShortlist["candidates"][number] | null {
  const top = auto.slice(0, 15);
  const best = top.reduce<(typeof top)[number] | null>((b, c) => ((c.support ?? 0) > (b?.support ?? 0) ? c : b), null);
  if (!best || best.score < o.supportFloor) return null;
  const lead = Math.min(...top.filter((c) => c !== best).map((c) => (best.support ?? 0) - (c.support ?? 0)));
  if ((best.support ?? 0) < o.support) return null;
  // Below retrieval's third, the procedures alone must set it apart twice as clearly.
  if (lead >= (top.indexOf(best) < 3 ? 1 : 2) * o.supportMargin) return best;
  // Retrieval's first standing `supportAgree` times over its second and covering the request best: the two
  // signals agree, so any lead in support will do («Visa прислала возврат по карте… трек и подпись курьера»).
  return best === top[0] && lead > 0 && best.score >= o.supportAgree * (top[1]?.score ?? 0) ? best : null;
}

/**
 * Retrieval's first, standing `firstAgree` times over its second, whose whole text covers the request (`firstSupport`) no
 * less than any other of the fifteen. Why: a request in the person's own words («сколько админов ставить в субботу…»)
 * names few words of the skill's one-line head, so the head's evidence stays under `evidence` and the gate fell back to
 * no skill, while retrieval and the procedure's rare words both point at the same job (issue 16: on the fourteen tuning
 * sets 35 requests whose skill retrieval ranked first got none or a question).
 */
export function firstCovers(auto: SkillShortlist["candidates"], o: Pick<GateOptions, "floor" | "firstSupport" | "firstAgree">): boolean {
  const [top, second] = auto;
  const own = top?.support ?? 0;
  return !!top?.named?.length && top.score >= o.floor && top.score >= o.firstAgree * (second?.score ?? 0) && own >= o.firstSupport
    // A rival covering as much is no objection unless its head names more of the request (it then says the job more fully).
    && auto.slice(1, 15).every((c) => (c.support ?? 0) < own || ((c.support ?? 0) === own && (c.named?.length ?? 0) <= top.named!.length));
}

/**
 * Of the options a question would offer, the one whose whole text covers the request by `support` and by twice
 * `supportMargin` over each other option, or null. Why: `supported` measures the lead over all fifteen, where a skill
 * the procedures' rare words alone put there (retrieval scores it near nothing) can tie the job; the person would
 * never be offered it, so it is no rival to the choice asked («…гневное письмо… надо ей нормально ответить»: the claim
 * procedure 2.38 against 1.38 for the mail digest and the offer letter, tied only by lead qualification ranked 15th).
 */
export function coversOptions(options: SkillShortlist["candidates"], o: Pick<GateOptions, "support" | "supportMargin">): SkillShortlist["candidates"][number] | null {
  const best = options.reduce<(typeof options)[number] | null>((b, c) => ((c.support ?? 0) > (b?.support ?? 0) ? c : b), null);
  if (!best || (best.support ?? 0) < o.support) return null;
  return options.every((c) => c === best || (best.support ?? 0) - (c.support ?? 0) >= 2 * o.supportMargin) ? best : null;
}

/**
 * A request for work («сделай что-нибудь для ВК и телеги», «хочу выложить в телегу») whose words only retrieval's first names
 * among the fifteen, at `sharedEvidence` or more (a word few heads hold), is that skill's even under `floor`: the weight-free
 * score of a short request in the person's own words stays low for every skill, yet the one head naming any of its words
 * and the request for something to be made agree (issue 16: retail, salon and arch requests left to a plain answer).
 */
export function soleNamer(shortlist: SkillShortlist, auto: SkillShortlist["candidates"], o: Pick<GateOptions, "sharedEvidence">): boolean {
  const [top, ...rest] = auto.slice(0, 15);
  return !!shortlist.asksForWork && !!top?.named?.length && (top.evidence ?? 0) >= o.sharedEvidence && rest.every((c) => !c.named?.length);
}

/**
 * True when the company's own skill, first in retrieval, covers the request no less than the platform's general skill beside
 * it: the company wrote its way of doing the job, which the platform's general skill is the default for. The platform's head
 * naming a common word more («день») is no choice between jobs to ask about (issue 16: «…выходит новая девочка на ногти, что ей
 * в первый день показать» was asked «адаптация нового мастера или план адаптации?» — one job, the salon's way and the generic).
 */
export function overrides(top: SkillShortlist["candidates"][number], rival: SkillShortlist["candidates"][number]): boolean {
  return top.skill.source === "company" && rival.skill.source === "platform" && (top.support ?? 0) >= (rival.support ?? 0);
}

/** True when a supported candidate other than the first ties it on score, so the procedures decide. */
function outweighs(backed: SkillShortlist["candidates"][number] | null, top: SkillShortlist["candidates"][number], o: GateOptions): boolean {
  return !!backed && backed !== top && backed.score >= o.supportTie * top.score;
}

/**
 * The one candidate of retrieval's first three (scoring `rivalShare` of the first or more) whose head names two of the
 * request's rare words (strong evidence) while no other of them names the request at the gate's bar (`evidence`), or null:
 * the request says that job in its words («выстави счёт … по делу о банкротстве»: the billing head names «выстави»,
 * «счёт»; the matter-closing head only «делу», which every legal skill holds). Used only when it is the first: a second's two
 * words may be one rare word and a common one («деньги со счёта должника получены, клиент благодарит» closes the matter).
 */
export function strongHead(auto: SkillShortlist["candidates"], o: GateOptions): SkillShortlist["candidates"][number] | null {
  const near = auto.slice(0, 3).filter((c) => c.score >= o.rivalShare * (auto[0]?.score ?? 0));
  const strong = near.filter((c) => hasStrongEvidence(c, o));
  return strong.length === 1 && near.every((c) => c === strong[0] || (c.evidence ?? 0) < o.evidence) ? strong[0] : null;
}

/**
 * Of retrieval's second and third, a company skill whose head names all but one of the request's words the platform's
 * general first names (two at least), and which covers the request well beyond it (twice `supportMargin` in `support`), or
 * scores near it (`optionShare`) naming the request as specifically and covering as much — or null. Why: a general
 * procedure's head is written in a customer's common words («клиент недоволен, объяснить, ответить») and wins retrieval
 * on them, while the company wrote its own procedure for that very job, the one its people follow.
 */
export function companyWay(auto: SkillShortlist["candidates"], o: Pick<ChooseOptions, "floor" | "supportMargin" | "optionShare" | "evidence">): SkillShortlist["candidates"][number] | null {
  const top = auto[0];
  if (!top || top.skill.source !== "platform" || top.score < o.floor || (top.evidence ?? 0) < o.evidence) return null;
  const mine = top.named ?? [];
  return auto.slice(1, 3).find((c) => {
    if (c.skill.source !== "company") return false;
    const shared = (c.named ?? []).filter((w) => mine.includes(w)).length;
    if (shared < 2 || shared < mine.length - 1) return false;
    const covers = (c.support ?? 0) - (top.support ?? 0);
    return covers >= 2 * o.supportMargin || (c.score >= o.optionShare * top.score && (c.evidence ?? 0) >= (top.evidence ?? 0) && covers >= 0);
  }) ?? null;
}

/**
 * Retrieval's second, a company skill whose head names every word the platform's general first names, scoring near it
 * (`optionShare`) and covering the request more than any other of the fifteen (`support`), or null. Why: the two heads say
 * the same job in the request's words, so their evidence cannot choose, and a question between them offers the generic way
 * beside the company's own (issue 16: «…пара публикаций в паблик со счётчиком дней» was asked «контент-план или пост об
 * акции?»); the procedures' rare words, the second signal, settle it for the company's way. `companyWay` needs the first's
 * head to name the request at the gate's bar; this needs the procedures to agree instead.
 */
export function companyCovers(auto: SkillShortlist["candidates"], o: Pick<ChooseOptions, "optionShare">): SkillShortlist["candidates"][number] | null {
  const [top, second] = auto;
  if (!top || !second || top.skill.source !== "platform" || second.skill.source !== "company" || !top.named?.length) return null;
  if (!top.named.every((w) => second.named?.includes(w)) || second.score < o.optionShare * top.score) return null;
  const own = second.support ?? 0;
  return auto.slice(0, 15).every((c) => c === second || (c.support ?? 0) < own) ? second : null;
}

/** A name's words as five-letter prefixes («Адаптация новой медсестры» → адапт, новой, медсе); short words say no job. */
const nameStems = (name: string) => new Set((name.toLowerCase().match(/\p{L}{5,}/gu) ?? []).map((w) => w.slice(0, 5)));

/**
 * Retrieval's second, a company skill whose name shares a word with the platform's first and with no other of the fifteen
 * («План адаптации» and «Адаптация новой медсестры»), scoring near it (`optionShare`) and naming as many of the request's
 * words, or null. Why: the shared rare name word says both are the same job; the company wrote how it does that job, so its
 * way is the one its people follow, while the general head wins retrieval on the request's common words («первый месяц»).
 * Asked by chooseSkill only of a request longer than `shortRequest` whose scores are not bunched: «Нужен текст» is vague by its
 * length, and three complaint replies near each other («…жалуется на задержку перевода, ответить…») are a question of which.
 */
export function companyVersion(auto: SkillShortlist["candidates"], o: Pick<ChooseOptions, "floor" | "optionShare">): SkillShortlist["candidates"][number] | null {
  const [top, second] = auto;
  if (!top || !second || top.skill.source !== "platform" || second.skill.source !== "company") return null;
  if (top.score < o.floor || second.score < o.optionShare * top.score || !top.named?.length || (second.named?.length ?? 0) < top.named.length) return null;
  const mine = nameStems(second.skill.name);
  const shared = [...nameStems(top.skill.name)].filter((w) => mine.has(w));
  const rare = shared.some((w) => auto.slice(0, 15).filter((c) => nameStems(c.skill.name).has(w)).length === 2);
  return rare ? second : null;
}

/**
 * True when the first two skills are alike only through words the first names that many skills' heads hold
 * (`evidence` under `sharedEvidence`: «задачи» in eleven heads gives 0.09): the question between them is
 * no choice between jobs.
 */
export function restsOnCommonWords(shortlist: SkillShortlist, o: Pick<GateOptions, "sharedEvidence">): boolean {
  const [top, second] = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  return !!top?.named?.length && !!second && top.named.every((w) => second.named?.includes(w)) && (top.evidence ?? 0) < o.sharedEvidence;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** How the question between skills opens (the chat reads it back to know the question is open). */
export const CLARIFY_OPENING = "Уточните, что нужно: «";

/** The one clarifying question: plain options, no parameters asked; `more` are options that are no skill (said as they are). */
export function clarifyQuestion(options: Skill[], more: string[] = []): string {
  const names = [...options.map((s) => `«${lower(s.name)}»`), ...more.map(lower)];
  return `${CLARIFY_OPENING.slice(0, -1)}${names.slice(0, -1).join(", ")} или ${names[names.length - 1]}?`;
}

/** The question a long request gets when nothing settles it: retrieval's first two skills, and a third scoring near them. */
export function situationQuestion(shortlist: SkillShortlist, o: Pick<ChooseOptions, "optionShare" | "support"> = DEFAULT_CHOOSE): Extract<SkillChoice, { kind: "clarify" }> {
  const auto = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  const near = auto.slice(0, 3).filter((c, i) => i < 2 || c.score >= o.optionShare * auto[0].score).map((c) => c.skill);
  // The candidate whose procedure covers the request best (`support`), when retrieval left it out of the first three, is
  // offered last in the third's place: a salary talk told at length («…сейчас получаю 90 тысяч, хочу 115…») scores near
  // interview and training skills, while only the negotiation procedure holds its goal, arguments and fallback (walk 20b).
  const backed = auto.slice(0, 15).reduce<(typeof auto)[number] | null>((b, c) => ((c.support ?? 0) > (b?.support ?? 0) ? c : b), null);
  if (backed && (backed.support ?? 0) >= o.support && !near.includes(backed.skill)) near.splice(2, 1, backed.skill);
  return { kind: "clarify", options: near, question: clarifyQuestion(near), situation: true };
}

/**
 * The clarify gate (seed 004) with an evidence check. A skill is picked when its score stands out of
 * the top 15 and its name or description names the request specifically (`evidence`); a lone hybrid
 * score is not enough, because the weight-free embedder scores «не работает VPN» 0.28 for lead
 * qualification on the word «работает». One question with 2–3 options is asked when the scores are
 * bunched, or when a short request («Нужна оценка») names words several skills share; never when the
 * best score is under `askFloor` (nothing fits, so nothing to choose between). Skills with autoSwitch=false
 * (Documents) are never picked here: they are a one-off job, started by the person.
 */
export function chooseSkill(shortlist: SkillShortlist, opts: Partial<ChooseOptions> = {}): SkillChoice {
  const o = { ...DEFAULT_CHOOSE, ...opts };
  const auto = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  const top = auto[0];
  const backed = supported(auto, o);
  // The company's own skill for the job the platform's general first names is how this company does it (issue 16 item 3, as
  // `fuller` below): its head names the first's words but one, two at least, and its procedure covers the request by twice
  // `supportMargin` more, or it scores near (`optionShare`) and names the request as specifically and covers no less.
  const way = companyWay(auto, o);
  // Its procedure covering the request clear of the other two options is the same second signal `coversOptions` reads.
  if (way) return { kind: "skill", skill: way.skill, score: way.score, named: way.named ?? [], evidence: way.evidence, supported: backed === way || coversOptions(auto.slice(0, 3), o) === way };
  const byText = (c: typeof top): SkillChoice => ({ kind: "skill", skill: c.skill, score: c.score, named: c.named ?? [], evidence: c.evidence, supported: true });
  const covered = companyCovers(auto, o);
  // Supported as `firstCovers`' choice is: the procedure covering the request more than any other of the fifteen is the second signal.
  if (covered) return byText(covered);
  const version = (shortlist.words ?? 0) > o.shortRequest && !isBunched(auto.map((c) => c.score), o) ? companyVersion(auto, o) : null;
  if (version) return { kind: "skill", skill: version.skill, score: version.score, named: version.named ?? [], evidence: version.evidence, supported: backed === version };
  // A situation read on retrieval's margin alone yields to another candidate whose procedure covers the request clearly more
  // (`supported`): the margin is one signal, the procedure's rare words a second that does not share its faults.
  if (backed && backed !== top && situation(shortlist, auto, o)) return byText(backed);
  if (situation(shortlist, auto, o)) return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, situation: true, supported: backed === top };
  if (top && top.score < o.floor && !hasStrongEvidence(top, o) && backed) return byText(backed);
  if (top && top.score < o.floor && !hasStrongEvidence(top, o) && soleNamer(shortlist, auto, o)) return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: false };
  if (!top || (top.score < o.floor && !hasStrongEvidence(top, o))) return { kind: "none", reason: top ? `best score ${top.score.toFixed(3)} < floor ${o.floor}` : "no candidates" };
  const custom = opts.floor !== undefined || opts.bunchedBelow !== undefined || auto.length !== shortlist.candidates.length;
  const bunched = custom ? isBunched(auto.map((c) => c.score), o) : shortlist.bunched;
  // One named word is a request's whole subject only in a short request: «Забыл пароль от корпоративного портала»
  // shares «корпоративный» with the corporate-event skill and nothing else.
  const lone = (top.named?.length ?? 2) < 2 && (shortlist.words ?? 0) > 2;
  // «Клиент недоволен, помоги»: when the second names every word the first does, the heads cannot tell them apart.
  const second = auto[1];
  const same = !!top.named?.length && !!second && top.named.every((w) => second.named?.includes(w));
  // …unless the second, scoring near enough to be offered with it (`optionShare`), names more of the request
  // besides: its head then says the job more fully (a company's «content plan for social networks: rubrics,
  // dates, formats» over the platform's content plan).
  const fuller = same && second.named!.length > top.named!.length && second.score >= o.optionShare * top.score
    && (second.evidence ?? 0) >= o.evidence && (second.evidence ?? 0) > (top.evidence ?? 0);
  const specific = top.evidence === undefined || (top.evidence >= o.evidence && !lone && !same);
  // An English request is ranked on the skills' English lines where they have them and on a thesaurus gloss of the
  // Russian head where they do not (a company's own skills): the gloss misses words («аудитория» has no English in the
  // thesaurus), so its score says less than its head's evidence. A second near enough to be offered whose head names
  // the request more specifically is the job («a marketing campaign for our check-up program — audience, channels»:
  // the company's check-up campaign, not the platform's product launch, whose English line says audience and channels).
  if (shortlist.english && !bunched && second && second.score >= o.optionShare * top.score && hasStrongEvidence(top, o)
    && hasStrongEvidence(second, o) && (second.evidence ?? 0) > (top.evidence ?? 0)) {
    return { kind: "skill", skill: second.skill, score: second.score, named: second.named ?? [], evidence: second.evidence, supported: backed === second };
  }
  // A second naming as many of the request's words, more specifically, is as much the job: ask between the two
  // (walk 21c: «…ask my manager for more money next week, help me prep» named the weekly report's «manager», «week» and
  // negotiation's «manager», «prep», rarer words, and entered the weekly report on retrieval's score alone).
  // Evidence that cannot separate them is no choice either: a skill of the first three whose head names as many words at the
  // same rarity, one of them a word the first does not name, is as much the job: the request speaks of both («клиентка
  // написала в 2гис…, требует вернуть деньги»: the review reply names «клиентка», «2гис», the unhappy-client procedure
  // «клиентка», «вернуть», both 1.08). Heads naming the same words tie on nothing of the request's; retrieval keeps its first.
  const tied = (c: typeof top) => Math.abs((c.evidence ?? 0) - (top.evidence ?? 0)) < 1e-6 && !!c.named?.some((w) => !top.named?.includes(w));
  const rivalOf = (c: typeof top | undefined) => !!c && specific && (c.named?.length ?? 0) >= (top.named?.length ?? 0) && (c.evidence ?? 0) >= o.evidence
    && ((c === second && (c.evidence ?? 0) > (top.evidence ?? 0)) || tied(c)) && c.score >= o.rivalShare * top.score && !overrides(top, c);
  const other = auto.slice(1, 3).find(rivalOf);
  if (other && !backed) return { kind: "clarify", options: [top.skill, other.skill], question: clarifyQuestion([top.skill, other.skill]) };
  // Bunched scores say retrieval has no opinion; the words may still have one. A first whose head names two of the request's
  // rare words (strong evidence) while no other option's head names it at the gate's bar is the job asked for («Выстави счёт …
  // за октябрь по делу о банкротстве»: the billing head names «выстави», «счёт»; matter closing's names «делу», 0.06), not a
  // question between jobs the request never named (issue 16: lawfirm).
  // …as much as two words only its head holds (Σ 1/df ≥ 2): one rare word and a common one («Открываемся в новом месте, с чего
  // начать?»: «открываемся» 1.0, «новом» 0.2) leave the question between the jobs a new site needs.
  const headed = strongHead(auto, o);
  const ownWords = headed === top && (top.evidence ?? 0) >= 2 * o.strongEvidence;
  // …or as much as a head naming the request at the gate's bar (`specific`) whose procedure also covers it more than any other
  // of the fifteen at `support`: two signals that do not share their faults agree where retrieval's scores tie («…программу
  // для новенькой процедурной сестры: кто её будет вести, что она должна выучить» beside event planning, 0.190 to 0.188).
  const ownText = (top.support ?? 0) >= o.support && auto.slice(1, 15).every((c) => (c.support ?? 0) < (top.support ?? 0));
  // Entered on the procedure's agreement alone (scores bunched), it is as supported as `firstCovers`' choice: the router's take-over
  // reads the procedure's cover as the second signal it needs (route.ts takeOverReason).
  if ((!bunched || ownWords || ownText) && specific && !outweighs(backed, top, o)) return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: backed === top || (bunched && !ownWords) };
  // The company's own skill whose head names the request more fully, beside the platform's general one for the same job, is
  // how this company does that job; the general procedure covering more of the request's words is no argument against it — a
  // general procedure's text is long and holds many situations' words («…палец покраснел, недовольна и хочет компенсацию»:
  // the platform's complaint reply 2.34 in support against the salon's unhappy-client procedure, whose head names
  // «недовольна» and «компенсацию»; issue 16 item 3). Both must still be near (`fuller`: `optionShare`, `evidence`).
  if (fuller && !bunched && backed === top && top.skill.source === "platform" && second.skill.source === "company") {
    return { kind: "skill", skill: second.skill, score: second.score, named: second.named ?? [], evidence: second.evidence, supported: false };
  }
  if (backed) return byText(backed);
  if (fuller && !bunched) return { kind: "skill", skill: second.skill, score: second.score, named: second.named ?? [], evidence: second.evidence, supported: false };
  if (firstCovers(auto, o)) return byText(top);
  // A request for work by its grammar (text/work-requests.ts: «…как это оформить», «придумай…») is no question of fact the documents
  // answer, so the margin between the first two may settle it where their heads cannot (issue 16, session 53): when the second names
  // every word the first does, retrieval's first scoring `sameLead` times it is the job («хочу поменяться сменами с Ивановой…, как
  // это оформить»: the shift request 0.319 against the shift handover 0.232, both naming «поменяться», «сменами», was asked).
  // Short requests keep their question («Сделай акт по второму корпусу», «Нам прислали запрос, надо ответить»: four words).
  if (same && !bunched && !!shortlist.asksFor && (shortlist.words ?? 0) > o.shortRequest + 1 && (top.evidence ?? 0) >= o.sharedEvidence && top.score >= o.sameLead * second.score) {
    return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: true };
  }
  // Bunched scores under a request for work whose first's head names two of its words at the gate's bar while the other options'
  // heads name only words a dozen heads hold: the head, not the score, says the job («абитура спрашивает можно ли подать доки через
  // госуслуги…, надо ответить»: the applicant reply names «абитура», «доки», «ответить», 1.24; the others «ответить», 0.04).
  if (bunched && !!shortlist.asksFor && (top.named?.length ?? 0) >= 2 && (top.evidence ?? 0) >= o.evidence && auto.slice(1, 3).every((c) => (c.evidence ?? 0) < o.sharedEvidence)) {
    return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: true };
  }

  // A short request is vague when its words lead to more than one skill («Нужна оценка»: estimate, review…);
  // «как дела?» names one skill's word («дела») and is no request for a skill at all.
  // A word that only qualifies the thing is no lead to a job: «мне нужна новая футболка форменная» led to the unit economics and
  // the product launch by their «новый» (a new product) alone, while the thing needed, «футболка», no head names (lead's walk 50).
  const sharedBy = auto.slice(0, 3).filter((c) => c.named?.some((w) => !isAdjective(w))).length;
  const shortShared = sharedBy >= 2 && (shortlist.words ?? Infinity) <= o.shortRequest;
  const named = shortShared || (same && (top.evidence ?? 0) >= o.sharedEvidence);
  // Bunched scores ask only when one of the options' heads names something of the request: bunched on a word a dozen
  // heads hold («клиент требует неустойку за просрочку поставки, что делать»: «клиент», 0.05 in every option), the options
  // are jobs the request never spoke of, tied by the lexical score (a lower vector weight ties more of them). A short
  // request is vague by its length (`named` above), whatever its words; on the fourteen tuning sets no ask is lost.
  const onCommonWords = (shortlist.words ?? 0) > o.shortRequest && auto.slice(0, 3).every((c) => (c.evidence ?? 0) < o.sharedEvidence);
  const vague = (bunched && !onCommonWords) || named;
  // A long request that reaches the floor but that neither evidence nor the margin settles: the seed asks
  // rather than guesses (dev 15 → 17.5 %, logistics 7.5 → 10 %, fintech 2.5 → 5 %, clinic 7.5 → 10 %; no answer lost).
  // …but not when every option's head names only words a dozen heads hold: «Принесли стиралку…, чтобы при выдаче не было
  // вопросов?» was asked «собеседование, протокол встречи или FAQ?» on «вопросов» alone — jobs the request never spoke of,
  // the same reason bunched scores on common words do not ask (above). Left to the router (documents, a plain answer).
  if ((shortlist.words ?? 0) >= o.longRequest && top.score >= o.floor) {
    // (A head naming nothing at all is no such reading: the situation's words are simply not the heads', so it still asks.)
    if (onCommonWords && !!top.named?.length) return { kind: "none", reason: `a long request whose first skills' heads name only common words (${(top.named ?? []).join(", ") || "nothing"})` };
    const asked = situationQuestion(shortlist, o);
    // Only retrieval's first three: one put in by its procedures alone (situationQuestion's third place) has no second signal.
    const covers = coversOptions(asked.options.map((s) => auto.find((c) => c.skill === s)!), o);
    if (covers && auto.indexOf(covers) < 3) return byText(covers);
    return asked;
  }
  // A weak best score asks only when its head names the request strongly: bunched among skills whose heads
  // name two of its rare words («Открываемся в новом месте, с чего начать?»), the request is about one of them.
  // A request for work («Набросай план на март») whose own words several skills' heads name asks for one of those
  // jobs, only not which: ask at any score over the floor. Bunched scores alone name no job («помоги собрать…»).
  // «Сделай…», «подготовь…» naming no job's own words, with two skills near each other at the asking score: a request for
  // work that the system cannot place is asked about, not dropped to a plain answer (issue 16: the ask rate on blind libraries).
  // A command to the assistant («Посмотри, как там кампания…, и скажи, что дальше») asks for work as a making verb does
  // (represent.ts `commands`): asked about here, entered only on a making verb's word (below, and soleNamer). So does any request
  // for work by its grammar, in any clause (text/work-requests.ts: «…неправильно посчитали. Разберись», «надо распределить…»):
  // the person asks for a way of working, not a fact, and two skills near each other may each be it (issue 16).
  const placeless = !vague && (!!shortlist.asksForWork || !!shortlist.commands || !!shortlist.asksFor) && top.score >= o.floor && !!second && second.score >= o.optionShare * top.score;
  // …but a request for work whose words the first's head names, two or more, while the other options' heads name only words a
  // dozen heads hold (each under `sharedEvidence`), is the first's: the question would offer jobs the request never spoke of,
  // tied with it on score alone — the reason bunched scores on common words do not ask (above).
  if (placeless && !!shortlist.asksForWork && (top.named?.length ?? 0) >= 2 && (top.evidence ?? 0) >= o.sharedEvidence && auto.slice(1, 3).every((c) => (c.evidence ?? 0) < o.sharedEvidence)) {
    return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: backed === top };
  }
  // «помоги с клиенткой», «нужен отчёт по вчерашнему»: a short statement asking for help with a thing several heads name asks
  // for one of their jobs as a making verb does; its score stays low only because it is short (issue 16: left to a plain answer).
  const asking = !!shortlist.asksForWork || !!shortlist.commands || !!shortlist.asksFor || (!!shortlist.asksForHelp && shortShared);
  // Bunched scores under a request for work by its grammar were tried asking at the floor too (session 37): lawfirm gained a
  // case, but skills-hospital's ask rate went to 0.205, over the seed's 20%; they ask from `helpAskFloor`, between the two.
  if ((!vague && !placeless) || (top.score < (asking && (named || placeless) ? o.floor : asking ? o.helpAskFloor : o.askFloor) && !hasStrongEvidence(top, o))) {
    // Over the floor too: «…порезал руку о край поддона, надо оформить происшествие» names the incident report's «происшествие»
    // and no other head's word, while its evidence (0.5) stays under the bar a pick on score alone needs.
    if (soleNamer(shortlist, auto, o)) return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [], evidence: top.evidence, supported: false };
    // …or asked about, when two or three near skills' heads each name a different part of it (parts-named.ts).
    // Not a figure asked: «отработал 10 смен на посту, сколько получу?» is the documents' (road h25c), though the content plan's
    // head names «посту» and the retrospective's «отработал».
    const parts = shortlist.asksFigure ? null : partlyNamed(auto, o.floor);
    if (parts) return { kind: "clarify", options: parts.map((c) => c.skill), question: clarifyQuestion(parts.map((c) => c.skill)) };
    return { kind: "none", reason: `«${top.skill.id}» (${top.score.toFixed(3)}) names too little of the request: ${(top.named ?? []).join(", ") || "nothing"}` };
  }
  const near = auto.slice(0, 3).filter((c, i) => i < 2 || c.score >= o.optionShare * top.score);
  const covers = coversOptions(near, o);
  if (covers) return byText(covers);
  const options = near.map((c) => c.skill);
  return { kind: "clarify", options, question: clarifyQuestion(options) };
}
