import type { Lang } from "../i18n.ts";

/**
 * The admin's own sentences about what a person typed into its forms: field errors, date ranges, token names.
 * Why a module: walk 17b found «name is missing» (the skill parser's English) under a Russian summary.
 * The admin pages are Russian only so far (walk 17b #27), so ADMIN_LANG picks Russian in one place; the English
 * phrases are here for the day the pages are translated.
 */
export const ADMIN_LANG: Lang = "ru";

/** «9240», «20 000»: Russian groups thousands only from five digits; English always with a comma. */
const count = (n: number, lang: Lang) => (lang === "en" ? n.toLocaleString("en-US") : n >= 10_000 ? String(n).replace(/\B(?=(\d{3})+$)/g, " ") : String(n));

const ru = {
  skillFields: { id: "Идентификатор", name: "Название", description: "Описание", tools: "Список инструментов", procedure: "Порядок работы" },
  idBad: "Идентификатор: только строчные латинские буквы и цифры, дефис — между ними (например, vacation-plan).",
  nameMissing: "Укажите название навыка.",
  descriptionMissing: "Укажите описание навыка в одну строку.",
  descriptionLines: "Описание — одна строка, без переносов.",
  procedureMissing: "Опишите порядок работы навыка.",
  prefetchBad: "Предзагрузка — целое число от 0 до 20.",
  unknownTools: (ids: string[]) => `Таких инструментов нет: ${ids.join(", ")}. Доступные перечислены над полем.`,
  tooLong: (field: string, max: number, n: number) => `${field} длиннее ${count(max, "ru")} символов (сейчас ${count(n, "ru")}): сократите его.`,
  skillNotSaved: (fields: number): string => (fields > 1 ? "Навык не сохранён: исправьте поля, отмеченные ниже." : "Навык не сохранён: исправьте поле, отмеченное ниже."),
  skillNotSavedBecause: (reason: string) => `Навык не сохранён: ${reason}`,
  rangeReversed: "Дата «по» раньше даты «с»: поменяйте их местами или исправьте одну из них.",
  rangeNotShown: "Период не показан: исправьте даты выше.",
  tokenNameMissing: "Назовите токен: по названию потом видно, какой скрипт им пользуется.",
  tokenNameLong: (max: number, n: number) => `Название токена длиннее ${count(max, "ru")} символов (сейчас ${count(n, "ru")}): сократите его.`,
  passwordLong: (max: number) => `Пароль длиннее ${count(max, "ru")} символов.`,
  hiddenAttachment: "личное вложение — текст скрыт",
  hiddenGone: "чат удалён, источник не среди документов компании (мог быть личным вложением) — текст скрыт",
  hiddenAnswer: "ответ по личному вложению — текст скрыт",
  chatFiles: "Файлы, приложенные в чате",
  chatFilesNote: "личные: имя видно, текст в журнале скрыт",
  stateAttachmentsNote: "«attachments» здесь — файл самого сообщения (фото); документы, приложенные в чате раньше, перечислены выше.",
};

export type AdminPhrases = typeof ru;

const en: AdminPhrases = {
  skillFields: { id: "The id", name: "The name", description: "The description", tools: "The tool list", procedure: "The procedure" },
  idBad: "The id: lowercase Latin letters and digits only, dashes between them (for example, vacation-plan).",
  nameMissing: "Give the skill a name.",
  descriptionMissing: "Describe the skill in one line.",
  descriptionLines: "The description is one line, with no line breaks.",
  procedureMissing: "Write the skill's procedure.",
  prefetchBad: "Prefetch is a whole number from 0 to 20.",
  unknownTools: (ids) => `No such tools: ${ids.join(", ")}. The available ones are listed above the field.`,
  tooLong: (field, max, n) => `${field} is longer than ${count(max, "en")} characters (now ${count(n, "en")}): shorten it.`,
  skillNotSaved: (fields) => (fields > 1 ? "The skill was not saved: correct the fields marked below." : "The skill was not saved: correct the field marked below."),
  skillNotSavedBecause: (reason) => `The skill was not saved: ${reason}`,
  rangeReversed: "The «to» date is before the «from» date: swap them or correct one of them.",
  rangeNotShown: "No period shown: correct the dates above.",
  tokenNameMissing: "Name the token: the name later tells which script uses it.",
  tokenNameLong: (max, n) => `The token's name is longer than ${count(max, "en")} characters (now ${count(n, "en")}): shorten it.`,
  passwordLong: (max) => `The password is longer than ${count(max, "en")} characters.`,
  hiddenAttachment: "personal attachment — text hidden",
  hiddenGone: "chat deleted, the source is no company document (it may have been a personal attachment) — text hidden",
  hiddenAnswer: "answer from a personal attachment — text hidden",
  chatFiles: "Files attached in the chat",
  chatFilesNote: "personal: the name is shown, the text is hidden in the log",
  stateAttachmentsNote: "«attachments» here is the message's own file (a photo); documents attached earlier in the chat are listed above.",
};

/** The admin's phrases in a language. */
export const adminPhrases = (lang: Lang = ADMIN_LANG): AdminPhrases => (lang === "en" ? en : ru);
