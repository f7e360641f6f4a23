import { stem, words } from "./tokens.ts";

/**
 * The names a contact list writes a matter under, for the kinds of it people tell: a contacts table says «несчастные
 * случаи», not «ожог»; «СИЗ», not «спецобувь»; «командировки», not «суточные». One way only (a kind to its class), and
 * read only where an owner is chosen for a question the documents do not answer (contact.ts): answering keeps its own,
 * narrower hypernyms (hypernyms.ts). Sources, per row:
 * - ТК РФ ст. 227: an accident at work is an injury «в том числе… ожог, обморожение, поражение электрическим током»;
 *   RuWordNet: ожог, перелом, ушиб, порез → травма.
 * - УК РФ гл. 21 (кража ст. 158, грабёж ст. 161, разбой ст. 162) and RuWordNet ограбление → преступление: what a
 *   business's guards («охрана», ISCO-08 5414: guard property against theft) and its security service answer for.
 * - ГОСТ 12.4.011-89 «Средства защиты работающих. Классификация»: спецодежда, спецобувь, средства защиты рук, органов
 *   дыхания, глаз, головы are classes of СИЗ.
 * - ТК РФ ст. 168: суточные, проезд and жильё are «расходы, связанные со служебной командировкой».
 * - НК РФ ст. 230: «справка о доходах и суммах налога физического лица» (the 2-НДФЛ of old) is the employer's
 *   accounting's; ТК РФ ст. 136 the pay slip.
 * - Постановление Правительства РФ № 2464 (24.12.2021), п. 33: first-aid training is part of the training in labour
 *   safety.
 *   Приказ Минздрава России № 1331н (15.12.2020): the first-aid kit is «аптечка для оказания первой помощи работникам»
 *   (lead's walk 47: «где аптечка на участке», the safety rules deleted, named IT).
 * - ТК РФ ст. 129: «заработная плата (оплата труда работника)» is the pay for work with its «компенсационные выплаты
 *   (доплаты и надбавки…)» and «стимулирующие выплаты»; what one earns or is paid, told by its verbs («сколько заработал»,
 *   «сколько платят за вредность»), is that matter, which a contacts list files under pay.
 * - Ожегов: жалоба — «официальное заявление с просьбой об устранении… несправедливости», претензия — «требование… о
 *   возмещении»; the verbs of complaining and of anger a customer is told by are Levin 1993 37.8 «complain» verbs and
 *   31.3 «marvel» verbs (the same data as complaint-voice.ts, which drafts the reply): «клиент ругается на приёмщика»
 *   tells a complaint, which a contacts list files under «жалобы и претензии».
 */
const KINDS: [string, string][] = [
  ["ожог, ожога, ожоги, обжечься, обжегся, обжеглась, обжег, обожгла, обожгся, обожглась, ошпарился, ошпарилась, перелом, ушиб, порез, порезался, порезалась, вывих, травма, травмы, травму, травмировался, травмировалась, burn, burned, burnt, injury, injured, fracture",
    "травма несчастный случай injury accident"],
  ["ограбление, ограбления, ограбили, грабеж, грабитель, грабители, кража, украли, украл, вор, воры, разбой, нападение, налет, robbery, robbed, robber, theft, stolen, burglary",
    "охрана безопасность преступление происшествие security"],
  ["спецобувь, спецобуви, спецодежда, спецодежды, каска, каски, респиратор, респиратора, рукавицы, сапоги, safety boots, work boots, respirator, hard hat",
    "сиз средства индивидуальной защиты спецодежда ppe"],
  ["суточные, суточных, командировочные, per diem",
    "командировка командировочные расходы авансовый отчет expenses"],
  ["2-ндфл, 2 ндфл, справка о доходах, справку о доходах, справки о доходах, payslip",
    "справка о доходах зарплата расчет заработной платы payroll"],
  ["первая помощь, первой помощи, первую помощь, first aid, аптечка, аптечки, аптечку, аптечке, first aid kit",
    "охрана труда обучение по охране труда safety training"],
  ["заработок, заработал, заработала, заработаю, заработаем, заработать, платят, заплатят, заплатили, оплатят, доплачивают, доплатят, доплата, доплату, надбавка, надбавку, earn, earned, earnings, wage, wages",
    "зарплата заработная плата оплата труда начисление payroll salary"],
  ["жалуется, жалуются, пожаловался, пожаловалась, пожаловались, ругается, ругаются, наругал, наругала, возмущается, возмущаются, возмущен, возмущена, недоволен, недовольна, недовольны, нагрубил, нагрубила, нахамил, нахамила, complains, complained, complaining, furious",
    "жалоба жалобы претензия претензии complaint complaints"],
];

