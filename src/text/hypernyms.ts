import { isInfinitive } from "./deliberative.ts";
import { stem } from "./tokens.ts";
import { abroadFor } from "./countries.ts";
import { partOfWeek } from "./weekdays.ts";
import { isMonthName } from "./measure-questions.ts";

/**
 * «аванс» in its forms. The word has two senses (Ожегов: аванс — 1. деньги, выдаваемые вперёд в счёт заработка; 2. вообще
 * деньги, выдаваемые вперёд в счёт предстоящих платежей), and the thesaurus files it with «предоплата», the second: a price
 * list's «предоплата 50%» (a birthday party's, lead's walk 53) is no advance on wages, yet made «аванс» a word the documents
 * hold, so its kind was never looked for. The documents name it only by its own forms (namedByOwnFormsOnly); where they say
 * «Аванс выплачивается 25 числа», that rule answers, not the wages' date beside it.
 */
const ADVANCE = ["аванс", "аванса", "авансу", "авансом", "авансе", "авансы", "авансов"];

/**
 * Kinds and the word a rule names them by, one way: a rule about «животное» covers «собака», a rule about «собака»
 * says nothing of cats. From the hypernymy of RuWordNet and Princeton WordNet (собака, кошка, … → животное; dog, cat, … →
 * animal), kept to the kinds people name at work when something happens to them. A thesaurus group would make the
 * kinds synonyms of each other (a dog's rule would answer a cat's question: the vet pilot set lost answers so).
 */
