import type { SkillForm } from "../../../admin/skills-admin.ts";
import type { AdminPhrases } from "../phrases.ts";
import { SKILL_LIMITS } from "./model.ts";

/** The fields of the company-skill form that can be wrong. */
export type SkillField = keyof typeof SKILL_LIMITS | "prefetch";

/** What is wrong with each field, in the admin's language; empty when the form can be saved. */
export type FieldErrors = Partial<Record<SkillField, string>>;

// The skill-file parser's rule for ids (src/skills/parse.ts), which stays the last word on the file.
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The tool ids of the form's field, as skillFileText splits them. */
const toolIds = (tools: string) => tools.split(/[\s,]+/).map((t) => t.trim()).filter(Boolean);

/**
 * Checks every field of the form at once, so each wrong one is named beside it in one round (the parser
 * stops at the first, in English: walk 17b #16). A field over its limit is said so before anything else of it.
 */
export function checkSkillForm(f: SkillForm, knownTools: string[], P: AdminPhrases): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(SKILL_LIMITS) as (keyof typeof SKILL_LIMITS)[]) {
    const n = f[field].trim().length;
    if (n > SKILL_LIMITS[field]) errors[field] = P.tooLong(P.skillFields[field], SKILL_LIMITS[field], n);
  }
  const id = f.id.trim(), description = f.description.trim();
  if (!errors.id && !ID.test(id)) errors.id = P.idBad;
  if (!errors.name && !f.name.trim()) errors.name = P.nameMissing;
  if (!errors.description && !description) errors.description = P.descriptionMissing;
  else if (!errors.description && /[\r\n]/.test(description)) errors.description = P.descriptionLines;
  const known = new Set(knownTools);
  const unknown = toolIds(f.tools).filter((t) => !known.has(t));
  if (!errors.tools && unknown.length) errors.tools = P.unknownTools(unknown);
  if (!errors.procedure && !f.procedure.trim()) errors.procedure = P.procedureMissing;
  // «-3» sent past the browser's own check (an old browser, a script): said beside the field in the admin's language,
  // not as the parser's English banner (walk 19b).
  if (!Number.isInteger(f.prefetch) || f.prefetch < 0 || f.prefetch > 20) errors.prefetch = P.prefetchBad;
  return errors;
}

/** Which field a message of the skills admin (a taken id, a tool) is about; null: the form as a whole. */
export function fieldOf(message: string): SkillField | null {
  if (/инструмент|tool/i.test(message)) return "tools";
  if (/\bid\b/i.test(message)) return "id";
  if (/description|описани/i.test(message)) return "description";
  if (/\bname\b|названи/i.test(message)) return "name";
  if (/procedure|порядок|процедур|body|тело/i.test(message)) return "procedure";
  return null;
}
