import { asksToBeTold } from "../routing/decide.ts";
import { asksToLeaveSkill } from "../routing/skill-exit.ts";
import { tokens } from "../routing/lexicon.ts";

/** «у меня вопрос», «вопрос по работе», «другой вопрос», «a work question»: a clause announcing the question to come. */
const ANNOUNCE = /^(?:(?:у\s+меня\s+)?(?:есть\s+)?(?:ещ[её]\s+)?(?:другой\s+|рабочий\s+|один\s+)?вопрос(?:\s+по\s+\p{L}+)?|(?:a\s+|another\s+|one\s+more\s+)?(?:work\s+)?question)$/iu;

/**
 * «забудь про тренировки», «оставим это»: they leave the skill only when a question follows them; alone they may be
 * a reply («забудь о сладком, я его уже не ем», «оставим это, лучше с гантелями дома»).
 */
const FORGET = /^(?:ладно[,\s]+)?(?:забудь|забудем|оставим|оставь)\s+(?:про|о|об|это)(?![\p{L}])/iu;

/** Discourse words that open the clause after a way out («…, лучше скажи…», «…, а где…», «…, теперь…»). */
const OPENER = /^(?:(?:лучше|а|и|но|теперь|тогда|давай|кстати|скажи-ка|слушай)[,\s]+)+/iu;

/**
 * «давай закончим с тренировками, лучше скажи где аптечка на складе»: a way out of the skill, then a question of
 * its own. Returns the question (the clauses after the way out) when the message opens with a clause that alone
 * asks to leave and the rest asks to be told; null otherwise. The skill is left and the question answered.
 */
export function questionAfterLeaving(message: string, about = ""): string | null {
  const clauses = message.split(/[,;:—–]|\s-\s|(?<=[.!])\s+/).map((c) => c.trim()).filter(Boolean);
  for (let i = 1; i < clauses.length; i++) {
    const exit = clauses.slice(0, i).join(", ");
    // «хватит тренировок», «всё, хватит считать»: read as a message of its own, with what the skill is about («тренировки»).
    if (!asksToLeaveSkill(tokens(exit), exit, "", about, about) && !FORGET.test(exit)) continue;
    // «…, вопрос по работе: во сколько…?»: a clause that only announces the question is skipped; the rest is kept
    // whole («…, у меня отпуск в мае, сколько дней положено?» keeps «в мае»).
    let j = i;
    while (j < clauses.length - 1 && ANNOUNCE.test(clauses[j].replace(OPENER, "").trim())) j++;
    const rest = clauses.slice(j).join(", ").replace(OPENER, "").trim();
    return rest && asksToBeTold(rest) ? rest : null;
  }
  return null;
}

/** «забудь про тренировки, вопрос по работе: во сколько…?»: a message opening with «забудь про…» that goes on to ask; the question, or null. */
export function questionAfterForgetting(message: string): string | null {
  return FORGET.test(message.trim()) ? questionAfterLeaving(message) : null;
}