const KINDS: [string[], string[]][] = [
  [["собака", "собаки", "собаку", "собакой", "пес", "пса", "псом", "щенок", "щенка", "кошка", "кошки", "кошку", "кошкой", "кот", "кота",
    "котом", "котенок", "котенка", "кролик", "кролика", "хомяк", "хомяка", "попугай", "попугая", "хорек", "хорька", "крыса", "крысы",
    "dog", "dogs", "puppy", "cat", "cats", "kitten", "rabbit", "hamster", "parrot", "ferret", "rat"], ["животное", "animal", "питомец", "pet"]],
  // A girl, a boy, a toddler are children to a kindergarten's or a school's rules (walk 20c: «у девочки горячий лоб» met none).
  [["девочка", "девочки", "девочку", "девочкой", "девочке", "мальчик", "мальчика", "мальчику", "мальчиком", "мальчике", "малыш", "малыша",
    "малышу", "малышом", "girl", "boy", "toddler", "kid", "kids"], ["ребенок", "дети", "child", "children"]],
  // A mother, a father, a brother are relatives to the rules on family («родственников можно добавить в полис», «…на
  // похороны близкого родственника»; lead's walk 31: «можно маму вписать в страховку» was refused). RuWordNet: мать,
  // отец → родитель → родственник; брат, сестра, бабушка, дедушка → родственник. Spouses and children stay in the
  // thesaurus's family group, where they already are; «мать» alone is kept out (its stem is «мат»).
  [["мама", "маму", "мамы", "мамой", "маме", "матери", "матерью", "папа", "папу", "папы", "папой", "папе", "отец", "отца", "отцу", "отцом",
    "родители", "родителей", "родителям", "родителя", "брат", "брата", "брату", "братом", "сестра", "сестру", "сестры", "сестрой", "сестре",
    "бабушка", "бабушку", "бабушки", "бабушкой", "дедушка", "дедушку", "дедушки", "дедушкой", "внук", "внука", "внучка", "внучку", "теща", "тещу",
    "тесть", "тестя", "свекровь", "свекра", "mother", "mom", "mum", "father", "dad", "parents", "brother", "sister", "grandmother",
    "grandfather", "grandma", "grandpa"], ["родственник", "семья", "relative", "family"]],
  // «бизнес» in a question on travel is the business class, a class of service the travel rules name by the class they pay
  // («самолёт — эконом-классом»; lead's walk 31: «на чем можно лететь в командировку, бизнес оплатят?» was refused).
  // RuWordNet: бизнес-класс → класс обслуживания. Russian only: the English «business» is a business trip's as often.
  [["бизнес", "бизнеса", "бизнесом", "бизнес-класс", "бизнес-классом"], ["класс"]],
  // A bee, a wasp, a tick are the insects a first-aid rule names («Укус насекомого…»; walk 20c got the walk rules for a bee).
  [["пчела", "пчелы", "пчелу", "пчелой", "оса", "осы", "осу", "осой", "шмель", "шмеля", "комар", "комара", "клещ", "клеща", "bee", "bees", "wasp",
    "hornet", "mosquito", "tick"], ["насекомое", "insect"]],
  // Flu, a cold, a sore throat are illnesses to the rules on calling in sick («О болезни нужно сообщить…»; walk 22b: «я
  // свалилась с гриппом, завтра смена» got the chief engineer). RuWordNet: грипп, ОРВИ, ангина → инфекционное заболевание.
  [["грипп", "гриппа", "гриппом", "гриппе", "простуда", "простуды", "простуду", "простудой", "орви", "ангина", "ангины", "ангину", "ангиной",
    "ковид", "ковида", "ковидом", "flu", "influenza", "covid"], ["болезнь", "заболевание", "illness", "sickness"]],
  // A wallet, a bag, keys, an umbrella found are «находки» to the rules on lost property («…записываются в журнал находок;
  // хранятся 30 дней»; walk 23b: «нашла кошелёк» met none). Ожегов: находка — найденная вещь. Not «вещь» itself: every
  // sentence that says «вещи» would then meet them, and «проверить кресла на забытые вещи» took the place of the rule on
  // where to hand them in; nor «lost», which the English glossary joins to «забытый» («забытые вещи» in the same cleaning
  // sentence). The phone stays out: a question about one asks for a number far more often than for a lost handset.
  [["кошелек", "кошелька", "кошельком", "бумажник", "бумажника", "портмоне", "сумка", "сумку", "сумки", "сумкой", "сумочка", "сумочку",
    "рюкзак", "рюкзака", "зонт", "зонта", "зонтик", "зонтика", "очки", "очков", "ключи", "ключей", "шарф", "шарфа", "перчатки", "перчаток",
    "wallet", "purse", "bag", "backpack", "umbrella", "glasses", "keys", "scarf", "gloves"], ["находка", "находок", "находки", "found"]],
  // A mouse, a keyboard, a printer are the equipment the rules send to IT («По вопросам оборудования — в ИТ-поддержку»,
  // «Замена оборудования | 1 рабочий день»; lead's walk 33: «сломалась мышка, что делать?» was refused naming HR).
  // RuWordNet: компьютерная мышь, клавиатура → устройство ввода → периферийное устройство → компьютерное оборудование;
  // принтер, монитор, наушники → периферийное устройство. Princeton WordNet: mouse, keyboard, printer → peripheral → equipment.
  [["мышка", "мышки", "мышку", "мышкой", "мышь", "клавиатура", "клавиатуры", "клавиатуру", "клавиатурой", "клава", "клаву", "принтер",
    "принтера", "принтером", "монитор", "монитора", "мониторы", "наушники", "наушников", "гарнитура", "гарнитуру", "гарнитуры", "ноутбук",
    "ноутбука", "ноут", "ноута", "компьютер", "компьютера", "комп", "компа", "сканер", "сканера", "вебкамера", "вебкамеру", "keyboard",
    "printer", "monitor", "headset", "headphones", "laptop", "webcam"], ["оборудование", "техника", "equipment"]],
  // Pens, notebooks, pencils are the stationery a shop's rules name by its kind («Скидка не распространяется на … канцелярские
  // товары»; lead's walk 38: «а на ручки и тетради тоже?» was refused over «тетради»). RuWordNet: ручка (пишущая),
  // карандаш, тетрадь, блокнот → канцелярская принадлежность → канцелярские товары; Princeton WordNet: pen, pencil,
  // notebook → stationery.
  [["ручка", "ручки", "ручку", "ручкой", "ручек", "тетрадь", "тетради", "тетрадей", "тетрадку", "тетрадки", "карандаш", "карандаша",
    "карандаши", "карандашей", "блокнот", "блокнота", "блокноты", "блокнотов", "фломастеры", "фломастеров", "маркер", "маркеры", "маркеров",
    "pen", "pens", "pencil", "pencils", "notebook", "notebooks"], ["канцелярский", "канцтовары", "канцелярия", "stationery"]],
  // A jacket, a coat, a dress are the things a dry-cleaner's, a cloakroom's or a shop's rules name by their kind («Если вещь
  // испорчена по вине химчистки…»; walk31: «клиент говорит что мы испортили куртку, сколько вернём» was hedged over it,
  // «куртку» unsaid). RuWordNet: куртка, пальто, пуховик, шуба, плащ, пиджак, свитер, платье, костюм → одежда (верхняя,
  // плечевая); Ожегов: вещь — 2. мн. предметы обихода, одежда.
  // Trousers, skirts and shoes stay with the dress code's thesaurus group, where they already meet «одежда». No English
  // names: kinds are looked up by stem, and «coat», «suit» are also a lens's «coating» and «suits my face» (a blind optician
  // case lost its answer with them, session 56).
  [["куртка", "куртку", "куртки", "курткой", "куртке", "курток", "пальто", "пуховик", "пуховика", "пуховиком", "шуба", "шубу", "шубы", "шубой",
    "плащ", "плаща", "плащом", "пиджак", "пиджака", "пиджаком", "свитер", "свитера", "свитером", "платье", "платья", "платьем", "костюм",
    "костюма", "костюмом"], ["одежда", "вещь", "clothes"]],
  // A tulip, a rose, a chrysanthemum are flowers to a florist's rules («сок нарциссов губит другие цветы»; walk32: «можно
  // ставить нарциссы с тюльпанами» was hedged over that rule, «тюльпанами» unsaid). RuWordNet: тюльпан, роза, хризантема,
  // гвоздика, нарцисс, лилия, пион, ромашка, орхидея, гербера, ирис → цветок (растение). Russian names only, as above.
  [["тюльпан", "тюльпаны", "тюльпанов", "тюльпанами", "тюльпанам", "роза", "розы", "розу", "роз", "розами", "хризантема", "хризантемы",
    "хризантем", "хризантемами", "гвоздика", "гвоздики", "гвоздик", "гвоздиками", "нарцисс", "нарциссы", "нарциссов", "нарциссами", "лилия",
    "лилии", "лилий", "пион", "пионы", "пионов", "ромашка", "ромашки", "ромашек", "орхидея", "орхидеи", "орхидей", "гербера", "герберы",
    "гербер", "ирис", "ирисы", "ирисов"], ["цветок", "цветы", "flower"]],
  // An advance is wages paid ahead (Ожегов: аванс — 1. деньги, выдаваемые вперёд в счёт заработка; ТК РФ ст. 136: заработная
  // плата выплачивается не реже чем каждые полмесяца, the first half being the advance), and the pay rules name it by the
  // wages («Зарплата перечисляется на карту 10 и 25 числа»; lead's walk 53: «какого числа аванс» was refused). Not the
  // adjective «авансовый», whose «авансовый отчёт» is an expense report, no pay. Read unless the documents say «аванс» itself
  // (ADVANCE below).
  [ADVANCE, ["зарплата", "заработная"]],
  // A chatbot named by its brand is a chatbot (a neural network) to the rules: «Запрещено загружать тексты клиентов в
  // онлайн-переводчики и чат-боты» (lead's walk 55: «можно ли использовать chatgpt для перевода» was refused). Wikipedia
  // (ru, en): ChatGPT, GigaChat, YandexGPT, DeepSeek, Claude, Gemini, Copilot — чат-боты на основе генеративных нейросетей;
  // Princeton WordNet: chatbot. Brands only: «бот» alone is as often a shop's or a support line's.
  [["chatgpt", "чатгпт", "гпт", "gpt", "gigachat", "гигачат", "yandexgpt", "deepseek", "дипсик", "claude", "gemini", "copilot"],
    ["чат-бот", "нейросеть", "chatbot"]],
];

