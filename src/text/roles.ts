/**
 * Whom a workplace role answers for: each role's name as contact tables write it, and the matters of its duties, after the
 * job descriptions of the Russian qualification handbook (Единый квалификационный справочник должностей руководителей,
 * специалистов и служащих: медицинская сестра, бухгалтер, заведующий хозяйством, специалист по кадрам, руководитель
 * учреждения, методист, инженер по охране труда) and the matching ISCO-08 groups for the English words. The caretaker's
 * «ремонт помещений» and «исправное состояние оборудования» are spelled out as the things that break in a building (its
 * water, heating and electric fittings: ЕКС «Заведующий хозяйством»; ISCO-08 5153 building caretakers). A contact table
 * often names roles only («Медсестра», «Завхоз»): a question no row shares a word with still belongs to one of them
 * (walk 20a: a child's allergy, a broken chair and a shift swap all named the accountant).
 */
const ROLES: { role: RegExp; matters: string }[] = [
  {
    role: /медсестр|медицинск|фельдшер|медпункт|медкабинет|врач|nurse|medic|doctor/iu,
    matters: `здоровье болезнь болеть заболеть температура лекарство таблетка аллергия прививка травма ушиб укус рана кровь тошнота
      рвота кашель насморк медкнижка медосмотр сыпь health illness sick medicine allergy vaccination injury fever rash`,
  },
  {
    // ЕКС «Бухгалтер»: расчёты с подотчётными лицами (суточные and the advance report of a business trip, ТК РФ ст. 168),
    // the income statement the employer issues (НК РФ ст. 230), an employee's expenses compensated (ТК РФ ст. 164, 188:
    // компенсация, возмещение расходов — «компенсируют такси после ночной смены?», walk 27a).
    role: /бухгалтер|accountant|accounting|финансов/iu,
    matters: `зарплата оклад аванс премия выплата деньги налог вычет расчётный отпускные командировочные чек счёт квитанция
      суточные авансовый отчёт справка о доходах ндфл компенсация возмещение расходов salary pay payslip bonus tax invoice
      receipt reimbursement per diem`,
  },
  {
    role: /(?<![\p{L}])(?:ит|it|айти)(?![\p{L}])|информационн|helpdesk|системный\s+администратор/iu,
    matters: `пароль логин учётная запись компьютер ноутбук планшет принтер приложение почта сеть интернет vpn сайт
      password login account computer laptop tablet printer app email network internet`,
  },
  {
    // The chief engineer of a hotel or a building keeps the same fittings working (ЕКС «Главный инженер»: technical
    // maintenance of buildings and equipment; ISCO-08 3122 building maintenance supervisors); a safety engineer is not one.
    role: /завхоз|хозяйствен|(?<![\p{L}])ахо(?![\p{L}])|facilities|офис-менеджер|главн\p{L}*\s+инженер|служб\p{L}*\s+эксплуатаци|chief\s+engineer|maintenance/iu,
    matters: `ремонт сломался сломать мебель стул стол шкаф ключ замок уборка инвентарь здание помещение свет отопление
      вода парковка канцелярия repair broken furniture chair key lock cleaning building parking supplies
      кран течь протечка протекать засор засориться труба батарея сантехника унитаз раковина канализация лампочка розетка
      электричество дверь окно лифт холодно leak tap faucet pipe plumbing toilet sink radiator heating bulb socket door window
      elevator lift cold`,
  },
  {
    role: /кадр|(?<![\p{L}])hr(?![\p{L}])|персонал/iu,
    matters: `отпуск отгул увольнение договор трудовая справка больничный стаж приём обучение курсы квалификация аттестация тренинг
      vacation leave dismissal contract certificate training course qualification`,
  },
  {
    // A shop or a chain's manager sets the prices of what it sells (ISCO-08 1420 retail and wholesale trade managers:
    // «setting prices and credit terms»).
    role: /заведующ|директор|руководител|начальник|управляющ|(?<![\p{L}])head(?![\p{L}])|director|manager/iu,
    matters: `график смена замена обмен опоздание дисциплина форма одежда курение курить конфликт поругаться коллега жалоба
      цена стоимость прайс schedule shift substitution lateness discipline uniform dress smoking conflict colleague complaint price`,
  },
  {
    // Guards keep property from theft and intruders out (ISCO-08 5414 security guards; УК РФ гл. 21: кража, грабёж, разбой).
    role: /охран(?!\p{L}*\s+труда)|служб\p{L}*\s+безопасности|security/iu,
    // The crimes' verbs too, as people tell them («нас ограбили», «украли выручку»): Snowball stems the noun apart.
    matters: `пропуск посторонний охрана камера сигнализация тревожная кнопка ограбление ограбить кража украсть преступление нападение pass visitor
      guard camera alarm robbery theft`,
  },
  {
    // Профстандарт 40.054 «Специалист в области охраны труда»: accidents at work and their investigation, СИЗ, briefings.
    role: /охран\p{L}*\s+труда|техник\p{L}*\s+безопасност|(?:labou?r|occupational|workplace|health\s+and)\s+safety|safety\s+officer/iu,
    // Not «первая помощь»: its words alone («материальная помощь») are anyone's; the training is matter-kinds.ts's.
    matters: `травма несчастный случай сиз спецодежда спецобувь инструктаж пожарная безопасность injury accident ppe safety briefing`,
  },
  {
    role: /методист|methodolog/iu,
    matters: `занятие план утренник аттестация урок lesson plan`,
  },
];

