/**
 * Everything the tools write for the person, in the interface's language: errors, empty states, metrics
 * summaries, the words around a draft, what a confirmed action did, the short names on clarify buttons.
 * What the tools found (letters, events, products, setting names, file names) is data and stays as written;
 * English quotes it in “…”, Russian in «…». Same pattern as src/conversation/phrases.ts.
 */
import type { ToolId } from "./ids.ts";
import { plural } from "./args.ts";

export type Lang = "ru" | "en";
type CounterKind = "goal" | "filter" | "segment";
type Setting = { name: string; condition: string };

const num = (locale: string) => (n: number, digits = 0) => n.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const ruNum = num("ru-RU"), enNum = num("en-GB");
/** «3 визита» / «3 visits». */
const ruCount = (n: number, forms: [string, string, string]) => `${ruNum(n)} ${plural(n, forms)}`;
const enCount = (n: number, one: string, many = `${one}s`) => `${enNum(n)} ${n === 1 ? one : many}`;

/** The figures of one metrics summary, computed by the tool; the phrase only words them. */
export interface SiteFigures { period: string; visits: number; change: string; visitors: number; pageviews: number; top: string; topPct: number }
export interface PageFigures { period: string; followers: number; gained: number; views: number; change: string; reactions: number; comments: number; posts: number }
export interface AdFigures { period: string; revenue: number; change: string; shows: number; clicks: number; ctr: number; rpm: number; top: string; topPct: number }