/**
 * Foods a grocery sells, and «товар» («продукт», «product») its rules name them by: «клиенту не привезли молоко» is the
 * complaints rule's «Если в заказе не хватает товара…», «просроченный йогурт за 150 р» its «Товар дешевле 300 ₽…». From
 * RuWordNet's hyponyms of «продукт питания» (молочный продукт, хлебобулочное изделие, мясо, рыба, овощ, фрукт, напиток)
 * and Princeton WordNet's «foodstuff». Unlike the kinds above, met even where the documents name the food: a price list
 * naming «Молоко 2,5 %» is a catalogue entry, and the rules still speak of «товар». Water and oil stay out: as often a
 * building's or a machine's («вода в кулере закончилась», «протечка воды», «масло в двигателе») as goods.
 */
const GOODS: string[] = [
  "молоко", "молока", "кефир", "йогурт", "творог", "сметана", "сметану", "сыр", "ряженка", "ряженку", "хлеб", "батон", "булка", "булку",
  "яйца", "яйцо", "яиц", "мясо", "курица", "курицу", "колбаса", "колбасу", "сосиски", "сосисок", "пельмени", "пельменей", "рыба", "рыбу",
  "овощи", "овощей", "фрукты", "фруктов", "бананы", "бананов", "яблоки", "яблок", "сок", "мороженое", "шоколад",
  "milk", "yogurt", "yoghurt", "cheese", "bread", "eggs", "meat", "chicken", "sausage", "fish", "vegetables", "fruit", "juice",
];
const GOODS_NAMES = ["товар", "продукт", "product", "item"];