/** The shortest stem that names its word alone. */
const STEM_MIN = 5;

let byStem: Map<string, string> | null = null;
let phrases: { at: RegExp; names: string }[] | null = null;

/**
 * What a question asks of its matter rather than the matter itself: its price («почём чистка штор?» asks about curtains'
 * cleaning). Ожегов: цена, стоимость, прейскурант (прайс); «почём» — «по какой цене» («стоит» alone is also «it is
 * worth»: «стоит ли…», so only «сколько стоит» is read). Such a word names whose the matter is only where nothing else
 * does: by the trade that sets prices (roles.ts), never against a line's words (a delivery's price is the dispatchers').
 */
const ATTRIBUTES: [RegExp, string][] = [
  [/(?<![\p{L}])(?:цен[аыуе]|стоимост\p{L}*|сколько\s+сто(?:ит|ят|ила?)|поч[её]м|прайс\p{L}*|prices?|how\s+much\s+(?:is|are|does|do))(?![\p{L}])/iu, "цена стоимость прайс price"],
];

/** The names of what the question asks of its matter (ATTRIBUTES), one text; empty when none. */
export function attributeNamesOf(question: string): string {
  return ATTRIBUTES.filter(([at]) => at.test(question)).map(([, names]) => names).join(" ");
}

/**
 * The names of each kind the question's words and phrases belong to, one text per kind («ожог» → «травма несчастный
 * случай…»): a kind is one matter however many names it goes by. Empty when none.
 */
export function matterNamesOf(question: string): string[] {
  if (!byStem || !phrases) {
    byStem = new Map();
    phrases = [];
    for (const [kinds, names] of KINDS) {
      for (const k of kinds.split(", ")) {
        // «первая помощь», «справка о доходах», «2-НДФЛ»: a kind named by more than one word is found as written.
        if (/[^\p{L}]/u.test(k)) phrases.push({ at: new RegExp(`(?<![\\p{L}\\d])${k}(?![\\p{L}])`, "iu"), names });
        else byStem.set(stem(k).length >= STEM_MIN ? stem(k) : k, names);
      }
    }
  }
  const found = new Set<string>();
  for (const w of words(question.toLowerCase().replaceAll("ё", "е"))) {
    // A short stem is another word's as well («разбой» and «разбить» are both «разб»): it stands for the word written only.
    const s = stem(w);
    const names = byStem.get(s.length >= STEM_MIN ? s : w);
    if (names) found.add(names);
  }
  const plain = question.toLowerCase().replaceAll("ё", "е");
  for (const p of phrases) if (p.at.test(plain)) found.add(p.names);
  return [...found];
}

/**
 * Set phrases whose nouns name no matter of their own (Ожегов: «за свой счёт — на свои средства», so «отгул за свой счёт»
 * is unpaid time off, no bill; «в счёт отпуска» — towards the leave). Taken out before an owner is chosen: «счёт» met the
 * accounting's remit (bills) and named accounting for unpaid leave (walk 26a R06).
 */
const IDIOMS = /(?<![\p{L}])(?:за\s+(?:свой|своё|свое|собственный)\s+сч[её]т|в\s+сч[её]т)(?![\p{L}])/giu;
export const withoutIdioms = (question: string) => question.replace(IDIOMS, " ");
