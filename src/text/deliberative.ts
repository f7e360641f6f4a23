import { russianDictionary } from "./dictionary.ts";

/**
 * The deliberative question (вопросительное инфинитивное предложение: «Что делать?», «Куда идти?», «Сколько ставить?»;
 * Русская грамматика, 1980, §2180–2181, инфинитивные предложения со значением долженствования): a question word and an
 * infinitive as its predicate, no finite verb, asks what the speaker should do — a decision, as «как …ть» asks a way
 * of working — not whether a thing is so («компенсирует ли компания курсы?») nor a fact («сколько дней отпуска положено?»).
 */

/** Question words that open such a question over what is to be chosen or counted (closed class). */
const ASKING = /^(?:сколько|какой|какая|какое|какие|какую|какого|каких|каким|какими|чем)$/u;

/**
 * Words that make it another question: a purpose or yes/no particle («…чтобы успеть» is the goal, not the predicate), or
 * the predicatives of permission («сколько часов можно работать?» asks what is allowed, which the rules say).
 */
const CLAUSE_END = /^(?:чтобы|чтоб|ли|если|когда|потому|так|можно|нельзя|разрешено|положено)$/u;

/**
 * An infinitive by its ending (-ать, -ять, -ить, -еть, -уть, -оть, -ыть and -чь, with -ся), five letters or more. A noun
 * in -ть or -чь («печать», «кровать», «мелочь») has an instrumental in «-ью» the dictionary holds; an infinitive has none.
 */
export function isInfinitive(word: string): boolean {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const m = /^([а-я]{2,}(?:[аяиеуоы]ть|чь))(?:ся)?$/u.exec(w);
  return !!m && !russianDictionary().has(`${m[1].slice(0, -1)}ью`);
}

/** True when a clause of the text asks what to do by a question word followed, within four words, by an infinitive. */
export function asksToDecide(text: string): boolean {
  return text.split(/[,;:—–.?!]|\s-\s/).some((clause) => {
    const ws = clause.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
    return ws.some((w, i) => {
      if (!ASKING.test(w)) return false;
      for (const next of ws.slice(i + 1, i + 6)) {
        if (CLAUSE_END.test(next)) return false;
        if (isInfinitive(next)) return true;
      }
      return false;
    });
  });
}

/**
 * A clause asking what to do by «что» and an infinitive within three words after it («что клиенту предложить», «что ему
 * сказать», «что мне ответить»; the deliberative question of § 2180 with «что» as the object sought): after a situation told
 * («сеанс отменили, что клиенту предложить») it is the person's question (lead's walk 52 took it for a request between three
 * skills: the ticket rules say what to offer). A clause that opens otherwise is not one.
 */
export function clauseAsksWhatToDo(clause: string): boolean {
  const ws = clause.trim().toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  if (!/^(?:что|че|чё)$/u.test(ws[0] ?? "")) return false;
  for (const next of ws.slice(1, 4)) {
    if (CLAUSE_END.test(next)) return false;
    if (isInfinitive(next)) return true;
  }
  return false;
}

/**
 * A quantity asked of figures the speaker gives («Сколько надо плёнки на заказ 250 тыс. лотков?», «how many pallets for 12
 * tons?»): the question opens with «сколько» / «how much» / «how many» and the message holds a number, the data of a
 * calculation (задача на вычисление: the given and the sought) — what follows from the person's own figures, which no
 * document states, as «сколько дней отпуска положено?» (no figure) asks what the rules state.
 */
const COUNT_QUESTION = /^(?:(?:а|и|ну|так|and|so)\s+)?(?:сколько|how\s+(?:much|many))(?![\p{L}])/iu;

export function asksToCount(text: string): boolean {
  return COUNT_QUESTION.test(text.trim()) && /\d/.test(text);
}

/**
 * The alternative question between the speaker's own acts (альтернативный вопрос: «берём в работу или разворачиваем машину?»):
 * two verbs of the first person plural, present or future («-ем», «-ём», «-им»), joined by «или», close the message. The
 * speaker asks which to do — a decision, as the deliberative question asks one — not whether a thing is so («отпуск переносится
 * или сгорает?» asks a rule in the third person). Russian only.
 */
const WE_ACT = String.raw`\p{L}{3,}(?:ем|ём|им)(?:ся)?`;
const ACTS_OFFERED = new RegExp(String.raw`(?:^|[,;:—–.]\s*|\s-\s)(?:а\s+|так\s+|мы\s+)*${WE_ACT}(?:\s+[\p{L}\d]+){0,3}\s+или\s+(?:же\s+)?${WE_ACT}(?![\p{L}])[^?.!]*\?+\s*$`, "iu");

export function asksWhichActToTake(text: string): boolean {
  return ACTS_OFFERED.test(text.trim());
}