/**
 * A colleague is an employee to the rules even where the documents name colleagues: they do so in passing («с телефона
 * коллеги»), and the rules speak of «сотрудники», «работники» («Обмен сменами между сотрудниками допускается…»; walk 30b:
 * «можно ли поменяться сменой с коллегой» was «possibly related», «коллегой» unsaid). Ожегов: сотрудник — 2. тот, кто вместе
 * с кем-н. работает; коллега — товарищ по работе; Princeton WordNet: colleague, coworker → associate → person at work.
 */
const COLLEAGUES = ["коллега", "коллеги", "коллегу", "коллегой", "коллеге", "коллег", "коллегам", "коллегами", "сослуживец", "сослуживца",
  "сослуживцем", "сослуживцы", "colleague", "colleagues", "coworker", "coworkers"];
const STAFF_NAMES = ["сотрудник", "работник", "employee"];
let colleagueStems: Set<string> | null = null;

/** Whether the word names a colleague, covered by the rules on employees even where the documents name colleagues. */
function isColleague(word: string): boolean {
  colleagueStems ??= new Set(COLLEAGUES.map((c) => stem(c)));
  return colleagueStems.has(stem(word.toLowerCase().replaceAll("ё", "е")));
}

/** Whether a word's kinds are met even where the documents name the word itself: a food (GOODS), a colleague, a garment, a weekday (its part of the week, weekdays.ts). */
export function liftedWhereNamed(word: string): boolean {
  return isGroceryItem(word) || isColleague(word) || isGarment(word) || partOfWeek(word).length > 0;
}

/**
 * A garment is a «вещь» to a cleaner's or a shop's rules even where a price list names it: «Куртка — 800 ₽» is a catalogue
 * entry, as a grocery's «Молоко 2,5 %» is (GOODS), and the rules on damage still speak of «вещь» (walk31 q24).
 */
function isGarment(word: string): boolean {
  return kindsOf(word)[0] === "одежда";
}

/** Whether the documents name the word only by its own forms, not by a thesaurus group filed for another sense (ADVANCE). */
export function namedByOwnFormsOnly(word: string): boolean {
  return ADVANCE.includes(word.toLowerCase().replaceAll("ё", "е"));
}

let byStem: Map<string, string[]> | null = null;
let goodsStems: Set<string> | null = null;

