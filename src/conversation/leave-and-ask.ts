import { asksToBeTold } from "../routing/decide.ts";
import { asksToLeaveSkill } from "../routing/skill-exit.ts";
import { tokens } from "../routing/lexicon.ts";

/** Discourse words that open the clause after a way out («…, лучше скажи…», «…, а где…», «…, теперь…»). */
const OPENER = /^(?:(?:лучше|а|и|но|теперь|тогда|давай|кстати|скажи-ка|слушай)[,\s]+)+/iu;

/**
 * «давай закончим с тренировками, лучше скажи где аптечка на складе»: a way out of the skill, then a question of
 * its own. Returns the question (the clauses after the way out) when the message opens with a clause that alone
 * asks to leave and the rest asks to be told; null otherwise. The skill is left and the question answered.
 */
export function questionAfterLeaving(message: string): string | null {
  const clauses = message.split(/[,;:—–]|\s-\s|(?<=[.!])\s+/).map((c) => c.trim()).filter(Boolean);
  for (let i = 1; i < clauses.length; i++) {
    const exit = clauses.slice(0, i).join(", ");
    if (!asksToLeaveSkill(tokens(exit))) continue;
    // «забудь про тренировки, вопрос по работе: во сколько…?»: the question may follow a clause that only announces it.
    for (let j = i; j < clauses.length; j++) {
      const rest = clauses.slice(j).join(", ").replace(OPENER, "").trim();
      if (rest && asksToBeTold(clauses[j].replace(OPENER, "").trim())) return rest;
    }
    const rest = clauses.slice(i).join(", ").replace(OPENER, "").trim();
    return rest && asksToBeTold(rest) ? rest : null;
  }
  return null;
}