const ru = {
  n: ruNum,
  untitled: "(без названия)",
  /** Short names for the clarify buttons: the tool's description is for the router, too long for a button. */
  label: {
    search_documents: "Ответ по документам компании", web_search: "Поиск в интернете", mail_search: "Найти письма",
    mail_reply_draft: "Ответить на письмо", calendar_search: "Посмотреть календарь", product_search: "Подобрать товары",
    sell_listing_draft: "Объявление о продаже", post_draft: "Пост в ленту", page_stats: "Статистика моей страницы",
    site_metrics: "Посещаемость сайта", ad_revenue: "Доход с рекламы", metrics_manage: "Настройки счётчика",
    document_create: "Новый документ", document_edit: "Изменить документ",
  } as Record<ToolId, string>,
  unknownTool: (name: string) => `Неизвестный инструмент: ${name}`,
  toolFailed: (id: string, why: string) => `Инструмент ${id} завершился с ошибкой: ${why}`,
  docs: { noQuery: "Не понял, что искать в документах.", off: "Поиск по документам не подключён." },
  doc: {
    needTitle: "Нужно название документа.", empty: "Нечего записать в документ: содержимое пустое.",
    nameIt: "Назовите файл, который нужно изменить.", whatToChange: "Не понял, что изменить в документе.",
    notFound: (name: string) => `Не нашёл документ «${name}».`,
    editTitle: (mode: "append" | "replace", file: string) => `${mode === "append" ? "Дописать в" : "Заменить содержимое"} ${file}`,
  },
  listing: {
    needTitle: "Не понял, что продаём: назовите вещь или услугу.", needPrice: "Укажите цену, за которую хотите продать.",
    condition: (c: "new" | "used") => `Состояние: ${c === "new" ? "новое" : "б/у"}`, price: (p: number) => `Цена: ${ruNum(p)} ₽`,
  },
  noPostText: "Нет текста поста.",
  noLetter: "Не нашёл письмо, на которое нужно ответить. Уточните отправителя или тему.",
  whichLetter: (subjects: string[]) => `На какое письмо ответить: ${subjects.map((x) => `«${x}»`).join(", ")}? Назовите отправителя или тему.`,
  sentTo: (addr: string) => `Кому: ${addr}`,
  web: {
    notConfigured: "Веб-поиск не настроен: укажите SEARXNG_URL", empty: "Пустой поисковый запрос.",
    timeout: "Веб-поиск не ответил за 5 секунд.", down: "Веб-поиск недоступен: не удалось подключиться к серверу поиска.",
    refused: "Сервер поиска отказал: включите формат json в настройках SearXNG (search.formats).",
    status: (s: number) => `Сервер поиска ответил ошибкой ${s}.`, notJson: "Сервер поиска вернул не JSON.",
  },
  metrics: {
    noData: { site: "Нет данных о посещаемости за этот период.", page: "Нет данных по вашей странице за этот период.", ads: "Нет данных о доходе с рекламы за этот период." },
    period: (from: string, to: string) => (from === to ? `За ${to}` : `С ${from} по ${to}`),
    covers: (from: string, to: string) => `Данные есть с ${from} по ${to}.`,
    dataEnds: (last: string) => `Выгрузка счётчика — по ${last}: за более поздние дни данных ещё нет.`,
    since: "к предыдущему периоду",
    site: (f: SiteFigures) => `${f.period}: ${ruCount(f.visits, ["визит", "визита", "визитов"])}${f.change}, `
      + `${ruCount(f.visitors, ["посетитель", "посетителя", "посетителей"])}, ${ruCount(f.pageviews, ["просмотр", "просмотра", "просмотров"])} страниц. `
      + (f.top ? `Больше всего визитов — «${f.top}»: ${f.topPct}%.` : ""),
    page: (f: PageFigures) => `Подписчиков: ${ruNum(f.followers)} (${f.gained >= 0 ? "+" : "−"}${ruNum(Math.abs(f.gained))} за период). `
      + `${f.period}: ${ruCount(f.views, ["просмотр", "просмотра", "просмотров"])}${f.change}, ${ruCount(f.reactions, ["реакция", "реакции", "реакций"])}, `
      + `${ruCount(f.comments, ["комментарий", "комментария", "комментариев"])}, ${ruCount(f.posts, ["пост", "поста", "постов"])}.`,
    ads: (f: AdFigures) => `${f.period}: доход ${ruNum(f.revenue)} ₽${f.change}. `
      + `Показов ${ruNum(f.shows)}, кликов ${ruNum(f.clicks)} (CTR ${ruNum(f.ctr, 2)}%), доход на 1000 показов ${ruNum(f.rpm)} ₽.`
      + (f.top ? ` Больше всего приносит «${f.top}»: ${f.topPct}%.` : ""),
    labels: { visits: "Визиты", visitors: "Посетители", views: "Просмотры", followers: "Подписчики", revenue: "Доход, ₽" },
  },
  counter: {
    kind: { goal: "цель", filter: "фильтр", segment: "сегмент" } as Record<CounterKind, string>,
    heading: { goal: "Цели", filter: "Фильтры", segment: "Сегменты" } as Record<CounterKind, string>,
    none: "В счётчике пока нет таких настроек.",
    item: (s: Setting) => `«${s.name}» (${s.condition})`,
    needWhat: "Уточните, что добавить — цель, фильтр или сегмент — и как его назвать.",
    notFound: "Не нашёл такую настройку в счётчике. Посмотрите список целей, фильтров и сегментов.",
    addTitle: (kind: string, name: string) => `Добавить ${kind} «${name}»`,
    deleteTitle: (kind: string, name: string) => `Удалить ${kind} «${name}»`,
    condition: (c: string) => (c ? `Условие: ${c}` : "Условие не задано"),
    deleteBody: (c: string) => `Условие: ${c}. Уже собранные данные останутся в отчётах.`,
  },
  draft: {
    notFound: (id: string) => `Черновик ${id} не найден`,
    status: { pending: "Черновик ожидает", confirmed: "Черновик уже подтверждён", cancelled: "Черновик уже отменён" } as Record<string, string>,
  },
  effect: {
    post: "Пост опубликован в ленте", reply: (to: string) => `Ответ отправлен: ${to}`, letter: (to: string) => `Письмо отправлено: ${to}`, listing: "Объявление опубликовано",
    fileChanged: (f: string) => `Файл ${f} изменён`, fileCreated: (f: string) => `Файл ${f} создан`, fileGone: (f: string) => `Файл ${f} больше не существует`,
    settingGone: (id: string) => `Настройка ${id} уже удалена`,
    noAddress: (to: string) => `Письмо не отправлено: не знаю адреса «${to}». Впишите его в поле «Адрес получателя» и подтвердите снова.`,
    deleted: (kind: string, name: string) => `Удалено из счётчика: ${kind ? `${kind} ` : ""}«${name}»`, added: (kind: string, name: string) => `Добавлено в счётчик: ${kind ? `${kind} ` : ""}«${name}»`,
  },
  /** A reply's skeleton, in the letter's language (the reader of the reply is the letter's author). */
  reply: (name: string, subject: string, gist: string | null) =>
    `Здравствуйте${name ? `, ${name}` : ""}!\n\nСпасибо за письмо «${subject}». ${gist ?? "Ответим в ближайшее время."}\n\nС уважением`,
  /** A new letter's skeleton: greeting (by name when the addressee is a person), what to say, a closing. */
  // A casual tone asked for («по-дружески», «casual tone») is the everyday greeting and thanks of a colleague (tone.ts).
  letter: (gist: string, name = "", casual = false) => casual ? `Привет${name ? `, ${name}` : ""}!\n\n${gist}\n\nСпасибо!` : `Добрый день${name ? `, ${name}` : ""}!\n\n${gist}\n\nС уважением`,
  /** A new letter named by its topic only: the body opens on it and leaves the rest to the person. */
  letterAbout: (about: string, name = "") => `Добрый день${name ? `, ${name}` : ""}!\n\nПишу Вам ${about}.\n\nС уважением`,
  letterSubject: (gist: string) => gist.length > 60 ? `${gist.slice(0, 57).trimEnd()}…` : gist,
};