/** Whether the word is a food a rule on goods covers even where the documents name it (see GOODS). */
export function isGroceryItem(word: string): boolean {
  goodsStems ??= new Set(GOODS.map((g) => stem(g)));
  return goodsStems.has(stem(word.toLowerCase().replaceAll("ё", "е")));
}

/**
 * The customer a company serves is its «клиент» whatever its trade names them (Ожегов: клиент — 2. постоянный покупатель,
 * заказчик, посетитель; Большой толковый словарь: клиент — 3. о посетителе, покупателе, заказчике предприятия, учреждения):
 * a travel agency's «турист», a hotel's «гость», a clinic's «пациент». Staff say «клиент» whatever the rules write (lead's
 * walk 39: «клиент не доплатил вовремя», «если клиент откажется за 40 дней…» were refused beside «Если турист не доплатил
 * в срок…»). Read only where the documents never say «клиент» (see hypernymsOf): a rule about clients names them so.
 */
const CUSTOMERS = ["турист", "туристка", "гость", "пациент", "покупатель", "посетитель", "пассажир", "зритель", "постоялец", "заказчик", "абонент"];

/**
 * «клиент хочет оплатить по qr», «покупательница просит отложить серьги»: a message opening with a customer (any trade's
 * noun for one, above, or «клиент»; «наш», «этот», «один», «у нас» may stand before) in the nominative, then a verb, tells what
 * happened with a customer at work: a situation for the company's rules, not a job the speaker asks for.
 */
export function opensWithCustomer(message: string): boolean {
  const m = /^(?:(?:наш|наша|этот|эта|один|одна|какой-то|какая-то|тут|у\s+нас)\s+)?(\p{L}+)\s+\p{L}{3,}/iu.exec(message.trim().replaceAll("ё", "е"));
  if (!m) return false;
  const w = m[1]!.toLowerCase();
  // The singular, the plural («гости», «пациенты») and the feminine in «-ница» of a noun in «-тель» («покупательница»).
  const plural = (c: string) => (/[ьгкхжшчщ]$/.test(c) ? `${c.replace(/ь$/, "")}и` : `${c}ы`);
  return /^клиент(?:ка|ы|ки)?$/u.test(w) || CUSTOMERS.some((c) => w === c || w === plural(c) || (c.endsWith("ь") && w === `${c}ница`));
}

/** The nouns a trade's rules may name a client by, for «клиент» in any form; none for other words. */
export function customersFor(word: string): string[] {
  return /^клиент(?:а|у|ом|е|ы|ов|ам|ами|ах|ка|ки|ку|кой|ке)?$/u.test(word.toLowerCase()) ? CUSTOMERS : [];
}

/** Kinds whose members are met by their own listed forms only, not by stem (see kindsOf). */
const BY_OWN_FORMS = new Set(["одежда", "цветок"]);
let forms: Set<string> | null = null;
function ownForms(): Set<string> {
  return (forms ??= new Set(KINDS.filter(([, names]) => BY_OWN_FORMS.has(names[0]!)).flatMap(([kinds]) => kinds)));
}

/** The words a rule names this word's kind by (KINDS and foreign countries, not goods); none for others. */
export function kindsOf(word: string): string[] {
  if (!byStem) {
    byStem = new Map();
    for (const [kinds, names] of KINDS) for (const k of kinds) byStem.set(stem(k), names);
  }
  const w = word.toLowerCase().replaceAll("ё", "е");
  // «брать» stems as «брат» does: an infinitive names no kind (walk 40 searched «сколько занятий в день можно брать» as
  // «родственник семья» and found nothing); «тесть» is a noun, which isInfinitive tells by its instrumental «тестью».
  // A foreign country is abroad to the rules (countries.ts): «в германии» is met by «за рубежом».
  const kinds = isInfinitive(w) ? undefined : byStem.get(stem(w));
  // A garment or a flower by its own forms only: «платят» stems as «платье» does («плат»), and was lifted to «вещь»
  // (walk56 k74's leave-one-out was answered by a cinema ticket «для родственника или друга»).
  if (kinds && BY_OWN_FORMS.has(kinds[0]!) && !ownForms().has(w)) return abroadFor(word);
  return kinds ?? abroadFor(word);
}

