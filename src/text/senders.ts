/**
 * Who letters at work come from, as people name them in a question about their mail: the units and services of a
 * company (the usual names of an organisation's structural units in Russian office usage: «бухгалтерия», «отдел
 * кадров», «служба поддержки», «дирекция», «канцелярия», «приёмная»; their English counterparts) and the parties one
 * corresponds with (клиент, поставщик, подрядчик, банк). A closed list of kinds, not names from a mailbox: a person or a
 * company is named with a capital and needs no list.
 */
const UNIT_STEMS = [
  "бухгалтери", "отдел", "кадр", "кадровик", "поддержк", "служб", "дирекци", "директор", "администраци", "приёмн", "приемн", "канцеляри",
  "руководств", "руководител", "начальств", "начальник", "юрист", "секретар", "офис-менеджер", "клиент", "заказчик", "поставщик", "подрядчик", "банк",
];
const UNIT_EN = ["accounting", "accounts", "hr", "it", "support", "legal", "finance", "management", "the boss", "clients?", "suppliers?"];

/** A unit or a party in any case form («бухгалтерии», «бухгалтерия», «от поставщиков»): a regex source, no flags. */
export const SENDER_KIND = `(?:${UNIT_STEMS.map((s) => `${s}\\p{L}*`).join("|")}|${UNIT_EN.join("|")})`;

/**
 * A sender said in a question: a kind of sender (SENDER_KIND) or a name in capitals, a company's in guillemets or quotes
 * («Дмитрий», «Ольга Кузнецова», «Ромашки», «из «ПринтЛайн»»). A regex source, no flags; the caller adds `u`.
 */
export const SENDER = `(?:${SENDER_KIND}|[«"]?\\p{Lu}[\\p{L}\\d-]*[»"]?(?:\\s+\\p{Lu}[\\p{L}-]*)?)(?![\\p{L}])`;
