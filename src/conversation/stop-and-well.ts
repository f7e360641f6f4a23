import { saysEnough } from "../routing/skill-exit.ts";
import { tokens } from "../routing/lexicon.ts";
import { saysWell } from "../text/wellbeing.ts";

/**
 * «ok stop, I'm fine», «хватит, мне уже лучше»: a stop said first and only the reason for it after — the person is well.
 * The skill is left; walk 21b recorded it as the health history («conditions, medicines, allergies: ok stop, I'm fine»).
 * A stop followed by anything else («стоп, не 3 яйца, а 2») stays a reply to the skill.
 */
export function stopsBeingWell(message: string): boolean {
  const clauses = message.split(/[,;.!—–]+/u).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < 2) return false;
  const at = clauses.findIndex((_, i) => saysEnough(tokens(clauses.slice(0, i + 1).join(" "))));
  return at >= 0 && at < clauses.length - 1 && clauses.slice(at + 1).every(saysWell);
}