/**
 * The kinds searched for even when nothing was told: kin («маму» → «родственников можно добавить»), the business class, the
 * equipment («мышка» → «По вопросам оборудования…»), and a
 * foreign country. Not the others: an English «glasses» over Russian documents is no lost item, and searching «находка» for it
 * cost an optician's «How long does it take to make progressive glasses?» its answer (session 31's merge).
 */
export function searchedKindsOf(word: string): string[] {
  const kinds = kindsOf(word);
  return kinds[0] === "родственник" || kinds[0] === "класс" || kinds[0] === "оборудование" || kinds[0] === "чат-бот" || abroadFor(word).length ? kinds : [];
}

/** The words a rule may name this word's kind by («собака» → «животное», «animal», «питомец», «pet»); none for others. */
export function hypernymsOf(word: string): string[] {
  const kinds = kindsOf(word);
  if (kinds.length) return kinds;
  if (isGroceryItem(word)) return GOODS_NAMES;
  if (isColleague(word)) return STAFF_NAMES;
  const week = partOfWeek(word);
  if (week.length) return week;
  // A month named is a month to a rule said of any («График на следующий месяц … публикует до 25 числа» answers «график на
  // январь когда будет»; lead's walk 52), lifted as any kind is, where the documents do not name that month.
  const w = word.toLowerCase();
  return isMonthName(w) && w !== "may" ? ["месяц", "month"] : customersFor(word);
}

/**
 * The other way: a class a question names by its members' common noun, met where a text lists the members. «какие документы
 * нести?» is answered by «…приносит паспорт, СНИЛС, ИНН, трудовую книжку…», which never says «документы» (walk 24a). From
 * RuWordNet's hyponyms of «документ» (удостоверение личности, свидетельство, полис, справка, диплом) and the papers the
 * Labour Code names for hiring (ТК РФ ст. 65: паспорт, трудовая книжка, СНИЛС, документ об образовании, военный билет).
 */
const MEMBERS: [RegExp, string][] = [
  [/^(?:паспорт\p{L}*|снилс|инн|загранпаспорт\p{L}*|полис\p{L}*|диплом\p{L}*|свидетельств\p{L}*|удостоверени\p{L}*|справк\p{L}*|военн\p{L}*\s+билет\p{L}*|трудов\p{L}*\s+книжк\p{L}*)$/u, "документ"],
];

/** The classes a text's words are members of («паспорт» → «документ»); none for most texts. */
export function classesIn(text: string): string[] {
  const ws = text.toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? [];
  const out = new Set<string>();
  ws.forEach((w, i) => { for (const [re, cls] of MEMBERS) if (re.test(w) || (i > 0 && re.test(`${ws[i - 1]} ${w}`))) out.add(cls); });
  return [...out];
}

/**
 * Branches of medicine and their doctors: a text naming one speaks of treatment («В полис входит стоматология» says teeth
 * are treated under the policy; lead's walk 31: «зубы по дмс лечат?» was partial, «лечат» unsaid). RuWordNet: стоматология,
 * хирургия, педиатрия, офтальмология, гинекология, кардиология, неврология, ортопедия → раздел медицины → медицина; their
 * doctors → врач. Unlike MEMBERS, the class is held with its thesaurus groups (медицина: лечение, medical), since a
 * question asks what is treated in verbs and adjectives more than by the noun «медицина».
 */
const BRANCHES = /^(?:стоматолог|хирург|педиатр|офтальмолог|окулист|гинеколог|кардиолог|невролог|ортопед)\p{L}*$/u;

/** The fields of work a text's words belong to («стоматология» → «медицина»); none for most texts. */
export function fieldsIn(text: string): string[] {
  const ws = text.toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? [];
  return ws.some((w) => BRANCHES.test(w)) ? ["медицина"] : [];
}
