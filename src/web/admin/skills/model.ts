import { t } from "elysia";

export const SkillParams = t.Object({ id: t.String({ minLength: 1, maxLength: 100 }) });

/** How long each field of a company skill may be: the form's maxlength, its check and the JSON API's schema. */
export const SKILL_LIMITS = { id: 100, name: 200, description: 500, tools: 1000, procedure: 20_000 } as const;

/**
 * The company-skill form (checkboxes arrive only when ticked). The text fields carry no length cap here: a
 * capped field failed the schema and replaced the page with a bare validator line, the typed form lost (walk
 * 17b #17). The request's body limit bounds them; check.ts says an over-long value in words beside its field.
 */
export const SkillBody = t.Object({
  id: t.String(),
  name: t.String(),
  description: t.String(),
  tools: t.Optional(t.String()),
  prefetch: t.Optional(t.String({ maxLength: 5 })),
  autoSwitch: t.Optional(t.String({ maxLength: 10 })),
  procedure: t.String(),
  previousId: t.Optional(t.String({ maxLength: 100 })),
  enabled: t.Optional(t.String({ maxLength: 10 })),
  enabledShown: t.Optional(t.String({ maxLength: 1 })),
  _csrf: t.Optional(t.String()),
});
export type SkillBody = typeof SkillBody.static;

/** The same skill as JSON, for scripts (POST /api/skills). */
export const SkillJson = t.Object({
  id: t.String({ maxLength: SKILL_LIMITS.id }),
  name: t.String({ maxLength: SKILL_LIMITS.name }),
  description: t.String({ maxLength: SKILL_LIMITS.description }),
  tools: t.Optional(t.Array(t.String({ maxLength: 100 }), { maxItems: 50 })),
  prefetch: t.Optional(t.Integer({ minimum: 0, maximum: 20 })),
  autoSwitch: t.Optional(t.Boolean()),
  procedure: t.String({ maxLength: SKILL_LIMITS.procedure }),
});

export const EnabledJson = t.Object({ enabled: t.Boolean() });