export type ToolPhrases = typeof ru;

const en: ToolPhrases = {
  n: enNum,
  untitled: "(untitled)",
  label: {
    search_documents: "Answer from company documents", web_search: "Web search", mail_search: "Find letters",
    mail_reply_draft: "Reply to a letter", calendar_search: "Check the calendar", product_search: "Find products",
    sell_listing_draft: "Sale listing", post_draft: "Post for the feed", page_stats: "My page stats",
    site_metrics: "Site traffic", ad_revenue: "Ad revenue", metrics_manage: "Counter settings",
    document_create: "New document", document_edit: "Edit a document",
  },
  unknownTool: (name) => `Unknown tool: ${name}`,
  toolFailed: (id, why) => `The tool ${id} failed: ${why}`,
  docs: { noQuery: "I could not tell what to look for in the documents.", off: "Document search is not connected." },
  doc: {
    needTitle: "The document needs a name.", empty: "Nothing to write into the document: the content is empty.",
    nameIt: "Name the file to change.", whatToChange: "I could not tell what to change in the document.",
    notFound: (name) => `No document “${name}” found.`,
    editTitle: (mode, file) => `${mode === "append" ? "Append to" : "Replace the content of"} ${file}`,
  },
  listing: {
    needTitle: "I could not tell what is for sale: name the item or service.", needPrice: "Give the price you want to sell for.",
    condition: (c) => `Condition: ${c === "new" ? "new" : "used"}`, price: (p) => `Price: ${enNum(p)} ₽`,
  },
  noPostText: "The post has no text.",
  noLetter: "I did not find the letter to reply to. Name the sender or the subject.",
  whichLetter: (subjects) => `Which letter should I reply to: ${subjects.map((x) => `“${x}”`).join(", ")}? Name its sender or subject.`,
  sentTo: (addr) => `To: ${addr}`,
  web: {
    notConfigured: "Web search is not configured: set SEARXNG_URL", empty: "The search query is empty.",
    timeout: "Web search did not answer within 5 seconds.", down: "Web search is unavailable: could not connect to the search server.",
    refused: "The search server refused: enable the json format in the SearXNG settings (search.formats).",
    status: (s) => `The search server answered with error ${s}.`, notJson: "The search server did not return JSON.",
  },
  metrics: {
    noData: { site: "No site traffic data for this period.", page: "No data for your page for this period.", ads: "No ad revenue data for this period." },
    period: (from, to) => (from === to ? `On ${to}` : `From ${from} to ${to}`),
    covers: (from, to) => `The data covers ${from} to ${to}.`,
    dataEnds: (last) => `The counter's export ends on ${last}: there is no data for later days yet.`,
    since: "vs the previous period",
    site: (f) => `${f.period}: ${enCount(f.visits, "visit")}${f.change}, ${enCount(f.visitors, "visitor")}, ${enCount(f.pageviews, "page view")}. `
      + (f.top ? `Most visits come from “${f.top}”: ${f.topPct}%.` : ""),
    page: (f) => `Followers: ${enNum(f.followers)} (${f.gained >= 0 ? "+" : "−"}${enNum(Math.abs(f.gained))} in the period). `
      + `${f.period}: ${enCount(f.views, "view")}${f.change}, ${enCount(f.reactions, "reaction")}, ${enCount(f.comments, "comment")}, ${enCount(f.posts, "post")}.`,
    ads: (f) => `${f.period}: revenue ${enNum(f.revenue)} ₽${f.change}. `
      + `Impressions ${enNum(f.shows)}, clicks ${enNum(f.clicks)} (CTR ${enNum(f.ctr, 2)}%), revenue per 1000 impressions ${enNum(f.rpm)} ₽.`
      + (f.top ? ` The best placement is “${f.top}”: ${f.topPct}%.` : ""),
    labels: { visits: "Visits", visitors: "Visitors", views: "Views", followers: "Followers", revenue: "Revenue, ₽" },
  },
  counter: {
    kind: { goal: "goal", filter: "filter", segment: "segment" },
    heading: { goal: "Goals", filter: "Filters", segment: "Segments" },
    none: "The counter has no such settings yet.",
    item: (s) => `“${s.name}” (condition “${s.condition}”)`,
    needWhat: "Say what to add (a goal, a filter or a segment) and what to call it.",
    notFound: "No such setting in the counter. Look at the list of goals, filters and segments.",
    addTitle: (kind, name) => `Add the ${kind} “${name}”`,
    deleteTitle: (kind, name) => `Delete the ${kind} “${name}”`,
    condition: (c) => (c ? `Condition: “${c}”` : "No condition set"),
    deleteBody: (c) => `Condition: “${c}”. The data already collected stays in the reports.`,
  },
  draft: {
    notFound: (id) => `Draft ${id} not found`,
    status: { pending: "The draft is waiting", confirmed: "The draft is already confirmed", cancelled: "The draft is already cancelled" },
  },
  effect: {
    post: "The post is published in the feed", reply: (to) => `Reply sent to ${to}`, letter: (to) => `Letter sent to ${to}`, listing: "The listing is published",
    fileChanged: (f) => `File ${f} changed`, fileCreated: (f) => `File ${f} created`, fileGone: (f) => `File ${f} no longer exists`,
    settingGone: (id) => `Setting ${id} is already deleted`,
    noAddress: (to) => `The letter was not sent: I do not know the address of “${to}”. Type it in the “Recipient's address” field and confirm again.`,
    deleted: (kind, name) => `Deleted from the counter: ${kind ? `the ${kind} ` : ""}“${name}”`, added: (kind, name) => `Added to the counter: ${kind ? `the ${kind} ` : ""}“${name}”`,
  },
  reply: (name, subject, gist) => `Hello${name ? ` ${name}` : ""},\n\nThank you for your letter “${subject}”. ${gist ?? "We will answer shortly."}\n\nBest regards`,
  letter: (gist, name = "", casual = false) => casual ? `Hi${name ? ` ${name}` : ""},\n\n${gist}\n\nThanks!` : `Hello${name ? ` ${name}` : ""},\n\n${gist}\n\nBest regards`,
  letterAbout: (about, name = "") => `Hello${name ? ` ${name}` : ""},\n\nI am writing to you ${about}.\n\nBest regards`,
  letterSubject: (gist) => gist.length > 60 ? `${gist.slice(0, 57).trimEnd()}…` : gist,
};

/** The tools' phrases in one language; Russian unless English is asked for. */
export const toolPhrases = (lang: Lang = "ru"): ToolPhrases => (lang === "en" ? en : ru);

/** A clarify button's name for a tool option in the interface's language, or null for an unknown id. */
export const toolLabel = (id: string, lang: Lang = "ru"): string | null => (toolPhrases(lang).label as Record<string, string>)[id] ?? null;