/** The matters of the roles a contact line names («Медсестра «Уралмаш»» → health, illness, allergy…); empty for none. */
export function mattersOf(line: string): string[] {
  const unitHead = HEAD_OF_UNIT.test(line);
  return ROLES.filter((r) => r.role.test(line) && !(unitHead && r === WORKPLACE_HEAD)).map((r) => r.matters);
}

/** Every role's matters, one remit a role (for telling which trade a word of a question belongs to). */
export const allRemits = (): string[] => ROLES.map((r) => r.matters);

/** The head of a workplace: its remit (shifts, lateness, uniform, prices) is the whole workplace's. */
const WORKPLACE_HEAD = ROLES.find((r) => r.matters.startsWith("график"))!;

/**
 * A head of a subdivision or a deputy for one domain, not of the workplace: «заведующая лабораторией», «начальник ночной
 * смены», «начальник службы безопасности», «заместитель директора по безопасности». The units are those the heads' titles
 * name in ОКПДТР (ОК 016-94: начальник лаборатории, отдела, службы, смены, цеха, участка, склада, сектора, бюро, группы,
 * производства; заведующий лабораторией, складом, отделом) and the deputies ЕКС lists by domain («заместитель директора по
 * учебной работе»). Such a head answers for the unit's own matters, written on their line; a lateness, a price or smoking
 * at the person's workplace is not theirs (walk 26a named the laboratory's head for all three). A table may name the unit
 * first and its head in brackets («Лаборатория контроля качества (заведующая)»), and a customer support line is a service
 * of its own («Руководитель линии поддержки клиентов»): walk 27a named the laboratory for a taxi home after the night shift
 * and for oversleeping, the shifts being a workplace head's.
 */
const HEAD_OF_UNIT = /(?<![\p{L}])(?:(?:заведующ|начальник|руководител)\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:лаборатори|отдел|служб|смен|цех|участк|склад|сектор|бюро|групп|бригад|производств|поддержк)|(?:лаборатори|отдел|служб|склад|цех|участк|сектор|бюро)\p{L}*(?:\s+\p{L}+){0,3}\s*\((?:заведующ|начальник|руководител)|заместител\p{L}*\s+(?:\p{L}+\s+){1,2}?по\s|(?:head|chief|manager)\s+of\s+(?:the\s+)?(?:\p{L}+\s+){0,2}?(?:lab|laborator|department|service|shift|workshop|warehouse|section|unit|team)|deputy\s+(?:\p{L}+\s+){1,2}?for\s)/iu;

/** The staff's own people: a contact line naming human resources (the role whose matters are leave, contracts, hiring). */
const STAFF_ROLE = ROLES.find((r) => r.matters.startsWith("отпуск"))!.role;
export const isStaffRole = (line: string) => STAFF_ROLE.test(line);

/**
 * A question about what the staff themselves get or need: «скидка для сотрудников», «места для персонала», «медкнижку
 * новым сотрудникам», «parking for staff». Whatever its matter, the people who answer for the staff's terms (HR) are
 * whom it goes to when the documents do not answer it, not the manager who grants the same thing to customers (walk 21c
 * named the hotel managers of guest discounts for a staff discount).
 */
const FOR_STAFF = /(?<![\p{L}])(?:для\s+(?:нас|своих|сотрудник\p{L}*|персонал\p{L}*|работник\p{L}*|штатн\p{L}*)|(?:нов\p{L}*\s+)?(?:сотрудникам|работникам|персоналу|новичкам|новичку)|(?:for|to)\s+(?:the\s+|our\s+)?(?:staff|employees|workers|new\s+(?:hires|starters|employees))|staff\s+(?:discount|parking|meals?|rate|benefits?))(?![\p{L}])/iu;
export const forStaff = (question: string) => FOR_STAFF.test(question);

/** A contact line answering for the staff's own terms: benefits, pay, leave, personnel (the HR and payroll matters). */
const STAFF_MATTER = /льгот|компенсац|сотрудник|персонал|работник|зарплат|заработн|кадр|отпуск|benefit|staff|employee|payroll|salary|personnel/iu;
export const ofStaff = (line: string) => STAFF_MATTER.test(line);

/**
 * «IT-поддержка», «IT: Denis Kravets», «who is the IT guy?»: «IT» in capitals is the abbreviation of information technology
 * (Oxford Learner's Dictionaries, «IT abbr. information technology»), never the pronoun, which the token reader drops as a
 * stopword. Read with its Russian spelling «ИТ» as well, whose thesaurus group holds «айти», «айтишник», «сисадмин».
 */
export const withAcronyms = (text: string) => text.replace(/(?<![\p{L}])IT(?![\p{L}])/gu, "IT ИТ");

/**
 * Parts of the day a contact line may be scoped to: «Начальник ночной смены — работа фабрики ночью» answers for the night
 * (ТК РФ ст. 96: night time 22:00–6:00; the evening and the morning as in day-parts.ts). Clock times are left out: a phone's
 * hours («с 8 до 22») say when to call, not what the line answers for.
 */
const DAY_PARTS = [/(?<![\p{L}])(?:ноч\p{L}*|night\p{L}*|overnight)/iu, /(?<![\p{L}])(?:вечер\p{L}*|evening\p{L}*)/iu, /(?<![\p{L}])(?:утр\p{L}*|morning\p{L}*)/iu];

/**
 * Whether a contact line is scoped to a part of the day the question does not speak of: such a line answers only for that
 * time (walk 26a named the night chief for the factory's smoking place and hazard pay, «фабрике» being on his line).
 */
export function outOfScope(line: string, question: string): boolean {
  return DAY_PARTS.some((part) => part.test(line) && !part.test(question));
}
